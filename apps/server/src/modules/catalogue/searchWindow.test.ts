import type { ModelCard } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, insertModel, makeUser, ok, type Page } from '../library/fixtures.js';

/**
 * A search looks at a window of the newest listed matches (SEARCH_WINDOW, 5 here). Within it, relevance
 * ranks; past it, the total is a lower bound, and the other sorts still find the best of every match.
 */
describe.each(DIALECTS)('search window on %s', (dialect) => {
  let t: TestApp;
  const search = async (query: string) =>
    ok<Page<ModelCard>>(await get(t, `/api/model/list?keyword=${encodeURIComponent('台灯')}&${query}`));
  const titles = (p: Page<ModelCard>) => p.list.map((m) => m.title);

  beforeAll(async () => {
    t = await createTestApp(dialect, { SEARCH_WINDOW: 5, SEARCH_CACHE_SECONDS: 0 });
    const owner = await makeUser(t, 2, '灯具工坊');
    // Oldest first: six with the word in the title, then three with it only in the description. The ids are
    // far apart, so PostgreSQL's look among the newest ids (SearchMatches.between) finds one match, widens,
    // finds no more, and reads every id.
    for (let i = 1; i <= 6; i++) {
      await insertModel(t, owner, {
        id: 40_000 + i * 1000,
        title: `黄铜台灯${i}`,
        views: i === 1 ? 9000 : i * 10,
        price: i <= 2 ? 900 : 0,
      });
    }
    for (let i = 1; i <= 3; i++) {
      await insertModel(t, owner, {
        id: i === 3 ? 95_000 : 50_000 + i * 1000,
        title: `书桌${i}`,
        description: '配一盏台灯',
        views: i,
        price: i === 1 ? 500 : 0,
      });
    }
    // Thirty pans side by side among the newest: a common word, which PostgreSQL's walk checks model by model.
    for (let i = 1; i <= 30; i++) {
      await insertModel(t, owner, { id: 95_000 + i, title: `铸铁锅${i}`, views: (i * 7) % 30, price: i % 2 === 0 ? 100 : 0 });
    }
    // Many newer models without the word.
    for (let i = 1; i <= 120; i++) await insertModel(t, owner, { id: 60_000 + i * 200, title: `陶瓷花瓶${i}` });
    // Newest of all, but not listed: never counted, never shown.
    await insertModel(t, owner, { id: 95_031, title: '黄铜台灯草稿', visibility: 'private' });
    await insertModel(t, owner, { id: 95_032, title: '黄铜台灯处理中', status: 'processing' });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('ranks the newest matches, title matches first, and says the total is at least the window', async () => {
    const page = await search('pageSize=20');
    expect(page).toMatchObject({ total: 5, totalCapped: true });
    expect(titles(page)).toEqual(['黄铜台灯6', '黄铜台灯5', '书桌3', '书桌2', '书桌1']);
    expect((await search('pageSize=20&pageNum=2')).list).toEqual([]);
  });

  it('sorts by views over every match, also past the window, page by page', async () => {
    const first = await search('sort=views&pageSize=4');
    expect(first).toMatchObject({ total: 5, totalCapped: true });
    expect(titles(first)).toEqual(['黄铜台灯1', '黄铜台灯6', '黄铜台灯5', '黄铜台灯4']);
    const rest = await search('sort=views&pageSize=4&pageNum=2');
    expect(titles(rest)).toEqual(['黄铜台灯3', '黄铜台灯2', '书桌3', '书桌2']);
    expect(titles(await search('sort=views&pageSize=4&pageNum=3'))).toEqual(['书桌1']);
    expect(titles(await search('sort=newest&pageSize=3'))).toEqual(['书桌3', '书桌2', '书桌1']);
    expect(titles(await search('sort=newest&pageSize=4&pageNum=2'))).toEqual([
      '黄铜台灯5',
      '黄铜台灯4',
      '黄铜台灯3',
      '黄铜台灯2',
    ]);
  });

  it('finds the most viewed of a common word, with and without filters', async () => {
    const pans = async (query: string) =>
      titles(ok<Page<ModelCard>>(await get(t, `/api/model/list?keyword=${encodeURIComponent('铸铁锅')}&${query}`)));
    // Views are i * 7 mod 30: 29 for i = 17, 28 for i = 4, 27 for i = 21, 26 for i = 8.
    expect(await pans('sort=views&pageSize=3')).toEqual(['铸铁锅17', '铸铁锅4', '铸铁锅21']);
    expect(await pans('sort=views&pageSize=3&pageNum=2')).toEqual(['铸铁锅8', '铸铁锅25', '铸铁锅12']);
    expect(await pans('sort=views&price=paid&pageSize=2')).toEqual(['铸铁锅4', '铸铁锅8']);
    expect(await pans('sort=views&price=free&pageSize=2')).toEqual(['铸铁锅17', '铸铁锅21']);
  });

  it('counts exactly when fewer than the window match the filters', async () => {
    const paid = await search('price=paid&sort=views');
    expect(paid.total).toBe(3);
    expect(paid.totalCapped).toBeUndefined();
    expect(titles(paid)).toEqual(['黄铜台灯1', '黄铜台灯2', '书桌1']);
    const relevance = await search('price=paid');
    expect(titles(relevance)).toEqual(['黄铜台灯2', '黄铜台灯1', '书桌1']);
  });

  it('follows a model whose price, visibility or recycle bin changes by any path, not only the service', async () => {
    const lamp6 = (change: { price?: number; visibility?: string; deleted_at?: string | null }) =>
      t.db.kysely.updateTable('models').set(change).where('id', '=', 46_000).execute();
    const paid = async () => titles(await search('price=paid&sort=views'));
    const free = async () => titles(await search('price=free&sort=views&pageSize=10'));
    expect(await free()).toEqual(['黄铜台灯6', '黄铜台灯5', '黄铜台灯4', '黄铜台灯3', '书桌3', '书桌2']);
    await lamp6({ price: 300 });
    expect(await paid()).toEqual(['黄铜台灯1', '黄铜台灯6', '黄铜台灯2', '书桌1']);
    expect(await free()).toEqual(['黄铜台灯5', '黄铜台灯4', '黄铜台灯3', '书桌3', '书桌2']);
    await lamp6({ visibility: 'private' });
    expect(await paid()).toEqual(['黄铜台灯1', '黄铜台灯2', '书桌1']);
    await lamp6({ visibility: 'public', deleted_at: new Date().toISOString() });
    expect(await paid()).toEqual(['黄铜台灯1', '黄铜台灯2', '书桌1']);
    await lamp6({ deleted_at: null, price: 0 });
    expect(await paid()).toEqual(['黄铜台灯1', '黄铜台灯2', '书桌1']);
    expect(await free()).toEqual(['黄铜台灯6', '黄铜台灯5', '黄铜台灯4', '黄铜台灯3', '书桌3', '书桌2']);
  });
});
