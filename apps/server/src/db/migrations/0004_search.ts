import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/** The search index: FTS5 on SQLite, a weighted tsvector with a GIN index on PostgreSQL. */
export const search: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    if (dialect === 'postgres') {
      await sql`CREATE TABLE search_docs (
        id serial PRIMARY KEY,
        doc_type varchar(20) NOT NULL,
        doc_id integer NOT NULL,
        title text NOT NULL,
        terms tsvector NOT NULL,
        UNIQUE (doc_type, doc_id)
      )`.execute(db);
      await sql`CREATE INDEX search_docs_terms ON search_docs USING GIN (terms)`.execute(db);
      return;
    }
    await sql`CREATE TABLE search_docs (
      id integer PRIMARY KEY AUTOINCREMENT,
      doc_type varchar(20) NOT NULL,
      doc_id integer NOT NULL,
      title text NOT NULL,
      UNIQUE (doc_type, doc_id)
    )`.execute(db);
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(title_terms, body_terms, tokenize = 'unicode61')`.execute(db);
  },
  async down(db: MigrationDb) {
    if (dialect === 'sqlite') await sql`DROP TABLE search_fts`.execute(db);
    await sql`DROP TABLE search_docs`.execute(db);
  },
});
