import { demo, type DemoModel } from '../catalog.js';
import { bed } from './bed.js';
import { barStool, chair, sofa } from './seating.js';
import { bookshelf, caseGood } from './storage.js';
import { table } from './tables.js';

/** Seating, tables, case goods and beds: front faces +Z, the floor is y = 0. */

const WALNUT = [0x8a5a3b, 0x5a3522] as const;
const OAK = [0xd8b98a, 0xb08a5a] as const;
const ASH = [0xe8d7b9, 0xcdb38a] as const;
const CHERRY = [0xa4583a, 0x6e3522] as const;

export const FURNITURE: DemoModel[] = [
  demo(
    {
      slug: 'nordic-fabric-sofa-3',
      title: '北欧风布艺三人沙发',
      description:
        '简约北欧风三人位沙发，亚麻质感布艺面料配实木锥形脚，坐垫与靠垫分体建模，附两只撞色抱枕。尺寸按真实比例（约 2.2 米宽），可直接用于客厅场景布置。',
      type: '家具',
      trade: '泛家居',
      tags: ['沙发', '北欧', '布艺', '客厅', '三人位'],
      priceFen: 9900,
    },
    (rng) =>
      sofa(rng, {
        seats: 3,
        color: 0x8e9ba3,
        cover: 'fabric',
        arm: 'track',
        legs: 'tapered',
        legWood: OAK[1],
        pillow: 0xd9a441,
        textured: true,
      }),
  ),
  demo(
    {
      slug: 'leather-loveseat-2',
      title: '意式真皮双人沙发',
      description: '意式轻奢双人沙发，焦糖色头层牛皮质感，圆润卷边扶手，黑色金属细脚。适合书房、会客区等小空间。',
      type: '家具',
      trade: '泛家居',
      tags: ['沙发', '真皮', '轻奢', '双人位'],
      priceFen: 12900,
    },
    (rng) =>
      sofa(rng, {
        seats: 2,
        color: 0x9c5a2e,
        cover: 'leather',
        arm: 'roll',
        legs: 'metal',
        legWood: 0,
        pillow: null,
        textured: false,
      }),
  ),
  demo(
    {
      slug: 'cream-armchair',
      title: '奶油风单人休闲沙发椅',
      description: '奶油白泰迪绒单人沙发，圆润扶手，低矮方块脚，配一只雾霾蓝抱枕。适合卧室角落或阳台阅读区。',
      type: '家具',
      trade: '泛家居',
      tags: ['单人沙发', '奶油风', '休闲椅', '卧室'],
      priceFen: 0,
    },
    (rng) =>
      sofa(rng, {
        seats: 1,
        color: 0xe9e0d0,
        cover: 'fabric',
        arm: 'roll',
        legs: 'block',
        legWood: WALNUT[1],
        pillow: 0x7d93a8,
        textured: true,
      }),
  ),
  demo(
    {
      slug: 'green-velvet-sofa-3',
      title: '复古墨绿丝绒三人沙发',
      description: '复古墨绿丝绒面料三人沙发，直线型扶手搭配胡桃木脚，靠垫微微后倾，坐感舒展。',
      type: '家具',
      trade: '泛家居',
      tags: ['沙发', '丝绒', '复古', '墨绿'],
      priceFen: 6900,
    },
    (rng) =>
      sofa(rng, {
        seats: 3,
        color: 0x2f5a48,
        cover: 'fabric',
        arm: 'track',
        legs: 'square',
        legWood: WALNUT[1],
        pillow: 0xc9a66b,
        textured: false,
      }),
  ),
  demo(
    {
      slug: 'walnut-dining-table',
      title: '北美黑胡桃实木餐桌',
      description: '1.6 米黑胡桃实木长餐桌，木纹贴图，四周带望板，锥形实木桌腿。适合 4–6 人用餐空间。',
      type: '家具',
      trade: '泛家居',
      tags: ['餐桌', '实木', '黑胡桃', '餐厅'],
      priceFen: 4900,
    },
    (rng) => table(rng, { top: 'rect', w: 1.6, d: 0.9, h: 0.75, legs: 'tapered', woodLight: WALNUT[0], woodDark: WALNUT[1] }),
  ),
  demo(
    {
      slug: 'round-oak-coffee-table',
      title: '原木圆形三脚茶几',
      description: '直径 80 厘米橡木圆茶几，三条斜插实木腿，表面带清晰木纹，日式原木风格。',
      type: '家具',
      trade: '泛家居',
      tags: ['茶几', '原木', '日式', '圆形'],
      priceFen: 0,
    },
    (rng) => table(rng, { top: 'round', w: 0.8, d: 0.8, h: 0.42, legs: 'tripod', woodLight: OAK[0], woodDark: OAK[1] }),
  ),
  demo(
    {
      slug: 'marble-pedestal-table',
      title: '岩板圆形洽谈桌',
      description: '白色岩板台面圆桌，车削造型中央立柱与圆盘底座，适合咖啡厅、洽谈区。',
      type: '家具',
      trade: '泛家居',
      tags: ['圆桌', '岩板', '洽谈桌', '商业空间'],
      priceFen: 2900,
    },
    (rng) =>
      table(rng, {
        top: 'round',
        w: 0.9,
        d: 0.9,
        h: 0.74,
        legs: 'pedestal',
        woodLight: ASH[0],
        woodDark: 0x3a3a3a,
        topMaterial: 'marble-white',
      }),
  ),
  demo(
    {
      slug: 'industrial-hairpin-desk',
      title: '工业风发卡腿书桌',
      description: '1.2 米橡木书桌，黑色发卡式铁艺桌腿，简洁的工业 LOFT 风格，适合家庭办公。',
      type: '家具',
      trade: '泛家居',
      tags: ['书桌', '工业风', '铁艺', '办公'],
      priceFen: 1990,
    },
    (rng) => table(rng, { top: 'rect', w: 1.2, d: 0.6, h: 0.74, legs: 'hairpin', woodLight: OAK[0], woodDark: OAK[1] }),
  ),
  demo(
    {
      slug: 'farmhouse-trestle-table',
      title: '乡村风支架式长桌',
      description: '樱桃木支架式长桌，H 型桌脚与横撑，椭圆桌面，适合乡村风餐厅或工作室。',
      type: '家具',
      trade: '泛家居',
      tags: ['长桌', '乡村风', '樱桃木', '餐桌'],
      priceFen: 3900,
    },
    (rng) => table(rng, { top: 'oval', w: 1.9, d: 0.95, h: 0.76, legs: 'trestle', woodLight: CHERRY[0], woodDark: CHERRY[1] }),
  ),
  demo(
    {
      slug: 'glass-coffee-table',
      title: '现代钢化玻璃茶几',
      description: '椭圆形钢化玻璃台面配黑色金属细腿，通透轻盈，适合小户型客厅。',
      type: '家具',
      trade: '泛家居',
      tags: ['茶几', '玻璃', '现代简约', '小户型'],
      priceFen: 0,
    },
    (rng) =>
      table(rng, {
        top: 'oval',
        w: 1.1,
        d: 0.6,
        h: 0.4,
        legs: 'metal',
        woodLight: ASH[0],
        woodDark: 0x222222,
        topMaterial: 'glass',
      }),
  ),
  demo(
    {
      slug: 'windsor-dining-chair',
      title: '温莎实木餐椅',
      description: '经典温莎椅造型，弯曲顶横梁与圆形靠背杆，白蜡木原色，榫卯结构清晰。',
      type: '家具',
      trade: '泛家居',
      tags: ['餐椅', '温莎椅', '实木', '经典'],
      priceFen: 1500,
    },
    (rng) => chair(rng, { back: 'spindle', seat: 'wood', woodColor: ASH[1], fabricColor: 0, arms: false }),
  ),
  demo(
    {
      slug: 'upholstered-armchair-dining',
      title: '新中式软包扶手椅',
      description: '胡桃木框架配米白色软包坐垫与靠背，带扶手，新中式简约风格，适合餐厅与茶室。',
      type: '家具',
      trade: '泛家居',
      tags: ['扶手椅', '新中式', '软包', '餐椅'],
      priceFen: 2500,
    },
    (rng) => chair(rng, { back: 'panel', seat: 'fabric', woodColor: WALNUT[1], fabricColor: 0xe6dccb, arms: true }),
  ),
  demo(
    {
      slug: 'ladder-back-chair',
      title: '梯背式乡村餐椅',
      description: '三根弧形横档的梯背椅，黑胡桃色，布艺坐垫，乡村复古风。',
      type: '家具',
      trade: '泛家居',
      tags: ['餐椅', '梯背椅', '乡村风', '复古'],
      priceFen: 0,
    },
    (rng) => chair(rng, { back: 'ladder', seat: 'fabric', woodColor: CHERRY[1], fabricColor: 0xa33b32, arms: false }),
  ),
  demo(
    {
      slug: 'leather-bar-stool',
      title: '皮面黄铜吧台高脚凳',
      description: '黑色皮面软包坐垫，黄铜色金属斜腿与脚踏圈，高约 75 厘米，适合吧台和岛台。',
      type: '家具',
      trade: '泛家居',
      tags: ['吧台凳', '高脚凳', '轻奢', '黄铜'],
      priceFen: 990,
    },
    (rng) => barStool(rng, 0x2a2624, 'brass', 0),
  ),
  demo(
    {
      slug: 'oak-nightstand-drawers',
      title: '橡木三斗床头柜',
      description: '橡木纹理三斗床头柜，顶层抽屉带开合动画，抽屉内部结构完整，黄铜拉手。',
      type: '家具',
      trade: '泛家居',
      tags: ['床头柜', '抽屉', '动画', '橡木', '卧室'],
      priceFen: 1900,
    },
    (rng) =>
      caseGood(rng, {
        w: 0.48,
        h: 0.5,
        d: 0.4,
        rows: [1, 1, 1],
        legs: 'tapered',
        legH: 0.14,
        woodLight: OAK[0],
        woodDark: OAK[1],
        frontColor: null,
        handle: 'knob',
        animated: true,
      }),
  ),
  demo(
    {
      slug: 'walnut-chest-5-drawers',
      title: '胡桃木五斗柜',
      description: '北欧风五斗柜，上层两个小抽屉、下层三个大抽屉，胡桃木纹理，一字形金属拉手，顶部抽屉可拉开。',
      type: '家具',
      trade: '泛家居',
      tags: ['五斗柜', '收纳', '胡桃木', '动画', '北欧'],
      priceFen: 2900,
    },
    (rng) =>
      caseGood(rng, {
        w: 0.9,
        h: 0.95,
        d: 0.45,
        rows: [2, 1, 1, 1],
        legs: 'square',
        legH: 0.12,
        woodLight: WALNUT[0],
        woodDark: WALNUT[1],
        frontColor: null,
        handle: 'bar',
        animated: true,
      }),
  ),
  demo(
    {
      slug: 'painted-sideboard',
      title: '法式奶油色餐边柜',
      description: '奶油白烤漆门板的餐边柜，上排三个抽屉、下方双开门，铜环拉手，橡木柜体。',
      type: '家具',
      trade: '泛家居',
      tags: ['餐边柜', '法式', '收纳', '烤漆'],
      priceFen: 0,
    },
    (rng) =>
      caseGood(rng, {
        w: 1.4,
        h: 0.78,
        d: 0.42,
        rows: [3, 0],
        legs: 'tapered',
        legH: 0.15,
        woodLight: ASH[0],
        woodDark: ASH[1],
        frontColor: 0xeee6d6,
        handle: 'ring',
        animated: false,
      }),
  ),
  demo(
    {
      slug: 'low-tv-cabinet',
      title: '极简悬浮式电视柜',
      description: '1.8 米长低矮电视柜，墨绿烤漆抽屉面板配白蜡木柜体，踢脚线式底座。',
      type: '家具',
      trade: '泛家居',
      tags: ['电视柜', '极简', '客厅', '收纳'],
      priceFen: 3500,
    },
    (rng) =>
      caseGood(rng, {
        w: 1.8,
        h: 0.42,
        d: 0.4,
        rows: [3],
        legs: 'plinth',
        legH: 0.06,
        woodLight: ASH[0],
        woodDark: ASH[1],
        frontColor: 0x35524a,
        handle: 'bar',
        animated: false,
      }),
  ),
  demo(
    {
      slug: 'open-bookshelf',
      title: '实木开放式书架',
      description: '五层开放式实木书架，摆满高低错落的书籍，偶有斜靠与平放，书房场景即拿即用。',
      type: '家具',
      trade: '泛家居',
      tags: ['书架', '书房', '实木', '收纳'],
      priceFen: 1900,
    },
    (rng) => bookshelf(rng, OAK[0], OAK[1], 5),
  ),
  demo(
    {
      slug: 'upholstered-double-bed',
      title: '软包靠背双人床',
      description: '1.8 米软包双人床，竖条纹靠背，含床垫、被子和枕头，布艺纹理贴图。',
      type: '家具',
      trade: '泛家居',
      tags: ['双人床', '软包', '卧室', '床品'],
      priceFen: 5900,
    },
    (rng) => bed(rng, 1.8, WALNUT[1], 0xb9ad9c, 0x8fa3b5),
  ),
];
