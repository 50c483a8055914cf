import type * as THREE from 'three';
import { assemble, cyl, lathe, Parts, rbox, smooth, torus, tube, type Vec3 } from '../kit.js';
import { finish, leather, metal } from '../materials.js';
import { between, type Rng } from '../random.js';
import { checker, weave } from '../textures.js';
import {
  addLaces,
  addShoe,
  curve1d,
  FOOT_INNER,
  FOOT_OUTER,
  lastPatch,
  lastPoint,
  type LastSpec,
  type ShoeMaterials,
  soleShape,
  soleSlab,
  thetaMax,
  tongue,
  welded,
} from './last.js';

/** Sneakers, running shoes, slip-ons, pumps and boots, built on the last in last.ts. */

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

export function sneakers(rng: Rng, accent: number): THREE.Object3D {
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

export function runningShoe(rng: Rng, mesh: number, accent: number, midsole: number): THREE.Object3D {
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

export function canvasSlipOn(rng: Rng, dark: number, light: number): THREE.Object3D {
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

export function pump(rng: Rng, color: number): THREE.Object3D {
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

export function combatBoot(rng: Rng, color: number): THREE.Object3D {
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
