import { type Insertable, type Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { ImageModelsTable } from '../../db/schema.js';

export const insertImageModel = (db: Q, row: Insertable<ImageModelsTable>) =>
  db.insertInto('image_models').values(row).returningAll().executeTakeFirstOrThrow();

export const updateImageModel = (db: Q, id: number, patch: Updateable<ImageModelsTable>) =>
  db.updateTable('image_models').set(patch).where('id', '=', id).execute();

const imageModelDetail = (db: Q) =>
  db
    .selectFrom('image_models')
    .innerJoin('users', 'users.id', 'image_models.user_id')
    .selectAll('image_models')
    .select(['users.nickname as author_nickname', 'users.avatar as author_avatar']);

export const findImageModel = (db: Q, code: string) =>
  imageModelDetail(db).where('image_models.code', '=', code).executeTakeFirst();

export type ImageModelDetailRow = NonNullable<Awaited<ReturnType<typeof findImageModel>>>;

export const imageModelsByIds = (db: Q, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : imageModelDetail(db).where('image_models.id', 'in', ids).execute();

export const findImageModelsByCodes = (db: Q, codes: string[]) =>
  codes.length === 0 ? Promise.resolve([]) : db.selectFrom('image_models').selectAll().where('code', 'in', codes).execute();

export const updateImageModels = (db: Q, ids: number[], patch: Updateable<ImageModelsTable>) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .updateTable('image_models')
        .set(patch)
        .where('id', 'in', ids)
        .execute()
        .then(() => undefined);

/** Removes image models; their photo rows go with them (foreign key cascade). */
export const deleteImageModels = (db: Q, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('image_models')
        .where('id', 'in', ids)
        .execute()
        .then(() => undefined);

export const replacePhotos = async (db: Q, imageModelId: number, fileIds: string[]) => {
  await db.deleteFrom('image_model_photos').where('image_model_id', '=', imageModelId).execute();
  if (fileIds.length > 0) {
    await db
      .insertInto('image_model_photos')
      .values(fileIds.map((file_id, sort) => ({ image_model_id: imageModelId, sort, file_id })))
      .execute();
  }
};

/** The first photo of each image model: its cover in lists. */
export const coverPhotos = (db: Q, imageModelIds: number[]) =>
  imageModelIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('image_model_photos')
        .selectAll()
        .where('image_model_id', 'in', imageModelIds)
        .where('sort', '=', 0)
        .execute();

export const photosOf = (db: Q, imageModelIds: number[]) =>
  imageModelIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('image_model_photos')
        .selectAll()
        .where('image_model_id', 'in', imageModelIds)
        .orderBy('image_model_id')
        .orderBy('sort')
        .execute();

/** Image models outside the recycle bin: all public ones, or a user's (with the private ones when `publicOnly` is off). */
export async function listImageModels(db: Q, filter: { userId?: number; publicOnly: boolean }, offset: number, limit: number) {
  let qb = db
    .selectFrom('image_models')
    .innerJoin('users', 'users.id', 'image_models.user_id')
    .where('image_models.deleted_at', 'is', null);
  if (filter.userId !== undefined) qb = qb.where('image_models.user_id', '=', filter.userId);
  if (filter.publicOnly) qb = qb.where('image_models.visibility', '=', 'public');
  const [rows, total] = await Promise.all([
    qb
      .selectAll('image_models')
      .select(['users.nickname as author_nickname', 'users.avatar as author_avatar'])
      .orderBy('image_models.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const addImageModelView = (db: Q, id: number) =>
  db
    .updateTable('image_models')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute();

export const recycledImagesBefore = (db: Q, userId: number | null, before: string, limit: number) => {
  let qb = db.selectFrom('image_models').selectAll().where('deleted_at', 'is not', null).where('deleted_at', '<', before);
  if (userId !== null) qb = qb.where('user_id', '=', userId);
  return qb.orderBy('deleted_at').limit(limit).execute();
};

export const allRecycledImages = (db: Q, userId: number) =>
  db.selectFrom('image_models').selectAll().where('user_id', '=', userId).where('deleted_at', 'is not', null).execute();
