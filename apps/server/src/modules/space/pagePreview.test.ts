import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { insertModel, makeUser, ok, post, type TestUser } from '../library/fixtures.js';

const INTRO = '<script>alert(1)</script>专注"明清"家具';
const SHOWN = '&lt;script&gt;alert(1)&lt;/script&gt;专注&quot;明清&quot;家具';

/** A user's public space drawn by the server (pagePreview.ts): what link previews and search engines read. */
describe.each(DIALECTS)('the public space page on %s', (dialect) => {
  let dist: string;
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-web-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="默认描述" /><title>模型星球</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(dialect, { WEB_DIST: dist });
    owner = await makeUser(t, 2, '明清木作');
    await insertModel(t, owner, { title: '黄花梨圈椅', type: '家具' });
    await insertModel(t, owner, { title: '私人草图', visibility: 'private' });
    ok(await post(t, '/api/user/saveBannerConfig', { intro: INTRO }, owner.token));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('names the owner and shows their introduction and public works, escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/hisspace?userId=${owner.id}`, headers: { host: 'moxing.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>明清木作的空间 - 模型星球</title>');
    expect(res.body).toContain('<meta property="og:title" content="明清木作的空间">');
    expect(res.body).toContain(`<meta property="og:description" content="${SHOWN}">`);
    expect(res.body).toContain(`<meta name="description" content="${SHOWN}" />`);
    expect(res.body).toContain('<meta property="og:image" content="http://moxing.test/');
    expect(res.body).toContain(`<p class="bp-intro">${SHOWN}</p>`);
    expect(res.body).toContain('<b>黄花梨圈椅</b>');
    expect(res.body).not.toContain('私人草图');
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('answers 404 for a user who does not exist; an address without a user is left to the app', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/hisspace?userId=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('og:title');
    const bare = await t.app.inject({ method: 'GET', url: '/hisspace' });
    expect(bare.statusCode).toBe(200);
    expect(bare.body).not.toContain('og:title');
  });
});
