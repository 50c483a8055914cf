import {
  EMPTY_BODY_SHA256,
  OPEN_DEFAULT_RATE_LIMIT,
  OPEN_HEADERS,
  OPEN_MAX_KEYS,
  OPEN_MAX_SKEW_SECONDS,
  OPEN_SCOPE_LABELS,
  OPEN_SCOPES,
  openStringToSign,
  type CreatedOpenKey,
  type CreateOpenKeyBody,
  type OpenKey,
  type OpenScope,
  type OpenUserInfo,
  type SignatureHelp,
} from '@moxing/shared';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { OpenApiKeysTable } from '../../db/schema-openApi.js';
import type { OpenApiVerifier, SignedRequest } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { waitText, type RateLimiter } from '../../platform/rate-limit.js';
import * as q from './queries.js';
import { deriveSecret, hmacHex, sameHex, sha256Hex } from './secrets.js';

const DAY_MS = 86_400_000;
const USAGE_DAYS = 30;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface OpenApiDeps {
  db: Db;
  limiter: RateLimiter;
  /** OPEN_API_SECRET_KEY: every key's secret is derived from it (secrets.ts). */
  serverKey: string;
  bodyLimit: number;
  clock?: () => number;
}

type KeyRow = Pick<OpenApiKeysTable, 'key_id' | 'name' | 'scopes' | 'rate_limit' | 'created_at' | 'last_used_at' | 'revoked_at'>;

/** API keys of the open developer API and the check of every signed request (docs/OPEN_API.md). */
export class OpenApiService implements OpenApiVerifier {
  readonly bodyLimit: number;
  private readonly clock: () => number;

  constructor(private readonly deps: OpenApiDeps) {
    this.bodyLimit = deps.bodyLimit;
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  async createKey(userId: number, body: CreateOpenKeyBody): Promise<CreatedOpenKey> {
    if ((await q.countActiveKeys(this.k, userId)) >= OPEN_MAX_KEYS) {
      throw new AppError('conflict', `最多可同时持有 ${OPEN_MAX_KEYS} 个有效密钥，请先吊销不用的密钥`);
    }
    const keyId = `ak_${randomBytes(12).toString('hex')}`;
    const secret = deriveSecret(this.deps.serverKey, keyId);
    const scopes = OPEN_SCOPES.filter((s) => body.scopes.includes(s));
    const row = await q.insertKey(this.k, {
      user_id: userId,
      key_id: keyId,
      name: body.name,
      scopes: scopes.join(','),
      secret_hash: sha256Hex(secret),
      rate_limit: OPEN_DEFAULT_RATE_LIMIT,
      created_at: new Date(this.clock()).toISOString(),
    });
    return { key: present(row, 0), secret };
  }

  async info(userId: number): Promise<OpenUserInfo> {
    const t = this.clock();
    const days = Array.from({ length: USAGE_DAYS }, (_, i) => dayOf(t - (USAGE_DAYS - 1 - i) * DAY_MS));
    const [rows, usage] = await Promise.all([q.listKeys(this.k, userId), q.usageSince(this.k, userId, days[0]!)]);
    const perDay = new Map<string, number>();
    const today = new Map<string, number>();
    for (const u of usage) {
      perDay.set(u.day, (perDay.get(u.day) ?? 0) + Number(u.calls));
      if (u.day === days[days.length - 1]) today.set(u.key_id, Number(u.calls));
    }
    return {
      keys: rows.map((r) => present(r, today.get(r.key_id) ?? 0)),
      usage: days.map((day) => ({ day, calls: perDay.get(day) ?? 0 })),
      maxKeys: OPEN_MAX_KEYS,
    };
  }

  async revokeKey(userId: number, keyId: string): Promise<null> {
    const key = await q.findOwnKey(this.k, userId, keyId);
    if (!key) throw new AppError('notFound', '密钥不存在');
    if (key.revoked_at) throw new AppError('conflict', '该密钥已经吊销');
    await q.revokeKey(this.k, userId, keyId, new Date(this.clock()).toISOString());
    return null;
  }

  /** The debug aid of home/signature: the server's clock and, given a request's parts, the string it must sign. */
  signatureHelp(query: {
    method?: string;
    path?: string;
    timestamp?: string;
    nonce?: string;
    bodySha256?: string;
  }): SignatureHelp {
    const { method, path, timestamp, nonce } = query;
    return {
      serverTime: Math.floor(this.clock() / 1000),
      maxSkewSeconds: OPEN_MAX_SKEW_SECONDS,
      headers: OPEN_HEADERS,
      stringToSign:
        method && path && timestamp && nonce
          ? openStringToSign({ method, path, timestamp, nonce, bodySha256: query.bodySha256 ?? EMPTY_BODY_SHA256 })
          : null,
    };
  }

  /**
   * Checks a signed request, cheapest refusals first; the nonce is spent and the call counted only once the
   * signature is right, so nobody but the key's holder can use up its nonces or its rate limit.
   */
  async verify(req: SignedRequest, scope: OpenScope): Promise<AuthUser> {
    const header = (name: string) => {
      const v = req.headers[name];
      return typeof v === 'string' ? v.trim() : '';
    };
    const keyId = header(OPEN_HEADERS.key);
    const timestamp = header(OPEN_HEADERS.timestamp);
    const nonce = header(OPEN_HEADERS.nonce);
    const signature = header(OPEN_HEADERS.signature);
    if (!keyId || !timestamp || !nonce || !signature) {
      throw new AppError(
        'unauthorized',
        `缺少签名请求头：须同时提供 ${Object.values(OPEN_HEADERS).join('、')}（见开放平台文档）`,
      );
    }
    if (!/^\d{1,12}$/.test(timestamp)) throw new AppError('unauthorized', '时间戳格式不正确：须为 Unix 秒数');
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(nonce)) {
      throw new AppError('unauthorized', '随机串格式不正确：须为 8-64 位字母、数字、- 或 _');
    }
    if (!/^[0-9a-fA-F]{64}$/.test(signature)) throw new AppError('unauthorized', '签名格式不正确：须为 64 位十六进制');
    const now = this.clock();
    if (Math.abs(now / 1000 - Number(timestamp)) > OPEN_MAX_SKEW_SECONDS) {
      throw new AppError(
        'unauthorized',
        `请求时间戳已过期：与服务器时间相差超过 ${OPEN_MAX_SKEW_SECONDS / 60} 分钟，请校准时钟（服务器时间可由 home/signature 获取）`,
      );
    }
    const key = keyId.length <= 40 ? await q.findKeyWithOwner(this.k, keyId) : undefined;
    if (!key) throw new AppError('unauthorized', 'API 密钥不存在，请检查 x-open-key');
    if (key.revoked_at) throw new AppError('unauthorized', '该 API 密钥已被吊销，请在开发者中心创建新的密钥');
    const secret = deriveSecret(this.deps.serverKey, key.key_id);
    if (!sameHex(sha256Hex(secret), key.secret_hash)) {
      throw new AppError('unauthorized', '该 API 密钥已失效（服务器密钥已更换），请重新创建');
    }
    if (key.user_status !== 1) throw new AppError('forbidden', '密钥所属账号已被停用');
    const expected = hmacHex(
      secret,
      openStringToSign({ method: req.method, path: req.url, timestamp, nonce, bodySha256: sha256Hex(req.body) }),
    );
    if (!sameHex(expected, signature)) {
      throw new AppError(
        'unauthorized',
        '签名不正确：请核对签名字符串（方法、含查询串的路径、时间戳、随机串、请求体 SHA-256，换行分隔）与密钥',
      );
    }
    const scopes = key.scopes.split(',');
    if (!scopes.includes(scope)) {
      throw new AppError('forbidden', `该 API 密钥没有“${OPEN_SCOPE_LABELS[scope]}”（${scope}）权限`);
    }
    const iso = (ms: number) => new Date(ms).toISOString();
    await q.deleteStaleNonces(this.k, iso(now));
    const fresh = await q.insertNonce(this.k, key.id, nonce, iso(now + OPEN_MAX_SKEW_SECONDS * 1000));
    if (!fresh) throw new AppError('unauthorized', '重复的请求：该随机串已使用过，每次请求须使用新的随机串');
    const wait = await this.deps.limiter.hit(`open:${key.key_id}`, key.rate_limit, 60_000);
    if (wait > 0) {
      throw new AppError('rateLimited', `调用过于频繁：该密钥每分钟最多 ${key.rate_limit} 次，请 ${waitText(wait)}后再试`, {
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
    }
    await Promise.all([q.countCall(this.k, key.id, dayOf(now)), q.touchKey(this.k, key.id, iso(now))]);
    return { id: key.user_id, type: key.user_type, sessionId: 0 };
  }
}

function present(r: KeyRow, todayCalls: number): OpenKey {
  return {
    keyId: r.key_id,
    name: r.name,
    scopes: OPEN_SCOPES.filter((s) => r.scopes.split(',').includes(s)),
    rateLimit: r.rate_limit,
    createdAt: r.created_at,
    lastUsedAt: r.last_used_at,
    revokedAt: r.revoked_at,
    todayCalls,
  };
}
