import { buildApp } from './src/app.js';
import { loadConfig } from './src/config.js';
import { createDb } from './src/db/index.js';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: process.argv[2] ?? '/tmp/bench-sqlite', WEB_DIST: '' });
const db = createDb(config);
const { app } = await buildApp({ config, db, logger: false });
await app.ready();
const urls = process.argv.slice(3);
for (const url of urls) {
  for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url });
  const t = performance.now(); const n = 30;
  for (let i = 0; i < n; i++) { const r = await app.inject({ method: 'GET', url }); if (r.statusCode !== 200) throw new Error(r.body); }
  console.log(((performance.now() - t) / n).toFixed(2), 'ms', decodeURIComponent(url));
}
await app.close(); await db.close();
