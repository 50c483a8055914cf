import type { Bus } from '../../platform/bus.js';
import type { AuthUser } from '../../platform/http/route.js';

export interface CachedSession {
  user: AuthUser;
  expiresAt: string;
}

interface Entry extends CachedSession {
  /** Epoch ms when the entry stops being good: the cache TTL or the session's own expiry, whichever is first. */
  until: number;
}

/**
 * Recently resolved sessions, so the token check that every request and the 60-second poll make
 * does not hit the database each time. Revocations in this process drop entries at once; other API
 * processes drop theirs when told through the bus (shareThrough) before the drop resolves, else
 * (a process that missed the notice) within the TTL.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(tokenHash: string, now: number): CachedSession | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e;
  }

  set(tokenHash: string, user: AuthUser, expiresAt: string, now: number): CachedSession {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // The expiry is parsed once here rather than compared as text on every hit.
    const expires = Date.parse(expiresAt);
    const entry = { user, expiresAt, until: expires < now + this.ttlMs ? expires : now + this.ttlMs };
    this.entries.set(tokenHash, entry);
    return entry;
  }

  private bus: Bus | null = null;

  /** Tells the other processes of every drop, and drops what they tell; resolves once listening. */
  shareThrough(bus: Bus): Promise<void> {
    this.bus = bus;
    return bus.subscribe('session-dropped', (message) => {
      const [kind, id] = message.split(':');
      if (kind === 'session') this.forget((e) => e.user.sessionId === Number(id));
      if (kind === 'user') this.forget((e) => e.user.id === Number(id));
    });
  }

  /** Resolves once the other processes have dropped it too: a logout answered holds everywhere at once. */
  async dropSession(sessionId: number): Promise<void> {
    this.forget((e) => e.user.sessionId === sessionId);
    await this.bus?.publish('session-dropped', `session:${sessionId}`, { handled: true });
  }

  async dropUser(userId: number): Promise<void> {
    this.forget((e) => e.user.id === userId);
    await this.bus?.publish('session-dropped', `user:${userId}`, { handled: true });
  }

  private forget(match: (e: Entry) => boolean): void {
    for (const [k, e] of this.entries) if (match(e)) this.entries.delete(k);
  }
}
