import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * PostgreSQL search vectors with positions (SearchIndex's pgVector): the older ones had none, so their weights were
 * lost and every match ranked the same. They cannot be rebuilt in SQL (the words are segmented in TypeScript):
 * the model rows go, and the start-up reindex (LibraryService.reindexMissing) writes them again.
 */
export const searchPositions: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    if (dialect === 'postgres') await sql`DELETE FROM search_docs WHERE doc_type = 'model'`.execute(db);
  },
  async down() {},
});
