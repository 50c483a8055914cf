import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { fixture } from '../file/test-helpers.js';
import { insertModel, makeUser, post, upload } from '../library/fixtures.js';

/**
 * The counted features (upload count MXUNUM, embed count MXNQGS) are checked and taken in one transaction
 * (FeatureGate.claim): many requests at once for the last unit let exactly one through.
 */
describe.each(DIALECTS)('counted feature limits under concurrent requests on %s', (dialect) => {
  let t: TestApp;
  const AT_ONCE = 8;
  const codes = (results: { statusCode: number }[]) => results.map((r) => r.statusCode).sort();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('upload count (MXUNUM): with one upload left, eight at once make exactly one model', async () => {
    const ann = await makeUser(t, 2, '并发上传');
    for (let i = 0; i < 49; i++) await insertModel(t, ann, { title: `已有模型${i}` });
    const files = [];
    for (let i = 0; i < AT_ONCE; i++) files.push(await upload(t, ann.token, `box${i}.glb`, fixture('glb/BoxTextured.glb')));
    const results = await Promise.all(
      files.map((f, i) =>
        post(t, '/api/model/uploadModel', { fileIds: [f.fileId], title: `并发${i}`, trade: '泛家居', price: 0 }, ann.token),
      ),
    );
    expect(codes(results)).toEqual([200, ...Array<number>(AT_ONCE - 1).fill(403)]);
    for (const r of results.filter((x) => x.statusCode === 403)) expect(r.body).toMatch(/模型上传.*上限.*50/);
    const n = await t.db.kysely
      .selectFrom('models')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', ann.id)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(50);
  });

  it('embed count (MXNQGS): with one embed left, first embeds of eight models at once embed exactly one', async () => {
    const bob = await makeUser(t, 2, '并发嵌入');
    const models = [];
    for (let i = 0; i < AT_ONCE + 2; i++) models.push(await insertModel(t, bob, { title: `嵌入${i}` }));
    for (const m of models.slice(0, 2))
      expect((await post(t, '/api/embed/view', { modelCode: m.modelCode })).statusCode).toBe(200);
    const results = await Promise.all(
      models.slice(2).map((m) => post(t, '/api/embed/view', { modelCode: m.modelCode, referrer: 'https://b.example.com/' })),
    );
    expect(codes(results)).toEqual([200, ...Array<number>(AT_ONCE - 1).fill(403)]);
    for (const r of results.filter((x) => x.statusCode === 403)) expect(r.body).toMatch(/该模型暂不能嵌入.*上限/);
    const embedded = await t.db.kysely
      .selectFrom('models')
      .select('id')
      .where('user_id', '=', bob.id)
      .where('embed_count', '>', 0)
      .execute();
    expect(embedded).toHaveLength(3);
  });

  it('one model embedded for the first time by many viewers at once: every view passes and is counted once', async () => {
    const carl = await makeUser(t, 2, '同时嵌入');
    const { id, modelCode } = await insertModel(t, carl, { title: '热门嵌入' });
    const results = await Promise.all(Array.from({ length: AT_ONCE }, () => post(t, '/api/embed/view', { modelCode })));
    expect(codes(results)).toEqual(Array<number>(AT_ONCE).fill(200));
    await t.services.library.flushCounters();
    const row = await t.db.kysely.selectFrom('models').select('embed_count').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.embed_count).toBe(AT_ONCE);
  });
});
