/**
 * The showroom's plan as plain numbers, apart from three.js so it can be unit tested: walls on the outline's
 * edges, plinths, the lamps whose light is baked into the room, collisions, the guided tour's order and
 * viewpoints, the order models load in and how a model is fitted to its slot.
 */
import type { ShowSlot, ShowTemplate } from '@moxing/shared';

export interface Point {
  x: number;
  z: number;
}

export interface Wall {
  a: Point;
  b: Point;
  length: number;
  /** Unit normal pointing into the room. */
  normal: Point;
}

export interface Plinth {
  slot: number;
  x: number;
  z: number;
  /** Half the side of its square top (or the radius of a round one). */
  half: number;
  height: number;
  round: boolean;
}

export interface Lamp {
  /** Where it hangs (y just under the ceiling). */
  x: number;
  y: number;
  z: number;
  /** The point it aims at. */
  tx: number;
  ty: number;
  tz: number;
  /** Relative strength. */
  power: number;
}

export interface RoomPlan {
  walls: Wall[];
  plinths: Plinth[];
  lamps: Lamp[];
  bounds: { minX: number; maxX: number; minZ: number; maxZ: number };
}

/** Eye height of a walking visitor, metres. */
export const EYE_HEIGHT = 1.6;
/** How close a visitor may come to a wall or a plinth. */
export const BODY_RADIUS = 0.35;

/** Twice the signed area in the x/z plane: positive when the corners go counter-clockwise (x right, z up). */
function signedArea2(floor: ReadonlyArray<readonly [number, number]>): number {
  let sum = 0;
  for (let i = 0; i < floor.length; i++) {
    const [x0, z0] = floor[i]!;
    const [x1, z1] = floor[(i + 1) % floor.length]!;
    sum += x0 * z1 - x1 * z0;
  }
  return sum;
}

export function buildWalls(floor: ReadonlyArray<readonly [number, number]>): Wall[] {
  const sign = signedArea2(floor) >= 0 ? 1 : -1;
  return floor.map(([x0, z0], i) => {
    const [x1, z1] = floor[(i + 1) % floor.length]!;
    const length = Math.hypot(x1 - x0, z1 - z0);
    // The left of the edge's direction is inside for a counter-clockwise outline.
    const normal = { x: (-(z1 - z0) / length) * sign, z: ((x1 - x0) / length) * sign };
    return { a: { x: x0, z: z0 }, b: { x: x1, z: z1 }, length, normal };
  });
}

export function plinthOf(slot: ShowSlot, round: boolean): Plinth {
  return { slot: slot.index, x: slot.x, z: slot.z, half: Math.max(0.3, slot.size * 0.4), height: slot.y, round };
}

/** The lamp over a slot: above a plinth, or out from the wall and aimed at the wall behind the model. */
function lampOf(slot: ShowSlot, height: number): Lamp {
  const y = height - 0.15;
  if (slot.kind === 'plinth') return { x: slot.x, y, z: slot.z, tx: slot.x, ty: slot.y, tz: slot.z, power: 1 };
  const fx = Math.sin(slot.yaw);
  const fz = Math.cos(slot.yaw);
  return {
    x: slot.x + fx * 1.6,
    y,
    z: slot.z + fz * 1.6,
    tx: slot.x - fx * 0.4,
    ty: slot.y + slot.size * 0.4,
    tz: slot.z - fz * 0.4,
    power: 0.8,
  };
}

export function planRoom(template: ShowTemplate): RoomPlan {
  const round = template.code === 'rotunda';
  const xs = template.floor.map((p) => p[0]);
  const zs = template.floor.map((p) => p[1]);
  return {
    walls: buildWalls(template.floor),
    plinths: template.slots.filter((s) => s.kind === 'plinth').map((s) => plinthOf(s, round)),
    lamps: template.slots.map((s) => lampOf(s, template.height)),
    bounds: { minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) },
  };
}

export function pointInPolygon(p: Point, floor: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = floor.length - 1; i < floor.length; j = i++) {
    const [xi, zi] = floor[i]!;
    const [xj, zj] = floor[j]!;
    if (zi > p.z !== zj > p.z && p.x < ((xj - xi) * (p.z - zi)) / (zj - zi) + xi) inside = !inside;
  }
  return inside;
}

function closestOnSegment(p: Point, a: Point, b: Point): Point {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.z - a.z) * dz) / (dx * dx + dz * dz || 1)));
  return { x: a.x + dx * t, z: a.z + dz * t };
}

/** Distance from a point to the nearest wall. */
export function wallDistance(p: Point, walls: readonly Wall[]): number {
  let best = Infinity;
  for (const w of walls) {
    const c = closestOnSegment(p, w.a, w.b);
    best = Math.min(best, Math.hypot(p.x - c.x, p.z - c.z));
  }
  return best;
}

/** Pushes a body of `radius` at `p` out of plinths and walls (a few passes settle corners). */
function pushOut(p: Point, plan: RoomPlan, radius: number): Point {
  let { x, z } = p;
  for (let pass = 0; pass < 3; pass++) {
    for (const w of plan.walls) {
      const c = closestOnSegment({ x, z }, w.a, w.b);
      const dx = x - c.x;
      const dz = z - c.z;
      const d = Math.hypot(dx, dz);
      // Behind the wall's plane counts as inside it: push back along the normal.
      const side = dx * w.normal.x + dz * w.normal.z;
      if (d < radius) {
        const nx = d > 1e-6 && side >= 0 ? dx / d : w.normal.x;
        const nz = d > 1e-6 && side >= 0 ? dz / d : w.normal.z;
        x = c.x + nx * radius;
        z = c.z + nz * radius;
      }
    }
    for (const pl of plan.plinths) {
      const limit = pl.half + radius;
      const dx = x - pl.x;
      const dz = z - pl.z;
      if (pl.round) {
        const d = Math.hypot(dx, dz);
        if (d < limit) {
          const k = d > 1e-6 ? limit / d : 0;
          x = d > 1e-6 ? pl.x + dx * k : pl.x + limit;
          z = d > 1e-6 ? pl.z + dz * k : z;
        }
      } else if (Math.abs(dx) < limit && Math.abs(dz) < limit) {
        // Out through the nearest side of the square.
        if (limit - Math.abs(dx) < limit - Math.abs(dz)) x = pl.x + Math.sign(dx || 1) * limit;
        else z = pl.z + Math.sign(dz || 1) * limit;
      }
    }
  }
  return { x, z };
}

/**
 * Where a visitor at `from` trying to go to `to` ends up: slides along walls and plinths, never leaves the
 * floor (a step that would cross the outline is refused).
 */
export function moveWithCollisions(
  from: Point,
  to: Point,
  plan: RoomPlan,
  floor: ReadonlyArray<readonly [number, number]>,
  radius = BODY_RADIUS,
): Point {
  // Long steps are split so a wall cannot be jumped over.
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.z - from.z) / (radius * 0.5)));
  let p = from;
  for (let i = 1; i <= steps; i++) {
    const target = { x: p.x + (to.x - from.x) / steps, z: p.z + (to.z - from.z) / steps };
    const next = pushOut(target, plan, radius);
    if (!pointInPolygon(next, floor)) break;
    p = next;
  }
  return p;
}

/** Placed slots ordered by their distance from a point, nearest first: the order their models load in. */
export function byDistance<T extends { slot: number }>(items: readonly T[], slots: readonly ShowSlot[], from: Point): T[] {
  const at = new Map(slots.map((s) => [s.index, s]));
  const dist = (item: T) => {
    const s = at.get(item.slot);
    return s ? Math.hypot(s.x - from.x, s.z - from.z) : Infinity;
  };
  return [...items].sort((a, b) => dist(a) - dist(b));
}

/** The guided tour: from the entrance, always on to the nearest stand not yet visited. */
export function tourOrder(slots: readonly ShowSlot[], start: Point): ShowSlot[] {
  const left = [...slots];
  const out: ShowSlot[] = [];
  let at = start;
  while (left.length) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      if (Math.hypot(left[i]!.x - at.x, left[i]!.z - at.z) < Math.hypot(left[best]!.x - at.x, left[best]!.z - at.z)) best = i;
    }
    const next = left.splice(best, 1)[0]!;
    out.push(next);
    at = next;
  }
  return out;
}

/**
 * Where the tour stands to look at a slot: in front of it, far enough to see the whole model, on the floor. The
 * yaw is the direction faced, as the templates' (0 facing +z).
 */
export function viewpoint(
  slot: ShowSlot,
  plan: RoomPlan,
  floor: ReadonlyArray<readonly [number, number]>,
): { x: number; z: number; yaw: number } {
  const distance = slot.size * 1.1 + 1.2;
  const fx = Math.sin(slot.yaw);
  const fz = Math.cos(slot.yaw);
  const from = { x: slot.x + fx * (slot.size * 0.5 + BODY_RADIUS + 0.3), z: slot.z + fz * (slot.size * 0.5 + BODY_RADIUS + 0.3) };
  const at = moveWithCollisions(from, { x: slot.x + fx * distance, z: slot.z + fz * distance }, plan, floor);
  return { x: at.x, z: at.z, yaw: Math.atan2(slot.x - at.x, slot.z - at.z) };
}

/** The scale that makes a model of `size` fit the slot, times the owner's own scale (kept within 0.2 to 3). */
export function fitScale(size: { x: number; y: number; z: number }, slotSize: number, ownerScale: number): number {
  const largest = Math.max(size.x, size.y, size.z);
  if (!(largest > 0) || !Number.isFinite(largest)) return 1;
  const owner = Number.isFinite(ownerScale) ? Math.min(3, Math.max(0.2, ownerScale)) : 1;
  return (slotSize / largest) * owner;
}
