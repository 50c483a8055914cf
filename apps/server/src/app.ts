import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { parse as parseQuery } from 'node:querystring';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isKnownPage } from '@moxing/shared';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { AccountService } from './modules/account/service.js';
import { accountRoutes } from './modules/account/routes.js';
import { WechatService } from './modules/wechat/service.js';
import { registerWechatPush, wechatRoutes } from './modules/wechat/routes.js';
import { AppError } from './platform/errors.js';
import { buildOpenApi } from './platform/http/openapi.js';
import { registerRoutes } from './platform/http/register.js';
import { route, type AnyRoute } from './platform/http/route.js';
import { createMemoryRateLimiter, type RateLimiter } from './platform/rate-limit.js';
import { createLogSmsProvider, type SmsProvider } from './platform/sms/index.js';
import { createWechatClient } from './platform/wechat/client.js';

const VERSION = '0.1.0';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Tests pass their own to read the codes; the default writes them to the log. */
  sms?: SmsProvider;
  limiter?: RateLimiter;
  logger?: FastifyServerOptions['logger'];
}

export interface Services {
  account: AccountService;
  wechat: WechatService;
}

export interface App {
  app: FastifyInstance;
  services: Services;
}

function failure(code: string, message: string, requestId?: string) {
  return { code, errorMsg: message, msg: message, ...(requestId ? { requestId } : {}) };
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, db } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: true,
  });
  // A callback hook, not an async one: this runs on every request and the promise costs ~15% throughput.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  // The spec's "POST form" calls send application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQuery(String(body)));
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 500 * 1024 * 1024, files: 20, fields: 50 } });

  const sms = opts.sms ?? createLogSmsProvider(app.log);
  const limiter = opts.limiter ?? createMemoryRateLimiter(config.RATE_LIMIT);
  const account = new AccountService({ db, sms, limiter });
  const wechat = new WechatService({ db, config, account, client: createWechatClient(config) });
  const services: Services = { account, wechat };

  const routes: AnyRoute[] = [
    route({
      method: 'GET',
      path: 'health',
      summary: '健康检查',
      tag: '系统',
      auth: 'none',
      response: z.object({ status: z.literal('ok'), database: z.string(), uptimeSeconds: z.number(), version: z.string() }),
      handler: async () => {
        await db.kysely.selectFrom('users').select('id').limit(1).execute();
        return { status: 'ok' as const, database: db.dialect, uptimeSeconds: Math.round(process.uptime()), version: VERSION };
      },
    }),
    ...accountRoutes(account),
    ...wechatRoutes(wechat),
  ];
  registerRoutes(app, routes, account);
  registerWechatPush(app, wechat);
  const openapi = buildOpenApi(routes, VERSION);
  app.get('/api/openapi.json', async () => openapi);

  app.setErrorHandler((err, req, reply) => {
    if (err instanceof AppError) {
      if (err.kind === 'rateLimited' && typeof err.details?.retryAfterSeconds === 'number') {
        reply.header('retry-after', String(err.details.retryAfterSeconds));
      }
      if (err.kind === 'internal') req.log.error({ err }, err.message);
      const body = failure(err.code, err.message);
      return reply.status(err.status).send(err.kind === 'validation' && err.details ? { ...body, fields: err.details.fields } : body);
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
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const page = hasWeb ? fs.readFileSync(indexHtml, 'utf8') : '<!doctype html><meta charset="utf-8"><title>页面不存在</title><p>页面不存在</p>';

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) return reply.status(404).send(failure('404', '接口不存在'));
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.status(404).send(failure('404', '接口不存在'));
    // The single-page app renders every page; unknown paths get its 404 page with a real 404 status.
    return reply
      .status(isKnownPage(pathname) ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page);
  });

  return { app, services };
}
