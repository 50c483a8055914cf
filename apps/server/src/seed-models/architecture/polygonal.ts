import type * as THREE from 'three';
import { lathe, type Profile, smooth, type Vec3 } from '../kit.js';

/** Polygonal solids and curved roofs shared by the pavilion, pagoda, lantern and windmill. */

/** Points on the circle through the corners of a regular polygon, flat side facing +Z. */
export function polygonCorners(sides: number, r: number, y = 0): Vec3[] {
  return Array.from({ length: sides }, (_, i) => {
    const a = ((i + 0.5) / sides) * Math.PI * 2;
    return [Math.sin(a) * r, y, Math.cos(a) * r] as const;
  });
}

/** A lathe with few sides (a hexagonal or octagonal solid), rotated so a flat face looks at +Z. */
export function polygonal(profile: Profile, sides: number): THREE.BufferGeometry {
  // LatheGeometry starts its first corner on +Z; half a step turns a face towards the viewer.
  return lathe(profile, sides, 0.5).rotateY(Math.PI / sides);
}

/** A curved roof with flared, upturned eaves. */
export function roofProfile(eaveR: number, eaveY: number, apexY: number, thickness: number): Profile {
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
