import type { ModelCard, ModelDetail } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, sha256, type TestApp } from '../../../test/harness.js';
import { get, ok, post, refused, seedLibrary, type Page, type TestUser } from '../library/fixtures.js';

describe.each(DIALECTS)('the model page, embeds and downloads on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let visitor: TestUser;
  let codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ ann, bob, visitor, codes } = await seedLibrary(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows a model page with author, statistics, counters and my state; each visit counts', async () => {
    const before = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${codes.sofa}`));
    expect(before).toMatchObject({
      modelCode: codes.sofa,
      title: '现代风格布艺沙发',
      description: '三人位 客厅 北欧风',
      tags: ['沙发', '客厅'],
      free: true,
      priceText: '免费',
      format: 'fbx',
      locked: false,
      authorInfo: { id: ann.id, nickname: '安家具工作室', typeName: '个人建模师', modelCount: 3 },
      me: { loggedIn: false, isOwner: false, liked: false, canDownload: false },
      embedUrl: `/modelshow?modelCode=${codes.sofa}`,
      detailUrl: `/modelinfo/${codes.sofa}`,
    });
    expect(before.files.web).toMatch(/^\/api\/model\/file\/.+\/web\.glb\?v=/);
    expect(before.counts.views).toBe(501);
    expect(before.downloads.map((d) => d.format)).toEqual(['glb', 'gltf', 'obj', 'stl']);
    const mine = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${codes.sofa}`, visitor.token));
    expect(mine.counts.views).toBe(502);
    expect(mine.me).toMatchObject({ loggedIn: true, canDownload: true });
    await t.services.library.flushCounters();
    const row = await t.db.kysely
      .selectFrom('models')
      .select('view_count')
      .where('model_code', '=', codes.sofa!)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(502);
    const chart = ok<{ days: string[]; series: { views: number[] } }>(
      await get(t, `/api/model/statsChart?modelCode=${codes.sofa}&days=7`, ann.token),
    );
    expect(chart.days).toHaveLength(7);
    expect(chart.series.views.at(-1)).toBe(2);
    refused(await get(t, `/api/model/statsChart?modelCode=${codes.sofa}`, visitor.token), 403);
    const all = ok<{ totals: { views: number } }>(await get(t, '/api/model/statsChart', ann.token));
    expect(all.totals.views).toBeGreaterThanOrEqual(502);
  });

  it('answers the download check with code 100 for paid models until they are bought', async () => {
    const res = await get(t, `/api/model/downloadCheck?modelCode=${codes.ring}`, visitor.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '100' });
    expect(res.json().data).toBeUndefined();
    expect((await get(t, `/api/model/download?modelCode=${codes.ring}&format=glb`, visitor.token)).json()).toMatchObject({
      code: '100',
    });
    refused(await get(t, `/api/model/downloadCheck?modelCode=${codes.ring}`), 401);
    // The owner always may; a free model for anyone logged in.
    const own = ok<{ formats: { format: string; url: string }[] }>(
      await get(t, `/api/model/downloadCheck?modelCode=${codes.ring}`, bob.token),
    );
    expect(own.formats.map((f) => f.format)).toEqual(['glb', 'gltf', 'obj', 'stl']);
    const free = ok<{ formats: { format: string; url: string }[] }>(
      await get(t, `/api/model/downloadCheck?modelCode=${codes.sofa}`, visitor.token),
    );
    expect(free.formats[0]!.url).toBe(`/api/model/download?modelCode=${codes.sofa}&format=glb`);
    // After the purchase (the commerce issue's order flow records it) the buyer may download.
    const row = await t.db.kysely
      .selectFrom('models')
      .select('id')
      .where('model_code', '=', codes.ring!)
      .executeTakeFirstOrThrow();
    await t.db.kysely.transaction().execute((trx) => t.services.library.recordPurchase(trx, visitor.id, row.id, 'T123', 5000));
    ok(await get(t, `/api/model/downloadCheck?modelCode=${codes.ring}`, visitor.token));
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${codes.ring}`, visitor.token)).me).toMatchObject({
      purchased: true,
      canDownload: true,
    });
    const bought = ok<Page<ModelCard>>(await get(t, '/api/user/selectBuyModel', visitor.token));
    expect(bought.list.map((m) => m.modelCode)).toEqual([codes.ring]);
  });

  it('counts every embed view, by page host, and ranks the most embedded models', async () => {
    for (const referrer of ['https://shop.example.com/a', 'https://shop.example.com/b', 'https://blog.example.cn/post/1']) {
      const d = ok<ModelDetail>(await post(t, '/api/embed/view', { modelCode: codes.gear, referrer }));
      expect(d.files.web).toBeTruthy();
    }
    ok(await post(t, '/api/embed/view', { modelCode: codes.table }));
    await t.services.library.flushCounters();
    const c = ok<{ total: number; today: number; sources: { host: string; views: number }[] }>(
      await get(t, `/api/embed/count?modelCode=${codes.gear}`, bob.token),
    );
    expect(c).toMatchObject({ total: 3, today: 3 });
    expect(c.sources).toEqual([
      { host: 'shop.example.com', views: 2 },
      { host: 'blog.example.cn', views: 1 },
    ]);
    // Others see the count but not where it is embedded.
    expect(ok<{ total: number; sources: unknown[] }>(await get(t, `/api/embed/count?modelCode=${codes.gear}`))).toMatchObject({
      total: 3,
      sources: [],
    });
    expect(ok<{ total: number; modelsEmbedded: number }>(await get(t, '/api/embed/count', bob.token))).toMatchObject({
      total: 3,
      modelsEmbedded: 1,
    });
    refused(await get(t, '/api/embed/count'), 401);
    const board = ok<Page<ModelCard & { rank: number; embedViews: number }>>(await get(t, '/api/embed/leaderboard'));
    expect(board.list.map((m) => [m.title, m.rank, m.embedViews])).toEqual([
      ['工业齿轮组', 1, 3],
      ['中式实木茶几', 2, 1],
    ]);
    expect(board.total).toBe(2);
    const week = ok<Page<ModelCard & { embedViews: number }>>(await get(t, '/api/embed/leaderboard?range=7d'));
    expect(week.list.map((m) => m.embedViews)).toEqual([3, 1]);
  });

  it('password-protects a model (role MMFWMX21): locked page, files refused until unlocked, also in the embed', async () => {
    const code = codes.necklace!;
    const password = sha256('zhenzhu88');
    refused(await post(t, '/api/model/updateModelInfo', { modelCode: code, password }, bob.token), 403, /密码访问模型/);
    t.services.library.setPackageRoles(async (userId, role) => userId === bob.id && (role === 'MMFWMX21' || role === 'SY2'));
    try {
      ok(await post(t, '/api/model/updateModelInfo', { modelCode: code, password }, bob.token));
      const locked = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`, visitor.token));
      expect(locked).toMatchObject({ locked: true, passwordProtected: true, files: { web: null, light: null }, stats: null });
      expect(locked.cover).toBeTruthy();
      // SY2 (去除水印) held and no choice made: no watermark.
      expect(locked.watermark).toEqual({ show: false, text: null });
      refused(await get(t, `/api/model/file/${code}/web.glb`), 403, /密码/);
      expect(ok<ModelDetail>(await post(t, '/api/embed/view', { modelCode: code }))).toMatchObject({ locked: true });
      refused(await post(t, '/api/model/unlock', { modelCode: code, password: sha256('wrong') }), 400, /密码不正确/);
      refused(await get(t, `/api/model/downloadCheck?modelCode=${code}`, visitor.token), 403, /密码/);
      const { unlock } = ok<{ unlock: string }>(await post(t, '/api/model/unlock', { modelCode: code, password }));
      const open = ok<ModelDetail>(
        await get(t, `/api/model/detail?modelCode=${code}&unlock=${encodeURIComponent(unlock)}`, visitor.token),
      );
      expect(open.locked).toBe(false);
      expect(open.files.web).toBe(`/api/model/viewFile/${code}/web.glb?unlock=${encodeURIComponent(unlock)}`);
      // The file itself was never stored in this test (fake keys): past the access check it is "lost", not refused.
      refused(await get(t, open.files.web!), 404, /丢失/);
      refused(await get(t, `/api/model/viewFile/${code}/web.glb?unlock=1.abc`), 403, /重新输入密码/);
      expect(ok<ModelDetail>(await post(t, '/api/embed/view', { modelCode: code, unlock }))).toMatchObject({ locked: false });
      ok(await get(t, `/api/model/downloadCheck?modelCode=${code}&unlock=${encodeURIComponent(unlock)}`, visitor.token));
      // The owner needs no password; clearing it opens the model.
      expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`, bob.token)).locked).toBe(false);
      ok(await post(t, '/api/model/updateModelInfo', { modelCode: code, password: null }, bob.token));
      expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`)).locked).toBe(false);
    } finally {
      t.services.library.setPackageRoles(async () => false);
    }
  });
});
