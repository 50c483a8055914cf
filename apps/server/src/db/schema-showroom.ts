import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = string;

/** The tables of showrooms (migration 0026, modules/showroom). */
export interface ShowroomTables {
  shows: ShowsTable;
}

export interface ShowsTable {
  id: Generated<number>;
  owner_id: number;
  kind: number;
  title: string;
  description: Generated<string>;
  template: string;
  /** JSON ShowPlacement[]. */
  placements: Generated<string>;
  /** JSON {x, z, yaw}, null for the template's entrance. */
  entrance: string | null;
  music_type: Generated<number>;
  music_file_id: string | null;
  cover_file_id: string | null;
  /** scrypt of the SHA-256 of the access password. */
  password_hash: string | null;
  /** One of the owner's company's brands (migration 0037). */
  brand_id: ColumnType<number | null, number | null | undefined, number | null>;
  visit_count: Generated<number>;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: Timestamp | null;
}

export type ShowRow = Selectable<ShowsTable>;
