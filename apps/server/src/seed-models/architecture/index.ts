import { demo, type DemoModel } from '../catalog.js';
import { corinthianColumn, fountain, stoneLantern, windmill } from './ornaments.js';
import { archBridge, pagoda, pavilion } from './structures.js';

/** Garden and landscape pieces at full size: pavilion, bridge, pagoda, column, fountain, lantern, windmill. */

export const ARCHITECTURE: DemoModel[] = [
  demo(
    {
      slug: 'chinese-hexagonal-pavilion',
      title: '中式六角凉亭',
      description: '园林六角亭，花岗岩台基与踏步，六根朱漆立柱，美人靠座椅，青瓦攒尖顶与起翘的戗脊，金色宝顶。',
      type: '建筑小品',
      trade: '泛家居',
      tags: ['凉亭', '中式园林', '古建', '景观'],
      priceFen: 9900,
    },
    (rng) => pavilion(rng),
  ),
  demo(
    {
      slug: 'jiangnan-stone-arch-bridge',
      title: '江南单孔石拱桥',
      description: '跨度约 6.4 米的单孔石拱桥，拱券石环、阶梯桥面与望柱栏板，花岗岩纹理，适合古镇与园林场景。',
      type: '建筑小品',
      trade: '博物馆文创',
      tags: ['石拱桥', '江南', '古镇', '景观'],
      priceFen: 4900,
    },
    (rng) => archBridge(rng),
  ),
  demo(
    {
      slug: 'seven-storey-pagoda',
      title: '七层八角古塔',
      description: '楼阁式七层八角古塔，逐层收分，每层出檐并设四面拱门，塔刹相轮为金色，适合文旅与古建展示。',
      type: '建筑小品',
      trade: '博物馆文创',
      tags: ['古塔', '宝塔', '古建筑', '文旅'],
      priceFen: 6900,
    },
    (rng) => pagoda(rng, 0xe4d6b8),
  ),
  demo(
    {
      slug: 'corinthian-marble-column',
      title: '罗马科林斯大理石柱',
      description: '高 4.2 米的科林斯柱式，二十四道凹槽柱身，叶饰柱头与涡卷，大理石纹理，适合欧式建筑与展陈设计。',
      type: '建筑小品',
      trade: '其他',
      tags: ['罗马柱', '科林斯', '大理石', '欧式'],
      priceFen: 0,
    },
    (rng) => corinthianColumn(rng),
  ),
  demo(
    {
      slug: 'european-tiered-fountain',
      title: '欧式三层景观喷泉',
      description: '砂岩质感三层叠水喷泉，圆形水池与逐层溢流的水帘，顶部喷泉出水，庭院与广场景观素材。',
      type: '建筑小品',
      trade: '泛家居',
      tags: ['喷泉', '欧式', '庭院', '景观'],
      priceFen: 3900,
    },
    (rng) => fountain(rng),
  ),
  demo(
    {
      slug: 'japanese-stone-lantern',
      title: '日式庭院石灯笼',
      description: '春日式石灯笼，六角基座、圆柱竿与火袋，火袋内暖光，笠石起翘，脚边一块青苔，适合禅意庭院。',
      type: '建筑小品',
      trade: '泛家居',
      tags: ['石灯笼', '日式庭院', '禅意', '景观'],
      priceFen: 0,
    },
    (rng) => stoneLantern(rng),
  ),
  demo(
    {
      slug: 'dutch-windmill',
      title: '荷兰风车塔',
      description: '八角砖砌风车塔，深灰塔帽与木门窗，四片帆布风叶，附风叶缓慢转动的循环动画。',
      type: '建筑小品',
      trade: '其他',
      tags: ['风车', '荷兰', '田园', '动画'],
      priceFen: 2900,
    },
    (rng) => windmill(rng),
  ),
];
