/**
 * The room's light, computed once when the room is built: spot lamps over every slot, a soft sky from the
 * ceiling and ambient occlusion where surfaces meet (floor by the walls and around plinths, wall foot and top).
 * The result is multiplied into the surfaces' colours (baked textures and vertex colours), so the room needs
 * no real-time lights or shadows. Pure maths: unit tested without a GPU.
 */
import type { Lamp, Plinth, Point, Wall } from './layout';
import { wallDistance } from './layout';

/** cos of the lamps' outer and inner cone half-angles. */
const OUTER = Math.cos(0.62);
const INNER = Math.cos(0.3);

function smoothstep(e0: number, e1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

/** Light from the lamps reaching point p with surface normal n (1 is about a lamp's pool centre at 3 m). */
export function lampLight(
  px: number,
  py: number,
  pz: number,
  nx: number,
  ny: number,
  nz: number,
  lamps: readonly Lamp[],
): number {
  let sum = 0;
  for (const l of lamps) {
    let lx = l.x - px;
    let ly = l.y - py;
    let lz = l.z - pz;
    const d2 = lx * lx + ly * ly + lz * lz;
    const d = Math.sqrt(d2) || 1;
    lx /= d;
    ly /= d;
    lz /= d;
    const ndl = nx * lx + ny * ly + nz * lz;
    if (ndl <= 0) continue;
    let sx = l.tx - l.x;
    let sy = l.ty - l.y;
    let sz = l.tz - l.z;
    const sl = Math.hypot(sx, sy, sz) || 1;
    sx /= sl;
    sy /= sl;
    sz /= sl;
    const cone = smoothstep(OUTER, INNER, -(lx * sx + ly * sy + lz * sz));
    if (cone <= 0) continue;
    sum += (l.power * 9 * ndl * cone) / (d2 + 1.5);
  }
  return sum;
}

/** Occlusion on the floor: darker along the walls and at the foot of plinths (1 = open floor). */
export function floorOcclusion(p: Point, walls: readonly Wall[], plinths: readonly Plinth[]): number {
  let ao = 1 - 0.38 * Math.exp(-wallDistance(p, walls) / 0.45);
  for (const pl of plinths) {
    const dx = Math.abs(p.x - pl.x);
    const dz = Math.abs(p.z - pl.z);
    const edge = pl.round ? Math.hypot(dx, dz) - pl.half : Math.max(dx, dz) - pl.half;
    if (edge < 1.2) ao *= 1 - 0.45 * Math.exp(-Math.max(0, edge) / 0.22);
  }
  return ao;
}

/** Occlusion on a wall at height h of a room `height` high, `along` metres from the nearer end of its edge. */
export function wallOcclusion(h: number, height: number, along: number): number {
  return (1 - 0.32 * Math.exp(-h / 0.35)) * (1 - 0.22 * Math.exp(-(height - h) / 0.5)) * (1 - 0.18 * Math.exp(-along / 0.35));
}

/** Light and occlusion put together into the multiplier of a surface's colour. */
export function shade(ambient: number, lamps: number, occlusion: number): number {
  return Math.min(1.35, (ambient + lamps) * occlusion);
}
