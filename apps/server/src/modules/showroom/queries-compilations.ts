import type { Insertable, Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { CompilationsTable } from '../../db/schema-showroom.js';

const count = async (p: Promise<{ n: string | number }>) => Number((await p).n);

export const findCompilation = (db: Q, id: number) =>
  db.selectFrom('compilations').selectAll().where('id', '=', id).executeTakeFirst();

export const insertCompilation = async (db: Q, row: Insertable<CompilationsTable>) =>
  (await db.insertInto('compilations').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updateCompilation = (db: Q, id: number, set: Updateable<CompilationsTable>) =>
  db.updateTable('compilations').set(set).where('id', '=', id).execute();

export const deleteCompilation = (db: Q, id: number) => db.deleteFrom('compilations').where('id', '=', id).execute();

/** Public compilations: featured ones first (latest featured first), then the latest changed. */
export async function publicPage(db: Q, f: { keyword?: string; featured?: boolean }, offset: number, limit: number) {
  let qb = db.selectFrom('compilations').where('is_public', '=', 1);
  if (f.featured) qb = qb.where('featured_at', 'is not', null);
  // Wildcards typed by the visitor are dropped rather than escaped (SQLite's LIKE has no default escape character).
  const keyword = f.keyword?.replace(/[\\%_]/g, '');
  if (keyword) qb = qb.where('title', 'like', `%${keyword}%`);
  const [rows, total] = await Promise.all([
    qb
      .selectAll()
      // Featured first on both databases: NULLs sort differently on SQLite and PostgreSQL, so sort on a flag.
      .orderBy((eb) => eb.case().when('featured_at', 'is', null).then(eb.lit(1)).else(eb.lit(0)).end())
      .orderBy('featured_at', 'desc')
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    count(qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
  ]);
  return { rows, total };
}

export async function ownPage(db: Q, ownerId: number, offset: number, limit: number) {
  const qb = db.selectFrom('compilations').where('owner_id', '=', ownerId);
  const [rows, total] = await Promise.all([
    qb.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    count(qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
  ]);
  return { rows, total };
}
