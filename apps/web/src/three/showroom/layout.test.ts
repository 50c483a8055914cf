import { describe, expect, it } from 'vitest';
import { SHOW_TEMPLATES, findShowTemplate } from '@moxing/shared';
import { floorOcclusion, lampLight, wallOcclusion } from './bake';
import {
  BODY_RADIUS,
  byDistance,
  fitScale,
  moveWithCollisions,
  planRoom,
  pointInPolygon,
  tourOrder,
  viewpoint,
  wallDistance,
} from './layout';
import { BUILT_IN_PIECES, pickPiece } from './music';

const gallery = findShowTemplate('gallery')!;

describe.each(SHOW_TEMPLATES.map((t) => [t.code, t] as const))('room plan of %s', (_, t) => {
  const plan = planRoom(t);

  it('has one wall per outline edge, each facing into the room', () => {
    expect(plan.walls).toHaveLength(t.floor.length);
    for (const w of plan.walls) {
      const mid = { x: (w.a.x + w.b.x) / 2 + w.normal.x * 0.1, z: (w.a.z + w.b.z) / 2 + w.normal.z * 0.1 };
      expect(pointInPolygon(mid, t.floor)).toBe(true);
      expect(Math.hypot(w.normal.x, w.normal.z)).toBeCloseTo(1);
    }
  });

  it('has one plinth per plinth slot, as tall as the slot puts the model, and one lamp per slot', () => {
    const plinthSlots = t.slots.filter((s) => s.kind === 'plinth');
    expect(plan.plinths).toHaveLength(plinthSlots.length);
    for (const [i, s] of plinthSlots.entries()) expect(plan.plinths[i]).toMatchObject({ slot: s.index, height: s.y });
    expect(plan.lamps).toHaveLength(t.slots.length);
  });

  it('starts the visitor clear of walls and plinths, and each tour viewpoint is on the floor and clear', () => {
    const start = moveWithCollisions(t.entrance, t.entrance, plan, t.floor);
    expect(pointInPolygon(start, t.floor)).toBe(true);
    for (const s of t.slots) {
      const v = viewpoint(s, plan, t.floor);
      expect(pointInPolygon(v, t.floor), `slot ${s.index}`).toBe(true);
      expect(wallDistance(v, plan.walls)).toBeGreaterThanOrEqual(BODY_RADIUS - 1e-6);
      // It looks at the slot.
      expect(Math.cos(v.yaw - Math.atan2(s.x - v.x, s.z - v.z))).toBeGreaterThan(0.99);
    }
  });

  it('never lets a visitor walk out of the room', () => {
    const far = { x: t.entrance.x + 100, z: t.entrance.z + 100 };
    const end = moveWithCollisions(t.entrance, far, plan, t.floor);
    expect(pointInPolygon(end, t.floor)).toBe(true);
    expect(wallDistance(end, plan.walls)).toBeGreaterThanOrEqual(BODY_RADIUS - 1e-6);
  });
});

describe('collisions', () => {
  const plan = planRoom(gallery);

  it('stops at a wall at the body radius, sliding along it', () => {
    // Walking towards the back wall (z = -8) at a slant.
    const end = moveWithCollisions({ x: 0, z: -6 }, { x: 1, z: -12 }, plan, gallery.floor);
    expect(end.z).toBeCloseTo(-8 + BODY_RADIUS, 1);
    expect(end.x).toBeGreaterThan(0.5);
  });

  it('does not walk through a plinth', () => {
    const p = plan.plinths[0]!;
    const end = moveWithCollisions({ x: p.x, z: p.z + 2 }, { x: p.x, z: p.z - 2 }, plan, gallery.floor);
    expect(end.z).toBeGreaterThanOrEqual(p.z + p.half + BODY_RADIUS - 1e-6);
  });

  it('walks freely in open floor', () => {
    const end = moveWithCollisions({ x: 0, z: 6 }, { x: 1, z: 6 }, plan, gallery.floor);
    expect(end.x).toBeCloseTo(1);
    expect(end.z).toBeCloseTo(6);
  });
});

describe('tour and load order', () => {
  it('visits every placed stand once, always going on to the nearest', () => {
    const slots = gallery.slots.slice(0, 12);
    const order = tourOrder(slots, gallery.entrance);
    expect(new Set(order.map((s) => s.index))).toEqual(new Set(slots.map((s) => s.index)));
    const nearest = [...slots].sort(
      (a, b) =>
        Math.hypot(a.x - gallery.entrance.x, a.z - gallery.entrance.z) -
        Math.hypot(b.x - gallery.entrance.x, b.z - gallery.entrance.z),
    )[0]!;
    expect(order[0]!.index).toBe(nearest.index);
  });

  it('loads the models nearest to the entrance first, unknown slots last', () => {
    const items = [{ slot: 12 }, { slot: 99 }, { slot: 6 }, { slot: 0 }];
    const ordered = byDistance(items, gallery.slots, gallery.entrance).map((i) => i.slot);
    // The entrance (0, 7) is nearer the front row (z 2.5, slots 6..11) than the back row and the back wall.
    expect(ordered).toEqual([6, 0, 12, 99]);
  });
});

describe('fitScale', () => {
  it('fits the largest extent to the slot size, times the owner scale (0.2 to 3)', () => {
    expect(fitScale({ x: 2, y: 4, z: 1 }, 1.4, 1)).toBeCloseTo(0.35);
    expect(fitScale({ x: 2, y: 4, z: 1 }, 1.4, 2)).toBeCloseTo(0.7);
    expect(fitScale({ x: 2, y: 4, z: 1 }, 1.4, 10)).toBeCloseTo(1.05);
    expect(fitScale({ x: 2, y: 4, z: 1 }, 1.4, 0)).toBeCloseTo(0.07);
  });

  it('leaves an empty or broken model at scale 1', () => {
    expect(fitScale({ x: 0, y: 0, z: 0 }, 1.4, 1)).toBe(1);
    expect(fitScale({ x: -Infinity, y: -Infinity, z: -Infinity }, 1.4, 1)).toBe(1);
  });
});

describe('baked light', () => {
  const plan = planRoom(gallery);
  const s = gallery.slots[0]!;

  it('pools under a plinth lamp and fades away from it', () => {
    const under = lampLight(s.x + 0.8, 0, s.z + 0.8, 0, 1, 0, plan.lamps);
    const aside = lampLight(s.x + 2.5, 0, s.z + 2.5, 0, 1, 0, plan.lamps);
    expect(under).toBeGreaterThan(aside * 1.5);
    // A surface facing away from every lamp gets none.
    expect(lampLight(s.x, 0, s.z, 0, -1, 0, plan.lamps)).toBe(0);
  });

  it('darkens the floor along walls and at the foot of plinths, and walls at their foot', () => {
    expect(floorOcclusion({ x: 0, z: 7.9 }, plan.walls, plan.plinths)).toBeLessThan(
      floorOcclusion({ x: 0, z: 6 }, plan.walls, plan.plinths),
    );
    const p = plan.plinths[0]!;
    expect(floorOcclusion({ x: p.x + p.half + 0.05, z: p.z }, plan.walls, plan.plinths)).toBeLessThan(0.8);
    expect(wallOcclusion(0.05, 4.5, 5)).toBeLessThan(wallOcclusion(2, 4.5, 5));
  });
});

describe('built-in music', () => {
  it('picks one of several pieces at random', () => {
    expect(BUILT_IN_PIECES.length).toBeGreaterThanOrEqual(3);
    expect(pickPiece(() => 0)).toBe(BUILT_IN_PIECES[0]);
    expect(pickPiece(() => 0.999)).toBe(BUILT_IN_PIECES[BUILT_IN_PIECES.length - 1]);
  });
});
