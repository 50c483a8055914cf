import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { makeUser, ok, post, type TestUser } from '../demand/fixtures.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An open message/stream: the unread counts it received, in order. */
interface Stream {
  status: number;
  contentType: string;
  counts: number[];
  next(n: number): Promise<void>;
  close(): void;
}

function openStream(base: string, token?: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/message/stream`, { headers: token ? { token } : {} }, (res) => {
      const counts: number[] = [];
      const waiting: { n: number; done: () => void }[] = [];
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: unread\ndata: (.*)$/m.exec(block);
          if (data) counts.push((JSON.parse(data[1]!) as { totalCount: number }).totalCount);
        }
        for (const w of waiting.filter((w) => counts.length >= w.n)) {
          waiting.splice(waiting.indexOf(w), 1);
          w.done();
        }
      });
      resolve({
        status: res.statusCode ?? 0,
        contentType: String(res.headers['content-type']),
        counts,
        next: (n) =>
          counts.length >= n
            ? Promise.resolve()
            : new Promise<void>((done, fail) => {
                waiting.push({ n, done });
                setTimeout(() => fail(new Error(`only ${counts.length} of ${n} events: ${counts.join(',')}`)), 5000);
              }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

describe.each(DIALECTS)('live unread count on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let me: TestUser;
  let fan: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    me = await makeUser(t, 2, '作者');
    fan = await makeUser(t, 0, '粉丝');
    stranger = await makeUser(t, 0, '旁人');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pushes the count at once and whenever a message arrives, is read or deleted; only to its owner', async () => {
    const refusedStream = await openStream(base);
    expect(refusedStream.status).toBe(401);
    refusedStream.close();

    const mine = await openStream(base, me.token);
    const theirs = await openStream(base, stranger.token);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toMatch(/^text\/event-stream/);
    await mine.next(1);
    await theirs.next(1);
    expect(mine.counts).toEqual([0]);

    ok(await post(t, '/api/user/fans', { userId: me.id }, fan.token));
    await mine.next(2);
    expect(mine.counts).toEqual([0, 1]);
    const [message] = (await t.db.kysely.selectFrom('messages').select('id').where('user_id', '=', me.id).execute()) ?? [];
    // Another user's message is not theirs to read, and the stranger hears nothing of mine.
    expect((await post(t, '/api/message/updateRead', { ids: [message!.id] }, stranger.token)).statusCode).toBe(403);
    ok(await post(t, '/api/message/updateRead', { ids: [message!.id] }, me.token));
    await mine.next(3);
    expect(mine.counts).toEqual([0, 1, 0]);
    expect(theirs.counts).toEqual([0]);
    mine.close();
    theirs.close();
  });
});

describe('live unread count across processes (Redis)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { REDIS_URL, REDIS_PREFIX: `test-${process.pid}:` });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a message written by another process reaches the page open on this one', async () => {
    const me = await makeUser(t, 2, '作者');
    const fan = await makeUser(t, 0, '粉丝');
    // A second API process over the same database and Redis.
    const other = await buildApp({ config: t.config, db: t.db, logger: false });
    try {
      const stream = await openStream(base, me.token);
      await stream.next(1);
      await other.services.social.follow({ id: fan.id, type: fan.type, sessionId: 0 }, me.id, true);
      await stream.next(2);
      expect(stream.counts).toEqual([0, 1]);
      stream.close();
    } finally {
      await other.app.close();
    }
  });
});
