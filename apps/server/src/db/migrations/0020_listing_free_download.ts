import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';
import { INDEXES, LISTED } from './0005_model_library.js';

/**
 * The 免费 filter reads `free_download` (migration 0016) beside the price, so it rides along in the listing
 * indexes as the price does: a filter that matches few models is then answered from the index alone, not by a
 * table read for every model it passes.
 */
const WITH_PRICE = INDEXES.filter(([, columns]) => columns.includes('price'));

async function rebuild(db: MigrationDb, columnsOf: (columns: string) => string): Promise<void> {
  for (const [name, columns] of WITH_PRICE) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
    await sql.raw(`CREATE INDEX ${name} ON models (${columnsOf(columns)}) WHERE ${LISTED}`).execute(db);
  }
}

export const listingFreeDownload: PortableMigration = () => ({
  up: (db: MigrationDb) => rebuild(db, (columns) => columns.replace('price', 'price, free_download')),
  down: (db: MigrationDb) => rebuild(db, (columns) => columns),
});
