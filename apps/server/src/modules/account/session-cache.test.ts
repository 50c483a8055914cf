import { describe, expect, it } from 'vitest';
import { localRedis } from '../../../test/redis.js';
import { createRedisBus } from '../../platform/bus.js';
import { SessionCache } from './session-cache.js';

const user = { id: 1, type: 0, sessionId: 7 };

describe('session cache', () => {
  it('keeps a session for its time to live, and no longer than the session itself', () => {
    const cache = new SessionCache(10_000);
    const t = Date.parse('2030-01-01T00:00:00.000Z');
    cache.set('long', user, '2030-02-01T00:00:00.000Z', t);
    cache.set('short', user, '2030-01-01T00:00:03.000Z', t);

    expect(cache.get('long', t + 9_999)).toMatchObject({ user, expiresAt: '2030-02-01T00:00:00.000Z' });
    expect(cache.get('short', t + 2_999)?.expiresAt).toBe('2030-01-01T00:00:03.000Z');
    expect(cache.get('short', t + 3_000)).toBeUndefined();
    expect(cache.get('long', t + 10_000)).toBeUndefined();
  });

  it('forgets revoked sessions and users at once', async () => {
    const cache = new SessionCache();
    const t = Date.parse('2030-01-01T00:00:00.000Z');
    cache.set('a', user, '2030-02-01T00:00:00.000Z', t);
    cache.set('b', { ...user, sessionId: 8 }, '2030-02-01T00:00:00.000Z', t);
    await cache.dropSession(7);
    expect(cache.get('a', t)).toBeUndefined();
    expect(cache.get('b', t)).toBeDefined();
    await cache.dropUser(1);
    expect(cache.get('b', t)).toBeUndefined();
  });

  it("has another process's cache drop the session before the drop resolves, told through Redis", async () => {
    const log = { warn: (obj: object) => expect.fail(JSON.stringify(obj)) };
    const redis = await localRedis();
    const [busA, busB] = [createRedisBus(redis.url, log), createRedisBus(redis.url, log)];
    const [a, b] = [new SessionCache(), new SessionCache()];
    await Promise.all([a.shareThrough(busA), b.shareThrough(busB)]);
    const t = Date.now();
    b.set('x', user, new Date(t + 86_400_000).toISOString(), t);
    b.set('y', { ...user, id: 2, sessionId: 9 }, new Date(t + 86_400_000).toISOString(), t);
    await a.dropSession(7);
    expect(b.get('x', t)).toBeUndefined();
    expect(b.get('y', t)).toBeDefined();
    await a.dropUser(2);
    expect(b.get('y', t)).toBeUndefined();
    await Promise.all([busA.close(), busB.close()]);
    await redis.close();
  });
});
