import { sql, type RawBuilder } from 'kysely';
import type { DialectName, Executor } from '../../db/index.js';
import { indexTerms, queryGroups } from './segment.js';

export { indexTerms, queryGroups } from './segment.js';

export interface SearchDoc {
  title: string;
  /** Everything else that should be found: description, tags, type and trade names, author. */
  body: string;
}

/**
 * Matching document ids, to join against the documents' own table, with a score (higher is better) and
 * `ord`, which orders them as the document ids do and is what the index reads matches in: a query ordered
 * by `ord DESC` with a limit stops after the newest matches instead of reading them all.
 */
export type SearchMatches = RawBuilder<{ doc_id: number; score: number; ord: number }>;

/** The kinds of document in the index. On SQLite a document's FTS rowid is `docId * 8 + code`. */
const DOC_TYPES = { model: 1 } as const;
export type SearchDocType = keyof typeof DOC_TYPES;

/**
 * The SQLite FTS rowid of a document: its own id with the kind in the low bits, so the index yields
 * document ids without a join and reads matches newest first (ORDER BY rowid DESC) without sorting them.
 */
export function ftsRowid(docType: SearchDocType, docId: number): number {
  return docId * 8 + DOC_TYPES[docType];
}

/**
 * Full-text search over any kind of document. SQLite: FTS5 with bm25, the title weighted ten times the
 * body. PostgreSQL: a weighted tsvector with a GIN index and ts_rank. Terms come from segment.ts on both,
 * so both find the same documents. search_docs keeps every indexed document's title (and, on PostgreSQL,
 * its vector).
 */
export class SearchIndex {
  constructor(private readonly dialect: DialectName) {}

  async upsert(db: Executor, docType: SearchDocType, docId: number, doc: SearchDoc): Promise<void> {
    const title = indexTerms(doc.title);
    const body = indexTerms(doc.body);
    if (this.dialect === 'postgres') {
      await sql`INSERT INTO search_docs (doc_type, doc_id, title, terms) VALUES (${docType}, ${docId}, ${doc.title}, ${pgVector(title, body)})
        ON CONFLICT (doc_type, doc_id) DO UPDATE SET title = excluded.title, terms = excluded.terms`.execute(db);
      return;
    }
    await sql`INSERT INTO search_docs (doc_type, doc_id, title) VALUES (${docType}, ${docId}, ${doc.title})
      ON CONFLICT (doc_type, doc_id) DO UPDATE SET title = excluded.title`.execute(db);
    const rowid = ftsRowid(docType, docId);
    await sql`DELETE FROM search_fts WHERE rowid = ${rowid}`.execute(db);
    await sql`INSERT INTO search_fts (rowid, title_terms, body_terms) VALUES (${rowid}, ${title}, ${body})`.execute(db);
  }

  async remove(db: Executor, docType: SearchDocType, docId: number): Promise<void> {
    if (this.dialect === 'sqlite') await sql`DELETE FROM search_fts WHERE rowid = ${ftsRowid(docType, docId)}`.execute(db);
    await sql`DELETE FROM search_docs WHERE doc_type = ${docType} AND doc_id = ${docId}`.execute(db);
  }

  /**
   * Matching ids (see SearchMatches), or null when the query has no searchable word, so
   * the caller can list without a keyword. Use: `.innerJoin(matches.as('s'), 's.doc_id', 'models.id')`.
   */
  matches(docType: SearchDocType, query: string): SearchMatches | null {
    const groups = queryGroups(query);
    if (groups.length === 0) return null;
    if (this.dialect === 'postgres') {
      const tsquery = groups
        .map((g) => g.terms.map((t) => `'${t}'${g.prefix ? ':*' : ''}`).join(' & '))
        .map((g) => `(${g})`)
        .join(' & ');
      return sql<{ doc_id: number; score: number; ord: number }>`(SELECT doc_id, ts_rank(terms, ${tsquery}::tsquery) AS score,
        doc_id AS ord FROM search_docs WHERE doc_type = ${docType} AND terms @@ ${tsquery}::tsquery)`;
    }
    const match = groups.map((g) => `(${g.terms.map((t) => `"${t}"${g.prefix ? '*' : ''}`).join(' AND ')})`).join(' AND ');
    return sql<{ doc_id: number; score: number; ord: number }>`(SELECT search_fts.rowid >> 3 AS doc_id,
      -bm25(search_fts, 10.0, 1.0) AS score, search_fts.rowid AS ord FROM search_fts
      WHERE search_fts MATCH ${match} AND (search_fts.rowid & 7) = ${DOC_TYPES[docType]})`;
  }

  /** Titles that match what has been typed so far, best first, for the search box. */
  async suggest(db: Executor, docType: SearchDocType, typed: string, limit = 8): Promise<{ docId: number; title: string }[]> {
    const m = this.matches(docType, typed);
    if (!m) return [];
    const r = await sql<{ doc_id: number; title: string }>`SELECT d.doc_id, d.title FROM ${m} AS s
      JOIN search_docs d ON d.doc_type = ${docType} AND d.doc_id = s.doc_id ORDER BY s.score DESC LIMIT ${limit}`.execute(db);
    return r.rows.map((row) => ({ docId: Number(row.doc_id), title: row.title }));
  }
}

/** tsvector keeps at most this position; later words share it. */
const MAX_POSITION = 16383;

/**
 * The PostgreSQL vector of a document's terms (as indexTerms writes them), title words weighted A and body words
 * D, so ts_rank scores a title match ten times a body match, as bm25 on SQLite does. Written as a tsvector
 * literal with positions: array_to_tsvector would store none, and a lexeme without positions carries no weight,
 * which left every match the same score.
 */
export function pgVector(titleTerms: string, bodyTerms: string): RawBuilder<unknown> {
  const entries: string[] = [];
  let position = 0;
  const add = (terms: string, weight: string) => {
    for (const term of terms ? terms.split(' ') : []) {
      position = Math.min(position + 1, MAX_POSITION);
      entries.push(`'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}':${position}${weight}`);
    }
  };
  add(titleTerms, 'A');
  add(bodyTerms, '');
  return sql`${entries.join(' ')}::tsvector`;
}
