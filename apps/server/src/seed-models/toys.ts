import * as THREE from 'three';
import { angleTrack, animate, hingeTrack, spinTrack, swingTrack } from './anim.js';
import { demo, type DemoModel } from './catalog.js';
import {
  assemble,
  box,
  cyl,
  extrude,
  faceted,
  lathe,
  Parts,
  polygonShape,
  rbox,
  rod,
  roundedRect,
  smooth,
  sphere,
  torus,
  tube,
  type Profile,
  type Vec3,
} from './kit.js';
import { clear, finish, glow, metal, plastic, wood } from './materials.js';
import { between, intBetween, pick, type Rng } from './random.js';
import { checker, woodGrain } from './textures.js';

/** Toys, desk toys and game props; the animated ones spin, rock, swing or open. */

/** Points of a circular arc in the lathe plane, for round heads and collars. */
function arc(cx: number, cy: number, r: number, from: number, to: number, n = 8): [number, number][] {
  return Array.from({ length: n + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / n;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
  });
}

// ---- spinning top ----------------------------------------------------------------------------------------

function spinningTop(rng: Rng): THREE.Object3D {
  const colors = [0xd6452f, 0xf2b631, 0x2f7fc1, 0x3b9b5f].map((c) => finish('彩漆', c, 0.35, 0));
  const body = wood(0xe3c08d);
  const p = new Parts();
  const h = 0.075;
  const outline = smooth(
    [
      [0.001, 0],
      [0.012, 0.01],
      [0.032, 0.03],
      [0.04, 0.042],
      [0.036, 0.05],
      [0.012, 0.054],
    ],
    40,
  );
  // Paint the widest part in stripes: consecutive slices of the profile, each its own lathe.
  const bands = intBetween(rng, 3, 4);
  const start = 14;
  const per = Math.floor((outline.length - start - 6) / bands);
  p.add(body, lathe(outline.slice(0, start + 1), 48));
  for (let b = 0; b < bands; b++)
    p.add(colors[b % colors.length] ?? body, lathe(outline.slice(start + b * per, start + (b + 1) * per + 1), 48));
  p.add(body, lathe(outline.slice(start + bands * per), 48));
  // Twirling stem with a flat grip knob.
  p.add(
    body,
    lathe(
      [
        [0.012, 0.054],
        [0.0045, 0.056],
        [0.0035, h - 0.01],
        [0.007, h - 0.008],
        [0.0075, h - 0.004],
        [0.006, h - 0.002],
        [0, h - 0.0015],
      ],
      24,
      0.8,
    ),
  );
  // Spins fast about its own tilted axis while the axis precesses slowly.
  const spin = p.group('top-spin', { rot: [0, 0, 0.14] });
  const precess = assemble(spin);
  precess.name = 'top-precess';
  const root = assemble(precess);
  animate(root, '陀螺旋转', 4, [spinTrack(spin, [0, 1, 0], 16, 4), spinTrack(precess, [0, 1, 0], 1, 4)]);
  return root;
}

// ---- chess ----------------------------------------------------------------------------------------------

type Piece = 'pawn' | 'rook' | 'knight' | 'bishop' | 'queen' | 'king';

/** Lathe profiles of Staunton pieces, in units of the king's height. */
const PIECE_PROFILES: Record<Exclude<Piece, 'knight'>, Profile> = {
  pawn: [
    [0, 0],
    [0.2, 0],
    [0.2, 0.04],
    [0.16, 0.07],
    [0.12, 0.09],
    [0.08, 0.25],
    [0.12, 0.29],
    [0.06, 0.31],
    ...arc(0, 0.4, 0.1, -Math.PI / 2 + 0.6, Math.PI / 2),
  ],
  rook: [
    [0, 0],
    [0.22, 0],
    [0.22, 0.05],
    [0.17, 0.09],
    [0.12, 0.12],
    [0.11, 0.35],
    [0.15, 0.38],
    [0.15, 0.5],
    [0.11, 0.5],
    [0.11, 0.46],
    [0, 0.46],
  ],
  bishop: [
    [0, 0],
    [0.21, 0],
    [0.21, 0.05],
    [0.16, 0.08],
    [0.11, 0.11],
    [0.07, 0.42],
    [0.13, 0.45],
    [0.06, 0.48],
    ...arc(0, 0.6, 0.11, -Math.PI / 2 + 0.4, Math.PI / 2 - 0.2, 10),
    [0.03, 0.72],
    ...arc(0, 0.745, 0.03, -Math.PI / 2, Math.PI / 2, 6),
  ],
  queen: [
    [0, 0],
    [0.23, 0],
    [0.23, 0.05],
    [0.18, 0.09],
    [0.12, 0.12],
    [0.075, 0.55],
    [0.15, 0.6],
    [0.08, 0.63],
    [0.13, 0.8],
    [0.09, 0.82],
    [0.05, 0.84],
    ...arc(0, 0.87, 0.045, -Math.PI / 2 + 0.3, Math.PI / 2, 6),
  ],
  king: [
    [0, 0],
    [0.24, 0],
    [0.24, 0.05],
    [0.19, 0.09],
    [0.13, 0.12],
    [0.08, 0.6],
    [0.16, 0.64],
    [0.09, 0.67],
    [0.14, 0.82],
    [0.1, 0.85],
    [0, 0.86],
  ],
};

function addPiece(p: Parts, m: THREE.Material, piece: Piece, at: Vec3, size: number, facing: number): void {
  if (piece === 'knight') {
    p.add(
      m,
      lathe(
        PIECE_PROFILES.pawn
          .slice(0, 6)
          .map(([r, y]) => [r * 1.1, y] as const)
          .concat([[0, 0.09]]),
        32,
      ),
      { at, scale: size },
    );
    // Horse head: a bevelled silhouette, turned to look along `facing`.
    const head = polygonShape([
      [-0.12, 0.08],
      [0.13, 0.08],
      [0.12, 0.3],
      [0.2, 0.45],
      [0.2, 0.53],
      [0.1, 0.57],
      [0.02, 0.7],
      [-0.04, 0.67],
      [-0.14, 0.55],
      [-0.16, 0.35],
    ]);
    p.add(m, extrude(head, 0.15, { bevel: 0.03, bevelSegments: 2 }), { at, rot: [0, facing, 0], scale: size });
    return;
  }
  p.add(m, lathe(PIECE_PROFILES[piece], 28, 0.7), { at, scale: size });
  const [x, y, z] = at;
  if (piece === 'rook') {
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      p.add(m, box(0.07 * size, 0.07 * size, 0.05 * size), {
        at: [x + Math.cos(a) * 0.13 * size, y + 0.53 * size, z + Math.sin(a) * 0.13 * size],
        rot: [0, -a, 0],
      });
    }
  } else if (piece === 'king') {
    p.add(m, box(0.05 * size, 0.16 * size, 0.05 * size), { at: [x, y + 0.93 * size, z] });
    p.add(m, box(0.14 * size, 0.05 * size, 0.05 * size), { at: [x, y + 0.95 * size, z] });
  } else if (piece === 'queen') {
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      p.add(m, sphere(0.025 * size, 8, 6), {
        at: [x + Math.cos(a) * 0.12 * size, y + 0.81 * size, z + Math.sin(a) * 0.12 * size],
      });
    }
  }
}

function chessSet(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const square = 0.05;
  const board = finish('棋盘', 0xffffff, 0.35, 0, { map: checker(0xead7b5, 0x6b4429, 8) });
  p.projectUv(board, square * 8);
  p.add(wood(0x4a2c1a), rbox(square * 8 + 0.04, 0.02, square * 8 + 0.04, 0.004, 2), { at: [0, 0.01, 0] });
  p.add(board, box(square * 8, 0.002, square * 8), { at: [0, 0.021, 0] });
  const white = finish('白棋', 0xf1e6cf, 0.3, 0);
  const black = finish('黑棋', 0x2a211c, 0.3, 0);
  const cell = (file: number, rank: number): Vec3 => [(file - 3.5) * square, 0.022, (3.5 - rank) * square];
  // A position from the middle game: white nearest the viewer, black beyond.
  const setup: [Piece, number, number, THREE.Material][] = [
    ['king', 6, 0, white],
    ['rook', 5, 0, white],
    ['queen', 3, 2, white],
    ['knight', 5, 2, white],
    ['bishop', 2, 3, white],
    ['pawn', 4, 3, white],
    ['pawn', 5, 1, white],
    ['pawn', 6, 1, white],
    ['pawn', 7, 2, white],
    ['king', 4, 7, black],
    ['queen', 3, 6, black],
    ['rook', 0, 7, black],
    ['bishop', 6, 5, black],
    ['knight', 2, 5, black],
    ['pawn', 4, 4, black],
    ['pawn', 1, 6, black],
    ['pawn', 5, 6, black],
  ];
  const size = 0.085;
  for (const [piece, file, rank, m] of setup)
    addPiece(
      p,
      m,
      piece,
      cell(file, rank),
      piece === 'pawn' ? size * 0.95 : size,
      m === white ? Math.PI / 2 + between(rng, -0.3, 0.3) : -Math.PI / 2,
    );
  return p.group('chess');
}

// ---- rocking horse ----------------------------------------------------------------------------------------

function rockingHorse(coat: number): THREE.Object3D {
  const p = new Parts();
  const frame = wood(0xc89a63);
  const paint = finish('木马彩漆', coat, 0.45, 0);
  const mane = finish('鬃毛', 0x4a2e1e, 0.8, 0);
  const saddle = finish('鞍座', 0xb22a2a, 0.5, 0);
  const R = 0.9;
  // Rockers: annular arcs in the XY plane (the horse faces +X), one each side.
  const rocker = new THREE.Shape();
  const half = 0.42;
  rocker.absarc(0, R, R, -Math.PI / 2 - half, -Math.PI / 2 + half, false);
  rocker.absarc(0, R, R - 0.035, -Math.PI / 2 + half, -Math.PI / 2 - half, true);
  for (const z of [-0.13, 0.13]) p.add(frame, extrude(rocker, 0.03, { bevel: 0.005 }), { at: [0, 0, z] });
  for (const x of [-0.25, 0.25])
    p.add(frame, rbox(0.05, 0.025, 0.3, 0.006, 2), { at: [x, R - Math.sqrt(R * R - x * x) + 0.03, 0] });
  const bodyY = 0.42;
  for (const [x, z] of [
    [-0.17, -0.06],
    [-0.17, 0.06],
    [0.17, -0.06],
    [0.17, 0.06],
  ] as const) {
    const footY = R - Math.sqrt(R * R - x * 1.3 * (x * 1.3)) + 0.04;
    p.add(paint, rod([x * 1.3, footY, z * 1.9], [x, bodyY, z], 0.022, 14));
  }
  p.add(paint, new THREE.CapsuleGeometry(0.1, 0.26, 8, 24).rotateZ(Math.PI / 2), {
    at: [0, bodyY + 0.02, 0],
    scale: [1, 0.95, 0.85],
  });
  p.add(paint, new THREE.CapsuleGeometry(0.055, 0.16, 8, 16), { at: [0.2, bodyY + 0.15, 0], rot: [0, 0, -0.6] });
  p.add(paint, new THREE.CapsuleGeometry(0.055, 0.11, 8, 16), { at: [0.3, bodyY + 0.24, 0], rot: [0, 0, 1.1] });
  for (const z of [-0.03, 0.03])
    p.add(paint, new THREE.ConeGeometry(0.016, 0.05, 12), { at: [0.23, bodyY + 0.33, z], rot: [0, 0, 0.2] });
  for (const z of [-0.05, 0.05]) p.add(finish('眼睛', 0x111111, 0.2, 0), sphere(0.01, 12, 8), { at: [0.3, bodyY + 0.27, z] });
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    p.add(mane, sphere(0.024, 10, 8), { at: [0.2 - t * 0.1 + 0.02, bodyY + 0.31 - t * 0.2, 0], scale: [0.8, 1, 0.6] });
  }
  p.add(
    mane,
    tube(
      [
        [-0.22, bodyY + 0.06, 0],
        [-0.3, bodyY, 0],
        [-0.33, bodyY - 0.12, 0],
      ],
      0.02,
      { segments: 16, radial: 10, endRadius: 0.008 },
    ),
  );
  p.add(saddle, rbox(0.16, 0.03, 0.2, 0.012, 3), { at: [-0.02, bodyY + 0.11, 0] });
  p.add(metal.brass(), rod([0.23, bodyY + 0.2, -0.09], [0.23, bodyY + 0.2, 0.09], 0.01, 12));
  const rocking = p.group('horse-rock', { at: [0, -R, 0] });
  const pivot = assemble(rocking);
  pivot.name = 'horse-pivot';
  pivot.position.y = R;
  const root = assemble(pivot);
  animate(root, '摇摆', 2.4, [swingTrack(pivot, [0, 0, 1], 0.16, 2.4)]);
  return root;
}

// ---- treasure chest -------------------------------------------------------------------------------------------

function treasureChest(rng: Rng): THREE.Object3D {
  const w = 0.6;
  const d = 0.38;
  const h = 0.3;
  const planks = wood(0xffffff, woodGrain(rng, 0x9a6a3c, 0x5e3b1f));
  const iron = finish('铁箍', 0x3d3d40, 0.5, 0.8);
  const gold = metal.gold();
  const body = new Parts().projectUv(planks, 0.6);
  // Box of horizontal planks with an open top, then iron bands and corner caps.
  for (let i = 0; i < 3; i++) {
    const y = 0.02 + (i + 0.5) * ((h - 0.02) / 3);
    const ph = (h - 0.02) / 3 - 0.004;
    body.add(planks, rbox(w, ph, 0.02, 0.004, 1), { at: [0, y, d / 2 - 0.01] });
    body.add(planks, rbox(w, ph, 0.02, 0.004, 1), { at: [0, y, -d / 2 + 0.01] });
    body.add(planks, rbox(0.02, ph, d - 0.04, 0.004, 1), { at: [w / 2 - 0.01, y, 0] });
    body.add(planks, rbox(0.02, ph, d - 0.04, 0.004, 1), { at: [-w / 2 + 0.01, y, 0] });
  }
  body.add(planks, box(w - 0.04, 0.02, d - 0.04), { at: [0, 0.01 + 0.02, 0] });
  for (const x of [-w / 2 + 0.1, w / 2 - 0.1]) body.add(iron, rbox(0.04, h, d + 0.012, 0.003, 1), { at: [x, h / 2, 0] });
  body.add(gold, rbox(0.07, 0.09, 0.012, 0.006, 2), { at: [0, h - 0.06, d / 2 + 0.006] });
  body.add(finish('锁孔', 0x1a1a1a, 0.6, 0), rbox(0.012, 0.03, 0.004, 0.004, 1), { at: [0, h - 0.065, d / 2 + 0.013] });
  // The hoard inside: a mound of coins and a few gems.
  const coins = 70;
  for (let i = 0; i < coins; i++) {
    const r = Math.sqrt(rng()) * 0.8;
    const a = rng() * Math.PI * 2;
    const x = Math.cos(a) * r * (w / 2 - 0.05);
    const z = Math.sin(a) * r * (d / 2 - 0.05);
    const y = h - 0.035 + (1 - r * r) * 0.06 + rng() * 0.01;
    body.add(gold, cyl(0.018, 0.018, 0.004, 20), { at: [x, y, z], rot: [between(rng, -0.5, 0.5), 0, between(rng, -0.5, 0.5)] });
  }
  for (const c of [0xd01c3a, 0x1f5fd0, 0x1c9a55])
    body.add(clear('宝石', c, 1.77), faceted(new THREE.OctahedronGeometry(0.02, 0)), {
      at: [between(rng, -0.15, 0.15), h + 0.03, between(rng, -0.08, 0.08)],
      rot: [rng(), rng(), rng()],
    });
  // Lid: a half-cylinder vault hinged along the back edge.
  const lidParts = new Parts().projectUv(planks, 0.6);
  // Cylinder theta 0..π is the x ≥ 0 half; turned about Z that half becomes the upper one, axis along X.
  const halfTube = (r: number, len: number, open: boolean) =>
    new THREE.CylinderGeometry(r, r, len, 32, 1, open, 0, Math.PI).rotateZ(Math.PI / 2);
  lidParts.add(planks, halfTube(d / 2, w, true), { at: [0, 0, d / 2] });
  for (const side of [-1, 1])
    lidParts.add(planks, new THREE.CircleGeometry(d / 2, 32, 0, Math.PI).rotateY((side * Math.PI) / 2), {
      at: [(side * w) / 2, 0, d / 2],
    });
  for (const x of [-w / 2 + 0.1, w / 2 - 0.1]) lidParts.add(iron, halfTube(d / 2 + 0.006, 0.04, false), { at: [x, 0, d / 2] });
  lidParts.add(gold, rbox(0.05, 0.06, 0.012, 0.006, 2), { at: [0, -0.0, d + 0.006] });
  const lid = lidParts.group('chest-lid', { at: [0, h, -d / 2] });
  const root = assemble(body.group('chest'), lid);
  animate(root, '开箱', 4, [hingeTrack(lid, [1, 0, 0], -1.9, 4)]);
  return root;
}

// ---- crystal ball, robot, Newton's cradle, blocks ------------------------------------------------------------

function crystalBall(tint: number): THREE.Object3D {
  const p = new Parts();
  const base = wood(0x6a4428);
  const brass = metal.brass();
  p.add(
    base,
    lathe(
      [
        [0, 0],
        [0.075, 0],
        [0.078, 0.008],
        [0.07, 0.016],
        [0.05, 0.024],
        [0.042, 0.045],
        [0.05, 0.055],
        [0.05, 0.06],
        [0, 0.06],
      ],
      64,
      0.7,
    ),
  );
  const r = 0.07;
  const centre: Vec3 = [0, 0.06 + r * 0.85, 0];
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI * 2) / 3;
    const pt = (rr: number, y: number): Vec3 => [Math.cos(a) * rr, y, Math.sin(a) * rr];
    p.add(
      brass,
      tube([pt(0.045, 0.055), pt(0.075, 0.08), pt(r * 0.95, centre[1] - r * 0.2), pt(r * 0.78, centre[1] + r * 0.35)], 0.005, {
        segments: 24,
        radial: 8,
        endRadius: 0.002,
      }),
    );
  }
  p.add(clear('水晶', tint, 1.5, 0.35), sphere(r, 48, 32), { at: centre });
  const core = new Parts();
  const crystal = faceted(new THREE.OctahedronGeometry(0.028, 0));
  crystal.scale(0.7, 1.3, 0.7);
  core.add(glow(tint), crystal);
  const inner = core.group('crystal-core', { at: centre });
  const root = assemble(p.group('crystal-ball'), inner);
  animate(root, '水晶旋转', 6, [spinTrack(inner, [0, 1, 0], 1, 6)]);
  return root;
}

function cartoonRobot(shell: number, accent: number): THREE.Object3D {
  const p = new Parts();
  const white = plastic(shell, '外壳');
  const trim = plastic(accent, '点缀色');
  const dark = finish('屏幕', 0x15191f, 0.15, 0);
  const eye = glow(0x45e0ff);
  const legH = 0.05;
  for (const x of [-0.045, 0.045]) {
    p.add(trim, rbox(0.06, 0.03, 0.09, 0.012, 3), { at: [x, 0.015, 0.01] });
    p.add(white, cyl(0.02, 0.022, legH, 20), { at: [x, 0.03 + legH / 2, 0] });
  }
  const bodyY = 0.03 + legH;
  p.add(white, rbox(0.17, 0.15, 0.12, 0.04, 4), { at: [0, bodyY + 0.075, 0] });
  p.add(trim, cyl(0.025, 0.025, 0.012, 32), { at: [0, bodyY + 0.08, 0.062], rot: [Math.PI / 2, 0, 0] });
  p.add(glow(0xff9a3d), cyl(0.012, 0.012, 0.014, 24), { at: [0, bodyY + 0.08, 0.063], rot: [Math.PI / 2, 0, 0] });
  for (const side of [-1, 1]) {
    p.add(trim, sphere(0.022, 16, 12), { at: [side * 0.095, bodyY + 0.12, 0] });
    p.add(white, new THREE.CapsuleGeometry(0.018, 0.07, 6, 16), {
      at: [side * 0.11, bodyY + 0.07, 0.01],
      rot: [0.3, 0, side * 0.25],
    });
    p.add(trim, torus(0.02, 0.007, 8, 20, Math.PI * 1.4), {
      at: [side * 0.125, bodyY + 0.01, 0.035],
      rot: [Math.PI / 2, 0, Math.PI * 0.8],
    });
  }
  const headY = bodyY + 0.15 + 0.01;
  p.add(white, cyl(0.02, 0.025, 0.02, 20), { at: [0, headY, 0] });
  p.add(white, rbox(0.2, 0.13, 0.13, 0.045, 4), { at: [0, headY + 0.075, 0] });
  p.add(dark, rbox(0.16, 0.085, 0.02, 0.025, 3), { at: [0, headY + 0.075, 0.058] });
  for (const x of [-0.035, 0.035]) p.add(eye, sphere(0.014, 16, 10), { at: [x, headY + 0.08, 0.066], scale: [1, 1.2, 0.4] });
  for (const side of [-1, 1])
    p.add(trim, cyl(0.02, 0.02, 0.02, 24), { at: [side * 0.105, headY + 0.075, 0], rot: [0, 0, Math.PI / 2] });
  p.add(white, rod([0, headY + 0.14, 0], [0.02, headY + 0.2, 0], 0.004, 8));
  p.add(trim, sphere(0.014, 16, 10), { at: [0.02, headY + 0.205, 0] });
  return p.group('robot');
}

function newtonsCradle(): THREE.Object3D {
  const base = new Parts();
  const chrome = metal.chrome();
  const baseMat = finish('钢琴漆底座', 0x151515, 0.2, 0);
  const w = 0.2;
  const depth = 0.1;
  const top = 0.17;
  base.add(baseMat, rbox(w + 0.04, 0.02, depth + 0.04, 0.006, 2), { at: [0, 0.01, 0] });
  for (const z of [-depth / 2, depth / 2]) {
    base.add(
      chrome,
      tube(
        [
          [-w / 2, 0.02, z],
          [-w / 2, top - 0.01, z],
          [-w / 2 + 0.01, top, z],
          [w / 2 - 0.01, top, z],
          [w / 2, top - 0.01, z],
          [w / 2, 0.02, z],
        ],
        0.003,
        { segments: 64, radial: 8, tension: 0.05 },
      ),
    );
  }
  const ballR = 0.0125;
  const drop = 0.11;
  const string = finish('吊线', 0x222222, 0.8, 0);
  const balls: THREE.Group[] = [];
  for (let i = 0; i < 5; i++) {
    const x = (i - 2) * ballR * 2.02;
    const ball = new Parts();
    ball.add(chrome, sphere(ballR, 32, 20), { at: [0, -drop, 0] });
    ball.add(chrome, cyl(0.002, 0.002, 0.004, 8), { at: [0, -drop + ballR + 0.001, 0] });
    for (const z of [-depth / 2, depth / 2]) ball.add(string, rod([0, -drop + ballR + 0.002, 0], [0, 0, z], 0.0005, 4));
    balls.push(ball.group(`ball-${i + 1}`, { at: [x, top, 0] }));
  }
  const root = assemble(base.group('cradle-frame'), ...balls);
  const [first, , , , last] = balls;
  if (!first || !last) throw new Error('cradle needs five balls');
  const swing = 0.5;
  // The end balls take turns: the left one swings out and back, strikes, then the right one goes.
  animate(root, '碰撞摆动', 1.4, [
    angleTrack(first, [0, 0, 1], 1.4, (f) => (f < 0.5 ? -swing * Math.sin(f * Math.PI * 2) : 0)),
    angleTrack(last, [0, 0, 1], 1.4, (f) => (f < 0.5 ? 0 : -swing * Math.sin(f * Math.PI * 2))),
  ]);
  return root;
}

function blockCastle(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const [red, yellow, blue, green] = [
    plastic(0xd93b30, '积木'),
    plastic(0xf2c12e, '积木'),
    plastic(0x2b7bd6, '积木'),
    plastic(0x3aa65a, '积木'),
  ] as const;
  const colors = [red, yellow, blue, green, plastic(0xf08a24, '积木')];
  const natural = wood(0xe6c796);
  const u = 0.03;
  p.add(plastic(0x3aa65a, '底板'), rbox(u * 12, u * 0.4, u * 8, 0.004, 2), { at: [0, u * 0.2, 0] });
  const base = u * 0.4;
  // Two towers with cone roofs, a gate with an arch between, walls and merlons.
  for (const side of [-1, 1]) {
    const x = side * u * 4.2;
    for (let level = 0; level < 3; level++)
      p.add(level % 2 === 0 ? natural : pick(rng, colors), cyl(u, u, u * 1.2, 32), {
        at: [x, base + u * 0.6 + level * u * 1.2, 0],
      });
    p.add(red, new THREE.ConeGeometry(u * 1.25, u * 2, 32), { at: [x, base + u * 3.6 + u, 0] });
    p.add(yellow, sphere(u * 0.25, 12, 8), { at: [x, base + u * 5.7, 0] });
  }
  const gate = roundedRect(u * 4, u * 3, 0.002);
  const hole = new THREE.Path();
  hole.moveTo(-u * 0.8, -u * 1.5 + 0.0001);
  hole.lineTo(u * 0.8, -u * 1.5 + 0.0001);
  hole.lineTo(u * 0.8, 0);
  hole.absarc(0, 0, u * 0.8, 0, Math.PI, false);
  hole.lineTo(-u * 0.8, -u * 1.5 + 0.0001);
  gate.holes.push(hole);
  p.add(blue, extrude(gate, u, { bevel: 0.002 }), { at: [0, base + u * 1.5, 0] });
  for (const side of [-1, 1]) p.add(natural, rbox(u * 1.2, u * 2, u, 0.002, 1), { at: [side * u * 2.6, base + u, 0] });
  for (let i = 0; i < 5; i++)
    p.add(pick(rng, colors), rbox(u * 0.6, u * 0.6, u, 0.002, 1), { at: [(i - 2) * u * 0.85, base + u * 3.3, 0] });
  p.add(green, new THREE.CylinderGeometry(u * 0.9, u * 0.9, u, 3), {
    at: [0, base + u * 4.05, 0],
    rot: [Math.PI / 2, 0, Math.PI / 2],
  });
  // A few loose blocks in front.
  for (let i = 0; i < 4; i++)
    p.add(pick(rng, colors), rbox(u, u, u, 0.002, 1), {
      at: [between(rng, -u * 4, u * 4), base + u / 2, u * between(rng, 2, 3.3)],
      rot: [0, rng() * Math.PI, 0],
    });
  return p.group('castle');
}

// ---- catalogue ---------------------------------------------------------------------------------------------------

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
