import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageHeaders, registerSecurityHeaders } from './security.js';

describe('page security headers', () => {
  it('allows a page’s own inline script by its hash, and no other', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    const script = 'setTimeout(function(){document.body.remove()},10)';
    app.get('/good', (_req, reply) => {
      const html = `<!doctype html><body><script>${script}</script></body>`;
      pageHeaders(reply, '/good', html);
      return reply.type('text/html').send(html);
    });
    const res = await app.inject({ method: 'GET', url: '/good' });
    const csp = String(res.headers['content-security-policy']);
    const digest = createHash('sha256').update(script).digest('base64');
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${digest}'`);
    expect(csp).not.toContain("unsafe-inline' 'sha");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    await app.close();
  });
});
