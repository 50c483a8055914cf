import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { insertModel, makeUser } from '../library/fixtures.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0 Mobile Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** The first screen the server draws into the library and model pages for phones (pagePreview.ts). */
describe.each(DIALECTS)('page previews on %s', (dialect) => {
  let dist: string;
  let t: TestApp;
  const codes: Record<string, string> = {};
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-web-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>模型星球</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(dialect, { WEB_DIST: dist });
    const author = await makeUser(t, 2, '匠心工作室');
    for (const [key, spec] of [
      // Older than the first four cards of /good.
      ['quote', { title: '面议的屏风', freeDownload: false }],
      ['dollar', { title: "美元$`符号$'模型" }],
      ['sofa', { title: '北欧<b>布艺</b>沙发', type: '家具' }],
      ['free', { title: '免费台灯', price: 0 }],
      ['paid', { title: '付费吊灯', price: 1990 }],

      ['private', { title: '私有模型', visibility: 'private' as const }],
      ['locked', { title: '加密模型' }],
      ['failed', { title: '处理失败的模型', status: 'failed' as const }],
    ] as const) {
      codes[key] = (await insertModel(t, author, spec)).modelCode;
    }
    await t.db.kysely
      .updateTable('models')
      .set({ password_hash: 'x'.repeat(64) })
      .where('model_code', '=', codes.locked!)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, ua: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': ua } });
  const preview = (html: string) => /<div id="boot-preview"[\s\S]*?<div id="root">/.exec(html)?.[0] ?? null;

  it('draws the first listed cards into /good on a phone, titles escaped, first pictures preloaded', async () => {
    const res = await page('/good', PHONE);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/user-agent/i);
    const shown = preview(res.body)!;
    expect(shown).toContain('模型库');
    expect(shown).toContain('北欧&lt;b&gt;布艺&lt;/b&gt;沙发');
    expect(shown).not.toContain('<b>布艺');
    expect(shown).toContain(`href="/modelinfo/${codes.sofa}"`);
    for (const hidden of ['私有模型', '处理失败的模型']) expect(shown).not.toContain(hidden);
    expect(res.body.match(/<link rel="preload" as="image"[^>]*>/g)).toHaveLength(2);
    expect(res.body.indexOf('rel="preload"')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('shows only free models on /freeModel', async () => {
    const shown = preview((await page('/freeModel', PHONE)).body)!;
    expect(shown).toContain('免费台灯');
    expect(shown).not.toContain('付费吊灯');
  });

  it('draws a public model’s cover and title into its page, by either address', async () => {
    for (const url of [`/modelinfo/${codes.sofa}`, `/modeldetail?modelCode=${codes.sofa}`]) {
      const res = await page(url, PHONE);
      const shown = preview(res.body)!;
      expect(shown).toContain(`/api/model/file/${codes.sofa}/cover.webp`);
      expect(shown).toContain('北欧&lt;b&gt;布艺&lt;/b&gt;沙发');
      expect(shown).toContain('免费 · 家具');
    }
  });

  it('says 面议 for a price of 0 that is not free, and 免费 only for free downloads', async () => {
    expect(preview((await page(`/modelinfo/${codes.quote}`, PHONE)).body)).toContain('面议 · 其他');
    expect(preview((await page('/freeModel', PHONE)).body)).not.toContain('面议的屏风');
  });

  it("inserts a title holding $` or $' as text, not as a replacement pattern that copies the page into it", async () => {
    const html = (await page(`/modelinfo/${codes.dollar}`, PHONE)).body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(preview(html)).toContain('美元$`符号$&#39;模型');
  });

  it('shows nothing of private, password-protected, failed or unknown models, and still serves the page', async () => {
    for (const code of [codes.private, codes.locked, codes.failed, 'nosuchmodel']) {
      const res = await page(`/modelinfo/${code}`, PHONE);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('boot-preview');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('leaves desktops, tablets, filtered lists and other pages alone', async () => {
    expect((await page('/good', DESKTOP)).body).not.toContain('boot-preview');
    expect((await page('/good', IPAD)).body).not.toContain('boot-preview');
    expect((await page('/good?type=家具', PHONE)).body).not.toContain('boot-preview');
    expect((await page('/need', PHONE)).body).not.toContain('boot-preview');
    const missing = await page('/no-such-page', PHONE);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('boot-preview');
  });
});
