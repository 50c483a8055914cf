import { sql, type Insertable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { FilesTable, TusUploadsTable } from '../../db/schema.js';

/** Origins that count against the user's storage (generated artefacts do not). */
export const QUOTA_ORIGINS = ['upload', 'tus'];

export const insertFile = (db: Q, row: Insertable<FilesTable>) =>
  db.insertInto('files').values(row).returningAll().executeTakeFirstOrThrow();

export const findFile = (db: Q, fileId: string) =>
  db.selectFrom('files').selectAll().where('file_id', '=', fileId).executeTakeFirst();

export const findArtefact = (db: Q, userId: number, key: string) =>
  db
    .selectFrom('files')
    .select('file_id')
    .where('user_id', '=', userId)
    .where('storage_key', '=', key)
    .where('origin', '=', 'artefact')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findFiles = (db: Q, fileIds: string[]) =>
  fileIds.length === 0 ? Promise.resolve([]) : db.selectFrom('files').selectAll().where('file_id', 'in', fileIds).execute();

export const deleteFilesByIds = (db: Q, fileIds: string[]) =>
  fileIds.length === 0
    ? Promise.resolve()
    : db
        .deleteFrom('files')
        .where('file_id', 'in', fileIds)
        .execute()
        .then(() => undefined);

/**
 * Which of `fileIds` a page still shows to others: a photo of a public image model outside the bin (other than
 * `exceptImageModelIds`), a demand's attachment or delivery, a custom logo. Indexed look-ups only, for
 * changing visibility.
 */
export async function shownFileIds(db: Q, fileIds: string[], exceptImageModelIds: number[] = []): Promise<Set<string>> {
  const used = new Set<string>();
  if (fileIds.length === 0) return used;
  let photos = db
    .selectFrom('image_model_photos')
    .innerJoin('image_models', 'image_models.id', 'image_model_photos.image_model_id')
    .select('image_model_photos.file_id')
    .where('image_model_photos.file_id', 'in', fileIds)
    .where('image_models.visibility', '=', 'public')
    .where('image_models.deleted_at', 'is', null);
  if (exceptImageModelIds.length > 0) photos = photos.where('image_model_photos.image_model_id', 'not in', exceptImageModelIds);
  const column = [
    photos,
    db.selectFrom('need_files').select('file_id').where('file_id', 'in', fileIds),
    db.selectFrom('user_logos').select('file_id').where('file_id', 'in', fileIds),
  ];
  for (const rows of await Promise.all(column.map((qb) => qb.execute()))) for (const r of rows) used.add(r.file_id);
  return used;
}

/**
 * Which of `fileIds` something still uses: what a page shows (shownFileIds), a photo of any image model, or a
 * model or a conversion made from it. Every place that keeps an uploaded file's id is listed, so that removing
 * a file that one of them no longer needs never takes it from another.
 */
export async function referencedFileIds(db: Q, fileIds: string[]): Promise<Set<string>> {
  const used = await shownFileIds(db, fileIds);
  if (fileIds.length === 0) return used;
  const photos = await db.selectFrom('image_model_photos').select('file_id').where('file_id', 'in', fileIds).execute();
  for (const p of photos) used.add(p.file_id);
  // Models and conversions keep their sources as a JSON array of ids: a scan each, so only for removal.
  for (const fileId of fileIds) {
    if (used.has(fileId)) continue;
    const pattern = `%"${fileId}"%`;
    const r = await sql<{ n: number }>`SELECT 1 AS n WHERE EXISTS (SELECT 1 FROM models WHERE source_file_ids LIKE ${pattern})
      OR EXISTS (SELECT 1 FROM model_conversions WHERE source_file_ids LIKE ${pattern})`.execute(db);
    if (r.rows.length > 0) used.add(fileId);
  }
  return used;
}

export const countByStorageKey = async (db: Q, key: string) =>
  Number(
    (
      await db
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('storage_key', '=', key)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Gives a user's files to another user (a sub-account's upload joins its company's library). */
export const handOver = (db: Q, fromUserId: number, toUserId: number, fileIds: string[]) =>
  db.updateTable('files').set({ user_id: toUserId }).where('user_id', '=', fromUserId).where('file_id', 'in', fileIds).execute();

export const setVisibility = (db: Q, userId: number, fileIds: string[], visibility: string) =>
  db.updateTable('files').set({ visibility }).where('user_id', '=', userId).where('file_id', 'in', fileIds).execute();

/** Bytes the user keeps in uploads, plus what their unfinished resumable uploads have reserved. */
export async function usedBytes(db: Q, userId: number, now: string, exceptTusId?: string): Promise<number> {
  const files = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('size'), eb.val(0)).as('n'))
    .where('user_id', '=', userId)
    .where('origin', 'in', QUOTA_ORIGINS)
    .executeTakeFirstOrThrow();
  let pending = db
    .selectFrom('tus_uploads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('length'), eb.val(0)).as('n'))
    .where('user_id', '=', userId)
    .where('file_id', 'is', null)
    .where('expires_at', '>', now);
  if (exceptTusId) pending = pending.where('id', '!=', exceptTusId);
  const reserved = await pending.executeTakeFirstOrThrow();
  return Number(files.n) + Number(reserved.n);
}

// --- resumable uploads ---------------------------------------------------------------------------

export const insertTus = (db: Q, row: Insertable<TusUploadsTable>) => db.insertInto('tus_uploads').values(row).execute();

export const findTus = (db: Q, id: string) => db.selectFrom('tus_uploads').selectAll().where('id', '=', id).executeTakeFirst();

export const completeTus = (db: Q, id: string, fileId: string, at: string) =>
  db
    .updateTable('tus_uploads')
    .set({ file_id: fileId, updated_at: at })
    .where('id', '=', id)
    .where('file_id', 'is', null)
    .executeTakeFirst();

export const deleteTus = (db: Q, id: string) => db.deleteFrom('tus_uploads').where('id', '=', id).execute();

export const expiredTus = (db: Q, now: string, limit: number) =>
  db.selectFrom('tus_uploads').select(['id', 'file_id']).where('expires_at', '<=', now).limit(limit).execute();
