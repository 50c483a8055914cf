import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../test/harness.js';

/** The built web app as the server sends it: pre-compressed copies, cache headers, the page for every route. */
describe.each(DIALECTS)('the web app on %s', (dialect) => {
  const script = `console.log(${JSON.stringify('模型星球'.repeat(200))});`;
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>模型星球</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const file = path.join(dist, 'assets/index-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    t = await createTestApp(dialect, {
      WEB_DIST: dist,
      SITE_ICP: '沪ICP备00000000号-1',
      SITE_CONTACT_PHONE: '400-000-0000',
      SITE_CONTACT_WECHAT: 'moxing_kf',
    });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the build’s brotli or gzip copy of a script to a browser that takes it, cached for good', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has files outside the hashed assets revalidated, and answers pages with the app', async () => {
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');

    const page = await get('/good');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
  });

  it('sends a page address typed in another case to the page, and still answers unknown paths with 404', async () => {
    const lower = await get('/apidocument?tab=model');
    expect(lower.statusCode).toBe(301);
    expect(lower.headers.location).toBe('/APIDocument?tab=model');
    expect((await get('/CONTACTUS')).headers.location).toBe('/contactUs');
    expect((await get('/contactUs')).statusCode).toBe(200);
    expect((await get('/no-such-page')).statusCode).toBe(404);
  });

  it('serves the ICP number and contact ways from the settings, unset ones as null', async () => {
    const info = (await get('/api/system/siteInfo')).json<{ data: { icp: string | null; contact: Record<string, unknown> } }>();
    expect(info.data).toEqual({
      icp: '沪ICP备00000000号-1',
      contact: { phone: '400-000-0000', email: null, wechat: 'moxing_kf', address: null, hours: null },
    });
  });

  it('sends security headers on pages and calls, and lets only the embed pages be framed', async () => {
    const page = await get('/mycenter');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).toContain('worker-src');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    for (const embed of ['/modelshow?modelCode=abc', '/modelshow2?modelCode=abc']) {
      const shown = await get(embed);
      expect(shown.headers['content-security-policy']).toContain('frame-ancestors *');
      expect(shown.headers['x-frame-options']).toBeUndefined();
    }

    const api = await get('/api/health');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
