import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';

/** Migrations receive the dialect, because auto-increment keys are spelled differently on the two. */
export type PortableMigration = (dialect: DialectName) => Migration;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export type MigrationDb = Kysely<any>;

export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
