import { modelListQuery, type ModelCard, type Page, type PickableModel, type ProviderWorkView } from '@moxing/shared';
import type { Executor } from '../../db/index.js';
import type { ModelRow } from '../../db/schema.js';
import type { AuthUser } from '../../platform/http/route.js';
import { BrandingService } from '../branding/service.js';
import { CatalogueService, type CatalogueOptions } from '../catalogue/service.js';
import { DownloadService } from '../download/service.js';
import { EmbedService } from '../embed/service.js';
import { ImageModelService } from '../imageModel/service.js';
import { artefactUrl, type ArtefactName } from '../model/files.js';
import type { FeatureGate } from '../membership/gate.js';
import type { ModelLibrary } from '../model/ports.js';
import { ModelPageService } from '../modelPage/service.js';
import type { ModelForSale, ModelSales } from '../order/ports.js';
import { RecycleBinService } from '../shelf/recycleBin.js';
import { ShelfService } from '../shelf/service.js';
import {
  LibraryCore,
  isListed,
  type LibraryAccounts,
  type LibraryBrands,
  type LibraryCoreDeps,
  type PackageRoles,
  type Viewer,
} from './core.js';
import { cardImage } from './present.js';
import * as q from './queries.js';

export type { PackageRoles };

/** A model as a showroom places and draws it. */
export interface ShowroomModel {
  id: number;
  modelCode: string;
  ownerId: number;
  title: string;
  description: string;
  price: number;
  free: boolean;
  /** Ready, public and not in the recycle bin. */
  listed: boolean;
  ready: boolean;
  passwordProtected: boolean;
  cover: string | null;
  /** The light (phone-capped) GLB, or the web GLB while no light one exists. */
  modelUrl: string | null;
}

const pickable = (c: ModelCard): PickableModel => ({
  modelCode: c.modelCode,
  title: c.title,
  cover: c.cover,
  priceText: c.priceText,
  free: c.free,
});

export interface LibraryDeps extends LibraryCoreDeps, CatalogueOptions {}

/**
 * The model library, made of one module per concept over a shared core (core.ts: visibility, package roles, the
 * search index, counters): catalogue, modelPage, shelf and its recycleBin, embed, download, imageModel and
 * branding. Other modules talk to the library through the few methods below.
 */
export class LibraryService implements ModelLibrary, ModelSales {
  private readonly core: LibraryCore;
  readonly catalogue: CatalogueService;
  /** Custom logo and covers (roles LG3, ZDYJZFM12). */
  readonly branding: BrandingService;
  readonly modelPage: ModelPageService;
  readonly imageModels: ImageModelService;
  readonly recycleBin: RecycleBinService;
  readonly shelf: ShelfService;
  readonly embed: EmbedService;
  readonly downloads: DownloadService;

  constructor(deps: LibraryDeps) {
    const core = new LibraryCore(deps);
    this.core = core;
    this.catalogue = new CatalogueService(core, { searchCacheMs: deps.searchCacheMs, searchWindow: deps.searchWindow });
    this.branding = new BrandingService({
      db: deps.db,
      files: deps.files,
      workDir: deps.workDir,
      clock: core.clock,
      hasRole: (user, role) => core.hasRole(user, role),
      ownerHasRole: (userId, role) => core.roles(userId, role),
      ownModel: (user, code) => core.ownRow(user, code),
      onCoverChanged: () => core.invalidate(),
    });
    this.modelPage = new ModelPageService(core, this.branding);
    this.imageModels = new ImageModelService(core);
    this.recycleBin = new RecycleBinService(core, this.imageModels);
    this.shelf = new ShelfService(core, this.recycleBin);
    this.embed = new EmbedService(core, this.modelPage);
    this.downloads = new DownloadService(core);
  }

  /** Tests plug a role answer in here; the app plugs the membership feature check in with setFeatureGate. */
  setPackageRoles(roles: PackageRoles): void {
    this.core.roles = roles;
  }

  /** The membership module's feature check answers every role question of the library and its quantity limits. */
  setFeatureGate(gate: FeatureGate): void {
    this.core.roles = (userId, role) => gate.holds(userId, role);
    this.core.features = gate;
  }

  /** Sub-accounts edit their company's models; models carry their owner's brands (issue 18). */
  setCompany(accounts: LibraryAccounts, brands: LibraryBrands): void {
    this.core.accounts = accounts;
    this.core.brands = brands;
  }

  /** How many of the user's models have been embedded (the embed allowance MXNQGS counts these). */
  async embeddedModels(userId: number): Promise<number> {
    return Number((await this.core.ownerTotals(userId)).embedded);
  }

  /** Called by the model service inside the transaction that marks a model ready. */
  onModelReady(trx: Executor, modelId: number): Promise<void> {
    return this.core.onModelReady(trx, modelId);
  }

  /** Indexes ready models the index has not seen (at start-up). Answers how many. */
  reindexMissing(batch?: number): Promise<number> {
    return this.core.reindexMissing(batch);
  }

  /** For the model module: the rule before serving a generated file (model/file). */
  checkArtefact(row: ModelRow, name: ArtefactName, viewer: Viewer): Promise<void> {
    return this.core.checkArtefact(row, name, viewer);
  }

  /** For the model module's upload and the showroom: a brand the owner's model or show may carry, or a refusal. */
  requireBrand(ownerId: number, brandId: number): Promise<void> {
    return this.core.requireBrand(ownerId, brandId);
  }

  /** For the model module: the rule before serving a viewer file of a model with an access password (model/viewFile). */
  checkUnlocked(row: ModelRow, viewer: Viewer, unlock: string | undefined): void {
    this.core.checkUnlocked(row, viewer, unlock);
  }

  /** For the demand module's provider cards: each author's newest models on show, and how many they have. */
  async authorsWorks(userIds: number[], perAuthor: number): Promise<Map<number, { works: ProviderWorkView[]; count: number }>> {
    const byAuthor = new Map<number, { works: ProviderWorkView[]; count: number }>();
    for (const r of await q.authorsWorks(this.core.db.kysely, userIds, perAuthor)) {
      const own = byAuthor.get(r.user_id) ?? { works: [], count: Number(r.total) };
      own.works.push({ modelCode: r.model_code, title: r.title, cover: cardImage(r) });
      byAuthor.set(r.user_id, own);
    }
    return byAuthor;
  }

  /** For the demand module's provider order: whether the user in that column has a model on show. */
  authorHasWorks(userIdColumn: string) {
    return q.authorHasWorks(userIdColumn);
  }

  /** For the space module: a user's listed models by category, and how many of each. */
  showcase(userId: number, query: { pageNum: number; pageSize: number; type?: string }) {
    return this.shelf.showcase(userId, query);
  }

  /** For the space module: how many models a user has listed, and their views and likes. */
  listedTotals(userId: number): Promise<{ models: number; views: number; likes: number }> {
    return this.shelf.listedTotals(userId);
  }

  /** For the social module: a model the viewer may see, like, collect and comment on. */
  visibleModel(code: string, viewer: AuthUser | null): Promise<ModelRow> {
    return this.core.visibleModel(code, viewer);
  }

  /** For the social module: a like, collect or comment in today's row, inside the caller's transaction. */
  recordDaily(trx: Executor, modelId: number, field: 'likes' | 'collects' | 'comments', n?: number): Promise<void> {
    return this.core.recordDaily(trx, modelId, field, n);
  }

  /** For the order module (ModelSales): records that a user bought a model (inside its payment transaction). */
  async recordPurchase(trx: Executor, userId: number, modelId: number, orderNo: string | null, priceFen: number): Promise<void> {
    await this.shelf.recordPurchase(trx, userId, modelId, orderNo, priceFen);
    if (priceFen > 0) await this.core.stats.sale(trx, modelId, priceFen);
  }

  modelForSale(db: Executor, by: { code: string } | { id: number }): Promise<ModelForSale | null> {
    return this.shelf.modelForSale(db, by);
  }

  hasPurchased(db: Executor, userId: number, modelId: number): Promise<boolean> {
    return this.shelf.hasPurchased(db, userId, modelId);
  }

  revokePurchase(trx: Executor, userId: number, modelId: number): Promise<void> {
    return this.shelf.revokePurchase(trx, userId, modelId);
  }

  /** For the showroom module: the models of these codes in any state (unknown codes are left out). */
  async showroomModels(codes: string[]): Promise<ShowroomModel[]> {
    const rows = await q.findModelsByCodes(this.core.k, [...new Set(codes)]);
    return rows.map((r) => ({
      id: r.id,
      modelCode: r.model_code,
      ownerId: r.user_id,
      title: r.title,
      description: r.description,
      price: r.price,
      free: r.free_download === 1,
      listed: isListed(r),
      ready: r.status === 'ready' && !r.deleted_at,
      passwordProtected: r.password_hash !== null,
      cover: artefactUrl(r.model_code, 'cover.webp', r.cover_key),
      modelUrl: artefactUrl(r.model_code, 'light.glb', r.light_key) ?? artefactUrl(r.model_code, 'web.glb', r.web_key),
    }));
  }

  /** For the showroom module's model picker: the user's own ready models, their purchases, or free public ones. */
  async pickableModels(
    user: AuthUser,
    query: { source: 'own' | 'bought' | 'free'; pageNum: number; pageSize: number; keyword?: string },
  ): Promise<Page<PickableModel>> {
    const { pageNum, pageSize, keyword } = query;
    const page =
      query.source === 'own'
        ? await this.shelf.userModels(user, { pageNum, pageSize, keyword, status: 'ready' })
        : query.source === 'bought'
          ? await this.shelf.purchased(user, { pageNum, pageSize })
          : await this.catalogue.list(modelListQuery.parse({ pageNum, pageSize, keyword, price: 'free' }));
    return { list: page.list.map(pickable), total: page.total, pageNum, pageSize };
  }

  /** Clears models that have been in the recycle bin longer than the keep time (at start-up). */
  purgeExpired(): Promise<number> {
    return this.recycleBin.purgeExpired();
  }

  /** Writes buffered view and embed counts now (tests, shutdown). */
  flushCounters(): Promise<void> {
    return this.core.flushCounters();
  }

  /** On shutdown: write what is buffered; a failure is logged, never thrown into the shutdown. */
  close(): Promise<void> {
    return this.core.close();
  }
}
