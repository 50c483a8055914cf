import { createHmac, timingSafeEqual } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import {
  BRANDING_IMAGE_MIMES,
  DOWNLOAD_FORMATS,
  DOWNLOAD_FORMAT_LABELS,
  LIBRARY_LIMITS,
  MODEL_FORMATS,
  MODEL_SORTS,
  MODEL_SORT_LABELS,
  MODEL_TYPE_GROUPS,
  PRICE_FILTERS,
  PRICE_FILTER_LABELS,
  TRADES,
  USER_TYPE_LABELS,
  UserType,
  VIEWER_BACKGROUNDS,
  VIEWER_ENVIRONMENTS,
  VIEWER_ENVIRONMENT_LABELS,
  formatCount,
  viewerSettings as viewerSettingsSchema,
  type ConvertTarget,
  type DownloadFormat,
  type ImageModel,
  type ModelCard,
  type ModelDetail,
  type ModelListQuery,
  type ModelSort,
  type ModelStats,
  type MyModelItem,
  type Page,
  type RoleCode,
  type UserTypeValue,
  type ViewerSettings,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { ImageModelRow, ModelRow } from '../../db/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { makeWorkDir } from '../../platform/jobs/index.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { waitText, type RateLimiter } from '../../platform/rate-limit.js';
import { queryGroups, type SearchDocType, type SearchIndex } from '../../platform/search/index.js';
import type { FileService } from '../file/service.js';
import { convertGlb } from '../modelConvert/convert.js';
import { newCode, type ArtefactName } from '../model/service.js';
import { BrandingService } from './branding.js';
import { CounterBuffer, type CounterBatch } from './counters.js';
import { artefactUrl, parseTags, presentCard, presentOwn, presentRecycledImage } from './present.js';
import * as q from './queries.js';

/** Whether a user's membership package includes a role (SPEC.md section 3); the commerce issue supplies it. */
export type PackageRoles = (userId: number, role: RoleCode) => Promise<boolean>;

export interface LibraryDeps {
  db: Db;
  files: FileService;
  search: SearchIndex;
  /** Default: nobody has a package yet (operators may still do everything). */
  roles?: PackageRoles;
  limiter?: RateLimiter;
  /** Work folders for format conversions. */
  workDir: string;
  clock?: () => number;
  log?: { warn: (obj: object, msg: string) => void };
  /** How often buffered view counts are written (ms). */
  counterIntervalMs?: number;
  /** How long ranked search results are reused (ms); 0 turns the cache off. */
  searchCacheMs?: number;
  /** How many matches a search looks at before it stops counting (q.searchPage). */
  searchWindow?: number;
}

type Viewer = AuthUser | null;

const DAY_MS = 86_400_000;
const COUNT_TTL_MS = 30_000;
const POLY_TTL_MS = 30_000;
const SEARCH_CACHE_IDS = 100;
const DOC_TYPE = 'model' satisfies SearchDocType;

const isOperator = (v: Viewer) => v?.type === UserType.operator;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isListed(row: Pick<ModelRow, 'status' | 'visibility' | 'deleted_at'>): boolean {
  return row.status === 'ready' && row.visibility === 'public' && row.deleted_at === null;
}

function parseStats(json: string | null): ModelStats | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ModelStats;
  } catch {
    return null;
  }
}

function parseViewerSettings(json: string | null): ViewerSettings | null {
  if (!json) return null;
  try {
    const r = viewerSettingsSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/** The keyword with its leading words dropped one by one: "现代 风格 沙发" -> "风格 沙发", "沙发". */
export function relaxations(keyword: string): string[] {
  const words = queryGroups(keyword).map((g) =>
    g.terms.length === 1
      ? g.terms[0]!
      : g.terms[0]! +
        g.terms
          .slice(1)
          .map((t) => [...t].slice(-1).join(''))
          .join(''),
  );
  return words.slice(1).map((_, i) => words.slice(i + 1).join(' '));
}

/** Only the host of the page an embed sits in is kept. */
export function embedHost(referrer: string | undefined): string {
  if (!referrer) return '直接访问';
  try {
    const u = new URL(referrer);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return '其他';
    return u.host.toLowerCase().slice(0, 255) || '其他';
  } catch {
    return '其他';
  }
}

const MIME: Record<string, string> = { glb: 'model/gltf-binary', zip: 'application/zip', stl: 'model/stl' };

/**
 * The model library: listing, search, model pages, the owner's shelf and recycle bin, embeds, downloads,
 * image models and statistics. Visibility is decided here for everything the library shows: anyone sees
 * models that are ready, public and not in the recycle bin; owners and operators also see the rest.
 */
export class LibraryService {
  private readonly db: Db;
  private readonly files: FileService;
  private readonly search: SearchIndex;
  private roles: PackageRoles;
  private readonly limiter: RateLimiter | null;
  private readonly workDir: string;
  private readonly clock: () => number;
  private readonly log: NonNullable<LibraryDeps['log']>;
  readonly counters: CounterBuffer;
  /** Custom logo and covers (roles LG3, ZDYJZFM12). */
  readonly branding: BrandingService;
  private readonly countCache = new Map<string, { n: number; at: number }>();
  private readonly searchCache = new Map<string, { at: number } & q.SearchResult>();
  private readonly groupCache = new Map<string, { at: number; rows: { name: string; count: number }[] }>();
  private readonly searchCacheMs: number;
  private readonly searchWindow: number;
  private poly: { at: number; value: Promise<Awaited<ReturnType<LibraryService['computePolymerization']>>> } | null = null;
  private readonly converting = new Map<string, Promise<{ key: string; name: string; mime: string; size: number }>>();

  constructor(deps: LibraryDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.search = deps.search;
    this.roles = deps.roles ?? (async () => false);
    this.limiter = deps.limiter ?? null;
    this.workDir = deps.workDir;
    this.searchCacheMs = deps.searchCacheMs ?? 60_000;
    this.searchWindow = deps.searchWindow ?? 500;
    this.clock = deps.clock ?? Date.now;
    this.log = deps.log ?? { warn: () => undefined };
    this.counters = new CounterBuffer(
      (b) => this.writeCounters(b),
      deps.counterIntervalMs ?? 2000,
      (e) => this.log.warn({ err: e }, '浏览计数写入失败，将在下次重试'),
    );
    this.branding = new BrandingService({
      db: deps.db,
      files: deps.files,
      workDir: deps.workDir,
      clock: this.clock,
      hasRole: (user, role) => this.hasRole(user, role),
      ownerHasRole: (userId, role) => this.roles(userId, role),
      ownModel: (user, code) => this.ownRow(user, code),
      onCoverChanged: () => this.invalidate(),
    });
  }

  private get k() {
    return this.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  /** The commerce module plugs the package roles in here. */
  setPackageRoles(roles: PackageRoles): void {
    this.roles = roles;
  }

  private async hasRole(user: Viewer, role: RoleCode): Promise<boolean> {
    if (!user) return false;
    return isOperator(user) || this.roles(user.id, role);
  }

  /** Lists changed: forget cached totals. */
  private invalidate(): void {
    this.countCache.clear();
    this.searchCache.clear();
    this.groupCache.clear();
    this.poly = null;
  }

  private async cachedCount(key: string, compute: () => Promise<number>): Promise<number> {
    const t = this.clock();
    const hit = this.countCache.get(key);
    if (hit && t - hit.at < COUNT_TTL_MS) return hit.n;
    const n = await compute();
    if (this.countCache.size > 2000) this.countCache.clear();
    this.countCache.set(key, { n, at: t });
    return n;
  }

  // --- search index ------------------------------------------------------------------------------

  private async indexModel(db: Executor, row: ModelRow): Promise<void> {
    const nickname = await q.authorNickname(db, row.user_id);
    const body = [row.description, parseTags(row.tags).join(' '), row.type, row.trade, nickname].join(' ');
    await this.search.upsert(db, DOC_TYPE, row.id, { title: row.title, body });
  }

  /** Called by the model service inside the transaction that marks a model ready. */
  async onModelReady(trx: Executor, modelId: number): Promise<void> {
    const row = await q.findModelById(trx, modelId);
    if (!row) return;
    const format =
      parseStats(row.stats)?.format ??
      path
        .extname(row.original_name ?? '')
        .slice(1)
        .toLowerCase();
    const sourceFormat = (MODEL_FORMATS as readonly string[]).includes(format) ? format : null;
    await q.updateModel(trx, modelId, { source_format: sourceFormat });
    await this.indexModel(trx, { ...row, source_format: sourceFormat });
    this.invalidate();
  }

  /** Indexes ready models the index has not seen (at start-up). Answers how many. */
  async reindexMissing(batch = 500): Promise<number> {
    let done = 0;
    for (;;) {
      const ids = await q.unindexedReady(this.k, batch);
      if (ids.length === 0) return done;
      for (const { id } of ids) await this.k.transaction().execute((trx) => this.onModelReady(trx, id));
      done += ids.length;
    }
  }

  // --- access ----------------------------------------------------------------------------------------

  private canManage(row: Pick<ModelRow, 'user_id'>, viewer: Viewer): boolean {
    return viewer !== null && (viewer.id === row.user_id || isOperator(viewer));
  }

  private unlockToken(row: ModelRow, expiresMs: number): string {
    const mac = createHmac('sha256', row.password_hash ?? '')
      .update(`${row.model_code}.${expiresMs}`)
      .digest('base64url');
    return `${expiresMs}.${mac}`;
  }

  private unlocked(row: ModelRow, token: string | undefined): boolean {
    if (!row.password_hash) return true;
    if (!token) return false;
    const [exp, mac] = token.split('.');
    const expiresMs = Number(exp);
    if (!mac || !Number.isFinite(expiresMs) || expiresMs <= this.clock()) return false;
    const expected = Buffer.from(this.unlockToken(row, expiresMs));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  /**
   * A model another person may see: ready, public and not in the recycle bin. Owners and operators see
   * their own in any state. Everything else is "not found", so nothing leaks by its error.
   */
  private async visibleRow(code: string, viewer: Viewer): Promise<ModelRow> {
    const row = await q.findModelByCode(this.k, code);
    if (!row || !(isListed(row) || this.canManage(row, viewer))) throw errors.notFound('模型不存在或已删除');
    return row;
  }

  /** For the social module: a model the viewer may see, like, collect and comment on. */
  async visibleModel(code: string, viewer: Viewer): Promise<ModelRow> {
    const row = await this.visibleRow(code, viewer);
    if (row.deleted_at) throw errors.notFound('模型不存在或已删除');
    if (row.status !== 'ready') throw errors.conflict('模型还在处理中，完成后才能互动');
    return row;
  }

  /** The rule the model module applies before serving a generated file (/api/model/file/...). */
  async checkArtefact(row: ModelRow, name: ArtefactName, viewer: Viewer): Promise<void> {
    if (this.canManage(row, viewer)) return;
    if (!isListed(row)) throw errors.notFound('模型不存在或已删除');
    if (row.password_hash && (name === 'web.glb' || name === 'light.glb')) {
      throw errors.forbidden('该模型需要密码访问，请在模型页输入密码');
    }
  }

  async unlock(code: string, password: string, ip: string | null): Promise<{ unlock: string; expiresAt: string }> {
    const row = await this.visibleRow(code, null);
    if (!row.password_hash) {
      const expires = this.clock() + LIBRARY_LIMITS.unlockHours * 3_600_000;
      return { unlock: '', expiresAt: new Date(expires).toISOString() };
    }
    const wait = this.limiter?.hit(`unlock:${ip ?? '-'}:${code}`, 10, 10 * 60_000) ?? 0;
    if (wait) throw errors.rateLimited(`密码错误次数过多，请 ${waitText(wait)}后再试`, Math.ceil(wait / 1000));
    if (!(await verifyPassword(password, row.password_hash))) throw errors.validation('访问密码不正确');
    const expires = this.clock() + LIBRARY_LIMITS.unlockHours * 3_600_000;
    return { unlock: this.unlockToken(row, expires), expiresAt: new Date(expires).toISOString() };
  }

  /** Files of a password-protected model for a viewer who unlocked it (model/viewFile). */
  async protectedFile(code: string, name: string, token: string | undefined, viewer: Viewer) {
    if (name !== 'web.glb' && name !== 'light.glb') throw errors.notFound('文件不存在');
    const row = await this.visibleRow(code, viewer);
    if (!this.canManage(row, viewer) && !this.unlocked(row, token)) throw errors.forbidden('访问凭证已失效，请重新输入密码');
    const key = name === 'web.glb' ? row.web_key : row.light_key;
    if (!key) throw errors.notFound('模型仍在处理中，请稍后再试');
    const stat = await this.files.store.stat(key);
    if (!stat) throw errors.notFound('文件内容已丢失');
    return { key, size: stat.size, mime: 'model/gltf-binary', name: `${row.model_code}-${name}` };
  }

  // --- lists and search -------------------------------------------------------------------------------

  private filterOf(query: Pick<ModelListQuery, 'type' | 'trade' | 'price' | 'format'>): q.ListFilter {
    return { type: query.type, trade: query.trade, price: query.price, format: query.format };
  }

  /** model/list and home/getModelList. */
  async list(query: ModelListQuery): Promise<Page<ModelCard>> {
    const { pageNum, pageSize } = query;
    const offset = (pageNum - 1) * pageSize;
    const filter = this.filterOf(query);
    const filterKey = JSON.stringify(filter);
    const matches = query.keyword ? this.search.matches(DOC_TYPE, query.keyword) : null;
    if (query.keyword && !matches) {
      // Nothing searchable was typed (only punctuation): nothing matches.
      return { list: [], total: 0, pageNum, pageSize };
    }
    if (matches && query.keyword) {
      const sort: ModelSort = query.sort ?? 'relevance';
      let found = await this.searchPage(matches, `${query.keyword}|${filterKey}|${sort}`, filter, sort, offset, pageSize);
      let relaxedKeyword: string | undefined;
      // Nothing has every word ("现代风格沙发"): drop leading words, which in Chinese are the modifiers, and
      // keep the last, usually the thing itself ("沙发").
      for (const fewer of found.total === 0 ? relaxations(query.keyword) : []) {
        const m = this.search.matches(DOC_TYPE, fewer);
        if (!m) continue;
        found = await this.searchPage(m, `${fewer}|${filterKey}|${sort}`, filter, sort, offset, pageSize);
        if (found.total > 0) {
          relaxedKeyword = fewer;
          break;
        }
      }
      const rows = await q.cardsByIds(this.k, found.ids);
      return {
        list: rows.map((r) => presentCard(r)),
        total: found.total,
        pageNum,
        pageSize,
        ...(found.capped ? { totalCapped: true } : {}),
        ...(relaxedKeyword ? { relaxedKeyword } : {}),
      };
    }
    const sort = query.sort && query.sort !== 'relevance' ? query.sort : 'newest';
    const [rows, total] = await Promise.all([
      q.listCards(this.k, filter, sort, offset, pageSize),
      this.cachedCount(`list:${filterKey}`, () => q.countListed(this.k, filter)),
    ]);
    return { list: rows.map((r) => presentCard(r)), total, pageNum, pageSize };
  }

  /**
   * A page of search results. The first SEARCH_CACHE_IDS ids of a search are kept for up to a minute:
   * paging, and the same search by other people, reuse them. Any change this process makes to the library (a model ready, edited,
   * hidden, deleted, restored) drops them at once; changes made by another process (a worker elsewhere)
   * show within the minute. Likes and views only re-order "most collected/viewed" within that time.
   */
  private async searchPage(
    matches: q.Matches,
    key: string,
    filter: q.ListFilter,
    sort: ModelSort,
    offset: number,
    limit: number,
  ) {
    const t = this.clock();
    const end = offset + limit;
    const hit = this.searchCache.get(key);
    if (hit && t - hit.at < this.searchCacheMs && (end <= hit.ids.length || (!hit.capped && hit.ids.length === hit.total))) {
      return { ...hit, ids: hit.ids.slice(offset, end) };
    }
    const plan = await this.searchPlan(matches, filter);
    if (this.searchCacheMs > 0 && end <= SEARCH_CACHE_IDS) {
      const found = await q.searchPage(this.k, matches, filter, sort, 0, SEARCH_CACHE_IDS, plan);
      if (this.searchCache.size >= 500) this.searchCache.delete(this.searchCache.keys().next().value as string);
      this.searchCache.set(key, { at: t, ...found });
      return { ...found, ids: found.ids.slice(offset, end) };
    }
    return q.searchPage(this.k, matches, filter, sort, offset, limit, plan);
  }

  /**
   * How a search reads its window (q.SearchWindow): the share of listed models that pass `filter` and the newest
   * model id, both from the counts kept for a while. Only PostgreSQL plans with them (the range its window
   * reads, and its walk), and only there can a match be looked up on its own (`contains`).
   */
  private async searchPlan(matches: q.Matches, filter: q.ListFilter): Promise<q.SearchWindow> {
    if (!matches.contains) return { window: this.searchWindow, filterShare: 1, newestId: 0 };
    const key = JSON.stringify(filter);
    const share = async () => {
      if (key === '{}') return 1;
      const [passed, all] = await Promise.all([
        this.cachedCount(`list:${key}`, () => q.countListed(this.k, filter)),
        this.cachedCount('list:{}', () => q.countListed(this.k, {})),
      ]);
      return all === 0 ? 1 : Math.max(passed, 1) / all;
    };
    const [filterShare, newestId] = await Promise.all([share(), this.cachedCount('newest-id', () => q.newestModelId(this.k))]);
    return { window: this.searchWindow, filterShare, newestId };
  }

  /** Titles of listed models for the search box, best match first. */
  async suggest(keyword: string | undefined, limit: number): Promise<{ modelCode: string; title: string }[]> {
    if (!keyword) return [];
    const matches = this.search.matches(DOC_TYPE, keyword);
    if (!matches) return [];
    const { ids } = await this.searchPage(matches, `${keyword}|{}|relevance`, {}, 'relevance', 0, limit);
    const rows = await q.cardsByIds(this.k, ids);
    return rows.map((r) => ({ modelCode: r.model_code, title: r.title }));
  }

  // --- the model page ------------------------------------------------------------------------------------

  async detail(code: string, viewer: Viewer, unlockToken?: string, countView = true): Promise<ModelDetail> {
    const row = await q.findDetail(this.k, code);
    if (!row || !(isListed(row) || this.canManage(row, viewer))) throw errors.notFound('模型不存在或已删除');
    const isOwner = viewer?.id === row.user_id;
    const manage = this.canManage(row, viewer);
    const locked = !manage && !this.unlocked(row, unlockToken);
    const author = { modelCount: Number(row.author_models), fansCount: Number(row.author_fans) };
    const [flags, watermark, logo] = await Promise.all([
      viewer ? q.viewerFlags(this.k, viewer.id, row.id, row.user_id) : null,
      this.roles(row.user_id, 'SY2'),
      this.branding.viewerLogo({ id: row.user_id, type: row.author_type }, row.model_code),
    ]);
    if (countView && isListed(row) && !locked) this.counters.addView(row.id);
    const views = row.view_count + this.counters.pendingViews(row.id);
    const embeds = row.embed_count + this.counters.pendingEmbeds(row.id);
    const card = presentCard(row, this.counters.pendingViews(row.id));
    const protectedUrl = (name: 'web.glb' | 'light.glb', key: string | null) =>
      !key
        ? null
        : row.password_hash
          ? `/api/model/viewFile/${row.model_code}/${name}${unlockToken ? `?unlock=${encodeURIComponent(unlockToken)}` : ''}`
          : artefactUrl(row.model_code, name, key);
    const purchased = flags?.purchased ?? false;
    const ready = row.status === 'ready';
    const counts = {
      views,
      likes: row.like_count,
      collects: row.collect_count,
      comments: row.comment_count,
      embeds,
      downloads: row.download_count,
    };
    return {
      ...card,
      description: row.description,
      visibility: row.visibility === 'private' ? 'private' : 'public',
      status: row.status,
      locked,
      files: {
        web: locked ? null : protectedUrl('web.glb', row.web_key),
        light: locked ? null : protectedUrl('light.glb', row.light_key),
        cover: card.cover,
        thumb: card.thumb,
      },
      stats: locked ? null : parseStats(row.stats),
      viewerSettings: locked ? null : parseViewerSettings(row.viewer_settings),
      watermark: { show: watermark, text: watermark ? `${row.author_nickname} · 模型星球` : null },
      logo,
      counts,
      countsText: Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, formatCount(v)])),
      authorInfo: {
        id: row.user_id,
        nickname: row.author_nickname,
        avatar: row.author_avatar,
        type: row.author_type,
        typeName: USER_TYPE_LABELS[row.author_type as UserTypeValue] ?? '用户',
        modelCount: author.modelCount,
        fansCount: author.fansCount,
      },
      me: {
        loggedIn: viewer !== null,
        isOwner,
        liked: flags?.liked ?? false,
        collected: flags?.collected ?? false,
        following: flags?.following ?? false,
        purchased,
        canDownload: ready && viewer !== null && (manage || row.price === 0 || purchased),
      },
      downloads: ready ? this.downloadFormats(row).map((format) => ({ format, label: DOWNLOAD_FORMAT_LABELS[format] })) : [],
      embedUrl: `/modelshow?modelCode=${row.model_code}`,
      detailUrl: `/modelinfo/${row.model_code}`,
    };
  }

  // --- owner's changes -------------------------------------------------------------------------------------

  private async ownRow(user: AuthUser, code: string): Promise<ModelRow> {
    const row = await q.findModelByCode(this.k, code);
    if (!row || (row.deleted_at && !this.canManage(row, user))) throw errors.notFound('模型不存在或已删除');
    if (!this.canManage(row, user)) throw errors.forbidden('这不是你的模型');
    return row;
  }

  async updateInfo(
    user: AuthUser,
    body: {
      modelCode: string;
      title?: string;
      description?: string;
      type?: string;
      trade?: string;
      price?: number;
      tags?: string[];
      visibility?: 'public' | 'private';
      password?: string | null;
    },
  ): Promise<MyModelItem> {
    const row = await this.ownRow(user, body.modelCode);
    if (row.deleted_at) throw errors.conflict('模型在回收站中，请先恢复');
    let passwordHash: string | null | undefined;
    if (body.password !== undefined) {
      if (body.password !== null && !(await this.hasRole(user, 'MMFWMX21'))) {
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
      ...(body.tags !== undefined ? { tags: JSON.stringify([...new Set(body.tags)]) } : {}),
      ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
      ...(passwordHash !== undefined ? { password_hash: passwordHash } : {}),
      updated_at: this.now(),
    };
    await this.k.transaction().execute(async (trx) => {
      await q.updateModel(trx, row.id, patch);
      if (row.status === 'ready') {
        const updated = await q.findModelById(trx, row.id);
        if (updated) await this.indexModel(trx, updated);
      }
    });
    this.invalidate();
    return this.ownItem(body.modelCode);
  }

  private async ownItem(code: string): Promise<MyModelItem> {
    const row = await q.findModelByCode(this.k, code);
    if (!row) throw errors.notFound('模型不存在或已删除');
    const { rows } = await q.listOwn(this.k, row.user_id, { deleted: row.deleted_at !== null, ids: [row.id] }, 0, 1);
    if (!rows[0]) throw errors.notFound('模型不存在或已删除');
    return presentOwn(rows[0]);
  }

  async saveViewerSettings(user: AuthUser, code: string, settings: ViewerSettings): Promise<ViewerSettings> {
    const row = await this.ownRow(user, code);
    await q.updateModel(this.k, row.id, { viewer_settings: JSON.stringify(settings), updated_at: this.now() });
    return settings;
  }

  // --- the owner's shelf ----------------------------------------------------------------------------------------

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
    const filter: q.OwnFilter = own
      ? { deleted: false, status: query.status, visibility: query.visibility, keyword }
      : { deleted: false, status: 'ready', visibility: 'public', keyword };
    const { rows, total } = await q.listOwn(this.k, userId, filter, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map(presentOwn), total, pageNum, pageSize };
  }

  async syncStateModels(user: AuthUser, page: { pageNum: number; pageSize: number }): Promise<Page<MyModelItem>> {
    const { rows, total } = await q.listOwn(
      this.k,
      user.id,
      { deleted: false, readyOnly: true },
      (page.pageNum - 1) * page.pageSize,
      page.pageSize,
    );
    return { list: rows.map(presentOwn), total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  async setSynced(user: AuthUser, codes: string[], synced: boolean): Promise<{ changed: number }> {
    const { models: rows, images } = await this.ownItems(user, codes);
    if (images.length > 0) throw errors.conflict('图片模型不能同步到空间');
    const ready = rows.filter((r) => r.status === 'ready' && !r.deleted_at);
    if (ready.length !== rows.length) throw errors.conflict('只有处理完成的模型可以同步到空间');
    await q.updateModels(
      this.k,
      ready.map((r) => r.id),
      { synced: synced ? 1 : 0, updated_at: this.now() },
    );
    return { changed: ready.length };
  }

  /** user/zoomModels: the models a user shows in their space (synced and listed). */
  async zoomModels(viewer: Viewer, query: { pageNum: number; pageSize: number; userId?: number }): Promise<Page<ModelCard>> {
    const userId = query.userId ?? viewer?.id;
    if (userId === undefined) throw new AppError('unauthorized', '请先登录');
    const { pageNum, pageSize } = query;
    const filter: q.ListFilter = { userId, synced: true };
    const [ids, total] = await Promise.all([
      q.listIds(this.k, filter, 'newest', (pageNum - 1) * pageSize, pageSize),
      q.countListed(this.k, filter),
    ]);
    return { list: (await q.cardsByIds(this.k, ids)).map((r) => presentCard(r)), total, pageNum, pageSize };
  }

  async recentUploads(user: AuthUser, limit: number): Promise<MyModelItem[]> {
    const { rows } = await q.listOwn(this.k, user.id, { deleted: false }, 0, limit);
    return rows.map(presentOwn);
  }

  /** mycollect/model: my collected models that are still listed. */
  async collected(
    user: AuthUser,
    query: { pageNum: number; pageSize: number; keyword?: string },
  ): Promise<Page<ModelCard & { collectedAt: string }>> {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.collectedIds(this.k, user.id, (pageNum - 1) * pageSize, pageSize, query.keyword || undefined);
    const cards = await q.cardsByIds(
      this.k,
      rows.map((r) => r.id),
    );
    const at = new Map(rows.map((r) => [r.id, r.created_at]));
    return { list: cards.map((c) => ({ ...presentCard(c), collectedAt: at.get(c.id) ?? '' })), total, pageNum, pageSize };
  }

  /** user/selectBuyModel: paid models I bought. */
  async purchased(user: AuthUser, page: { pageNum: number; pageSize: number }) {
    const { rows, total } = await q.purchasedIds(this.k, user.id, (page.pageNum - 1) * page.pageSize, page.pageSize);
    const cards = new Map(
      (
        await q.cardsByIds(
          this.k,
          rows.map((r) => r.id),
        )
      ).map((c) => [c.id, c]),
    );
    const list = rows.flatMap((r) => {
      const c = cards.get(r.id);
      return c ? [{ ...presentCard(c), purchasedAt: r.created_at, paid: r.price, orderNo: r.order_no }] : [];
    });
    return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  /** For the commerce issue's order flow: records that a user bought a model (inside its payment transaction). */
  async recordPurchase(trx: Executor, userId: number, modelId: number, orderNo: string | null, priceFen: number): Promise<void> {
    await q.insertPurchase(trx, {
      user_id: userId,
      model_id: modelId,
      order_no: orderNo,
      price: priceFen,
      created_at: this.now(),
    });
  }

  // --- recycle bin -------------------------------------------------------------------------------------------

  /**
   * The 3D and image models named by `codes` (the recycle bin takes both kinds by their codes) that the user may
   * manage: unknown codes answer 404, other people's 403.
   */
  private async ownItems(user: AuthUser, codes: string[]): Promise<{ models: ModelRow[]; images: ImageModelRow[] }> {
    const unique = [...new Set(codes)];
    const [models, images] = await Promise.all([q.findModelsByCodes(this.k, unique), q.findImageModelsByCodes(this.k, unique)]);
    if (models.length + images.length < unique.length) throw errors.notFound('模型不存在或已删除');
    if ([...models, ...images].some((r) => !this.canManage(r, user))) throw errors.forbidden('只能操作自己的模型');
    return { models, images };
  }

  /**
   * Photos follow their image model: public with a public one; readable by their owner only with a private one or
   * one in the bin, like the models' own files, unless something else still shows them.
   */
  private async setPhotosVisibility<R extends Pick<ImageModelRow, 'id' | 'user_id'>>(
    rows: R[],
    visibility: (row: R) => 'public' | 'private',
  ) {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const photos = await q.photosOf(this.k, ids);
    // Hiding a photo that another image model, a demand or a logo still shows would break that page.
    const shared = await this.files.shownElsewhere(
      photos.map((p) => p.file_id),
      ids,
    );
    for (const r of rows) {
      const to = visibility(r);
      const own = photos
        .filter((p) => p.image_model_id === r.id && (to === 'public' || !shared.has(p.file_id)))
        .map((p) => p.file_id);
      if (own.length > 0) await this.files.setVisibility(r.user_id, own, to);
    }
  }

  /** Moves 3D and image models to the recycle bin. */
  async remove(user: AuthUser, codes: string[]): Promise<{ changed: number }> {
    const { models, images } = await this.ownItems(user, codes);
    const rows = models.filter((r) => !r.deleted_at);
    const imageRows = images.filter((r) => !r.deleted_at);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      await q.updateModels(
        trx,
        rows.map((r) => r.id),
        { deleted_at: at, synced: 0 },
      );
      await q.updateImageModels(
        trx,
        imageRows.map((r) => r.id),
        { deleted_at: at },
      );
    });
    await this.setPhotosVisibility(imageRows, () => 'private');
    this.invalidate();
    return { changed: rows.length + imageRows.length };
  }

  async restore(user: AuthUser, codes: string[]): Promise<{ changed: number }> {
    const { models, images } = await this.ownItems(user, codes);
    const rows = models.filter((r) => r.deleted_at);
    const imageRows = images.filter((r) => r.deleted_at);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      await q.updateModels(
        trx,
        rows.map((r) => r.id),
        { deleted_at: null, updated_at: at },
      );
      await q.updateImageModels(
        trx,
        imageRows.map((r) => r.id),
        { deleted_at: null, updated_at: at },
      );
    });
    await this.setPhotosVisibility(imageRows, (r) => (r.visibility === 'private' ? 'private' : 'public'));
    this.invalidate();
    return { changed: rows.length + imageRows.length };
  }

  /** 3D and image models in the bin together, the most recently deleted first. */
  async recycleBin(user: AuthUser, page: { pageNum: number; pageSize: number }): Promise<Page<MyModelItem>> {
    await this.purgeExpired(user.id);
    const { rows, total } = await q.recycledPage(this.k, user.id, (page.pageNum - 1) * page.pageSize, page.pageSize);
    const modelIds = rows.filter((r) => r.kind === 'model').map((r) => r.id);
    const imageIds = rows.filter((r) => r.kind === 'image').map((r) => r.id);
    const [models, images, covers] = await Promise.all([
      modelIds.length > 0 ? q.listOwn(this.k, user.id, { deleted: true, ids: modelIds }, 0, modelIds.length) : null,
      q.imageModelsByIds(this.k, imageIds),
      q.coverPhotos(this.k, imageIds),
    ]);
    const items = new Map<string, MyModelItem>();
    for (const m of models?.rows ?? []) items.set(`model:${m.id}`, presentOwn(m));
    for (const m of images) {
      const cover = covers.find((p) => p.image_model_id === m.id);
      items.set(`image:${m.id}`, presentRecycledImage(m, cover ? `/api/common/file/${cover.file_id}` : null));
    }
    const list = rows.flatMap((r) => items.get(`${r.kind}:${r.id}`) ?? []);
    return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
  }

  async clear(user: AuthUser, codes: string[]): Promise<{ changed: number }> {
    const { models, images } = await this.ownItems(user, codes);
    const notDeleted = [...models, ...images].find((r) => !r.deleted_at);
    if (notDeleted) throw errors.conflict(`“${notDeleted.title}”不在回收站中，请先删除到回收站`);
    await this.destroy(models);
    await this.destroyImages(images);
    return { changed: models.length + images.length };
  }

  async clearAll(user: AuthUser): Promise<{ changed: number }> {
    const [models, images] = await Promise.all([q.allRecycled(this.k, user.id), q.allRecycledImages(this.k, user.id)]);
    await this.destroy(models);
    await this.destroyImages(images);
    return { changed: models.length + images.length };
  }

  /** Clears 3D and image models that have been in the recycle bin longer than the keep time. */
  async purgeExpired(userId: number | null = null): Promise<number> {
    const before = new Date(this.clock() - LIBRARY_LIMITS.recycleKeepDays * DAY_MS).toISOString();
    const [models, images] = await Promise.all([
      q.recycledBefore(this.k, userId, before, 200),
      q.recycledImagesBefore(this.k, userId, before, 200),
    ]);
    await this.destroy(models);
    await this.destroyImages(images);
    return models.length + images.length;
  }

  /** Deletes image models for good, then their photos unless something else still uses them. */
  private async destroyImages(rows: ImageModelRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const photos = [...new Set((await q.photosOf(this.k, ids)).map((p) => p.file_id))];
    await q.deleteImageModels(this.k, ids);
    try {
      await this.files.removeUnused(photos);
    } catch (e) {
      this.log.warn({ err: e, imageModelIds: ids }, '删除图片模型照片失败');
    }
  }

  /** Deletes models for good: rows (likes, comments, statistics go with them), index entries, then files. */
  private async destroy(rows: ModelRow[]): Promise<void> {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const formats = (await Promise.all(ids.map((id) => q.listFormats(this.k, id)))).flat();
    await this.k.transaction().execute(async (trx) => {
      for (const id of ids) await this.search.remove(trx, DOC_TYPE, id);
      await q.deleteModels(trx, ids);
    });
    this.invalidate();
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
        for (const key of new Set(keys)) if (key) await this.files.removeArtefact(r.user_id, key);
        await this.files.removeUnused(sources);
      } catch (e) {
        this.log.warn({ err: e, modelId: r.id }, '删除模型文件失败');
      }
    }
  }

  // --- categories and the home page ----------------------------------------------------------------------------

  /** Listed models per category, trade or format (a scan of the listing index, kept like list totals). */
  private async groupCounts(
    column: 'type' | 'trade' | 'source_format',
    trade?: string,
  ): Promise<{ name: string; count: number }[]> {
    const key = `group:${column}:${trade ?? ''}`;
    const t = this.clock();
    const hit = this.groupCache.get(key);
    if (hit && t - hit.at < COUNT_TTL_MS) return hit.rows;
    const rows = await q.groupCounts(this.k, column, trade ? { trade } : {});
    this.groupCache.set(key, { at: t, rows });
    return rows;
  }

  async distinctTrades(): Promise<{ name: string; count: number }[]> {
    const counts = new Map((await this.groupCounts('trade')).map((r) => [r.name, r.count]));
    return TRADES.filter((t) => (counts.get(t) ?? 0) > 0).map((name) => ({ name, count: counts.get(name) ?? 0 }));
  }

  async typeList(trade?: string): Promise<{ name: string; count: number }[]> {
    const rows = await this.groupCounts('type', trade);
    return rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'));
  }

  async typeAllList(): Promise<{ group: string; types: { name: string; count: number }[] }[]> {
    const counts = new Map((await this.groupCounts('type')).map((r) => [r.name, r.count]));
    const known = new Set<string>(MODEL_TYPE_GROUPS.flatMap((g) => g.types));
    const extra = [...counts.keys()].filter((t) => !known.has(t)).sort((a, b) => a.localeCompare(b, 'zh'));
    return MODEL_TYPE_GROUPS.map((g) => ({
      group: g.group,
      types: [...g.types, ...(g.group === '其他' ? extra : [])].map((name) => ({ name, count: counts.get(name) ?? 0 })),
    }));
  }

  async classification() {
    const [types, tradeRows, formatRows] = await Promise.all([
      this.typeAllList(),
      this.groupCounts('trade'),
      this.groupCounts('source_format'),
    ]);
    const trades = new Map(tradeRows.map((r) => [r.name, r.count]));
    const formats = new Map(formatRows.map((r) => [r.name, r.count]));
    return {
      types,
      trades: TRADES.map((name) => ({ name, count: trades.get(name) ?? 0 })),
      formats: MODEL_FORMATS.map((value) => ({ value, label: value.toUpperCase(), count: formats.get(value) ?? 0 })),
      prices: PRICE_FILTERS.map((value) => ({ value, label: PRICE_FILTER_LABELS[value] })),
      sorts: MODEL_SORTS.map((value) => ({ value, label: MODEL_SORT_LABELS[value] })),
    };
  }

  private async cards(filter: q.ListFilter, sort: q.ListSort, limit: number): Promise<ModelCard[]> {
    return (await q.listCards(this.k, filter, sort, 0, limit)).map((r) => presentCard(r));
  }

  private async computePolymerization() {
    const [latest, popular, free, tradeCounts, models, authors, freeCount] = await Promise.all([
      this.cards({}, 'newest', 8),
      this.cards({}, 'views', 8),
      this.cards({ price: 'free' }, 'collects', 8),
      this.groupCounts('trade'),
      q.countListed(this.k, {}),
      q.distinctAuthors(this.k),
      q.countListed(this.k, { price: 'free' }),
    ]);
    const counts = new Map(tradeCounts.map((r) => [r.name, r.count]));
    const trades = await Promise.all(
      TRADES.filter((t) => (counts.get(t) ?? 0) > 0).map(async (trade) => ({
        trade,
        total: counts.get(trade) ?? 0,
        list: await this.cards({ trade }, 'views', 4),
      })),
    );
    return { latest, popular, free, trades, totals: { models, authors, free: freeCount } };
  }

  /** model/getModelPolymerization: the home page's sections in one call (kept for 30 s). */
  async polymerization() {
    const t = this.clock();
    if (!this.poly || t - this.poly.at > POLY_TTL_MS) {
      const value = this.computePolymerization();
      this.poly = { at: t, value };
      value.catch(() => {
        this.poly = null;
      });
    }
    return this.poly.value;
  }

  viewerPresets() {
    return {
      backgrounds: VIEWER_BACKGROUNDS.map((b) => ({ ...b })),
      environments: VIEWER_ENVIRONMENTS.map((value) => ({ value, label: VIEWER_ENVIRONMENT_LABELS[value] })),
    };
  }

  // --- counters -------------------------------------------------------------------------------------------------

  /**
   * Writes a batch of gathered counts: a few statements per chunk of models, each chunk its own short
   * transaction (SQLite's driver is synchronous, so one huge transaction would hold up every request).
   */
  private async writeCounters(batch: CounterBatch): Promise<void> {
    const day = dayOf(this.clock());
    const ids = [...new Set([...batch.views.keys(), ...batch.embeds.keys()])];
    for (let i = 0; i < ids.length; i += 200) {
      const chunk = ids.slice(i, i + 200);
      if (i > 0) await new Promise((r) => setImmediate(r));
      await this.k.transaction().execute(async (trx) => {
        // Models cleared for good meanwhile are skipped.
        const alive = new Set(await q.existingModelIds(trx, chunk));
        const views = new Map<number, number>();
        const embeds = new Map<number, number>();
        for (const id of chunk) {
          if (!alive.has(id)) continue;
          const v = batch.views.get(id) ?? 0;
          if (v > 0) views.set(id, v);
          const hosts = batch.embeds.get(id);
          if (!hosts) continue;
          let total = 0;
          for (const [host, n] of hosts) {
            total += n;
            await q.bumpEmbedSource(trx, id, host, day, n);
          }
          embeds.set(id, total);
        }
        await q.addCounters(trx, 'view_count', views);
        await q.bumpDailyMany(trx, day, 'views', views);
        await q.addCounters(trx, 'embed_count', embeds);
        await q.bumpDailyMany(trx, day, 'embeds', embeds);
      });
      // Written: if a later chunk fails, only what is left goes back into the buffer.
      for (const id of chunk) {
        batch.views.delete(id);
        batch.embeds.delete(id);
      }
    }
  }

  /** Writes buffered view and embed counts now (tests, shutdown). */
  async flushCounters(): Promise<void> {
    await this.counters.flush();
  }

  /** On shutdown: write what is buffered; a failure is logged, never thrown into the shutdown. */
  async close(): Promise<void> {
    try {
      await this.counters.stop();
    } catch (e) {
      this.log.warn({ err: e }, '关闭时写入浏览计数失败');
    }
  }

  /** For the social module: a like, collect or comment in today's row, inside the caller's transaction. */
  async recordDaily(trx: Executor, modelId: number, field: 'likes' | 'collects' | 'comments', n = 1): Promise<void> {
    await q.bumpDaily(trx, modelId, dayOf(this.clock()), field, n);
  }

  // --- embed ---------------------------------------------------------------------------------------------------

  /** The embed page's call: the model for the iframe, counting one embed view (not for locked models). */
  async embedView(code: string, referrer: string | undefined, unlock: string | undefined, viewer: Viewer): Promise<ModelDetail> {
    const detail = await this.detail(code, viewer, unlock, false);
    if (detail.status !== 'ready' || detail.visibility !== 'public') throw errors.notFound('模型不存在或已删除');
    if (!detail.locked) {
      const row = await q.findModelByCode(this.k, code);
      if (row && isListed(row)) {
        this.counters.addEmbed(row.id, embedHost(referrer));
        detail.counts.embeds += 1;
        detail.countsText.embeds = formatCount(detail.counts.embeds);
      }
    }
    return detail;
  }

  /** embed/count: one model's embed views (anyone, for a listed model), or all of mine. */
  async embedCount(viewer: Viewer, code: string | undefined) {
    const t = this.clock();
    const today = dayOf(t);
    const weekAgo = dayOf(t - 6 * DAY_MS);
    if (code) {
      const row = await this.visibleRow(code, viewer);
      const pending = this.counters.pendingEmbeds(row.id);
      const scope = { modelId: row.id };
      const [todayN, week, sources] = await Promise.all([
        q.embedsSince(this.k, scope, today),
        q.embedsSince(this.k, scope, weekAgo),
        this.canManage(row, viewer) ? q.embedSources(this.k, scope, 20) : Promise.resolve([]),
      ]);
      return {
        total: row.embed_count + pending,
        today: todayN + pending,
        last7Days: week + pending,
        modelsEmbedded: row.embed_count + pending > 0 ? 1 : 0,
        sources,
      };
    }
    if (!viewer) throw new AppError('unauthorized', '请先登录');
    const scope = { userId: viewer.id };
    const [totals, todayN, week, sources] = await Promise.all([
      q.ownerTotals(this.k, viewer.id),
      q.embedsSince(this.k, scope, today),
      q.embedsSince(this.k, scope, weekAgo),
      q.embedSources(this.k, scope, 20),
    ]);
    return { total: Number(totals.embeds), today: todayN, last7Days: week, modelsEmbedded: Number(totals.embedded), sources };
  }

  /** embed/leaderboard: the most embedded listed models, overall or over the last 7 / 30 days. */
  async leaderboard(query: { pageNum: number; pageSize: number; range: 'all' | '7d' | '30d' }) {
    const { pageNum, pageSize } = query;
    const offset = (pageNum - 1) * pageSize;
    let entries: { id: number; n: number }[];
    let total: number;
    if (query.range === 'all') {
      const filter: q.ListFilter = {};
      const [ids, n] = await Promise.all([
        q.listIds(this.k, { ...filter }, 'embeds', offset, pageSize),
        this.cachedCount('embedded', () => q.countEmbedded(this.k)),
      ]);
      const cards = await q.cardsByIds(this.k, ids);
      entries = cards.filter((c) => c.embed_count > 0).map((c) => ({ id: c.id, n: c.embed_count }));
      total = n;
    } else {
      const from = dayOf(this.clock() - ((query.range === '7d' ? 7 : 30) - 1) * DAY_MS);
      const r = await q.embedLeadersSince(this.k, from, offset, pageSize);
      entries = r.rows;
      total = r.total;
    }
    const cards = new Map(
      (
        await q.cardsByIds(
          this.k,
          entries.map((e) => e.id),
        )
      ).map((c) => [c.id, c]),
    );
    const list = entries.flatMap((e, i) => {
      const c = cards.get(e.id);
      return c ? [{ ...presentCard(c), rank: offset + i + 1, embedViews: e.n }] : [];
    });
    return { list, total, pageNum, pageSize };
  }

  // --- downloads ----------------------------------------------------------------------------------------------

  private downloadFormats(row: Pick<ModelRow, 'original_key' | 'web_key'>): DownloadFormat[] {
    return DOWNLOAD_FORMATS.filter((f) => (f === 'original' ? row.original_key !== null : row.web_key !== null));
  }

  /**
   * The download check (SPEC.md section 8): free models for anyone logged in, paid models for their
   * buyers; everyone else gets the quiet code 100. Private, deleted and unfinished models are "not found".
   */
  private async downloadable(user: AuthUser, code: string, unlock: string | undefined): Promise<ModelRow> {
    const row = await q.findModelByCode(this.k, code);
    if (!row || row.deleted_at || !(isListed(row) || this.canManage(row, user))) throw errors.notFound('模型不存在或已删除');
    if (row.status !== 'ready') throw errors.conflict('模型还在处理中，完成后才能下载');
    if (this.canManage(row, user)) return row;
    if (!this.unlocked(row, unlock)) throw errors.forbidden('该模型需要密码访问，请先输入密码');
    if (row.price > 0 && !(await q.findPurchase(this.k, user.id, row.id))) {
      throw new AppError('quiet', '该模型为付费模型，购买后即可下载');
    }
    return row;
  }

  async downloadCheck(user: AuthUser, code: string, unlock?: string) {
    const row = await this.downloadable(user, code, unlock);
    const cached = new Map((await q.listFormats(this.k, row.id)).map((f) => [f.format, Number(f.size)]));
    const originalSize = row.original_key ? ((await this.files.store.stat(row.original_key))?.size ?? null) : null;
    return {
      modelCode: row.model_code,
      formats: this.downloadFormats(row).map((format) => ({
        format,
        label: DOWNLOAD_FORMAT_LABELS[format],
        url: `/api/model/download?modelCode=${row.model_code}&format=${format}${unlock ? `&unlock=${encodeURIComponent(unlock)}` : ''}`,
        size: format === 'original' ? originalSize : (cached.get(format) ?? null),
      })),
    };
  }

  /** A file to download; `count` is false for resumed (ranged) requests, so one download counts once. */
  async download(user: AuthUser, code: string, format: DownloadFormat, unlock: string | undefined, count: boolean) {
    const row = await this.downloadable(user, code, unlock);
    let blob: { key: string; name: string; mime: string; size: number };
    if (format === 'original') {
      if (!row.original_key) throw errors.notFound('原始文件不存在');
      const stat = await this.files.store.stat(row.original_key);
      if (!stat) throw errors.notFound('文件内容已丢失');
      blob = {
        key: row.original_key,
        name: row.original_name ?? `${row.model_code}.zip`,
        mime: await this.originalMime(row),
        size: stat.size,
      };
    } else {
      blob = await this.converted(row, format);
    }
    if (count) {
      await this.k.transaction().execute(async (trx) => {
        await q.insertDownload(trx, { user_id: user.id, model_id: row.id, format, created_at: this.now() });
        await q.addCounter(trx, row.id, 'download_count', 1);
        await q.bumpDaily(trx, row.id, dayOf(this.clock()), 'downloads', 1);
      });
    }
    return blob;
  }

  private async originalMime(row: ModelRow): Promise<string> {
    const ids = JSON.parse(row.source_file_ids) as string[];
    if (ids.length !== 1 || !ids[0]) return 'application/zip';
    return (await this.files.findRow(ids[0]))?.mime ?? 'application/octet-stream';
  }

  /** The web GLB converted to `format`, made once and kept (two requests at once share the work). */
  private async converted(
    row: ModelRow,
    format: ConvertTarget,
  ): Promise<{ key: string; name: string; mime: string; size: number }> {
    const existing = await q.findFormat(this.k, row.id, format);
    if (existing && (await this.files.store.stat(existing.storage_key))) {
      return { key: existing.storage_key, name: existing.name, mime: existing.mime, size: Number(existing.size) };
    }
    const flight = `${row.id}:${format}`;
    let p = this.converting.get(flight);
    if (!p) {
      p = this.convert(row, format).finally(() => this.converting.delete(flight));
      this.converting.set(flight, p);
    }
    return p;
  }

  private async convert(row: ModelRow, format: ConvertTarget) {
    if (!row.web_key) throw errors.notFound('模型仍在处理中，请稍后再试');
    const dir = await makeWorkDir(this.workDir, `download-${row.id}`);
    try {
      const glb = path.join(dir, 'web.glb');
      await this.files.store.copyToFile(row.web_key, glb);
      const baseName = row.title.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60) || row.model_code;
      const out = await convertGlb(glb, format, path.join(dir, 'out'), baseName);
      const mime = out.mime || MIME[path.extname(out.name).slice(1)] || 'application/octet-stream';
      const kind = out.name.endsWith('.zip') ? 'zip' : 'model';
      return await this.files.saveArtefacts(
        row.user_id,
        [{ path: out.path, name: out.name, mime, kind, format: kind === 'model' ? format : null }],
        async (trx, files) => {
          const f = files[0]!;
          await q.insertFormat(trx, {
            model_id: row.id,
            format,
            storage_key: f.storage_key,
            name: out.name,
            mime,
            size: Number(f.size),
            created_at: this.now(),
          });
          return { key: f.storage_key, name: out.name, mime, size: Number(f.size) };
        },
      );
    } catch (e) {
      if (e instanceof AppError) throw e;
      this.log.warn({ err: e, modelId: row.id, format }, '模型格式转换失败');
      throw new AppError('unavailable', `转换为 ${format.toUpperCase()} 格式失败，请下载其他格式或稍后再试`);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  // --- statistics -------------------------------------------------------------------------------------------------

  async statsChart(user: AuthUser, code: string | undefined, days: number) {
    let scope: number[] | { userId: number };
    let totals: { views: number; likes: number; collects: number; comments: number; embeds: number; downloads: number };
    if (code) {
      const row = await this.ownRow(user, code);
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
      const t = await q.ownerTotals(this.k, user.id);
      totals = {
        views: Number(t.views),
        likes: Number(t.likes),
        collects: Number(t.collects),
        comments: Number(t.comments),
        embeds: Number(t.embeds),
        downloads: Number(t.downloads),
      };
    }
    const t = this.clock();
    const dayList = Array.from({ length: days }, (_, i) => dayOf(t - (days - 1 - i) * DAY_MS));
    const rows = new Map((await q.dailySeries(this.k, scope, dayList[0]!)).map((r) => [r.day, r]));
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

  // --- AR -------------------------------------------------------------------------------------------------------------

  async checkAr(code: string, viewer: Viewer) {
    const row = await this.visibleRow(code, viewer);
    const kind: 'jewelry' | 'shoe' | 'general' =
      row.trade === '珠宝首饰' || row.type === '首饰'
        ? 'jewelry'
        : row.type === '鞋靴箱包' || /鞋/.test(row.title)
          ? 'shoe'
          : 'general';
    const stats = parseStats(row.stats);
    let reason: string | null = null;
    if (row.status !== 'ready') reason = '模型还在处理中';
    else if (!row.light_key && !row.web_key) reason = '模型没有可用于 AR 的文件';
    else if (row.password_hash && !this.canManage(row, viewer)) reason = '该模型需要密码访问，不能用于 AR';
    else if (stats && stats.triangles > 1_500_000) reason = '模型面数过多（超过 150 万），手机 AR 无法流畅显示，请先生成轻量模型';
    const available = reason === null;
    return {
      modelCode: row.model_code,
      available,
      kind,
      reason,
      glb: available ? artefactUrl(row.model_code, row.light_key ? 'light.glb' : 'web.glb', row.light_key ?? row.web_key) : null,
      bboxMm: stats?.bboxMm ?? null,
    };
  }

  // --- image models ------------------------------------------------------------------------------------------------------

  /** The photos must be the user's own images; they are readable by link exactly when the image model is public. */
  private async photoFiles(user: AuthUser, photoIds: string[]): Promise<string[]> {
    const rows = await this.files.requireOwnedRows(user.id, photoIds);
    const bad = rows.find((r) => r.kind !== 'image');
    if (bad) throw errors.validation(`“${bad.name}”不是图片，图片模型只能使用照片`);
    // The turntable shows the uploads as they are: a TGA frame stays blank in a browser, a BMP weighs megabytes.
    const odd = rows.find((r) => !(BRANDING_IMAGE_MIMES as readonly string[]).includes(r.mime));
    if (odd) throw errors.validation(`“${odd.name}”的格式无法在网页上显示，图片模型只能使用 PNG、JPEG 或 WebP 照片`);
    return rows.map((r) => r.file_id);
  }

  private async presentImageModels(rows: q.ImageModelDetailRow[], viewer: Viewer): Promise<ImageModel[]> {
    const photos = await q.photosOf(
      this.k,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const list = photos
        .filter((p) => p.image_model_id === r.id)
        .map((p) => ({ fileId: p.file_id, url: `/api/common/file/${p.file_id}` }));
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

  async createImageModel(
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
    const at = this.now();
    const code = `i${newCode(12)}`;
    const id = await this.k.transaction().execute(async (trx) => {
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
    return this.imageModel(code, user, false);
  }

  async updateImageModel(
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
    const row = await q.findImageModel(this.k, body.code);
    if (!row) throw errors.notFound('图片模型不存在或已删除');
    if (!this.canManage(row, user)) throw errors.forbidden('这不是你的图片模型');
    if (row.deleted_at) throw errors.conflict('图片模型在回收站中，请先恢复');
    const visibility = body.visibility ?? (row.visibility === 'private' ? 'private' : 'public');
    const fileIds = body.photoIds ? await this.photoFiles(user, body.photoIds) : null;
    const current = (await q.photosOf(this.k, [row.id])).map((p) => p.file_id);
    await this.k.transaction().execute(async (trx) => {
      await q.updateImageModel(trx, row.id, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.type !== undefined ? { type: body.type || '其他' } : {}),
        ...(body.trade !== undefined ? { trade: body.trade } : {}),
        ...(body.tags !== undefined ? { tags: JSON.stringify([...new Set(body.tags)]) } : {}),
        ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
        ...(fileIds ? { photo_count: fileIds.length } : {}),
        updated_at: this.now(),
      });
      if (fileIds) await q.replacePhotos(trx, row.id, fileIds);
    });
    if (fileIds || visibility !== row.visibility) await this.setPhotosVisibility([row], () => visibility);
    // A photo taken out of the turntable goes, as when the whole image model is cleared: left behind it would stay
    // readable by its link and count against the owner's storage.
    const dropped = fileIds ? current.filter((id) => !fileIds.includes(id)) : [];
    if (dropped.length > 0) {
      try {
        await this.files.removeUnused(dropped);
      } catch (e) {
        this.log.warn({ err: e, imageModelId: row.id }, '删除移出图片模型的照片失败');
      }
    }
    return this.imageModel(body.code, user, false);
  }

  /** modelImg/info: a public image model outside the recycle bin, or one's own in any state. Counts a view for other people. */
  async imageModel(code: string, viewer: Viewer, countView = true): Promise<ImageModel> {
    const row = await q.findImageModel(this.k, code);
    const listed = row?.visibility === 'public' && row.deleted_at === null;
    if (!row || !(listed || this.canManage(row, viewer))) throw errors.notFound('图片模型不存在或已删除');
    if (countView && listed && viewer?.id !== row.user_id) {
      await q.addImageModelView(this.k, row.id);
      row.view_count += 1;
    }
    return (await this.presentImageModels([row], viewer))[0]!;
  }

  async imageModels(viewer: Viewer, query: { pageNum: number; pageSize: number; userId?: number }): Promise<Page<ImageModel>> {
    const { pageNum, pageSize } = query;
    const own = viewer !== null && query.userId !== undefined && (query.userId === viewer.id || isOperator(viewer));
    const { rows, total } = await q.listImageModels(
      this.k,
      { userId: query.userId, publicOnly: !own },
      (pageNum - 1) * pageSize,
      pageSize,
    );
    return { list: await this.presentImageModels(rows, viewer), total, pageNum, pageSize };
  }
}
