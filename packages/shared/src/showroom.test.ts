import { describe, expect, it } from 'vitest';
import { SHOW_TEMPLATES } from './showroom.js';

/** Ray casting: is (x, z) inside the polygon? */
function inside(poly: Array<[number, number]>, x: number, z: number): boolean {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, zi] = poly[i]!;
    const [xj, zj] = poly[j]!;
    if (zi > z !== zj > z && x < ((xj - xi) * (z - zi)) / (zj - zi) + xi) hit = !hit;
  }
  return hit;
}

describe('showroom templates', () => {
  it('has at least four templates with distinct codes, one of them with 30 slots or more', () => {
    expect(SHOW_TEMPLATES.length).toBeGreaterThanOrEqual(4);
    expect(new Set(SHOW_TEMPLATES.map((t) => t.code)).size).toBe(SHOW_TEMPLATES.length);
    expect(Math.max(...SHOW_TEMPLATES.map((t) => t.slots.length))).toBeGreaterThanOrEqual(30);
  });

  it.each(SHOW_TEMPLATES.map((t) => [t.code, t] as const))(
    '%s: slots are numbered 0..n-1, inside the floor and apart',
    (_, t) => {
      expect(t.slots.map((s) => s.index)).toEqual(t.slots.map((_, i) => i));
      expect(inside(t.floor, t.entrance.x, t.entrance.z)).toBe(true);
      for (const s of t.slots) expect(inside(t.floor, s.x, s.z), `slot ${s.index}`).toBe(true);
      for (const a of t.slots)
        for (const b of t.slots)
          if (a.index < b.index) expect(Math.hypot(a.x - b.x, a.z - b.z), `slots ${a.index} and ${b.index}`).toBeGreaterThan(1.2);
    },
  );
});
