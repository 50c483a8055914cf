import { demo, type DemoModel } from '../catalog.js';
import { handbag, strawHat } from './accessories.js';
import { canvasSlipOn, combatBoot, pump, runningShoe, sneakers } from './shoes.js';

/** Shoes, a handbag and a hat. */

export const FASHION: DemoModel[] = [
  demo(
    {
      slug: 'white-leather-sneakers',
      title: '白色休闲板鞋',
      description: '一双经典小白鞋，白色皮革鞋面、杯底橡胶大底、交叉鞋带与墨绿撞色后跟片，鞋楦按 42 码真实尺寸建模。',
      type: '鞋靴箱包',
      trade: '服装鞋包',
      tags: ['板鞋', '小白鞋', '休闲鞋', '鞋履'],
      priceFen: 0,
    },
    (rng) => sneakers(rng, 0x2f7d5b),
  ),
  demo(
    {
      slug: 'knit-running-shoe',
      title: '飞织缓震跑步鞋',
      description: '雾霾蓝飞织鞋面跑鞋，加厚缓震中底与耐磨外底，前掌上翘，荧光橙 TPU 饰片与鞋带，鞋面带编织纹理贴图。',
      type: '鞋靴箱包',
      trade: '服装鞋包',
      tags: ['跑步鞋', '运动鞋', '飞织', '缓震'],
      priceFen: 2900,
    },
    (rng) => runningShoe(rng, 0x5d7fa3, 0xff7a2f, 0xf3f1ea),
  ),
  demo(
    {
      slug: 'checkerboard-slip-on',
      title: '黑白棋盘格帆布鞋',
      description: '经典黑白棋盘格一脚蹬帆布鞋，硫化白色大底与黑色围条，两侧松紧带，帆布格纹为贴图。',
      type: '鞋靴箱包',
      trade: '服装鞋包',
      tags: ['帆布鞋', '棋盘格', '一脚蹬', '潮流'],
      priceFen: 0,
    },
    (rng) => canvasSlipOn(rng, 0x1c1c1c, 0xf2f0ea),
  ),
  demo(
    {
      slug: 'red-patent-stiletto',
      title: '红色漆皮细跟高跟鞋',
      description: '正红色漆皮尖头高跟鞋，9 厘米细跟，浅口设计，鞋头金色装饰扣，亮面材质。',
      type: '鞋靴箱包',
      trade: '服装鞋包',
      tags: ['高跟鞋', '细跟', '漆皮', '女鞋'],
      priceFen: 3900,
    },
    (rng) => pump(rng, 0xb3121e),
  ),
  demo(
    {
      slug: 'oxblood-combat-boot',
      title: '酒红色八孔马丁靴',
      description: '酒红色皮革马丁靴，气垫大底与标志性黄色沿条缝线，高帮鞋筒带后提环，黑色鞋带系至脚踝。',
      type: '鞋靴箱包',
      trade: '服装鞋包',
      tags: ['马丁靴', '靴子', '皮靴', '复古'],
      priceFen: 4900,
    },
    (rng) => combatBoot(rng, 0x5e1a1d),
  ),
  demo(
    {
      slug: 'camel-leather-handbag',
      title: '驼色真皮手提包',
      description: '驼色真皮梯形手提包，翻盖与金色旋扣，双提手挂在金属圆环上，底部四颗护底钉。',
      type: '鞋靴箱包',
      trade: '服装鞋包',
      tags: ['手提包', '女包', '真皮', '通勤'],
      priceFen: 5900,
    },
    (rng) => handbag(rng, 0xb07a45),
  ),
  demo(
    {
      slug: 'straw-sun-hat',
      title: '草编宽檐遮阳帽',
      description: '天然草编宽檐遮阳帽，编织纹理贴图，帽身系藏青色缎带蝴蝶结，度假风穿搭单品。',
      type: '鞋靴箱包',
      trade: '服装鞋包',
      tags: ['草帽', '遮阳帽', '度假', '配饰'],
      priceFen: 990,
    },
    (rng) => strawHat(rng, 0x24324f),
  ),
];
