import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { TRADES, UserType, findShowTemplate } from '@moxing/shared';
import type { Services } from '../app.js';
import type { Db } from '../db/index.js';
import type { AuthUser } from '../platform/http/route.js';
import { makeWorkDir } from '../platform/jobs/index.js';
import { seedDemoBusiness } from './business.js';
import { DemoMarket, OPERATOR } from './market.js';
import * as q from './queries.js';
import { seedShowroomPages, type DemoShowroom } from './showroomPages.js';
import { seedDemoStatistics } from './statistics.js';

/**
 * The demo catalogue: on a database without models, the project's own generated 3D models are uploaded
 * and created through the same services as a person's upload, so the real job queue and pipeline make
 * their web GLBs, covers and statistics. Then, once each is ready, a few demo visitors like, collect and
 * comment on it. Every step is recorded in demo_seeds, so an interrupted seeding resumes and a finished
 * one never repeats; a database that already has models of its own is left alone.
 */

/** One entry of the generator's catalogue (apps/server/src/seed-models). */
export interface DemoSeedModel {
  slug: string;
  title: string;
  description: string;
  type: string;
  trade: string;
  tags: string[];
  priceFen: number;
}

export interface DemoSeedDeps<M extends DemoSeedModel> {
  db: Db;
  services: Pick<
    Services,
    | 'account'
    | 'files'
    | 'models'
    | 'library'
    | 'social'
    | 'demands'
    | 'bids'
    | 'deliveries'
    | 'escrow'
    | 'providers'
    | 'wallet'
    | 'showrooms'
    | 'compilations'
    | 'company'
    | 'certification'
  >;
  catalogue: readonly M[];
  writeGlb: (model: M, file: string) => Promise<unknown>;
  workDir: string;
  log: { info: (msg: string) => void; warn: (obj: object, msg: string) => void };
  clock?: () => number;
}

interface DemoPerson {
  login: string;
  nickname: string;
  type: number;
}

/** Authors (service side) by category; everything else goes to the first. */
const AUTHORS: (DemoPerson & { types: string[] })[] = [
  { login: '19900000001', nickname: '匠心家具工作室', type: UserType.studio, types: ['家具', '建筑小品'] },
  { login: '19900000002', nickname: '光影灯饰设计', type: UserType.modeller, types: ['灯具'] },
  { login: '19900000003', nickname: '金缕珠宝建模', type: UserType.serviceCompany, types: ['首饰'] },
  { login: '19900000004', nickname: '青瓷坊三维', type: UserType.modeller, types: ['花瓶器皿', '餐具', '文创摆件'] },
  { login: '19900000005', nickname: '潮品数字工坊', type: UserType.studio, types: ['鞋靴箱包', '玩具'] },
  { login: '19900000006', nickname: '精工机械建模', type: UserType.serviceCompany, types: ['机械零件', '交通工具'] },
];

const VISITORS: DemoPerson[] = [
  { login: '19900000101', nickname: '设计师小林', type: UserType.buyer },
  { login: '19900000102', nickname: '室内设计阿杰', type: UserType.buyerCompany },
  { login: '19900000103', nickname: '珠宝控Lily', type: UserType.buyer },
  { login: '19900000104', nickname: '收藏家老周', type: UserType.buyer },
  { login: '19900000105', nickname: '建模新手小白', type: UserType.modeller },
  { login: '19900000106', nickname: '电商美工小美', type: UserType.brand },
];

const COMMENTS = [
  '建模很精细，贴图质感也不错，收藏了！',
  '比例很准，已经用在我的客户方案里了。',
  '细节处理得很好，点赞～',
  '面数控制得好，手机上转起来也很流畅。',
  '请问有没有同系列的其他款式？',
  '材质在环境光下很真实，做电商主图正合适。',
  '颜色搭配很高级，期待作者更多作品。',
  '边缘倒角做得很用心，学习了。',
  '打开速度很快，360 度看得很清楚。',
  '已关注作者，希望能出更多同风格的模型。',
];

const DAY_MS = 86_400_000;

/** The demo_seeds row that says the demo marketplace (market.ts) was made. */
const MARKET_SLUG = 'market';
/** The demo_seeds row that says the statistics history (statistics.ts) was written. */
const STATISTICS_SLUG = 'statistics';
/** The demo_seeds row that says the demo showrooms were made. */
const SHOWROOMS_SLUG = 'showrooms';
/** The demo_seeds row that says the showrooms' industries, the free samples and the compilations were made. */
const SHOWROOM_PAGES_SLUG = 'showroomPages';
/** The demo_seeds row that says the demo company, its brands and its certification were made. */
const BUSINESS_SLUG = 'business';

/** Demo showrooms: an author's ready models on one template each, of every kind. */
const SHOWROOMS: readonly (DemoShowroom & { description: string })[] = [
  {
    author: '19900000001',
    kind: 1,
    template: 'gallery',
    title: '匠心家具 · 新中式客厅展',
    industry: 'furniture',
    description: '实木家具与建筑小品，一厅看完整个系列',
  },
  {
    author: '19900000003',
    kind: 2,
    template: 'rotunda',
    title: '金缕珠宝品牌秀',
    industry: 'jewellery',
    description: '圆形穹顶下的珠宝精品，点开任一件查看细节',
  },
  {
    author: '19900000005',
    kind: 3,
    template: 'loft',
    title: '潮品数字工坊 3D 秀',
    industry: 'shoes',
    description: '鞋靴、箱包与潮玩，L 形厂房里的潮流展',
  },
  {
    author: '19900000004',
    kind: 1,
    template: 'corridor',
    title: '青瓷坊器物长廊',
    industry: 'museum',
    description: '花瓶、餐具与文创摆件，按序陈列的器物长廊',
  },
];

/** A number from a string, stable across runs (so the catalogue looks the same on every machine). */
function hashInt(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** Catalogue order shuffled by slug hash, so "newest" mixes the categories. */
function shuffled<T extends { slug: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => hashInt(`order:${a.slug}`) - hashInt(`order:${b.slug}`));
}

/** A database gets the demo catalogue when it has no models, and keeps getting it once seeding has begun. */
export async function demoCatalogueWanted(db: Db): Promise<boolean> {
  if ((await q.seeds(db.kysely)).length > 0) return true;
  return (await q.countModels(db.kysely)) === 0;
}

export class DemoSeeder<M extends DemoSeedModel> {
  private readonly clock: () => number;
  private people = new Map<string, AuthUser>();

  constructor(private readonly deps: DemoSeedDeps<M>) {
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  /** Whether this database should get (or keep getting) the demo catalogue. */
  async wanted(): Promise<boolean> {
    return demoCatalogueWanted(this.deps.db);
  }

  private async person(p: DemoPerson): Promise<AuthUser> {
    const cached = this.people.get(p.login);
    if (cached) return cached;
    let row = await q.findUserByLogin(this.k, p.login);
    if (!row) {
      // A random password nobody knows: the demo accounts cannot be logged into.
      const created = await this.deps.services.account.createUserWithPassword({
        login: p.login,
        passwordHash: randomBytes(32).toString('hex'),
        type: p.type,
        nickname: p.nickname,
      });
      row = { id: created.id, type: created.type, nickname: created.nickname };
    }
    const user = { id: row.id, type: row.type, sessionId: 0 };
    this.people.set(p.login, user);
    return user;
  }

  private authorFor(type: string): DemoPerson {
    return AUTHORS.find((a) => a.types.includes(type)) ?? AUTHORS[0]!;
  }

  /**
   * Uploads every catalogue entry not seeded yet and queues it for the pipeline. Answers how many were
   * created now.
   */
  async uploadAll(signal?: AbortSignal): Promise<number> {
    if (!(await this.wanted())) return 0;
    const done = new Set((await q.seeds(this.k)).map((s) => s.slug));
    const todo = shuffled(this.deps.catalogue).filter((m) => !done.has(m.slug));
    if (todo.length === 0) return 0;
    this.deps.log.info(`正在生成演示模型库：${todo.length} 个模型（后台处理，服务已可访问）`);
    const dir = await makeWorkDir(this.deps.workDir, 'demo-seed');
    let created = 0;
    try {
      for (const m of todo) {
        if (signal?.aborted) break;
        await this.uploadOne(m, dir);
        created += 1;
      }
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
    return created;
  }

  private async uploadOne(m: M, dir: string): Promise<void> {
    const { files, models, library } = this.deps.services;
    const author = await this.person(this.authorFor(m.type));
    const existing = await q.findOwnModel(this.k, author.id, m.title);
    let modelId: number;
    if (existing) {
      modelId = existing.id;
    } else {
      const file = path.join(dir, `${m.slug}.glb`);
      await this.deps.writeGlb(m, file);
      const { maxBytes, limits } = await files.budget(author.id);
      const uploaded = await files.receive(author, {
        stream: fs.createReadStream(file),
        filename: `${m.slug}.glb`,
        maxBytes,
        limits,
      });
      await fsp.rm(file, { force: true });
      const record = await models.uploadModel(
        author,
        {
          fileIds: [uploaded.fileId],
          title: m.title,
          description: m.description,
          type: m.type,
          trade: TRADES.find((t) => t === m.trade) ?? '其他',
          price: m.priceFen,
          freeDownload: m.priceFen === 0,
        },
        { background: true },
      );
      await library.shelf.updateInfo(author, { modelCode: record.modelCode, tags: m.tags });
      modelId = (await q.findOwnModel(this.k, author.id, m.title))!.id;
    }
    // Thirty days of past views, more for some models than others.
    const h = hashInt(m.slug);
    const base = 5 + (h % 60);
    const t = this.clock();
    const perDay = Array.from({ length: 30 }, (_, i) => {
      const day = new Date(t - (29 - i) * DAY_MS).toISOString().slice(0, 10);
      const wave = 1 + Math.sin((i + (h % 7)) / 3) * 0.4;
      return { day, views: Math.max(0, Math.round(base * wave * (0.6 + (hashInt(`${m.slug}:${i}`) % 80) / 100))) };
    });
    await this.k.transaction().execute(async (trx) => {
      await q.setViews(trx, modelId, perDay);
      await q.markSeeded(trx, m.slug, modelId, this.now());
    });
  }

  /**
   * Likes, collects, comments and follows from the demo visitors for seeded models the pipeline has
   * finished. Answers how many seeded models are still waiting for the pipeline.
   */
  async addSocial(): Promise<number> {
    const pending = (await q.seeds(this.k)).filter((s) => s.social_at === null && s.model_id !== null);
    if (pending.length === 0) return 0;
    const rows = new Map(
      (
        await q.modelsByIds(
          this.k,
          pending.map((s) => s.model_id!),
        )
      ).map((r) => [r.id, r]),
    );
    let waiting = 0;
    for (const s of pending) {
      const model = rows.get(s.model_id!);
      if (!model || model.status === 'failed') {
        // Deleted meanwhile, or refused by the pipeline: nothing to add.
        await q.markSocialDone(this.k, s.slug, this.now());
        continue;
      }
      if (model.status !== 'ready') {
        waiting += 1;
        continue;
      }
      try {
        await this.reactions(s.slug, model);
      } catch (e) {
        // One model's reactions are not worth stopping the others for; it is tried again on the next start.
        this.deps.log.warn({ err: e, slug: s.slug }, '演示模型的点赞与评论未能写入');
        continue;
      }
      await q.markSocialDone(this.k, s.slug, this.now());
    }
    return waiting;
  }

  /** A few demo visitors like, collect, comment on the model and follow its author (the choice is stable per slug). */
  private async reactions(slug: string, model: { model_code: string; user_id: number }): Promise<void> {
    const { social } = this.deps.services;
    const h = hashInt(slug);
    const visitors = await Promise.all(VISITORS.map((v) => this.person(v)));
    const pick = (salt: string, n: number) => visitors.filter((_, i) => hashInt(`${salt}:${slug}:${i}`) % 6 < n);
    for (const v of pick('like', 1 + (h % 4))) await social.like(v, model.model_code, true, { notify: false });
    for (const v of pick('collect', h % 3)) await social.collect(v, model.model_code, true, { notify: false });
    for (const [i, v] of pick('comment', h % 3).entries()) {
      const text = COMMENTS[(h + i * 3) % COMMENTS.length]!;
      await social.addComment(v, model.model_code, text, undefined, { notify: false, rateLimit: false });
    }
    for (const v of pick('follow', 1)) {
      if (v.id !== model.user_id) await social.follow(v, model.user_id, true, { notify: false, alreadyFollowing: 'keep' });
    }
  }

  /** A demo author, visitor or the operator by login. */
  private byLogin(login: string): Promise<AuthUser> {
    return this.person([...AUTHORS, ...VISITORS, OPERATOR].find((p) => p.login === login)!);
  }

  /** The demo marketplace (market.ts), once; answers whether it was made now. */
  async addMarket(): Promise<boolean> {
    if (!(await this.wanted())) return false;
    if ((await q.seeds(this.k)).some((s) => s.slug === MARKET_SLUG)) return false;
    await new DemoMarket(this.deps.services, this.deps.db, (login) => this.byLogin(login), this.clock).run();
    await q.markSeeded(this.k, MARKET_SLUG, null, this.now());
    await q.markSocialDone(this.k, MARKET_SLUG, this.now());
    return true;
  }

  /** The statistics history, devices and hardware showcase (statistics.ts), once the models are ready. */
  async addStatistics(): Promise<boolean> {
    if ((await q.seeds(this.k)).some((s) => s.slug === STATISTICS_SLUG)) return false;
    await seedDemoStatistics(
      this.deps.db,
      this.clock,
      AUTHORS.map((a) => a.login),
    );
    await q.markSeeded(this.k, STATISTICS_SLUG, null, this.now());
    await q.markSocialDone(this.k, STATISTICS_SLUG, this.now());
    return true;
  }

  /**
   * The demo showrooms, once the catalogue's models are ready (they place ready models only); answers whether
   * they were made now.
   */
  async addShowrooms(): Promise<boolean> {
    if ((await q.seeds(this.k)).some((x) => x.slug === SHOWROOMS_SLUG)) return false;
    const { library, showrooms } = this.deps.services;
    for (const s of SHOWROOMS) {
      const owner = await this.person(AUTHORS.find((a) => a.login === s.author)!);
      const own = await library.pickableModels(owner, { source: 'own', pageNum: 1, pageSize: 30 });
      if (own.list.length === 0) continue;
      const { id } = await showrooms.save(owner, {
        kind: s.kind,
        title: s.title,
        description: s.description,
        template: s.template,
      });
      const slots = findShowTemplate(s.template)!.slots.filter((slot) => slot.kind === 'plinth');
      const placements = slots.slice(0, own.list.length).map((slot, i) => ({
        slot: slot.index,
        modelCode: own.list[i]!.modelCode,
        rotation: 0,
        scale: 1,
      }));
      await showrooms.saveModels(owner, { id, placements });
      await showrooms.publish(owner, id);
      await q.setShowVisits(this.k, id, 120 + (hashInt(s.title) % 900));
    }
    await q.markSeeded(this.k, SHOWROOMS_SLUG, null, this.now());
    return true;
  }

  /** Industries and free samples of the demo showrooms and the demo compilations (showroomPages.ts), once, after them. */
  async addShowroomPages(): Promise<boolean> {
    const done = new Set((await q.seeds(this.k)).map((x) => x.slug));
    if (done.has(SHOWROOM_PAGES_SLUG) || !done.has(SHOWROOMS_SLUG)) return false;
    await seedShowroomPages(this.deps.services, SHOWROOMS, (login) => this.byLogin(login), OPERATOR.login);
    await q.markSeeded(this.k, SHOWROOM_PAGES_SLUG, null, this.now());
    return true;
  }

  /** The demo company with its brands and certification (business.ts), once, after the showrooms it tags. */
  async addBusiness(): Promise<boolean> {
    const done = new Set((await q.seeds(this.k)).map((x) => x.slug));
    if (done.has(BUSINESS_SLUG) || !done.has(SHOWROOMS_SLUG)) return false;
    await seedDemoBusiness(this.deps.services, await this.byLogin(AUTHORS[0]!.login), await this.byLogin(OPERATOR.login));
    await q.markSeeded(this.k, BUSINESS_SLUG, null, this.now());
    return true;
  }

  /**
   * What `npm start` runs in the background: upload, then add the visitors' reactions as the pipeline
   * finishes the models (checking every few seconds, for at most `maxWaitMs`; the rest is done on a later start).
   */
  async run(opts: { pollMs?: number; maxWaitMs?: number; signal?: AbortSignal } = {}): Promise<void> {
    if (!(await this.wanted())) return;
    const created = await this.uploadAll(opts.signal);
    if (!opts.signal?.aborted && (await this.addMarket())) this.deps.log.info('演示需求大厅已就绪：建模需求、投标与评价');
    const started = this.clock();
    for (;;) {
      if (opts.signal?.aborted) return;
      const waiting = await this.addSocial();
      if (waiting === 0) break;
      if (this.clock() - started > (opts.maxWaitMs ?? 60 * 60_000)) return;
      await new Promise((r) => setTimeout(r, opts.pollMs ?? 5000).unref());
    }
    if (created > 0) this.deps.log.info(`演示模型库已就绪：新增 ${created} 个模型`);
    if (await this.addStatistics()) this.deps.log.info('演示统计数据已就绪：近 60 天的浏览、嵌入、下载与销量');
    if (!opts.signal?.aborted && (await this.addShowrooms())) this.deps.log.info('演示展厅已就绪：3D 展厅、品牌秀与 3D 秀');
    if (!opts.signal?.aborted && (await this.addShowroomPages())) this.deps.log.info('演示合辑与免费案例已就绪');
    if (!opts.signal?.aborted && (await this.addBusiness())) this.deps.log.info('演示企业账号已就绪：企业资料、认证与品牌');
  }
}
