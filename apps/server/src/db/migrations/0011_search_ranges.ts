import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * PostgreSQL search vectors gain the lexemes naming their document's id range (SearchIndex's RANGE_LEVELS:
 * `~a`, `~b` and `~c` for 2,048, 8,192 and 32,768 ids), so a search for the newest matches reads only those. Written with
 * the bit counts of this version, as a migration must not change with the code.
 */
export const searchRanges: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    if (dialect !== 'postgres') return;
    await sql`UPDATE search_docs SET terms = terms || array_to_tsvector(ARRAY['~a' || (doc_id >> 11), '~b' || (doc_id >> 13), '~c' || (doc_id >> 15)])`.execute(
      db,
    );
  },
  async down() {},
});
