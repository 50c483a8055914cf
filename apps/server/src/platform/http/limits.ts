import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { errors } from '../errors.js';
import { waitText } from '../rate-limit.js';

const MINUTE = 60_000;
const FILES = { max: 3000, timeWindow: MINUTE };

/**
 * Calls per client address (req.ip: the socket's address unless TRUST_PROXY names the proxy in front), by call
 * path. Limits keyed by something else (a phone number, a number and address) are the services' own.
 */
export const CALL_LIMITS: Record<string, RateLimitOptions> = {
  'account/login': { max: 20, timeWindow: MINUTE },
  'account/loginByCode': { max: 20, timeWindow: MINUTE },
  'account/regist': { max: 20, timeWindow: 10 * MINUTE },
  'account/editPasswordByCode': { max: 20, timeWindow: 10 * MINUTE },
  'account/sendCode': { max: 20, timeWindow: 60 * MINUTE },
  'sms/captcha': { max: 60, timeWindow: 10 * MINUTE },
  'account/validCode': { max: 60, timeWindow: 10 * MINUTE },
  // Tells whether a number is registered: slow enough that numbers cannot be swept.
  'account/check': { max: 10, timeWindow: MINUTE },
  // Serving stored files: generous (a page shows dozens), but a single address cannot take the disk for itself.
  'common/file/:fileId': FILES,
  'model/file/:modelCode/:name': FILES,
  'model/viewFile/:modelCode/:name': FILES,
  'model/download': { max: 60, timeWindow: MINUTE },
  'modelConvert/download': { max: 60, timeWindow: MINUTE },
};

/**
 * @fastify/rate-limit, counting in Redis when there is one (shared by every API process) and in memory otherwise.
 * Routes opt in through their `config.rateLimit` (register.ts sets it from CALL_LIMITS).
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | null, nameSpace: string): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${nameSpace}http:` } : {}),
    // Redis away: serve rather than refuse everybody.
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      errors.rateLimited(`请求过于频繁，请 ${waitText(ctx.ttl)}后再试`, Math.max(1, Math.ceil(ctx.ttl / 1000))),
  });
}
