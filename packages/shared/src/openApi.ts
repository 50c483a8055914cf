import { z } from 'zod';
import { labelled } from './fields.js';
import { uploadModelBody } from './models.js';

/** What a key may do: read and upload models, manage shows (list, read, publish, take offline), read statistics. */
export const OPEN_SCOPES = ['models:read', 'models:upload', 'shows:manage', 'stats:read'] as const;
export type OpenScope = (typeof OPEN_SCOPES)[number];
export const OPEN_SCOPE_LABELS: Record<OpenScope, string> = {
  'models:read': '读取模型',
  'models:upload': '上传模型',
  'shows:manage': '管理展厅',
  'stats:read': '读取统计',
};

/** The request headers of a signed call (docs/OPEN_API.md). */
export const OPEN_HEADERS = {
  key: 'x-open-key',
  timestamp: 'x-open-timestamp',
  nonce: 'x-open-nonce',
  signature: 'x-open-signature',
} as const;

/** A request older or newer than this (seconds) is refused, and a nonce is remembered this long. */
export const OPEN_MAX_SKEW_SECONDS = 300;
/** Calls per key and minute unless an operator sets another limit. */
export const OPEN_DEFAULT_RATE_LIMIT = 60;
/** Active keys per user. */
export const OPEN_MAX_KEYS = 10;

/**
 * The string a signed request signs: method, path with its query string exactly as sent, timestamp (Unix seconds),
 * nonce and the SHA-256 hex of the body bytes (of an empty body for GET), one per line. The signature is
 * HMAC-SHA256(secret, this string) in hex.
 */
export function openStringToSign(parts: {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  bodySha256: string;
}): string {
  return [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, parts.bodySha256.toLowerCase()].join('\n');
}

/** SHA-256 of zero bytes: the body hash of a GET. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const keyIdField = labelled(
  z
    .string()
    .trim()
    .regex(/^ak_[0-9a-f]{24}$/, '密钥编号不正确'),
  '密钥编号',
);

export const createOpenKeyBody = z.strictObject({
  name: labelled(z.string().trim().min(1, '请填写密钥名称').max(30, '密钥名称最多 30 个字'), '密钥名称'),
  scopes: labelled(
    z
      .array(z.enum(OPEN_SCOPES, '权限范围不正确'), '请选择权限范围')
      .min(1, '请至少选择一项权限')
      .max(OPEN_SCOPES.length, '权限范围不正确'),
    '权限范围',
  ),
});
export type CreateOpenKeyBody = z.infer<typeof createOpenKeyBody>;

export const openKeyIdBody = z.strictObject({ keyId: keyIdField });

export const openKey = z.object({
  keyId: z.string().describe('公开的密钥编号，放在请求头 x-open-key'),
  name: z.string(),
  scopes: z.array(z.enum(OPEN_SCOPES)),
  rateLimit: z.number().describe('每分钟最多调用次数'),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable().describe('吊销时间；未吊销为 null'),
  todayCalls: z.number(),
});
export type OpenKey = z.infer<typeof openKey>;

export const createdOpenKey = z.object({
  key: openKey,
  secret: z.string().describe('签名密钥：只在创建时返回这一次，请妥善保存'),
});
export type CreatedOpenKey = z.infer<typeof createdOpenKey>;

export const openUsageDay = z.object({ day: z.string(), calls: z.number() });

export const openUserInfo = z.object({
  keys: z.array(openKey),
  /** Calls per day over all keys, the last 30 days, oldest first. */
  usage: z.array(openUsageDay),
  maxKeys: z.number(),
});
export type OpenUserInfo = z.infer<typeof openUserInfo>;

export const signatureQuery = z.object({
  method: labelled(z.enum(['GET', 'POST'], '请求方法须为 GET 或 POST').optional(), '请求方法'),
  path: labelled(
    z
      .string()
      .max(2000, '路径过长')
      .regex(/^\/api\/\S*$/, '路径须以 /api/ 开头，且含查询串')
      .optional(),
    '路径',
  ),
  timestamp: labelled(
    z
      .string()
      .regex(/^\d{1,12}$/, '时间戳须为秒数')
      .optional(),
    '时间戳',
  ),
  nonce: labelled(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, '随机串须为 8-64 位字母、数字、- 或 _')
      .optional(),
    '随机串',
  ),
  bodySha256: labelled(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, '请求体摘要须为 64 位十六进制')
      .optional(),
    '请求体摘要',
  ),
});

export const signatureHelp = z.object({
  serverTime: z.number().describe('服务器当前时间（Unix 秒）'),
  maxSkewSeconds: z.number(),
  headers: z.object({ key: z.string(), timestamp: z.string(), nonce: z.string(), signature: z.string() }),
  stringToSign: z.string().nullable().describe('给出 method、path、timestamp、nonce 时：按这些值要签名的字符串'),
});
export type SignatureHelp = z.infer<typeof signatureHelp>;

/** A model uploaded through the open API in one request: the file's bytes in base64 beside the listing. */
export const openUploadBody = z
  .strictObject({
    filename: labelled(
      z
        .string()
        .trim()
        .min(1, '请填写文件名')
        .max(200, '文件名过长')
        .regex(/^[^/\\]+\.[A-Za-z0-9]{1,8}$/, '文件名须带扩展名，如 chair.glb'),
      '文件名',
    ),
    content: labelled(
      z
        .string()
        .min(1, '请提供文件内容')
        .regex(/^[A-Za-z0-9+/]+=*$/, '文件内容须为 base64'),
      '文件内容',
    ),
    title: uploadModelBody.shape.title,
    description: uploadModelBody.shape.description,
    type: uploadModelBody.shape.type,
    trade: uploadModelBody.shape.trade,
    price: uploadModelBody.shape.price,
    freeDownload: uploadModelBody.shape.freeDownload,
  })
  .refine((b) => !(b.freeDownload && b.price > 0), { message: '免费下载的模型价格须为 0', path: ['price'] });
export type OpenUploadBody = z.infer<typeof openUploadBody>;

export const openStats = z.object({
  models: z.number().describe('模型数（不含回收站）'),
  views: z.number(),
  likes: z.number(),
  collects: z.number(),
  downloads: z.number(),
  embeds: z.number(),
});
export type OpenStats = z.infer<typeof openStats>;
