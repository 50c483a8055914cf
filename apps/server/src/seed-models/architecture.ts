import * as THREE from 'three';
import { animate, spinTrack } from './anim.js';
import { demo, type DemoModel } from './catalog.js';
import {
  assemble,
  box,
  cyl,
  extrude,
  lathe,
  Parts,
  rbox,
  rod,
  smooth,
  sphere,
  torus,
  tube,
  type Profile,
  type Vec3,
} from './kit.js';
import { finish, glass, glow, metal, stone, wood } from './materials.js';
import { between, type Rng } from './random.js';
import { marble } from './textures.js';

/** Garden and landscape pieces at full size: pavilion, bridge, pagoda, column, fountain, lantern, windmill. */

/** Points on the circle through the corners of a regular polygon, flat side facing +Z. */
function polygonCorners(sides: number, r: number, y = 0): Vec3[] {
  return Array.from({ length: sides }, (_, i) => {
    const a = ((i + 0.5) / sides) * Math.PI * 2;
    return [Math.sin(a) * r, y, Math.cos(a) * r] as const;
  });
}

/** A lathe with few sides (a hexagonal or octagonal solid), rotated so a flat face looks at +Z. */
function polygonal(profile: Profile, sides: number): THREE.BufferGeometry {
  // LatheGeometry starts its first corner on +Z; half a step turns a face towards the viewer.
  return lathe(profile, sides, 0.5).rotateY(Math.PI / sides);
}

/** A curved roof with flared, upturned eaves. */
function roofProfile(eaveR: number, eaveY: number, apexY: number, thickness: number): Profile {
  return [
    [0.001, apexY - thickness],
    ...smooth(
      [
        [0.02, apexY - thickness],
        [eaveR * 0.35, eaveY + (apexY - eaveY) * 0.45 - thickness],
        [eaveR * 0.8, eaveY + 0.06 - thickness],
        [eaveR, eaveY + 0.12],
      ],
      16,
    ),
    ...smooth(
      [
        [eaveR + 0.02, eaveY + 0.2],
        [eaveR * 0.8, eaveY + 0.18],
        [eaveR * 0.35, eaveY + (apexY - eaveY) * 0.45],
        [0.02, apexY],
      ],
      16,
    ),
    [0.001, apexY],
  ];
}

function pavilion(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const granite = stone(0xffffff, marble(rng, 0xb9b6ad, 0x8d8a82));
  p.projectUv(granite, 1.5);
  const lacquer = finish('朱漆', 0x9e2a20, 0.5, 0);
  const paint = finish('彩画', 0x2e6e73, 0.6, 0);
  const tiles = finish('青瓦', 0x3e4a50, 0.75, 0);
  const sides = 6;
  const baseR = 2.4;
  const colR = 1.9;
  const baseH = 0.45;
  const colH = 2.7;
  p.add(
    granite,
    polygonal(
      [
        [0, 0],
        [baseR, 0],
        [baseR, baseH],
        [0, baseH],
      ],
      sides,
    ),
  );
  for (let i = 0; i < 3; i++)
    p.add(granite, rbox(1.4, 0.15, 0.35, 0.02, 1), { at: [0, 0.075 + i * 0.15, baseR * 0.87 + 0.35 * (2.5 - i) - 0.1] });
  const corners = polygonCorners(sides, colR, baseH);
  corners.forEach(([x, , z], i) => {
    p.add(granite, cyl(0.2, 0.22, 0.12, 24), { at: [x, baseH + 0.06, z] });
    p.add(lacquer, cyl(0.11, 0.12, colH, 24), { at: [x, baseH + colH / 2, z] });
    const next = corners[(i + 1) % sides] ?? corners[0];
    if (!next) return;
    const [nx, , nz] = next;
    const mid: Vec3 = [(x + nx) / 2, 0, (z + nz) / 2];
    const len = Math.hypot(nx - x, nz - z);
    const angle = Math.atan2(nx - x, nz - z) - Math.PI / 2;
    // Lintel with a painted band, and the bench with its curved back rail on all sides but the entrance.
    p.add(lacquer, box(len, 0.22, 0.16), { at: [mid[0], baseH + colH - 0.11, mid[2]], rot: [0, angle, 0] });
    p.add(paint, box(len - 0.2, 0.1, 0.17), { at: [mid[0], baseH + colH - 0.3, mid[2]], rot: [0, angle, 0] });
    const facingViewer = Math.abs(mid[0]) < 0.01 && mid[2] > 0;
    if (!facingViewer) {
      p.add(lacquer, box(len - 0.22, 0.08, 0.36), { at: [mid[0] * 0.97, baseH + 0.45, mid[2] * 0.97], rot: [0, angle, 0] });
      p.add(lacquer, box(len - 0.22, 0.4, 0.05), { at: [mid[0], baseH + 0.2, mid[2]], rot: [0, angle, 0] });
      p.add(lacquer, box(len - 0.22, 0.05, 0.06), { at: [mid[0] * 1.06, baseH + 0.85, mid[2] * 1.06], rot: [0, angle, 0] });
      for (let k = 1; k < 6; k++) {
        const t = k / 6 - 0.5;
        const bx = mid[0] + Math.cos(angle) * t * (len - 0.22);
        const bz = mid[2] - Math.sin(angle) * t * (len - 0.22);
        p.add(lacquer, rod([bx * 0.97, baseH + 0.49, bz * 0.97], [bx * 1.06, baseH + 0.85, bz * 1.06], 0.02, 8));
      }
    }
  });
  const eaveY = baseH + colH;
  const apexY = eaveY + between(rng, 1.7, 1.9);
  const eaveR = colR + 0.75;
  p.add(tiles, polygonal(roofProfile(eaveR, eaveY, apexY, 0.12), sides));
  // Ridges along each hip, sweeping up at the eave corner.
  for (const [x, , z] of polygonCorners(sides, 1, 0)) {
    const along = (r: number, y: number): Vec3 => [x * r, y, z * r];
    p.add(
      tiles,
      tube(
        [
          along(0.05, apexY + 0.05),
          along(eaveR * 0.4, eaveY + (apexY - eaveY) * 0.45 + 0.06),
          along((eaveR * 0.95) / Math.cos(Math.PI / sides), eaveY + 0.2),
          along((eaveR + 0.3) / Math.cos(Math.PI / sides), eaveY + 0.5),
        ],
        0.07,
        { segments: 24, radial: 8 },
      ),
    );
  }
  const gold = metal.gold();
  p.add(
    gold,
    lathe(
      smooth(
        [
          [0.16, 0],
          [0.2, 0.1],
          [0.12, 0.25],
          [0.06, 0.3],
          [0.14, 0.42],
          [0.08, 0.58],
          [0.02, 0.7],
        ],
        24,
      ),
      24,
    ),
    { at: [0, apexY - 0.05, 0] },
  );
  return p.group('pavilion');
}

function archBridge(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const granite = stone(0xffffff, marble(rng, 0xa9a69c, 0x77746c));
  p.projectUv(granite, 2);
  const dark = stone(0x6f6c65);
  const span = 3.2;
  const length = between(rng, 13, 14);
  const width = 3;
  const rise = 1.6;
  const deckY = (x: number) => span + 1.0 + rise * Math.cos((x / (length / 2)) * (Math.PI / 2)) ** 1.5 - rise * 0.15;
  const outline = new THREE.Shape();
  outline.moveTo(-length / 2, 0);
  outline.lineTo(-span, 0);
  outline.absarc(0, 0, span, Math.PI, 0, true);
  outline.lineTo(length / 2, 0);
  const steps = 40;
  for (let i = 0; i <= steps; i++) {
    const x = length / 2 - (length * i) / steps;
    outline.lineTo(x, deckY(x) - 0.25);
  }
  outline.lineTo(-length / 2, 0);
  p.add(granite, extrude(outline, width, { bevel: 0.04, curveSegments: 48 }));
  // Voussoir ring standing proud around the arch, in a darker stone.
  const ring = new THREE.Shape();
  ring.absarc(0, 0, span + 0.45, 0, Math.PI, false);
  ring.absarc(0, 0, span, Math.PI, 0, true);
  p.add(dark, extrude(ring, width + 0.1, { bevel: 0.03, curveSegments: 48 }));
  // Deck slabs as shallow steps, and railings with posts on both sides.
  const slabs = 26;
  for (let i = 0; i < slabs; i++) {
    const x = -length / 2 + (length * (i + 0.5)) / slabs;
    p.add(granite, rbox(length / slabs + 0.01, 0.25, width, 0.02, 1), { at: [x, deckY(x) - 0.125, 0] });
  }
  for (const z of [-width / 2 + 0.1, width / 2 - 0.1]) {
    const posts = 9;
    const rail: Vec3[] = [];
    for (let i = 0; i < posts; i++) {
      const x = -length / 2 + 0.3 + ((length - 0.6) * i) / (posts - 1);
      p.add(granite, rbox(0.18, 0.75, 0.18, 0.02, 1), { at: [x, deckY(x) + 0.375, z] });
      p.add(granite, sphere(0.1, 12, 8), { at: [x, deckY(x) + 0.82, z] });
    }
    for (let i = 0; i <= 24; i++) {
      const x = -length / 2 + 0.3 + ((length - 0.6) * i) / 24;
      rail.push([x, deckY(x) + 0.6, z]);
    }
    p.add(granite, tube(rail, 0.06, { segments: 48, radial: 6 }));
    p.add(
      granite,
      tube(
        rail.map(([x, y, zz]) => [x, y - 0.35, zz] as const),
        0.05,
        { segments: 48, radial: 6 },
      ),
    );
  }
  p.add(finish('水面', 0x5d8c8f, 0.1, 0, { opacity: 0.75 }), box(length + 1.5, 0.05, width + 5), { at: [0, 0.3, 0] });
  return p.group('bridge');
}

function pagoda(rng: Rng, wallColor: number): THREE.Object3D {
  const p = new Parts();
  const sides = 8;
  const walls = finish('塔身', wallColor, 0.8, 0);
  const eaves = finish('塔檐', 0x3d3f42, 0.7, 0);
  const columns = finish('朱漆', 0x8f2a1e, 0.5, 0);
  const doors = finish('门洞', 0x2a1d17, 0.8, 0);
  const base = stone(0x9d998f);
  const storeys = 7;
  let y = 0;
  let r = between(rng, 3.2, 3.5);
  p.add(
    base,
    polygonal(
      [
        [0, 0],
        [r + 1.2, 0],
        [r + 1.2, 1.0],
        [0, 1.0],
      ],
      sides,
    ),
  );
  y = 1.0;
  for (let s = 0; s < storeys; s++) {
    const h = 3.2 - s * 0.18;
    p.add(
      walls,
      polygonal(
        [
          [0, 0],
          [r, 0],
          [r * 0.97, h],
          [0, h],
        ],
        sides,
      ),
      { at: [0, y, 0] },
    );
    for (const [x, , z] of polygonCorners(sides, r / Math.cos(Math.PI / sides) - 0.05, y))
      p.add(columns, cyl(0.13, 0.14, h, 12), { at: [x, y + h / 2, z] });
    // Arched doors on the four main faces.
    for (let f = 0; f < 4; f++) {
      const a = (f * Math.PI) / 2;
      p.add(doors, rbox(0.9 - s * 0.06, 1.5 - s * 0.1, 0.1, 0.2, 2), {
        at: [Math.sin(a) * r * 0.99, y + 0.9, Math.cos(a) * r * 0.99],
        rot: [0, a, 0],
      });
    }
    y += h;
    const eaveR = r + 1.3 - s * 0.05;
    p.add(
      eaves,
      polygonal(
        [
          [r * 0.9, 0],
          [eaveR, -0.25],
          [eaveR + 0.15, 0.05],
          [eaveR * 0.8, 0.35],
          [r * 0.75, 0.55],
          [0, 0.55],
        ],
        sides,
      ),
      { at: [0, y - 0.1, 0] },
    );
    y += 0.45;
    r *= 0.88;
  }
  const gold = metal.gold();
  p.add(eaves, polygonal(roofProfile(r + 1.0, 0, 2.2, 0.15), sides), { at: [0, y - 0.1, 0] });
  for (let i = 0; i < 6; i++)
    p.add(gold, torus(0.32 - i * 0.03, 0.06, 10, 32), { at: [0, y + 2.3 + i * 0.35, 0], rot: [Math.PI / 2, 0, 0] });
  p.add(gold, cyl(0.06, 0.08, 2.8, 12), { at: [0, y + 3.2, 0] });
  p.add(
    gold,
    lathe(
      smooth(
        [
          [0.01, 0],
          [0.25, 0.2],
          [0.12, 0.45],
          [0.2, 0.6],
          [0.01, 0.9],
        ],
        16,
      ),
      20,
    ),
    { at: [0, y + 4.5, 0] },
  );
  return p.group('pagoda');
}

function corinthianColumn(rng: Rng): THREE.Object3D {
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

function fountain(rng: Rng): THREE.Object3D {
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

function stoneLantern(rng: Rng): THREE.Object3D {
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

function windmill(rng: Rng): THREE.Object3D {
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

// ---- catalogue --------------------------------------------------------------------------------------------------

export const ARCHITECTURE: DemoModel[] = [
  demo(
    {
      slug: 'chinese-hexagonal-pavilion',
      title: '中式六角凉亭',
      description: '园林六角亭，花岗岩台基与踏步，六根朱漆立柱，美人靠座椅，青瓦攒尖顶与起翘的戗脊，金色宝顶。',
      type: '建筑小品',
      trade: '泛家居',
      tags: ['凉亭', '中式园林', '古建', '景观'],
      priceFen: 9900,
    },
    (rng) => pavilion(rng),
  ),
  demo(
    {
      slug: 'jiangnan-stone-arch-bridge',
      title: '江南单孔石拱桥',
      description: '跨度约 6.4 米的单孔石拱桥，拱券石环、阶梯桥面与望柱栏板，花岗岩纹理，适合古镇与园林场景。',
      type: '建筑小品',
      trade: '博物馆文创',
      tags: ['石拱桥', '江南', '古镇', '景观'],
      priceFen: 4900,
    },
    (rng) => archBridge(rng),
  ),
  demo(
    {
      slug: 'seven-storey-pagoda',
      title: '七层八角古塔',
      description: '楼阁式七层八角古塔，逐层收分，每层出檐并设四面拱门，塔刹相轮为金色，适合文旅与古建展示。',
      type: '建筑小品',
      trade: '博物馆文创',
      tags: ['古塔', '宝塔', '古建筑', '文旅'],
      priceFen: 6900,
    },
    (rng) => pagoda(rng, 0xe4d6b8),
  ),
  demo(
    {
      slug: 'corinthian-marble-column',
      title: '罗马科林斯大理石柱',
      description: '高 4.2 米的科林斯柱式，二十四道凹槽柱身，叶饰柱头与涡卷，大理石纹理，适合欧式建筑与展陈设计。',
      type: '建筑小品',
      trade: '其他',
      tags: ['罗马柱', '科林斯', '大理石', '欧式'],
      priceFen: 0,
    },
    (rng) => corinthianColumn(rng),
  ),
  demo(
    {
      slug: 'european-tiered-fountain',
      title: '欧式三层景观喷泉',
      description: '砂岩质感三层叠水喷泉，圆形水池与逐层溢流的水帘，顶部喷泉出水，庭院与广场景观素材。',
      type: '建筑小品',
      trade: '泛家居',
      tags: ['喷泉', '欧式', '庭院', '景观'],
      priceFen: 3900,
    },
    (rng) => fountain(rng),
  ),
  demo(
    {
      slug: 'japanese-stone-lantern',
      title: '日式庭院石灯笼',
      description: '春日式石灯笼，六角基座、圆柱竿与火袋，火袋内暖光，笠石起翘，脚边一块青苔，适合禅意庭院。',
      type: '建筑小品',
      trade: '泛家居',
      tags: ['石灯笼', '日式庭院', '禅意', '景观'],
      priceFen: 0,
    },
    (rng) => stoneLantern(rng),
  ),
  demo(
    {
      slug: 'dutch-windmill',
      title: '荷兰风车塔',
      description: '八角砖砌风车塔，深灰塔帽与木门窗，四片帆布风叶，附风叶缓慢转动的循环动画。',
      type: '建筑小品',
      trade: '其他',
      tags: ['风车', '荷兰', '田园', '动画'],
      priceFen: 2900,
    },
    (rng) => windmill(rng),
  ),
];
