import type { Insertable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { UserLogosTable, UserWatermarksTable } from '../../db/schema.js';

/** SQL of the custom logo and cover (branding.ts); models are read through queries.ts. */

export const findLogo = (db: Q, userId: number) =>
  db.selectFrom('user_logos').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const upsertLogo = (db: Q, row: Insertable<UserLogosTable>) =>
  db
    .insertInto('user_logos')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        file_id: row.file_id,
        width: row.width,
        height: row.height,
        link: row.link,
        position: row.position,
        updated_at: row.updated_at,
      }),
    )
    .execute();

/** A user's nickname and the watermark they chose (none: never chose). */
export const findWatermark = (db: Q, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('user_watermarks', 'user_watermarks.user_id', 'users.id')
    .select(['users.nickname', 'user_watermarks.mode'])
    .where('users.id', '=', userId)
    .executeTakeFirst();

export const upsertWatermark = (db: Q, row: Insertable<UserWatermarksTable>) =>
  db
    .insertInto('user_watermarks')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ mode: row.mode, updated_at: row.updated_at }))
    .execute();

/** Removes a user's logo if it still uses `fileId` (a newer one saved meanwhile stays). */
export const deleteLogo = async (db: Q, userId: number, fileId: string) =>
  Number(
    (await db.deleteFrom('user_logos').where('user_id', '=', userId).where('file_id', '=', fileId).executeTakeFirst())
      .numDeletedRows,
  ) > 0;

export interface CoverKeys {
  cover_key: string | null;
  thumb_key: string | null;
  list_key: string | null;
  rendered_cover_key: string | null;
  rendered_thumb_key: string | null;
  rendered_list_key: string | null;
  cover_custom_at: string | null;
}

/**
 * Points a model at other cover images, only if its cover is still `expectedCoverKey` (two saves at once:
 * the second one sees the first and is told to try again, so no image is lost track of). Answers whether it did.
 */
export const swapCover = async (db: Q, modelId: number, expectedCoverKey: string | null, keys: CoverKeys, at: string) =>
  Number(
    (
      await db
        .updateTable('models')
        .set({ ...keys, updated_at: at })
        .where('id', '=', modelId)
        .where('cover_key', expectedCoverKey === null ? 'is' : '=', expectedCoverKey)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) > 0;
