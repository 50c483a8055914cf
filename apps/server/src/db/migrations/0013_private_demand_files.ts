import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * Demand attachments and delivered files were made readable by link (and cached for a year) once a demand was
 * published or a delivery sent. They are private now, read only by the demand's parties (DemandService.mayReadFile).
 */
export const privateDemandFiles: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await sql`UPDATE files SET visibility = 'private' WHERE file_id IN (SELECT file_id FROM need_files WHERE role IN ('attachment', 'delivery'))`.execute(
      db,
    );
  },
  async down() {},
});
