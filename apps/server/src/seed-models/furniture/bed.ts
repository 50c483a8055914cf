import type * as THREE from 'three';
import { Parts, rbox } from '../kit.js';
import { fabric, wood } from '../materials.js';
import { between, type Rng } from '../random.js';
import { weave } from '../textures.js';
import { addLegs } from './legs.js';

/** An upholstered bed with a channel-tufted headboard and made-up bedding. */

export function bed(rng: Rng, width: number, frameColor: number, headColor: number, beddingColor: number): THREE.Object3D {
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
