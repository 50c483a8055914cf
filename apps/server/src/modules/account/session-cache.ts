import type { AuthUser } from '../../platform/http/route.js';

interface Entry {
  user: AuthUser;
  expiresAt: string;
  until: number;
}

/**
 * Recently resolved sessions, so the token check that every request and the 60-second poll make
 * does not hit the database each time. Revocations in this process drop entries at once; another API
 * process sees a revocation within TTL_MS.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string, now: number): Entry | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.until <= now || e.expiresAt <= new Date(now).toISOString()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e;
  }

  set(tokenHash: string, user: AuthUser, expiresAt: string, now: number): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { user, expiresAt, until: now + this.ttlMs });
  }

  dropSession(sessionId: number): void {
    for (const [k, e] of this.entries) if (e.user.sessionId === sessionId) this.entries.delete(k);
  }

  dropUser(userId: number): void {
    for (const [k, e] of this.entries) if (e.user.id === userId) this.entries.delete(k);
  }
}
