/**
 * Seeded randomness: the catalogue must come out byte-identical on every start, so shapes vary by a
 * PRNG seeded from the model's slug rather than Math.random().
 */
export type Rng = () => number;

/** mulberry32: tiny and fast; statistical quality is irrelevant for picking proportions. */
export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, so each slug gets its own stream independent of catalogue order. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export const between = (rng: Rng, min: number, max: number): number => min + (max - min) * rng();

export const intBetween = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
