import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isKnownPage, pageInOtherCase, systemCalls } from '@moxing/shared';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { AccountService } from './modules/account/service.js';
import { accountRoutes } from './modules/account/routes.js';
import { WechatService } from './modules/wechat/service.js';
import { registerWechatPush, wechatRoutes } from './modules/wechat/routes.js';
import { AppError } from './platform/errors.js';
import { createLocalBus, createRedisBus } from './platform/bus.js';
import { AccessLog } from './platform/http/access-log.js';
import { pagePreview, withPreview } from './modules/modelPage/pagePreview.js';
import { buildOpenApi } from './platform/http/openapi.js';
import { registerRoutes } from './platform/http/register.js';
import { implement, type AnyRoute } from './platform/http/route.js';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './platform/rate-limit.js';
import { CALL_LIMITS, registerRateLimits } from './platform/http/limits.js';
import { createRedis } from './platform/redis.js';
import { pageHeaders, registerSecurityHeaders } from './platform/http/security.js';
import { createSmsProvider, type SmsProvider } from './platform/sms/index.js';
import { createWechatClient } from './platform/wechat/client.js';
import { runPipeline } from './pipeline/index.js';
import { isolatedPipeline } from './pipeline/isolated.js';
import { TUS_PATH, fileRoutes, registerTus } from './modules/file/routes.js';
import { FileService, type UploadLimitsProvider } from './modules/file/service.js';
import { TusUploads } from './modules/file/tus.js';
import { UploadSweeper } from './modules/file/sweeper.js';
import { modelRoutes } from './modules/model/routes.js';
import { ModelService, type PipelineRunner } from './modules/model/service.js';
import { modelConvertRoutes } from './modules/modelConvert/routes.js';
import { ModelConvertService } from './modules/modelConvert/service.js';
import { JOB_PAYLOADS, JOB_SETTINGS, JobQueue, JobWorker, type AppJobs } from './platform/jobs/index.js';
import { createStorage, type Storage } from './platform/storage/index.js';
import { MessageService } from './modules/message/service.js';
import { messageRoutes } from './modules/message/routes.js';
import { membershipRoutes } from './modules/membership/routes.js';
import { MembershipService } from './modules/membership/service.js';
import { BidService } from './modules/demand/bids.js';
import { DeliveryService } from './modules/demand/deliveries.js';
import { EscrowService } from './modules/demand/escrow.js';
import { ProviderService } from './modules/demand/providers.js';
import { DemandService } from './modules/demand/service.js';
import { demandRoutes } from './modules/demand/routes.js';
import { libraryRoutes } from './modules/library/routes.js';
import { LibraryService } from './modules/library/service.js';
import { socialRoutes } from './modules/social/routes.js';
import { SocialService } from './modules/social/service.js';
import { CompilationService } from './modules/showroom/compilations.js';
import { showroomRoutes } from './modules/showroom/routes.js';
import { ShowroomService } from './modules/showroom/service.js';
import { showPreview } from './modules/showroom/pagePreview.js';
import { spaceRoutes } from './modules/space/routes.js';
import { SpaceService } from './modules/space/service.js';
import { spacePreview } from './modules/space/pagePreview.js';
import { DeviceService } from './modules/statistics/devices.js';
import { statisticsRoutes } from './modules/statistics/routes.js';
import { StatisticsService } from './modules/statistics/service.js';
import { SearchIndex } from './platform/search/index.js';
import { contentRoutes } from './modules/content/routes.js';
import { contentPreview } from './modules/content/pagePreview.js';
import { ContentService } from './modules/content/service.js';
import { EngagementService } from './modules/content/engagement.js';
import { InviteService } from './modules/content/invites.js';
import { WalletService } from './modules/wallet/service.js';
import { CashoutService } from './modules/cashout/service.js';
import { cashoutRoutes } from './modules/cashout/routes.js';
import { OrderService } from './modules/order/service.js';
import { orderRoutes, paymentNoticeRoutes, registerPaymentEndpoints } from './modules/order/routes.js';
import { createPaymentProviders } from './platform/payments/index.js';
import { PointsService } from './modules/points/service.js';
import { MallService } from './modules/points/mall.js';
import { pointsRoutes } from './modules/points/routes.js';
import { SubAccountService } from './modules/business/accounts.js';
import { CertificationService } from './modules/business/certification.js';
import { CompanyService } from './modules/business/company.js';
import { businessRoutes } from './modules/business/routes.js';
import { OpenApiService } from './modules/openApi/service.js';
import { OpenEndpoints } from './modules/openApi/endpoints.js';
import { ModelLinks } from './modules/openApi/links.js';
import { openApiRoutes } from './modules/openApi/routes.js';

const VERSION = '0.1.0';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Tests pass their own to read the codes; the default writes them to the log. */
  sms?: SmsProvider;
  limiter?: RateLimiter;
  logger?: FastifyServerOptions['logger'];
  /** The 3D pipeline the jobs run (tests may wrap it); default: pipeline/index.ts. */
  runPipeline?: PipelineRunner;
  storage?: Storage;
  /** Per-user upload limits (the storage-space role plugs in here); default: config. */
  uploadLimits?: UploadLimitsProvider;
  /** Hold every answer to its call's response schema (platform/http/register.ts); tests turn it on. */
  checkResponses?: boolean;
}

export interface Services {
  account: AccountService;
  wechat: WechatService;
  files: FileService;
  tus: TusUploads;
  models: ModelService;
  modelConvert: ModelConvertService;
  jobs: JobQueue<AppJobs>;
  /** Not started here: main.ts starts it unless WORKER=false; app.close() stops it. */
  worker: JobWorker<AppJobs>;
  messages: MessageService;
  membership: MembershipService;
  demands: DemandService;
  bids: BidService;
  deliveries: DeliveryService;
  /** A demand's escrow, its cancellation and disputes (issue 19). */
  escrow: EscrowService;
  providers: ProviderService;
  search: SearchIndex;
  library: LibraryService;
  social: SocialService;
  space: SpaceService;
  statistics: StatisticsService;
  devices: DeviceService;
  /** Showrooms (issue 17). */
  showrooms: ShowroomService;
  compilations: CompilationService;
  content: ContentService;
  engagement: EngagementService;
  invites: InviteService;
  limiter: RateLimiter;
  /** Not started here: main.ts runs it at start-up and then periodically; app.close() stops it. */
  uploadSweeper: UploadSweeper;
  /** Balances and their ledger (issue 19): other modules move money only through `wallet.post`. */
  wallet: WalletService;
  /** Orders of every kind and their payments (issue 19). */
  orders: OrderService;
  /** Earnings, cash-out accounts and withdrawals (issue 15). */
  cashout: CashoutService;
  /** Points: sign-in, day tasks, history (issue 15). */
  points: PointsService;
  /** The points mall (issue 15). */
  mall: MallService;
  /** Business accounts (issue 18): certification, sub-accounts and their rights, the company and its brands. */
  certification: CertificationService;
  subAccounts: SubAccountService;
  company: CompanyService;
  /** API keys and signed requests of the open developer API (issue 18). */
  openApi: OpenApiService;
}

export interface App {
  app: FastifyInstance;
  services: Services;
}

function failure(code: string, message: string, requestId?: string) {
  return { code, errorMsg: message, msg: message, ...(requestId ? { requestId } : {}) };
}

/** A hop count becomes proxy-addr's "the first n hops are proxies" rule. */
function trustProxy(setting: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    logController: new AccessLog(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxy(config.TRUST_PROXY),
    // Stalled clients (an upload that stops sending, a request never finished) lose their connection and slot.
    connectionTimeout: config.IDLE_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
  });
  // A callback hook, not an async one: this runs on every request and the promise costs ~15% throughput.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  registerSecurityHeaders(app);

  // The spec's "POST form" calls send application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQuery(String(body)));
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 500 * 1024 * 1024, files: 20, fields: 50 } });

  const sms = opts.sms ?? createSmsProvider(config, app.log);
  const redis = config.REDIS_URL ? createRedis(config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  const limiter =
    opts.limiter ??
    (redis ? createRedisRateLimiter(redis, config.REDIS_PREFIX, config.RATE_LIMIT) : createMemoryRateLimiter(config.RATE_LIMIT));
  // Before any route: the plugin attaches its checks as routes are added.
  await registerRateLimits(app, redis, config.REDIS_PREFIX);
  // Pub/sub holds a connection of its own (a subscribed Redis connection can do nothing else).
  const bus = config.REDIS_URL ? createRedisBus(config.REDIS_URL, app.log) : undefined;
  if (bus) app.addHook('onClose', () => bus.close());
  const account = new AccountService({ db, sms, limiter, bus });
  const subAccounts = new SubAccountService({ db, logins: account });
  const wechatClient = createWechatClient(config);
  const wechat = new WechatService({ db, config, account, client: wechatClient });
  const storage = opts.storage ?? (await createStorage(config));
  const workDir = path.join(config.DATA_DIR, 'tmp');
  const jobs = new JobQueue({
    db,
    registry: JOB_PAYLOADS,
    maxAttempts: (name) => JOB_SETTINGS[name]?.maxAttempts ?? 5,
    everyMs: (name) => (name === 'wallet.settle' ? config.SETTLEMENT_INTERVAL_MINUTES * 60_000 : JOB_SETTINGS[name]?.everyMs),
  });
  // Without Redis (one process) the live unread counts travel within the process.
  const messages = new MessageService({ db, bus: bus ?? createLocalBus(), log: app.log });
  await messages.stream.start();
  app.addHook('preClose', async () => messages.stream.close());
  const membership = new MembershipService({ db, jobs, messages, defaultQuotaBytes: config.UPLOAD_USER_QUOTA_BYTES });
  membership.gate.shareAccounts((userId, executor) => subAccounts.companyOf(userId, executor));
  account.addPanelSource(async (userId) => ({ packageList: await membership.panelPackages(userId) }));
  const wallet = new WalletService({ db, settlementDays: config.SETTLEMENT_DAYS });
  // Before the modules that tell it of day tasks done (uploads, comments, collects, completed demands).
  const points = new PointsService({ db, wallet });
  account.addPanelSource((userId) => points.centrePanel(userId));
  const files = new FileService({
    db,
    storage,
    config,
    limits: opts.uploadLimits ?? ((userId, defaults) => membership.uploadLimits(userId, defaults)),
  });
  const tus = new TusUploads({
    db,
    files,
    dir: path.join(config.DATA_DIR, 'tus'),
    path: TUS_PATH,
    expireHours: config.TUS_EXPIRE_HOURS,
  });
  const uploadSweeper = new UploadSweeper({ storage, tus, log: app.log });
  app.addHook('onClose', async () => uploadSweeper.stop());
  const processLimits = { timeoutMs: config.PROCESS_TIMEOUT_SECONDS * 1000, memoryMb: config.PROCESS_MEMORY_MB };
  const pipeline = opts.runPipeline ?? (config.PROCESS_ISOLATION ? isolatedPipeline(processLimits) : runPipeline);
  const search = new SearchIndex(db.dialect);
  // The business accounts module answers a company's sub-accounts; until it does, a dashboard spans the user alone.
  // A company's dashboards span its sub-accounts; a child sees them only with the seeStats right.
  const statistics = new StatisticsService({
    db,
    team: {
      memberIds: async (userId) => {
        await subAccounts.authorize(userId, 'seeStats');
        return subAccounts.memberIds(userId);
      },
    },
  });
  const devices = new DeviceService(db);
  const library = new LibraryService({
    db,
    stats: statistics.recorder,
    files,
    search,
    limiter,
    workDir,
    processLimits: config.PROCESS_ISOLATION ? processLimits : undefined,
    log: app.log,
    searchCacheMs: config.SEARCH_CACHE_SECONDS * 1000,
    searchWindow: config.SEARCH_WINDOW,
  });
  app.addHook('onClose', async () => library.close());
  library.setFeatureGate(membership.gate);
  const models = new ModelService({
    db,
    files,
    jobs,
    runPipeline: pipeline,
    workDir,
    log: app.log,
    library,
    features: membership.gate,
    dayTasks: points,
    accounts: subAccounts,
  });
  membership.gate.measure('upload', (userId) => models.countOwn(userId));
  membership.gate.measure('embed', (userId) => library.embeddedModels(userId));
  membership.gate.measure('storage', async (userId) => (await files.usage(userId)).usedBytes);
  const modelConvert = new ModelConvertService({
    db,
    files,
    jobs,
    runPipeline: pipeline,
    workDir,
    limits: config.PROCESS_ISOLATION ? processLimits : undefined,
  });
  const cashout = new CashoutService({ db, wallet, messages, files, config });
  const gateways = createPaymentProviders(config);
  const orders = new OrderService({
    db,
    wallet,
    providers: gateways,
    jobs,
    models: library,
    messages,
    packages: membership,
    wechatPayers: wechat,
    feePercent: config.PLATFORM_FEE_PERCENT,
    timeoutMinutes: config.ORDER_TIMEOUT_MINUTES,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
    spending: subAccounts,
  });
  gateways.sandbox?.onNotice((notice) => orders.payments.receiveNotice('sandbox', notice));
  account.addPanelSource((userId) => orders.panel(userId));
  const worker = new JobWorker(
    jobs,
    {
      ...models.jobHandlers(),
      ...modelConvert.jobHandlers(),
      ...orders.payments.jobHandlers(),
      ...membership.jobHandlers(),
      ...wallet.jobHandlers(),
    },
    {
      leaseMs: config.JOB_LEASE_MS,
      pollMs: config.JOB_POLL_MS,
      backoffBaseMs: config.JOB_BACKOFF_BASE_MS,
      log: app.log,
    },
  );
  app.addHook('onClose', async () => worker.stop());
  const escrow = new EscrowService({
    db,
    messages,
    files,
    models,
    wallet,
    orders,
    feePercent: config.PLATFORM_FEE_PERCENT,
    spending: subAccounts,
  });
  orders.admitFulfiller('escrow', escrow);
  const demands = new DemandService({ db, messages, files, models, escrow });
  const bids = new BidService({ db, messages, files, models });
  const deliveries = new DeliveryService({ db, messages, files, models, demands, escrow, dayTasks: points });
  const providers = new ProviderService({ db, library });
  models.admitViewers(deliveries);
  files.admitReaders(demands);
  const social = new SocialService({ db, messages, models: library, limiter, dayTasks: points });
  const mall = new MallService({ db, wallet, membership, messages, files });
  const space = new SpaceService({ db, files, library, social, stats: statistics.recorder });
  const showrooms = new ShowroomService({
    db,
    library,
    files,
    limiter,
    publicUrl: config.PUBLIC_URL,
    features: membership.gate,
  });
  membership.gate.measure('show', (userId) => showrooms.countPublished(userId));
  const compilations = new CompilationService({ db, library, shows: showrooms });
  const certification = new CertificationService({ db, files, messages });
  const company = new CompanyService({ db, files, accounts: subAccounts, certification });
  library.setCompany(subAccounts, company);
  const content = new ContentService({ db });
  const engagement = new EngagementService({ db, messages, files, limiter });
  const invites = new InviteService({ db, rewards: points });
  account.admitInvites(invites);
  const openApi = new OpenApiService({
    db,
    limiter,
    serverKey: config.OPEN_API_SECRET_KEY,
    bodyLimit: config.OPEN_API_BODY_LIMIT_BYTES,
  });
  const openEndpoints = new OpenEndpoints({ files, models, library, showrooms });
  const modelLinks = new ModelLinks({ models, wechat: wechatClient, publicUrl: config.PUBLIC_URL });
  const services: Services = {
    account,
    wechat,
    files,
    tus,
    models,
    modelConvert,
    jobs,
    worker,
    messages,
    membership,
    demands,
    bids,
    deliveries,
    escrow,
    providers,
    search,
    library,
    social,
    space,
    statistics,
    devices,
    showrooms,
    compilations,
    content,
    engagement,
    invites,
    limiter,
    uploadSweeper,
    wallet,
    orders,
    cashout,
    points,
    mall,
    certification,
    subAccounts,
    company,
    openApi,
  };

  // Built once: monitors call health often, and building the query cost more than running it.
  const databasePing = db.kysely.selectFrom('users').select('id').limit(1).compile();
  const routes: AnyRoute[] = [
    implement(systemCalls.health, async () => {
      await db.kysely.executeQuery(databasePing);
      return { status: 'ok' as const, database: db.dialect, uptimeSeconds: Math.round(process.uptime()), version: VERSION };
    }),
    ...accountRoutes(account),
    ...wechatRoutes(wechat, modelLinks),
    ...fileRoutes(files, tus),
    ...modelRoutes(models, files),
    ...modelConvertRoutes(modelConvert, files),
    ...messageRoutes(messages),
    ...membershipRoutes(membership, files),
    ...demandRoutes({ demands, bids, deliveries, escrow, providers }),
    ...libraryRoutes(library, files),
    ...socialRoutes(social),
    ...spaceRoutes(space),
    ...statisticsRoutes(statistics, devices),
    ...showroomRoutes(showrooms, compilations),
    ...businessRoutes({ certification, accounts: subAccounts, company }),
    ...contentRoutes({ content, engagement, invites }),
    ...orderRoutes(orders, wallet),
    ...cashoutRoutes(cashout, files),
    ...pointsRoutes(points, mall),
    ...openApiRoutes(openApi, openEndpoints),
  ];
  // The footer's and /contactUs's contact ways: served by the call and drawn into the contact page.
  const siteInfo = {
    icp: config.SITE_ICP ?? null,
    contact: {
      phone: config.SITE_CONTACT_PHONE ?? null,
      email: config.SITE_CONTACT_EMAIL ?? null,
      wechat: config.SITE_CONTACT_WECHAT ?? null,
      address: config.SITE_CONTACT_ADDRESS ?? null,
      hours: config.SITE_CONTACT_HOURS ?? null,
    },
  };
  routes.push(implement(systemCalls.siteInfo, () => siteInfo));
  // The document lists itself too; the handler runs only after it is built.
  routes.push(implement(systemCalls.openapi, () => openapi));
  // The gateways' notifications are served in a scope of their own (raw bodies) but documented with the rest.
  const notices = paymentNoticeRoutes(orders.payments);
  const openapi = buildOpenApi([...routes, ...notices], VERSION);
  registerRoutes(app, routes, account, {
    checkResponses: opts.checkResponses,
    limits: config.RATE_LIMIT ? CALL_LIMITS : undefined,
    openApi,
  });
  registerTus(app, tus, account);
  registerWechatPush(app, wechat);
  registerPaymentEndpoints(app, notices, account, gateways, config.PUBLIC_URL);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      if (err.kind === 'rateLimited' && typeof err.details?.retryAfterSeconds === 'number') {
        reply.header('retry-after', String(err.details.retryAfterSeconds));
      }
      if (err.kind === 'internal') req.log.error({ err }, err.message);
      const body = failure(err.code, err.message);
      return reply
        .status(err.status)
        .send(err.kind === 'validation' && err.details ? { ...body, fields: err.details.fields } : body);
    }
    const e = err as { code?: string; statusCode?: number; message?: string };
    if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || e.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(failure('413', '提交的内容过大'));
    }
    if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return reply.status(415).send(failure('400', '不支持的提交格式'));
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.status(400).send(failure('400', '请求格式不正确'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(failure('500', `服务器开小差了，请稍后再试（请求编号 ${req.id}）`, req.id));
  });

  const indexHtml = config.WEB_DIST ? path.join(config.WEB_DIST, 'index.html') : '';
  const hasWeb = indexHtml !== '' && fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside its scripts and stylesheets (apps/web/vite.config.ts): sent as
      // they are, with no compression work per request.
      preCompressed: true,
      // Off so that send's own "max-age=0" does not replace the header set below.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('vary', 'accept-encoding');
        // Hashed build files never change; the rest (favicon and such) is revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const page = hasWeb
    ? fs.readFileSync(indexHtml, 'utf8')
    : '<!doctype html><meta charset="utf-8"><title>页面不存在</title><p>页面不存在</p>';

  app.setNotFoundHandler(async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.status(404).send(failure('404', '接口不存在'));
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send(failure('404', '接口不存在'));
    // The single-page app renders every page; unknown paths get its 404 page with a real 404 status.
    const known = isKnownPage(pathname);
    // People type page addresses in lower case (/apidocument); send them to the page itself.
    const recased = known ? null : pageInOtherCase(pathname);
    if (recased) return reply.redirect(recased + req.url.slice(pathname.length), 301);
    const preview =
      known && hasWeb
        ? await (async () => {
            const url = new URL(req.url, `${req.protocol}://${req.host}`);
            return (
              (await pagePreview(library, url, req.headers['user-agent'] ?? '')) ??
              (await contentPreview({ content, contact: siteInfo.contact }, url)) ??
              (await showPreview(showrooms, url)) ??
              (await spacePreview(space, url))
            );
          })().catch((err: unknown) => {
            req.log.warn({ err }, 'page preview failed');
            return null;
          })
        : null;
    const html = preview ? withPreview(page, preview) : page;
    pageHeaders(reply, pathname, html);
    return reply
      .status(known && !preview?.notFound ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'user-agent')
      .send(html);
  });

  return { app, services };
}
