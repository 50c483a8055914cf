import type { FeatureGate } from '../membership/gate.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import {
  MODEL_FORMATS,
  UserType,
  viewerSettings as viewerSettingsSchema,
  type RoleCode,
  type ViewerSettings,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { ModelRow } from '../../db/schema.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { type RateLimiter } from '../../platform/rate-limit.js';
import type { SandboxLimits } from '../../platform/sandbox.js';
import { type SearchDocType, type SearchIndex } from '../../platform/search/index.js';
import type { FileService } from '../file/service.js';
import { parseStats, type ArtefactName } from '../model/files.js';
import { glbConverter, type GlbConverter } from '../modelConvert/convert.js';
import type { StatsRecorder } from '../statistics/recorder.js';
import { CounterBuffer, type CounterBatch } from './counters.js';
import { parseTags } from './present.js';

/** What the library needs from the business module: sub-accounts' rights, their company and their activity log. */
export interface LibraryAccounts {
  authorize(userId: number, right: 'editModels'): Promise<{ ownerId: number; actorId: number }>;
  record(actorId: number, action: string, detail: string): Promise<void>;
  /** A sub-account's parent, else the user: what a sub-account buys belongs to its company. */
  companyOf(userId: number, db?: Executor): Promise<number>;
}

/** And the owners' brands a model may carry. */
export interface LibraryBrands {
  requireOwnerBrand(ownerId: number, brandId: number): Promise<void>;
}
import * as q from './queries.js';

/** Whether a user's membership package includes a role (docs/spec/SPEC.md section 3); the commerce issue supplies it. */
export type PackageRoles = (userId: number, role: RoleCode) => Promise<boolean>;

export interface LibraryCoreDeps {
  db: Db;
  files: FileService;
  search: SearchIndex;
  /** Default: nobody has a package yet (operators may still do everything). */
  roles?: PackageRoles;
  limiter?: RateLimiter;
  /** Work folders for format conversions and covers. */
  workDir: string;
  /** When given, format conversions for downloads run in a sandboxed child process under these limits. */
  processLimits?: SandboxLimits;
  clock?: () => number;
  log?: { warn: (obj: object, msg: string) => void };
  /** How often buffered view counts are written (ms). */
  counterIntervalMs?: number;
  /** The statistics module's recorder: every daily row written here also counts in its owner's row. */
  stats: StatsRecorder;
}

export type Viewer = AuthUser | null;
export type {
  CardRow,
  DetailRow,
  ListFilter,
  ListSort,
  Matches,
  OwnFilter,
  OwnRow,
  SearchResult,
  SearchWindow,
} from './queries.js';

export const DAY_MS = 86_400_000;
const COUNT_TTL_MS = 30_000;
export const DOC_TYPE = 'model' satisfies SearchDocType;

export const isOperator = (v: Viewer) => v?.type === UserType.operator;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isListed(row: Pick<ModelRow, 'status' | 'visibility' | 'deleted_at'>): boolean {
  return row.status === 'ready' && row.visibility === 'public' && row.deleted_at === null;
}

export function parseViewerSettings(json: string | null): ViewerSettings | null {
  if (!json) return null;
  try {
    const r = viewerSettingsSchema.safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

/**
 * What the library's concept modules (catalogue, modelPage, shelf, embed, download, imageModel, branding) share:
 * who may see and manage a model (anyone sees models that are ready, public and not in the recycle bin; owners
 * and operators also see the rest), package roles, the search index, buffered view and embed counts, and the
 * cached list totals every change drops.
 */
export class LibraryCore {
  readonly db: Db;
  readonly files: FileService;
  readonly search: SearchIndex;
  roles: PackageRoles;
  /** The membership feature check, for features with quantity limits (embed count); null: no limits. */
  features: FeatureGate | null = null;
  /** Sub-accounts and brands (issue 18); null: everyone manages only their own models. */
  accounts: LibraryAccounts | null = null;
  brands: LibraryBrands | null = null;
  readonly limiter: RateLimiter | null;
  readonly workDir: string;
  /** The web GLB into another format (downloads), in a sandboxed child process when limits are configured. */
  readonly convertGlb: GlbConverter;
  readonly clock: () => number;
  readonly log: NonNullable<LibraryCoreDeps['log']>;
  readonly counters: CounterBuffer;
  readonly stats: StatsRecorder;
  private readonly countCache = new Map<string, { n: number; at: number }>();
  private readonly listsChanged: (() => void)[] = [];

  constructor(deps: LibraryCoreDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.search = deps.search;
    this.roles = deps.roles ?? (async () => false);
    this.limiter = deps.limiter ?? null;
    this.workDir = deps.workDir;
    this.convertGlb = glbConverter(deps.processLimits);
    this.clock = deps.clock ?? Date.now;
    this.log = deps.log ?? { warn: () => undefined };
    this.stats = deps.stats;
    this.counters = new CounterBuffer(
      (b) => this.writeCounters(b),
      deps.counterIntervalMs ?? 2000,
      (e) => this.log.warn({ err: e }, '浏览计数写入失败，将在下次重试'),
    );
  }

  get k() {
    return this.db.kysely;
  }

  now() {
    return new Date(this.clock()).toISOString();
  }

  // --- the library's model rows (queries.ts), read and written for its concept modules ----------------------
  // Reads use the database; the writes (and findModelById) take the caller's transaction first.

  readonly findModelByCode = this.bound(q.findModelByCode);
  readonly findModelsByCodes = this.bound(q.findModelsByCodes);
  readonly findDetail = this.bound(q.findDetail);
  readonly cardsByIds = this.bound(q.cardsByIds);
  readonly listIds = this.bound(q.listIds);
  readonly listCards = this.bound(q.listCards);
  readonly countListed = this.bound(q.countListed);
  readonly newestModelId = this.bound(q.newestModelId);
  readonly searchPage = this.bound(q.searchPage);
  readonly groupCounts = this.bound(q.groupCounts);
  readonly groupCountsOf = this.bound(q.groupCountsOf);
  readonly distinctAuthors = this.bound(q.distinctAuthors);
  readonly listOwn = this.bound(q.listOwn);
  readonly collectedIds = this.bound(q.collectedIds);
  readonly ownerTotals = this.bound(q.ownerTotals);
  readonly listedTotals = this.bound(q.listedTotals);
  readonly embedLeadersSince = this.bound(q.embedLeadersSince);
  readonly countEmbedded = this.bound(q.countEmbedded);
  readonly listFormats = this.bound(q.listFormats);
  readonly findModelById = q.findModelById;
  readonly updateModel = q.updateModel;
  readonly updateModels = q.updateModels;
  readonly deleteModels = q.deleteModels;
  readonly addCounter = q.addCounter;

  /** Adds to a model's row of the day and its owner's, inside the caller's transaction. */
  async bumpDaily(trx: Executor, modelId: number, day: string, field: q.DailyField, n: number): Promise<void> {
    await q.bumpDaily(trx, modelId, day, field, n);
    await this.stats.modelEvents(trx, day, field, new Map([[modelId, n]]));
  }

  /** A query of queries.ts on this library's database. */
  private bound<A extends unknown[], R>(query: (db: Executor, ...args: A) => R): (...args: A) => R {
    return (...args) => query(this.k, ...args);
  }

  /** A module that keeps lists (the catalogue) drops them with the totals. */
  onListsChanged(drop: () => void): void {
    this.listsChanged.push(drop);
  }

  /** Lists changed: forget cached totals. */
  invalidate(): void {
    this.countCache.clear();
    for (const drop of this.listsChanged) drop();
  }

  async hasRole(user: Viewer, role: RoleCode): Promise<boolean> {
    if (!user) return false;
    return isOperator(user) || this.roles(user.id, role);
  }

  async cachedCount(key: string, compute: () => Promise<number>): Promise<number> {
    const t = this.clock();
    const hit = this.countCache.get(key);
    if (hit && t - hit.at < COUNT_TTL_MS) return hit.n;
    const n = await compute();
    if (this.countCache.size > 2000) this.countCache.clear();
    this.countCache.set(key, { n, at: t });
    return n;
  }

  async indexModel(db: Executor, row: ModelRow): Promise<void> {
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

  canManage(row: Pick<ModelRow, 'user_id'>, viewer: Viewer): boolean {
    return viewer !== null && (viewer.id === row.user_id || isOperator(viewer));
  }

  unlockToken(row: ModelRow, expiresMs: number): string {
    const mac = createHmac('sha256', row.password_hash ?? '')
      .update(`${row.model_code}.${expiresMs}`)
      .digest('base64url');
    return `${expiresMs}.${mac}`;
  }

  unlocked(row: ModelRow, token: string | undefined): boolean {
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
  async visibleRow(code: string, viewer: Viewer): Promise<ModelRow> {
    const row = await q.findModelByCode(this.k, code);
    if (!row || !(isListed(row) || this.canManage(row, viewer))) throw errors.notFound('模型不存在或已删除');
    return row;
  }

  /** model/viewFile: the viewer files of a model with an access password, for its managers and holders of a valid token. */
  checkUnlocked(row: ModelRow, viewer: Viewer, token: string | undefined): void {
    if (!(isListed(row) || this.canManage(row, viewer))) throw errors.notFound('模型不存在或已删除');
    if (!this.canManage(row, viewer) && !this.unlocked(row, token)) throw errors.forbidden('访问凭证已失效，请重新输入密码');
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

  async ownRow(user: AuthUser, code: string): Promise<ModelRow> {
    const row = await q.findModelByCode(this.k, code);
    const mine = row !== undefined && (this.canManage(row, user) || (await this.editsForCompany(user, row)));
    if (!row || (row.deleted_at && !mine)) throw errors.notFound('模型不存在或已删除');
    if (!mine) throw errors.forbidden('这不是你的模型');
    return row;
  }

  /**
   * The account a user acts for as a company: a sub-account's parent, else the user. Purchases are the company's (a
   * sub-account downloads what its company bought) and so are brands.
   */
  companyOf(userId: number, db: Executor = this.k): Promise<number> {
    return this.accounts ? this.accounts.companyOf(userId, db) : Promise.resolve(userId);
  }

  /** A brand the owner (of a model or a show) may tag it with: one of their company's, or a refusal. */
  async requireBrand(ownerId: number, brandId: number): Promise<void> {
    if (!this.brands) throw errors.forbidden('只能选择本企业自己的品牌');
    await this.brands.requireOwnerBrand(await this.companyOf(ownerId), brandId);
  }

  /** A sub-account with the right to edit models manages its company's models (refused with 403 without it). */
  private async editsForCompany(user: AuthUser, row: ModelRow): Promise<boolean> {
    if (!this.accounts || user.id === row.user_id) return false;
    const { ownerId } = await this.accounts.authorize(user.id, 'editModels');
    return ownerId === row.user_id;
  }

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
        await this.stats.modelEvents(trx, day, 'views', views);
        await q.addCounters(trx, 'embed_count', embeds);
        await q.bumpDailyMany(trx, day, 'embeds', embeds);
        await this.stats.modelEvents(trx, day, 'embeds', embeds);
      });
      // Written: if a later chunk fails, only what is left goes back into the buffer.
      for (const id of chunk) {
        batch.views.delete(id);
        batch.embeds.delete(id);
      }
    }
  }

  /**
   * A model's first embed view, written at once rather than buffered, in one transaction with the owner's embed
   * allowance (MXNQGS): the gate's claim locks the owner and counts their other embedded models, then the model
   * is marked embedded in the same transaction, so two first embeds at once cannot both take the last unit.
   * Answers false when a concurrent request embedded the model first: the caller then counts the view as usual.
   */
  async writeFirstEmbed(
    row: Pick<ModelRow, 'id' | 'user_id'>,
    host: string,
    admit: (trx: Executor, embeddedBesides: (db: Executor) => Promise<number>) => Promise<void>,
  ): Promise<boolean> {
    const day = dayOf(this.clock());
    return this.k.transaction().execute(async (trx) => {
      await admit(trx, (db) => q.embeddedBesides(db, row.user_id, row.id));
      if (!(await q.markFirstEmbed(trx, row.id))) return false;
      await q.bumpEmbedSource(trx, row.id, host, day, 1);
      await this.bumpDaily(trx, row.id, day, 'embeds', 1);
      return true;
    });
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

  /**
   * Whether this is the visitor's first view of the model (or image model) today: a view counts once per visitor,
   * model and day, however often the page is reloaded. Kept in the limiter, so shared through Redis when there is one.
   */
  async firstViewToday(kind: 'model' | 'image', id: number, visitor: string): Promise<boolean> {
    if (!this.limiter) return true;
    return (await this.limiter.hit(`view:${kind}:${dayOf(this.clock())}:${id}:${visitor}`, 1, 86_400_000)) === 0;
  }

  /** For the social module: a like, collect or comment in today's row, inside the caller's transaction. */
  async recordDaily(trx: Executor, modelId: number, field: 'likes' | 'collects' | 'comments', n = 1): Promise<void> {
    await this.bumpDaily(trx, modelId, dayOf(this.clock()), field, n);
  }
}
