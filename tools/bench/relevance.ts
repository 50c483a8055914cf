import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { UserType } from '@moxing/shared';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDb, ensureSchema } from '../../apps/server/src/db/index.js';
import { migrateToLatest } from '../../apps/server/src/db/migrate.js';
import {
  PRECISION_AT,
  RECALL_AT,
  RELEVANCE_SET,
  listCatalogue,
  scoreRelevance,
} from '../../apps/server/src/modules/catalogue/relevance.js';
import { DEMO_MODELS } from '../../apps/server/src/seed-models/index.js';

/** Goals of issue 20 on the relevance set. */
const GOALS = { precision: 0.9, recall: 0.95 };

/**
 * Search relevance (issue 20): the relevance set (apps/server/src/modules/catalogue/relevance.ts) against the
 * demo catalogue's titles, descriptions and tags, listed without files in a fresh SQLite database (and a
 * PostgreSQL schema when DATABASE_URL is set), searched through model/list as the library page does. The
 * control is the same set matched by title substring (what a LIKE search would find, newest first).
 */
export async function runRelevanceBench(): Promise<void> {
  const rows: { name: string; precision: number; recall: number; weak: string[] }[] = [];
  const dialects: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  for (const dialect of dialects) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-relevance-'));
    const schema = `bench_rel_${process.pid}`;
    const config = loadConfig(
      { ...process.env, LOG_LEVEL: 'silent' },
      {
        DATA_DIR: dataDir,
        DATABASE_URL: dialect === 'postgres' ? process.env.DATABASE_URL : undefined,
        DATABASE_SCHEMA: dialect === 'postgres' ? schema : undefined,
        WEB_DIST: '',
      },
    );
    await ensureSchema(config);
    const db = createDb(config);
    try {
      await migrateToLatest(db);
      const { app, services } = await buildApp({ config, db, logger: false });
      await app.ready();
      const author = await services.account.createUserWithPassword({
        login: '19900000001',
        passwordHash: '0'.repeat(64),
        type: UserType.studio,
        nickname: '匠心家具工作室',
      });
      const byId = await listCatalogue(db, services.library, author.id, DEMO_MODELS);
      const codes = await db.kysely.selectFrom('models').select(['id', 'model_code', 'title']).execute();
      const slugOf = new Map(codes.map((r) => [r.model_code, byId.get(r.id) ?? '']));
      const search = async (keyword: string) => {
        const res = await app.inject({
          method: 'GET',
          url: `/api/model/list?keyword=${encodeURIComponent(keyword)}&pageSize=${RECALL_AT}`,
        });
        const body = res.json<{ data: { list: { modelCode: string }[] } }>();
        return body.data.list.map((m) => slugOf.get(m.modelCode) ?? '');
      };
      const newestFirst = [...codes].sort((a, b) => b.id - a.id);
      const control = (keyword: string) =>
        Promise.resolve(
          newestFirst.filter((r) => r.title.toLowerCase().includes(keyword.toLowerCase())).map((r) => byId.get(r.id) ?? ''),
        );
      for (const [name, find] of [
        [`${dialect} 对照：标题包含关键词`, control],
        [`${dialect} model/list 搜索`, search],
      ] as const) {
        const r = await scoreRelevance(find);
        rows.push({
          name,
          precision: r.precision,
          recall: r.recall,
          weak: r.scores.filter((s) => s.precision < 1 || s.recall < 1).map((s) => s.query),
        });
      }
      await app.close();
    } finally {
      if (dialect === 'postgres') await db.kysely.schema.dropSchema(schema).ifExists().cascade().execute();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\n搜索相关度 (${RELEVANCE_SET.length} 个查询，演示模型库 ${DEMO_MODELS.length} 个模型；precision@${PRECISION_AT}、recall@${RECALL_AT})`,
  );
  console.log('name'.padEnd(36) + 'P@5'.padStart(8) + 'R@24'.padStart(8) + '   goal');
  for (const r of rows) {
    const met = r.precision >= GOALS.precision && r.recall >= GOALS.recall;
    const goal = r.name.includes('对照') ? '' : `   P>=${GOALS.precision} R>=${GOALS.recall} ${met ? 'OK' : 'MISSED'}`;
    console.log(r.name.padEnd(36) + r.precision.toFixed(3).padStart(8) + r.recall.toFixed(3).padStart(8) + goal);
    if (!r.name.includes('对照') && r.weak.length > 0) console.log(`  未满分：${r.weak.join('、')}`);
  }
}
