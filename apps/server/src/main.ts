import { closeOnSignal, openApp, startJobs } from './boot.js';
import { loadConfig } from './config.js';
import { startBackgroundSeeding } from './seed/index.js';

/** API process entry: config -> db -> migrate -> app -> listen (and the job worker unless WORKER=false). */
async function main() {
  const config = loadConfig();
  const opened = await openApp(config);
  const { app, services, db } = opened;
  const seeding = new AbortController();
  closeOnSignal(async () => {
    seeding.abort();
    await app.close();
    await db.close();
  }, app.log);
  // What uploads cut short by a previous run's death left behind (on this process's disk), then the same periodically.
  await services.uploadSweeper.runOnce();
  services.uploadSweeper.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`模型星球已启动: http://localhost:${config.PORT} (数据库: ${db.dialect}, 数据目录: ${config.DATA_DIR})`);
  // With WORKER=false the jobs are run by `npm run worker` processes (worker.ts) against the same database.
  if (config.WORKER) await startJobs(config, opened);
  // Search upkeep and, on an empty database, the demo catalogue: in the background, never delaying requests.
  void startBackgroundSeeding({ config, db, services, log: app.log, signal: seeding.signal });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
