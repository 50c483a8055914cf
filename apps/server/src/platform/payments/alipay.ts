import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { assertPayableFen, fenToYuan, fromChinaTime, toChinaTime, yuanToFen } from './amounts.js';
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
 * Alipay through its OpenAPI gateway (alipay-sdk, public-key mode, RSA2): desktop page pay (alipay.trade.page.pay)
 * and phone wap pay (alipay.trade.wap.pay) as a signed redirect URL; trade query, close and refund with the answer's
 * signature checked against Alipay's public key; asynchronous notifications (a form POST) verified the same way.
 * Amounts travel as decimal yuan strings and are converted to fen by digits (amounts.ts).
 */
export interface AlipayOptions {
  appId: string;
  /** The application's private key: PEM (PKCS#1 or PKCS#8) or the bare base64 Alipay's key tool shows. */
  privateKey: string;
  /** Alipay's public key (支付宝公钥, not the application's): PEM or bare base64. */
  alipayPublicKey: string;
  /** https://openapi.alipay.com/gateway.do (sandbox: https://openapi-sandbox.dl.alipaydev.com/gateway.do). */
  gateway: string;
  timeoutMs: number;
}

/** A key as PEM whatever form it came in; a start-up error when it is no RSA key at all. */
function readKey(text: string, kind: 'private' | 'public'): string {
  const trimmed = text.trim();
  const candidates = trimmed.startsWith('-----')
    ? [() => (kind === 'private' ? createPrivateKey(trimmed) : createPublicKey(trimmed))]
    : kind === 'private'
      ? [
          () => createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' }),
          () => createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs1' }),
        ]
      : [() => createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' })];
  for (const make of candidates) {
    try {
      const key = make();
      if (key.asymmetricKeyType !== 'rsa') break;
      const pem = kind === 'private' ? key.export({ format: 'pem', type: 'pkcs8' }) : key.export({ format: 'pem', type: 'spki' });
      return pem.toString().trim();
    } catch {
      // try the next form
    }
  }
  throw new Error(kind === 'private' ? '支付宝应用私钥无法读取：须为 RSA 私钥' : '支付宝公钥无法读取：须为 RSA 公钥');
}

const noticeSchema = z.object({
  app_id: z.string(),
  out_trade_no: z.string(),
  trade_no: z.string(),
  trade_status: z.string(),
  total_amount: z.string(),
  gmt_payment: z.string().optional(),
});

const resultSchema = z.object({
  code: z.string(),
  msg: z.string().optional(),
  sub_code: z.string().optional(),
  sub_msg: z.string().optional(),
});
const tradeSchema = resultSchema.extend({
  out_trade_no: z.string().optional(),
  trade_no: z.string().optional(),
  trade_status: z.string().optional(),
  total_amount: z.string().optional(),
  send_pay_date: z.string().optional(),
});
type AlipayResult = z.infer<typeof resultSchema>;

const SUCCESS = '10000';
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const refused = (message: string) => new AppError('forbidden', message);

function alipayFailure(action: string, err: unknown): AppError {
  const e = (err ?? {}) as { message?: unknown; cause?: { name?: unknown; code?: unknown } };
  const message = typeof e.message === 'string' ? e.message : '';
  if (message.startsWith('验签失败')) return new AppError('unavailable', `支付宝${action}的应答未通过验签，已拒绝`);
  const cause = typeof e.cause?.name === 'string' ? e.cause.name : '';
  if (/Timeout/i.test(cause) || /timeout/i.test(message)) return new AppError('unavailable', `支付宝${action}超时，请稍后再试`);
  const status = /HTTP 请求错误, status: (\d+)/.exec(message)?.[1];
  if (status) return new AppError('unavailable', `支付宝${action}失败：HTTP ${status}`);
  if (message.startsWith('Response 格式错误')) return new AppError('unavailable', `支付宝${action}的应答格式有误`);
  return new AppError('unavailable', `无法连接支付宝（${action}），请稍后再试`, { reason: message });
}

function refusedBy(action: string, result: AlipayResult): AppError {
  const detail = result.sub_msg ?? result.msg ?? '未知错误';
  return new AppError('unavailable', `支付宝${action}失败：${detail}（${result.sub_code ?? result.code}）`, {
    gatewayCode: result.sub_code ?? result.code,
  });
}

export function createAlipayProvider(options: AlipayOptions): PaymentProvider {
  const sdk = new AlipaySdk({
    appId: options.appId,
    privateKey: readKey(options.privateKey, 'private'),
    keyType: 'PKCS8',
    alipayPublicKey: readKey(options.alipayPublicKey, 'public'),
    gateway: options.gateway,
    timeout: options.timeoutMs,
    // Keep Alipay's documented snake_case names in answers.
    camelcase: false,
  });

  /** Calls one OpenAPI method; the answer's signature is checked before anything in it is read. */
  async function exec<T extends AlipayResult>(
    action: string,
    method: string,
    bizContent: Record<string, string>,
    schema: z.ZodType<T>,
  ): Promise<T> {
    let data: unknown;
    try {
      // The SDK stamps its own local time; Alipay reads the timestamp as China Standard Time.
      data = await sdk.exec(method, { bizContent, timestamp: toChinaTime(new Date()) }, { validateSign: true });
    } catch (err) {
      throw alipayFailure(action, err);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new AppError('unavailable', `支付宝${action}的应答格式有误`);
    return parsed.data;
  }

  async function query(outTradeNo: string): Promise<{ state: PaymentState; notice: PaymentNotice | null }> {
    const trade = await exec('查单', 'alipay.trade.query', { out_trade_no: outTradeNo }, tradeSchema);
    if (trade.code !== SUCCESS) {
      // The trade is created only when the payer opens the cashier: until then Alipay has never heard of it.
      if (trade.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown', notice: null };
      throw refusedBy('查单', trade);
    }
    switch (trade.trade_status ?? '') {
      case 'TRADE_SUCCESS':
      case 'TRADE_FINISHED': {
        const amountFen = yuanToFen(trade.total_amount ?? '');
        if (amountFen === null || !trade.trade_no || trade.out_trade_no !== outTradeNo) {
          throw new AppError('unavailable', '支付宝查单的应答缺少金额或交易号');
        }
        return {
          state: 'paid',
          notice: {
            outTradeNo,
            tradeNo: trade.trade_no,
            amountFen,
            appId: options.appId,
            paid: true,
            paidAt: fromChinaTime(trade.send_pay_date),
            raw: JSON.stringify(trade),
          },
        };
      }
      case 'WAIT_BUYER_PAY':
        return { state: 'unpaid', notice: null };
      case 'TRADE_CLOSED':
        return { state: 'closed', notice: null };
      default:
        return { state: 'unknown', notice: null };
    }
  }

  return {
    channel: 'alipay',
    appId: options.appId,

    async start(request: PaymentRequest): Promise<PaymentStart> {
      assertPayableFen(request.amountFen);
      const totalAmount = fenToYuan(request.amountFen);
      // Phones (and pages inside WeChat, where Alipay cannot open) use wap pay; desktops use page pay.
      const wap = request.scene === 'wap' || request.scene === 'h5' || request.scene === 'jsapi';
      const bizContent: Record<string, string> = {
        out_trade_no: request.outTradeNo,
        total_amount: totalAmount,
        subject: Array.from(request.subject).slice(0, 256).join(''),
        product_code: wap ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        time_expire: toChinaTime(request.expiresAt),
      };
      if (wap && request.returnUrl) bizContent.quit_url = request.returnUrl;
      const url = sdk.pageExecute(wap ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay', 'GET', {
        bizContent,
        notifyUrl: request.notifyUrl,
        ...(request.returnUrl ? { returnUrl: request.returnUrl } : {}),
        timestamp: toChinaTime(new Date()),
      });
      return { kind: 'redirect', url };
    },

    async parseNotice(request: NoticeRequest): Promise<PaymentNotice> {
      const form = Object.fromEntries(new URLSearchParams(request.body));
      if (!form.sign) throw refused('支付宝通知缺少签名，已拒绝');
      if (!sdk.checkNotifySignV2(form)) throw refused('支付宝通知签名无效，已拒绝');
      const notice = noticeSchema.safeParse(form);
      if (!notice.success) throw new AppError('validation', '支付宝通知格式有误');
      const n = notice.data;
      if (n.app_id !== options.appId) throw refused('支付宝通知的应用 ID 与本站不符，已拒绝');
      const amountFen = yuanToFen(n.total_amount);
      if (amountFen === null) throw new AppError('validation', '支付宝通知的金额格式有误');
      return {
        outTradeNo: n.out_trade_no,
        tradeNo: n.trade_no,
        amountFen,
        appId: n.app_id,
        paid: PAID.has(n.trade_status),
        paidAt: fromChinaTime(n.gmt_payment),
        raw: request.body,
      };
    },

    ack(ok: boolean): NoticeAck {
      // Anything but the exact text "success" makes Alipay retry (4m, 10m, 10m, 1h, 2h, 6h, 15h).
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: ok ? 'success' : 'fail' };
    },

    query,

    async close(outTradeNo: string): Promise<void> {
      const result = await exec('关单', 'alipay.trade.close', { out_trade_no: outTradeNo }, resultSchema);
      if (result.code === SUCCESS || result.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      if (result.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
        // Only a trade waiting for payment can be closed: this one is closed already, or paid.
        const { state } = await query(outTradeNo);
        if (state === 'closed') return;
        if (state === 'paid') throw new AppError('conflict', '该订单已在支付宝付款，不能关闭');
      }
      throw refusedBy('关单', result);
    },

    async refund(input): Promise<void> {
      assertPayableFen(input.totalFen, '订单金额');
      assertPayableFen(input.amountFen, '退款金额');
      if (input.amountFen > input.totalFen) throw new AppError('validation', '退款金额不能大于订单金额');
      // out_request_no makes a repeated refund request a no-op (fund_change "N") rather than a second refund.
      const result = await exec(
        '退款',
        'alipay.trade.refund',
        {
          out_trade_no: input.outTradeNo,
          out_request_no: input.refundNo,
          refund_amount: fenToYuan(input.amountFen),
          refund_reason: Array.from(input.reason).slice(0, 256).join(''),
        },
        resultSchema,
      );
      if (result.code !== SUCCESS) throw refusedBy('退款', result);
    },
  };
}
