import type * as THREE from 'three';
import { lathe, type Parts, type Profile, shellParts, tube, type Vec3 } from '../kit.js';

/** Pieces every vessel shares: thin lathed walls with a separate inside glaze, and loop handles. */

/** Adds a hollow vessel: outside (and lip) in one finish, inside in another. */
export function addVessel(
  p: Parts,
  outer: Profile,
  thickness: number,
  outside: THREE.Material,
  inside: THREE.Material,
  segments = 72,
  at: Vec3 = [0, 0, 0],
): void {
  const parts = shellParts(outer, thickness);
  p.add(outside, lathe(parts.outside, segments), { at });
  p.add(inside, lathe(parts.inside, segments), { at });
}

/** A C-shaped handle leaving the wall at x between two heights and reaching out by `reach` (negative: towards -X). */
export function handle(x: number, y0: number, y1: number, reach: number, radius: number): THREE.BufferGeometry {
  const mid = (y0 + y1) / 2;
  const h = y1 - y0;
  const inset = Math.sign(reach) * radius;
  return tube(
    [
      [x - inset, y1, 0],
      [x + reach * 0.6, y1 + h * 0.05, 0],
      [x + reach, mid + h * 0.15, 0],
      [x + reach * 0.85, y0 + h * 0.1, 0],
      [x - inset, y0, 0],
    ],
    radius,
    { segments: 40, radial: 12 },
  );
}
