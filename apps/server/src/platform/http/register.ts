import { Readable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AnyCall } from '@moxing/shared';
import { authenticate, type OpenApiVerifier, type SessionResolver } from '../auth.js';
import { AppError } from '../errors.js';
import type { AnyRoute } from './route.js';
import { parseOrThrow, refuseNul } from './validation.js';

export interface RegisterOptions {
  /**
   * Hold every answer to its call's response schema: a field the schema lacks, or a value it refuses, becomes a
   * 500. On in tests (so the contract cannot drift from what handlers send), off in production.
   */
  checkResponses?: boolean;
  /** Per-address limits by call path (@fastify/rate-limit route config; platform/http/limits.ts). */
  limits?: Record<string, RateLimitOptions>;
  /** Authenticates the calls of `auth: 'openApi'` (modules/openApi). */
  openApi?: OpenApiVerifier;
}

// The bytes of signed calls' bodies, read before parsing: the signature covers them as sent.
const rawBodies = new WeakMap<object, Buffer>();

/** Mounts each route at /api/<spec path>: authenticate, validate, call the handler, wrap in the envelope. */
export function registerRoutes(
  app: FastifyInstance,
  routes: AnyRoute[],
  sessions: SessionResolver,
  options: RegisterOptions = {},
): void {
  for (const { call: c, handler } of routes) {
    const rateLimit = options.limits?.[c.path];
    const open = c.auth === 'openApi' ? options.openApi : undefined;
    if (c.auth === 'openApi' && (!open || !c.scope)) throw new Error(`${c.path}: 开放接口须有签名校验与权限范围`);
    app.route({
      method: c.method,
      url: `/api/${c.path}`,
      ...(rateLimit ? { config: { rateLimit } } : {}),
      ...(open
        ? {
            bodyLimit: open.bodyLimit,
            preParsing: async (req, _reply, payload) => {
              const chunks: Buffer[] = [];
              for await (const chunk of payload) chunks.push(chunk as Buffer);
              const raw = Buffer.concat(chunks);
              rawBodies.set(req, raw);
              return Readable.from([raw]);
            },
          }
        : {}),
      handler: async (req, reply) => {
        const user =
          open && c.scope
            ? await open.verify(
                { method: req.method, url: req.url, headers: req.headers, body: rawBodies.get(req) ?? Buffer.alloc(0) },
                c.scope,
              )
            : await authenticate(req, c.auth, sessions);
        // Path segments (`:fileId`) have no schema; handlers read them from req.params.
        refuseNul(undefined, req.params);
        const query: unknown = c.query ? parseOrThrow(c.query, req.query) : undefined;
        const body: unknown = c.body && !(c.multipart && req.isMultipart()) ? parseOrThrow(c.body, req.body) : undefined;
        const data: unknown = await handler({ body, query, user, req, reply });
        if (c.raw) return data;
        if (options.checkResponses) checkResponse(c, data);
        return { code: '200', data: data ?? null, msg: 'success' };
      },
    });
  }
}

/** Throws when `data` is not exactly what the call's response schema describes (after JSON encoding). */
export function checkResponse(c: AnyCall, data: unknown): void {
  const sent: unknown = JSON.parse(JSON.stringify(data ?? null));
  const parsed = c.response.safeParse(sent);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('internal', `${c.path} 的响应不符合约定：${issue?.path.join('.') || '(根)'} ${issue?.message ?? ''}`);
  }
  const declared: unknown = JSON.parse(JSON.stringify(parsed.data ?? null));
  if (!isDeepStrictEqual(sent, declared)) {
    throw new AppError('internal', `${c.path} 的响应不符合约定：${firstDifference(sent, declared, '')}`);
  }
}

function firstDifference(sent: unknown, declared: unknown, at: string): string {
  if (typeof sent === 'object' && sent !== null && typeof declared === 'object' && declared !== null) {
    const keys = new Set([...Object.keys(sent), ...Object.keys(declared)]);
    for (const key of keys) {
      const a = (sent as Record<string, unknown>)[key];
      const b = (declared as Record<string, unknown>)[key];
      const path = at ? `${at}.${key}` : key;
      if (!(key in declared)) return `${path} 不在响应模式中`;
      if (!(key in sent)) return `${path} 由模式补上，处理函数没有给出`;
      if (!isDeepStrictEqual(a, b)) return firstDifference(a, b, path);
    }
  }
  return `${at || '(根)'} 的值经模式解析后改变了`;
}
