import type { Insertable, Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { ModelConversionsTable } from '../../db/schema.js';

export const insertConversion = (db: Q, row: Insertable<ModelConversionsTable>) =>
  db.insertInto('model_conversions').values(row).returningAll().executeTakeFirstOrThrow();

export const findById = (db: Q, id: number) =>
  db.selectFrom('model_conversions').selectAll().where('id', '=', id).executeTakeFirst();

export const findOwnByCodes = (db: Q, userId: number, codes: string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db.selectFrom('model_conversions').selectAll().where('user_id', '=', userId).where('code', 'in', codes).execute();

export const findOwnByStatus = (db: Q, userId: number, status: string) =>
  db
    .selectFrom('model_conversions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', status)
    .orderBy('id')
    .limit(500)
    .execute();

export const findByCode = (db: Q, code: string) =>
  db.selectFrom('model_conversions').selectAll().where('code', '=', code).executeTakeFirst();

/** Moves a record only if it is still in one of `from` (another request or the worker may have moved it). */
export const transition = async (db: Q, id: number, from: string[], patch: Updateable<ModelConversionsTable>) =>
  Number(
    (await db.updateTable('model_conversions').set(patch).where('id', '=', id).where('status', 'in', from).executeTakeFirst())
      .numUpdatedRows,
  ) === 1;

export async function listOwn(db: Q, userId: number, opts: { status?: string; offset: number; limit: number }) {
  let base = db.selectFrom('model_conversions').where('user_id', '=', userId);
  if (opts.status) base = base.where('status', '=', opts.status);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(opts.offset).limit(opts.limit).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const countsByStatus = (db: Q, userId: number) =>
  db
    .selectFrom('model_conversions')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();

export const deleteByIds = (db: Q, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('model_conversions')
        .where('id', 'in', ids)
        .execute()
        .then(() => undefined);
