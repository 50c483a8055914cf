import type * as THREE from 'three';
import { cyl, lathe, Parts, rbox, rod, sphere, torus, tube } from '../kit.js';
import { fabric, leather, metal, wood } from '../materials.js';
import { between, intBetween, type Rng } from '../random.js';
import { weave } from '../textures.js';
import { addLegs, legMaterial, type LegStyle } from './legs.js';

/** Sofas, chairs and bar stools. */

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

export function sofa(rng: Rng, s: SofaSpec): THREE.Object3D {
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

interface ChairSpec {
  back: 'spindle' | 'ladder' | 'panel';
  seat: 'wood' | 'fabric';
  woodColor: number;
  fabricColor: number;
  arms: boolean;
}

export function chair(rng: Rng, s: ChairSpec): THREE.Object3D {
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

export function barStool(
  rng: Rng,
  seatColor: number,
  frameFinish: 'black' | 'brass' | 'wood',
  woodColor: number,
): THREE.Object3D {
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
