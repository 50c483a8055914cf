import * as THREE from 'three';
import { animate, slideTrack } from './anim.js';
import { demo, type DemoModel } from './catalog.js';
import { assemble, box, cyl, extrude, lathe, Parts, rbox, rod, roundedRect, sphere, torus, tube, type Vec3 } from './kit.js';
import { fabric, finish, leather, metal, wood } from './materials.js';
import { between, intBetween, pick, type Rng } from './random.js';
import { weave, woodGrain } from './textures.js';

/** Seating, tables, case goods and beds: front faces +Z, the floor is y = 0. */

type LegStyle = 'tapered' | 'square' | 'metal' | 'hairpin' | 'block';

/** Four legs at the corners of a w × d rectangle (centres), `h` tall, tops at y = h. */
function addLegs(parts: Parts, material: THREE.Material, style: LegStyle, w: number, d: number, h: number): void {
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      const x = (sx * w) / 2;
      const z = (sz * d) / 2;
      switch (style) {
        case 'tapered':
          // Splayed outwards a little, the mid-century way.
          parts.add(material, cyl(0.017, 0.011, h, 32), { at: [x, h / 2, z], rot: [sz * 0.08, 0, -sx * 0.08] });
          break;
        case 'square':
          parts.add(material, rbox(0.045, h, 0.045, 0.004, 1), { at: [x, h / 2, z] });
          break;
        case 'metal':
          parts.add(material, cyl(0.011, 0.011, h, 12), { at: [x, h / 2, z] });
          parts.add(material, cyl(0.02, 0.02, 0.006, 16), { at: [x, 0.003, z] });
          break;
        case 'hairpin':
          parts.add(
            material,
            tube(
              [
                [x, h, z - sz * 0.09],
                [x, 0.05, z - sz * 0.012],
                [x, 0.008, z],
                [x, 0.05, z + sz * 0.012],
                [x, h, z + sz * 0.09 * 0.2],
              ],
              0.0055,
              { segments: 40, radial: 8 },
            ),
          );
          break;
        case 'block':
          parts.add(material, rbox(0.07, h, 0.07, 0.01, 2), { at: [x, h / 2, z] });
          break;
      }
    }
  }
}

function legMaterial(style: LegStyle, woodColor: number): THREE.Material {
  return style === 'metal' || style === 'hairpin' ? metal.black() : wood(woodColor);
}

// ---- sofas --------------------------------------------------------------------------------------

interface SofaSpec {
  seats: number;
  color: number;
  cover: 'fabric' | 'leather';
  arm: 'track' | 'roll';
  legs: LegStyle;
  legWood: number;
  pillow: number | null;
  textured: boolean;
}

function sofa(rng: Rng, s: SofaSpec): THREE.Object3D {
  const seatW = between(rng, 0.58, 0.66);
  const armW = s.arm === 'roll' ? 0.2 : between(rng, 0.13, 0.19);
  const w = s.seats * seatW + 2 * armW;
  const d = between(rng, 0.86, 0.95);
  const legH = s.legs === 'block' ? 0.05 : between(rng, 0.11, 0.16);
  const baseH = 0.19;
  const cushionH = 0.14;
  const seatTop = legH + baseH + cushionH;
  const backT = 0.18;
  const backTop = seatTop + between(rng, 0.36, 0.44);
  const armTop = seatTop + between(rng, 0.14, 0.2);
  const cover = s.cover === 'fabric' ? fabric(s.color, s.textured ? weave(rng, s.color) : undefined) : leather(s.color);
  const p = new Parts();
  const innerW = w - 2 * armW;
  p.add(cover, rbox(innerW + 0.04, baseH, d - 0.02, 0.03), { at: [0, legH + baseH / 2, 0] });
  p.add(cover, rbox(innerW + 0.04, backTop - legH - 0.04, backT, 0.05), {
    at: [0, (legH + backTop - 0.04) / 2, -d / 2 + backT / 2],
  });
  for (const side of [-1, 1]) {
    const x = side * (w / 2 - armW / 2);
    if (s.arm === 'track') {
      p.add(cover, rbox(armW, armTop - legH, d, 0.045, 3), { at: [x, (armTop + legH) / 2, 0] });
    } else {
      const rollR = armW * 0.62;
      p.add(cover, rbox(armW * 0.9, armTop - legH - rollR, d, 0.04, 3), { at: [x, legH + (armTop - legH - rollR) / 2, 0] });
      p.add(cover, cyl(rollR, rollR, d, 32), { at: [x + side * 0.01, armTop - rollR * 0.95, 0], rot: [Math.PI / 2, 0, 0] });
      p.add(cover, sphere(rollR, 24, 12), { at: [x + side * 0.01, armTop - rollR * 0.95, d / 2], scale: [1, 1, 0.18] });
    }
  }
  const cushionD = d - backT - 0.02;
  const backCushionH = backTop - seatTop + 0.02;
  for (let i = 0; i < s.seats; i++) {
    const x = -innerW / 2 + seatW * (i + 0.5);
    p.add(cover, rbox(seatW - 0.012, cushionH, cushionD, 0.05, 4), {
      at: [x, legH + baseH + cushionH / 2, d / 2 - cushionD / 2],
    });
    p.add(cover, rbox(seatW - 0.02, backCushionH, 0.17, 0.07, 4), {
      at: [x, seatTop + backCushionH / 2 - 0.01, -d / 2 + backT + 0.07],
      rot: [-0.16, 0, 0],
    });
  }
  if (s.pillow !== null) {
    const accent = fabric(s.pillow);
    for (const side of [-1, 1]) {
      p.add(accent, rbox(0.42, 0.42, 0.12, 0.055, 4), {
        at: [side * (innerW / 2 - 0.24), seatTop + 0.2, -d / 2 + backT + 0.2],
        rot: [-0.28, side * 0.3, side * 0.12],
      });
    }
  }
  const legs = legMaterial(s.legs, s.legWood);
  addLegs(p, legs, s.legs, w - 0.12, d - 0.12, legH);
  return p.group('sofa');
}

// ---- tables -------------------------------------------------------------------------------------

interface TableSpec {
  top: 'rect' | 'round' | 'oval';
  w: number;
  d: number;
  h: number;
  legs: LegStyle | 'pedestal' | 'tripod' | 'trestle';
  woodLight: number;
  woodDark: number;
  topMaterial?: 'wood' | 'marble-white' | 'glass';
}

function tableTop(spec: TableSpec, thick: number): THREE.BufferGeometry {
  const shape =
    spec.top === 'rect'
      ? roundedRect(spec.w, spec.d, 0.02)
      : new THREE.Shape().absellipse(0, 0, spec.w / 2, spec.d / 2, 0, Math.PI * 2, false, 0);
  const geometry = extrude(shape, thick, {
    bevel: Math.min(0.006, thick / 4),
    bevelSegments: 3,
    curveSegments: spec.top === 'rect' ? 8 : 72,
  });
  return geometry.rotateX(-Math.PI / 2);
}

function table(rng: Rng, spec: TableSpec): THREE.Object3D {
  const grain = wood(0xffffff, woodGrain(rng, spec.woodLight, spec.woodDark));
  const solid = wood(spec.woodDark);
  const topMat =
    spec.topMaterial === 'glass'
      ? finish('钢化玻璃', 0xcfe3e0, 0.05, 0, { opacity: 0.45 })
      : spec.topMaterial === 'marble-white'
        ? finish('岩板', 0xeeeeea, 0.25, 0)
        : grain;
  const thick = spec.topMaterial === 'glass' ? 0.012 : between(rng, 0.028, 0.04);
  const p = new Parts().projectUv(grain, 1.1);
  p.add(topMat, tableTop(spec, thick), { at: [0, spec.h - thick / 2, 0] });
  const legH = spec.h - thick;
  const legs = spec.legs;
  const inset = spec.top === 'rect' ? 0.08 : 0;
  switch (legs) {
    case 'pedestal': {
      const column = lathe(
        [
          [0, 0],
          [spec.w * 0.26, 0],
          [spec.w * 0.26, 0.025],
          [0.09, 0.06],
          [0.05, 0.14],
          [0.045, legH * 0.6],
          [0.06, legH - 0.04],
          [0.12, legH - 0.01],
          [0, legH - 0.01],
        ],
        48,
        0.6,
      );
      p.add(solid, column);
      break;
    }
    case 'tripod':
      for (let i = 0; i < 3; i++) {
        const a = (i * Math.PI * 2) / 3 + Math.PI / 6;
        const r = Math.min(spec.w, spec.d) * 0.32;
        p.add(
          solid,
          rod([Math.cos(a) * r * 0.55, legH, Math.sin(a) * r * 0.55], [Math.cos(a) * r, 0, Math.sin(a) * r], 0.016, 14),
        );
      }
      break;
    case 'trestle':
      for (const side of [-1, 1]) {
        const x = side * (spec.w / 2 - 0.18);
        p.add(solid, rbox(0.06, legH, 0.06, 0.005, 1), { at: [x, legH / 2, 0] });
        p.add(solid, rbox(0.08, 0.05, spec.d - 0.12, 0.008, 2), { at: [x, 0.025, 0] });
        p.add(solid, rbox(0.07, 0.045, spec.d - 0.18, 0.008, 2), { at: [x, legH - 0.0225, 0] });
      }
      p.add(solid, rbox(spec.w - 0.36, 0.05, 0.03, 0.006, 1), { at: [0, 0.2, 0] });
      break;
    case 'tapered':
    case 'square':
    case 'metal':
    case 'hairpin':
    case 'block': {
      const legW = spec.w - 2 * inset;
      const legD = spec.d - 2 * inset;
      const legMat = legs === 'metal' || legs === 'hairpin' ? metal.black() : solid;
      if (spec.top === 'rect' && legs !== 'hairpin') {
        // Aprons under the top tie the legs together.
        p.add(solid, box(legW - 0.03, 0.08, 0.02), { at: [0, legH - 0.04, legD / 2 - 0.01] });
        p.add(solid, box(legW - 0.03, 0.08, 0.02), { at: [0, legH - 0.04, -legD / 2 + 0.01] });
        p.add(solid, box(0.02, 0.08, legD - 0.03), { at: [legW / 2 - 0.01, legH - 0.04, 0] });
        p.add(solid, box(0.02, 0.08, legD - 0.03), { at: [-legW / 2 + 0.01, legH - 0.04, 0] });
      }
      const [footW, footD]: [number, number] = spec.top === 'rect' ? [legW, legD] : [spec.w * 0.62, spec.d * 0.62];
      addLegs(p, legMat, legs, footW, footD, legH);
      break;
    }
  }
  return p.group('table');
}

// ---- chairs and stools --------------------------------------------------------------------------

interface ChairSpec {
  back: 'spindle' | 'ladder' | 'panel';
  seat: 'wood' | 'fabric';
  woodColor: number;
  fabricColor: number;
  arms: boolean;
}

function chair(rng: Rng, s: ChairSpec): THREE.Object3D {
  const seatH = 0.45;
  const w = between(rng, 0.44, 0.5);
  const d = between(rng, 0.42, 0.47);
  const backTop = between(rng, 0.84, 0.92);
  const frame = wood(s.woodColor);
  const p = new Parts();
  const legR = 0.016;
  // Front legs straight, back legs run up into the back posts with a slight recline.
  for (const sx of [-1, 1]) {
    const x = sx * (w / 2 - 0.03);
    p.add(frame, cyl(legR, legR * 0.75, seatH, 16), { at: [x, seatH / 2, d / 2 - 0.03] });
    p.add(frame, rod([x, 0, -d / 2 + 0.03], [x, seatH, -d / 2 + 0.04], legR, 16));
    p.add(frame, rod([x, seatH, -d / 2 + 0.04], [x, backTop, -d / 2 - 0.03], legR * 0.9, 16));
    p.add(frame, rod([x, 0.16, d / 2 - 0.03], [x, 0.16, -d / 2 + 0.03], 0.008, 10));
  }
  p.add(frame, rod([-w / 2 + 0.03, 0.2, d / 2 - 0.03], [w / 2 - 0.03, 0.2, d / 2 - 0.03], 0.008, 10));
  const seatMat = s.seat === 'wood' ? frame : fabric(s.fabricColor);
  const seatThick = s.seat === 'wood' ? 0.03 : 0.06;
  p.add(seatMat, rbox(w, seatThick, d, s.seat === 'wood' ? 0.01 : 0.025, 3), { at: [0, seatH + seatThick / 2, 0] });
  const backZ = (y: number) => -d / 2 + 0.04 - ((y - seatH) / (backTop - seatH)) * 0.07;
  const postX = w / 2 - 0.03;
  switch (s.back) {
    case 'spindle': {
      // Curved top rail with round spindles down to the seat.
      p.add(
        frame,
        tube(
          [
            [-postX - 0.01, backTop - 0.02, backZ(backTop) + 0.01],
            [0, backTop + 0.01, backZ(backTop) - 0.03],
            [postX + 0.01, backTop - 0.02, backZ(backTop) + 0.01],
          ],
          0.018,
          { segments: 32 },
        ),
      );
      const n = intBetween(rng, 5, 7);
      for (let i = 1; i < n; i++) {
        const x = -postX + (2 * postX * i) / n;
        const bow = 0.03 * (1 - (x / postX) ** 2);
        p.add(frame, rod([x, seatH + seatThick, backZ(seatH) + 0.01], [x, backTop - 0.01, backZ(backTop) - bow], 0.007, 8));
      }
      break;
    }
    case 'ladder':
      for (const f of [0.45, 0.72, 0.97]) {
        const y = seatH + (backTop - seatH) * f;
        p.add(frame, rbox(2 * postX, 0.05, 0.018, 0.006, 2), { at: [0, y - 0.03, backZ(y)], rot: [-0.08, 0, 0] });
      }
      break;
    case 'panel': {
      const panelH = (backTop - seatH) * 0.55;
      const y = backTop - panelH / 2 - 0.01;
      p.add(seatMat, rbox(2 * postX + 0.02, panelH, 0.03, 0.012, 3), { at: [0, y, backZ(y) + 0.005], rot: [-0.08, 0, 0] });
      break;
    }
  }
  if (s.arms) {
    for (const sx of [-1, 1]) {
      const x = sx * (w / 2 - 0.01);
      p.add(frame, rod([x, seatH, d / 2 - 0.04], [x, seatH + 0.22, d / 2 - 0.06], 0.012, 12));
      p.add(frame, rbox(0.05, 0.022, d + 0.02, 0.008, 2), { at: [x, seatH + 0.23, 0.0] });
    }
  }
  return p.group('chair');
}

function barStool(rng: Rng, seatColor: number, frameFinish: 'black' | 'brass' | 'wood', woodColor: number): THREE.Object3D {
  const h = between(rng, 0.66, 0.76);
  const frame = frameFinish === 'wood' ? wood(woodColor) : frameFinish === 'brass' ? metal.brass() : metal.black();
  const seat = leather(seatColor);
  const p = new Parts();
  const seatR = between(rng, 0.17, 0.2);
  p.add(
    seat,
    lathe(
      [
        [0, h - 0.005],
        [seatR * 0.98, h - 0.004],
        [seatR, h + 0.03],
        [seatR * 0.92, h + 0.062],
        [0, h + 0.068],
      ],
      48,
    ),
  );
  p.add(frame, cyl(seatR * 0.8, seatR * 0.8, 0.02, 40), { at: [0, h - 0.015, 0] });
  const spread = seatR + 0.06;
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2 + Math.PI / 4;
    p.add(
      frame,
      rod(
        [Math.cos(a) * seatR * 0.6, h - 0.02, Math.sin(a) * seatR * 0.6],
        [Math.cos(a) * spread, 0, Math.sin(a) * spread],
        0.014,
        14,
      ),
    );
  }
  // Foot ring where the splayed legs pass 0.28 m up.
  const ringR = seatR * 0.6 + (spread - seatR * 0.6) * (1 - 0.28 / h);
  p.add(frame, torus(ringR, 0.009, 10, 72), { at: [0, 0.28, 0], rot: [Math.PI / 2, 0, 0] });
  return p.group('stool');
}

// ---- case goods with drawers ---------------------------------------------------------------------

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

function caseGood(rng: Rng, s: CaseSpec): THREE.Object3D {
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

// ---- bookshelf and bed ----------------------------------------------------------------------------

function bookshelf(rng: Rng, woodLight: number, woodDark: number, shelves: number): THREE.Object3D {
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

function bed(rng: Rng, width: number, frameColor: number, headColor: number, beddingColor: number): THREE.Object3D {
  const length = 2.1;
  const frameH = 0.3;
  const frame = fabric(headColor);
  const legs = wood(frameColor);
  const sheet = fabric(0xf3f1ec);
  const duvet = fabric(beddingColor, weave(rng, beddingColor));
  const p = new Parts();
  p.add(frame, rbox(width + 0.08, 0.2, length, 0.03), { at: [0, 0.1 + 0.1, 0] });
  addLegs(p, legs, 'tapered', width - 0.05, length - 0.1, 0.1);
  // Headboard: vertical channels, the tufted look.
  const channels = Math.round(width / 0.18);
  const headH = between(rng, 0.95, 1.15);
  for (let i = 0; i < channels; i++) {
    const cw = (width + 0.12) / channels;
    p.add(frame, rbox(cw, headH - 0.1, 0.09, 0.04, 3), {
      at: [-(width + 0.12) / 2 + cw * (i + 0.5), 0.1 + headH / 2, -length / 2 - 0.03],
    });
  }
  p.add(legs, rbox(width + 0.16, 0.06, 0.1, 0.01, 2), { at: [0, 0.1 + headH + 0.0, -length / 2 - 0.03] });
  p.add(sheet, rbox(width, 0.24, length - 0.06, 0.06, 4), { at: [0, frameH + 0.12, 0.02] });
  p.add(duvet, rbox(width + 0.06, 0.07, length * 0.62, 0.03, 3), { at: [0, frameH + 0.255, length / 2 - length * 0.31 + 0.03] });
  // The duvet's overhang down both sides.
  for (const sx of [-1, 1])
    p.add(duvet, rbox(0.04, 0.28, length * 0.62, 0.018, 2), {
      at: [sx * (width / 2 + 0.03), frameH + 0.12, length / 2 - length * 0.31 + 0.03],
    });
  const pillows = width > 1.3 ? 2 : 1;
  for (let i = 0; i < pillows; i++) {
    const x = pillows === 1 ? 0 : (i - 0.5) * (width / 2);
    p.add(sheet, rbox(Math.min(0.7, width / pillows - 0.08), 0.14, 0.42, 0.065, 4), {
      at: [x, frameH + 0.3, -length / 2 + 0.3],
      rot: [-0.35, 0, 0],
    });
  }
  return p.group('bed');
}

// ---- catalogue ------------------------------------------------------------------------------------

const WALNUT = [0x8a5a3b, 0x5a3522] as const;
const OAK = [0xd8b98a, 0xb08a5a] as const;
const ASH = [0xe8d7b9, 0xcdb38a] as const;
const CHERRY = [0xa4583a, 0x6e3522] as const;

export const FURNITURE: DemoModel[] = [
  demo(
    {
      slug: 'nordic-fabric-sofa-3',
      title: '北欧风布艺三人沙发',
      description:
        '简约北欧风三人位沙发，亚麻质感布艺面料配实木锥形脚，坐垫与靠垫分体建模，附两只撞色抱枕。尺寸按真实比例（约 2.2 米宽），可直接用于客厅场景布置。',
      type: '家具',
      trade: '泛家居',
      tags: ['沙发', '北欧', '布艺', '客厅', '三人位'],
      priceFen: 9900,
    },
    (rng) =>
      sofa(rng, {
        seats: 3,
        color: 0x8e9ba3,
        cover: 'fabric',
        arm: 'track',
        legs: 'tapered',
        legWood: OAK[1],
        pillow: 0xd9a441,
        textured: true,
      }),
  ),
  demo(
    {
      slug: 'leather-loveseat-2',
      title: '意式真皮双人沙发',
      description: '意式轻奢双人沙发，焦糖色头层牛皮质感，圆润卷边扶手，黑色金属细脚。适合书房、会客区等小空间。',
      type: '家具',
      trade: '泛家居',
      tags: ['沙发', '真皮', '轻奢', '双人位'],
      priceFen: 12900,
    },
    (rng) =>
      sofa(rng, {
        seats: 2,
        color: 0x9c5a2e,
        cover: 'leather',
        arm: 'roll',
        legs: 'metal',
        legWood: 0,
        pillow: null,
        textured: false,
      }),
  ),
  demo(
    {
      slug: 'cream-armchair',
      title: '奶油风单人休闲沙发椅',
      description: '奶油白泰迪绒单人沙发，圆润扶手，低矮方块脚，配一只雾霾蓝抱枕。适合卧室角落或阳台阅读区。',
      type: '家具',
      trade: '泛家居',
      tags: ['单人沙发', '奶油风', '休闲椅', '卧室'],
      priceFen: 0,
    },
    (rng) =>
      sofa(rng, {
        seats: 1,
        color: 0xe9e0d0,
        cover: 'fabric',
        arm: 'roll',
        legs: 'block',
        legWood: WALNUT[1],
        pillow: 0x7d93a8,
        textured: true,
      }),
  ),
  demo(
    {
      slug: 'green-velvet-sofa-3',
      title: '复古墨绿丝绒三人沙发',
      description: '复古墨绿丝绒面料三人沙发，直线型扶手搭配胡桃木脚，靠垫微微后倾，坐感舒展。',
      type: '家具',
      trade: '泛家居',
      tags: ['沙发', '丝绒', '复古', '墨绿'],
      priceFen: 6900,
    },
    (rng) =>
      sofa(rng, {
        seats: 3,
        color: 0x2f5a48,
        cover: 'fabric',
        arm: 'track',
        legs: 'square',
        legWood: WALNUT[1],
        pillow: 0xc9a66b,
        textured: false,
      }),
  ),
  demo(
    {
      slug: 'walnut-dining-table',
      title: '北美黑胡桃实木餐桌',
      description: '1.6 米黑胡桃实木长餐桌，木纹贴图，四周带望板，锥形实木桌腿。适合 4–6 人用餐空间。',
      type: '家具',
      trade: '泛家居',
      tags: ['餐桌', '实木', '黑胡桃', '餐厅'],
      priceFen: 4900,
    },
    (rng) => table(rng, { top: 'rect', w: 1.6, d: 0.9, h: 0.75, legs: 'tapered', woodLight: WALNUT[0], woodDark: WALNUT[1] }),
  ),
  demo(
    {
      slug: 'round-oak-coffee-table',
      title: '原木圆形三脚茶几',
      description: '直径 80 厘米橡木圆茶几，三条斜插实木腿，表面带清晰木纹，日式原木风格。',
      type: '家具',
      trade: '泛家居',
      tags: ['茶几', '原木', '日式', '圆形'],
      priceFen: 0,
    },
    (rng) => table(rng, { top: 'round', w: 0.8, d: 0.8, h: 0.42, legs: 'tripod', woodLight: OAK[0], woodDark: OAK[1] }),
  ),
  demo(
    {
      slug: 'marble-pedestal-table',
      title: '岩板圆形洽谈桌',
      description: '白色岩板台面圆桌，车削造型中央立柱与圆盘底座，适合咖啡厅、洽谈区。',
      type: '家具',
      trade: '泛家居',
      tags: ['圆桌', '岩板', '洽谈桌', '商业空间'],
      priceFen: 2900,
    },
    (rng) =>
      table(rng, {
        top: 'round',
        w: 0.9,
        d: 0.9,
        h: 0.74,
        legs: 'pedestal',
        woodLight: ASH[0],
        woodDark: 0x3a3a3a,
        topMaterial: 'marble-white',
      }),
  ),
  demo(
    {
      slug: 'industrial-hairpin-desk',
      title: '工业风发卡腿书桌',
      description: '1.2 米橡木书桌，黑色发卡式铁艺桌腿，简洁的工业 LOFT 风格，适合家庭办公。',
      type: '家具',
      trade: '泛家居',
      tags: ['书桌', '工业风', '铁艺', '办公'],
      priceFen: 1990,
    },
    (rng) => table(rng, { top: 'rect', w: 1.2, d: 0.6, h: 0.74, legs: 'hairpin', woodLight: OAK[0], woodDark: OAK[1] }),
  ),
  demo(
    {
      slug: 'farmhouse-trestle-table',
      title: '乡村风支架式长桌',
      description: '樱桃木支架式长桌，H 型桌脚与横撑，椭圆桌面，适合乡村风餐厅或工作室。',
      type: '家具',
      trade: '泛家居',
      tags: ['长桌', '乡村风', '樱桃木', '餐桌'],
      priceFen: 3900,
    },
    (rng) => table(rng, { top: 'oval', w: 1.9, d: 0.95, h: 0.76, legs: 'trestle', woodLight: CHERRY[0], woodDark: CHERRY[1] }),
  ),
  demo(
    {
      slug: 'glass-coffee-table',
      title: '现代钢化玻璃茶几',
      description: '椭圆形钢化玻璃台面配黑色金属细腿，通透轻盈，适合小户型客厅。',
      type: '家具',
      trade: '泛家居',
      tags: ['茶几', '玻璃', '现代简约', '小户型'],
      priceFen: 0,
    },
    (rng) =>
      table(rng, {
        top: 'oval',
        w: 1.1,
        d: 0.6,
        h: 0.4,
        legs: 'metal',
        woodLight: ASH[0],
        woodDark: 0x222222,
        topMaterial: 'glass',
      }),
  ),
  demo(
    {
      slug: 'windsor-dining-chair',
      title: '温莎实木餐椅',
      description: '经典温莎椅造型，弯曲顶横梁与圆形靠背杆，白蜡木原色，榫卯结构清晰。',
      type: '家具',
      trade: '泛家居',
      tags: ['餐椅', '温莎椅', '实木', '经典'],
      priceFen: 1500,
    },
    (rng) => chair(rng, { back: 'spindle', seat: 'wood', woodColor: ASH[1], fabricColor: 0, arms: false }),
  ),
  demo(
    {
      slug: 'upholstered-armchair-dining',
      title: '新中式软包扶手椅',
      description: '胡桃木框架配米白色软包坐垫与靠背，带扶手，新中式简约风格，适合餐厅与茶室。',
      type: '家具',
      trade: '泛家居',
      tags: ['扶手椅', '新中式', '软包', '餐椅'],
      priceFen: 2500,
    },
    (rng) => chair(rng, { back: 'panel', seat: 'fabric', woodColor: WALNUT[1], fabricColor: 0xe6dccb, arms: true }),
  ),
  demo(
    {
      slug: 'ladder-back-chair',
      title: '梯背式乡村餐椅',
      description: '三根弧形横档的梯背椅，黑胡桃色，布艺坐垫，乡村复古风。',
      type: '家具',
      trade: '泛家居',
      tags: ['餐椅', '梯背椅', '乡村风', '复古'],
      priceFen: 0,
    },
    (rng) => chair(rng, { back: 'ladder', seat: 'fabric', woodColor: CHERRY[1], fabricColor: 0xa33b32, arms: false }),
  ),
  demo(
    {
      slug: 'leather-bar-stool',
      title: '皮面黄铜吧台高脚凳',
      description: '黑色皮面软包坐垫，黄铜色金属斜腿与脚踏圈，高约 75 厘米，适合吧台和岛台。',
      type: '家具',
      trade: '泛家居',
      tags: ['吧台凳', '高脚凳', '轻奢', '黄铜'],
      priceFen: 990,
    },
    (rng) => barStool(rng, 0x2a2624, 'brass', 0),
  ),
  demo(
    {
      slug: 'oak-nightstand-drawers',
      title: '橡木三斗床头柜',
      description: '橡木纹理三斗床头柜，顶层抽屉带开合动画，抽屉内部结构完整，黄铜拉手。',
      type: '家具',
      trade: '泛家居',
      tags: ['床头柜', '抽屉', '动画', '橡木', '卧室'],
      priceFen: 1900,
    },
    (rng) =>
      caseGood(rng, {
        w: 0.48,
        h: 0.5,
        d: 0.4,
        rows: [1, 1, 1],
        legs: 'tapered',
        legH: 0.14,
        woodLight: OAK[0],
        woodDark: OAK[1],
        frontColor: null,
        handle: 'knob',
        animated: true,
      }),
  ),
  demo(
    {
      slug: 'walnut-chest-5-drawers',
      title: '胡桃木五斗柜',
      description: '北欧风五斗柜，上层两个小抽屉、下层三个大抽屉，胡桃木纹理，一字形金属拉手，顶部抽屉可拉开。',
      type: '家具',
      trade: '泛家居',
      tags: ['五斗柜', '收纳', '胡桃木', '动画', '北欧'],
      priceFen: 2900,
    },
    (rng) =>
      caseGood(rng, {
        w: 0.9,
        h: 0.95,
        d: 0.45,
        rows: [2, 1, 1, 1],
        legs: 'square',
        legH: 0.12,
        woodLight: WALNUT[0],
        woodDark: WALNUT[1],
        frontColor: null,
        handle: 'bar',
        animated: true,
      }),
  ),
  demo(
    {
      slug: 'painted-sideboard',
      title: '法式奶油色餐边柜',
      description: '奶油白烤漆门板的餐边柜，上排三个抽屉、下方双开门，铜环拉手，橡木柜体。',
      type: '家具',
      trade: '泛家居',
      tags: ['餐边柜', '法式', '收纳', '烤漆'],
      priceFen: 0,
    },
    (rng) =>
      caseGood(rng, {
        w: 1.4,
        h: 0.78,
        d: 0.42,
        rows: [3, 0],
        legs: 'tapered',
        legH: 0.15,
        woodLight: ASH[0],
        woodDark: ASH[1],
        frontColor: 0xeee6d6,
        handle: 'ring',
        animated: false,
      }),
  ),
  demo(
    {
      slug: 'low-tv-cabinet',
      title: '极简悬浮式电视柜',
      description: '1.8 米长低矮电视柜，墨绿烤漆抽屉面板配白蜡木柜体，踢脚线式底座。',
      type: '家具',
      trade: '泛家居',
      tags: ['电视柜', '极简', '客厅', '收纳'],
      priceFen: 3500,
    },
    (rng) =>
      caseGood(rng, {
        w: 1.8,
        h: 0.42,
        d: 0.4,
        rows: [3],
        legs: 'plinth',
        legH: 0.06,
        woodLight: ASH[0],
        woodDark: ASH[1],
        frontColor: 0x35524a,
        handle: 'bar',
        animated: false,
      }),
  ),
  demo(
    {
      slug: 'open-bookshelf',
      title: '实木开放式书架',
      description: '五层开放式实木书架，摆满高低错落的书籍，偶有斜靠与平放，书房场景即拿即用。',
      type: '家具',
      trade: '泛家居',
      tags: ['书架', '书房', '实木', '收纳'],
      priceFen: 1900,
    },
    (rng) => bookshelf(rng, OAK[0], OAK[1], 5),
  ),
  demo(
    {
      slug: 'upholstered-double-bed',
      title: '软包靠背双人床',
      description: '1.8 米软包双人床，竖条纹靠背，含床垫、被子和枕头，布艺纹理贴图。',
      type: '家具',
      trade: '泛家居',
      tags: ['双人床', '软包', '卧室', '床品'],
      priceFen: 5900,
    },
    (rng) => bed(rng, 1.8, WALNUT[1], 0xb9ad9c, 0x8fa3b5),
  ),
];
