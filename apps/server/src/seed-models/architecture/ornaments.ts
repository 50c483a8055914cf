import * as THREE from 'three';
import { animate, spinTrack } from '../anim.js';
import { assemble, box, cyl, extrude, lathe, Parts, rbox, smooth, sphere, torus, tube, type Vec3 } from '../kit.js';
import { finish, glass, glow, metal, stone, wood } from '../materials.js';
import { between, type Rng } from '../random.js';
import { marble } from '../textures.js';
import { polygonal, polygonCorners, roofProfile } from './polygonal.js';

/** Garden ornaments: a column, a fountain, a stone lantern and a windmill. */

export function corinthianColumn(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const marbleMat = stone(0xffffff, marble(rng, 0xf1efe9, 0xb4b0a6));
  p.projectUv(marbleMat, 0.8);
  const height = 4.2;
  const r = 0.3;
  p.add(marbleMat, rbox(0.9, 0.25, 0.9, 0.02, 1), { at: [0, 0.125, 0] });
  p.add(
    marbleMat,
    lathe(
      [
        [0, 0.25],
        [0.42, 0.25],
        [0.42, 0.3],
        ...smooth(
          [
            [0.41, 0.3],
            [0.44, 0.36],
            [0.4, 0.42],
          ],
          8,
        ),
        [0.36, 0.44],
        ...smooth(
          [
            [0.36, 0.46],
            [0.37, 0.5],
            [0.34, 0.54],
          ],
          6,
        ),
        [0.32, 0.56],
        [0, 0.56],
      ],
      64,
    ),
  );
  // Fluted shaft: a circle with 24 scooped flutes, extruded upwards.
  const flutes = 24;
  const shape = new THREE.Shape();
  for (let i = 0; i < flutes; i++) {
    const a0 = (i / flutes) * Math.PI * 2;
    const a1 = ((i + 1) / flutes) * Math.PI * 2;
    const mid = (a0 + a1) / 2;
    const flat = (a1 - a0) * 0.15;
    if (i === 0) shape.moveTo(Math.cos(a0) * r, Math.sin(a0) * r);
    shape.lineTo(Math.cos(a0 + flat) * r, Math.sin(a0 + flat) * r);
    shape.quadraticCurveTo(Math.cos(mid) * r * 0.9, Math.sin(mid) * r * 0.9, Math.cos(a1 - flat) * r, Math.sin(a1 - flat) * r);
    shape.lineTo(Math.cos(a1) * r, Math.sin(a1) * r);
  }
  const shaftH = height - 0.56 - 0.7;
  p.add(marbleMat, extrude(shape, shaftH, { bevel: 0, curveSegments: 4 }), {
    at: [0, 0.56 + shaftH / 2, 0],
    rot: [-Math.PI / 2, 0, 0],
  });
  // Capital: a bell wrapped in two rows of leaves, corner volutes and the abacus.
  const capY = 0.56 + shaftH;
  p.add(
    marbleMat,
    lathe(
      [
        [0, capY],
        [r, capY],
        [r + 0.02, capY + 0.05],
        [r, capY + 0.08],
        [r + 0.05, capY + 0.4],
        [r + 0.15, capY + 0.58],
        [0, capY + 0.58],
      ],
      48,
    ),
  );
  for (const row of [0, 1]) {
    for (let i = 0; i < 8; i++) {
      const a = ((i + row * 0.5) / 8) * Math.PI * 2;
      const leaf = sphere(1, 12, 10);
      leaf.scale(0.09, 0.2 + row * 0.08, 0.05);
      leaf.rotateX(-0.35);
      p.add(marbleMat, leaf, {
        at: [Math.sin(a) * (r + 0.04 + row * 0.04), capY + 0.2 + row * 0.17, Math.cos(a) * (r + 0.04 + row * 0.04)],
        rot: [0, a, 0],
      });
    }
  }
  for (const [x, z] of [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const)
    p.add(marbleMat, torus(0.07, 0.025, 8, 20), {
      at: [x * 0.42, capY + 0.5, z * 0.42],
      rot: [0, Math.atan2(x, z) + Math.PI / 2, 0],
    });
  p.add(marbleMat, rbox(1.0, 0.12, 1.0, 0.02, 1), { at: [0, capY + 0.64, 0] });
  return p.group('column');
}

export function fountain(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const sandstone = stone(0xffffff, marble(rng, 0xe2d6bf, 0xb9a98a));
  const water = finish('水', 0x7fb6c9, 0.05, 0, { opacity: 0.6 });
  const R = between(rng, 2.0, 2.2);
  p.add(
    sandstone,
    lathe(
      [
        [0, 0],
        [R, 0],
        [R, 0.45],
        [R + 0.1, 0.5],
        [R + 0.1, 0.6],
        [R - 0.15, 0.6],
        [R - 0.15, 0.2],
        [0, 0.2],
      ],
      64,
      0.6,
    ),
  );
  p.add(water, cyl(R - 0.15, R - 0.15, 0.02, 64), { at: [0, 0.45, 0] });
  const tiers: [number, number][] = [
    [1.0, 1.3],
    [0.6, 2.2],
    [0.35, 2.9],
  ];
  p.add(
    sandstone,
    lathe(
      smooth(
        [
          [0, 0.2],
          [0.35, 0.2],
          [0.25, 0.4],
          [0.18, 0.8],
          [0.22, 1.0],
          [0.15, 1.2],
          [0.12, 2.8],
          [0, 2.8],
        ],
        32,
      ),
      48,
    ),
  );
  for (const [radius, y] of tiers) {
    const bowl = smooth(
      [
        [0.05, y - radius * 0.35],
        [radius * 0.5, y - radius * 0.28],
        [radius * 0.9, y - radius * 0.1],
        [radius, y],
      ],
      16,
    );
    p.add(sandstone, lathe([[0, y - radius * 0.35], ...bowl, [radius - 0.05, y + 0.02], [0, y - 0.04]], 56));
    p.add(water, cyl(radius - 0.06, radius - 0.06, 0.01, 56), { at: [0, y - 0.03, 0] });
    // Water sheeting off the rim in thin curtains.
    const curtain = lathe(
      smooth(
        [
          [radius + 0.01, y],
          [radius + 0.09, y - 0.15],
          [radius + 0.14, y - 0.5],
        ],
        8,
      ),
      56,
    );
    p.add(water, curtain);
  }
  p.add(
    sandstone,
    lathe(
      smooth(
        [
          [0, 2.9],
          [0.1, 2.95],
          [0.05, 3.1],
          [0.12, 3.25],
          [0.001, 3.45],
        ],
        16,
      ),
      32,
    ),
  );
  p.add(
    water,
    tube(
      [
        [0, 3.45, 0],
        [0, 3.7, 0],
        [0.05, 3.55, 0],
        [0.1, 3.2, 0],
      ],
      0.02,
      { segments: 16, radial: 6 },
    ),
  );
  return p.group('fountain');
}

export function stoneLantern(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const granite = stone(0xffffff, marble(rng, 0x9c9a92, 0x6c6a63));
  p.projectUv(granite, 0.6);
  const sides = 6;
  p.add(
    granite,
    polygonal(
      [
        [0, 0],
        [0.32, 0],
        [0.32, 0.08],
        [0.24, 0.16],
        [0, 0.16],
      ],
      sides,
    ),
  );
  p.add(
    granite,
    lathe(
      smooth(
        [
          [0.001, 0.16],
          [0.1, 0.16],
          [0.085, 0.5],
          [0.1, 0.85],
          [0.001, 0.85],
        ],
        12,
      ),
      32,
    ),
  );
  p.add(
    granite,
    polygonal(
      [
        [0, 0.85],
        [0.18, 0.85],
        [0.3, 0.95],
        [0.3, 1.02],
        [0, 1.02],
      ],
      sides,
    ),
  );
  // Light box: six posts with paper windows glowing between them.
  for (const [x, , z] of polygonCorners(sides, 0.22, 0)) p.add(granite, box(0.07, 0.3, 0.07), { at: [x, 1.17, z] });
  p.add(
    glow(0xffd48a),
    polygonal(
      [
        [0, 1.02],
        [0.18, 1.02],
        [0.18, 1.32],
        [0, 1.32],
      ],
      sides,
    ),
  );
  p.add(granite, polygonal(roofProfile(0.5, 1.36, 1.72, 0.06), sides));
  p.add(
    granite,
    lathe(
      smooth(
        [
          [0.001, 1.7],
          [0.08, 1.72],
          [0.1, 1.8],
          [0.05, 1.9],
          [0.001, 1.96],
        ],
        12,
      ),
      24,
    ),
  );
  p.add(finish('青苔', 0x5e7a3f, 0.95, 0), sphere(0.18, 16, 10), { at: [0.22, 0.12, 0.12], scale: [1, 0.35, 1] });
  return p.group('lantern');
}

export function windmill(rng: Rng): THREE.Object3D {
  const tower = new Parts();
  const brick = finish('塔身', 0x7b4b36, 0.85, 0);
  const cap = finish('塔顶', 0x30363a, 0.6, 0);
  const trim = finish('白色窗框', 0xf2efe8, 0.6, 0);
  const h = between(rng, 8, 9);
  tower.add(
    brick,
    polygonal(
      [
        [0, 0],
        [2.6, 0],
        [1.8, h],
        [0, h],
      ],
      8,
    ),
  );
  tower.add(
    trim,
    polygonal(
      [
        [2.7, 3.0],
        [2.8, 3.05],
        [2.8, 3.2],
        [2.2, 3.2],
        [2.2, 3.0],
      ],
      8,
    ),
  );
  tower.add(
    cap,
    lathe(
      smooth(
        [
          [2.0, h],
          [2.05, h + 0.6],
          [1.6, h + 1.6],
          [0.8, h + 2.3],
          [0.001, h + 2.5],
        ],
        16,
      ),
      32,
    ),
  );
  tower.add(finish('木门', 0x4a3322, 0.7, 0), rbox(1.0, 2.0, 0.2, 0.1, 2), { at: [0, 1.0, 2.55] });
  for (const y of [4.5, 6.5]) {
    tower.add(glass(0x9fc3d6), rbox(0.6, 0.8, 0.1, 0.05, 2), { at: [0, y, 2.6 - (y / h) * 0.8 + 0.02] });
    tower.add(trim, rbox(0.72, 0.92, 0.08, 0.05, 2), { at: [0, y, 2.6 - (y / h) * 0.8 - 0.01] });
  }
  // Sails: four lattice blades on a hub, turning about an axle tilted slightly up.
  const sails = new Parts();
  const frame = wood(0xe6dfd0);
  const cloth = finish('帆布', 0xefe6d2, 0.95, 0, { doubleSided: true });
  sails.add(metal.black(), cyl(0.35, 0.35, 0.5, 24), { rot: [Math.PI / 2, 0, 0] });
  const bladeLen = 6.5;
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2;
    const rot: Vec3 = [0, 0, a];
    const local = (x: number, y: number): Vec3 => [Math.cos(a) * x - Math.sin(a) * y, Math.sin(a) * x + Math.cos(a) * y, 0.3];
    sails.add(frame, box(bladeLen, 0.18, 0.15), { at: local(bladeLen / 2, 0), rot });
    sails.add(cloth, box(bladeLen - 1.4, 1.3, 0.02), { at: local(bladeLen / 2 + 0.6, 0.75), rot });
    for (let k = 0; k <= 8; k++)
      sails.add(frame, box(0.06, 1.4, 0.08), { at: local(1.4 + (k * (bladeLen - 1.5)) / 8, 0.72), rot });
    sails.add(frame, box(bladeLen - 1.4, 0.06, 0.08), { at: local(bladeLen / 2 + 0.6, 1.42), rot });
  }
  const sailGroup = sails.group('sails', { at: [0, h + 0.9, 2.3], rot: [-0.15, 0, 0] });
  const root = assemble(tower.group('tower'), sailGroup);
  animate(root, '风车转动', 8, [spinTrack(sailGroup, [0, 0, 1], -1, 8)]);
  return root;
}
