import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createDb, ensureSchema } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { seedBench } from '../seed/bench.js';

/**
 * npm run seed:bench -- --models 100000 [--comments 1000000] [--users 2000] [--seed 1]
 * Fills the configured database (DATA_DIR's SQLite, or DATABASE_URL [+ DATABASE_SCHEMA]) with benchmark
 * data: no pipeline, no files, but search rows, likes, collects and comments consistent with the counters.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      models: { type: 'string', default: '100000' },
      comments: { type: 'string', default: '0' },
      users: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const models = Number(values.models);
  const comments = Number(values.comments);
  if (!Number.isInteger(models) || models < 1 || models > 10_000_000) throw new Error('--models 须为 1 到 10000000 的整数');
  if (!Number.isInteger(comments) || comments < 0 || comments > 100_000_000)
    throw new Error('--comments 须为 0 到 100000000 的整数');
  const users = values.users === undefined ? undefined : Number(values.users);
  if (users !== undefined && (!Number.isInteger(users) || users < 1)) throw new Error('--users 须为正整数');

  const config = loadConfig();
  await ensureSchema(config);
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    console.log(
      `写入基准数据到 ${db.dialect === 'postgres' ? `PostgreSQL${config.DATABASE_SCHEMA ? `（schema ${config.DATABASE_SCHEMA}）` : ''}` : `SQLite（${config.DATA_DIR}）`}…`,
    );
    const r = await seedBench(db, {
      models,
      comments,
      users,
      seed: values.seed ? Number(values.seed) : undefined,
      log: (l) => console.log(l),
    });
    console.log(
      `完成：${r.models} 个模型（公开可见 ${r.listed}），${r.users} 个用户，${r.likes} 个点赞，${r.collects} 个收藏，${r.comments} 条评论，用时 ${r.seconds} 秒`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
