import * as THREE from 'three';
import { box, cyl, extrude, lathe, Parts, rbox, rod, smooth, sphere, torus, tube, type Vec3 } from '../kit.js';
import { finish, metal, stone } from '../materials.js';
import { between, type Rng } from '../random.js';
import { marble } from '../textures.js';
import { polygonal, polygonCorners, roofProfile } from './polygonal.js';

/** Walk-in structures: a pavilion, an arch bridge and a pagoda. */

export function pavilion(rng: Rng): THREE.Object3D {
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

export function archBridge(rng: Rng): THREE.Object3D {
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

export function pagoda(rng: Rng, wallColor: number): THREE.Object3D {
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
