import path from 'node:path';
import {
  MODEL_STAGES,
  UserType,
  type CompilationCard,
  type DemandSummary,
  type ModelCard,
  type ModelDetail,
  type ProviderItem,
  type ShowCard,
} from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../test/harness.js';
import { get, insertModel, makeUser, ok, type Page } from '../modules/library/fixtures.js';
import { DEMO_MODELS, writeDemoGlb, type DemoModel } from '../seed-models/index.js';
import { seedBench } from './bench.js';
import { seedDemoBusiness } from './business.js';
import { DemoSeeder } from './demo.js';
import { OPERATOR } from './market.js';

// Two small entries of the real catalogue, through the real upload, job queue and 3D pipeline.
const SUBSET: DemoModel[] = [
  DEMO_MODELS.find((m) => m.type === '首饰')!,
  DEMO_MODELS.find((m) => m.priceFen === 0 && m.type === '家具')!,
];
const silent = { info: () => undefined, warn: () => undefined };

describe.each(DIALECTS)('demo catalogue seeding on %s', (dialect) => {
  let t: TestApp;
  const seeder = () =>
    new DemoSeeder({
      db: t.db,
      services: t.services,
      catalogue: SUBSET,
      writeGlb: writeDemoGlb,
      workDir: path.join(t.config.DATA_DIR, 'tmp'),
      log: silent,
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('uploads each model through the pipeline once, then adds visitors, likes and comments', async () => {
    expect(await seeder().uploadAll()).toBe(2);
    // Queued for the pipeline, not in the library yet.
    expect(ok<Page<ModelCard>>(await get(t, '/api/model/list')).total).toBe(0);
    expect(await seeder().addSocial()).toBe(2);
    // A second start finds everything seeded.
    expect(await seeder().uploadAll()).toBe(0);

    await t.services.worker.drain(10);
    const page = ok<Page<ModelCard>>(await get(t, '/api/model/list'));
    expect(page.list.map((m) => m.title).sort()).toEqual(SUBSET.map((m) => m.title).sort());
    const ring = page.list.find((m) => m.title === SUBSET[0]!.title)!;
    expect(ring).toMatchObject({
      type: SUBSET[0]!.type,
      trade: SUBSET[0]!.trade,
      price: SUBSET[0]!.priceFen,
      tags: SUBSET[0]!.tags,
      format: 'glb',
    });
    expect(ring.viewCount).toBeGreaterThan(0);
    // The cover was rendered by the pipeline and is served.
    const cover = await t.app.inject({ method: 'GET', url: ring.cover! });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/webp');
    // Searchable by its tags.
    const byTag = ok<Page<ModelCard>>(await get(t, `/api/model/list?keyword=${encodeURIComponent(SUBSET[0]!.tags[0]!)}`));
    expect(byTag.list.map((m) => m.modelCode)).toContain(ring.modelCode);

    expect(await seeder().addSocial()).toBe(0);
    const detail = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${ring.modelCode}`));
    expect(detail.counts.likes).toBeGreaterThan(0);
    expect(detail.authorInfo.nickname).toBe('金缕珠宝建模');
    expect(detail.stats?.triangles).toBeGreaterThan(0);
    const rows = await t.db.kysely.selectFrom('demo_seeds').selectAll().execute();
    expect(rows.every((r) => r.social_at !== null)).toBe(true);
    // Running again adds nothing.
    await seeder().run({ pollMs: 10 });
    expect(await t.db.kysely.selectFrom('models').select('id').execute()).toHaveLength(2);
    expect((await get(t, `/api/model/detail?modelCode=${ring.modelCode}`)).json().data.counts.likes).toBe(detail.counts.likes);

    // The demo showrooms of the two authors, with their industries, as free samples; three compilations, two featured.
    const cases = ok<Page<ShowCard>>(await get(t, '/api/show/getCaseList')).list;
    expect(cases.map((s) => s.industry).sort()).toEqual(['furniture', 'jewellery']);
    const compilations = ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList')).list;
    expect(compilations.map((c) => [c.title, c.featured])).toEqual([
      ['品牌展厅巡礼', true],
      ['新中式家居精选', true],
      ['金缕珠宝 · 新品合辑', false],
    ]);
    expect(compilations[0]!.showCount).toBe(2);
    // Seeded once.
    expect(await seeder().addShowroomPages()).toBe(false);
  });

  it('makes a living demand hall through the demand services: every state, bids, providers with profiles and cases', async () => {
    // The start-up run of the test above made it, once.
    expect(await seeder().addMarket()).toBe(false);
    const statuses = await t.db.kysely.selectFrom('needs').select(['status', 'bid_count', 'modeller_id']).execute();
    expect(new Set(statuses.map((n) => n.status))).toEqual(new Set([-2, -1, 0, 1, 2, 3]));
    const hall = ok<Page<DemandSummary>>(await get(t, '/api/need/getList?pageSize=100'));
    expect(hall.total).toBeGreaterThanOrEqual(8);
    expect(hall.list.some((d) => d.status === 0 && d.bidCount >= 2)).toBe(true);
    const providers = ok<Page<ProviderItem>>(await get(t, '/api/need/serverList?pageSize=100')).list;
    const top = providers[0]!;
    expect(top.intro).not.toBe('');
    expect(top.completedCount).toBeGreaterThan(0);
    expect(top.cases.length).toBeGreaterThan(0);
    expect(top.avgScore).toBeGreaterThan(0);
    // The demo modeller who filled in nothing comes after everyone who did.
    const blank = providers.findIndex((p) => p.nickname === '建模新手小白');
    expect(providers.slice(blank).every((p) => p.intro === '')).toBe(true);
    const jewels = providers.find((p) => p.nickname === '金缕珠宝建模')!;
    expect(jewels.specialities).toContain('3D建模');
  });

  it('makes a certified demo company with two brands on some of its models and its showrooms, once', async () => {
    // The start-up run of the first test made it.
    expect(await seeder().addBusiness()).toBe(false);
    const studio = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('nickname', '=', '匠心家具工作室')
      .executeTakeFirstOrThrow();
    const brands = await t.db.kysely
      .selectFrom('brands')
      .select(['id', 'name', 'logo_file_id'])
      .where('user_id', '=', studio.id)
      .execute();
    expect(brands.map((b) => b.name).sort()).toEqual(['匠心家居', '木语']);
    // The logos are real pictures, served to everyone.
    const logo = await t.app.inject({ method: 'GET', url: `/api/common/file/${brands[0]!.logo_file_id}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const chair = ok<Page<ModelCard>>(await get(t, '/api/model/list')).list.find((m) => m.type === '家具')!;
    const detail = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${chair.modelCode}`));
    expect(detail.brand?.name).toBe('匠心家居');
    expect(detail.authorInfo.certified).toBe('company');
    const shows = ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList?pageSize=50')).list;
    expect(shows.filter((s) => s.owner.nickname === '匠心家具工作室').map((s) => s.brand?.name)).toContain('匠心家居');
    // The demo shows have had visitors: the hall does not open on a row of zeros.
    expect(shows.every((s) => s.visitCount > 0)).toBe(true);
    // A start interrupted after the brands (not yet marked done) runs the step again without a duplicate or an error.
    const operator = await t.db.kysely
      .selectFrom('users')
      .select(['id', 'type'])
      .where('login', '=', OPERATOR.login)
      .executeTakeFirstOrThrow();
    await seedDemoBusiness(t.services, { id: studio.id, type: UserType.studio, sessionId: 0 }, { ...operator, sessionId: 0 });
    const again = await t.db.kysely.selectFrom('brands').select('id').where('user_id', '=', studio.id).execute();
    expect(again.map((b) => b.id).sort()).toEqual(brands.map((b) => b.id).sort());
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${chair.modelCode}`)).authorInfo.certified).toBe('company');
  });

  it('writes 60 days of statistics history, a device per author and the hardware showcase, once', async () => {
    // The start-up run of the first test wrote them.
    expect(await seeder().addStatistics()).toBe(false);
    const jeweller = await t.db.kysely
      .selectFrom('users')
      .select('id')
      .where('nickname', '=', '金缕珠宝建模')
      .executeTakeFirstOrThrow();
    const days = await t.db.kysely.selectFrom('owner_daily_stats').selectAll().where('user_id', '=', jeweller.id).execute();
    expect(days.length).toBeGreaterThanOrEqual(60);
    expect(days.reduce((n, d) => n + d.views, 0)).toBeGreaterThan(100);
    const ring = await t.db.kysely
      .selectFrom('models')
      .select(['id', 'device_id'])
      .where('user_id', '=', jeweller.id)
      .executeTakeFirstOrThrow();
    expect(ring.device_id).not.toBeNull();
    const modelDays = await t.db.kysely.selectFrom('model_daily_stats').select('views').where('model_id', '=', ring.id).execute();
    expect(modelDays.length).toBeGreaterThanOrEqual(60);
    expect(ok<{ list: unknown[] }>(await get(t, '/api/implement/getList')).list.length).toBeGreaterThanOrEqual(4);
  });

  it('leaves a database that already has its own models alone', async () => {
    const other = await createTestApp(dialect);
    try {
      const owner = await makeUser(other, 2, '真实用户');
      await insertModel(other, owner, { title: '我自己的模型' });
      const s = new DemoSeeder({
        db: other.db,
        services: other.services,
        catalogue: SUBSET,
        writeGlb: writeDemoGlb,
        workDir: path.join(other.config.DATA_DIR, 'tmp'),
        log: silent,
      });
      expect(await s.wanted()).toBe(false);
      expect(await s.uploadAll()).toBe(0);
      expect(await other.db.kysely.selectFrom('models').select('id').execute()).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('fills benchmark data whose counters equal their rows, searchable, listed like real models', async () => {
    const bench = await createTestApp(dialect);
    try {
      const r = await seedBench(bench.db, { models: 600, comments: 5000, users: 50 });
      expect(r).toMatchObject({ models: 600, users: 50, comments: 5000 });
      const k = bench.db.kysely;
      const sums = await k
        .selectFrom('models')
        .select((eb) => [
          eb.fn.sum<string | number>('like_count').as('likes'),
          eb.fn.sum<string | number>('collect_count').as('collects'),
          eb.fn.sum<string | number>('comment_count').as('comments'),
        ])
        .executeTakeFirstOrThrow();
      const count = async (table: 'model_likes' | 'model_collects' | 'model_comments') =>
        Number(
          (
            await k
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<string | number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(Number(sums.likes)).toBe(await count('model_likes'));
      expect(Number(sums.collects)).toBe(await count('model_collects'));
      expect(Number(sums.comments)).toBe(5000);
      expect(await count('model_comments')).toBe(5000);
      // A stage the progress bar knows, for processing models too (model/processStatus answers it; found by fuzz.test.ts).
      const stages = await k.selectFrom('models').select('stage').distinct().execute();
      expect(stages.map((s) => s.stage).filter((s) => !(MODEL_STAGES as readonly (string | null)[]).includes(s))).toEqual([]);
      const page = ok<Page<ModelCard>>(await get(bench, '/api/model/list?pageSize=100'));
      expect(page.total).toBe(r.listed);
      const sofas = ok<Page<ModelCard>>(await get(bench, `/api/model/list?keyword=${encodeURIComponent('沙发')}&pageSize=100`));
      expect(sofas.total).toBeGreaterThan(0);
      expect(sofas.list.every((m) => m.title.includes('沙发'))).toBe(true);
      const busy = await k
        .selectFrom('models')
        .select(['model_code', 'comment_count'])
        .where('status', '=', 'ready')
        .where('visibility', '=', 'public')
        .where('deleted_at', 'is', null)
        .orderBy('comment_count', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      const detail = ok<ModelDetail>(
        await get(bench, `/api/model/detail?modelCode=${busy.model_code}`, (await makeUser(bench, 0)).token),
      );
      expect(detail.counts.comments).toBe(busy.comment_count);
    } finally {
      await bench.close();
    }
  });
});
