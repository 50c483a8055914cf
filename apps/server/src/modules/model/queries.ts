import type { Insertable, Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { ModelsTable } from '../../db/schema.js';

/** What an upload sets of a new model's listing (the rest is the record's state). */
export type ListingFields = Pick<
  Insertable<ModelsTable>,
  'title' | 'description' | 'type' | 'trade' | 'price' | 'free_download' | 'visibility' | 'delivery' | 'created_by' | 'brand_id'
>;

export const insertModel = (db: Q, row: Insertable<ModelsTable>) =>
  db.insertInto('models').values(row).returningAll().executeTakeFirstOrThrow();

/** The user's own models that count against their upload allowance (not deleted, not made from a demand's delivery). */
export async function countOwnModels(db: Q, userId: number): Promise<number> {
  const r = await db
    .selectFrom('models')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('delivery', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export const findModelById = (db: Q, id: number) => db.selectFrom('models').selectAll().where('id', '=', id).executeTakeFirst();

export const findModelByCode = (db: Q, code: string) =>
  db.selectFrom('models').selectAll().where('model_code', '=', code).executeTakeFirst();

export const findModelsByCodes = (db: Q, codes: string[]) =>
  db.selectFrom('models').selectAll().where('model_code', 'in', codes).execute();

export const updateModel = (db: Q, id: number, patch: Updateable<ModelsTable>) =>
  db.updateTable('models').set(patch).where('id', '=', id).executeTakeFirst();

/** Updates only while the model is still being processed (never touches a finished record). */
export const updateUnfinished = async (db: Q, id: number, patch: Updateable<ModelsTable>) =>
  Number(
    (
      await db
        .updateTable('models')
        .set(patch)
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'processing'])
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

/** Sets a stage timestamp the first time the stage is reached (a retry keeps the first time). */
export const markStage = (
  db: Q,
  id: number,
  stage: string,
  column: 'converting_at' | 'optimizing_at' | 'rendering_at' | null,
  at: string,
) => {
  const base = db.updateTable('models').set({ stage, updated_at: at }).where('id', '=', id).where('status', '=', 'processing');
  return column
    ? db
        .updateTable('models')
        .set((eb) => ({ stage, updated_at: at, [column]: eb.fn.coalesce(column, eb.val(at)) }))
        .where('id', '=', id)
        .where('status', '=', 'processing')
        .execute()
    : base.execute();
};
