import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** The repository's root: `npm start` runs in apps/server, and the README promises ./data at the root. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Relative to the working directory when set; by default `data` at the repository's root. */
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  /** Where `npm run backup` writes its timestamped folders (SQLite deployments; see README). */
  BACKUP_DIR: z.string().default(path.join(REPO_ROOT, 'backups')),
  /** postgres://… switches from the embedded SQLite file to PostgreSQL. */
  DATABASE_URL: z.string().optional(),
  /** PostgreSQL schema to use (tests give each run its own). */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  /**
   * PostgreSQL connections per process. More queries at once than the database has cores only take turns and
   * push each other's pages out of the CPU caches: on 2 cores, the search benchmark served 159 req/s with 10
   * connections and 190 with 4. Default: twice the cores, at least 4 (the usual rule for a cached database).
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(Math.max(4, 2 * os.availableParallelism())),
  /**
   * SQLite only: threads that run the library's heavy reads (search windows, card pages) off the event loop
   * (db/readPool.ts); 0 runs them on the main connection. With 2 on 2 cores, ten uncached searches at once
   * over 100,000 models: 736 req/s and p95 22 ms, against 446 req/s and 39 ms on the main thread.
   */
  SQLITE_READ_THREADS: z.coerce.number().int().min(0).max(16).default(Math.min(2, os.availableParallelism())),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built web app to serve; empty disables static serving. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** log writes `[sms] <phone> <code>` to the server log; aliyun and tencent send through those gateways. */
  SMS_PROVIDER: z.enum(['log', 'aliyun', 'tencent']).default('log'),
  /** Alibaba Cloud SMS (dysmsapi): AccessKey, approved sign name, template whose variable is ${code}. */
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com/'),
  /** Tencent Cloud SMS: API key, SMS application id, approved sign name, template whose first parameter is the code. */
  TENCENT_SMS_SECRET_ID: z.string().optional(),
  TENCENT_SMS_SECRET_KEY: z.string().optional(),
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  TENCENT_SMS_SIGN_NAME: z.string().optional(),
  TENCENT_SMS_TEMPLATE_ID: z.string().optional(),
  TENCENT_SMS_REGION: z.string().default('ap-guangzhou'),
  TENCENT_SMS_ENDPOINT: z.string().url().default('https://sms.tencentcloudapi.com/'),
  /** WeChat open platform (web QR login). Unset: the WeChat button explains it is not configured. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  /** Base of WeChat's API (tests point it at a local server speaking the same protocol). */
  /** Token configured in the official account's server settings; signs its event pushes. */
  WECHAT_MP_TOKEN: z.string().optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.string().url().default('https://open.weixin.qq.com'),
  /**
   * WeChat Pay API v3 (商户平台 → API 安全). Setting any WECHATPAY_ variable below switches the channel on, and then
   * all are required: merchant id, the app id payers pay through, the merchant API certificate's serial, its private
   * key (text or _FILE), the APIv3 key, and WeChat Pay's platform certificate (_CERT) or public key with its id.
   */
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_SERIAL: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().optional(),
  WECHATPAY_APIV3_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_CERT: z.string().optional(),
  WECHATPAY_PLATFORM_CERT_FILE: z.string().optional(),
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_PUBLIC_KEY_FILE: z.string().optional(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().optional(),
  /** Base of WeChat Pay's API (tests point it at a local server speaking the same protocol). */
  WECHATPAY_BASE_URL: z.string().url().default('https://api.mch.weixin.qq.com'),
  /** Alipay (开放平台, public-key mode, RSA2): app id, the app's private key and Alipay's public key (text or _FILE). */
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
  /** Alipay's OpenAPI gateway; the sandbox is https://openapi-sandbox.dl.alipaydev.com/gateway.do. */
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** Longest wait for one call to WeChat Pay or Alipay (order, query, close, refund). */
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Public address of this site, used for OAuth redirect URIs. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /**
   * The server key every open-API secret is derived from (modules/openApi/secrets.ts). The default serves a local
   * trial only: set a long random value in production; changing it invalidates every issued API key.
   */
  OPEN_API_SECRET_KEY: z.string().min(16).default('moxing-dev-open-api-key-change-me'),
  /** Largest body of a signed open-API call (an upload carries the model in base64). */
  OPEN_API_BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 1024 * 1024),
  /** Set "false" only for benchmarks and e2e runs that make many logins from one address. */
  RATE_LIMIT: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * Proxies whose X-Forwarded-For is believed (Fastify trustProxy): empty trusts none, so a client cannot pick its
   * own address for the per-address limits; else a hop count ("1") or addresses and CIDRs ("127.0.0.1,10.0.0.0/8").
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v): boolean | number | string[] => {
      const t = v.trim();
      if (t === '' || t === 'false') return false;
      if (/^\d+$/.test(t)) return Number(t);
      return t
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  /**
   * redis://… shares rate limits and view de-duplication between API processes, and carries their notices to each
   * other (ended sessions: platform/bus.ts); unset keeps them in memory.
   */
  REDIS_URL: z.string().optional(),
  /** Start of every key this app writes in Redis (several sites, or test runs, may share one Redis). */
  REDIS_PREFIX: z.string().default('moxing:'),
  /** A connection that sends or receives nothing for this long is closed (stalled uploads free their slot). */
  IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Longest time to receive a whole request, body included (a slow drip of bytes cannot hold a slot for ever). */
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60_000),
  /** Largest single upload (bytes). The storage-space role (CCKJ10) raises the per-user limits: see FileService limits. */
  UPLOAD_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(500 * 1024 * 1024),
  /** Total bytes a user may keep in uploads (generated artefacts do not count). */
  UPLOAD_USER_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024 * 1024),
  /** Uploads one user may run at the same time (multipart and resumable together); more answer 429. */
  UPLOAD_MAX_CONCURRENT: z.coerce.number().int().positive().default(10),
  /** A search's first results are reused for this many seconds; 0 turns the cache off (benchmarks). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().nonnegative().default(60),
  /** A search counts and ranks at most this many matches, newest first ("500+"); see library searchPage. */
  SEARCH_WINDOW: z.coerce.number().int().positive().default(500),
  /** Unfinished resumable (tus) uploads are forgotten after this many hours. */
  TUS_EXPIRE_HOURS: z.coerce.number().positive().default(24),
  /** "false" runs the API without the job worker (then run workers elsewhere against the same database). */
  WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** A job claimed by a worker that died is taken over after this lease (ms); renewed while it runs. */
  JOB_LEASE_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  JOB_POLL_MS: z.coerce.number().int().positive().default(1000),
  /** First retry delay (ms); doubles with each failed attempt, capped at 10 minutes. */
  JOB_BACKOFF_BASE_MS: z.coerce.number().int().nonnegative().default(5000),
  /**
   * Processing jobs (pipeline, conversion) run in a child process with these limits (platform/sandbox.ts);
   * "false" runs them on the API's own event loop (tests that do not test isolation, to save the child's start).
   */
  PROCESS_ISOLATION: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Wall-clock limit of one processing run; a run over it is stopped, retried, and finally failed with a reason. */
  PROCESS_TIMEOUT_SECONDS: z.coerce
    .number()
    .positive()
    .default(20 * 60),
  /** Resident memory limit of one processing run (MB). */
  PROCESS_MEMORY_MB: z.coerce.number().int().min(128).default(3072),
  /** Shown in the footer and on /contactUs (system/siteInfo); unset ones are left out. */
  SITE_ICP: z.string().optional(),
  SITE_CONTACT_PHONE: z.string().optional(),
  SITE_CONTACT_EMAIL: z.string().optional(),
  SITE_CONTACT_WECHAT: z.string().optional(),
  SITE_CONTACT_ADDRESS: z.string().optional(),
  SITE_CONTACT_HOURS: z.string().optional(),
  /** "false" skips the demo catalogue an empty database gets on start (tests, benchmarks). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Where files live: "local" disk under DATA_DIR, or "s3", an S3-compatible bucket (AWS, Aliyun OSS, Tencent COS, MinIO). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** The service's address; unset for AWS itself (e.g. https://oss-cn-hangzhou.aliyuncs.com, http://127.0.0.1:9000). */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** "true" puts the bucket in the path instead of the host name (MinIO and most self-hosted servers). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Put before every object name, to share a bucket ("moxing/"). */
  S3_PREFIX: z.string().default(''),
  /** The platform's share of a sale or a released escrow, in percent (issue 19). */
  PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  /**
   * Days a seller's income stays pending before it may be withdrawn, so a refund can still be paid from it
   * (issue 15); 0 credits it as withdrawable at once.
   */
  SETTLEMENT_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /** Minutes between runs of the job that settles everyone's income past its period (`wallet.settle`). */
  SETTLEMENT_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** The smallest withdrawal, in fen (100 yuan). */
  CASHOUT_MIN_FEN: z.coerce.number().int().min(1).default(10000),
  /** Payment gateways offered to payers, in this order; the sandbox pays nothing real and is labelled 测试支付. */
  PAY_CHANNELS: z
    .string()
    .default('sandbox')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['sandbox', 'wechat', 'alipay'])).min(1)),
  /** Signs the sandbox gateway's notifications; unset: a random secret per process. */
  SANDBOX_PAY_SECRET: z.string().min(16).optional(),
  /** Minutes before an unpaid order closes by itself. */
  ORDER_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`配置有误:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR), ...overrides };
}

export function wechatConfigured(config: Config): boolean {
  return Boolean(config.WECHAT_APP_ID && config.WECHAT_APP_SECRET);
}
