import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  SHOW_KIND_LABELS,
  SHOW_LIMITS,
  SHOW_STATUS_LABELS,
  findShowTemplate,
  modelPriceText,
  showIndustryName,
  type PickableModel,
  type SaveModelsBody,
  type SaveShowBody,
  type ShowCard,
  type ShowPlacement,
  type ShowScene,
  type ShowStatus,
  type ShowView,
} from '@moxing/shared';
import QRCode from 'qrcode';
import type { Db, Executor } from '../../db/index.js';
import type { ShowRow } from '../../db/schema-showroom.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { waitText, type RateLimiter } from '../../platform/rate-limit.js';
import { fileUrl, formatBytes, type FileService } from '../file/service.js';
import type { ShowroomModel } from '../library/service.js';
import type { FeatureGate } from '../membership/gate.js';
import * as q from './queries.js';
import { allowedActions, transition, type ShowActor } from './transitions.js';

/** What the showroom needs from the library: models to place and draw, purchases, the picker's lists, brands. */
export interface ShowroomLibrary {
  showroomModels(codes: string[]): Promise<ShowroomModel[]>;
  /** Refuses (403) a brand that is not the owner's company's. */
  requireBrand(ownerId: number, brandId: number): Promise<void>;
  hasPurchased(db: Executor, userId: number, modelId: number): Promise<boolean>;
  pickableModels(
    user: AuthUser,
    query: { source: 'own' | 'bought' | 'free'; pageNum: number; pageSize: number; keyword?: string },
  ): Promise<{ list: PickableModel[]; total: number; pageNum: number; pageSize: number }>;
}

/** What it needs from the file module: the owner's own uploads (music, cover), made public once shown. */
export type ShowroomFiles = Pick<FileService, 'requireOwnedRows' | 'setVisibility' | 'publicImage'>;

export interface ShowroomDeps {
  db: Db;
  library: ShowroomLibrary;
  files: ShowroomFiles;
  limiter: RateLimiter;
  /** The site's absolute address, for the share link in the QR code. */
  publicUrl: string;
  /** The membership feature check: how many shows a user may have published (ZTNUM). */
  features?: Pick<FeatureGate, 'claim' | 'refusal'>;
  clock?: () => number;
}

const DAY_MS = 86_400_000;
/** Wrong passwords per show and visitor before a pause. */
const UNLOCK_ATTEMPTS = 5;
const UNLOCK_WINDOW_MS = 10 * 60_000;

function parseJson<T>(json: string | null, fallback: T): T {
  if (!json) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

/**
 * Showrooms: an owner places models (their own, bought or free public ones) on the slots of a built-in template,
 * sets the entrance, music, cover and an optional password, and publishes the show to the hall; visitors open it
 * by link or QR code and walk it (the scene is what the web's walk viewer draws).
 */
export class ShowroomService {
  private readonly clock: () => number;

  constructor(private readonly deps: ShowroomDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  private async row(id: number): Promise<ShowRow> {
    const row = await q.findShow(this.k, id);
    if (!row) throw errors.notFound('展厅不存在或已删除');
    return row;
  }

  /** The show for an edit call: someone else's is refused (403). */
  private async ownRow(user: AuthUser, id: number, action: 'edit' | 'publish' | 'unpublish'): Promise<ShowRow> {
    const row = await this.row(id);
    transition(row.status as ShowStatus, action, row.owner_id === user.id ? 'owner' : 'visitor');
    return row;
  }

  /** A show a visitor may see: published, or any of one's own. */
  private async visibleRow(id: number, viewer: AuthUser | null): Promise<ShowRow> {
    const row = await this.row(id);
    if (row.status !== 'published' && row.owner_id !== viewer?.id) throw errors.notFound('展厅不存在或未发布');
    return row;
  }

  private async cards(rows: ShowRow[]): Promise<ShowCard[]> {
    const brandIds = [...new Set(rows.flatMap((r) => (r.brand_id === null ? [] : [r.brand_id])))];
    const [users, brandRows] = await Promise.all([
      q.findUsers(this.k, [...new Set(rows.map((r) => r.owner_id))]),
      q.findBrands(this.k, brandIds),
    ]);
    const owners = new Map(users.map((u) => [u.id, u]));
    const brands = new Map(brandRows.map((b) => [b.id, { id: b.id, name: b.name, logo: fileUrl(b.logo_file_id) }]));
    return rows.map((r) => {
      const o = owners.get(r.owner_id);
      return {
        id: r.id,
        kind: r.kind,
        kindName: SHOW_KIND_LABELS[r.kind] ?? '3D展厅',
        title: r.title,
        description: r.description,
        cover: fileUrl(r.cover_file_id),
        template: r.template,
        owner: { id: r.owner_id, nickname: o?.nickname ?? '用户', avatar: o?.avatar ?? null },
        visitCount: r.visit_count,
        modelCount: parseJson<ShowPlacement[]>(r.placements, []).length,
        hasPassword: r.password_hash !== null,
        industry: r.industry,
        industryName: showIndustryName(r.industry),
        isCase: r.is_case === 1,
        brand: (r.brand_id !== null && brands.get(r.brand_id)) || null,
      };
    });
  }

  private async view(row: ShowRow, viewer: AuthUser | null): Promise<ShowView> {
    const [card] = await this.cards([row]);
    const actor: ShowActor = viewer?.id === row.owner_id ? 'owner' : 'visitor';
    const status = row.status as ShowStatus;
    return {
      ...card!,
      status,
      statusName: SHOW_STATUS_LABELS[status],
      actions: allowedActions(status, actor),
      isOwner: actor === 'owner',
      edit:
        actor === 'owner'
          ? {
              placements: parseJson<ShowPlacement[]>(row.placements, []),
              entrance: parseJson<{ x: number; z: number; yaw: number } | null>(row.entrance, null),
              musicType: row.music_type,
              musicFileId: row.music_file_id,
              coverFileId: row.cover_file_id,
            }
          : null,
      createdAt: row.created_at,
      publishedAt: row.published_at,
    };
  }

  private page<T>(list: T[], total: number, pageNum: number, pageSize: number) {
    return { list, total, pageNum, pageSize };
  }

  async hallList(query: {
    pageNum: number;
    pageSize: number;
    kind?: number;
    keyword?: string;
    industry?: string;
    isCase?: boolean;
  }) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.publishedPage(this.k, query, (pageNum - 1) * pageSize, pageSize);
    return this.page(await this.cards(rows), total, pageNum, pageSize);
  }

  /** The free samples of /case: published shows an operator marked. */
  async caseList(page: { pageNum: number; pageSize: number }) {
    return this.hallList({ ...page, isCase: true });
  }

  /** An operator marks a published show as a free sample, or takes the mark off. */
  async setCase(operator: AuthUser, id: number, isCase: boolean): Promise<ShowView> {
    const row = await this.row(id);
    if (isCase && row.status !== 'published') throw errors.conflict('只有已发布的展厅能设为免费案例');
    await q.updateShow(this.k, id, { is_case: isCase ? 1 : 0 });
    return this.view({ ...row, is_case: isCase ? 1 : 0 }, operator);
  }

  /** Cards of the published shows among these ids (a compilation's entries), by id. */
  async publishedCards(ids: number[]): Promise<Map<number, ShowCard>> {
    const rows = (await q.findShows(this.k, ids)).filter((r) => r.status === 'published');
    return new Map((await this.cards(rows)).map((c) => [c.id, c]));
  }

  /** The owner's published shows (the meter of the show limit). */
  countPublished(ownerId: number): Promise<number> {
    return q.countPublished(this.k, ownerId);
  }

  async homeHallList(limit: number) {
    const { rows } = await q.publishedPage(this.k, {}, 0, limit);
    return { list: await this.cards(rows) };
  }

  async myShows(user: AuthUser, page: { pageNum: number; pageSize: number }) {
    const { pageNum, pageSize } = page;
    const { rows, total } = await q.ownPage(this.k, user.id, (pageNum - 1) * pageSize, pageSize);
    return this.page(await Promise.all(rows.map((r) => this.view(r, user))), total, pageNum, pageSize);
  }

  async detail(viewer: AuthUser | null, id: number): Promise<ShowView> {
    return this.view(await this.visibleRow(id, viewer), viewer);
  }

  /** An uploaded file of the owner's for a show or compilation: checked for its kind and size, made public (visitors load it). */
  async ownFile(user: AuthUser, fileId: string, what: 'music' | 'cover'): Promise<string> {
    if (what === 'cover') return (await this.deps.files.publicImage(user.id, fileId, '封面')).fileId;
    const [file] = await this.deps.files.requireOwnedRows(user.id, [fileId]);
    if (!file) throw errors.notFound('文件不存在或已删除');
    if (!file.mime.startsWith('audio/'))
      throw errors.validation(`背景音乐须为 MP3、M4A、OGG、WAV 或 FLAC 音频，“${file.name}”不是音频`);
    if (Number(file.size) > SHOW_LIMITS.musicBytes) {
      throw new AppError('tooLarge', `背景音乐不能超过 ${formatBytes(SHOW_LIMITS.musicBytes)}，请压缩后再上传`);
    }
    if (file.visibility !== 'public') await this.deps.files.setVisibility(user.id, [file.file_id], 'public');
    return file.file_id;
  }

  async save(user: AuthUser, body: SaveShowBody): Promise<{ id: number }> {
    const template = findShowTemplate(body.template);
    if (!template) throw errors.validation(`展厅模板“${body.template}”不存在，请重新选择`);
    const existing = body.id === undefined ? null : await this.ownRow(user, body.id, 'edit');
    const musicType = body.musicType ?? existing?.music_type ?? 0;
    const musicFileId =
      body.musicFileId === undefined
        ? (existing?.music_file_id ?? null)
        : body.musicFileId && (await this.ownFile(user, body.musicFileId, 'music'));
    if (musicType === 2 && !musicFileId) throw errors.validation('自定义背景音乐须先上传音频文件');
    const coverFileId =
      body.coverFileId === undefined
        ? (existing?.cover_file_id ?? null)
        : body.coverFileId && (await this.ownFile(user, body.coverFileId, 'cover'));
    const passwordHash =
      body.password === undefined
        ? (existing?.password_hash ?? null)
        : body.password === ''
          ? null
          : await hashPassword(body.password);
    if (body.brandId) await this.deps.library.requireBrand(user.id, body.brandId);
    // A new template keeps the placements whose slot it also has.
    const slots = new Set(template.slots.map((s) => s.index));
    const placements = parseJson<ShowPlacement[]>(existing?.placements ?? '[]', []).filter((p) => slots.has(p.slot));
    const fields = {
      kind: body.kind,
      title: body.title,
      description: body.description ?? existing?.description ?? '',
      template: template.code,
      industry: body.industry === undefined ? (existing?.industry ?? null) : body.industry,
      placements: JSON.stringify(placements),
      entrance: body.entrance === undefined ? (existing?.entrance ?? null) : body.entrance && JSON.stringify(body.entrance),
      music_type: musicType,
      music_file_id: musicFileId || null,
      cover_file_id: coverFileId || null,
      password_hash: passwordHash,
      brand_id: body.brandId === undefined ? (existing?.brand_id ?? null) : body.brandId,
      updated_at: this.now(),
    };
    if (existing) {
      await q.updateShow(this.k, existing.id, fields);
      return { id: existing.id };
    }
    return { id: await q.insertShow(this.k, { ...fields, owner_id: user.id, status: 'draft', created_at: fields.updated_at }) };
  }

  async saveModels(user: AuthUser, body: SaveModelsBody): Promise<ShowView> {
    const row = await this.ownRow(user, body.id, 'edit');
    const template = findShowTemplate(row.template);
    if (!template) throw errors.conflict('展厅的模板已不存在，请先更换模板');
    const slots = new Set(template.slots.map((s) => s.index));
    const used = new Set<number>();
    for (const p of body.placements) {
      if (!slots.has(p.slot)) throw errors.validation(`展位 ${p.slot} 在模板“${template.name}”中不存在`);
      if (used.has(p.slot)) throw errors.validation(`展位 ${p.slot} 只能放一个模型`);
      used.add(p.slot);
    }
    const models = new Map(
      (await this.deps.library.showroomModels(body.placements.map((p) => p.modelCode))).map((m) => [m.modelCode, m]),
    );
    for (const p of body.placements) {
      const m = models.get(p.modelCode);
      if (!m || !m.ready) throw errors.notFound(`模型 ${p.modelCode} 不存在、已删除或还在处理中`);
      const refusal = await this.placeRefusal(user, m);
      if (refusal) throw refusal;
    }
    const placements: ShowPlacement[] = body.placements.map((p) => ({
      slot: p.slot,
      modelCode: p.modelCode,
      rotation: p.rotation,
      scale: p.scale,
    }));
    await q.updateShow(this.k, row.id, { placements: JSON.stringify(placements), updated_at: this.now() });
    return this.detail(user, row.id);
  }

  /** Why this user may not place this ready model, or null: own, bought or free public models, none with a password. */
  private async placeRefusal(user: AuthUser, m: ShowroomModel): Promise<AppError | null> {
    if (m.ownerId !== user.id && !(m.listed && m.free) && !(await this.deps.library.hasPurchased(this.k, user.id, m.id))) {
      // A private model's title is not told to others.
      if (!m.listed) return errors.forbidden(`模型 ${m.modelCode} 是他人的私有模型，不能放入展厅`);
      return errors.forbidden(`“${m.title}”是他人的模型，只能放入自己的、已购买的或免费公开的模型`);
    }
    if (m.passwordProtected) return errors.validation(`“${m.title}”设置了访问密码，不能放入展厅`);
    return null;
  }

  /**
   * A new draft of the user's from a free sample: its kind, template, industry, entrance and music (built-in in
   * place of the sample's own file), and the placements of the models this user may also place.
   */
  async useCase(user: AuthUser, id: number): Promise<{ id: number }> {
    const row = await this.visibleRow(id, null);
    if (row.is_case !== 1) throw errors.notFound('这个展厅不是免费案例');
    const placed = parseJson<ShowPlacement[]>(row.placements, []);
    const models = new Map((await this.deps.library.showroomModels(placed.map((p) => p.modelCode))).map((m) => [m.modelCode, m]));
    const placements: ShowPlacement[] = [];
    for (const p of placed) {
      const m = models.get(p.modelCode);
      if (m?.ready && !(await this.placeRefusal(user, m))) placements.push(p);
    }
    const at = this.now();
    const title = `${row.title}（我的展厅）`.slice(0, SHOW_LIMITS.title);
    const newId = await q.insertShow(this.k, {
      owner_id: user.id,
      kind: row.kind,
      title,
      description: row.description,
      template: row.template,
      industry: row.industry,
      placements: JSON.stringify(placements),
      entrance: row.entrance,
      music_type: row.music_type === 2 ? 1 : row.music_type,
      music_file_id: null,
      cover_file_id: null,
      password_hash: null,
      status: 'draft',
      created_at: at,
      updated_at: at,
    });
    return { id: newId };
  }

  async publish(user: AuthUser, id: number): Promise<ShowView> {
    return this.move(user, id, 'publish');
  }

  async unpublish(user: AuthUser, id: number): Promise<ShowView> {
    return this.move(user, id, 'unpublish');
  }

  private async move(user: AuthUser, id: number, action: 'publish' | 'unpublish'): Promise<ShowView> {
    await this.k.transaction().execute(async (trx) => {
      const row = await q.findShow(trx, id);
      if (!row) throw errors.notFound('展厅不存在或已删除');
      if (action === 'publish' && parseJson<ShowPlacement[]>(row.placements, []).length === 0) {
        throw errors.conflict('展厅里还没有展品，请先放入模型再发布');
      }
      const to = transition(row.status as ShowStatus, action, row.owner_id === user.id ? 'owner' : 'visitor');
      // The show limit (ZTNUM) is checked in this transaction: two shows published at once cannot pass it.
      if (action === 'publish' && this.deps.features) {
        const d = await this.deps.features.claim(trx, user.id, 'show', (db) => q.countPublished(db, user.id));
        if (!d.allowed) throw this.deps.features.refusal(d);
      }
      const at = this.now();
      await q.updateShow(trx, id, { status: to, updated_at: at, ...(action === 'publish' ? { published_at: at } : {}) });
    });
    return this.detail(user, id);
  }

  private unlockToken(row: ShowRow, expiresMs: number): string {
    const mac = createHmac('sha256', row.password_hash ?? '')
      .update(`show.${row.id}.${expiresMs}`)
      .digest('base64url');
    return `${expiresMs}.${mac}`;
  }

  private unlocked(row: ShowRow, token: string | undefined): boolean {
    if (!row.password_hash) return true;
    if (!token) return false;
    const expiresMs = Number(token.split('.')[0]);
    if (!Number.isFinite(expiresMs) || expiresMs <= this.clock()) return false;
    const expected = Buffer.from(this.unlockToken(row, expiresMs));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /** A wrong password counts against the show and the visitor; past the limit the visitor waits. */
  async unlock(viewer: AuthUser | null, visitor: string, body: { id: number; password: string }): Promise<{ token: string }> {
    const row = await this.visibleRow(body.id, viewer);
    if (!row.password_hash) return { token: '' };
    const key = `show:unlock:${row.id}:${viewer ? `u${viewer.id}` : visitor}`;
    const { count, resetMs } = await this.deps.limiter.count(key);
    if (count >= UNLOCK_ATTEMPTS) {
      throw errors.rateLimited(`密码错误次数过多，请${waitText(resetMs)}后再试`, Math.ceil(resetMs / 1000));
    }
    if (!(await verifyPassword(body.password, row.password_hash))) {
      await this.deps.limiter.hit(key, UNLOCK_ATTEMPTS, UNLOCK_WINDOW_MS);
      throw errors.forbidden('访问密码不正确');
    }
    await this.deps.limiter.reset(key);
    return { token: this.unlockToken(row, this.clock() + DAY_MS) };
  }

  async scene(viewer: AuthUser | null, id: number, unlock: string | undefined): Promise<ShowScene> {
    const row = await this.visibleRow(id, viewer);
    if (row.owner_id !== viewer?.id && !this.unlocked(row, unlock)) throw errors.forbidden('该展厅需要访问密码，请先输入密码');
    const template = findShowTemplate(row.template);
    if (!template) throw errors.conflict('展厅的模板已不存在');
    const placements = parseJson<ShowPlacement[]>(row.placements, []);
    const models = new Map(
      (await this.deps.library.showroomModels(placements.map((p) => p.modelCode))).map((m) => [m.modelCode, m]),
    );
    const entrance = parseJson<{ x: number; z: number; yaw: number } | null>(row.entrance, null) ?? template.entrance;
    return {
      showId: row.id,
      title: row.title,
      template: template.code,
      entrance,
      music: { type: row.music_type, url: row.music_type === 2 ? fileUrl(row.music_file_id) : null },
      placements: placements.flatMap((p) => {
        const m = models.get(p.modelCode);
        // A model deleted or made private since it was placed leaves its slot empty.
        if (!m || !m.ready || m.passwordProtected || !(m.listed || m.ownerId === row.owner_id)) return [];
        return [
          {
            ...p,
            title: m.title,
            description: m.description,
            price: m.price,
            priceText: modelPriceText(m.price, m.free),
            free: m.free,
            cover: m.cover,
            modelUrl: m.modelUrl,
            pageUrl: `/modelinfo/${m.modelCode}`,
          },
        ];
      }),
    };
  }

  /** One visit per visitor and day. */
  async visit(viewer: AuthUser | null, visitor: string, id: number): Promise<{ visitCount: number; recorded: boolean }> {
    const row = await this.visibleRow(id, viewer);
    const day = new Date(this.clock()).toISOString().slice(0, 10);
    const who = viewer ? `u${viewer.id}` : visitor;
    const recorded =
      row.owner_id !== viewer?.id && (await this.deps.limiter.hit(`show:visit:${day}:${id}:${who}`, 1, DAY_MS)) === 0;
    if (recorded) await q.bumpVisits(this.k, id);
    return { visitCount: row.visit_count + (recorded ? 1 : 0), recorded };
  }

  /** The models placed in a show, as cards. */
  async zoomModels(viewer: AuthUser | null, id: number): Promise<{ list: PickableModel[] }> {
    const row = await this.visibleRow(id, viewer);
    const placements = parseJson<ShowPlacement[]>(row.placements, []);
    const models = new Map(
      (await this.deps.library.showroomModels(placements.map((p) => p.modelCode))).map((m) => [m.modelCode, m]),
    );
    return {
      list: placements.flatMap((p) => {
        const m = models.get(p.modelCode);
        if (!m || !m.ready || !(m.listed || m.ownerId === row.owner_id)) return [];
        return [
          { modelCode: m.modelCode, title: m.title, cover: m.cover, priceText: modelPriceText(m.price, m.free), free: m.free },
        ];
      }),
    };
  }

  selectModels(
    user: AuthUser,
    query: { source: 'own' | 'bought' | 'free'; pageNum: number; pageSize: number; keyword?: string },
  ) {
    return this.deps.library.pickableModels(user, query);
  }

  /** The share link of a show, as a PNG QR code. */
  async qrCode(id: number): Promise<Buffer> {
    const row = await this.row(id);
    if (row.status !== 'published') throw errors.notFound('展厅不存在或未发布');
    const link = `${this.deps.publicUrl.replace(/\/$/, '')}/exhibitionLink?id=${row.id}`;
    return QRCode.toBuffer(link, { type: 'png', width: 360, margin: 2, errorCorrectionLevel: 'M' });
  }
}
