import { demo, type DemoModel } from '../catalog.js';
import { ceramic } from '../materials.js';
import { porcelain } from '../textures.js';
import { cupAndSaucer, mug, teaSet, vacuumFlask, wineGlasses } from './drinkware.js';
import { placeSetting, riceBowl } from './tableware.js';
import { bronzeDing, facetedVase, succulentPot, tulipBouquet, vase } from './vases.js';

/** Vases, planters, tableware and tea sets: thin-walled lathes with a separate inside glaze. */

export const VESSELS: DemoModel[] = [
  demo(
    {
      slug: 'retro-ceramic-amphora-vase',
      title: '复古陶瓷双耳花瓶',
      description: '赤陶色釉面双耳花瓶，饱满瓶腹与细长瓶颈，带有地中海复古气息，内壁为米白釉。',
      type: '花瓶器皿',
      trade: '泛家居',
      tags: ['花瓶', '陶瓷', '复古', '软装'],
      priceFen: 0,
    },
    (rng) =>
      vase(rng, {
        profile: [
          [0, 0],
          [0.06, 0],
          [0.07, 0.02],
          [0.13, 0.12],
          [0.12, 0.22],
          [0.055, 0.3],
          [0.045, 0.36],
          [0.06, 0.4],
        ],
        glaze: ceramic(0xb5653d),
        inside: ceramic(0xeee3d0),
        handles: ceramic(0xb5653d),
      }),
  ),
  demo(
    {
      slug: 'blue-white-meiping-vase',
      title: '青花缠枝纹梅瓶',
      description: '仿明代青花梅瓶，小口、丰肩、修长瓶身，瓶身缠枝花卉纹样以程序化贴图绘制，适合博物馆文创展示。',
      type: '花瓶器皿',
      trade: '博物馆文创',
      tags: ['青花瓷', '梅瓶', '国风', '文创', '明代'],
      priceFen: 2900,
    },
    (rng) =>
      vase(rng, {
        profile: [
          [0, 0],
          [0.06, 0],
          [0.065, 0.02],
          [0.085, 0.15],
          [0.11, 0.26],
          [0.095, 0.3],
          [0.035, 0.33],
          [0.03, 0.345],
          [0.035, 0.36],
        ],
        glaze: ceramic(0xffffff, porcelain(rng)),
        inside: ceramic(0xf3f1ea),
      }),
  ),
  demo(
    {
      slug: 'celadon-yuhuchun-vase',
      title: '龙泉青瓷玉壶春瓶',
      description: '经典玉壶春瓶型，撇口、细颈、垂腹、圈足，粉青釉色温润如玉。',
      type: '花瓶器皿',
      trade: '博物馆文创',
      tags: ['青瓷', '玉壶春', '龙泉窑', '国风'],
      priceFen: 1900,
    },
    (rng) =>
      vase(rng, {
        profile: [
          [0, 0],
          [0.045, 0],
          [0.048, 0.012],
          [0.085, 0.06],
          [0.09, 0.1],
          [0.06, 0.17],
          [0.025, 0.23],
          [0.024, 0.26],
          [0.045, 0.3],
        ],
        glaze: ceramic(0x9cc2a8),
        inside: ceramic(0x9cc2a8),
      }),
  ),
  demo(
    {
      slug: 'nordic-faceted-vase',
      title: '北欧几何切面花瓶',
      description: '九边形低多边形切面花瓶，哑光莫兰迪粉，插几枝蓬松的干芦苇花，极简现代风格的桌面软装。',
      type: '花瓶器皿',
      trade: '泛家居',
      tags: ['花瓶', '几何', '北欧', '莫兰迪', '干花'],
      priceFen: 0,
    },
    (rng) => facetedVase(rng, 0xd9a8a0),
  ),
  demo(
    {
      slug: 'tulips-in-glass-vase',
      title: '玻璃花瓶郁金香插花',
      description: '透明玻璃直筒花瓶，内有清水，插入红、黄、粉三色郁金香与叶片，春日桌面花艺。',
      type: '花瓶器皿',
      trade: '泛家居',
      tags: ['插花', '郁金香', '玻璃花瓶', '花艺'],
      priceFen: 1290,
    },
    (rng) => tulipBouquet(rng),
  ),
  demo(
    {
      slug: 'succulent-terracotta-pot',
      title: '多肉植物陶土花盆',
      description: '红陶花盆配莲座状多肉植物，叶片按黄金角螺旋排布，小巧可爱的桌面绿植。',
      type: '花瓶器皿',
      trade: '泛家居',
      tags: ['多肉', '绿植', '花盆', '陶土'],
      priceFen: 0,
    },
    () => succulentPot(0xb8643f),
  ),
  demo(
    {
      slug: 'bronze-ding-replica',
      title: '商周青铜鼎复刻摆件',
      description: '仿商周青铜圆鼎，三足双耳，口沿下饰一周凸弦纹，斑驳青绿锈色贴图，博物馆文创摆件。',
      type: '文创摆件',
      trade: '博物馆文创',
      tags: ['青铜器', '鼎', '文物复刻', '摆件'],
      priceFen: 3900,
    },
    (rng) => bronzeDing(rng),
  ),
  demo(
    {
      slug: 'bone-china-coffee-cup',
      title: '骨瓷描金咖啡杯碟套装',
      description: '骨瓷咖啡杯配碟与小勺，杯口与碟沿描金，杯中盛有咖啡，下午茶场景道具。',
      type: '餐具',
      trade: '日用百货',
      tags: ['咖啡杯', '骨瓷', '下午茶', '描金'],
      priceFen: 590,
    },
    (rng) => cupAndSaucer(rng, 0x25466e, true),
  ),
  demo(
    {
      slug: 'two-tone-ceramic-mug',
      title: '撞色釉陶瓷马克杯',
      description: '350 毫升陶瓷马克杯，外层雾霾绿、内层奶白釉，底部露胎圈足，大耳把手握感舒适。',
      type: '餐具',
      trade: '日用百货',
      tags: ['马克杯', '陶瓷', '水杯', '撞色'],
      priceFen: 0,
    },
    (rng) => mug(rng, 0x6f8f7f, 0xf2ede2),
  ),
  demo(
    {
      slug: 'japanese-rice-bowls',
      title: '日式粗陶饭碗两件套',
      description: '两只日式粗陶饭碗，外施褐色天目釉、内为米白釉，露胎圈足，附一双木筷。',
      type: '餐具',
      trade: '日用百货',
      tags: ['饭碗', '日式', '粗陶', '筷子'],
      priceFen: 390,
    },
    (rng) => riceBowl(rng, 0x5b3a29, 0xe9dfcc, 2),
  ),
  demo(
    {
      slug: 'western-place-setting',
      title: '西餐白瓷餐具套装',
      description: '一人份西餐摆台：大餐盘、沙拉盘与汤碗叠放，盘沿墨蓝釉线，左叉右刀，不锈钢刀叉。',
      type: '餐具',
      trade: '日用百货',
      tags: ['餐盘', '白瓷', '西餐', '刀叉', '摆台'],
      priceFen: 0,
    },
    () => placeSetting(0x22345a),
  ),
  demo(
    {
      slug: 'red-wine-glasses',
      title: '水晶红酒高脚杯一对',
      description: '一对勃艮第型水晶高脚杯，杯中盛有不同液位的红酒，透明材质，适合餐厅与酒吧场景。',
      type: '餐具',
      trade: '日用百货',
      tags: ['红酒杯', '高脚杯', '玻璃', '酒具'],
      priceFen: 490,
    },
    (rng) => wineGlasses(rng, 0x6e0f1f),
  ),
  demo(
    {
      slug: 'stainless-vacuum-flask',
      title: '不锈钢保温杯',
      description: '500 毫升不锈钢真空保温杯，雾粉色粉末喷涂外壳，防滑纹杯盖，日用百货电商主图素材。',
      type: '餐具',
      trade: '日用百货',
      tags: ['保温杯', '不锈钢', '水杯', '日用'],
      priceFen: 0,
    },
    (rng) => vacuumFlask(rng, 0xd8a7a4),
  ),
  demo(
    {
      slug: 'kungfu-tea-set',
      title: '汝窑功夫茶具套装',
      description: '天青色汝窑风格茶壶与四只品茗杯，置于实木排水茶盘上，中式茶室场景必备。',
      type: '餐具',
      trade: '博物馆文创',
      tags: ['茶具', '汝窑', '功夫茶', '茶盘', '国风'],
      priceFen: 2900,
    },
    () => teaSet(0xa9c2c0, 0x6b4428),
  ),
];
