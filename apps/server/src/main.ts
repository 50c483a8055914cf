import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb, ensureSchema } from './db/index.js';
import { migrateToLatest } from './db/migrate.js';

/** Process entry: config -> db -> migrate -> app -> listen. */
async function main() {
  const config = loadConfig();
  await ensureSchema(config);
  const db = createDb(config);
  await migrateToLatest(db);
  const { app } = await buildApp({ config, db });
  const close = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`模型星球已启动: http://localhost:${config.PORT} (数据库: ${db.dialect}, 数据目录: ${config.DATA_DIR})`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
