import { sql } from 'kysely';
import type { Executor as Q } from '../../db/index.js';

export async function purchasedIds(db: Q, userId: number, offset: number, limit: number) {
  const qb = db
    .selectFrom('model_purchases')
    .innerJoin('models', 'models.id', 'model_purchases.model_id')
    .where('model_purchases.user_id', '=', userId)
    .where('models.deleted_at', 'is', null)
    .where('models.status', '=', 'ready');
  const [rows, total] = await Promise.all([
    qb
      .select(['models.id', 'model_purchases.created_at', 'model_purchases.price', 'model_purchases.order_no'])
      .orderBy('model_purchases.created_at', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const insertPurchase = (
  db: Q,
  row: { user_id: number; model_id: number; order_no: string | null; price: number; created_at: string },
) =>
  db
    .insertInto('model_purchases')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'model_id']).doNothing())
    .execute();

export const findPurchase = (db: Q, userId: number, modelId: number) =>
  db
    .selectFrom('model_purchases')
    .select('model_id')
    .where('user_id', '=', userId)
    .where('model_id', '=', modelId)
    .executeTakeFirst();

export const deletePurchase = (db: Q, userId: number, modelId: number) =>
  db.deleteFrom('model_purchases').where('user_id', '=', userId).where('model_id', '=', modelId).execute();

export const findSaleRow = (db: Q, by: { code: string } | { id: number }) =>
  db
    .selectFrom('models')
    .select(['id', 'model_code', 'title', 'price', 'user_id', 'free_download', 'status', 'visibility', 'deleted_at'])
    .$call((qb) => ('code' in by ? qb.where('model_code', '=', by.code) : qb.where('id', '=', by.id)))
    .executeTakeFirst();

export async function dailySeries(db: Q, modelIds: number[] | { userId: number }, fromDay: string) {
  let qb = db
    .selectFrom('model_daily_stats')
    .select([
      'model_daily_stats.day',
      (eb) => eb.fn.sum<string | number>('model_daily_stats.views').as('views'),
      (eb) => eb.fn.sum<string | number>('model_daily_stats.embeds').as('embeds'),
      (eb) => eb.fn.sum<string | number>('model_daily_stats.downloads').as('downloads'),
      (eb) => eb.fn.sum<string | number>('model_daily_stats.likes').as('likes'),
      (eb) => eb.fn.sum<string | number>('model_daily_stats.collects').as('collects'),
      (eb) => eb.fn.sum<string | number>('model_daily_stats.comments').as('comments'),
    ])
    .where('model_daily_stats.day', '>=', fromDay);
  if (Array.isArray(modelIds)) {
    qb = qb.where('model_daily_stats.model_id', 'in', modelIds.length > 0 ? modelIds : [-1]);
  } else {
    qb = qb.where('model_daily_stats.model_id', 'in', (eb) =>
      eb.selectFrom('models').select('models.id').where('models.user_id', '=', modelIds.userId),
    );
  }
  return qb.groupBy('model_daily_stats.day').orderBy('model_daily_stats.day').execute();
}

export const recycledBefore = (db: Q, userId: number | null, before: string, limit: number) => {
  let qb = db.selectFrom('models').selectAll().where('deleted_at', 'is not', null).where('deleted_at', '<', before);
  if (userId !== null) qb = qb.where('user_id', '=', userId);
  return qb.orderBy('deleted_at').limit(limit).execute();
};

export const allRecycled = (db: Q, userId: number) =>
  db.selectFrom('models').selectAll().where('user_id', '=', userId).where('deleted_at', 'is not', null).execute();

export type RecycledKind = 'model' | 'image';

/** One page of an owner's recycle bin, 3D and image models together, the most recently deleted first. */
export async function recycledPage(db: Q, userId: number, offset: number, limit: number) {
  const models = db
    .selectFrom('models')
    .select([sql<RecycledKind>`'model'`.as('kind'), 'id', 'deleted_at'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is not', null);
  const images = db
    .selectFrom('image_models')
    .select([sql<RecycledKind>`'image'`.as('kind'), 'id', 'deleted_at'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is not', null);
  const [rows, nModels, nImages] = await Promise.all([
    models.unionAll(images).orderBy('deleted_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    models
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    images
      .clearSelect()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(nModels.n) + Number(nImages.n) };
}
