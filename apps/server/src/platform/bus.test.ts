import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { localRedis } from '../../test/redis.js';
import { createRedisBus } from './bus.js';

const log = { warn: (obj: object) => expect.fail(JSON.stringify(obj)) };

/** A process that takes `delayMs` to handle each notice of `channel`, speaking the bus's wire format by hand. */
async function slowReceiver(url: string, channel: string, delayMs: number | null) {
  const sub = new Redis(url);
  const pub = new Redis(url);
  const handled: string[] = [];
  sub.on('message', (_channel: string, raw: string) => {
    const bar = raw.indexOf('|');
    const id = raw.slice(0, bar);
    if (delayMs === null) return;
    setTimeout(() => {
      handled.push(raw.slice(bar + 1));
      if (id) void pub.publish('moxing:handled', id);
    }, delayMs);
  });
  await sub.subscribe(`moxing:${channel}`);
  return { handled, close: () => Promise.all([sub.quit(), pub.quit()]) };
}

describe('Redis bus', () => {
  it('a handled publish resolves only after every subscribed process has handled it', async () => {
    const redis = await localRedis();
    const bus = createRedisBus(redis.url, log);
    const receiver = await slowReceiver(redis.url, 'drops', 150);

    await bus.publish('drops', 'plain');
    expect(receiver.handled).toEqual([]);
    await bus.publish('drops', 'session:7', { handled: true });
    expect(receiver.handled).toEqual(['plain', 'session:7']);

    await Promise.all([bus.close(), receiver.close()]);
    await redis.close();
  });

  it('a handled publish gives up waiting on a process that never answers', async () => {
    const redis = await localRedis();
    const [a, b] = [createRedisBus(redis.url, log), createRedisBus(redis.url, log)];
    const seen: string[] = [];
    await b.subscribe('drops', (m) => seen.push(m));
    const silent = await slowReceiver(redis.url, 'drops', null);

    const started = Date.now();
    await a.publish('drops', 'user:3', { handled: true });
    expect(seen).toEqual(['user:3']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);

    await Promise.all([a.close(), b.close(), silent.close()]);
    await redis.close();
  });
});
