import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './access-log.js';

describe('access log', () => {
  it('writes one line per finished request, without the login token', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
    app.get('/api/account/checkToken', async () => ({ ok: true }));
    await app.ready();

    const res = await app.inject({ method: 'GET', url: '/api/account/checkToken?token=secret-token&x=1' });
    expect(res.statusCode).toBe(200);
    await app.close();

    const requests = lines.filter((l) => l.reqId !== undefined);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      method: 'GET',
      url: '/api/account/checkToken?token=[redacted]&x=1',
      statusCode: 200,
      reqId: expect.any(String),
    });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });
});
