import { BRANDING_IMAGE_MIMES, type ImageModel, type MyModelItem, type Page } from '@moxing/shared';
import type { Executor } from '../../db/index.js';
import type { ImageModelRow } from '../../db/schema.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { newCode } from '../model/plan.js';
import type { LibraryCore } from '../library/core.js';
import { isOperator, type Viewer } from '../library/core.js';
import { parseTags, presentRecycledImage } from '../library/present.js';
import * as q from './queries.js';
import { fileUrl } from '../file/service.js';

/** Image models: a turntable of the owner's photos, with its listing, and who may see it. */
export class ImageModelService {
  constructor(private readonly core: LibraryCore) {}

  /** The photos must be the user's own images; they are readable by link exactly when the image model is public. */
  private async photoFiles(user: AuthUser, photoIds: string[]): Promise<string[]> {
    const rows = await this.core.files.requireOwnedRows(user.id, photoIds);
    const bad = rows.find((r) => r.kind !== 'image');
    if (bad) throw errors.validation(`“${bad.name}”不是图片，图片模型只能使用照片`);
    // The turntable shows the uploads as they are: a TGA frame stays blank in a browser, a BMP weighs megabytes.
    const odd = rows.find((r) => !(BRANDING_IMAGE_MIMES as readonly string[]).includes(r.mime));
    if (odd) throw errors.validation(`“${odd.name}”的格式无法在网页上显示，图片模型只能使用 PNG、JPEG 或 WebP 照片`);
    return rows.map((r) => r.file_id);
  }

  private async presentImageModels(rows: q.ImageModelDetailRow[], viewer: Viewer): Promise<ImageModel[]> {
    const photos = await q.photosOf(
      this.core.k,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const list = photos.filter((p) => p.image_model_id === r.id).map((p) => ({ fileId: p.file_id, url: fileUrl(p.file_id) }));
      return {
        code: r.code,
        title: r.title,
        description: r.description,
        type: r.type,
        trade: r.trade,
        tags: parseTags(r.tags),
        visibility: r.visibility === 'private' ? 'private' : 'public',
        cover: list[0]?.url ?? null,
        photos: list,
        photoCount: r.photo_count,
        viewCount: r.view_count,
        author: { id: r.user_id, nickname: r.author_nickname, avatar: r.author_avatar },
        isOwner: viewer?.id === r.user_id,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      };
    });
  }

  /**
   * Photos follow their image model: public with a public one; readable by their owner only with a private one or
   * one in the bin, like the models' own files, unless something else still shows them.
   */
  async setPhotosVisibility<R extends Pick<ImageModelRow, 'id' | 'user_id'>>(
    rows: R[],
    visibility: (row: R) => 'public' | 'private',
  ) {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const photos = await q.photosOf(this.core.k, ids);
    // Hiding a photo that another image model, a demand or a logo still shows would break that page.
    const shared = await this.core.files.shownElsewhere(
      photos.map((p) => p.file_id),
      ids,
    );
    for (const r of rows) {
      const to = visibility(r);
      const own = photos
        .filter((p) => p.image_model_id === r.id && (to === 'public' || !shared.has(p.file_id)))
        .map((p) => p.file_id);
      if (own.length > 0) await this.core.files.setVisibility(r.user_id, own, to);
    }
  }

  async create(
    user: AuthUser,
    body: {
      title: string;
      description: string;
      type: string;
      trade: string;
      tags: string[];
      photoIds: string[];
      visibility: 'public' | 'private';
    },
  ): Promise<ImageModel> {
    const fileIds = await this.photoFiles(user, body.photoIds);
    const at = this.core.now();
    const code = `i${newCode(12)}`;
    const id = await this.core.k.transaction().execute(async (trx) => {
      const row = await q.insertImageModel(trx, {
        code,
        user_id: user.id,
        title: body.title,
        description: body.description,
        type: body.type || '其他',
        trade: body.trade,
        tags: JSON.stringify([...new Set(body.tags)]),
        visibility: body.visibility,
        photo_count: fileIds.length,
        created_at: at,
        updated_at: at,
      });
      await q.replacePhotos(trx, row.id, fileIds);
      return row.id;
    });
    await this.setPhotosVisibility([{ id, user_id: user.id }], () => body.visibility);
    return this.get(code, user, false);
  }

  async update(
    user: AuthUser,
    body: {
      code: string;
      title?: string;
      description?: string;
      type?: string;
      trade?: string;
      tags?: string[];
      photoIds?: string[];
      visibility?: 'public' | 'private';
    },
  ): Promise<ImageModel> {
    const row = await q.findImageModel(this.core.k, body.code);
    if (!row) throw errors.notFound('图片模型不存在或已删除');
    if (!this.core.canManage(row, user)) throw errors.forbidden('这不是你的图片模型');
    if (row.deleted_at) throw errors.conflict('图片模型在回收站中，请先恢复');
    const visibility = body.visibility ?? (row.visibility === 'private' ? 'private' : 'public');
    const fileIds = body.photoIds ? await this.photoFiles(user, body.photoIds) : null;
    const current = (await q.photosOf(this.core.k, [row.id])).map((p) => p.file_id);
    await this.core.k.transaction().execute(async (trx) => {
      await q.updateImageModel(trx, row.id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.type !== undefined ? { type: body.type || '其他' } : {}),
        ...(body.trade !== undefined ? { trade: body.trade } : {}),
        ...(body.tags !== undefined ? { tags: JSON.stringify([...new Set(body.tags)]) } : {}),
        ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
        ...(fileIds ? { photo_count: fileIds.length } : {}),
        updated_at: this.core.now(),
      });
      if (fileIds) await q.replacePhotos(trx, row.id, fileIds);
    });
    if (fileIds || visibility !== row.visibility) await this.setPhotosVisibility([row], () => visibility);
    // A photo taken out of the turntable goes, as when the whole image model is cleared: left behind it would stay
    // readable by its link and count against the owner's storage.
    const dropped = fileIds ? current.filter((id) => !fileIds.includes(id)) : [];
    if (dropped.length > 0) {
      try {
        await this.core.files.removeUnused(dropped);
      } catch (e) {
        this.core.log.warn({ err: e, imageModelId: row.id }, '删除移出图片模型的照片失败');
      }
    }
    return this.get(body.code, user, false);
  }

  /** modelImg/info: a public image model outside the recycle bin, or one's own in any state. Counts a view for other people. */
  /** `visitor` (visitorOf) counts a view, once a day per visitor; false counts none. */
  async get(code: string, viewer: Viewer, visitor: string | false = false): Promise<ImageModel> {
    const row = await q.findImageModel(this.core.k, code);
    const listed = row?.visibility === 'public' && row.deleted_at === null;
    if (!row || !(listed || this.core.canManage(row, viewer))) throw errors.notFound('图片模型不存在或已删除');
    if (visitor && listed && viewer?.id !== row.user_id && (await this.core.firstViewToday('image', row.id, visitor))) {
      await q.addImageModelView(this.core.k, row.id);
      row.view_count += 1;
    }
    return (await this.presentImageModels([row], viewer))[0]!;
  }

  async list(viewer: Viewer, query: { pageNum: number; pageSize: number; userId?: number }): Promise<Page<ImageModel>> {
    const { pageNum, pageSize } = query;
    const own = viewer !== null && query.userId !== undefined && (query.userId === viewer.id || isOperator(viewer));
    const { rows, total } = await q.listImageModels(
      this.core.k,
      { userId: query.userId, publicOnly: !own },
      (pageNum - 1) * pageSize,
      pageSize,
    );
    return { list: await this.presentImageModels(rows, viewer), total, pageNum, pageSize };
  }

  // --- for the recycle bin (shelf/recycleBin.ts), which holds image models beside 3D models -----------------

  /** Image models by their codes (unknown codes are left out). */
  byCodes(codes: string[]): Promise<ImageModelRow[]> {
    return q.findImageModelsByCodes(this.core.k, codes);
  }

  /** Moves image models into or out of the bin, in the caller's transaction. */
  async setDeleted(trx: Executor, ids: number[], patch: { deleted_at: string | null; updated_at?: string }): Promise<void> {
    await q.updateImageModels(trx, ids, patch);
  }

  /** A user's image models in the bin: all, or those deleted before `before` (at most `limit`). */
  recycled(userId: number | null, before?: string, limit = 200): Promise<ImageModelRow[]> {
    if (before === undefined && userId !== null) return q.allRecycledImages(this.core.k, userId);
    return q.recycledImagesBefore(this.core.k, userId, before ?? '', limit);
  }

  /** Image models in the bin as the bin lists them, by id: their first photo is the cover. */
  async recycledItems(ids: number[]): Promise<Map<number, MyModelItem>> {
    const [rows, covers] = await Promise.all([q.imageModelsByIds(this.core.k, ids), q.coverPhotos(this.core.k, ids)]);
    return new Map(
      rows.map((m) => {
        const cover = covers.find((p) => p.image_model_id === m.id);
        return [m.id, presentRecycledImage(m, cover ? fileUrl(cover.file_id) : null)];
      }),
    );
  }

  /** Deletes image models for good, then their photos unless something else still uses them. */
  async destroy(rows: ImageModelRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const photos = [...new Set((await q.photosOf(this.core.k, ids)).map((p) => p.file_id))];
    await q.deleteImageModels(this.core.k, ids);
    try {
      await this.core.files.removeUnused(photos);
    } catch (e) {
      this.core.log.warn({ err: e, imageModelIds: ids }, '删除图片模型照片失败');
    }
  }
}
