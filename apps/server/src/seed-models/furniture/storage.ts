import type * as THREE from 'three';
import { animate, slideTrack } from '../anim.js';
import { assemble, box, cyl, Parts, rbox, rod, sphere, torus, type Vec3 } from '../kit.js';
import { finish, metal, wood } from '../materials.js';
import { between, intBetween, pick, type Rng } from '../random.js';
import { woodGrain } from '../textures.js';
import { addLegs, legMaterial, type LegStyle } from './legs.js';

/** Case goods with drawers or doors, and a filled bookshelf. */

interface CaseSpec {
  w: number;
  h: number;
  d: number;
  /** Drawers per row from the top; 0 means a pair of doors. */
  rows: number[];
  legs: LegStyle | 'plinth';
  legH: number;
  woodLight: number;
  woodDark: number;
  /** Painted fronts instead of wood ones. */
  frontColor: number | null;
  handle: 'knob' | 'bar' | 'ring';
  /** The top-left drawer slides out in a loop. */
  animated: boolean;
}

interface CaseMaterials {
  front: THREE.Material;
  body: THREE.Material;
  handle: THREE.Material;
}

function addHandle(p: Parts, m: THREE.Material, style: CaseSpec['handle'], at: Vec3, width: number): void {
  const [x, y, z] = at;
  switch (style) {
    case 'knob':
      p.add(m, cyl(0.006, 0.009, 0.018, 12), { at: [x, y, z + 0.009], rot: [Math.PI / 2, 0, 0] });
      p.add(m, sphere(0.013, 16, 10), { at: [x, y, z + 0.024], scale: [1, 1, 0.7] });
      break;
    case 'bar': {
      const half = Math.min(0.08, width * 0.3);
      p.add(m, rod([x - half, y, z + 0.028], [x + half, y, z + 0.028], 0.005, 16));
      for (const sx of [-1, 1]) p.add(m, rod([x + sx * half * 0.8, y, z], [x + sx * half * 0.8, y, z + 0.028], 0.0045, 8));
      break;
    }
    case 'ring':
      p.add(m, cyl(0.014, 0.014, 0.006, 20), { at: [x, y + 0.01, z + 0.003], rot: [Math.PI / 2, 0, 0] });
      p.add(m, torus(0.017, 0.0025, 8, 36, Math.PI * 1.2), { at: [x, y + 0.006, z + 0.01], rot: [0, 0, Math.PI * 1.4] });
      break;
  }
}

/** A drawer whose front's centre is at the local origin: front panel, handle, and the box behind it. */
function addDrawer(
  p: Parts,
  m: CaseMaterials,
  style: CaseSpec['handle'],
  origin: Vec3,
  w: number,
  h: number,
  depth: number,
): void {
  const [x, y, z] = origin;
  const t = 0.012;
  p.add(m.front, rbox(w, h, 0.02, 0.003, 1), { at: [x, y, z] });
  addHandle(p, m.handle, style, [x, y + (h > 0.2 ? h * 0.2 : 0), z + 0.01], w);
  const boxH = h * 0.7;
  const by = y - h / 2 + 0.02 + boxH / 2;
  const inner = w - 0.05;
  p.add(m.body, box(t, boxH, depth), { at: [x - inner / 2, by, z - 0.01 - depth / 2] });
  p.add(m.body, box(t, boxH, depth), { at: [x + inner / 2, by, z - 0.01 - depth / 2] });
  p.add(m.body, box(inner, boxH, t), { at: [x, by, z - 0.01 - depth + t / 2] });
  p.add(m.body, box(inner, t, depth), { at: [x, by - boxH / 2 + t / 2, z - 0.01 - depth / 2] });
}

export function caseGood(rng: Rng, s: CaseSpec): THREE.Object3D {
  const grain = woodGrain(rng, s.woodLight, s.woodDark);
  const body = wood(0xffffff, grain);
  const m: CaseMaterials = {
    body,
    front: s.frontColor === null ? body : finish('烤漆面板', s.frontColor, 0.45, 0),
    handle: pick(rng, [metal.brass, metal.black, metal.chrome])(),
  };
  const p = new Parts().projectUv(body, 0.9);
  const t = 0.018;
  const base = s.legH;
  const { w, h, d } = s;
  p.add(body, rbox(w + 0.016, t * 1.3, d + 0.012, 0.004, 3), { at: [0, base + h - (t * 1.3) / 2, 0] });
  p.add(body, box(w - 2 * t, t, d - t), { at: [0, base + t / 2, 0.0] });
  for (const sx of [-1, 1]) p.add(body, box(t, h - t * 1.3, d), { at: [(sx * (w - t)) / 2, base + (h - t * 1.3) / 2, 0] });
  p.add(body, box(w - 2 * t, h - 2 * t, 0.006), { at: [0, base + h / 2, -d / 2 + 0.003] });
  const innerH = h - t * 2.3;
  const rowH = innerH / s.rows.length;
  const gap = 0.004;
  const frontZ = d / 2 + 0.01;
  let animatedDrawer: THREE.Group | null = null;
  s.rows.forEach((count, row) => {
    const cy = base + h - t * 1.3 - rowH * (row + 0.5);
    if (row > 0) p.add(body, box(w - 2 * t, t * 0.8, d - 0.02), { at: [0, cy + rowH / 2, 0] });
    if (count === 0) {
      // A pair of doors with vertical bars.
      for (const sx of [-1, 1]) {
        p.add(m.front, rbox(w / 2 - gap * 1.5, rowH - gap * 2, 0.02, 0.003, 1), { at: [(sx * w) / 4, cy, frontZ] });
        addHandle(p, m.handle, s.handle === 'knob' ? 'knob' : 'bar', [sx * 0.03, cy, frontZ + 0.01], 0.05);
      }
      return;
    }
    const cellW = (w - gap) / count;
    for (let c = 0; c < count; c++) {
      const cx = -w / 2 + gap / 2 + cellW * (c + 0.5);
      if (s.animated && row === 0 && c === 0) {
        const dp = new Parts().projectUv(body, 0.9);
        addDrawer(dp, m, s.handle, [0, 0, 0], cellW - gap, rowH - gap, d - 0.05);
        animatedDrawer = dp.group('drawer', { at: [cx, cy, frontZ] });
      } else {
        addDrawer(p, m, s.handle, [cx, cy, frontZ], cellW - gap, rowH - gap, d - 0.05);
      }
    }
  });
  if (s.legs === 'plinth') {
    p.add(body, box(w - 0.04, s.legH, d - 0.04), { at: [0, s.legH / 2, -0.01] });
  } else if (s.legH > 0) {
    addLegs(p, legMaterial(s.legs, s.woodDark), s.legs, w - 0.07, d - 0.07, s.legH);
  }
  const root = assemble(p.group('cabinet'));
  if (animatedDrawer !== null) {
    const drawer: THREE.Group = animatedDrawer;
    root.add(drawer);
    animate(root, '抽屉开合', 4, [slideTrack(drawer, [0, 0, (d - 0.05) * 0.7], 4)]);
  }
  return root;
}

export function bookshelf(rng: Rng, woodLight: number, woodDark: number, shelves: number): THREE.Object3D {
  const w = between(rng, 0.8, 1.0);
  const h = 0.36 * shelves + 0.06;
  const d = 0.3;
  const t = 0.02;
  const body = wood(0xffffff, woodGrain(rng, woodLight, woodDark));
  const p = new Parts().projectUv(body, 0.9);
  for (const sx of [-1, 1]) p.add(body, box(t, h, d), { at: [(sx * (w - t)) / 2, h / 2, 0] });
  p.add(body, box(w - 2 * t, h - t, 0.006), { at: [0, h / 2, -d / 2 + 0.003] });
  const bookColors = [0x8c2f2f, 0x2f4f7a, 0xd9c9a3, 0x3f6b4a, 0x2b2b2b, 0xc57b3a].map((c) => finish('书脊', c, 0.7, 0));
  const pages = finish('书页', 0xf1ecdf, 0.9, 0);
  for (let i = 0; i <= shelves; i++) {
    const y = i === 0 ? 0.05 : 0.05 + i * 0.36 - t / 2;
    p.add(body, box(w - 2 * t, t, d - 0.006), { at: [0, y, 0.003] });
    if (i === 0) p.add(body, box(w - 2 * t, 0.05, t), { at: [0, 0.025, d / 2 - t / 2] });
    if (i === shelves) break;
    // Books stand from the left, sometimes a leaning one or a small flat stack at the end.
    let x = -w / 2 + t + 0.01;
    const end = w / 2 - t - between(rng, 0.05, 0.3);
    while (x < end) {
      const bw = between(rng, 0.018, 0.045);
      const bh = between(rng, 0.2, 0.3);
      const bd = between(rng, 0.15, 0.22);
      const leaning = rng() < 0.06;
      const cover = pick(rng, bookColors);
      const by = y + t / 2;
      const at: Vec3 = [x + bw / 2 + (leaning ? bh * 0.12 : 0), by + bh / 2 - (leaning ? 0.006 : 0), -d / 2 + 0.02 + bd / 2];
      p.add(cover, box(bw, bh, bd), { at, rot: [0, 0, leaning ? -0.22 : 0] });
      p.add(pages, box(bw * 0.86, bh * 0.96, 0.004), {
        at: [at[0], at[1], at[2] + bd / 2 + 0.001],
        rot: [0, 0, leaning ? -0.22 : 0],
      });
      x += bw + (leaning ? bh * 0.25 : 0.001);
      if (rng() < 0.05) x += 0.06;
    }
    if (rng() < 0.6) {
      let sy = y + t / 2;
      for (let k = 0; k < intBetween(rng, 2, 4); k++) {
        const bh = between(rng, 0.025, 0.04);
        p.add(pick(rng, bookColors), box(0.2, bh, 0.16), {
          at: [w / 2 - t - 0.13, sy + bh / 2, -0.02],
          rot: [0, between(rng, -0.15, 0.15), 0],
        });
        sy += bh;
      }
    }
  }
  return p.group('bookshelf');
}
