import type { Executor as Q } from '../../db/index.js';

export const findFormat = (db: Q, modelId: number, format: string) =>
  db.selectFrom('model_formats').selectAll().where('model_id', '=', modelId).where('format', '=', format).executeTakeFirst();

export const insertFormat = (
  db: Q,
  row: { model_id: number; format: string; storage_key: string; name: string; mime: string; size: number; created_at: string },
) =>
  db
    .insertInto('model_formats')
    .values(row)
    .onConflict((oc) => oc.columns(['model_id', 'format']).doNothing())
    .execute();

export const insertDownload = (db: Q, row: { user_id: number; model_id: number; format: string; created_at: string }) =>
  db.insertInto('model_downloads').values(row).execute();

export const findPurchase = (db: Q, userId: number, modelId: number) =>
  db.selectFrom('model_purchases').selectAll().where('user_id', '=', userId).where('model_id', '=', modelId).executeTakeFirst();
