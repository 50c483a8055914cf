import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * The search index also holds the singular of every English plural (segment.ts indexTerms), so a query's English
 * synonyms match whole words instead of prefixes. SQL cannot segment: the index rows go, and the start-up reindex
 * (LibraryService.reindexMissing) writes them again.
 */
export const searchSingulars: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    if (dialect === 'sqlite') await sql`DELETE FROM search_fts`.execute(db);
    await sql`DELETE FROM search_docs`.execute(db);
  },
  async down() {},
});
