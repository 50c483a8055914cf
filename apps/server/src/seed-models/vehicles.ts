import type * as THREE from 'three';
import { animate, spinTrack } from './anim.js';
import { demo, type DemoModel } from './catalog.js';
import {
  assemble,
  box,
  cyl,
  extrude,
  faceted,
  gearShape,
  lathe,
  Parts,
  polygonShape,
  rbox,
  rod,
  smooth,
  sphere,
  torus,
  tube,
  type Vec3,
} from './kit.js';
import { finish, glass, glow, leather, metal, plastic, rubber, wood } from './materials.js';
import { between, type Rng } from './random.js';
import { camouflage } from './textures.js';

/** Vehicles run along +X with wheel axles along Z: a vintage car, a bicycle, a toy locomotive, military kit, a drone. */

interface WheelStyle {
  tyre: THREE.Material;
  rim: THREE.Material;
  spokes: number;
  /** White band on the tyre wall (vintage cars). */
  whitewall?: THREE.Material;
}

/** A wheel in the XY plane centred at `at`, axle along Z. */
function addWheel(p: Parts, s: WheelStyle, at: Vec3, radius: number, width: number, tyreFraction = 0.22): void {
  const tyreT = radius * tyreFraction;
  p.add(s.tyre, torus(radius - tyreT, tyreT, 10, 40), { at, scale: [1, 1, width / (2 * tyreT)] });
  if (s.whitewall)
    p.add(s.whitewall, torus(radius - tyreT * 1.2, tyreT * 0.45, 6, 32), {
      at: [at[0], at[1], at[2] + (Math.sign(at[2]) || 1) * width * 0.28],
    });
  const rimR = radius - tyreT * 1.6;
  p.add(s.rim, torus(rimR, Math.max(radius * 0.03, 0.002), 6, 32), { at });
  p.add(s.rim, cyl(radius * 0.14, radius * 0.14, width * 0.8, 20), { at, rot: [Math.PI / 2, 0, 0] });
  for (let i = 0; i < s.spokes; i++) {
    const a = (i / s.spokes) * Math.PI * 2;
    const side = i % 2 === 0 ? 1 : -1;
    p.add(
      s.rim,
      rod(
        [at[0], at[1], at[2] + side * width * 0.3],
        [at[0] + Math.cos(a) * rimR, at[1] + Math.sin(a) * rimR, at[2]],
        Math.max(radius * 0.006, 0.0012),
        4,
      ),
    );
  }
}

// ---- vintage car ------------------------------------------------------------------------------------------------

function vintageCar(rng: Rng, bodyColor: number): THREE.Object3D {
  const p = new Parts();
  const paint = metal.painted(bodyColor, '车漆');
  const black = metal.painted(0x161616, '黑色车漆');
  const chrome = metal.chrome();
  const r = 0.38;
  const wheelbase = between(rng, 2.7, 2.9);
  const track = 0.72;
  const wheels: WheelStyle = { tyre: rubber(), rim: chrome, spokes: 16, whitewall: finish('白边胎', 0xeeeeea, 0.8, 0) };
  for (const x of [-wheelbase / 2, wheelbase / 2]) for (const z of [-track, track]) addWheel(p, wheels, [x, r, z], r, 0.18, 0.28);
  // Fenders sweep over each wheel; running boards join them.
  for (const x of [-wheelbase / 2, wheelbase / 2]) {
    for (const z of [-track, track])
      p.add(black, torus(r + 0.08, 0.1, 10, 32, Math.PI * 1.05), { at: [x, r, z], rot: [0, 0, -0.03], scale: [1, 1, 1.3] });
  }
  for (const z of [-track, track]) p.add(black, rbox(wheelbase - 0.75, 0.05, 0.24, 0.015, 2), { at: [0, 0.34, z] });
  // Long hood, radiator, cabin tub, trunk.
  p.add(paint, rbox(1.45, 0.5, 0.86, 0.12, 4), { at: [wheelbase / 2 - 0.15, 0.88, 0] });
  p.add(chrome, rbox(0.1, 0.62, 0.72, 0.04, 3), { at: [wheelbase / 2 + 0.6, 0.9, 0] });
  for (let i = -5; i <= 5; i++) p.add(black, box(0.02, 0.5, 0.025), { at: [wheelbase / 2 + 0.655, 0.9, i * 0.055] });
  p.add(paint, rbox(1.9, 0.62, 1.36, 0.14, 4), { at: [-0.55, 0.96, 0] });
  p.add(paint, rbox(0.7, 0.55, 1.25, 0.2, 4), { at: [-wheelbase / 2 - 0.45, 0.9, 0] });
  // Soft top on four pillars, raked windscreen.
  const roof = finish('帆布车篷', 0x2c2622, 0.9, 0);
  p.add(roof, rbox(1.45, 0.08, 1.3, 0.03, 2), { at: [-0.7, 1.72, 0] });
  for (const x of [0.1, -1.38])
    for (const z of [-0.6, 0.6]) p.add(chrome, rod([x, 1.26, z], [x + (x > 0 ? -0.08 : 0), 1.7, z], 0.018, 8));
  p.add(glass(0xcfe0e6), box(0.02, 0.44, 1.2), { at: [0.06, 1.48, 0], rot: [0, 0, 0.2] });
  // Headlamps on stalks, bumpers, spare wheel.
  for (const z of [-0.42, 0.42]) {
    p.add(
      chrome,
      lathe(
        smooth(
          [
            [0.001, -0.12],
            [0.1, -0.06],
            [0.13, 0.02],
            [0.13, 0.04],
          ],
          12,
        ),
        32,
      ),
      { at: [wheelbase / 2 + 0.62, 1.0, z], rot: [0, 0, -Math.PI / 2] },
    );
    p.add(glow(0xfff3d6), cyl(0.12, 0.12, 0.01, 32), { at: [wheelbase / 2 + 0.66, 1.0, z], rot: [0, 0, Math.PI / 2] });
  }
  for (const x of [wheelbase / 2 + 0.78, -wheelbase / 2 - 0.85])
    p.add(
      chrome,
      tube(
        [
          [x - 0.05 * Math.sign(x), 0.45, -0.85],
          [x, 0.45, -0.6],
          [x, 0.45, 0.6],
          [x - 0.05 * Math.sign(x), 0.45, 0.85],
        ],
        0.035,
        { segments: 24, radial: 10 },
      ),
    );
  addWheel(p, wheels, [-wheelbase / 2 - 0.86, 0.95, 0], r, 0.16, 0.28);
  return p.group('car');
}

// ---- bicycle ---------------------------------------------------------------------------------------------------

function cityBike(frameColor: number): THREE.Object3D {
  const p = new Parts();
  const paint = metal.painted(frameColor, '车架烤漆');
  const chrome = metal.chrome();
  const r = 0.34;
  const rear: Vec3 = [-0.52, r, 0];
  const front: Vec3 = [0.53, r, 0];
  const wheelStyle: WheelStyle = { tyre: rubber(0x2a2725), rim: chrome, spokes: 32 };
  addWheel(p, wheelStyle, rear, r, 0.045, 0.1);
  addWheel(p, wheelStyle, front, r, 0.045, 0.1);
  const bb: Vec3 = [0, 0.28, 0];
  const seatTop: Vec3 = [-0.16, 0.82, 0];
  const headTop: Vec3 = [0.4, 0.9, 0];
  const headBottom: Vec3 = [0.44, 0.72, 0];
  const t = 0.017;
  // Step-through frame: a swooping down tube, seat tube, stays and the head tube.
  p.add(paint, tube([headBottom, [0.3, 0.5, 0], [0.12, 0.3, 0], bb], t, { segments: 32, radial: 12 }));
  p.add(
    paint,
    tube(
      [
        [0.42, 0.82, 0],
        [0.25, 0.62, 0],
        [0.05, 0.42, 0],
        [-0.08, 0.52, 0],
      ],
      t * 0.8,
      { segments: 32, radial: 10 },
    ),
  );
  p.add(paint, rod(bb, seatTop, t, 12));
  p.add(paint, rod(headBottom, headTop, t * 1.2, 12));
  for (const z of [-0.045, 0.045]) {
    p.add(paint, rod([bb[0], bb[1], z * 0.6], [rear[0], rear[1], z], t * 0.6, 10));
    p.add(paint, rod([seatTop[0] + 0.01, seatTop[1] - 0.05, z * 0.4], [rear[0], rear[1], z], t * 0.55, 10));
    p.add(paint, tube([headBottom, [0.5, 0.5, z], [front[0], front[1], z]], t * 0.6, { segments: 16, radial: 8 }));
  }
  // Handlebar swept back to cork grips, stem, saddle on its post.
  p.add(chrome, rod(headTop, [0.39, 1.0, 0], 0.012, 10));
  p.add(
    chrome,
    tube(
      [
        [0.27, 1.02, -0.3],
        [0.38, 1.0, -0.2],
        [0.4, 1.0, 0],
        [0.38, 1.0, 0.2],
        [0.27, 1.02, 0.3],
      ],
      0.011,
      { segments: 32, radial: 8 },
    ),
  );
  const brown = leather(0x7a4a2a);
  for (const z of [-0.28, 0.28])
    p.add(brown, cyl(0.016, 0.016, 0.1, 12), { at: [0.28, 1.02, z], rot: [0, Math.PI / 2 - Math.sign(z) * 0.3, Math.PI / 2] });
  p.add(chrome, rod(seatTop, [-0.19, 0.95, 0], 0.012, 10));
  p.add(
    brown,
    lathe(
      smooth(
        [
          [0.001, -0.02],
          [0.09, -0.02],
          [0.1, 0.01],
          [0.06, 0.03],
          [0.001, 0.035],
        ],
        12,
      ),
      24,
    ),
    { at: [-0.2, 0.98, 0], scale: [1.4, 1, 0.9] },
  );
  // Drivetrain: chainring, cranks, pedals, chain loop.
  const chainring = extrude(gearShape(32, 0.082, 0.088, 0.03), 0.004, { bevel: 0, curveSegments: 2 });
  p.add(chrome, chainring, { at: [bb[0], bb[1], 0.06] });
  for (const side of [-1, 1]) {
    const end: Vec3 = [bb[0] + side * 0.17 * Math.cos(0.5), bb[1] + side * 0.17 * Math.sin(0.5), side * 0.075];
    p.add(chrome, rod([bb[0], bb[1], side * 0.075], end, 0.01, 8));
    p.add(rubber(), rbox(0.1, 0.02, 0.08, 0.006, 2), { at: [end[0], end[1], end[2] + side * 0.045] });
  }
  const chain: Vec3[] = [];
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2;
    const onFront = Math.cos(a) >= 0;
    const centre = onFront ? bb : rear;
    const rr = onFront ? 0.088 : 0.04;
    chain.push([centre[0] + Math.cos(a) * rr, centre[1] + Math.sin(a) * rr, 0.06]);
  }
  p.add(metal.black(), tube(chain, 0.004, { segments: 120, radial: 6, closed: true, tension: 0.2 }));
  // Fenders and a wicker basket over the front wheel.
  const fender = metal.painted(frameColor, '挡泥板');
  p.add(fender, torus(r + 0.03, 0.022, 6, 40, Math.PI * 0.75), { at: rear, rot: [0, 0, Math.PI * 0.22], scale: [1, 1, 0.9] });
  p.add(fender, torus(r + 0.03, 0.022, 6, 40, Math.PI * 0.7), { at: front, rot: [0, 0, Math.PI * 0.1], scale: [1, 1, 0.9] });
  const wicker = wood(0xb98a4d);
  const basketAt: Vec3 = [0.62, 0.9, 0];
  for (let k = 0; k <= 4; k++) {
    const y = basketAt[1] + k * 0.05;
    p.add(
      wicker,
      tube(
        [
          [basketAt[0] - 0.14, y, -0.18],
          [basketAt[0] + 0.14, y, -0.18],
          [basketAt[0] + 0.14, y, 0.18],
          [basketAt[0] - 0.14, y, 0.18],
        ],
        0.006,
        { segments: 48, radial: 5, closed: true, tension: 0.05 },
      ),
    );
  }
  for (const [dx, dz] of [
    [-0.14, -0.18],
    [0.14, -0.18],
    [0.14, 0.18],
    [-0.14, 0.18],
    [0, -0.18],
    [0, 0.18],
    [0.14, 0],
    [-0.14, 0],
  ] as const) {
    p.add(
      wicker,
      rod([basketAt[0] + dx, basketAt[1], basketAt[2] + dz], [basketAt[0] + dx, basketAt[1] + 0.2, basketAt[2] + dz], 0.005, 6),
    );
  }
  p.add(wicker, box(0.28, 0.01, 0.36), { at: basketAt });
  return p.group('bike');
}

// ---- toy locomotive ----------------------------------------------------------------------------------------------

function toyLocomotive(): THREE.Object3D {
  const body = new Parts();
  const green = finish('机车绿漆', 0x1f6b4a, 0.35, 0.1);
  const red = finish('红漆', 0xc0392b, 0.4, 0.1);
  const black = finish('黑漆', 0x1b1b1b, 0.4, 0.2);
  const brass = metal.brass();
  const wheelR = 0.03;
  const len = 0.3;
  body.add(red, rbox(len, 0.025, 0.09, 0.006, 2), { at: [0, wheelR + 0.02, 0] });
  body.add(green, cyl(0.042, 0.042, 0.17, 40), { at: [0.055, wheelR + 0.075, 0], rot: [0, 0, Math.PI / 2] });
  body.add(black, cyl(0.044, 0.044, 0.012, 40), { at: [0.146, wheelR + 0.075, 0], rot: [0, 0, Math.PI / 2] });
  for (const x of [0.0, 0.07])
    body.add(brass, torus(0.043, 0.0025, 6, 40), { at: [x, wheelR + 0.075, 0], rot: [0, Math.PI / 2, 0] });
  body.add(
    black,
    lathe(
      smooth(
        [
          [0.014, 0],
          [0.012, 0.03],
          [0.02, 0.05],
          [0.026, 0.06],
        ],
        10,
      ).concat([[0.001, 0.06]]),
      24,
    ),
    { at: [0.11, wheelR + 0.11, 0] },
  );
  body.add(
    brass,
    lathe(
      [
        [0.018, 0],
        [0.018, 0.012],
        ...smooth(
          [
            [0.017, 0.012],
            [0.012, 0.022],
            [0.001, 0.026],
          ],
          8,
        ),
      ],
      24,
    ),
    { at: [0.04, wheelR + 0.113, 0] },
  );
  body.add(red, rbox(0.1, 0.1, 0.1, 0.008, 2), { at: [-0.09, wheelR + 0.085, 0] });
  body.add(black, rbox(0.12, 0.012, 0.115, 0.004, 2), { at: [-0.09, wheelR + 0.14, 0] });
  for (const z of [-0.051, 0.051])
    body.add(finish('车窗', 0xf3d27a, 0.3, 0), rbox(0.04, 0.035, 0.004, 0.006, 2), { at: [-0.09, wheelR + 0.1, z] });
  body.add(
    red,
    extrude(
      polygonShape([
        [0, 0],
        [0.04, 0],
        [0, 0.035],
      ]),
      0.08,
      { bevel: 0.002 },
    ),
    { at: [0.15, wheelR - 0.005, 0] },
  );
  body.add(glow(0xfff1c0), cyl(0.01, 0.01, 0.006, 20), { at: [0.152, wheelR + 0.075, 0], rot: [0, 0, Math.PI / 2] });
  const wheelMat = red;
  const axles: THREE.Group[] = [];
  [-0.09, 0.0, 0.09].forEach((x, i) => {
    const w = new Parts();
    for (const z of [-0.047, 0.047]) {
      w.add(wheelMat, cyl(wheelR, wheelR, 0.01, 32), { at: [0, 0, z], rot: [Math.PI / 2, 0, 0] });
      w.add(black, cyl(wheelR * 0.35, wheelR * 0.35, 0.012, 16), { at: [0, 0, z], rot: [Math.PI / 2, 0, 0] });
      w.add(brass, cyl(0.004, 0.004, 0.014, 8), { at: [wheelR * 0.6, 0, z], rot: [Math.PI / 2, 0, 0] });
    }
    axles.push(w.group(`axle-${i + 1}`, { at: [x, wheelR, 0] }));
  });
  const root = assemble(body.group('locomotive'), ...axles);
  animate(
    root,
    '车轮转动',
    2,
    axles.map((axle) => spinTrack(axle, [0, 0, 1], -2, 2)),
  );
  return root;
}

// ---- military ---------------------------------------------------------------------------------------------------

function radarTrailer(rng: Rng): THREE.Object3D {
  const body = new Parts();
  const camo = finish('迷彩涂装', 0xffffff, 0.8, 0.1, { map: camouflage(rng, [0x5b6239, 0x3d4426, 0x7c7450, 0x2b2a22]) });
  body.projectUv(camo, 2.5);
  const olive = metal.painted(0x4b5320, '橄榄绿漆');
  const wheels: WheelStyle = { tyre: rubber(), rim: olive, spokes: 0 };
  for (const x of [-1.4, 1.4]) for (const z of [-1.05, 1.05]) addWheel(body, wheels, [x, 0.5, z], 0.5, 0.35, 0.3);
  body.add(olive, rbox(4.6, 0.25, 2.3, 0.04, 2), { at: [0, 0.95, 0] });
  body.add(olive, rod([2.3, 0.9, 0], [3.3, 0.7, 0], 0.06, 10));
  body.add(camo, rbox(2.2, 1.6, 2.2, 0.05, 2), { at: [-1.0, 1.9, 0] });
  body.add(metal.black(), rbox(0.5, 0.9, 0.05, 0.02, 2), { at: [-1.0, 1.8, 1.11] });
  for (const [x, z] of [
    [-2.1, -1.2],
    [-2.1, 1.2],
    [2.1, -1.2],
    [2.1, 1.2],
  ] as const)
    body.add(olive, rod([x, 0.95, z * 0.9], [x, 0.05, z], 0.05, 8));
  body.add(olive, cyl(0.3, 0.4, 0.8, 24), { at: [1.0, 1.45, 0] });
  // Rotating planar array on the turntable, tilted back like a search radar.
  const head = new Parts();
  head.add(olive, cyl(0.45, 0.45, 0.12, 32));
  head.add(olive, rod([0, 0.05, 0], [0, 0.75, -0.15], 0.08, 10));
  const panel = finish('天线阵面', 0x565c3e, 0.6, 0.2);
  head.add(panel, rbox(3.2, 1.6, 0.16, 0.03, 2), { at: [0, 1.4, -0.1], rot: [-0.3, 0, 0] });
  // Radiating elements laid out in the tilted panel's own plane (up and normal of a -0.3 rad tilt).
  const element = finish('辐射单元', 0x2f3322, 0.5, 0.3);
  const [upY, upZ, nY, nZ] = [Math.cos(0.3), -Math.sin(0.3), Math.sin(0.3), Math.cos(0.3)];
  for (let i = 0; i < 8; i++) {
    for (let j = 0; j < 4; j++) {
      const s = -0.57 + j * 0.38;
      head.add(element, box(0.3, 0.3, 0.03), {
        at: [-1.4 + i * 0.4, 1.4 + upY * s + nY * 0.09, -0.1 + upZ * s + nZ * 0.09],
        rot: [-0.3, 0, 0],
      });
    }
  }
  const headGroup = head.group('radar-head', { at: [1.0, 1.9, 0] });
  const root = assemble(body.group('radar-trailer'), headGroup);
  animate(root, '雷达旋转', 6, [spinTrack(headGroup, [0, 1, 0], 1, 6)]);
  return root;
}

function armouredCar(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const camo = finish('迷彩涂装', 0xffffff, 0.8, 0.1, { map: camouflage(rng, [0x6b6a45, 0x4a4a2e, 0x8b8356, 0x2e2d22]) });
  p.projectUv(camo, 3);
  const dark = metal.painted(0x33352a, '深色装甲');
  // Hull: side profile with a sloped glacis, extruded across the width.
  const hull = polygonShape([
    [-3.7, 0.55],
    [3.2, 0.55],
    [3.9, 1.2],
    [3.5, 1.55],
    [2.0, 2.0],
    [-3.6, 2.0],
    [-3.8, 1.7],
  ]);
  p.add(camo, extrude(hull, 2.6, { bevel: 0.06, bevelSegments: 1 }));
  const wheels: WheelStyle = { tyre: rubber(0x1f1f1f), rim: dark, spokes: 0 };
  for (const x of [-2.6, -1.3, 1.1, 2.4]) for (const z of [-1.2, 1.2]) addWheel(p, wheels, [x, 0.6, z], 0.6, 0.45, 0.3);
  for (const z of [-1.33, 1.33]) p.add(dark, rbox(7.0, 0.12, 0.3, 0.02, 1), { at: [-0.1, 1.3, z] });
  // Turret with its cannon, hatches and smoke dischargers.
  p.add(
    camo,
    faceted(
      lathe(
        [
          [0, 0],
          [1.15, 0],
          [1.25, 0.3],
          [1.0, 0.65],
          [0, 0.65],
        ],
        6,
      ),
    ),
    { at: [-0.4, 2.0, 0] },
  );
  p.add(dark, rbox(0.4, 0.4, 0.6, 0.04, 2), { at: [0.75, 2.35, 0] });
  p.add(dark, cyl(0.09, 0.11, 3.2, 16), { at: [2.5, 2.35, 0], rot: [0, 0, Math.PI / 2] });
  p.add(dark, cyl(0.14, 0.14, 0.35, 16), { at: [4.0, 2.35, 0], rot: [0, 0, Math.PI / 2] });
  for (const [x, z] of [
    [-0.7, 0.35],
    [-0.3, -0.45],
  ] as const)
    p.add(dark, cyl(0.28, 0.3, 0.12, 24), { at: [x, 2.7, z] });
  for (const z of [-0.95, 0.95])
    for (let i = 0; i < 3; i++) p.add(dark, cyl(0.06, 0.06, 0.3, 12), { at: [0.2, 2.45 + i * 0.12, z], rot: [0, 0, 0.7] });
  p.add(dark, rod([-1.0, 2.65, -0.6], [-1.2, 4.1, -0.6], 0.02, 6));
  for (const z of [-0.9, 0.9])
    p.add(glow(0xf4e7b0), cyl(0.1, 0.1, 0.05, 16), { at: [3.62, 1.5, z], rot: [0, 0, Math.PI / 2 - 0.6] });
  return p.group('armoured-car');
}

// ---- drone ---------------------------------------------------------------------------------------------------------

function quadcopter(rng: Rng, shellColor: number): THREE.Object3D {
  const body = new Parts();
  const shell = plastic(shellColor, '机身');
  const dark = plastic(0x2b2d30, '深灰');
  body.add(shell, rbox(0.2, 0.06, 0.12, 0.025, 3), { at: [0, 0.09, 0] });
  body.add(dark, rbox(0.14, 0.02, 0.09, 0.008, 2), { at: [0, 0.128, 0] });
  const motors: Vec3[] = [];
  for (const [sx, sz] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const) {
    const tip: Vec3 = [sx * 0.17, 0.1, sz * 0.17];
    motors.push(tip);
    body.add(shell, rod([sx * 0.05, 0.09, sz * 0.03], tip, 0.012, 10));
    body.add(dark, cyl(0.02, 0.022, 0.03, 20), { at: [tip[0], tip[1] + 0.012, tip[2]] });
    body.add(shell, rod([tip[0] * 0.95, 0.09, tip[2] * 0.95], [tip[0] * 1.05, 0.005, tip[2] * 1.05], 0.005, 8));
  }
  body.add(dark, sphere(0.025, 20, 14), { at: [0.1, 0.045, 0] });
  body.add(glass(0x20303a), cyl(0.012, 0.012, 0.01, 16), { at: [0.122, 0.045, 0], rot: [0, 0, Math.PI / 2] });
  body.add(glow(0x3fe06a), sphere(0.006, 8, 6), { at: [0.1, 0.1, 0.06] });
  body.add(glow(0xe04040), sphere(0.006, 8, 6), { at: [0.1, 0.1, -0.06] });
  const props: THREE.Group[] = [];
  motors.forEach((m, i) => {
    const prop = new Parts();
    const blade = plastic(0xd8dadc, '桨叶');
    prop.add(dark, cyl(0.008, 0.008, 0.012, 12));
    for (const side of [0, Math.PI]) {
      const geometry = rbox(0.12, 0.003, 0.022, 0.0014, 1);
      geometry.translate(0.06, 0, 0);
      geometry.rotateX(0.2);
      prop.add(blade, geometry, { rot: [0, side, 0] });
    }
    props.push(prop.group(`propeller-${i + 1}`, { at: [m[0], m[1] + 0.032, m[2]], rot: [0, rng() * Math.PI, 0] }));
  });
  const root = assemble(body.group('drone'), ...props);
  animate(
    root,
    '螺旋桨转动',
    0.6,
    props.map((prop, i) => spinTrack(prop, [0, 1, 0], i % 3 === 0 ? 6 : -6, 0.6)),
  );
  return root;
}

// ---- catalogue -------------------------------------------------------------------------------------------------------

export const VEHICLES: DemoModel[] = [
  demo(
    {
      slug: 'vintage-roadster-car',
      title: '复古老爷车',
      description: '上世纪三十年代风格老爷车，酒红车身、黑色翼子板、镀铬散热格栅与白边辐条轮胎，附备胎与帆布车篷。',
      type: '交通工具',
      trade: '其他',
      tags: ['老爷车', '复古', '汽车', '经典车'],
      priceFen: 9900,
    },
    (rng) => vintageCar(rng, 0x8a1c22),
  ),
  demo(
    {
      slug: 'city-step-through-bike',
      title: '复古通勤自行车',
      description: '薄荷绿低跨车架城市自行车，32 辐车轮、后掠把手、棕色皮座与车前藤编车筐，链条与牙盘细节完整。',
      type: '交通工具',
      trade: '日用百货',
      tags: ['自行车', '单车', '通勤', '复古'],
      priceFen: 2900,
    },
    () => cityBike(0x8cc7b5),
  ),
  demo(
    {
      slug: 'toy-steam-locomotive',
      title: '蒸汽小火车玩具',
      description: '桌面尺寸的复古蒸汽机车玩具，绿色锅炉、黄铜汽包与红色车轮，附车轮转动动画。',
      type: '交通工具',
      trade: '游戏动漫',
      tags: ['小火车', '蒸汽机车', '玩具', '动画'],
      priceFen: 0,
    },
    () => toyLocomotive(),
  ),
  demo(
    {
      slug: 'mobile-radar-trailer',
      title: '车载相控阵雷达',
      description: '四轮拖车搭载的平面相控阵搜索雷达，林地迷彩涂装方舱，天线阵面附 360° 旋转动画。',
      type: '交通工具',
      trade: '军工',
      tags: ['雷达', '军工', '迷彩', '动画', '装备'],
      priceFen: 19900,
    },
    (rng) => radarTrailer(rng),
  ),
  demo(
    {
      slug: 'armoured-car-8x8',
      title: '8×8 轮式装甲车',
      description: '八轮式装甲车模型，倾斜首上装甲、六角炮塔与主炮、烟幕弹发射器与天线，迷彩贴图。',
      type: '交通工具',
      trade: '军工',
      tags: ['装甲车', '军工', '轮式', '迷彩'],
      priceFen: 14900,
    },
    (rng) => armouredCar(rng),
  ),
  demo(
    {
      slug: 'quadcopter-drone',
      title: '航拍四旋翼无人机',
      description: '消费级四旋翼航拍无人机，云台相机与导航灯，附四个螺旋桨高速旋转动画。',
      type: '交通工具',
      trade: '其他',
      tags: ['无人机', '航拍', '四旋翼', '动画'],
      priceFen: 1990,
    },
    (rng) => quadcopter(rng, 0xeceeef),
  ),
];
