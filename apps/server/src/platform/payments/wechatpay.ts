import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { assertPayableFen, toChinaRfc3339 } from './amounts.js';
import type {
  NoticeAck,
  NoticeRequest,
  PaymentNotice,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  PaymentState,
} from './provider.js';

/**
 * WeChat Pay API v3 (direct merchant): Native (a QR code for desktop pages), H5 (phone browsers) and JSAPI (pages
 * inside WeChat). Requests are signed SHA256-RSA2048 with the merchant's API key and certificate serial, and every
 * answer is checked against WeChat Pay's key before it is believed (wechatpay-axios-plugin does both). Notifications
 * are checked here: signature over "timestamp\nnonce\nbody\n", timestamp within five minutes, then the resource is
 * decrypted with the APIv3 key (AEAD_AES_256_GCM).
 */
export interface WechatPayOptions {
  mchId: string;
  /** The official account / mini program / open-platform app the payer pays through (appid). */
  appId: string;
  /** Serial number of the merchant API certificate (商户API证书序列号). */
  serial: string;
  /** The merchant API private key (apiclient_key.pem), PEM. */
  privateKey: string;
  /** The APIv3 key, 32 characters. */
  apiV3Key: string;
  /** WeChat Pay's verifying keys by the serial its messages name (wechatPayPlatformKeys builds it). */
  platformKeys: Record<string, KeyObject>;
  /** https://api.mch.weixin.qq.com; tests point it at a local server. */
  baseUrl: string;
  timeoutMs: number;
}

/** WeChat Pay rejects a notification or answer whose timestamp is further than this from now; so do we. */
const CLOCK_WINDOW_SECONDS = 300;

/**
 * WeChat Pay's verifying keys: platform certificates (one PEM file may hold several during a rotation; each is
 * keyed by its serial) and/or the newer "WeChat Pay public key" with its id (PUB_KEY_ID_…).
 */
export function wechatPayPlatformKeys(input: {
  certificates?: string;
  publicKey?: string;
  publicKeyId?: string;
}): Record<string, KeyObject> {
  const keys: Record<string, KeyObject> = {};
  const pems = input.certificates?.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  if (input.certificates && pems.length === 0) throw new Error('微信支付平台证书无法读取：不是 PEM 格式的证书');
  for (const pem of pems) {
    const cert = new X509Certificate(pem);
    keys[cert.serialNumber.toUpperCase()] = cert.publicKey;
  }
  if (input.publicKey || input.publicKeyId) {
    if (!input.publicKey || !input.publicKeyId) throw new Error('微信支付公钥与公钥 ID 须同时设置');
    keys[input.publicKeyId] = createPublicKey(input.publicKey);
  }
  if (Object.keys(keys).length === 0) throw new Error('微信支付缺少平台证书或微信支付公钥，无法验证通知');
  return keys;
}

const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int().nonnegative(), currency: z.string().optional() }).optional(),
});
type Transaction = z.infer<typeof transactionSchema>;

const noticeSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    original_type: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
  }),
});

const refundSchema = z.object({ status: z.string(), refund_id: z.string().optional() });
const errorBodySchema = z.object({ code: z.string(), message: z.string().optional() });

const refused = (message: string) => new AppError('forbidden', message);

/** A header by name in any letter case (Node hands them over in lower case, other callers may not). */
function header(headers: NoticeRequest['headers'], name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/** An error answer WeChat Pay signed (its signature was checked like any other answer's). */
function refusedBy(action: string, status: number, data: unknown): AppError {
  const body = errorBodySchema.safeParse(typeof data === 'string' ? safeJson(data) : data);
  const detail = body.success ? `${body.data.message ?? body.data.code}（${body.data.code}）` : `HTTP ${status}`;
  return new AppError('unavailable', `微信支付${action}失败：${detail}`, {
    status,
    gatewayCode: body.success ? body.data.code : undefined,
  });
}

/** A transport failure, or an answer whose signature did not check out. */
function wechatFailure(action: string, err: unknown): AppError {
  const e = (err ?? {}) as { code?: unknown; response?: { status?: unknown } };
  const code = typeof e.code === 'string' ? e.code : '';
  if (code.startsWith('EV3_RES_')) {
    // WeChat Pay does not sign its answer when it refused our request's signature.
    if (e.response?.status === 401) {
      return new AppError('unavailable', `微信支付拒绝了本站${action}请求的签名，请检查商户私钥与证书序列号`);
    }
    return new AppError('unavailable', `微信支付${action}的应答未通过验签，已拒绝`, { reason: code });
  }
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') {
    return new AppError('unavailable', `微信支付${action}超时，请稍后再试`);
  }
  return new AppError('unavailable', `无法连接微信支付（${action}），请稍后再试`, { reason: code || String(err) });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function gatewayCode(err: AppError): string | undefined {
  const code = err.details?.gatewayCode;
  return typeof code === 'string' ? code : undefined;
}

export function createWechatPayProvider(options: WechatPayOptions): PaymentProvider {
  if (Buffer.byteLength(options.apiV3Key) !== 32) throw new Error('微信支付 APIv3 密钥须为 32 个字符');
  const privateKey = createPrivateKey(options.privateKey);
  const platformKeys = new Map(Object.entries(options.platformKeys).map(([serial, key]) => [serial.toUpperCase(), key]));
  const http = new Wechatpay({
    mchid: options.mchId,
    serial: options.serial,
    privateKey: options.privateKey,
    certs: Object.fromEntries(platformKeys),
    baseURL: options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    timeout: options.timeoutMs,
  }).client.v3;

  async function call(action: string, method: 'GET' | 'POST', url: string, data?: object): Promise<unknown> {
    let res: { status: number; data: unknown };
    try {
      // Every answer, error answers included, has its signature checked before we act on it (an unsigned
      // "ORDER_NOT_EXIST" must not close an order).
      res = await http.request<unknown>({ method, url, data, validateStatus: () => true });
    } catch (err) {
      throw wechatFailure(action, err);
    }
    if (res.status >= 200 && res.status < 300) return res.data;
    throw refusedBy(action, res.status, res.data);
  }

  function answer<T>(action: string, schema: z.ZodType<T>, data: unknown): T {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new AppError('unavailable', `微信支付${action}的应答格式有误`);
    return parsed.data;
  }

  /** A transaction WeChat Pay vouched for, as our notice; refused when it belongs to another merchant or app. */
  function toNotice(tx: Transaction, raw: string, paid = tx.trade_state === 'SUCCESS'): PaymentNotice {
    if (tx.mchid !== options.mchId || tx.appid !== options.appId) {
      throw refused('微信支付通知的商户号或应用号与本站不符，已拒绝');
    }
    if (paid && (tx.amount === undefined || (tx.amount.currency ?? 'CNY') !== 'CNY' || !tx.transaction_id)) {
      throw new AppError('validation', '微信支付通知缺少金额或交易号，已拒绝');
    }
    return {
      outTradeNo: tx.out_trade_no,
      tradeNo: tx.transaction_id ?? '',
      amountFen: tx.amount?.total ?? 0,
      appId: tx.appid,
      paid,
      paidAt: tx.success_time ? new Date(tx.success_time) : null,
      raw,
    };
  }

  return {
    channel: 'wechat',
    appId: options.appId,

    async start(request: PaymentRequest): Promise<PaymentStart> {
      assertPayableFen(request.amountFen);
      const order = {
        appid: options.appId,
        mchid: options.mchId,
        // WeChat Pay takes at most 127 characters.
        description: Array.from(request.subject).slice(0, 127).join(''),
        out_trade_no: request.outTradeNo,
        time_expire: toChinaRfc3339(request.expiresAt),
        notify_url: request.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      switch (request.scene) {
        // A desktop page shows the code_url as a QR code (Alipay's "page" scene means the same place).
        case 'qr':
        case 'page': {
          const data = await call('下单', 'POST', 'v3/pay/transactions/native', order);
          return { kind: 'qr', codeUrl: answer('下单', z.object({ code_url: z.string() }), data).code_url };
        }
        case 'h5':
        case 'wap': {
          if (!request.clientIp) throw new AppError('validation', '微信 H5 支付需要付款人的 IP 地址');
          const data = await call('下单', 'POST', 'v3/pay/transactions/h5', {
            ...order,
            scene_info: { payer_client_ip: request.clientIp, h5_info: { type: 'Wap' } },
          });
          const url = new URL(answer('下单', z.object({ h5_url: z.string() }), data).h5_url);
          // Where WeChat sends the payer back after paying (or giving up).
          if (request.returnUrl) url.searchParams.set('redirect_url', request.returnUrl);
          return { kind: 'redirect', url: url.toString() };
        }
        case 'jsapi': {
          if (!request.openId) throw new AppError('validation', '在微信内支付需要先用微信登录');
          const data = await call('下单', 'POST', 'v3/pay/transactions/jsapi', { ...order, payer: { openid: request.openId } });
          const prepayId = answer('下单', z.object({ prepay_id: z.string() }), data).prepay_id;
          const params = {
            appId: options.appId,
            timeStamp: String(Formatter.timestamp()),
            nonceStr: Formatter.nonce(),
            package: `prepay_id=${prepayId}`,
            signType: 'RSA',
          };
          const paySign = Rsa.sign(
            Formatter.joinedByLineFeed(params.appId, params.timeStamp, params.nonceStr, params.package),
            privateKey,
          );
          return { kind: 'jsapi', params: { ...params, paySign } };
        }
      }
    },

    async parseNotice(request: NoticeRequest): Promise<PaymentNotice> {
      const timestamp = header(request.headers, 'Wechatpay-Timestamp');
      const nonce = header(request.headers, 'Wechatpay-Nonce');
      const signature = header(request.headers, 'Wechatpay-Signature');
      const serial = header(request.headers, 'Wechatpay-Serial');
      if (!timestamp || !nonce || !signature || !serial) throw refused('微信支付通知缺少签名信息，已拒绝');
      if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > CLOCK_WINDOW_SECONDS) {
        throw refused('微信支付通知的时间戳已过期或无效，已拒绝');
      }
      const key = platformKeys.get(serial.toUpperCase());
      if (!key) throw refused('微信支付通知的证书序列号不是本站配置的平台证书，已拒绝');
      if (!Rsa.verify(Formatter.response(timestamp, nonce, request.body), signature, key)) {
        throw refused('微信支付通知签名无效，已拒绝');
      }
      const notice = noticeSchema.safeParse(safeJson(request.body));
      if (!notice.success) throw new AppError('validation', '微信支付通知格式有误');
      const { resource } = notice.data;
      if (resource.original_type !== 'transaction') throw new AppError('validation', '这不是支付结果通知');
      let plain: string;
      try {
        plain = Aes.AesGcm.decrypt(resource.ciphertext, options.apiV3Key, resource.nonce, resource.associated_data ?? '');
      } catch {
        throw refused('微信支付通知无法用 APIv3 密钥解密，已拒绝');
      }
      const tx = transactionSchema.safeParse(safeJson(plain));
      if (!tx.success) throw new AppError('validation', '微信支付通知的交易内容格式有误');
      return toNotice(tx.data, plain);
    },

    ack(ok: boolean): NoticeAck {
      // Success: 200/204 without a body. Anything else (a 4XX here: the fault is the request's) makes WeChat Pay
      // retry (15s, 15s, 30s, 3m … over 24h).
      return ok
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: '失败' }) };
    },

    async query(outTradeNo: string): Promise<{ state: PaymentState; notice: PaymentNotice | null }> {
      let data: unknown;
      try {
        data = await call(
          '查单',
          'GET',
          `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(options.mchId)}`,
        );
      } catch (err) {
        if (err instanceof AppError && gatewayCode(err) === 'ORDER_NOT_EXIST') return { state: 'unknown', notice: null };
        throw err;
      }
      const tx = answer('查单', transactionSchema, data);
      switch (tx.trade_state) {
        // REFUND: it was paid, and a refund followed (the refund is ours to record).
        case 'SUCCESS':
        case 'REFUND':
          return { state: 'paid', notice: toNotice(tx, JSON.stringify(data), true) };
        case 'NOTPAY':
        case 'USERPAYING':
          return { state: 'unpaid', notice: null };
        case 'CLOSED':
        case 'REVOKED':
        case 'PAYERROR':
          return { state: 'closed', notice: null };
        default:
          return { state: 'unknown', notice: null };
      }
    },

    async close(outTradeNo: string): Promise<void> {
      try {
        await call('关单', 'POST', `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, {
          mchid: options.mchId,
        });
      } catch (err) {
        const code = err instanceof AppError ? gatewayCode(err) : undefined;
        // Never created at WeChat Pay (the payer never opened it), or closed already: nothing left to close.
        if (code === 'ORDER_NOT_EXIST' || code === 'ORDER_CLOSED') return;
        if (code === 'ORDERPAID') throw new AppError('conflict', '该订单已在微信支付付款，不能关闭');
        throw err;
      }
    },

    async refund(input): Promise<void> {
      assertPayableFen(input.totalFen, '订单金额');
      assertPayableFen(input.amountFen, '退款金额');
      if (input.amountFen > input.totalFen) throw new AppError('validation', '退款金额不能大于订单金额');
      const data = await call('退款', 'POST', 'v3/refund/domestic/refunds', {
        out_trade_no: input.outTradeNo,
        out_refund_no: input.refundNo,
        reason: Array.from(input.reason).slice(0, 80).join(''),
        amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
      });
      const { status } = answer('退款', refundSchema, data);
      // PROCESSING is accepted: the money reaches the payer later, as WeChat Pay does it.
      if (status !== 'SUCCESS' && status !== 'PROCESSING') {
        throw new AppError('unavailable', `微信支付退款未成功（${status}），请到商户平台处理`);
      }
    },
  };
}
