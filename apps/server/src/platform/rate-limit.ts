import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for the limits keyed by something other than the address (a phone number, a number and
 * address pair, a visitor and model): in memory for one process, in Redis when several API processes share the
 * load (REDIS_URL). The per-address limits of whole calls are @fastify/rate-limit's (platform/http/limits.ts).
 */
export interface RateLimiter {
  /** Counts one hit; answers how long to wait (ms) when the limit was already reached, else 0. */
  hit(key: string, limit: number, windowMs: number): Promise<number>;
  /** Hits counted in the key's current window, and ms until it closes (0 when none is open). */
  count(key: string): Promise<{ count: number; resetMs: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(enabled = true, clock: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = clock();
  const sweep = (t: number) => {
    if (t - lastSweep < 60_000) return;
    lastSweep = t;
    for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
  };
  return {
    async hit(key, limit, windowMs) {
      if (!enabled) return 0;
      const t = clock();
      sweep(t);
      const w = windows.get(key);
      if (!w || w.resetAt <= t) {
        windows.set(key, { count: 1, resetAt: t + windowMs });
        return 0;
      }
      if (w.count >= limit) return w.resetAt - t;
      w.count += 1;
      return 0;
    },
    async count(key) {
      const t = clock();
      const w = enabled ? windows.get(key) : undefined;
      return w && w.resetAt > t ? { count: w.count, resetMs: w.resetAt - t } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// One round trip, as the memory limiter: refused (answering the time left) when the window is full, else counted; the
// first hit opens the window.
const HIT = `
local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c >= tonumber(ARGV[1]) then return math.max(redis.call('PTTL', KEYS[1]), 1) end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

/** The same counters in Redis, so that every process sees every hit. Keys are `${prefix}rl:<key>`. */
export function createRedisRateLimiter(redis: Redis, prefix: string, enabled = true): RateLimiter {
  const k = (key: string) => `${prefix}rl:${key}`;
  return {
    async hit(key, limit, windowMs) {
      if (!enabled) return 0;
      return Number(await redis.eval(HIT, 1, k(key), limit, windowMs));
    },
    async count(key) {
      if (!enabled) return { count: 0, resetMs: 0 };
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.pttl(k(key))]);
      return { count: Number(count ?? 0), resetMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

export function waitText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s >= 60 ? `${Math.ceil(s / 60)} 分钟` : `${s} 秒`;
}
