import * as THREE from 'three';
import { demo, type DemoModel } from './catalog.js';
import {
  assemble,
  extrude,
  gem,
  lathe,
  Parts,
  scaleUv,
  sphere,
  torus,
  tube,
  type GemCut,
  type Profile,
  type Vec3,
} from './kit.js';
import { clear, finish, metal } from './materials.js';
import { marble } from './textures.js';
import { between, type Rng } from './random.js';

/**
 * Rings, earrings, pendants and bangles at true size (a ring is about 2 cm across). Rings stand
 * upright with the finger hole facing +Z and the stone on top.
 */

const INNER_RADIUS = 0.0087; // ring size 17 (Chinese sizing), 17.4 mm inner diameter

/** Comfort-fit band: a superellipse cross-section swept round the finger, axis along Z. */
function band(width: number, thickness: number, segments = 128): THREE.BufferGeometry {
  const section: [number, number][] = [];
  const steps = 24;
  for (let i = 0; i <= steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    section.push([
      INNER_RADIUS + thickness / 2 + (thickness / 2) * Math.sign(c) * Math.abs(c) ** 0.7,
      (width / 2) * Math.sign(s) * Math.abs(s) ** 0.55,
    ]);
  }
  return lathe(section, segments).rotateX(Math.PI / 2);
}

const GEMS = {
  diamond: () => clear('钻石', 0xffffff, 2.42),
  ruby: () => clear('红宝石', 0xc3122f, 1.77),
  sapphire: () => clear('蓝宝石', 0x1e3d9e, 1.77),
  emerald: () => clear('祖母绿', 0x138a4c, 1.57),
};

/** Prongs rising from under the stone, hugging its girdle and tipping over the crown. */
function addProngs(
  p: Parts,
  m: THREE.Material,
  girdle: Vec3,
  halfWidth: number,
  halfDepth: number,
  count: number,
  offset: number,
): void {
  const [x, y, z] = girdle;
  for (let i = 0; i < count; i++) {
    const a = offset + (i * Math.PI * 2) / count;
    const cx = Math.cos(a);
    const cz = Math.sin(a);
    const pt = (k: number, dy: number): Vec3 => [x + cx * halfWidth * k, y + dy, z + cz * halfDepth * k];
    p.add(
      m,
      tube([pt(0.45, -halfWidth * 1.2), pt(0.85, -halfWidth * 0.5), pt(1.06, 0), pt(0.92, halfWidth * 0.3)], halfWidth * 0.1, {
        segments: 16,
        radial: 8,
      }),
    );
    p.add(m, sphere(halfWidth * 0.11, 10, 8), { at: pt(0.92, halfWidth * 0.3) });
  }
}

interface RingSpec {
  metal: THREE.Material;
  cut: GemCut;
  stone: keyof typeof GEMS;
  /** Girdle width of the centre stone in metres. */
  size: number;
  prongs: number;
  halo: boolean;
  pave: boolean;
}

function solitaireRing(rng: Rng, s: RingSpec): THREE.Object3D {
  const p = new Parts();
  const thickness = between(rng, 0.0016, 0.0019);
  p.add(s.metal, band(between(rng, 0.0018, 0.0024), thickness));
  const stone = GEMS[s.stone]();
  const top = INNER_RADIUS + thickness;
  const r = s.size / 2;
  const stretch = s.cut === 'emerald' ? 1.4 : s.cut === 'oval' ? 1.35 : 1;
  const girdle: Vec3 = [0, top + r * 0.75 + 0.0012, 0];
  // The long axis of elongated cuts runs along the finger (z).
  p.add(stone, gem(s.cut, s.size), { at: girdle });
  // Basket: a collar under the stone, joined to the band.
  p.add(s.metal, torus(r * 0.55, 0.0004, 8, 48), {
    at: [0, girdle[1] - r * 0.55, 0],
    rot: [Math.PI / 2, 0, 0],
    scale: [1, stretch, 1],
  });
  p.add(
    s.metal,
    lathe(
      [
        [r * 0.25, top - 0.0003],
        [r * 0.42, top + 0.0005],
        [r * 0.5, girdle[1] - r * 0.6],
        [r * 0.3, girdle[1] - r * 0.6],
      ],
      32,
    ),
    { scale: [1, 1, stretch] },
  );
  const prongOffset = s.cut === 'princess' ? Math.PI / 4 : s.prongs === 4 ? Math.PI / 4 : 0;
  const halfW = s.cut === 'princess' ? r * Math.SQRT2 * 0.98 : r;
  addProngs(p, s.metal, girdle, halfW, halfW * stretch, s.prongs, prongOffset);
  const melee = GEMS.diamond();
  if (s.halo) {
    const count = 14;
    const haloR = r * 1.3;
    for (let i = 0; i < count; i++) {
      const a = (i * Math.PI * 2) / count;
      p.add(melee, gem('round', r * 0.42, 8), { at: [Math.cos(a) * haloR, girdle[1] - 0.0002, Math.sin(a) * haloR * stretch] });
    }
    p.add(s.metal, torus(haloR, r * 0.16, 8, 64), {
      at: [0, girdle[1] - r * 0.28, 0],
      rot: [Math.PI / 2, 0, 0],
      scale: [1, stretch, 1],
    });
  }
  if (s.pave) {
    // Small stones set along the upper shoulders of the band.
    for (let i = 1; i <= 6; i++) {
      for (const side of [-1, 1]) {
        const a = Math.PI / 2 + side * (0.42 + i * 0.16);
        const rr = INNER_RADIUS + thickness + 0.00005;
        p.add(melee, gem('round', 0.0011, 8), { at: [Math.cos(a) * rr, Math.sin(a) * rr, 0], rot: [0, 0, a - Math.PI / 2] });
      }
    }
  }
  return p.group('ring');
}

/** Two plain bands, his and hers, one leaning on the other. */
function weddingBands(m: THREE.Material): THREE.Object3D {
  const his = new Parts().add(m, band(0.0045, 0.0019)).group('ring-his', { at: [-0.006, 0.0106, 0], rot: [0, 0.5, 0] });
  const scale = 0.88;
  const hers = new Parts()
    .add(m, band(0.003, 0.0016))
    .group('ring-hers', { at: [0.011, (INNER_RADIUS + 0.0016) * scale, 0.006], rot: [0, -0.3, 0], scale });
  const sparkle = new Parts()
    .add(GEMS.diamond(), gem('round', 0.0018), { at: [0.011, (INNER_RADIUS + 0.0016) * scale * 2 + 0.0007, 0.006] })
    .group('ring-stone');
  return assemble(his, hers, sparkle);
}

function pearlStuds(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const pearl = finish('珍珠', 0xf4eee3, 0.18, 0);
  const gold = metal.gold();
  const r = between(rng, 0.0038, 0.0045);
  for (const side of [-1, 1]) {
    const x = side * 0.008;
    p.add(pearl, sphere(r, 40, 28), { at: [x, r, 0] });
    // Cup behind the pearl, the post running back to the butterfly.
    p.add(
      gold,
      lathe(
        [
          [0, 0],
          [r * 0.5, 0],
          [r * 0.55, 0.0006],
          [0, 0.0008],
        ],
        24,
      ),
      { at: [x, r, -r * 0.85], rot: [-Math.PI / 2, 0, 0] },
    );
    p.add(
      gold,
      tube(
        [
          [x, r, -r * 0.9],
          [x, r, -r - 0.009],
        ],
        0.0004,
        { segments: 4, radial: 8 },
      ),
    );
    p.add(gold, lathe(butterflyBack(r), 24), { at: [x, r, -r - 0.008], rot: [Math.PI / 2, 0, 0] });
  }
  return p.group('earrings');
}

/** Butterfly back of a stud earring, as a small lathe disc. */
function butterflyBack(r: number): Profile {
  return [
    [0.0005, -0.0012],
    [r * 0.55, -0.0006],
    [r * 0.6, 0],
    [r * 0.4, 0.0007],
    [0.0005, 0.0012],
  ];
}

function dropEarrings(rng: Rng, stone: keyof typeof GEMS, m: THREE.Material): THREE.Object3D {
  const p = new Parts();
  const gemMat = GEMS[stone]();
  const melee = GEMS.diamond();
  const size = between(rng, 0.007, 0.008);
  for (const side of [-1, 1]) {
    const x = side * 0.012;
    // Hook, a small diamond, then the pear drop hanging point up.
    p.add(
      m,
      tube(
        [
          [x, 0.04, -0.004],
          [x, 0.045, 0.0],
          [x, 0.041, 0.005],
          [x, 0.034, 0.004],
          [x, 0.031, 0],
        ],
        0.0004,
        { segments: 32, radial: 6 },
      ),
    );
    p.add(m, torus(0.0011, 0.0003, 6, 16), { at: [x, 0.03, 0] });
    p.add(melee, gem('round', 0.0026), { at: [x, 0.0275, 0.0005], rot: [Math.PI / 2, 0, 0] });
    p.add(m, torus(0.0016, 0.00035, 6, 24), { at: [x, 0.0275, 0] });
    // Euler XYZ applies Z first: the table turns to face +Z and the pear's point to +Y, hanging from the bail.
    const dropY = 0.0275 - 0.0018 - size * 0.75;
    p.add(gemMat, gem('pear', size), { at: [x, dropY, 0], rot: [-Math.PI / 2, 0, Math.PI] });
    p.add(
      m,
      lathe(
        [
          [0, 0],
          [0.0009, 0.0002],
          [0.0008, 0.0012],
          [0, 0.0014],
        ],
        16,
      ),
      { at: [x, dropY + size * 0.68, 0] },
    );
  }
  return p.group('earrings');
}

function heartShape(size: number): THREE.Shape {
  const s = size / 2;
  const shape = new THREE.Shape();
  shape.moveTo(0, -s);
  shape.bezierCurveTo(s * 0.6, -s * 0.45, s * 1.1, -s * 0.05, s * 1.0, s * 0.45);
  shape.bezierCurveTo(s * 0.92, s * 0.95, s * 0.25, s * 1.05, 0, s * 0.55);
  shape.bezierCurveTo(-s * 0.25, s * 1.05, -s * 0.92, s * 0.95, -s * 1.0, s * 0.45);
  shape.bezierCurveTo(-s * 1.1, -s * 0.05, -s * 0.6, -s * 0.45, 0, -s);
  return shape;
}

/** A chain of alternating links along a curve: each link a thin torus, every other one turned 90°. */
function addChain(p: Parts, m: THREE.Material, curve: THREE.Curve<THREE.Vector3>, linkLength: number): void {
  const count = Math.floor(curve.getLength() / (linkLength * 0.8));
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const at = curve.getPointAt(t);
    const tangent = curve.getTangentAt(t);
    const q = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(1, 0, 0), tangent);
    if (i % 2 === 1) q.multiply(new THREE.Quaternion().setFromAxisAngle(new THREE.Vector3(1, 0, 0), Math.PI / 2));
    const link = torus(linkLength / 2, linkLength * 0.1, 4, 10);
    link.scale(1, 0.65, 1);
    link.applyQuaternion(q);
    p.add(m, link, { at: [at.x, at.y, at.z] });
  }
}

function heartNecklace(rng: Rng, m: THREE.Material, stone: keyof typeof GEMS): THREE.Object3D {
  const p = new Parts();
  const size = between(rng, 0.016, 0.02);
  const heart = extrude(heartShape(size), 0.003, { bevel: 0.0008, bevelSegments: 3, curveSegments: 24 });
  const pendantY = 0.012;
  p.add(m, heart, { at: [0, pendantY, 0] });
  p.add(GEMS[stone](), gem('round', size * 0.28), { at: [0, pendantY + size * 0.08, 0.0017], rot: [Math.PI / 2, 0, 0] });
  p.add(m, torus(0.0018, 0.0005, 8, 20), { at: [0, pendantY + size * 0.42 + 0.0016, 0], rot: [0, Math.PI / 2, 0] });
  // The chain hangs in a U from two points at neck width.
  const top = pendantY + size * 0.42 + 0.0035;
  const curve = new THREE.CatmullRomCurve3([
    new THREE.Vector3(-0.04, 0.085, 0),
    new THREE.Vector3(-0.034, 0.05, 0),
    new THREE.Vector3(-0.018, 0.027, 0),
    new THREE.Vector3(0, top, 0),
    new THREE.Vector3(0.018, 0.027, 0),
    new THREE.Vector3(0.034, 0.05, 0),
    new THREE.Vector3(0.04, 0.085, 0),
  ]);
  addChain(p, m, curve, 0.0026);
  return p.group('necklace');
}

/** Two strands twisted round each other like a rope, closed into a bangle (axis along Z). */
function ropeBangle(rng: Rng, m: THREE.Material): THREE.Object3D {
  const p = new Parts();
  const radius = between(rng, 0.03, 0.032);
  const twists = 28;
  const strand = 0.0016;
  for (const phase of [0, Math.PI]) {
    const points: THREE.Vector3[] = [];
    const n = 280;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const w = a * twists + phase;
      const rr = radius + Math.cos(w) * strand * 1.05;
      points.push(new THREE.Vector3(Math.cos(a) * rr, Math.sin(a) * rr, Math.sin(w) * strand * 1.05));
    }
    const curve = new THREE.CatmullRomCurve3(points, true);
    p.add(m, new THREE.TubeGeometry(curve, 560, strand, 6, true));
  }
  return p.group('bangle', { at: [0, radius + strand * 2, 0] });
}

function jadeBangle(rng: Rng): THREE.Object3D {
  const jade = finish('和田玉', 0xffffff, 0.15, 0, { map: marble(rng, 0xb9d6ae, 0x5e9468) });
  const radius = between(rng, 0.034, 0.036);
  const geometry = scaleUv(torus(radius, 0.0052, 32, 128), 2, 1);
  return new Parts().add(jade, geometry).group('bangle', { at: [0, radius + 0.0052, 0] });
}

// ---- catalogue ----------------------------------------------------------------------------------------

export const JEWELLERY: DemoModel[] = [
  demo(
    {
      slug: 'gold-diamond-solitaire-ring',
      title: '18K 金钻石订婚戒指',
      description:
        '经典六爪单钻订婚戒指，18K 黄金戒臂，圆形明亮式切工主钻约 1 克拉（6.5 毫米），真实尺寸建模，可用于珠宝电商展示。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['戒指', '钻石', '18K金', '订婚', '求婚'],
      priceFen: 19900,
    },
    (rng) =>
      solitaireRing(rng, {
        metal: metal.gold(),
        cut: 'round',
        stone: 'diamond',
        size: 0.0065,
        prongs: 6,
        halo: false,
        pave: false,
      }),
  ),
  demo(
    {
      slug: 'platinum-princess-pave-ring',
      title: '铂金公主方钻密钉戒指',
      description: '铂金戒托，公主方切主钻四爪镶嵌，戒臂两侧密钉小钻，简洁而闪耀。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['戒指', '公主方', '铂金', '密钉镶'],
      priceFen: 14900,
    },
    (rng) =>
      solitaireRing(rng, {
        metal: metal.platinum(),
        cut: 'princess',
        stone: 'diamond',
        size: 0.0055,
        prongs: 4,
        halo: false,
        pave: true,
      }),
  ),
  demo(
    {
      slug: 'emerald-cut-green-ring',
      title: '祖母绿切割绿宝石戒指',
      description: '阶梯式祖母绿切割的绿宝石，四爪白金镶嵌，复古优雅，适合晚宴珠宝展示。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['戒指', '祖母绿', '彩色宝石', '复古'],
      priceFen: 9900,
    },
    (rng) =>
      solitaireRing(rng, {
        metal: metal.silver(),
        cut: 'emerald',
        stone: 'emerald',
        size: 0.0062,
        prongs: 4,
        halo: false,
        pave: false,
      }),
  ),
  demo(
    {
      slug: 'ruby-halo-ring',
      title: '玫瑰金红宝石群镶戒指',
      description: '椭圆红宝石主石，一圈小钻光环群镶，玫瑰金戒臂带密钉钻，浪漫华丽。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['戒指', '红宝石', '群镶', '玫瑰金'],
      priceFen: 12900,
    },
    (rng) =>
      solitaireRing(rng, {
        metal: metal.roseGold(),
        cut: 'oval',
        stone: 'ruby',
        size: 0.0055,
        prongs: 4,
        halo: true,
        pave: true,
      }),
  ),
  demo(
    {
      slug: 'rose-gold-wedding-bands',
      title: '玫瑰金光圈对戒',
      description: '玫瑰金素圈情侣对戒，男款宽版 4.5 毫米，女款窄版镶一颗小钻，舒适内弧设计。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['对戒', '婚戒', '玫瑰金', '情侣'],
      priceFen: 0,
    },
    () => weddingBands(metal.roseGold()),
  ),
  demo(
    {
      slug: 'freshwater-pearl-studs',
      title: '淡水珍珠耳钉',
      description: '一对 8 毫米正圆淡水珍珠耳钉，18K 金托与蝴蝶耳堵，珍珠光泽材质。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['耳钉', '珍珠', '18K金', '通勤'],
      priceFen: 0,
    },
    (rng) => pearlStuds(rng),
  ),
  demo(
    {
      slug: 'sapphire-drop-earrings',
      title: '蓝宝石水滴耳坠',
      description: '水滴形蓝宝石耳坠，铂金耳钩与包边，上方点缀小钻，灵动优雅。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['耳坠', '蓝宝石', '水滴', '铂金'],
      priceFen: 6900,
    },
    (rng) => dropEarrings(rng, 'sapphire', metal.platinum()),
  ),
  demo(
    {
      slug: 'gold-heart-pendant-necklace',
      title: '心形吊坠金项链',
      description: '18K 金立体心形吊坠，中心镶一颗红宝石，配细款交错链条，节日礼物首选。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['项链', '吊坠', '心形', '18K金', '礼物'],
      priceFen: 4900,
    },
    (rng) => heartNecklace(rng, metal.gold(), 'ruby'),
  ),
  demo(
    {
      slug: 'silver-rope-bangle',
      title: '925 银麻花纹手镯',
      description: '双股麻花缠绕的 925 银手镯，内径约 6 厘米，扭纹均匀，经典百搭。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['手镯', '925银', '麻花', '经典'],
      priceFen: 2900,
    },
    (rng) => ropeBangle(rng, metal.silver()),
  ),
  demo(
    {
      slug: 'hetian-jade-bangle',
      title: '和田玉青白玉手镯',
      description: '圆条青白玉手镯，温润半透明质感，内径约 58 毫米，传统东方首饰。',
      type: '首饰',
      trade: '珠宝首饰',
      tags: ['手镯', '和田玉', '玉石', '国风'],
      priceFen: 0,
    },
    (rng) => jadeBangle(rng),
  ),
];
