import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = string;

/** The tables of showrooms (migrations 0026 and 0034, modules/showroom). */
export interface ShowroomTables {
  shows: ShowsTable;
  compilations: CompilationsTable;
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
  /** SHOW_INDUSTRIES code. */
  industry: string | null;
  /** 1: an operator's free sample (/case). */
  is_case: Generated<number>;
}

export type ShowRow = Selectable<ShowsTable>;

export interface CompilationsTable {
  id: Generated<number>;
  owner_id: number;
  title: string;
  description: Generated<string>;
  cover_file_id: string | null;
  /** JSON [{kind, ref}] in order. */
  items: Generated<string>;
  model_count: Generated<number>;
  show_count: Generated<number>;
  is_public: number;
  featured_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type CompilationRow = Selectable<CompilationsTable>;
