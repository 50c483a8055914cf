import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, form, newPhone, sha256, type TestApp } from '../../test/harness.js';
import { solveCaptcha } from '../../test/flows.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit.js';

/** Redis is used when REDIS_URL names one (CI starts it): then limits are checked shared by two app processes too. */
const REDIS_URL = process.env.REDIS_URL;
const STORES = REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);

describe.each(STORES)('the %s limiter', (store) => {
  const redis = store === 'redis' ? new Redis(REDIS_URL!) : null;
  const limiter: RateLimiter = redis
    ? createRedisRateLimiter(redis, `test:${randomBytes(4).toString('hex')}:`)
    : createMemoryRateLimiter();
  afterAll(async () => {
    await redis?.quit();
  });

  it('counts hits in a window, refuses past the limit with the time left, and forgets on reset', async () => {
    expect(await limiter.hit('k', 2, 60_000)).toBe(0);
    expect(await limiter.hit('k', 2, 60_000)).toBe(0);
    const wait = await limiter.hit('k', 2, 60_000);
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await limiter.count('k')).toMatchObject({ count: 2 });
    await limiter.reset('k');
    expect(await limiter.count('k')).toEqual({ count: 0, resetMs: 0 });
    expect(await limiter.hit('k', 2, 60_000)).toBe(0);
  });

  it('opens a new window when the old one has closed', async () => {
    expect(await limiter.hit('short', 1, 50)).toBe(0);
    expect(await limiter.hit('short', 1, 50)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 80));
    expect(await limiter.hit('short', 1, 50)).toBe(0);
  });
});

describe.each(REDIS_URL ? ['redis'] : [])('limits shared by two API processes through %s', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('counts an address’s logins and a number’s codes across both processes', async () => {
    const shared = { REDIS_URL, REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`, RATE_LIMIT: true };
    apps.push(await createTestApp('sqlite', shared), await createTestApp('sqlite', shared));
    const [a, b] = apps as [TestApp, TestApp];
    const login = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: '10.8.0.1',
        ...form({ login: newPhone(), password: sha256('x') }),
      });
    for (let i = 0; i < 12; i++) expect((await login(a)).statusCode).toBe(400);
    const onB: number[] = [];
    for (let i = 0; i < 10; i++) onB.push((await login(b)).statusCode);
    expect(onB).toEqual([...Array(8).fill(400), 429, 429]);

    const phone = newPhone();
    const send = async (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/sendCode',
        remoteAddress: '10.8.0.2',
        ...form({ login: phone, purpose: 'login', ...(await solveCaptcha(t)) }),
      });
    expect((await send(a)).json().code).toBe('200');
    const again = await send(b);
    expect(again.statusCode).toBe(429);
    expect(again.json().errorMsg).toContain('验证码已发送');
  });
});
