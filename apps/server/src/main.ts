import path from 'node:path';
import { buildApp } from './app.js';
import { sweepStaleWorkDirs } from './platform/jobs/index.js';
import { loadConfig } from './config.js';
import { createDb, ensureSchema } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { startBackgroundSeeding } from './seed/index.js';

/** Process entry: config -> db -> migrate -> app -> listen. */
async function main() {
  const config = loadConfig();
  await ensureSchema(config);
  const db = createDb(config);
  await migrateToLatest(db);
  const { app, services } = await buildApp({ config, db });
  const seeding = new AbortController();
  const close = async () => {
    seeding.abort();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  // What uploads cut short by a previous run's death left behind, then the same periodically.
  await services.uploadSweeper.runOnce();
  services.uploadSweeper.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`模型星球已启动: http://localhost:${config.PORT} (数据库: ${db.dialect}, 数据目录: ${config.DATA_DIR})`);
  // The job worker runs beside the API unless WORKER=false; app.close() stops it (an unfinished job returns after its lease).
  if (config.WORKER) {
    // Work folders of a crashed run are useless: its jobs start over after their lease.
    await sweepStaleWorkDirs(path.join(config.DATA_DIR, 'tmp'));
    services.worker.start();
    app.log.info(`任务处理进程已启动 (${services.worker.id})`);
  }
  // Search upkeep and, on an empty database, the demo catalogue: in the background, never delaying requests.
  void startBackgroundSeeding({ config, db, services, log: app.log, signal: seeding.signal });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
