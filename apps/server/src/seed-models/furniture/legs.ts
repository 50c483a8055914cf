import type * as THREE from 'three';
import { cyl, type Parts, rbox, tube } from '../kit.js';
import { metal, wood } from '../materials.js';

/** Leg sets shared by sofas, tables, case goods and beds. */

export type LegStyle = 'tapered' | 'square' | 'metal' | 'hairpin' | 'block';

/** Four legs at the corners of a w × d rectangle (centres), `h` tall, tops at y = h. */
export function addLegs(parts: Parts, material: THREE.Material, style: LegStyle, w: number, d: number, h: number): void {
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

export function legMaterial(style: LegStyle, woodColor: number): THREE.Material {
  return style === 'metal' || style === 'hairpin' ? metal.black() : wood(woodColor);
}
