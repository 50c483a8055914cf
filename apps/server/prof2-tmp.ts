import { loadConfig } from './src/config.js';
import { createDb } from './src/db/index.js';
import { SearchIndex } from './src/platform/search/index.js';
import * as q from './src/modules/library/queries.js';
import { sql } from 'kysely';
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: '/tmp/bench-sqlite', WEB_DIST: '' });
const db = createDb(config);
const s = new SearchIndex('sqlite');
const time = async (label: string, fn: () => Promise<unknown>) => { await fn(); const t = performance.now(); for (let i = 0; i < 10; i++) await fn(); console.log(((performance.now() - t) / 10).toFixed(2), 'ms', label); };
for (const kw of ['沙发', '戒指', '机甲']) {
  const m = s.matches('model', kw)!;
  await time(`searchIds ${kw}`, () => q.searchIds(db.kysely, m, {}, 'relevance', 0, 20));
  await time(`countSearch ${kw}`, () => q.countSearch(db.kysely, m, {}));
  await time(`raw matches ${kw}`, () => sql`SELECT count(*) FROM ${m} AS s`.execute(db.kysely));
  const c = sql`SELECT d.doc_id FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH ${'("' + kw + '")'} AND d.doc_type = 'model'`;
  await time(`no-rank ${kw}`, () => c.execute(db.kysely));
}
const ids = await q.listIds(db.kysely, {}, 'views', 0, 20);
await time('cards', () => q.cardsByIds(db.kysely, ids));
await db.close();
