import { LIBRARY_LIMITS, type MyModelItem, type Page } from '@moxing/shared';
import type { ImageModelRow, ModelRow } from '../../db/schema.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { LibraryCore } from '../library/core.js';
import { DAY_MS, DOC_TYPE } from '../library/core.js';
import { presentOwn } from '../library/present.js';
import * as q from './queries.js';
import type { ImageModelService } from '../imageModel/service.js';

/**
 * The recycle bin: 3D and image models moved there, restored, or cleared for good (by the owner, or after
 * LIBRARY_LIMITS.recycleKeepDays) with their files, index entries and photos.
 */
export class RecycleBinService {
  constructor(
    private readonly core: LibraryCore,
    private readonly imageModels: ImageModelService,
  ) {}

  /**
   * The 3D and image models named by `codes` (the recycle bin takes both kinds by their codes) that the user may
   * manage: unknown codes answer 404, other people's 403.
   */
  async ownItems(user: AuthUser, codes: string[]): Promise<{ models: ModelRow[]; images: ImageModelRow[] }> {
    const unique = [...new Set(codes)];
    const [models, images] = await Promise.all([this.core.findModelsByCodes(unique), this.imageModels.byCodes(unique)]);
    if (models.length + images.length < unique.length) throw errors.notFound('模型不存在或已删除');
    if ([...models, ...images].some((r) => !this.core.canManage(r, user))) throw errors.forbidden('只能操作自己的模型');
    return { models, images };
  }

  /** Moves 3D and image models to the recycle bin. */
  async remove(user: AuthUser, codes: string[]): Promise<{ changed: number }> {
    const { models, images } = await this.ownItems(user, codes);
    const rows = models.filter((r) => !r.deleted_at);
    const imageRows = images.filter((r) => !r.deleted_at);
    const at = this.core.now();
    await this.core.k.transaction().execute(async (trx) => {
      await this.core.updateModels(
        trx,
        rows.map((r) => r.id),
        { deleted_at: at, synced: 0 },
      );
      await this.imageModels.setDeleted(
        trx,
        imageRows.map((r) => r.id),
        { deleted_at: at },
      );
    });
    await this.imageModels.setPhotosVisibility(imageRows, () => 'private');
    this.core.invalidate();
    return { changed: rows.length + imageRows.length };
  }

  async restore(user: AuthUser, codes: string[]): Promise<{ changed: number }> {
    const { models, images } = await this.ownItems(user, codes);
    const rows = models.filter((r) => r.deleted_at);
    const imageRows = images.filter((r) => r.deleted_at);
    const at = this.core.now();
    await this.core.k.transaction().execute(async (trx) => {
      await this.core.updateModels(
        trx,
        rows.map((r) => r.id),
        { deleted_at: null, updated_at: at },
      );
      await this.imageModels.setDeleted(
        trx,
        imageRows.map((r) => r.id),
        { deleted_at: null, updated_at: at },
      );
    });
    await this.imageModels.setPhotosVisibility(imageRows, (r) => (r.visibility === 'private' ? 'private' : 'public'));
    this.core.invalidate();
    return { changed: rows.length + imageRows.length };
  }

  /** 3D and image models in the bin together, the most recently deleted first. */
  async recycleBin(user: AuthUser, page: { pageNum: number; pageSize: number }): Promise<Page<MyModelItem>> {
    await this.purgeExpired(user.id);
    const { rows, total } = await q.recycledPage(this.core.k, user.id, (page.pageNum - 1) * page.pageSize, page.pageSize);
    const modelIds = rows.filter((r) => r.kind === 'model').map((r) => r.id);
    const imageIds = rows.filter((r) => r.kind === 'image').map((r) => r.id);
    const [models, images] = await Promise.all([
      modelIds.length > 0 ? this.core.listOwn(user.id, { deleted: true, ids: modelIds }, 0, modelIds.length) : null,
      this.imageModels.recycledItems(imageIds),
    ]);
    const items = new Map<string, MyModelItem>();
    for (const m of models?.rows ?? []) items.set(`model:${m.id}`, presentOwn(m));
    for (const [id, item] of images) items.set(`image:${id}`, item);
    const list = rows.flatMap((r) => items.get(`${r.kind}:${r.id}`) ?? []);
    return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  async purge(user: AuthUser, codes: string[]): Promise<{ changed: number }> {
    const { models, images } = await this.ownItems(user, codes);
    const notDeleted = [...models, ...images].find((r) => !r.deleted_at);
    if (notDeleted) throw errors.conflict(`“${notDeleted.title}”不在回收站中，请先删除到回收站`);
    await this.destroy(models);
    await this.imageModels.destroy(images);
    return { changed: models.length + images.length };
  }

  async purgeAll(user: AuthUser): Promise<{ changed: number }> {
    const [models, images] = await Promise.all([q.allRecycled(this.core.k, user.id), this.imageModels.recycled(user.id)]);
    await this.destroy(models);
    await this.imageModels.destroy(images);
    return { changed: models.length + images.length };
  }

  /** Clears 3D and image models that have been in the recycle bin longer than the keep time. */
  async purgeExpired(userId: number | null = null): Promise<number> {
    const before = new Date(this.core.clock() - LIBRARY_LIMITS.recycleKeepDays * DAY_MS).toISOString();
    const [models, images] = await Promise.all([
      q.recycledBefore(this.core.k, userId, before, 200),
      this.imageModels.recycled(userId, before, 200),
    ]);
    await this.destroy(models);
    await this.imageModels.destroy(images);
    return models.length + images.length;
  }

  /** Deletes models for good: rows (likes, comments, statistics go with them), index entries, then files. */
  private async destroy(rows: ModelRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const formats = (await Promise.all(ids.map((id) => this.core.listFormats(id)))).flat();
    await this.core.k.transaction().execute(async (trx) => {
      for (const id of ids) await this.core.search.remove(trx, DOC_TYPE, id);
      await this.core.deleteModels(trx, ids);
    });
    this.core.invalidate();
    for (const r of rows) {
      try {
        const sources = JSON.parse(r.source_file_ids) as string[];
        const keys = [
          r.web_key,
          r.light_key,
          r.cover_key,
          r.thumb_key,
          r.list_key,
          r.rendered_cover_key,
          r.rendered_thumb_key,
          r.rendered_list_key,
        ];
        if (sources.length > 1) keys.push(r.original_key);
        for (const f of formats.filter((f) => f.model_id === r.id)) keys.push(f.storage_key);
        for (const key of new Set(keys)) if (key) await this.core.files.removeArtefact(r.user_id, key);
        await this.core.files.removeUnused(sources);
      } catch (e) {
        this.core.log.warn({ err: e, modelId: r.id }, '删除模型文件失败');
      }
    }
  }
}
