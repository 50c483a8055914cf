import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * SQLite FTS rows keyed by their document (SearchIndex's ftsRowid) instead of by search_docs.id, so a search
 * reads model ids straight from the index. The terms cannot be rebuilt in SQL (the words are segmented in
 * TypeScript): the rows go, and the start-up reindex (LibraryService.reindexMissing) writes them again.
 */
export const searchRowids: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    if (dialect !== 'sqlite') return;
    await sql`DELETE FROM search_fts`.execute(db);
    await sql`DELETE FROM search_docs`.execute(db);
  },
  async down() {},
});
