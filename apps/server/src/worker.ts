import { closeOnSignal, openApp, startJobs } from './boot.js';
import { loadConfig } from './config.js';

/**
 * Worker process entry (`npm run worker`): runs jobs only, no HTTP. Start any number beside API processes
 * started with WORKER=false, on the same database and storage; each claims one job at a time.
 */
async function main() {
  const config = loadConfig();
  const opened = await openApp(config);
  const { app, db } = opened;
  closeOnSignal(async () => {
    await app.close();
    await db.close();
  }, app.log);
  await startJobs(config, opened);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
