import type { Insertable, Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { ShowsTable } from '../../db/schema-showroom.js';

const count = async (p: Promise<{ n: string | number }>) => Number((await p).n);

export const findShow = (db: Q, id: number) => db.selectFrom('shows').selectAll().where('id', '=', id).executeTakeFirst();

export const insertShow = async (db: Q, row: Insertable<ShowsTable>) =>
  (await db.insertInto('shows').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateShow = (db: Q, id: number, set: Updateable<ShowsTable>) =>
  db.updateTable('shows').set(set).where('id', '=', id).execute();

export const bumpVisits = (db: Q, id: number) =>
  db
    .updateTable('shows')
    .set((eb) => ({ visit_count: eb('visit_count', '+', 1) }))
    .where('id', '=', id)
    .execute();

export const findUsers = (db: Q, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('users').select(['id', 'nickname', 'avatar']).where('id', 'in', ids).execute();

/** The brands shows are tagged with (a deleted one is missing). */
export const findBrands = (db: Q, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('brands').select(['id', 'name', 'logo_file_id']).where('id', 'in', ids).execute();

/** Published shows, most visited first, filtered by kind, industry, the free-sample mark and a title keyword. */
export async function publishedPage(
  db: Q,
  f: { kind?: number; keyword?: string; industry?: string; isCase?: boolean },
  offset: number,
  limit: number,
) {
  let qb = db.selectFrom('shows').where('status', '=', 'published');
  if (f.kind) qb = qb.where('kind', '=', f.kind);
  if (f.industry) qb = qb.where('industry', '=', f.industry);
  if (f.isCase) qb = qb.where('is_case', '=', 1);
  // Wildcards typed by the visitor are dropped rather than escaped (SQLite's LIKE has no default escape character).
  const keyword = f.keyword?.replace(/[\\%_]/g, '');
  if (keyword) qb = qb.where('title', 'like', `%${keyword}%`);
  const [rows, total] = await Promise.all([
    qb.selectAll().orderBy('visit_count', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    count(qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
  ]);
  return { rows, total };
}

export async function ownPage(db: Q, ownerId: number, offset: number, limit: number) {
  const qb = db.selectFrom('shows').where('owner_id', '=', ownerId);
  const [rows, total] = await Promise.all([
    qb.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    count(qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
  ]);
  return { rows, total };
}

/** Published shows among these ids (a compilation's entries). */
export const findShows = (db: Q, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('shows').selectAll().where('id', 'in', ids).execute();

/** The owner's published shows: what counts against the show limit (ZTNUM). */
export const countPublished = (db: Q, ownerId: number) =>
  count(
    db
      .selectFrom('shows')
      .where('owner_id', '=', ownerId)
      .where('status', '=', 'published')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  );
