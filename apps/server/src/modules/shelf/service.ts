import { type ModelCard, type MyModelItem, type Page, type ViewerSettings } from '@moxing/shared';
import type { Executor } from '../../db/index.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { hashPassword } from '../../platform/passwords.js';
import type { ListFilter, OwnFilter, LibraryCore } from '../library/core.js';
import { DAY_MS, dayOf, isListed, isOperator, type Viewer } from '../library/core.js';
import type { ModelForSale } from '../order/ports.js';
import { presentCard, presentOwn } from '../library/present.js';
import * as q from './queries.js';
import type { RecycleBinService } from './recycleBin.js';

/**
 * The owner's shelf: editing a model's listing and viewer settings, the owner's lists (all models, those synced to
 * the personal space, recent uploads, collected and bought models) and the statistics chart.
 */
export class ShelfService {
  constructor(
    private readonly core: LibraryCore,
    private readonly recycleBin: RecycleBinService,
  ) {}

  async updateInfo(
    user: AuthUser,
    body: {
      modelCode: string;
      title?: string;
      description?: string;
      type?: string;
      trade?: string;
      price?: number;
      freeDownload?: boolean;
      tags?: string[];
      visibility?: 'public' | 'private';
      password?: string | null;
      brandId?: number | null;
    },
  ): Promise<MyModelItem> {
    const row = await this.core.ownRow(user, body.modelCode);
    if (row.deleted_at) throw errors.conflict('模型在回收站中，请先恢复');
    if (body.brandId) await this.core.requireBrand(row.user_id, body.brandId);
    let passwordHash: string | null | undefined;
    if (body.password !== undefined) {
      if (body.password !== null && !(await this.core.hasRole(user, 'MMFWMX21'))) {
        throw errors.forbidden('设置访问密码需要开通“密码访问模型”套餐');
      }
      passwordHash = body.password === null ? null : await hashPassword(body.password);
    }
    const patch = {
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.type !== undefined ? { type: body.type } : {}),
      ...(body.trade !== undefined ? { trade: body.trade } : {}),
      ...(body.price !== undefined ? { price: body.price } : {}),
      ...freeDownloadPatch(body),
      ...(body.tags !== undefined ? { tags: JSON.stringify([...new Set(body.tags)]) } : {}),
      ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
      ...(body.brandId !== undefined ? { brand_id: body.brandId } : {}),
      updated_at: this.core.now(),
    };
    await this.core.k.transaction().execute(async (trx) => {
      await this.core.updateModel(trx, row.id, patch);
      if (row.status === 'ready') {
        const updated = await this.core.findModelById(trx, row.id);
        if (updated) await this.core.indexModel(trx, updated);
      }
    });
    this.core.invalidate();
    if (row.user_id !== user.id && !isOperator(user))
      await this.core.accounts?.record(user.id, 'editModel', `编辑模型“${patch.title ?? row.title}”`);
    return this.ownItem(body.modelCode);
  }

  private async ownItem(code: string): Promise<MyModelItem> {
    const row = await this.core.findModelByCode(code);
    if (!row) throw errors.notFound('模型不存在或已删除');
    const { rows } = await this.core.listOwn(row.user_id, { deleted: row.deleted_at !== null, ids: [row.id] }, 0, 1);
    if (!rows[0]) throw errors.notFound('模型不存在或已删除');
    return presentOwn(rows[0]);
  }

  async saveViewerSettings(user: AuthUser, code: string, settings: ViewerSettings): Promise<ViewerSettings> {
    const row = await this.core.ownRow(user, code);
    await this.core.updateModel(this.core.k, row.id, { viewer_settings: JSON.stringify(settings), updated_at: this.core.now() });
    return settings;
  }

  /** user/models: somebody's listed models, or all of one's own (any state, recycle bin aside). */
  async userModels(
    viewer: Viewer,
    query: { pageNum: number; pageSize: number; userId?: number; keyword?: string; status?: string; visibility?: string },
  ): Promise<Page<MyModelItem>> {
    const userId = query.userId ?? viewer?.id;
    if (userId === undefined) throw new AppError('unauthorized', '请先登录');
    const { pageNum, pageSize } = query;
    const own = viewer !== null && (viewer.id === userId || isOperator(viewer));
    const keyword = query.keyword || undefined;
    const filter: OwnFilter = own
      ? { deleted: false, shelfOnly: true, status: query.status, visibility: query.visibility, keyword }
      : { deleted: false, status: 'ready', visibility: 'public', keyword };
    const { rows, total } = await this.core.listOwn(userId, filter, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map(presentOwn), total, pageNum, pageSize };
  }

  async syncStates(user: AuthUser, page: { pageNum: number; pageSize: number }): Promise<Page<MyModelItem>> {
    const { rows, total } = await this.core.listOwn(
      user.id,
      { deleted: false, shelfOnly: true, readyOnly: true },
      (page.pageNum - 1) * page.pageSize,
      page.pageSize,
    );
    return { list: rows.map(presentOwn), total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  async setSynced(user: AuthUser, codes: string[], synced: boolean): Promise<{ changed: number }> {
    const { models: rows, images } = await this.recycleBin.ownItems(user, codes);
    if (images.length > 0) throw errors.conflict('图片模型不能同步到空间');
    const ready = rows.filter((r) => r.status === 'ready' && !r.deleted_at);
    if (ready.length !== rows.length) throw errors.conflict('只有处理完成的模型可以同步到空间');
    await this.core.updateModels(
      this.core.k,
      ready.map((r) => r.id),
      { synced: synced ? 1 : 0, updated_at: this.core.now() },
    );
    return { changed: ready.length };
  }

  /** user/zoomModels: the models a user shows in their space (synced and listed). */
  async spaceModels(viewer: Viewer, query: { pageNum: number; pageSize: number; userId?: number }): Promise<Page<ModelCard>> {
    const userId = query.userId ?? viewer?.id;
    if (userId === undefined) throw new AppError('unauthorized', '请先登录');
    const { pageNum, pageSize } = query;
    const filter: ListFilter = { userId, synced: true };
    const [ids, total] = await Promise.all([
      this.core.listIds(filter, 'newest', (pageNum - 1) * pageSize, pageSize),
      this.core.countListed(filter),
    ]);
    return { list: (await this.core.cardsByIds(ids)).map((r) => presentCard(r)), total, pageNum, pageSize };
  }

  /** user/myShowType: a user's listed models by category (a personal space's works), with each category's count. */
  async showcase(userId: number, query: { pageNum: number; pageSize: number; type?: string }) {
    const { pageNum, pageSize } = query;
    const filter: ListFilter = { userId, ...(query.type ? { type: query.type } : {}) };
    const [types, ids, total] = await Promise.all([
      this.core.groupCounts('type', { userId }),
      this.core.listIds(filter, 'newest', (pageNum - 1) * pageSize, pageSize),
      this.core.countListed(filter),
    ]);
    types.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'));
    return { types, list: (await this.core.cardsByIds(ids)).map((r) => presentCard(r)), total, pageNum, pageSize };
  }

  /** A user's listed models, their views and likes (personal/detialCount). */
  listedTotals(userId: number): Promise<{ models: number; views: number; likes: number }> {
    return this.core.listedTotals(userId);
  }

  async recentUploads(user: AuthUser, limit: number): Promise<MyModelItem[]> {
    const { rows } = await this.core.listOwn(user.id, { deleted: false, shelfOnly: true }, 0, limit);
    return rows.map(presentOwn);
  }

  /** mycollect/model: my collected models that are still listed. */
  async collected(
    user: AuthUser,
    query: { pageNum: number; pageSize: number; keyword?: string },
  ): Promise<Page<ModelCard & { collectedAt: string }>> {
    const { pageNum, pageSize } = query;
    const { rows, total } = await this.core.collectedIds(user.id, (pageNum - 1) * pageSize, pageSize, query.keyword || undefined);
    const cards = await this.core.cardsByIds(rows.map((r) => r.id));
    const at = new Map(rows.map((r) => [r.id, r.created_at]));
    return { list: cards.map((c) => ({ ...presentCard(c), collectedAt: at.get(c.id) ?? '' })), total, pageNum, pageSize };
  }

  /** user/selectBuyModel: paid models I bought. */
  async purchased(user: AuthUser, page: { pageNum: number; pageSize: number }) {
    const buyer = await this.core.companyOf(user.id);
    const { rows, total } = await q.purchasedIds(this.core.k, buyer, (page.pageNum - 1) * page.pageSize, page.pageSize);
    const cards = new Map((await this.core.cardsByIds(rows.map((r) => r.id))).map((c) => [c.id, c]));
    const list = rows.flatMap((r) => {
      const c = cards.get(r.id);
      return c ? [{ ...presentCard(c), purchasedAt: r.created_at, paid: r.price, orderNo: r.order_no }] : [];
    });
    return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  /** For the order flow: records that a user (a sub-account: its company) bought a model, in its payment transaction. */
  async recordPurchase(trx: Executor, userId: number, modelId: number, orderNo: string | null, priceFen: number): Promise<void> {
    await q.insertPurchase(trx, {
      user_id: await this.core.companyOf(userId, trx),
      model_id: modelId,
      order_no: orderNo,
      price: priceFen,
      created_at: this.core.now(),
    });
  }

  /** The order module's view of a model on sale (modules/order/ports.ts ModelSales). */
  async modelForSale(db: Executor, by: { code: string } | { id: number }): Promise<ModelForSale | null> {
    const row = await q.findSaleRow(db, by);
    if (!row || row.deleted_at) return null;
    return {
      id: row.id,
      modelCode: row.model_code,
      title: row.title,
      priceFen: row.price,
      sellerId: row.user_id,
      freeDownload: row.free_download === 1,
      listed: isListed(row),
    };
  }

  async hasPurchased(db: Executor, userId: number, modelId: number): Promise<boolean> {
    return (await q.findPurchase(db, await this.core.companyOf(userId, db), modelId)) !== undefined;
  }

  /** A refunded purchase: the buyer may no longer download the model. */
  async revokePurchase(trx: Executor, userId: number, modelId: number): Promise<void> {
    await q.deletePurchase(trx, await this.core.companyOf(userId, trx), modelId);
  }

  async statsChart(user: AuthUser, code: string | undefined, days: number) {
    let scope: number[] | { userId: number };
    let totals: { views: number; likes: number; collects: number; comments: number; embeds: number; downloads: number };
    if (code) {
      const row = await this.core.ownRow(user, code);
      scope = [row.id];
      totals = {
        views: row.view_count,
        likes: row.like_count,
        collects: row.collect_count,
        comments: row.comment_count,
        embeds: row.embed_count,
        downloads: row.download_count,
      };
    } else {
      scope = { userId: user.id };
      const t = await this.core.ownerTotals(user.id);
      totals = {
        views: Number(t.views),
        likes: Number(t.likes),
        collects: Number(t.collects),
        comments: Number(t.comments),
        embeds: Number(t.embeds),
        downloads: Number(t.downloads),
      };
    }
    const t = this.core.clock();
    const dayList = Array.from({ length: days }, (_, i) => dayOf(t - (days - 1 - i) * DAY_MS));
    const rows = new Map((await q.dailySeries(this.core.k, scope, dayList[0]!)).map((r) => [r.day, r]));
    const series = (field: 'views' | 'embeds' | 'downloads' | 'likes' | 'collects' | 'comments') =>
      dayList.map((d) => Number(rows.get(d)?.[field] ?? 0));
    return {
      days: dayList,
      series: {
        views: series('views'),
        embeds: series('embeds'),
        downloads: series('downloads'),
        likes: series('likes'),
        collects: series('collects'),
        comments: series('comments'),
      },
      totals,
    };
  }
}

/** Free download means a price of 0: choosing it clears the price, a price above 0 clears it. */
function freeDownloadPatch(body: { price?: number; freeDownload?: boolean }): { free_download?: number; price?: number } {
  if (body.freeDownload === true) {
    if (body.price !== undefined && body.price > 0) throw errors.validation('免费下载的模型价格须为 0');
    return { free_download: 1, price: 0 };
  }
  if (body.freeDownload === false || (body.price !== undefined && body.price > 0)) return { free_download: 0 };
  return {};
}
