/**
 * Fixed-window counters kept in memory: enough for one server process. A Redis-backed limiter with the
 * same interface is the scale-out path when several API processes share the load.
 */
export interface RateLimiter {
  /** Counts one hit; answers how long to wait (ms) when the limit is already reached, else 0. */
  hit(key: string, limit: number, windowMs: number): number;
  /** How long to wait (ms) without counting a hit. */
  peek(key: string, limit: number): number;
  reset(key: string): void;
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
    hit(key, limit, windowMs) {
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
    peek(key, limit) {
      if (!enabled) return 0;
      const t = clock();
      const w = windows.get(key);
      return w && w.resetAt > t && w.count >= limit ? w.resetAt - t : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

export function waitText(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return s >= 60 ? `${Math.ceil(s / 60)} 分钟` : `${s} 秒`;
}
