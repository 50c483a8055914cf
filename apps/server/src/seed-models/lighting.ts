import * as THREE from 'three';
import { animate, spinTrack } from './anim.js';
import { demo, type DemoModel } from './catalog.js';
import { assemble, cyl, lathe, Parts, rbox, rod, smooth, sphere, tube, wall, type Profile, type Vec3 } from './kit.js';
import { ceramic, finish, glass, glow, metal, stone, wood } from './materials.js';
import { between, type Rng } from './random.js';
import { marble } from './textures.js';

/** Lamps: bases, stems and shades as lathes; every lamp has a glowing bulb so covers read as lights. */

const SHADE_WALL = 0.0025;

/** A conical or drum shade between two radii, open at both ends, double-sided so its inside shows. */
function shadeGeometry(rBottom: number, rTop: number, h: number, segments = 64): THREE.BufferGeometry {
  return lathe(
    wall(
      [
        [rBottom, 0],
        [rTop, h],
      ],
      SHADE_WALL,
    ),
    segments,
    0.5,
  );
}

function bulb(p: Parts, at: Vec3, r = 0.03): void {
  p.add(glow(0xfff1c9), sphere(r, 24, 16), { at, scale: [1, 1.25, 1] });
}

// ---- desk lamps ---------------------------------------------------------------------------------------

/** The classic two-arm architect lamp: heavy base, elbow joints, a cone shade tipped down over the desk. */
function architectLamp(rng: Rng, body: THREE.Material, joints: THREE.Material): THREE.Object3D {
  const p = new Parts();
  const baseR = between(rng, 0.085, 0.1);
  p.add(
    body,
    lathe(
      [
        [0, 0],
        [baseR, 0],
        [baseR, 0.018],
        [baseR * 0.85, 0.03],
        [0.02, 0.036],
        [0, 0.036],
      ],
      64,
      0.5,
    ),
  );
  const pivot: Vec3 = [0, 0.05, 0];
  p.add(joints, cyl(0.016, 0.016, 0.04, 24), { at: pivot, rot: [0, 0, Math.PI / 2] });
  p.add(body, cyl(0.012, 0.016, 0.03, 20), { at: [0, 0.035, 0] });
  const lower = between(rng, 0.3, 0.36);
  const upper = between(rng, 0.3, 0.36);
  const a1 = 0.35;
  const elbow: Vec3 = [0, pivot[1] + lower * Math.cos(a1), -lower * Math.sin(a1)];
  const head: Vec3 = [0, elbow[1] + upper * Math.sin(0.15), elbow[2] + upper * Math.cos(0.15)];
  for (const dx of [-0.012, 0.012]) {
    p.add(body, rod([pivot[0] + dx, pivot[1], pivot[2]], [elbow[0] + dx, elbow[1], elbow[2]], 0.0055, 12));
    p.add(body, rod([elbow[0] + dx, elbow[1], elbow[2]], [head[0] + dx, head[1], head[2]], 0.0055, 12));
  }
  // Balance springs alongside the lower arm.
  p.add(
    joints,
    tube(
      [
        [0.022, pivot[1] + 0.04, -0.01],
        [0.022, elbow[1] - 0.05, elbow[2] + 0.02],
      ],
      0.004,
      { segments: 8, radial: 8 },
    ),
  );
  p.add(joints, cyl(0.014, 0.014, 0.04, 20), { at: elbow, rot: [0, 0, Math.PI / 2] });
  p.add(joints, cyl(0.013, 0.013, 0.04, 20), { at: head, rot: [0, 0, Math.PI / 2] });
  // The shade hangs from the head joint, tilted to light the desk in front of the base.
  const shadeRot: Vec3 = [Math.PI * 0.78, 0, 0];
  const shadeAt: Vec3 = [0, head[1] - 0.02, head[2] + 0.04];
  p.add(body, shadeGeometry(0.028, 0.085, 0.13), { at: shadeAt, rot: shadeRot });
  p.add(
    body,
    lathe(
      smooth(
        [
          [0, -0.035],
          [0.02, -0.03],
          [0.029, -0.01],
          [0.029, 0.001],
        ],
        12,
      ),
      32,
    ),
    { at: shadeAt, rot: shadeRot },
  );
  const bulbAt = new THREE.Vector3(0, 0.06, 0).applyEuler(new THREE.Euler(...shadeRot)).add(new THREE.Vector3(...shadeAt));
  bulb(p, [bulbAt.x, bulbAt.y, bulbAt.z], 0.026);
  return p.group('desk-lamp');
}

interface TableLampSpec {
  baseColor: number;
  shadeColor: number;
  /** Control points of the ceramic body's outer profile. */
  body: Profile;
  shade: 'drum' | 'empire';
}

function ceramicTableLamp(rng: Rng, s: TableLampSpec): THREE.Object3D {
  const p = new Parts();
  const glaze = ceramic(s.baseColor);
  const brass = metal.brass();
  const profile = smooth(s.body, 40);
  const top = profile[profile.length - 1]?.[1] ?? 0.3;
  p.add(glaze, lathe([...profile, [0, top]], 64));
  p.add(brass, cyl(0.025, 0.03, 0.02, 32), { at: [0, top + 0.01, 0] });
  const stemTop = top + between(rng, 0.12, 0.16);
  p.add(brass, cyl(0.006, 0.006, stemTop - top, 12), { at: [0, (top + stemTop) / 2, 0] });
  bulb(p, [0, stemTop + 0.04, 0], 0.03);
  const shadeH = between(rng, 0.22, 0.26);
  const [rb, rt] = s.shade === 'drum' ? [0.19, 0.18] : [0.21, 0.12];
  const shadeY = stemTop - 0.02;
  const shadeMat = finish('灯罩布', s.shadeColor, 0.92, 0, { doubleSided: true });
  p.add(shadeMat, shadeGeometry(rb, rt, shadeH), { at: [0, shadeY, 0] });
  // Harp wire up to the finial.
  p.add(
    brass,
    tube(
      [
        [0, stemTop - 0.03, 0],
        [0.06, stemTop + 0.02, 0],
        [0.04, shadeY + shadeH - 0.01, 0],
        [0, shadeY + shadeH + 0.0, 0],
      ],
      0.0025,
      { segments: 24, radial: 6 },
    ),
  );
  p.add(brass, sphere(0.012, 16, 12), { at: [0, shadeY + shadeH + 0.01, 0] });
  return p.group('table-lamp');
}

function mushroomLamp(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const opal = finish('乳白玻璃', color, 0.12, 0);
  const h = between(rng, 0.3, 0.36);
  const capR = between(rng, 0.17, 0.2);
  p.add(
    opal,
    lathe(
      smooth(
        [
          [0, 0],
          [0.075, 0],
          [0.08, 0.01],
          [0.045, 0.05],
          [0.032, h * 0.5],
          [0.034, h - 0.09],
          [capR * 0.4, h - 0.07],
          [capR, h - 0.055],
          [capR * 0.94, h - 0.03],
          [capR * 0.6, h - 0.005],
          [0, h],
        ],
        64,
      ),
      64,
    ),
  );
  p.add(glow(0xffe7b8), cyl(capR * 0.38, capR * 0.38, 0.004, 40), { at: [0, h - 0.068, 0] });
  return p.group('mushroom-lamp');
}

// ---- floor and ceiling lamps ------------------------------------------------------------------------------

function tripodFloorLamp(rng: Rng, legWood: number, shadeColor: number): THREE.Object3D {
  const p = new Parts();
  const legs = wood(legWood);
  const h = between(rng, 1.45, 1.6);
  const hub = h - 0.34;
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI * 2) / 3 + Math.PI / 2;
    p.add(
      legs,
      rod([Math.cos(a) * 0.012, hub + 0.06, Math.sin(a) * 0.012], [Math.cos(a) * 0.3, 0, Math.sin(a) * 0.3], 0.014, 14),
    );
  }
  const brass = metal.brass();
  p.add(brass, cyl(0.028, 0.028, 0.06, 24), { at: [0, hub + 0.03, 0] });
  p.add(brass, cyl(0.008, 0.008, 0.18, 12), { at: [0, hub + 0.15, 0] });
  bulb(p, [0, hub + 0.27, 0], 0.032);
  const shade = finish('灯罩布', shadeColor, 0.92, 0, { doubleSided: true });
  p.add(shade, shadeGeometry(0.24, 0.2, 0.3), { at: [0, h - 0.3, 0] });
  return p.group('floor-lamp');
}

function arcFloorLamp(rng: Rng, domeColor: number): THREE.Object3D {
  const p = new Parts();
  const base = stone(0xffffff, marble(rng, 0xf1efea, 0x7b7a78));
  p.projectUv(base, 0.4);
  p.add(base, rbox(0.4, 0.26, 0.26, 0.015, 2), { at: [0, 0.13, 0] });
  const steel = metal.steel();
  const reach = between(rng, 1.25, 1.45);
  const top = between(rng, 1.85, 2.0);
  const end: Vec3 = [0, top - 0.32, reach];
  p.add(
    steel,
    tube(
      [
        [0, 0.24, 0],
        [0, top * 0.65, 0.05],
        [0, top, reach * 0.45],
        [0, top - 0.12, reach * 0.85],
        [0, top - 0.25, reach],
      ],
      0.016,
      { segments: 96, radial: 12 },
    ),
  );
  const dome = metal.painted(domeColor, '灯罩烤漆');
  dome.side = THREE.DoubleSide;
  p.add(
    dome,
    lathe(
      wall(
        smooth(
          [
            [0.2, 0],
            [0.17, 0.08],
            [0.1, 0.14],
            [0.022, 0.16],
          ],
          24,
        ),
        0.003,
      ),
      64,
    ),
    { at: end },
  );
  p.add(dome, cyl(0.022, 0.022, 0.04, 16), { at: [end[0], end[1] + 0.17, end[2]] });
  bulb(p, [end[0], end[1] + 0.07, end[2]], 0.04);
  return p.group('arc-lamp');
}

/** Ceiling pendant; the model hangs from its canopy, so the floor of the bounding box is the shade rim. */
function pendantLamp(rng: Rng, shape: 'dome' | 'bell' | 'globe', color: THREE.Material): THREE.Object3D {
  const p = new Parts();
  // A short drop: a long cord would shrink the shade to a dot in the cover.
  const cord = 0.3 + rng() * 0.15;
  const black = metal.black();
  let shadeTop = 0;
  if (shape === 'globe') {
    const r = 0.15;
    p.add(glass(0xf6f1e4), sphere(r, 48, 32), { at: [0, r, 0] });
    bulb(p, [0, r, 0], 0.035);
    shadeTop = 2 * r;
    p.add(color, cyl(0.04, 0.045, 0.04, 32), { at: [0, shadeTop + 0.01, 0] });
  } else {
    const profile: Profile =
      shape === 'dome'
        ? smooth(
            [
              [0.24, 0],
              [0.22, 0.08],
              [0.14, 0.16],
              [0.03, 0.2],
            ],
            32,
          )
        : smooth(
            [
              [0.17, 0],
              [0.13, 0.05],
              [0.08, 0.15],
              [0.06, 0.25],
              [0.03, 0.29],
            ],
            32,
          );
    p.add(color, lathe(wall(profile, 0.003), 64));
    shadeTop = profile[profile.length - 1]?.[1] ?? 0.2;
    p.add(color, cyl(0.032, 0.032, 0.05, 24), { at: [0, shadeTop + 0.02, 0] });
    bulb(p, [0, shadeTop - 0.09, 0], 0.035);
  }
  p.add(black, cyl(0.0035, 0.0035, cord, 8), { at: [0, shadeTop + 0.04 + cord / 2, 0] });
  p.add(
    black,
    lathe(
      [
        [0, 0],
        [0.06, 0],
        [0.065, 0.02],
        [0.06, 0.035],
        [0, 0.035],
      ],
      48,
      0.6,
    ),
    { at: [0, shadeTop + 0.04 + cord, 0] },
  );
  return p.group('pendant');
}

/** Ceiling fan with a light bowl; the blades turn in a loop. */
function ceilingFan(rng: Rng, bladeWood: number, bodyFinish: THREE.Material): THREE.Object3D {
  const body = new Parts();
  const drop = 0.25;
  body.add(
    bodyFinish,
    lathe(
      [
        [0, 0],
        [0.08, 0],
        [0.085, 0.02],
        [0.07, 0.045],
        [0, 0.05],
      ],
      48,
      0.6,
    ),
    { at: [0, drop + 0.18, 0] },
  );
  body.add(bodyFinish, cyl(0.012, 0.012, drop, 12), { at: [0, 0.18 + drop / 2, 0] });
  body.add(
    bodyFinish,
    lathe(
      smooth(
        [
          [0, -0.02],
          [0.1, -0.01],
          [0.12, 0.04],
          [0.11, 0.09],
          [0.05, 0.12],
          [0, 0.12],
        ],
        20,
      ),
      64,
    ),
    { at: [0, 0.06, 0] },
  );
  body.add(
    glass(0xfaf3e0),
    lathe(
      smooth(
        [
          [0, -0.07],
          [0.06, -0.06],
          [0.1, -0.03],
          [0.11, 0],
        ],
        16,
      ),
      48,
    ),
    { at: [0, 0.04, 0] },
  );
  body.add(glow(0xfff0c8), sphere(0.035, 20, 12), { at: [0, 0.0, 0] });
  const rotor = new Parts();
  const blades = 5;
  const span = between(rng, 0.55, 0.65);
  const blade = wood(bladeWood);
  const iron = metal.black();
  for (let i = 0; i < blades; i++) {
    const a = (i * Math.PI * 2) / blades;
    const dir = new THREE.Vector3(Math.cos(a), 0, Math.sin(a));
    const mid = dir.clone().multiplyScalar(0.13 + span / 2);
    rotor.add(blade, rbox(span, 0.008, 0.14, 0.003, 1), { at: [mid.x, 0, mid.z], rot: [0, -a, 0.12] });
    const arm = dir.clone().multiplyScalar(0.12);
    rotor.add(iron, rbox(0.16, 0.012, 0.03, 0.004, 1), { at: [arm.x, 0.005, arm.z], rot: [0, -a, 0] });
  }
  rotor.add(iron, cyl(0.11, 0.11, 0.03, 48), { at: [0, 0.01, 0] });
  const rotorGroup = rotor.group('fan-rotor', { at: [0, 0.13, 0] });
  const root = assemble(body.group('fan-body'), rotorGroup);
  animate(root, '风扇转动', 2, [spinTrack(rotorGroup, [0, 1, 0], -2, 2)]);
  return root;
}

// ---- catalogue ------------------------------------------------------------------------------------------

export const LIGHTING: DemoModel[] = [
  demo(
    {
      slug: 'industrial-cast-iron-desk-lamp',
      title: '工业风铸铁台灯',
      description: '经典双臂摇臂台灯，铸铁底座与黄铜关节，锥形灯罩向前下方投光，弹簧平衡结构细节完整。',
      type: '灯具',
      trade: '泛家居',
      tags: ['台灯', '工业风', '铸铁', '摇臂灯', '书房'],
      priceFen: 990,
    },
    (rng) => architectLamp(rng, metal.castIron(), metal.brass()),
  ),
  demo(
    {
      slug: 'red-architect-lamp',
      title: '复古红色摇臂工作灯',
      description: '红色烤漆摇臂工作灯，镀铬关节，适合书桌、工作台场景，灯泡为自发光材质。',
      type: '灯具',
      trade: '泛家居',
      tags: ['台灯', '复古', '工作灯', '摇臂'],
      priceFen: 0,
    },
    (rng) => architectLamp(rng, metal.painted(0xb3261e), metal.chrome()),
  ),
  demo(
    {
      slug: 'celadon-ceramic-table-lamp',
      title: '青瓷葫芦陶瓷台灯',
      description: '青瓷釉色葫芦形灯座，黄铜灯颈与灯架，米白色亚麻筒形灯罩，新中式卧室床头灯。',
      type: '灯具',
      trade: '泛家居',
      tags: ['台灯', '陶瓷', '新中式', '床头灯'],
      priceFen: 1900,
    },
    (rng) =>
      ceramicTableLamp(rng, {
        baseColor: 0x9fbfa8,
        shadeColor: 0xeee6d4,
        shade: 'drum',
        body: [
          [0, 0],
          [0.07, 0],
          [0.1, 0.06],
          [0.11, 0.13],
          [0.06, 0.22],
          [0.075, 0.28],
          [0.04, 0.34],
          [0.025, 0.36],
        ],
      }),
  ),
  demo(
    {
      slug: 'navy-ginger-jar-lamp',
      title: '藏青釉姜罐台灯',
      description: '美式姜罐造型台灯，深藏青色亮釉，帝国式收口灯罩，客厅边几的经典搭配。',
      type: '灯具',
      trade: '泛家居',
      tags: ['台灯', '美式', '姜罐', '客厅'],
      priceFen: 2500,
    },
    (rng) =>
      ceramicTableLamp(rng, {
        baseColor: 0x1f2f5a,
        shadeColor: 0xf4efe6,
        shade: 'empire',
        body: [
          [0, 0],
          [0.08, 0],
          [0.085, 0.02],
          [0.13, 0.12],
          [0.125, 0.22],
          [0.07, 0.3],
          [0.045, 0.32],
        ],
      }),
  ),
  demo(
    {
      slug: 'opal-mushroom-lamp',
      title: '奶油色蘑菇氛围台灯',
      description: '一体式乳白玻璃蘑菇灯，柔和发光材质，中古风格氛围灯，适合卧室与咖啡角。',
      type: '灯具',
      trade: '泛家居',
      tags: ['蘑菇灯', '氛围灯', '中古风', '玻璃'],
      priceFen: 0,
    },
    (rng) => mushroomLamp(rng, 0xeed9b8),
  ),
  demo(
    {
      slug: 'nordic-tripod-floor-lamp',
      title: '北欧三脚实木落地灯',
      description: '白蜡木三脚架落地灯，高约 1.5 米，亚麻筒形灯罩，黄铜连接件，适合沙发旁阅读角。',
      type: '灯具',
      trade: '泛家居',
      tags: ['落地灯', '北欧', '实木', '三脚架'],
      priceFen: 1500,
    },
    (rng) => tripodFloorLamp(rng, 0xd8bf95, 0xe9e2d2),
  ),
  demo(
    {
      slug: 'marble-arc-floor-lamp',
      title: '大理石底座钓鱼落地灯',
      description: '意式钓鱼灯，卡拉拉白大理石纹理底座，不锈钢弧形灯杆伸出约 1.3 米，黑色半球灯罩。',
      type: '灯具',
      trade: '泛家居',
      tags: ['落地灯', '钓鱼灯', '大理石', '意式'],
      priceFen: 3900,
    },
    (rng) => arcFloorLamp(rng, 0x1e1e1e),
  ),
  demo(
    {
      slug: 'dome-pendant-light',
      title: '北欧金属穹顶吊灯',
      description: '哑光雾蓝烤漆金属穹顶吊灯，含吊线与吸顶盘，适合餐桌上方与岛台照明。',
      type: '灯具',
      trade: '泛家居',
      tags: ['吊灯', '北欧', '餐厅', '金属'],
      priceFen: 990,
    },
    (rng) => pendantLamp(rng, 'dome', metal.painted(0x6f8796, '雾蓝烤漆')),
  ),
  demo(
    {
      slug: 'brass-bell-pendant',
      title: '黄铜钟形复古吊灯',
      description: '钟形黄铜灯罩吊灯，复古轻奢，单头设计，可多个组合悬挂于吧台。',
      type: '灯具',
      trade: '泛家居',
      tags: ['吊灯', '黄铜', '复古', '吧台'],
      priceFen: 0,
    },
    (rng) => pendantLamp(rng, 'bell', metal.brass()),
  ),
  demo(
    {
      slug: 'glass-globe-pendant',
      title: '磨砂玻璃球形吊灯',
      description: '直径 30 厘米奶白玻璃球吊灯，光线柔和，黑色灯头与吸顶盘，极简百搭。',
      type: '灯具',
      trade: '泛家居',
      tags: ['吊灯', '玻璃', '球形', '极简'],
      priceFen: 790,
    },
    (rng) => pendantLamp(rng, 'globe', metal.black()),
  ),
  demo(
    {
      slug: 'wooden-ceiling-fan-light',
      title: '实木五叶吊扇灯',
      description: '五片实木扇叶的吊扇灯，黑色金属电机罩，底部玻璃灯碗，附扇叶旋转动画。',
      type: '灯具',
      trade: '泛家居',
      tags: ['吊扇灯', '风扇', '实木', '动画'],
      priceFen: 2900,
    },
    (rng) => ceilingFan(rng, 0x7a5234, metal.black()),
  ),
];
