import { demo, type DemoModel } from '../catalog.js';
import { chessSet } from './chess.js';
import { blockCastle, rockingHorse, spinningTop, treasureChest } from './classic.js';
import { cartoonRobot, crystalBall, newtonsCradle } from './desk.js';

/** Toys, desk toys and game props; the animated ones spin, rock, swing or open. */

export const TOYS: DemoModel[] = [
  demo(
    {
      slug: 'wooden-spinning-top',
      title: '彩绘木质陀螺',
      description: '榉木车削陀螺，彩色条纹手绘涂装，附旋转与进动动画，童年怀旧玩具。',
      type: '玩具',
      trade: '日用百货',
      tags: ['陀螺', '木质玩具', '动画', '怀旧'],
      priceFen: 0,
    },
    (rng) => spinningTop(rng),
  ),
  demo(
    {
      slug: 'staunton-chess-set',
      title: '国际象棋对局摆件',
      description: '标准斯汤顿造型棋子摆出中局对弈，王、后、车、象、马、兵齐全，棋盘为程序化棋格贴图。',
      type: '玩具',
      trade: '游戏动漫',
      tags: ['国际象棋', '棋子', '棋盘', '桌游'],
      priceFen: 1900,
    },
    (rng) => chessSet(rng),
  ),
  demo(
    {
      slug: 'rocking-horse',
      title: '实木摇摇马',
      description: '儿童实木摇摇马，弧形摇板、彩漆马身与红色鞍座，附前后摇摆动画。',
      type: '玩具',
      trade: '日用百货',
      tags: ['摇马', '儿童玩具', '实木', '动画'],
      priceFen: 990,
    },
    () => rockingHorse(0xf3ede1),
  ),
  demo(
    {
      slug: 'pirate-treasure-chest',
      title: '海盗宝箱游戏道具',
      description: '木板与铁箍拼成的海盗宝箱，箱内金币堆与宝石，附箱盖开合动画，适合游戏场景与动漫周边。',
      type: '玩具',
      trade: '游戏动漫',
      tags: ['宝箱', '游戏道具', '海盗', '动画', '金币'],
      priceFen: 1500,
    },
    (rng) => treasureChest(rng),
  ),
  demo(
    {
      slug: 'magic-crystal-ball',
      title: '魔法水晶球摆件',
      description: '紫色魔法水晶球立于黄铜爪托之上，球内发光晶核缓缓旋转，奇幻游戏风格桌面摆件。',
      type: '文创摆件',
      trade: '游戏动漫',
      tags: ['水晶球', '魔法', '奇幻', '摆件', '动画'],
      priceFen: 0,
    },
    () => crystalBall(0x9b5de5),
  ),
  demo(
    {
      slug: 'cartoon-robot-toy',
      title: 'Q 版卡通机器人',
      description: '圆润的 Q 版机器人玩具，白色外壳配橙色点缀，发光屏幕眼睛与胸口能量灯，潮玩手办风格。',
      type: '玩具',
      trade: '游戏动漫',
      tags: ['机器人', '潮玩', '手办', '卡通'],
      priceFen: 2900,
    },
    () => cartoonRobot(0xf4f4f2, 0xf08a24),
  ),
  demo(
    {
      slug: 'newtons-cradle',
      title: '牛顿摆桌面摆件',
      description: '五球牛顿摆，镀铬钢球与框架，钢琴漆底座，附两端钢球交替碰撞摆动动画。',
      type: '玩具',
      trade: '其他',
      tags: ['牛顿摆', '桌面摆件', '物理', '动画'],
      priceFen: 0,
    },
    () => newtonsCradle(),
  ),
  demo(
    {
      slug: 'building-block-castle',
      title: '儿童积木城堡',
      description: '用彩色积木搭起的小城堡：圆柱塔楼配尖顶、拱门城墙与垛口，前方散落几块积木。',
      type: '玩具',
      trade: '日用百货',
      tags: ['积木', '城堡', '儿童玩具', '益智'],
      priceFen: 590,
    },
    (rng) => blockCastle(rng),
  ),
];
