import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp, type App } from './app.js';
import type { Config } from './config.js';
import { createDb, ensureSchema, type Db } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';
import { sweepStaleWorkDirs } from './platform/jobs/index.js';
import { humanLogStream } from './platform/log-format.js';

/** What an API process and a worker process both start with: the database, migrated, and the services. */
export async function openApp(config: Config): Promise<App & { db: Db }> {
  await ensureSchema(config);
  const db = createDb(config);
  await migrateToLatest(db);
  // A person at a terminal reads lines; anything else (a pipe, a file, a collector) gets pino's JSON.
  const logger = process.stdout.isTTY ? { level: config.LOG_LEVEL, stream: humanLogStream(process.stdout) } : undefined;
  return { ...(await buildApp({ config, db, logger })), db };
}

/** Starts the job loop of this process; app.close() stops it (an unfinished job returns after its lease). */
export async function startJobs(config: Config, { app, services }: App): Promise<void> {
  // Work folders of a crashed run are useless: its jobs start over after their lease.
  await sweepStaleWorkDirs(path.join(config.DATA_DIR, 'tmp'));
  services.worker.start();
  app.log.info(`任务处理进程已启动 (${services.worker.id})`);
}

/** Closes the app (and with it the worker) and the database on SIGINT or SIGTERM, then exits. */
export function closeOnSignal(close: () => Promise<void>, log: FastifyBaseLogger): void {
  const stop = () => {
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
