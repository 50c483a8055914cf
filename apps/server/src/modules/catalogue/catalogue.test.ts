import type { ModelCard, ModelDetail, MyModelItem } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { LEAKS, get, insertModel, ok, post, refused, seedLibrary, type Page, type TestUser } from '../library/fixtures.js';

describe.each(DIALECTS)('the catalogue on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let visitor: TestUser;
  let op: TestUser;
  let codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ ann, bob, visitor, op, codes } = await seedLibrary(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (qs: string, token?: string) => ok<Page<ModelCard>>(await get(t, `/api/model/list?${qs}`, token));
  const titles = (p: Page<ModelCard>) => p.list.map((m) => m.title);

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
    // Try-on is the owner's AR professional role (ARPRO, membership/gates.test.ts); this owner has no package.
    expect(ar).toMatchObject({ available: false, kind: 'jewelry', reason: expect.stringMatching(/AR 试戴/) });
  });
});
