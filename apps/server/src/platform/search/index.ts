import { sql, type RawBuilder } from 'kysely';
import type { DialectName, Executor } from '../../db/index.js';
import { indexTerms, queryGroups, Synonyms, titleTerms, type QueryGroup, type QueryTerm } from './segment.js';
import { readSynonyms, writeSynonyms } from './synonyms.js';

export { indexTerms, queryGroups, Synonyms, titleTerms } from './segment.js';

export interface SearchDoc {
  title: string;
  /** Everything else that should be found: description, tags, type and trade names, author. */
  body: string;
}

type MatchRows = RawBuilder<{ doc_id: number; score: number; ord: number }>;

/**
 * What a query matches. `rows`: the matching document ids, to join against the documents' own table, with a
 * score (higher is better) and `ord`, which orders them as the document ids do. `between(first, last)`: the
 * matches among document ids first..last only, found without reading the older ones (`step`: see there). `contains`: whether
 * one document matches, as a condition on its id, where that is a cheap look-up (PostgreSQL: the document's
 * row by key, its vector tested), so a walk along another index can check the rows it passes instead of first
 * reading every match; null on SQLite, where FTS5 answers a single-row check by reading the terms' whole lists.
 * `share(db)`: about what share of documents match, from the database's statistics (PostgreSQL), or null.
 */
export interface SearchMatches {
  rows: MatchRows;
  between(first: number, last: number): MatchRows;
  /** `between` reads whole blocks of this many ids: a stretch from a multiple of it to one before another wastes no read. */
  step: number;
  contains: ((docId: RawBuilder<unknown>) => RawBuilder<boolean>) | null;
  share(db: Executor): Promise<number | null>;
}

/** PostgreSQL's statistics of the vectors: the commonest lexemes' shares of documents, and the least of those. */
interface TermShares {
  shares: Map<string, number>;
  floor: number;
}

const TERM_SHARES_TTL_MS = 10 * 60_000;
/** How long another process's edit of the synonyms takes to reach this one. */
const SYNONYMS_TTL_MS = 60_000;

/**
 * PostgreSQL's GIN index yields matches unordered, so "the newest matches" would read every match first, and
 * a common word is in one document of six. Each vector therefore also holds lexemes that name the ranges of
 * ids its document is in, at three sizes: `~a<id >> 11>` (2,048 ids), `~b<id >> 13>` (8,192) and
 * `~c<id >> 15>` (32,768). A query ANDed with the ranges' lexemes is answered inside the index, which steps
 * through the rarer lists and skips in the others, and only the matches in the ranges are read from the
 * table. ('~' is never in a term: see STRIP.)
 */
const RANGE_LEVELS = [
  { name: 'a', bits: 11 },
  { name: 'b', bits: 13 },
  { name: 'c', bits: 15 },
] as const;

function rangeLexemes(docId: number): string[] {
  return RANGE_LEVELS.map((l) => `~${l.name}${docId >> l.bits}`);
}

/** Ids per block of the finest range level: `between` reads whole blocks of it (SearchMatches.step). */
const RANGE_STEP = 1 << RANGE_LEVELS[0].bits;

/**
 * The ranges that cover ids first..last: from the block holding `first` up, each time the largest range that
 * starts there and ends by `last` (else the finest), so a stretch whose ends fall on RANGE_STEP boundaries is
 * covered exactly and the index yields no match the id filter then drops.
 */
function rangeQuery(first: number, last: number): string {
  const names: string[] = [];
  for (let at = first - (first % RANGE_STEP); at <= last;) {
    const level =
      [...RANGE_LEVELS].reverse().find((l) => at % (1 << l.bits) === 0 && at + (1 << l.bits) - 1 <= last) ?? RANGE_LEVELS[0];
    names.push(`'~${level.name}${at >> level.bits}'`);
    at += 1 << level.bits;
  }
  return `(${names.join(' | ')})`;
}

/**
 * How much more a title match counts than a body match: enough that a model named for the word comes before
 * one that only mentions it, however often.
 */
const TITLE_WEIGHT = 50;

/** ts_rank's weights of D (body), C, B and A (title): a title match counts TITLE_WEIGHT times a body match. */
const PG_WEIGHTS = sql.raw(`'{${1 / TITLE_WEIGHT}, 0.2, 0.4, 1.0}'::real[]`);

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
 * Full-text search over any kind of document. SQLite: FTS5 with bm25, the title weighted TITLE_WEIGHT times
 * the body. PostgreSQL: a weighted tsvector with a GIN index and ts_rank. Terms come from segment.ts on both,
 * so both find the same documents. search_docs keeps every indexed document's title (and, on PostgreSQL,
 * its vector).
 */
export class SearchIndex {
  private termShares: { at: number; value: Promise<TermShares | null> } | null = null;
  private synonyms = new Synonyms([]);
  private synonymsRead: { at: number; value: Promise<void> } | null = null;

  constructor(private readonly dialect: DialectName) {}

  /**
   * Reads the synonym list again when it is older than a minute. Queries expand with it (matches), so an edit
   * needs no reindexing; a search waits for this first.
   */
  refreshSynonyms(db: Executor, now = Date.now()): Promise<void> {
    if (!this.synonymsRead || now - this.synonymsRead.at > SYNONYMS_TTL_MS) {
      const value = readSynonyms(db).then((groups) => {
        this.synonyms = new Synonyms(groups);
      });
      value.catch(() => {
        this.synonymsRead = null;
      });
      this.synonymsRead = { at: now, value };
    }
    return this.synonymsRead.value;
  }

  /** The synonym groups as stored. */
  readSynonyms(db: Executor): Promise<string[][]> {
    return readSynonyms(db);
  }

  /** Writes a new synonym list in the caller's transaction; useSynonyms once it is committed. */
  writeSynonyms(db: Executor, groups: string[][]): Promise<void> {
    return writeSynonyms(db, groups);
  }

  /** This process searches with `groups` from now on. */
  useSynonyms(groups: string[][], now = Date.now()): void {
    this.synonyms = new Synonyms(groups);
    this.synonymsRead = { at: now, value: Promise.resolve() };
  }

  /** The query's words with their alternatives (everyday forms, synonyms), as matches() reads them. */
  groups(query: string): QueryGroup[] {
    return queryGroups(query, this.synonyms);
  }

  async upsert(db: Executor, docType: SearchDocType, docId: number, doc: SearchDoc): Promise<void> {
    const title = titleTerms(doc.title);
    const body = indexTerms(doc.body);
    if (this.dialect === 'postgres') {
      await sql`INSERT INTO search_docs (doc_type, doc_id, title, terms) VALUES (${docType}, ${docId}, ${doc.title}, ${pgVector(docId, title, body)})
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
   * What a query matches (see SearchMatches), or null when the query has no searchable word, so
   * the caller can list without a keyword. Use: `JOIN ${matches.rows} AS s ON s.doc_id = models.id`.
   */
  matches(docType: SearchDocType, query: string): SearchMatches | null {
    const groups = this.groups(query);
    if (groups.length === 0) return null;
    if (this.dialect === 'postgres') {
      const tsquery = booleanQuery(groups, (t) => `'${t.text}'${t.prefix ? ':*' : ''}`, ' & ', ' | ');
      // Ranked by the query alone: the range lexemes would add the same to every score.
      const rows = (matched: string, range: RawBuilder<unknown>): MatchRows => sql`(SELECT doc_id,
        ts_rank(${PG_WEIGHTS}, terms, ${tsquery}::tsquery) AS score, doc_id AS ord
        FROM search_docs WHERE doc_type = ${docType} AND terms @@ ${matched}::tsquery${range})`;
      return {
        rows: rows(tsquery, sql``),
        between: (first, last) =>
          // `doc_id + 0`: the ranges already narrow the index's answer, and with the plain column the planner
          // also reads the id index and ANDs the two.
          rows(`${tsquery} & ${rangeQuery(first, last)}`, sql` AND doc_id + 0 BETWEEN ${first} AND ${last}`),
        step: RANGE_STEP,
        // A scalar subquery, not EXISTS: PostgreSQL turns EXISTS into a join that reads every match first.
        contains: (docId) => sql<boolean>`(SELECT d.terms @@ ${tsquery}::tsquery FROM search_docs d
          WHERE d.doc_type = ${docType} AND d.doc_id = ${docId})`,
        share: async (db) => {
          const stats = await this.readTermShares(db);
          if (!stats) return null;
          // The words of a chunk and a word's bigrams come together, so a chunk counts as its rarest word, and
          // an alternative as its rarest term; a word's alternatives add up. Chunks count as independent.
          // Prefixes are not in the statistics: they count as rare (the English of a synonym list), and a word
          // typed in Latin letters is left out.
          const chunks = new Map<number, number>();
          for (const g of groups) {
            const exact = g.alternatives.filter((a) => a.every((t) => !t.prefix));
            if (exact.length === 0) continue;
            const share = exact.reduce((sum, a) => sum + Math.min(...a.map((t) => stats.shares.get(t.text) ?? stats.floor)), 0);
            chunks.set(g.chunk, Math.min(chunks.get(g.chunk) ?? 1, share));
          }
          return [...chunks.values()].reduce((product, chunk) => product * chunk, 1);
        },
      };
    }
    const match = booleanQuery(groups, (t) => `"${t.text}"${t.prefix ? '*' : ''}`, ' AND ', ' OR ');
    const rows = (range: RawBuilder<unknown>): MatchRows => sql`(SELECT search_fts.rowid >> 3 AS doc_id,
      -bm25(search_fts, ${TITLE_WEIGHT}, 1.0) AS score, search_fts.rowid AS ord FROM search_fts
      WHERE search_fts MATCH ${match} AND (search_fts.rowid & 7) = ${DOC_TYPES[docType]}${range})`;
    return {
      rows: rows(sql``),
      between: (first, last) =>
        rows(sql` AND search_fts.rowid BETWEEN ${ftsRowid(docType, first)} AND ${ftsRowid(docType, last)}`),
      step: 1,
      contains: null,
      share: () => Promise.resolve(null),
    };
  }

  /** The lexeme shares ANALYZE keeps in pg_stats, read again every few minutes; null before the first ANALYZE. */
  private readTermShares(db: Executor): Promise<TermShares | null> {
    const now = Date.now();
    if (!this.termShares || now - this.termShares.at > TERM_SHARES_TTL_MS) {
      const value = sql<{ elems: string[]; freqs: number[] }>`SELECT most_common_elems::text::text[] AS elems,
        most_common_elem_freqs AS freqs FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = 'search_docs' AND attname = 'terms'`
        .execute(db)
        .then(({ rows: [row] }) => {
          if (!row?.elems?.length) return null;
          // The frequencies end with the least, the most and the share of empty vectors.
          const shares = new Map(row.elems.map((e, i) => [e, Number(row.freqs[i])]));
          return { shares, floor: Number(row.freqs[row.elems.length]) };
        })
        // Without statistics a search only plans less well.
        .catch(() => null);
      this.termShares = { at: now, value };
    }
    return this.termShares.value;
  }

  /** Titles that match what has been typed so far, best first, for the search box. */
  async suggest(db: Executor, docType: SearchDocType, typed: string, limit = 8): Promise<{ docId: number; title: string }[]> {
    const m = this.matches(docType, typed);
    if (!m) return [];
    const r = await sql<{ doc_id: number; title: string }>`SELECT d.doc_id, d.title FROM ${m.rows} AS s
      JOIN search_docs d ON d.doc_type = ${docType} AND d.doc_id = s.doc_id ORDER BY s.score DESC LIMIT ${limit}`.execute(db);
    return r.rows.map((row) => ({ docId: Number(row.doc_id), title: row.title }));
  }
}

/** Every group, each as any of its alternatives, each alternative as all of its terms. */
function booleanQuery(groups: QueryGroup[], term: (t: QueryTerm) => string, and: string, or: string): string {
  return groups.map((g) => `(${g.alternatives.map((a) => `(${a.map(term).join(and)})`).join(or)})`).join(and);
}

/** tsvector keeps at most this position; later words share it. */
const MAX_POSITION = 16383;

/**
 * The PostgreSQL vector of a document's terms (as indexTerms writes them), title words weighted A and body words
 * D, so ts_rank (with PG_WEIGHTS) scores a title match TITLE_WEIGHT times a body match, as bm25 on SQLite does, and its range lexemes
 * (RANGE_LEVELS). Written as a tsvector literal with positions: array_to_tsvector would store none, and a lexeme
 * without positions carries no weight, which left every match the same score.
 */
export function pgVector(docId: number, titleTerms: string, bodyTerms: string): RawBuilder<unknown> {
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
  entries.push(...rangeLexemes(docId).map((r) => `'${r}'`));
  return sql`${entries.join(' ')}::tsvector`;
}
