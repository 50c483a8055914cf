import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AccessLog, withoutSecrets } from './access-log.js';

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

  it('redacts every parameter that carries a token, and nothing else', () => {
    expect(withoutSecrets('/?_token=abc&utm_from=x')).toBe('/?_token=[redacted]&utm_from=x');
    expect(withoutSecrets('/mycenter?userToken=abc')).toBe('/mycenter?userToken=[redacted]');
    expect(withoutSecrets('/api/model/viewFile/m1/web.glb?unlock=abc')).toBe('/api/model/viewFile/m1/web.glb?unlock=[redacted]');
    expect(withoutSecrets('/api/wechat/publicaccount/getUserInfo?scene=abc')).toBe(
      '/api/wechat/publicaccount/getUserInfo?scene=[redacted]',
    );
    expect(withoutSecrets('/api/wechat/web/getLoginUser?code=abc&state=s')).toBe(
      '/api/wechat/web/getLoginUser?code=[redacted]&state=[redacted]',
    );
    expect(withoutSecrets('/wechatBind?code=abc')).toBe('/wechatBind?code=[redacted]');
    expect(withoutSecrets('/api/need/getNeed?code=D123')).toBe('/api/need/getNeed?code=D123');
    expect(withoutSecrets('/api/health')).toBe('/api/health');
  });
});
