import type { ImageModel, ModelCard, ModelDetail, MyModelItem } from '@moxing/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, sha256, type TestApp } from '../../../test/harness.js';
import { demandForm } from '../demand/fixtures.js';
import { get, insertModel, makeUser, ok, post, refused, tinyPng, upload, type Page, type TestUser } from './fixtures.js';

describe.each(DIALECTS)('model library on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let visitor: TestUser;
  let op: TestUser;
  let codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ann = await makeUser(t, 2, '安家具工作室');
    bob = await makeUser(t, 3, '博珠宝');
    visitor = await makeUser(t, 0, '路人甲');
    op = await makeUser(t, 5, '运营小李');
    const specs = [
      [
        'sofa',
        ann,
        {
          title: '现代风格布艺沙发',
          description: '三人位 客厅 北欧风',
          type: '家具',
          trade: '泛家居',
          tags: ['沙发', '客厅'],
          views: 500,
          collects: 3,
          format: 'fbx',
        },
      ],
      [
        'sofabed',
        ann,
        {
          title: '北欧沙发床',
          description: '可折叠 小户型',
          type: '家具',
          trade: '泛家居',
          price: 1990,
          views: 90,
          collects: 30,
          format: 'obj',
        },
      ],
      ['table', ann, { title: '中式实木茶几', description: '红木 客厅', type: '家具', trade: '泛家居', views: 40, collects: 1 }],
      [
        'ring',
        bob,
        {
          title: '钻石戒指',
          description: '18K金 求婚',
          type: '首饰',
          trade: '珠宝首饰',
          price: 5000,
          tags: ['钻戒'],
          views: 1200,
          collects: 12,
          format: 'stl',
        },
      ],
      [
        'necklace',
        bob,
        { title: '珍珠项链', description: '淡水珍珠', type: '首饰', trade: '珠宝首饰', views: 10, collects: 0, format: 'stl' },
      ],
      [
        'gear',
        bob,
        { title: '工业齿轮组', description: '机械 传动', type: '机械零件', trade: '机械五金', views: 5, collects: 50 },
      ],
      [
        'privateSofa',
        ann,
        {
          title: '私人沙发草图',
          description: '沙发 秘密',
          type: '家具',
          trade: '泛家居',
          visibility: 'private' as const,
          views: 9999,
        },
      ],
      ['processing', ann, { title: '处理中的沙发', type: '家具', trade: '泛家居', status: 'processing' as const }],
      ['failed', ann, { title: '失败的沙发', type: '家具', trade: '泛家居', status: 'failed' as const }],
      ['deletedSofa', ann, { title: '已删除的沙发', type: '家具', trade: '泛家居', views: 8888 }],
    ] as const;
    const made: Record<string, string> = {};
    for (const [key, owner, spec] of specs) made[key] = (await insertModel(t, owner, spec)).modelCode;
    codes = made;
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [codes.deletedSofa] }, ann.token));
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (qs: string, token?: string) => ok<Page<ModelCard>>(await get(t, `/api/model/list?${qs}`, token));
  const titles = (p: Page<ModelCard>) => p.list.map((m) => m.title);
  const LEAKS = ['私人沙发草图', '处理中的沙发', '失败的沙发', '已删除的沙发'];

  it('lists only ready, public models, newest first, with the contract fields', async () => {
    const page = await list('pageNum=1&pageSize=20');
    expect(page.total).toBe(6);
    expect(page.pageNum).toBe(1);
    expect(page.pageSize).toBe(20);
    expect(titles(page)[0]).toBe('工业齿轮组');
    for (const m of page.list) {
      expect(m.modelCode).toMatch(/^[a-z0-9]{12}$/);
      expect(m.title).toBeTruthy();
      expect(m.cover).toMatch(new RegExp(`^/api/model/file/${m.modelCode}/cover\\.webp\\?v=[0-9a-f]{12}$`));
    }
    for (const leak of LEAKS) expect(titles(page)).not.toContain(leak);
    const home = ok<Page<ModelCard>>(await get(t, '/api/home/getModelList?pageNum=1&pageSize=3'));
    expect(home).toMatchObject({ total: 6, pageNum: 1, pageSize: 3 });
    expect(home.list).toHaveLength(3);
    // The owner does not see private or deleted models in the public list either.
    expect(titles(await list('pageSize=50', ann.token))).not.toContain('私人沙发草图');
  });

  it('filters by type, trade, price and format, sorts by views and collects, and pages', async () => {
    expect(titles(await list('trade=泛家居')).sort()).toEqual(['中式实木茶几', '北欧沙发床', '现代风格布艺沙发'].sort());
    expect(titles(await list(`type=${encodeURIComponent('首饰')}`)).sort()).toEqual(['珍珠项链', '钻石戒指'].sort());
    expect(titles(await list('price=paid')).sort()).toEqual(['北欧沙发床', '钻石戒指'].sort());
    expect((await list('price=free')).total).toBe(4);
    expect(titles(await list('format=stl&sort=views'))).toEqual(['钻石戒指', '珍珠项链']);
    expect(titles(await list('format=FBX'))).toEqual(['现代风格布艺沙发']);
    expect(titles(await list('sort=views')).slice(0, 3)).toEqual(['钻石戒指', '现代风格布艺沙发', '北欧沙发床']);
    expect(titles(await list('sort=collects')).slice(0, 3)).toEqual(['工业齿轮组', '北欧沙发床', '钻石戒指']);
    expect(titles(await list('trade=泛家居&price=free&sort=views'))).toEqual(['现代风格布艺沙发', '中式实木茶几']);
    // Paging: two pages of 4 cover everything once.
    const p1 = await list('sort=views&pageNum=1&pageSize=4');
    const p2 = await list('sort=views&pageNum=2&pageSize=4');
    expect(p1.list).toHaveLength(4);
    expect(p2.list).toHaveLength(2);
    expect(new Set([...titles(p1), ...titles(p2)]).size).toBe(6);
    expect((await list('pageNum=99')).list).toEqual([]);
    // Unknown values filter to nothing; bad ones are refused in Chinese.
    expect((await list('trade=不存在的行业')).total).toBe(0);
    refused(await get(t, '/api/model/list?sort=random'), 400, /排序方式/);
    refused(await get(t, '/api/model/list?pageSize=0'), 400, /每页条数/);
    refused(await get(t, '/api/model/list?pageNum=-1'), 400, /页码/);
  });

  it('caps a page size of 10000 at 100', async () => {
    for (let i = 0; i < 100; i++) await insertModel(t, bob, { title: `批量测试模型${i}`, type: '玩具', trade: '其他' });
    const page = await list('pageNum=1&pageSize=10000');
    expect(page.pageSize).toBe(100);
    expect(page.list).toHaveLength(100);
    expect(page.total).toBe(106);
    expect((await list('pageNum=2&pageSize=10000')).list).toHaveLength(6);
    const home = ok<Page<ModelCard>>(await get(t, '/api/home/getModelList?pageSize=10000'));
    expect(home.pageSize).toBe(100);
  });

  it('searches Chinese text: "沙发" finds sofas, "现代风格沙发" the modern one; title matches rank first', async () => {
    const sofas = await list(`keyword=${encodeURIComponent('沙发')}`);
    expect(titles(sofas).sort()).toEqual(['北欧沙发床', '现代风格布艺沙发'].sort());
    expect(sofas.total).toBe(2);
    expect(titles(await list(`keyword=${encodeURIComponent('现代风格沙发')}`))).toEqual(['现代风格布艺沙发']);
    // Description, tags, type, trade and the author's nickname are searchable too.
    expect(titles(await list(`keyword=${encodeURIComponent('客厅')}`)).sort()).toEqual(
      ['中式实木茶几', '现代风格布艺沙发'].sort(),
    );
    expect(titles(await list(`keyword=${encodeURIComponent('钻戒')}`))).toEqual(['钻石戒指']);
    expect(titles(await list(`keyword=${encodeURIComponent('博珠宝 项链')}`))).toEqual(['珍珠项链']);
    expect(titles(await list(`keyword=${encodeURIComponent('机械五金')}`))).toEqual(['工业齿轮组']);
    // Filters and sorts apply to search results.
    expect(titles(await list(`keyword=${encodeURIComponent('沙发')}&price=paid`))).toEqual(['北欧沙发床']);
    expect(titles(await list(`keyword=${encodeURIComponent('沙发')}&sort=collects`))).toEqual(['北欧沙发床', '现代风格布艺沙发']);
    expect((await list(`keyword=${encodeURIComponent('火箭')}`)).total).toBe(0);
    // Search results page like lists: every match once, and the total also past the last page.
    const batch = `keyword=${encodeURIComponent('批量测试')}`;
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(`${batch}&pageSize=30&pageNum=${n}`)));
    expect(pages.map((p) => p.list.length)).toEqual([30, 30, 30, 10]);
    expect(pages.map((p) => p.total)).toEqual([100, 100, 100, 100]);
    expect(new Set(pages.flatMap((p) => p.list.map((m) => m.modelCode))).size).toBe(100);
    expect(await list(`${batch}&sort=views&pageSize=100&pageNum=11`)).toMatchObject({ list: [], total: 100 });
    // When nothing has every word, the leading modifiers are dropped and the page says so.
    const relaxed = ok<Page<ModelCard> & { relaxedKeyword?: string }>(
      await get(t, `/api/model/list?keyword=${encodeURIComponent('豪华风格沙发')}`),
    );
    expect(relaxed).toMatchObject({ total: 1, relaxedKeyword: '风格 沙发' });
    expect(titles(relaxed)).toEqual(['现代风格布艺沙发']);
    const headNoun = ok<Page<ModelCard> & { relaxedKeyword?: string }>(
      await get(t, `/api/model/list?keyword=${encodeURIComponent('复古皮质沙发')}`),
    );
    expect(headNoun.relaxedKeyword).toBe('沙发');
    expect(headNoun.total).toBe(2);
    expect((await list(`keyword=${encodeURIComponent('现代风格沙发')}`)).relaxedKeyword).toBeUndefined();
  });

  it('suggests listed titles as you type, never hidden ones', async () => {
    const s = ok<{ modelCode: string; title: string }[]>(
      await get(t, `/api/model/searchSuggest?keyword=${encodeURIComponent('沙')}`),
    );
    expect(s.map((x) => x.title).sort()).toEqual(['北欧沙发床', '现代风格布艺沙发'].sort());
    expect(ok<unknown[]>(await get(t, '/api/model/searchSuggest?keyword='))).toEqual([]);
    expect(
      ok<{ title: string }[]>(await get(t, `/api/model/searchSuggest?keyword=${encodeURIComponent('珍')}`)).map((x) => x.title),
    ).toEqual(['珍珠项链']);
  });

  it('treats injection attempts in the search box as text: no error, no leak', async () => {
    const attempts = [
      `' OR 1=1 --`,
      `沙发' OR '1'='1`,
      `"); DROP TABLE models; --`,
      `沙发" OR "`,
      'NEAR(沙发 床)',
      '*',
      '%',
      '_',
      '\\',
      ':*',
      '沙发 OR 私人',
      `<script>alert(1)</script>`,
      'a'.repeat(5000),
      '沙发 AND status:private',
      '1; SELECT * FROM users',
    ];
    for (const keyword of attempts) {
      const res = await get(t, `/api/model/list?keyword=${encodeURIComponent(keyword)}&pageSize=100`);
      const page = ok<Page<ModelCard>>(res);
      for (const leak of LEAKS) expect(titles(page)).not.toContain(leak);
      ok(await get(t, `/api/model/searchSuggest?keyword=${encodeURIComponent(keyword)}`));
    }
    // The tables are still there.
    expect((await list('pageSize=1')).total).toBe(106);
  });

  it('hides private, unfinished and deleted models from other people everywhere', async () => {
    for (const key of ['privateSofa', 'processing', 'failed', 'deletedSofa']) {
      const code = codes[key]!;
      refused(await get(t, `/api/model/detail?modelCode=${code}`), 404, /不存在/);
      refused(await get(t, `/api/model/detail?modelCode=${code}`, visitor.token), 404);
      refused(await post(t, '/api/embed/view', { modelCode: code }), 404);
      refused(await get(t, `/api/model/downloadCheck?modelCode=${code}`, visitor.token), 404);
      refused(await get(t, `/api/model/download?modelCode=${code}&format=glb`, visitor.token), 404);
      refused(await post(t, '/api/model/like', { modelCode: code }, visitor.token), 404);
      refused(await get(t, `/api/model/comment/list?modelCode=${code}`), 404);
      refused(await get(t, `/api/embed/count?modelCode=${code}`), 404);
      refused(await get(t, `/api/armodel/checkArModel?modelCode=${code}`), 404);
    }
    // Their files are not served to others either.
    refused(await get(t, `/api/model/file/${codes.privateSofa}/web.glb`), 404);
    refused(await get(t, `/api/model/file/${codes.deletedSofa}/cover.webp`), 404);
    // Another user's public list of ann's models only has the public ones.
    const others = ok<Page<MyModelItem>>(await get(t, `/api/user/models?userId=${ann.id}`, visitor.token));
    expect(others.list.map((m) => m.title).sort()).toEqual(['中式实木茶几', '北欧沙发床', '现代风格布艺沙发'].sort());
    // Unknown codes: 404, not a crash; malformed codes: 400.
    refused(await get(t, '/api/model/detail?modelCode=zzzzzzzzzzzz'), 404);
    refused(await get(t, '/api/model/detail?modelCode=../../etc'), 400);
    // The owner still sees their private model and its processing state.
    const own = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${codes.privateSofa}`, ann.token));
    expect(own).toMatchObject({ visibility: 'private', me: { isOwner: true } });
    const mine = ok<Page<MyModelItem>>(await get(t, '/api/user/models?pageSize=50', ann.token));
    expect(mine.list.map((m) => m.title)).toEqual(expect.arrayContaining(['私人沙发草图', '处理中的沙发', '失败的沙发']));
    expect(mine.list.map((m) => m.title)).not.toContain('已删除的沙发');
    expect(mine.list.find((m) => m.title === '失败的沙发')).toMatchObject({
      status: 'failed',
      statusLabel: '处理失败',
      failureReason: '文件已损坏',
    });
    expect(ok<Page<MyModelItem>>(await get(t, '/api/user/models?status=processing', ann.token)).list.map((m) => m.title)).toEqual(
      ['处理中的沙发'],
    );
    expect(
      ok<Page<MyModelItem>>(await get(t, `/api/user/models?keyword=${encodeURIComponent('草图')}`, ann.token)).list.map(
        (m) => m.title,
      ),
    ).toEqual(['私人沙发草图']);
    // Operators see everything.
    ok(await get(t, `/api/model/detail?modelCode=${codes.privateSofa}`, op.token));
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

  it('moves models to the recycle bin, restores them and clears them for good', async () => {
    const { modelCode } = await insertModel(t, ann, { title: '回收站测试沙发', type: '家具', trade: '泛家居' });
    ok(await post(t, '/api/model/like', { modelCode }, visitor.token));
    refused(await post(t, '/api/model/deleteModel', { modelCodes: [modelCode] }, visitor.token), 403, /自己的模型/);
    expect(ok<{ changed: number }>(await post(t, '/api/model/deleteModel', { modelCodes: [modelCode] }, ann.token)).changed).toBe(
      1,
    );
    expect(titles(await list(`keyword=${encodeURIComponent('回收站测试')}&pageSize=100`))).not.toContain('回收站测试沙发');
    refused(await get(t, `/api/model/detail?modelCode=${modelCode}`), 404);
    let bin = ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', ann.token));
    expect(bin.list.map((m) => m.modelCode)).toEqual(expect.arrayContaining([modelCode, codes.deletedSofa]));
    expect(bin.list.find((m) => m.modelCode === modelCode)?.purgeAt).toBeTruthy();
    expect(ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', visitor.token)).total).toBe(0);

    expect(ok<{ changed: number }>(await post(t, '/api/model/restoresModel', { modelCodes: modelCode }, ann.token)).changed).toBe(
      1,
    );
    expect(titles(await list(`keyword=${encodeURIComponent('回收站测试')}`))).toEqual(['回收站测试沙发']);
    refused(await post(t, '/api/user/userRecycleClear', { modelCodes: [modelCode] }, ann.token), 409, /不在回收站/);

    ok(await post(t, '/api/model/deleteModel', { modelCodes: [modelCode] }, ann.token));
    expect(
      ok<{ changed: number }>(await post(t, '/api/user/userRecycleClear', { modelCodes: [modelCode] }, ann.token)).changed,
    ).toBe(1);
    expect(
      await t.db.kysely.selectFrom('models').select('id').where('model_code', '=', modelCode).executeTakeFirst(),
    ).toBeUndefined();
    refused(await post(t, '/api/model/restoresModel', { modelCodes: [modelCode] }, ann.token), 404);
    expect(ok<{ changed: number }>(await post(t, '/api/user/userRecycleClearAll', {}, ann.token)).changed).toBe(1);
    bin = ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', ann.token));
    expect(bin.total).toBe(0);
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
      expect(locked.watermark).toEqual({ show: true, text: '博珠宝 · 模型星球' });
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

  it('lets the owner edit the listing and save viewer settings; others may not', async () => {
    const item = ok<MyModelItem>(
      await post(
        t,
        '/api/model/updateModelInfo',
        { modelCode: codes.table, title: '新中式红木茶几', tags: '茶台,红木', price: 990 },
        ann.token,
      ),
    );
    expect(item).toMatchObject({ title: '新中式红木茶几', tags: ['茶台', '红木'], price: 990, priceText: '¥9.90' });
    expect(titles(await list(`keyword=${encodeURIComponent('茶台')}`))).toEqual(['新中式红木茶几']);
    refused(await post(t, '/api/model/updateModelInfo', { modelCode: codes.table, title: '抢走' }, bob.token), 403);
    refused(
      await post(t, '/api/model/updateModelInfo', { modelCode: codes.table, title: 'x'.repeat(101) }, ann.token),
      400,
      /100/,
    );

    const settings = {
      camera: { position: [1, 1.5, 2.5], target: [0, 0.4, 0], fov: 40 },
      background: { type: 'gradient', color: '#f5f6f8', color2: '#b8bec8' },
      environment: 'sunset',
      autoRotate: true,
    };
    const saved = ok<Record<string, unknown>>(
      await post(t, '/api/model/saveViewerSettings', { modelCode: codes.table, settings }, ann.token),
    );
    expect(saved).toMatchObject({ environment: 'sunset', autoRotate: true, exposure: 1, view: 'normal' });
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${codes.table}`)).viewerSettings).toMatchObject({
      environment: 'sunset',
      camera: { fov: 40 },
    });
    refused(await post(t, '/api/model/saveViewerSettings', { modelCode: codes.table, settings }, bob.token), 403);
    refused(
      await post(
        t,
        '/api/model/saveViewerSettings',
        { modelCode: codes.table, settings: { ...settings, environment: 'mars' } },
        ann.token,
      ),
      400,
    );

    // Making a model private takes it out of lists and search at once.
    ok(await post(t, '/api/model/updateModelInfo', { modelCode: codes.table, visibility: 'private' }, ann.token));
    expect(titles(await list(`keyword=${encodeURIComponent('茶台')}`))).toEqual([]);
    expect(titles(await list('trade=泛家居'))).not.toContain('新中式红木茶几');
    ok(await post(t, '/api/model/updateModelInfo', { modelCode: codes.table, visibility: 'public' }, ann.token));
  });

  it('answers categories, trades and the home page sections from listed models only', async () => {
    const trades = ok<{ name: string; count: number }[]>(await get(t, '/api/model/getDistinctTrade'));
    expect(trades.find((x) => x.name === '泛家居')?.count).toBe(3);
    expect(trades.map((x) => x.name)).not.toContain('军工');
    const types = ok<{ name: string; count: number }[]>(await get(t, '/api/model/typeList'));
    expect(types[0]).toEqual({ name: '玩具', count: 100 });
    expect(
      ok<{ name: string; count: number }[]>(await get(t, `/api/model/typeList?trade=${encodeURIComponent('珠宝首饰')}`)),
    ).toEqual([{ name: '首饰', count: 2 }]);
    const all = ok<{ group: string; types: { name: string; count: number }[] }[]>(await get(t, '/api/model/typeAllList'));
    expect(all.find((g) => g.group === '家居')?.types.find((x) => x.name === '家具')?.count).toBe(3);
    const cls = ok<{ formats: { value: string; count: number }[]; trades: unknown[]; sorts: unknown[] }>(
      await get(t, '/api/classification/getDataAll'),
    );
    expect(cls.formats.find((f) => f.value === 'stl')?.count).toBe(2);
    expect(cls.trades).toHaveLength(9);
    const poly = ok<{
      latest: ModelCard[];
      popular: ModelCard[];
      free: ModelCard[];
      trades: { trade: string }[];
      totals: { models: number };
    }>(await get(t, '/api/model/getModelPolymerization'));
    expect(poly.latest).toHaveLength(8);
    expect(poly.popular[0]!.title).toBe('钻石戒指');
    expect(poly.free.every((m) => m.free)).toBe(true);
    expect(poly.totals.models).toBe(106);
    for (const leak of LEAKS) expect(JSON.stringify(poly)).not.toContain(leak);
    const presets = ok<{ backgrounds: unknown[]; environments: unknown[] }>(await get(t, '/api/gbImage/queryImage'));
    expect(presets.backgrounds.length).toBeGreaterThan(3);
    const ar = ok<{ available: boolean; kind: string }>(await get(t, `/api/armodel/checkArModel?modelCode=${codes.ring}`));
    expect(ar).toMatchObject({ available: true, kind: 'jewelry' });
  });

  it('syncs models to the owner space and lists them', async () => {
    refused(await post(t, '/api/model/updateSyncState', { modelCodes: [codes.processing], synced: true }, ann.token), 409);
    ok(await post(t, '/api/model/updateSyncState', { modelCodes: [codes.sofa, codes.sofabed], synced: 'true' }, ann.token));
    const states = ok<Page<MyModelItem>>(await get(t, '/api/model/getSycnStateModels', ann.token));
    expect(
      states.list
        .filter((m) => m.synced)
        .map((m) => m.modelCode)
        .sort(),
    ).toEqual([codes.sofa, codes.sofabed].sort());
    const space = ok<Page<ModelCard>>(await get(t, `/api/user/zoomModels?userId=${ann.id}`));
    expect(space.list.map((m) => m.modelCode).sort()).toEqual([codes.sofa, codes.sofabed].sort());
    ok(await post(t, '/api/model/updateSyncState', { modelCodes: codes.sofabed, synced: false }, ann.token));
    expect(ok<Page<ModelCard>>(await get(t, '/api/user/zoomModels', ann.token)).list.map((m) => m.modelCode)).toEqual([
      codes.sofa,
    ]);
    const recent = ok<MyModelItem[]>(await get(t, '/api/usercenter/recent/upload?limit=3', ann.token));
    expect(recent).toHaveLength(3);
  });

  it('moves image models to the recycle bin with 3D ones, restores them and clears them with their photos', async () => {
    const owner = await makeUser(t, 2, '静物摄影师');
    const photos: string[] = [];
    for (let i = 0; i < 7; i++) photos.push((await upload(t, owner.token, `第${i + 1}张.png`, await tinyPng(i + 10))).fileId);
    const makeImage = async (title: string, photoIds: string[]) =>
      ok<ImageModel>(await post(t, '/api/modelImg/createImgModel', { title, trade: '日用百货', photoIds }, owner.token)).code;
    // The vase's first photo is also the first of the teapot's, which stays public.
    const vase = await makeImage('青瓷花瓶', photos.slice(0, 4));
    const teapot = await makeImage('紫砂茶壶', [photos[0]!, ...photos.slice(4, 7)]);
    const { modelCode: cup } = await insertModel(t, owner, { title: '骨瓷杯', type: '餐具', trade: '日用百货' });
    const photo = (fileId: string, token?: string) => get(t, `/api/common/file/${fileId}`, token).then((r) => r.statusCode);
    const imageList = async (token?: string) =>
      ok<Page<ImageModel>>(await get(t, `/api/modelImg/list?userId=${owner.id}&pageSize=100`, token)).list.map((m) => m.code);
    const bin = async () => ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin?pageSize=100', owner.token));

    // Only the owner (or an operator) deletes it: others are refused with 403, unknown codes with 404.
    refused(await post(t, '/api/model/deleteModel', { modelCodes: [vase] }, visitor.token), 403, /只能操作自己的模型/);
    refused(await post(t, '/api/model/deleteModel', { modelCodes: [vase, cup] }, ann.token), 403, /只能操作自己的模型/);
    refused(await post(t, '/api/model/deleteModel', { modelCodes: [vase, 'inotthere1234'] }, owner.token), 404);
    refused(await post(t, '/api/user/userRecycleClear', { modelCodes: [vase] }, owner.token), 409, /不在回收站/);
    expect(await photo(photos[1]!, visitor.token)).toBe(200);

    expect(
      ok<{ changed: number }>(await post(t, '/api/model/deleteModel', { modelCodes: [vase, cup] }, owner.token)).changed,
    ).toBe(2);
    refused(await get(t, `/api/modelImg/info?code=${vase}`, visitor.token), 404);
    expect(await imageList()).toEqual([teapot]);
    expect(await imageList(owner.token)).toEqual([teapot]);
    expect(ok<ImageModel>(await get(t, `/api/modelImg/info?code=${vase}`, owner.token)).title).toBe('青瓷花瓶');
    refused(await post(t, '/api/modelImg/updateImgModel', { code: vase, title: '改名' }, owner.token), 409, /回收站/);
    refused(await post(t, '/api/model/updateSyncState', { modelCodes: [teapot], synced: true }, owner.token), 409, /图片模型/);
    // Its photos are private while it waits, except the one the teapot still shows.
    expect(await photo(photos[1]!, visitor.token)).toBe(403);
    expect(await photo(photos[1]!, owner.token)).toBe(200);
    expect(await photo(photos[0]!, visitor.token)).toBe(200);

    let page = await bin();
    expect(page.total).toBe(2);
    const item = page.list.find((m) => m.modelCode === vase);
    expect(item).toMatchObject({
      kind: 'image',
      title: '青瓷花瓶',
      cover: `/api/common/file/${photos[0]}`,
      visibility: 'public',
    });
    expect(item?.purgeAt).toBeTruthy();
    expect(page.list.find((m) => m.modelCode === cup)?.kind).toBe('model');
    expect(ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', visitor.token)).total).toBe(0);

    expect(ok<{ changed: number }>(await post(t, '/api/model/restoresModel', { modelCodes: vase }, owner.token)).changed).toBe(1);
    expect(ok<ImageModel>(await get(t, `/api/modelImg/info?code=${vase}`, visitor.token)).photoCount).toBe(4);
    expect(await photo(photos[1]!, visitor.token)).toBe(200);
    expect((await bin()).list.map((m) => m.modelCode)).toEqual([cup]);

    // Clearing removes the record and the photos nothing else shows; the shared one stays for the teapot.
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [vase] }, owner.token));
    expect(
      ok<{ changed: number }>(await post(t, '/api/user/userRecycleClear', { modelCodes: [vase] }, owner.token)).changed,
    ).toBe(1);
    expect(await t.db.kysely.selectFrom('image_models').select('id').where('code', '=', vase).executeTakeFirst()).toBeUndefined();
    refused(await get(t, `/api/modelImg/info?code=${vase}`, owner.token), 404);
    refused(await post(t, '/api/model/restoresModel', { modelCodes: [vase] }, owner.token), 404);
    for (const fileId of photos.slice(1, 4)) expect(await photo(fileId, owner.token)).toBe(404);
    expect(await photo(photos[0]!, visitor.token)).toBe(200);

    // An operator may delete it too; clearing the whole bin takes both kinds, and the last use of a photo takes the photo.
    expect(ok<{ changed: number }>(await post(t, '/api/model/deleteModel', { modelCodes: [teapot] }, op.token)).changed).toBe(1);
    expect(ok<{ changed: number }>(await post(t, '/api/user/userRecycleClearAll', {}, owner.token)).changed).toBe(2);
    page = await bin();
    expect(page.total).toBe(0);
    for (const fileId of [photos[0]!, ...photos.slice(4)]) expect(await photo(fileId, owner.token)).toBe(404);
    expect(await imageList(owner.token)).toEqual([]);
  });

  it('keeps a photo that a demand still shows when the image model it was also in is cleared', async () => {
    const owner = await makeUser(t, 0, '样品摄影');
    const shots: string[] = [];
    for (let i = 0; i < 4; i++) shots.push((await upload(t, owner.token, `样品${i}.png`, await tinyPng(40 + i))).fileId);
    const shot = shots[0]!;
    const code = ok<ImageModel>(
      await post(t, '/api/modelImg/createImgModel', { title: '样品台灯', trade: '日用百货', photoIds: shots }, owner.token),
    ).code;
    ok(await post(t, '/api/need/create', demandForm({ imageIds: [shot] }), owner.token));
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [code] }, owner.token));
    expect(
      ok<{ changed: number }>(await post(t, '/api/user/userRecycleClear', { modelCodes: [code] }, owner.token)).changed,
    ).toBe(1);
    expect((await get(t, `/api/common/file/${shot}`, owner.token)).statusCode).toBe(200);
    expect((await get(t, `/api/common/file/${shots[1]}`, owner.token)).statusCode).toBe(404);
  });

  it('takes each photo once, only in types a browser shows, and lets go of the photos an edit takes out', async () => {
    const owner = await makeUser(t, 0, '转台摄影');
    const shots: string[] = [];
    for (let i = 0; i < 6; i++) shots.push((await upload(t, owner.token, `转台${i}.png`, await tinyPng(60 + i))).fileId);
    const create = (photoIds: string[]) =>
      post(t, '/api/modelImg/createImgModel', { title: '陶罐', trade: '日用百货', photoIds }, owner.token);
    // Three photos and a repeat are not the four a turntable needs.
    refused(await create([shots[0]!, shots[1]!, shots[2]!, shots[0]!]), 400, /只能使用一次/);
    const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c08040' } })
      .gif()
      .toBuffer();
    const moving = (await upload(t, owner.token, '动图.gif', gif)).fileId;
    refused(await create([...shots.slice(0, 3), moving]), 400, /“动图.gif”.*PNG、JPEG 或 WebP/);

    const { code } = ok<ImageModel>(await create(shots.slice(0, 5)));
    // The first photo is also shown by a demand: it stays when the image model lets go of it.
    ok(await post(t, '/api/need/create', demandForm({ imageIds: [shots[0]!] }), owner.token));
    const kept = [shots[4]!, shots[2]!, shots[3]!, shots[5]!];
    const updated = ok<ImageModel>(
      await post(t, '/api/modelImg/updateImgModel', { code, photoIds: kept, title: '陶罐（修图后）' }, owner.token),
    );
    expect(updated.photos.map((p) => p.fileId)).toEqual(kept);
    expect(updated.photoCount).toBe(4);
    const status = async (fileId: string) => (await get(t, `/api/common/file/${fileId}`, owner.token)).statusCode;
    expect(await status(shots[1]!)).toBe(404);
    expect(await status(shots[0]!)).toBe(200);
    for (const fileId of kept) expect(await status(fileId)).toBe(200);
    // Information alone leaves the photos where they are.
    ok(await post(t, '/api/modelImg/updateImgModel', { code, description: '柴烧' }, owner.token));
    for (const fileId of kept) expect(await status(fileId)).toBe(200);
  });

  it('hides the photos of an image model made private, except those another image model or a demand still shows', async () => {
    const owner = await makeUser(t, 0, '器皿摄影');
    const shots: string[] = [];
    for (let i = 0; i < 6; i++) shots.push((await upload(t, owner.token, `器皿${i}.png`, await tinyPng(80 + i))).fileId);
    const photo = (fileId: string) => get(t, `/api/common/file/${fileId}`, visitor.token).then((r) => r.statusCode);
    const create = async (title: string, photoIds: string[]) =>
      ok<ImageModel>(await post(t, '/api/modelImg/createImgModel', { title, trade: '日用百货', photoIds }, owner.token)).code;
    const bowl = await create('青瓷碗', shots.slice(0, 4));
    const plate = await create('青瓷盘', [shots[0]!, ...shots.slice(4, 6), shots[3]!]);
    ok(await post(t, '/api/need/create', demandForm({ imageIds: [shots[1]!] }), owner.token));

    ok(await post(t, '/api/modelImg/updateImgModel', { code: bowl, visibility: 'private' }, owner.token));
    expect(await photo(shots[2]!)).toBe(403);
    // The plate still shows the first and last photos, the demand the second.
    for (const shared of [shots[0]!, shots[1]!, shots[3]!]) expect(await photo(shared)).toBe(200);

    // New photos of a private image model are private too; public again, all of them are shown.
    const extra = (await upload(t, owner.token, '器皿底部.png', await tinyPng(90))).fileId;
    ok(await post(t, '/api/modelImg/updateImgModel', { code: bowl, photoIds: [...shots.slice(0, 4), extra] }, owner.token));
    expect(await photo(extra)).toBe(403);
    ok(await post(t, '/api/modelImg/updateImgModel', { code: bowl, visibility: 'public' }, owner.token));
    for (const fileId of [...shots.slice(0, 4), extra]) expect(await photo(fileId)).toBe(200);

    // Both made private: what only they shared is hidden; the demand's photo stays; the owner still sees all.
    ok(await post(t, '/api/modelImg/updateImgModel', { code: plate, visibility: 'private' }, owner.token));
    ok(await post(t, '/api/modelImg/updateImgModel', { code: bowl, visibility: 'private' }, owner.token));
    for (const hidden of [shots[0]!, shots[3]!, shots[4]!, extra]) expect(await photo(hidden)).toBe(403);
    expect(await photo(shots[1]!)).toBe(200);
    const own = await get(t, `/api/common/file/${shots[0]}`, owner.token);
    expect(own.statusCode).toBe(200);
  });

  it('clears image models that have waited in the recycle bin longer than the keep time', async () => {
    const owner = await makeUser(t, 2, '器物摄影');
    const photos: string[] = [];
    for (let i = 0; i < 4; i++) photos.push((await upload(t, owner.token, `${i}.png`, await tinyPng(i + 30))).fileId);
    const { code } = ok<ImageModel>(
      await post(t, '/api/modelImg/createImgModel', { title: '旧铜镜', trade: '日用百货', photoIds: photos }, owner.token),
    );
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [code] }, owner.token));
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.db.kysely.updateTable('image_models').set({ deleted_at: longAgo }).where('code', '=', code).execute();
    expect(ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', owner.token)).total).toBe(0);
    expect(await t.db.kysely.selectFrom('image_models').select('id').where('code', '=', code).executeTakeFirst()).toBeUndefined();
    expect((await get(t, `/api/common/file/${photos[0]}`, owner.token)).statusCode).toBe(404);
  });
});
