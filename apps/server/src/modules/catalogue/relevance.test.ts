import { UserType, type ModelCard } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { DEMO_MODELS } from '../../seed-models/index.js';
import { get, makeUser, ok, type Page } from '../library/fixtures.js';
import { RECALL_AT, listCatalogue, scoreRelevance } from './relevance.js';

/** The relevance set (relevance.ts) against the demo catalogue: the goals of issue 20, on both databases. */
describe.each(DIALECTS)('search relevance on %s', (dialect) => {
  let t: TestApp;
  let slugs: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const author = await makeUser(t, UserType.studio, '匠心家具工作室');
    const byId = await listCatalogue(t.db, t.services.library, author.id, DEMO_MODELS);
    const codes = await t.db.kysely.selectFrom('models').select(['id', 'model_code']).execute();
    slugs = new Map(codes.map((r) => [r.model_code, byId.get(r.id) ?? '']));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const search = async (keyword: string) => {
    const page = ok<Page<ModelCard>>(
      await get(t, `/api/model/list?keyword=${encodeURIComponent(keyword)}&pageSize=${RECALL_AT}`),
    );
    return page.list.map((m) => slugs.get(m.modelCode) ?? m.modelCode);
  };

  it('finds what people type: recall@24 >= 0.95 and precision@5 >= 0.9 over the set', async () => {
    const { scores, precision, recall } = await scoreRelevance(search);
    const weak = scores.filter((s) => s.precision < 1 || s.recall < 1);
    expect(recall, JSON.stringify(weak)).toBeGreaterThanOrEqual(0.95);
    expect(precision, JSON.stringify(weak)).toBeGreaterThanOrEqual(0.9);
  });

  it('finds everyday words that no title holds whole (椅子, 桌子, 杯子, 鞋子, sofa)', async () => {
    for (const q of ['椅子', '桌子', '杯子', '鞋子', 'sofa']) expect((await search(q)).length, q).toBeGreaterThan(0);
    expect((await search('椅子')).slice(0, 3)).toEqual(expect.arrayContaining(['ladder-back-chair']));
  });
});
