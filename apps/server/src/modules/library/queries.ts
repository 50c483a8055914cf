import { SqliteAdapter, sql, type Expression, type ExpressionBuilder, type SqlBool, type Updateable } from 'kysely';
import { certifiedKind } from '../../db/certified.js';
import type { Executor as Q } from '../../db/index.js';
import { readRows } from '../../db/readPool.js';
import type { Database, ModelsTable } from '../../db/schema.js';
import type { SearchMatches as Matches } from '../../platform/search/index.js';
import { LISTED } from './listed.js';

export { LISTED };

/** A model of an author's own on show: listed, and not one made from a demand's delivery. */
const AUTHOR_WORK = sql<SqlBool>`(${LISTED} AND models.delivery = 0)`;

/** Whether the user in the caller's column `userIdColumn` has a model on show (for other modules' orders). */
export const authorHasWorks = (userIdColumn: string) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM models WHERE models.user_id = ${sql.ref(userIdColumn)} AND ${AUTHOR_WORK})`;

/** The newest `perAuthor` models on show of each author, each row with its author's count of them. */
export const authorsWorks = async (db: Q, userIds: number[], perAuthor: number) => {
  if (userIds.length === 0) return [];
  const ranked = db
    .selectFrom('models')
    .select((eb) => [
      'models.user_id',
      'models.model_code',
      'models.title',
      'models.cover_key',
      'models.list_key',
      eb.fn
        .agg<number>('row_number')
        .over((o) => o.partitionBy('models.user_id').orderBy('models.id', 'desc'))
        .as('rn'),
      eb.fn
        .countAll<string | number>()
        .over((o) => o.partitionBy('models.user_id'))
        .as('total'),
    ])
    .where('models.user_id', 'in', userIds)
    .where(AUTHOR_WORK)
    .as('r');
  return db.selectFrom(ranked).selectAll().where('r.rn', '<=', perAuthor).orderBy('r.user_id').orderBy('r.rn').execute();
};

export type ListSort = 'newest' | 'views' | 'collects' | 'embeds';

export interface ListFilter {
  type?: string;
  trade?: string;
  price?: 'all' | 'free' | 'paid';
  format?: string;
  userId?: number;
  synced?: boolean;
}

type ModelsEb = ExpressionBuilder<Database, 'models'>;

function listedWhere(eb: ModelsEb, f: ListFilter): Expression<SqlBool> {
  const conds: Expression<SqlBool>[] = [LISTED];
  if (f.trade) conds.push(eb('models.trade', '=', f.trade));
  if (f.type) conds.push(eb('models.type', '=', f.type));
  if (f.price === 'free') conds.push(eb('models.price', '=', 0), eb('models.free_download', '=', 1));
  if (f.price === 'paid') conds.push(eb('models.price', '>', 0));
  if (f.format) conds.push(eb('models.source_format', '=', f.format));
  if (f.userId !== undefined) conds.push(eb('models.user_id', '=', f.userId));
  if (f.synced) conds.push(eb('models.synced', '=', 1));
  return eb.and(conds);
}

/** The same conditions as raw SQL, for the hand-written listing queries below. */
function listedSql(f: ListFilter) {
  const conds = [LISTED];
  if (f.trade) conds.push(sql<SqlBool>`models.trade = ${f.trade}`);
  if (f.type) conds.push(sql<SqlBool>`models.type = ${f.type}`);
  if (f.price === 'free') conds.push(sql<SqlBool>`models.price = 0 AND models.free_download = 1`);
  if (f.price === 'paid') conds.push(sql<SqlBool>`models.price > 0`);
  if (f.format) conds.push(sql<SqlBool>`models.source_format = ${f.format}`);
  if (f.userId !== undefined) conds.push(sql<SqlBool>`models.user_id = ${f.userId}`);
  if (f.synced) conds.push(sql<SqlBool>`models.synced = 1`);
  return sql.join(conds, sql` AND `);
}

const SORT_COLUMN = {
  newest: null,
  views: 'view_count',
  collects: 'collect_count',
  embeds: 'embed_count',
} as const;

const isSqlite = (db: Q) => db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * SQLite's planner, left alone, prefers the plain status index and sorts the whole table; the listing
 * indexes (migration 0005) answer each filter and sort from the index alone, so name the right one.
 * PostgreSQL's planner finds them by itself.
 */
function indexHint(db: Q, f: ListFilter, sort: ListSort | 'search') {
  if (!isSqlite(db)) return sql``;
  let name: string;
  if (sort === 'search') name = 'models_pub_new';
  else if (f.userId !== undefined) name = 'models_pub_user';
  else {
    const suffix = sort === 'newest' ? 'new' : sort;
    if (sort === 'embeds') name = 'models_pub_embeds';
    else if (f.trade) name = `models_pub_trade_${suffix}`;
    else if (f.type) name = `models_pub_type_${suffix}`;
    else name = `models_pub_${suffix}`;
  }
  return sql.raw(` INDEXED BY ${name}`);
}

function orderSql(sort: ListSort) {
  const col = SORT_COLUMN[sort];
  return col ? sql`${sql.ref(`models.${col}`)} DESC, models.id DESC` : sql`models.id DESC`;
}

/**
 * One page of listed model ids. The page is found on the index alone (the sort key, the id and the
 * filter columns are all in it), so page 500 skips index entries, never table rows.
 */
export async function listIds(db: Q, f: ListFilter, sort: ListSort, offset: number, limit: number): Promise<number[]> {
  const r = await sql<{ id: number }>`SELECT models.id FROM models${indexHint(db, f, sort)} WHERE ${listedSql(f)}
    ORDER BY ${orderSql(sort)} LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return r.rows.map((row) => Number(row.id));
}

export async function countListed(db: Q, f: ListFilter): Promise<number> {
  const r = await sql<{
    n: string | number;
  }>`SELECT count(*) AS n FROM models${indexHint(db, f, 'newest')} WHERE ${listedSql(f)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

export type { Matches };

export interface SearchResult {
  ids: number[];
  /** How many listed models match, or, when `capped`, how many were looked at before stopping. */
  total: number;
  capped: boolean;
}

export async function newestModelId(db: Q): Promise<number> {
  const r = await sql<{ top: number | null }>`SELECT max(id) AS top FROM models`.execute(db);
  return Number(r.rows[0]?.top ?? 0);
}

export interface SearchWindow {
  /** How many matches a search looks at before it stops counting. */
  window: number;
  /** The share of listed models that pass the filters (1 without filters), to plan the walk. */
  filterShare: number;
  /** The newest model id (newestModelId), which may be some seconds old: see `top` in searchPage (PostgreSQL only). */
  newestId: number;
}

/**
 * How many ids past a cached newest id a search still reads: the models created since it was read, which can
 * be listed by then if they were quick to process.
 */
const NEWEST_MARGIN = 2048;

/** A match with the value the page is sorted by. */
interface Ranked {
  id: number;
  value: number;
}

/** Part of a search's window: the first of its matches in sort order, how many it holds, and its oldest id. */
interface WindowPart {
  top: Ranked[];
  size: number;
  oldest: number;
}

/** The first `n` of lists of matches from disjoint ranges, each sorted, in the order the window sorts by. */
function mergeTop(lists: Ranked[][], n: number): Ranked[] {
  return lists
    .flat()
    .sort((a, b) => b.value - a.value || b.id - a.id)
    .slice(0, n);
}

/**
 * A page of listed models matching a search (`matches` from SearchIndex), filtered and sorted.
 *
 * Ranking and counting every match of a common word ("北欧" is in one model of six) is what made search
 * slow, so a search looks at a window: the `window` newest matches that are listed and pass the filters,
 * read newest first so the scan stops there. When fewer match, the window is every
 * match and is sorted whole: the total is exact. When the window fills, the total is a lower bound
 * (`capped`, shown as "500+"), relevance ranks the window (the newest matches, as a search engine's
 * rescoring window), and the other sorts find the most viewed or collected among all matches, not only the
 * window's: by walking their listing index, or by ranking the matches older than the window with the
 * window's own (the newest need neither until a page goes past the window). No match is read twice.
 */
export async function searchPage(
  db: Q,
  matches: Matches,
  f: ListFilter,
  sort: ListSort | 'relevance',
  offset: number,
  limit: number,
  { window, filterShare, newestId }: SearchWindow,
): Promise<SearchResult> {
  const end = offset + limit;
  // What the window is sorted by when it holds every match; covered by models_pub_new except embeds.
  const sortValue =
    sort === 'relevance' ? sql`s.score` : sort === 'newest' ? sql`models.id` : sql.ref(`models.${SORT_COLUMN[sort]}`);
  // A part of the window: the `take` newest listed matches among `rows`, counted and sorted inside the
  // database, and only the rows up to the page's end come back: reading 500 rows into JavaScript cost more
  // than finding them.
  const windowPart = async (rows: Matches['rows'], take: number): Promise<WindowPart> => {
    const r = sql<{
      id: number;
      sort_value: number;
      n: number | string;
      oldest: number;
    }>`SELECT id, sort_value, n, oldest FROM (
        SELECT id, sort_value, count(*) OVER () AS n, min(id) OVER () AS oldest FROM (
          SELECT models.id, ${sortValue} AS sort_value
          FROM ${rows} AS s JOIN models${indexHint(db, f, 'search')} ON models.id = s.doc_id
          WHERE ${listedSql(f)} ORDER BY s.ord DESC LIMIT ${take}) AS w) AS c
      ORDER BY sort_value DESC, id DESC LIMIT ${end}`.compile(db);
    const found = await readRows(db, r);
    return {
      top: found.map((row) => ({ id: Number(row.id), value: Number(row.sort_value) })),
      size: Number(found[0]?.n ?? 0),
      oldest: Number(found[0]?.oldest ?? 0),
    };
  };
  // SQLite's index reads matches newest first and stops at the window.
  const top = isSqlite(db) ? 0 : newestId + NEWEST_MARGIN;
  const readWindow = async (): Promise<WindowPart> => {
    if (isSqlite(db)) return windowPart(matches.rows, window);
    // PostgreSQL's does not (SearchMatches.between): read the newest ids the statistics say hold the window
    // (every id when they say fewer match), then, while the window is short, older and older ids, each
    // stretch sized by the density found so far and read once.
    // The ids past newestId (NEWEST_MARGIN) mostly do not exist yet, so they are read on top of the first
    // stretch and never count as ids seen: counted, a common word's first stretch held few real ids, the
    // density looked low, and the second stretch read nearly every match.
    // Each stretch starts on a block boundary of the index's ranges (the nearest to where the estimate put it, and
    // below `last`), so the ranges cover it exactly.
    const share = await matches.share(db);
    const step = matches.step;
    const startOf = (wanted: number, last: number) =>
      Math.max(1, Math.min(Math.round(wanted / step) * step, Math.floor((last + 1) / step) * step - step));
    let span = share === null ? window * 8 : Math.ceil((window * 1.3) / (share * filterShare));
    let read: WindowPart = { top: [], size: 0, oldest: 0 };
    let last = top;
    let first = startOf(newestId - span + 1, last);
    for (;;) {
      // Every id at once only on the first read: a later one must not read the stretches already read again.
      const rows = first > 1 || last < top ? matches.between(Math.max(first, 1), last) : matches.rows;
      const part = await windowPart(rows, window - read.size);
      read = { top: mergeTop([read.top, part.top], end), size: read.size + part.size, oldest: part.oldest || read.oldest };
      if (read.size >= window || first <= 1) return read;
      last = first - 1;
      const seen = newestId - last;
      span = read.size === 0 ? last : Math.ceil(((window - read.size) * 1.5 * seen) / read.size);
      first = startOf(last - span + 1, last);
    }
  };
  const read = await readWindow();
  const { size, oldest } = read;
  const capped = size >= window;
  const result = (ranked: Ranked[]) => ({ ids: ranked.slice(offset, end).map((r) => r.id), total: size, capped });
  // The window is read newest first (`ord` orders as model ids do), so its head is already the newest page.
  if (!capped || sort === 'relevance' || (sort === 'newest' && end <= size)) return result(read.top);
  // The sort's listing index walked, each row checked against the matches (one look-up per row passed,
  // SearchMatches.contains), or the matches older than the window read and ranked with its own. The
  // window says which costs less: its ids hold `size` matches that pass the filters among about
  // `filterShare` of `windowIds` listed models.
  const windowIds = Math.max(1, newestId - oldest + 1);
  const rowsPassed = (end * windowIds * filterShare) / size;
  const olderMatches = (size * (oldest - 1)) / (windowIds * filterShare);
  // A look-up costs about 1.5 times what reading one match does (measured on PostgreSQL).
  // The walk stops where it would have cost more than reading the older matches (the window's density can
  // be far from the density along the sort's index); a page it leaves short is found the other way.
  if (matches.contains && rowsPassed * 1.5 < olderMatches) {
    const walked = await sql<{ id: number }>`SELECT id FROM (SELECT models.id, ${sortValue} AS sort_value
        FROM models${indexHint(db, f, sort)} WHERE ${listedSql(f)} ORDER BY ${orderSql(sort)} LIMIT ${Math.ceil(olderMatches / 1.5)}) AS w
      WHERE ${matches.contains(sql`w.id`)} ORDER BY sort_value DESC, id DESC LIMIT ${limit} OFFSET ${offset}`.execute(db);
    if (walked.rows.length === limit) return { ids: walked.rows.map((row) => Number(row.id)), total: size, capped };
  }
  // `+models.id` on SQLite: with a plain column it looks up every match in the sort index (a skip-scan
  // over each distinct count) instead of walking the index and checking the matches as it goes.
  const older = sql<{ id: number; sort_value: number }>`SELECT models.id, ${sortValue} AS sort_value
    FROM models${indexHint(db, f, sort)} WHERE ${listedSql(f)}
      AND ${isSqlite(db) ? sql`+models.id` : sql`models.id`} IN (SELECT doc_id FROM ${matches.between(1, oldest - 1)} AS s)
    ORDER BY ${orderSql(sort)} LIMIT ${end}`.compile(db);
  const olderTop = (await readRows(db, older)).map((row) => ({ id: Number(row.id), value: Number(row.sort_value) }));
  return result(mergeTop([read.top, olderTop], end));
}

/** The author's certification badge (issue 18). */
const authorCertified = certifiedKind('models.user_id').as('author_certified');

/** The columns a model card shows (author joined). */
const cardSelect = (db: Q) =>
  db
    .selectFrom('models')
    .innerJoin('users', 'users.id', 'models.user_id')
    .select([
      'models.id',
      'models.model_code',
      'models.user_id',
      'models.title',
      'models.type',
      'models.trade',
      'models.price',
      'models.free_download',
      'models.source_format',
      'models.tags',
      'models.cover_key',
      'models.thumb_key',
      'models.list_key',
      'models.view_count',
      'models.like_count',
      'models.collect_count',
      'models.comment_count',
      'models.embed_count',
      'models.download_count',
      'models.password_hash',
      'models.ready_at',
      'models.created_at',
      'users.nickname as author_nickname',
      'users.avatar as author_avatar',
      authorCertified,
    ]);

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardSelect>['executeTakeFirstOrThrow']>>;

/** Cards for ids, in the order of `ids`. */
export async function cardsByIds(db: Q, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await readRows(db, cardSelect(db).where('models.id', 'in', ids).compile());
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is CardRow => r !== undefined);
}

/** One page of listed cards in one statement: the ids come from the listing index (listIds), the rest by id. */
export async function listCards(db: Q, f: ListFilter, sort: ListSort, offset: number, limit: number): Promise<CardRow[]> {
  const page = sql<number>`(SELECT models.id FROM models${indexHint(db, f, sort)} WHERE ${listedSql(f)} ORDER BY ${orderSql(sort)} LIMIT ${limit} OFFSET ${offset})`;
  const col = SORT_COLUMN[sort];
  let qb = cardSelect(db).where('models.id', 'in', page);
  if (col) qb = qb.orderBy(`models.${col}`, 'desc');
  return readRows(db, qb.orderBy('models.id', 'desc').compile());
}

/** The model page: every column plus the author and the author's listed models and followers. */
export const findDetail = (db: Q, code: string) =>
  db
    .selectFrom('models')
    .innerJoin('users', 'users.id', 'models.user_id')
    .selectAll('models')
    .leftJoin('brands', 'brands.id', 'models.brand_id')
    .select(['users.nickname as author_nickname', 'users.avatar as author_avatar', 'users.type as author_type'])
    .select(['brands.name as brand_name', 'brands.logo_file_id as brand_logo', authorCertified])
    .select([
      sql<string | number>`(SELECT count(*) FROM models AS m${isSqlite(db) ? sql.raw(' INDEXED BY models_pub_user') : sql``}
        WHERE m.user_id = models.user_id AND m.status = 'ready' AND m.visibility = 'public' AND m.deleted_at IS NULL)`.as(
        'author_models',
      ),
      (eb) =>
        eb
          .selectFrom('user_follows')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('user_follows.followee_id', '=', 'models.user_id')
          .as('author_fans'),
    ])
    .where('models.model_code', '=', code)
    .executeTakeFirst();
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findDetail>>>;

export const findModelByCode = (db: Q, code: string) =>
  db.selectFrom('models').selectAll().where('model_code', '=', code).executeTakeFirst();

export const findModelById = (db: Q, id: number) => db.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst();

export const findModelsByCodes = (db: Q, codes: string[]) =>
  codes.length === 0 ? Promise.resolve([]) : db.selectFrom('models').selectAll().where('model_code', 'in', codes).execute();

export const updateModel = (db: Q, id: number, patch: Updateable<ModelsTable>) =>
  db.updateTable('models').set(patch).where('id', '=', id).executeTakeFirst();

export const updateModels = (db: Q, ids: number[], patch: Updateable<ModelsTable>) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .updateTable('models')
        .set(patch)
        .where('id', 'in', ids)
        .execute()
        .then(() => undefined);

export const deleteModels = (db: Q, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('models')
        .where('id', 'in', ids)
        .execute()
        .then(() => undefined);

// --- an owner's models --------------------------------------------------------------------------------

export interface OwnFilter {
  /** Words in the title (the owner's shelf holds unfinished models too, which the search index has not seen). */
  keyword?: string;
  ids?: number[];
  status?: string;
  visibility?: string;
  deleted: boolean;
  /** Leave out models made from demand deliveries (the owner's shelf and lists). */
  shelfOnly?: boolean;
  synced?: boolean;
  readyOnly?: boolean;
}

/** A LIKE pattern for `text` anywhere, with the wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOwn(db: Q, userId: number, f: OwnFilter, offset: number, limit: number) {
  let qb = db.selectFrom('models').where('models.user_id', '=', userId);
  qb = f.deleted ? qb.where('models.deleted_at', 'is not', null) : qb.where('models.deleted_at', 'is', null);
  if (f.status) qb = qb.where('models.status', '=', f.status);
  if (f.shelfOnly) qb = qb.where('models.delivery', '=', 0);
  if (f.readyOnly) qb = qb.where('models.status', '=', 'ready');
  if (f.visibility) qb = qb.where('models.visibility', '=', f.visibility);
  if (f.synced !== undefined) qb = qb.where('models.synced', '=', f.synced ? 1 : 0);
  if (f.ids) qb = qb.where('models.id', 'in', f.ids.length > 0 ? f.ids : [-1]);
  if (f.keyword) qb = qb.where(sql<SqlBool>`lower(models.title) LIKE ${containsPattern(f.keyword)} ESCAPE '\\'`);
  const [rows, total] = await Promise.all([
    qb
      .innerJoin('users', 'users.id', 'models.user_id')
      .selectAll('models')
      .select(['users.nickname as author_nickname', 'users.avatar as author_avatar'])
      .orderBy(f.deleted ? 'models.deleted_at' : 'models.id', 'desc')
      .orderBy('models.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type OwnRow = Awaited<ReturnType<typeof listOwn>>['rows'][number];

// --- collections of a user ------------------------------------------------------------------------------

export async function collectedIds(db: Q, userId: number, offset: number, limit: number, keyword: string | undefined) {
  let qb = db
    .selectFrom('model_collects')
    .innerJoin('models', 'models.id', 'model_collects.model_id')
    .where('model_collects.user_id', '=', userId)
    .where(LISTED);
  if (keyword) qb = qb.where(sql<SqlBool>`lower(models.title) LIKE ${containsPattern(keyword)} ESCAPE '\\'`);
  const [rows, total] = await Promise.all([
    qb
      .select(['models.id', 'model_collects.created_at'])
      .orderBy('model_collects.created_at', 'desc')
      .orderBy('models.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

// --- categories ------------------------------------------------------------------------------------------

export async function groupCounts(db: Q, column: 'type' | 'trade' | 'source_format', f: ListFilter = {}) {
  const rows = await db
    .selectFrom('models')
    .select([`models.${column} as name`, (eb) => eb.fn.countAll<string | number>().as('n')])
    .where((eb) => listedWhere(eb, f))
    .groupBy(`models.${column}`)
    .execute();
  return rows.filter((r) => r.name !== null).map((r) => ({ name: String(r.name), count: Number(r.n) }));
}

/** Models among `ids` per category, trade or format (a search's facets). */
export async function groupCountsOf(db: Q, column: 'type' | 'trade' | 'source_format', ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('models')
    .select([`models.${column} as name`, (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('models.id', 'in', ids)
    .groupBy(`models.${column}`)
    .execute();
  return rows.filter((r) => r.name !== null).map((r) => ({ name: String(r.name), count: Number(r.n) }));
}

export async function distinctAuthors(db: Q): Promise<number> {
  const r = await db
    .selectFrom(db.selectFrom('models').select('models.user_id').where(LISTED).distinct().as('a'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export * from './queries-counters.js';

// --- downloads -------------------------------------------------------------------------------------------

export const listFormats = (db: Q, modelId: number) =>
  db.selectFrom('model_formats').selectAll().where('model_id', '=', modelId).execute();

// --- search index upkeep -----------------------------------------------------------------------------------

/** Ready models the search index has not seen (made before this module, or indexed by an older version). */
export const unindexedReady = (db: Q, limit: number) =>
  db
    .selectFrom('models')
    .select('models.id')
    .where('models.status', '=', 'ready')
    .where(sql<SqlBool>`NOT EXISTS (SELECT 1 FROM search_docs d WHERE d.doc_type = 'model' AND d.doc_id = models.id)`)
    .limit(limit)
    .execute();

export const authorNickname = async (db: Q, userId: number) =>
  (await db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst())?.nickname ?? '';

// --- image models ----------------------------------------------------------------------------------------------
