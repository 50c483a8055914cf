import * as THREE from 'three';
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { demo, type DemoModel } from './catalog.js';
import { assemble, cyl, extrude, lathe, Parts, rbox, smooth, sphere, torus, tube, type Vec3 } from './kit.js';
import { finish, leather, metal } from './materials.js';
import { between, type Rng } from './random.js';
import { checker, weave } from './textures.js';

/**
 * Shoes, a handbag and a hat. A shoe is built on a "last": for u from heel (0) to toe (1) a
 * cross-section arches from the outer sole edge (θ = 0) over the instep (θ = π/2) to the inner edge
 * (θ = π). The collar and throat are cut by limiting θ near the top, so the upper is two patches
 * (outer and inner side) that meet along the ridge in front of the opening.
 */

/** A smooth function through (u, value) control points, sampled densely once and read linearly. */
function curve1d(points: readonly (readonly [number, number])[]): (u: number) => number {
  const spline = new THREE.SplineCurve(points.map(([u, v]) => new THREE.Vector2(u, v)));
  const table = spline.getPoints(400);
  return (u) => {
    let i = 0;
    while (i < table.length - 2 && (table[i + 1]?.x ?? 1) < u) i++;
    const a = table[i] ?? new THREE.Vector2();
    const b = table[i + 1] ?? a;
    const t = b.x === a.x ? 0 : Math.min(1, Math.max(0, (u - a.x) / (b.x - a.x)));
    return a.y + (b.y - a.y) * t;
  };
}

interface LastSpec {
  length: number;
  /** Half-widths (fractions of `width`) of the outer and inner side along the foot. */
  outer: (u: number) => number;
  inner: (u: number) => number;
  width: number;
  /** Height of the closed upper above its base along the foot. */
  height: (u: number) => number;
  /** Raise of the whole foot (a high heel, toe spring). */
  lift: (u: number) => number;
  /** y where the upper meets the sole. */
  base: number;
  /** How far (radians) the opening cuts down from the top; 0 where the upper is closed. */
  opening: (u: number) => number;
}

const FOOT_OUTER = curve1d([
  [0, 0],
  [0.012, 0.42],
  [0.05, 0.7],
  [0.12, 0.8],
  [0.3, 0.8],
  [0.5, 0.82],
  [0.7, 1],
  [0.86, 0.93],
  [0.95, 0.68],
  [0.985, 0.38],
  [1, 0],
]);
const FOOT_INNER = curve1d([
  [0, 0],
  [0.012, 0.42],
  [0.05, 0.7],
  [0.12, 0.78],
  [0.3, 0.7],
  [0.48, 0.62],
  [0.7, 0.96],
  [0.86, 0.92],
  [0.95, 0.7],
  [0.985, 0.4],
  [1, 0],
]);

function lastPoint(s: LastSpec, u: number, theta: number, inflate = 0): THREE.Vector3 {
  const c = Math.cos(theta);
  const sn = Math.sin(theta);
  const half = (c >= 0 ? s.outer(u) : s.inner(u)) * (s.width / 2) + inflate;
  const h = s.height(u) + inflate;
  return new THREE.Vector3(
    (u - 0.5) * s.length,
    s.base + s.lift(u) + h * Math.abs(sn) ** 0.9,
    half * Math.sign(c) * Math.abs(c) ** 0.6,
  );
}

/** Cosine spacing: more stations at the rounded heel and toe. */
const stationU = (i: number, n: number, u0: number, u1: number) => u0 + ((u1 - u0) * (1 - Math.cos((Math.PI * i) / n))) / 2;

/** A grid over (u, θ) with θ between two functions of u; positions and UVs only. */
function lastPatch(
  s: LastSpec,
  u0: number,
  u1: number,
  theta0: (u: number) => number,
  theta1: (u: number) => number,
  inflate = 0,
  nu = 48,
  nt = 16,
): THREE.BufferGeometry {
  const positions: number[] = [];
  const uvs: number[] = [];
  const index: number[] = [];
  for (let i = 0; i <= nu; i++) {
    const u = stationU(i, nu, u0, u1);
    for (let k = 0; k <= nt; k++) {
      const theta = theta0(u) + ((theta1(u) - theta0(u)) * k) / nt;
      const p = lastPoint(s, u, theta, inflate);
      positions.push(p.x, p.y, p.z);
      uvs.push(u * 3, (theta / Math.PI) * 1.2);
      if (i < nu && k < nt) {
        const a = i * (nt + 1) + k;
        const b = a + nt + 1;
        index.push(a, b, a + 1, b, b + 1, a + 1);
      }
    }
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new THREE.Float32BufferAttribute(uvs, 2));
  geometry.setIndex(index);
  return geometry;
}

/** Welds patches along shared edges before computing normals, so the ridge and heel seams shade smoothly. */
function welded(...patches: THREE.BufferGeometry[]): THREE.BufferGeometry {
  const merged = mergeGeometries(patches);
  if (!merged) throw new Error('shoe patches do not merge');
  const geometry = mergeVertices(merged, 1e-6);
  geometry.computeVertexNormals();
  return geometry;
}

const thetaMax = (s: LastSpec) => (u: number) => Math.PI / 2 - Math.max(0, s.opening(u));

/** The upper: outer and inner side patches, open wherever `opening` is positive. */
function upper(s: LastSpec): THREE.BufferGeometry {
  const top = thetaMax(s);
  return welded(
    lastPatch(s, 0, 1, () => 0, top, 0, 48, 16),
    lastPatch(
      s,
      0,
      1,
      (u) => Math.PI - top(u),
      () => Math.PI,
      0,
      48,
      16,
    ),
  );
}

/** Sole outline in plan, scaled, as a shape for extrusion (shape y is world -z after rotation). */
function soleShape(s: LastSpec, grow: number): THREE.Shape {
  const pts: THREE.Vector2[] = [];
  const n = 36;
  for (let i = 0; i <= n; i++) {
    const u = stationU(i, n, 0, 1);
    pts.push(
      new THREE.Vector2((u - 0.5) * s.length * (1 + grow * 0.3), -(s.outer(u) * (s.width / 2) * (1 + grow) + grow * 0.01)),
    );
  }
  for (let i = n - 1; i > 0; i--) {
    const u = stationU(i, n, 0, 1);
    pts.push(new THREE.Vector2((u - 0.5) * s.length * (1 + grow * 0.3), s.inner(u) * (s.width / 2) * (1 + grow) + grow * 0.01));
  }
  return new THREE.Shape(pts);
}

/** A sole slab from y0 to y1, following the foot's lift. */
function soleSlab(s: LastSpec, y0: number, y1: number, grow: number): THREE.BufferGeometry {
  const geometry = extrude(soleShape(s, grow), y1 - y0, {
    bevel: Math.min(0.003, (y1 - y0) / 4),
    bevelSegments: 1,
    curveSegments: 2,
  });
  geometry.rotateX(-Math.PI / 2);
  geometry.translate(0, (y0 + y1) / 2, 0);
  const pos = geometry.getAttribute('position');
  for (let i = 0; i < pos.count; i++) {
    const u = Math.min(1, Math.max(0, pos.getX(i) / s.length + 0.5));
    pos.setY(i, pos.getY(i) + s.lift(u));
  }
  geometry.computeVertexNormals();
  return geometry;
}

/** Padding round the opening: along the outer edge from the throat to the heel, back along the inner one. */
function collar(s: LastSpec, radius: number): THREE.BufferGeometry | null {
  const top = thetaMax(s);
  let end = 0;
  for (let u = 0; u <= 1; u += 0.005) if (s.opening(u) > 0.01) end = u;
  if (end === 0) return null;
  const points: Vec3[] = [];
  const n = 40;
  for (let i = n; i >= 0; i--) points.push(lastPoint(s, (end * i) / n, top((end * i) / n)).toArray());
  for (let i = 1; i < n; i++) points.push(lastPoint(s, (end * i) / n, Math.PI - top((end * i) / n)).toArray());
  return tube(points, radius, { segments: 96, radial: 6, closed: true });
}

interface LaceSpec {
  from: number;
  to: number;
  pairs: number;
  material: THREE.Material;
  eyelet: THREE.Material;
}

/** Criss-cross laces between eyelets on both edges of the throat, arching over the tongue. */
function addLaces(p: Parts, s: LastSpec, l: LaceSpec): void {
  const top = thetaMax(s);
  const eyelet = (u: number, side: number) => lastPoint(s, u, side > 0 ? top(u) - 0.12 : Math.PI - top(u) + 0.12, 0.002);
  for (let j = 0; j < l.pairs; j++) {
    const u = l.from + ((l.to - l.from) * j) / (l.pairs - 1);
    for (const side of [1, -1])
      p.add(l.eyelet, torus(0.0035, 0.0012, 4, 10), { at: eyelet(u, side).toArray(), rot: [Math.PI / 2, 0, 0] });
    if (j === l.pairs - 1) continue;
    const next = l.from + ((l.to - l.from) * (j + 1)) / (l.pairs - 1);
    for (const side of [1, -1]) {
      const a = eyelet(u, side);
      const b = eyelet(next, -side);
      const mid = lastPoint(s, (u + next) / 2, Math.PI / 2, 0.006);
      p.add(l.material, tube([a.toArray(), mid.toArray(), b.toArray()], 0.0022, { segments: 12, radial: 6 }));
    }
  }
}

interface ShoeMaterials {
  upper: THREE.Material;
  sole: THREE.Material;
  lining: THREE.Material;
  collar: THREE.Material;
}

/** Upper, insole, sole and collar padding: what every shoe has; callers add laces, tongues, heels. */
function addShoe(p: Parts, s: LastSpec, m: ShoeMaterials, soleTop: number, collarRadius = 0.006): void {
  p.add(m.upper, upper(s));
  p.add(m.lining, soleSlab(s, s.base - 0.001, s.base + 0.004, -0.04));
  p.add(m.sole, soleSlab(s, 0, soleTop, 0.04));
  const c = collar(s, collarRadius);
  if (c) p.add(m.collar, c);
}

/** The tongue: a strip of the closed last under the throat, rising above the collar at its top end. */
function tongue(s: LastSpec, from: number, to: number, halfAngle: number): THREE.BufferGeometry {
  const geometry = lastPatch(
    s,
    from,
    to,
    () => Math.PI / 2 - halfAngle,
    () => Math.PI / 2 + halfAngle,
    -0.002,
    24,
    8,
  );
  const pos = geometry.getAttribute('position');
  for (let i = 0; i < pos.count; i++) {
    const u = pos.getX(i) / s.length + 0.5;
    pos.setY(i, pos.getY(i) + Math.max(0, from + 0.1 - u) * 0.25);
  }
  geometry.computeVertexNormals();
  return geometry;
}

const FLAT = () => 0;

const SNEAKER_HEIGHT = curve1d([
  [0, 0.075],
  [0.15, 0.08],
  [0.35, 0.08],
  [0.5, 0.07],
  [0.65, 0.055],
  [0.8, 0.045],
  [0.92, 0.034],
  [0.98, 0.022],
  [1, 0.01],
]);

function sneakerLast(
  length: number,
  opening: (u: number) => number,
  base = 0.022,
  lift: (u: number) => number = FLAT,
  height = SNEAKER_HEIGHT,
): LastSpec {
  return {
    length,
    width: length * 0.37,
    outer: FOOT_OUTER,
    inner: FOOT_INNER,
    height,
    lift,
    base,
    opening,
  };
}

const LACED_OPENING = curve1d([
  [0, 0.5],
  [0.1, 0.85],
  [0.2, 0.95],
  [0.3, 0.72],
  [0.4, 0.3],
  [0.5, 0.22],
  [0.6, 0.18],
  [0.66, -0.05],
  [0.8, -0.3],
  [1, -0.3],
]);
const SLIP_ON_OPENING = curve1d([
  [0, 0.45],
  [0.12, 0.8],
  [0.25, 0.9],
  [0.38, 0.75],
  [0.48, 0.35],
  [0.54, -0.05],
  [0.7, -0.3],
  [1, -0.3],
]);

/** An overlay panel on both sides of the upper (heel counter, side stripe), standing just proud of it. */
function addOverlay(
  p: Parts,
  s: LastSpec,
  m: THREE.Material,
  u0: number,
  u1: number,
  theta0: (u: number) => number,
  theta1: (u: number) => number,
): void {
  p.add(m, welded(lastPatch(s, u0, u1, theta0, theta1, 0.0015, 24, 6)));
  p.add(
    m,
    welded(
      lastPatch(
        s,
        u0,
        u1,
        (u) => Math.PI - theta1(u),
        (u) => Math.PI - theta0(u),
        0.0015,
        24,
        6,
      ),
    ),
  );
}

/** The right shoe in front, the left one (mirrored) behind it and turned a little. */
function pair(side: Parts): THREE.Object3D {
  const right = side.copy({ at: [0.02, 0, 0.07] }).group('shoe-right');
  const left = side.copy({ at: [-0.03, 0, -0.08], rot: [0, 0.25, 0], scale: [1, 1, -1] }).group('shoe-left');
  return assemble(right, left);
}

function sneakers(rng: Rng, accent: number): THREE.Object3D {
  const white = leather(0xf4f3ef);
  const trim = leather(accent);
  const m: ShoeMaterials = {
    upper: white,
    sole: finish('橡胶大底', 0xfbfbf8, 0.7, 0),
    lining: finish('内里', 0xd9d4c8, 0.9, 0),
    collar: white,
  };
  const s = sneakerLast(between(rng, 0.265, 0.275), LACED_OPENING);
  const side = new Parts();
  addShoe(side, s, m, 0.03);
  side.add(white, tongue(s, 0.36, 0.7, 0.32));
  addLaces(side, s, { from: 0.44, to: 0.64, pairs: 5, material: finish('鞋带', 0xffffff, 0.9, 0), eyelet: metal.silver() });
  addOverlay(
    side,
    s,
    trim,
    0,
    0.17,
    () => 0,
    (u) => thetaMax(s)(u) - 0.05,
  );
  addOverlay(
    side,
    s,
    trim,
    0.26,
    0.6,
    (u) => 0.3 + (u - 0.26) * 1.2,
    (u) => 0.5 + (u - 0.26) * 1.2,
  );
  side.add(finish('鞋底线', accent, 0.7, 0), soleSlab(s, 0.012, 0.016, 0.045));
  return pair(side);
}

function runningShoe(rng: Rng, mesh: number, accent: number, midsole: number): THREE.Object3D {
  const p = new Parts();
  const knit = finish('飞织鞋面', 0xffffff, 0.85, 0, { map: weave(rng, mesh) });
  const trim = finish('TPU 饰片', accent, 0.35, 0);
  // Toe spring: the front curls up off the ground.
  const lift = (u: number) => 0.018 * Math.max(0, (u - 0.72) / 0.28) ** 2;
  const s = sneakerLast(between(rng, 0.27, 0.28), LACED_OPENING, 0.032, lift);
  addShoe(
    p,
    s,
    { upper: knit, sole: finish('中底', midsole, 0.55, 0), lining: finish('内里', 0x30343a, 0.9, 0), collar: trim },
    0.04,
    0.0075,
  );
  p.add(finish('外底', 0x26282b, 0.85, 0), soleSlab(s, -0.002, 0.006, 0.035));
  p.add(knit, tongue(s, 0.36, 0.7, 0.32));
  addLaces(p, s, { from: 0.44, to: 0.64, pairs: 5, material: finish('鞋带', accent, 0.8, 0), eyelet: trim });
  addOverlay(
    p,
    s,
    trim,
    0,
    0.2,
    () => 0.15,
    (u) => thetaMax(s)(u) - 0.08,
  );
  addOverlay(
    p,
    s,
    trim,
    0.82,
    1,
    () => 0,
    () => 0.55,
  );
  addOverlay(
    p,
    s,
    trim,
    0.22,
    0.62,
    (u) => 0.25 + (0.62 - u) * 0.8,
    (u) => 0.42 + (0.62 - u) * 0.8,
  );
  return p.group('running-shoe');
}

function canvasSlipOn(rng: Rng, dark: number, light: number): THREE.Object3D {
  const canvas = finish('帆布', 0xffffff, 0.9, 0, { map: checker(light, dark, 8) });
  const white = finish('硫化大底', 0xf6f4ee, 0.75, 0);
  const s = sneakerLast(between(rng, 0.26, 0.27), SLIP_ON_OPENING, 0.02);
  const side = new Parts();
  addShoe(
    side,
    s,
    { upper: canvas, sole: white, lining: finish('内里', 0x222222, 0.9, 0), collar: finish('鞋口', dark, 0.8, 0) },
    0.028,
    0.005,
  );
  addOverlay(
    side,
    s,
    finish('侧片', dark, 0.85, 0),
    0,
    0.3,
    () => 0,
    (u) => thetaMax(s)(u) - 0.04,
  );
  side.add(finish('围条', dark, 0.8, 0), soleSlab(s, 0.017, 0.02, 0.045));
  // Elastic gores either side of the throat.
  for (const theta of [Math.PI / 2 - 0.5, Math.PI / 2 + 0.5])
    side.add(finish('松紧带', dark, 0.9, 0), rbox(0.03, 0.004, 0.012, 0.002, 1), {
      at: lastPoint(s, 0.5, theta, 0.001).toArray(),
    });
  return pair(side);
}

function pump(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const patent = finish('漆皮', color, 0.12, 0);
  const heelH = between(rng, 0.085, 0.095);
  // Heel raised high, falling through the arch to a flat forefoot.
  const lift = (u: number) => heelH * (u < 0.22 ? 1 : u > 0.64 ? 0 : 0.5 + 0.5 * Math.cos(((u - 0.22) / 0.42) * Math.PI));
  const s: LastSpec = {
    length: 0.245,
    width: 0.245 * 0.34,
    outer: FOOT_OUTER,
    inner: FOOT_INNER,
    height: curve1d([
      [0, 0.06],
      [0.2, 0.058],
      [0.45, 0.052],
      [0.7, 0.045],
      [0.88, 0.032],
      [0.97, 0.018],
      [1, 0.006],
    ]),
    lift,
    base: 0.005,
    opening: curve1d([
      [0, 0.42],
      [0.12, 0.85],
      [0.3, 1.15],
      [0.5, 1.05],
      [0.6, 0.55],
      [0.66, -0.05],
      [1, -0.3],
    ]),
  };
  addShoe(
    p,
    s,
    { upper: patent, sole: finish('鞋底', 0x1b1b1b, 0.6, 0), lining: finish('鞋垫', 0xd9b99b, 0.8, 0), collar: patent },
    0.006,
    0.0025,
  );
  // Stiletto under the heel seat, with its rubber top lift.
  const heelAt = (0.09 - 0.5) * s.length;
  p.add(patent, cyl(0.011, 0.0045, heelH, 24), { at: [heelAt, heelH / 2, 0], rot: [0, 0, -0.08] });
  p.add(finish('鞋跟掌', 0x111111, 0.7, 0), cyl(0.005, 0.005, 0.006, 16), { at: [heelAt + 0.0035, 0.003, 0] });
  p.add(metal.gold(), torus(0.008, 0.0015, 6, 24), {
    at: lastPoint(s, 0.68, Math.PI / 2, 0.002).toArray(),
    rot: [Math.PI / 2 - 0.4, 0, 0],
    scale: [1.6, 1, 1],
  });
  return p.group('pump');
}

function combatBoot(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const hide = leather(color);
  const stitch = finish('黄色缝线', 0xe0b83a, 0.7, 0);
  const s = sneakerLast(
    between(rng, 0.28, 0.29),
    curve1d([
      [0, 0.3],
      [0.15, 0.5],
      [0.3, 0.45],
      [0.42, 0.22],
      [0.55, 0.16],
      [0.62, -0.05],
      [1, -0.3],
    ]),
    0.03,
    FLAT,
    curve1d([
      [0, 0.085],
      [0.2, 0.09],
      [0.4, 0.085],
      [0.55, 0.075],
      [0.7, 0.06],
      [0.85, 0.05],
      [0.95, 0.038],
      [1, 0.014],
    ]),
  );
  addShoe(
    p,
    s,
    { upper: hide, sole: finish('气垫大底', 0x2a2522, 0.7, 0), lining: finish('内里', 0x3a2a22, 0.9, 0), collar: hide },
    0.036,
    0.005,
  );
  p.add(stitch, weltStitch(s, 0.0365, 0.03));
  // The shaft: an open oval sleeve over the ankle with a padded top and a heel loop.
  // Flared at the bottom so it grows out of the quarters rather than sitting on them.
  const shaftX = (0.24 - 0.5) * s.length;
  const shaftBottom = 0.06;
  const shaftH = 0.16;
  const shaftTop = shaftBottom + shaftH;
  const sleeve = lathe(
    smooth(
      [
        [1.25, 0],
        [1.05, 0.3],
        [1, 0.7],
        [1.02, 1],
      ],
      12,
    ),
    40,
  );
  sleeve.scale(0.06, shaftH, 0.05);
  p.add(hide, sleeve, { at: [shaftX, shaftBottom, 0] });
  p.add(
    hide,
    torus(1, 0.1, 8, 40)
      .scale(0.062, 0.052, 0.08)
      .rotateX(Math.PI / 2),
    { at: [shaftX, shaftTop, 0] },
  );
  p.add(finish('后提环', 0x1c1c1c, 0.8, 0), torus(0.014, 0.004, 6, 16, Math.PI), {
    at: [shaftX - 0.064, shaftTop, 0],
    rot: [0, Math.PI / 2, 0],
  });
  // Laces up the front of the shaft and the throat.
  const laces = finish('鞋带', 0x151515, 0.9, 0);
  const eyelet = metal.brass();
  for (let j = 0; j < 6; j++) {
    const y = shaftBottom + 0.05 + j * 0.02;
    for (const z of [-0.015, 0.015])
      p.add(eyelet, torus(0.0035, 0.0012, 4, 10), { at: [shaftX + 0.065, y, z], rot: [0, Math.PI / 2, 0] });
    if (j < 5)
      for (const z of [-0.015, 0.015])
        p.add(laces, rod3([shaftX + 0.067, y, z], [shaftX + 0.072, y + 0.01, 0], [shaftX + 0.067, y + 0.02, -z]));
  }
  addLaces(p, s, { from: 0.38, to: 0.58, pairs: 4, material: laces, eyelet });
  return p.group('boot');
}

/** The welt stitch: a line just inside the sole's top edge, all the way round. */
function weltStitch(s: LastSpec, y: number, grow: number): THREE.BufferGeometry {
  const outline = soleShape(s, grow).getPoints();
  const points = outline.map((p): Vec3 => [p.x, y + s.lift(Math.min(1, Math.max(0, p.x / s.length + 0.5))), -p.y]);
  return tube(points, 0.0014, { segments: 240, radial: 5, closed: true });
}

const rod3 = (a: Vec3, b: Vec3, c: Vec3) => tube([a, b, c], 0.002, { segments: 8, radial: 5 });

// ---- handbag and hat ---------------------------------------------------------------------------------------------

function handbag(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const hide = leather(color);
  const gold = metal.gold();
  const w = between(rng, 0.3, 0.32);
  const top = w * 0.78;
  const h = 0.22;
  const depth = 0.13;
  const body = new THREE.Shape();
  const r = 0.025;
  body.moveTo(-w / 2 + r, 0);
  body.lineTo(w / 2 - r, 0);
  body.quadraticCurveTo(w / 2, 0, w / 2 - 0.002, r);
  body.lineTo(top / 2, h - r);
  body.quadraticCurveTo(top / 2 - 0.002, h, top / 2 - r, h);
  body.lineTo(-top / 2 + r, h);
  body.quadraticCurveTo(-top / 2 + 0.002, h, -top / 2, h - r);
  body.lineTo(-w / 2 + 0.002, r);
  body.quadraticCurveTo(-w / 2, 0, -w / 2 + r, 0);
  p.add(hide, extrude(body, depth, { bevel: 0.018, bevelSegments: 4, curveSegments: 8 }));
  // Front flap with a twist lock, handles on gold rings, little feet.
  p.add(hide, rbox(top * 0.98, 0.11, 0.008, 0.004, 2), { at: [0, h - 0.05, depth / 2 + 0.006], rot: [-0.06, 0, 0] });
  p.add(gold, rbox(0.04, 0.025, 0.008, 0.004, 2), { at: [0, h - 0.1, depth / 2 + 0.012] });
  p.add(gold, cyl(0.008, 0.008, 0.01, 16), { at: [0, h - 0.1, depth / 2 + 0.017], rot: [Math.PI / 2, 0, 0] });
  for (const z of [-depth * 0.28, depth * 0.28]) {
    const handle = tube(
      [
        [-top * 0.3, h + 0.012, z],
        [-top * 0.26, h + 0.09, z],
        [0, h + 0.12, z],
        [top * 0.26, h + 0.09, z],
        [top * 0.3, h + 0.012, z],
      ],
      0.006,
      { segments: 40, radial: 10 },
    );
    p.add(hide, handle);
    for (const x of [-top * 0.3, top * 0.3]) p.add(gold, torus(0.011, 0.0025, 8, 20), { at: [x, h + 0.008, z] });
  }
  for (const x of [-w * 0.36, w * 0.36])
    for (const z of [-depth * 0.3, depth * 0.3]) p.add(gold, sphere(0.006, 12, 8), { at: [x, -0.014, z], scale: [1, 0.6, 1] });
  return p.group('handbag', { at: [0, 0.02, 0] });
}

function strawHat(rng: Rng, ribbon: number): THREE.Object3D {
  const p = new Parts();
  const straw = finish('草编', 0xffffff, 0.9, 0, { map: weave(rng, 0xd8bd83) });
  const brim = between(rng, 0.2, 0.22);
  // One lathe from the brim edge over the crown; its UVs run round and up, so the weave wraps.
  const profile = smooth(
    [
      [brim, 0.012],
      [brim * 0.8, 0.016],
      [0.11, 0.022],
      [0.095, 0.04],
      [0.093, 0.09],
      [0.08, 0.112],
      [0.001, 0.118],
    ],
    48,
  );
  p.add(straw, lathe(profile, 96));
  p.add(
    straw,
    lathe(
      [
        [0.001, 0.112],
        [0.08, 0.106],
        [0.089, 0.09],
        [0.09, 0.04],
        [0.105, 0.018],
        [brim * 0.8, 0.01],
        [brim - 0.002, 0.007],
        [brim, 0.012],
      ],
      96,
    ),
  );
  const band = finish('缎带', ribbon, 0.5, 0);
  p.add(
    band,
    lathe(
      [
        [0.0955, 0.028],
        [0.0955, 0.056],
        [0.094, 0.057],
        [0.094, 0.027],
      ],
      96,
    ),
  );
  p.add(band, sphere(0.012, 16, 10), { at: [0.0, 0.042, 0.097], scale: [1.4, 1, 0.6] });
  for (const side of [-1, 1])
    p.add(band, sphere(0.02, 16, 10), { at: [side * 0.022, 0.042, 0.095], scale: [1.2, 0.7, 0.3], rot: [0, side * 0.3, 0] });
  return p.group('hat');
}

// ---- catalogue --------------------------------------------------------------------------------------------------------

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
