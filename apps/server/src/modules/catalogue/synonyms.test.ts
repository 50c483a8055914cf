import type { ModelCard, SearchFacets, SynonymList } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, ok, post, refused, seedLibrary, type Page, type TestUser } from '../library/fixtures.js';

describe.each(DIALECTS)('search synonyms and facets on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let op: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ ann, op } = await seedLibrary(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const titles = async (keyword: string) =>
    ok<Page<ModelCard>>(await get(t, `/api/model/list?keyword=${encodeURIComponent(keyword)}`)).list.map((m) => m.title);

  it('finds by the first synonym list, by pinyin and by English', async () => {
    expect((await titles('sofa')).sort()).toEqual(['北欧沙发床', '现代风格布艺沙发'].sort());
    expect(await titles('ring')).toEqual(['钻石戒指']);
    expect((await titles('shafa')).sort()).toEqual(['北欧沙发床', '现代风格布艺沙发'].sort());
    // Pinyin of a title's words, without the synonym list.
    expect(await titles('chilun')).toEqual(['工业齿轮组']);
  });

  it('lets only operators read and replace the list, which search uses at once', async () => {
    refused(await get(t, '/api/search/getSynonyms'), 401);
    refused(await get(t, '/api/search/getSynonyms', ann.token), 403);
    refused(await post(t, '/api/search/saveSynonyms', { groups: [['茶几', '边几']] }, ann.token), 403);
    const first = ok<SynonymList>(await get(t, '/api/search/getSynonyms', op.token));
    expect(first.groups).toContainEqual(expect.arrayContaining(['沙发', 'sofa']));

    expect(await titles('边几')).toEqual([]);
    // Cached before the edit, and found after it.
    const saved = ok<SynonymList>(await post(t, '/api/search/saveSynonyms', { groups: [['茶几', ' 边几 ']] }, op.token));
    expect(saved.groups).toEqual([['茶几', '边几']]);
    expect(await titles('边几')).toEqual(['中式实木茶几']);
    expect(await titles('sofa')).toEqual([]);
    expect(ok<SynonymList>(await get(t, '/api/search/getSynonyms', op.token)).groups).toEqual([['茶几', '边几']]);

    const bad = refused(await post(t, '/api/search/saveSynonyms', { groups: [['茶几']] }, op.token), 400);
    expect(bad).toMatch(/至少 2 个/);
    expect(ok<SynonymList>(await get(t, '/api/search/getSynonyms', op.token)).groups).toEqual([['茶几', '边几']]);
    ok(await post(t, '/api/search/saveSynonyms', { groups: first.groups }, op.token));
  });

  it('counts a search’s own results beside it (model/searchFacets)', async () => {
    const facets = ok<SearchFacets>(await get(t, `/api/model/searchFacets?keyword=${encodeURIComponent('沙发')}`));
    expect(facets.types).toEqual([{ name: '家具', count: 2 }]);
    expect(facets.trades).toEqual([{ name: '泛家居', count: 2 }]);
    expect(facets.formats.map((f) => f.value).sort()).toEqual(['fbx', 'obj']);
    expect(facets.capped).toBe(false);
    const none = ok<SearchFacets>(await get(t, `/api/model/searchFacets?keyword=${encodeURIComponent('不存在的东西')}`));
    expect(none).toEqual({ types: [], trades: [], formats: [], capped: false });
  });
});
