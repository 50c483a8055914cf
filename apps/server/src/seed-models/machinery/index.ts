import { demo, type DemoModel } from '../catalog.js';
import { axialFan, gateValve, hydraulicCylinder } from './fluid.js';
import { gearTrain, spurGear } from './gears.js';
import { ballBearing, boltSet } from './hardware.js';
import { benchVise, spindleHead } from './tools.js';

/** Machine parts and hardware: gears, bearings, fasteners, valves, fans, cylinders, a spindle head. */

export const MACHINERY: DemoModel[] = [
  demo(
    {
      slug: 'spur-gear-48t',
      title: '直齿圆柱齿轮 48 齿',
      description: '模数 4、48 齿直齿圆柱齿轮，带轮毂、键槽与六个减重孔，倒角齿顶，适合机械设计展示与教学。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['齿轮', '直齿轮', '传动', '机械设计'],
      priceFen: 0,
    },
    (rng) => spurGear(rng, 48),
  ),
  demo(
    {
      slug: 'gear-train-animated',
      title: '三级齿轮传动机构',
      description: '30、15、20 齿三只齿轮在机架上啮合，附按真实传动比转动的循环动画，黄铜、钢、紫铜三种材质。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['齿轮组', '传动', '动画', '教学模型'],
      priceFen: 2900,
    },
    () => gearTrain(),
  ),
  demo(
    {
      slug: 'cnc-spindle-head',
      title: '数控机床主轴箱',
      description: '立式加工中心主轴箱：带加强筋的铸件箱体、顶置主电机、BT40 刀柄与立铣刀，附主轴旋转动画。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['数控机床', '主轴箱', '加工中心', '动画', '工业'],
      priceFen: 19900,
    },
    (rng) => spindleHead(rng, 0x8fa3a8),
  ),
  demo(
    {
      slug: 'deep-groove-ball-bearing',
      title: '6210 深沟球轴承',
      description: '外径 100 毫米深沟球轴承，内外圈滚道、十颗钢球与黄铜保持架完整建模。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['轴承', '深沟球轴承', '标准件', '机械'],
      priceFen: 990,
    },
    (rng) => ballBearing(rng),
  ),
  demo(
    {
      slug: 'hex-bolt-nut-washer',
      title: 'M16 镀锌六角螺栓螺母套装',
      description: 'M16 外六角螺栓配螺母与平垫，螺纹以螺旋线建模，镀锌表面，五金标准件素材。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['螺栓', '螺母', '五金', '标准件'],
      priceFen: 0,
    },
    (rng) => boltSet(rng, 'zinc'),
  ),
  demo(
    {
      slug: 'black-oxide-bolt',
      title: '12.9 级发黑高强度螺栓',
      description: '发黑处理的高强度六角螺栓，带螺母与垫圈，适合机械装配图与电商主图。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['螺栓', '高强度', '发黑', '紧固件'],
      priceFen: 0,
    },
    (rng) => boltSet(rng, 'black'),
  ),
  demo(
    {
      slug: 'flanged-gate-valve',
      title: '法兰明杆闸阀 DN50',
      description: 'DN50 铸钢法兰闸阀，两端法兰带螺栓，明杆支架与红色手轮，管道工程与工厂场景常用件。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['阀门', '闸阀', '法兰', '管道'],
      priceFen: 4900,
    },
    (rng) => gateValve(rng, 0x3d4f63, 0xc0392b),
  ),
  demo(
    {
      slug: 'hydraulic-cylinder',
      title: '拉杆式液压油缸',
      description: '拉杆式液压缸，黄色缸筒、镀铬活塞杆、四根拉杆与两端耳环，油口细节完整。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['液压缸', '油缸', '液压', '工程机械'],
      priceFen: 2900,
    },
    (rng) => hydraulicCylinder(rng, 0xe0a526),
  ),
  demo(
    {
      slug: 'industrial-axial-fan',
      title: '工业轴流排风扇',
      description: '方框式工业轴流风机，五片扭曲叶片、镀铬防护网与后置电机，附叶轮旋转动画。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['风机', '排风扇', '工业', '动画'],
      priceFen: 1990,
    },
    (rng) => axialFan(rng, 0x5b6b73, 0x9aa7ad),
  ),
  demo(
    {
      slug: 'bench-vise',
      title: '重型台虎钳',
      description: '钳口宽 125 毫米的重型台虎钳，带砧台、可旋转底座与滚花钳口板，蓝色铸铁烤漆。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['台虎钳', '工具', '五金', '钳工'],
      priceFen: 990,
    },
    (rng) => benchVise(rng, 0x24508f),
  ),
];
