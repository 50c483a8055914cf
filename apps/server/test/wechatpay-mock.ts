import { createCipheriv, generateKeyPairSync, type KeyObject, randomBytes, sign, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { selfSignedCertificate } from './x509.js';

/**
 * A local stand-in for api.mch.weixin.qq.com (WeChat Pay API v3, direct merchant) that behaves as its documentation
 * says, with keys made here: it checks each request's WECHATPAY2-SHA256-RSA2048 Authorization against the merchant's
 * public key, keeps orders (Native / H5 / JSAPI), answers queries, closes and refunds with the documented error
 * codes, signs every answer with its platform key, and writes the notifications a payment sends (signed, resource
 * encrypted with the APIv3 key). Crypto here is node:crypto only, independent of the code under test.
 */
export type WechatPayFault = 'server-error' | 'slow' | 'forged-answer' | 'unsigned-answer';

interface Order {
  kind: 'native' | 'h5' | 'jsapi';
  body: Record<string, unknown>;
  total: number;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  transactionId?: string;
  successTime?: string;
  refunded: number;
  refunds: Map<string, Record<string, unknown>>;
}

export interface WechatPayMock {
  base: string;
  mchId: string;
  appId: string;
  apiV3Key: string;
  merchantSerial: string;
  merchantPrivateKeyPem: string;
  /** Platform-certificate mode. */
  platformCertPem: string;
  platformSerial: string;
  /** WeChat Pay public-key mode (the same key pair as the certificate, under its PUB_KEY_ID). */
  publicKeyPem: string;
  publicKeyId: string;
  orders: Map<string, Order>;
  /** Each request as received, with whether its signature was good. */
  requests: { method: string; path: string; body: string; signed: boolean }[];
  fault: WechatPayFault | null;
  /** The payer pays: the order becomes SUCCESS and the notification WeChat Pay would post is returned. */
  pay(outTradeNo: string): { headers: Record<string, string>; body: string };
  /** A notification of this transaction, signed and encrypted as WeChat Pay does unless told otherwise. */
  notification(
    transaction: Record<string, unknown>,
    opts?: { timestamp?: number; signingKey?: KeyObject; serial?: string; apiV3Key?: string },
  ): { headers: Record<string, string>; body: string };
  /** The transaction JSON WeChat Pay reports for an order. */
  transaction(outTradeNo: string): Record<string, unknown>;
  close(): Promise<void>;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const now = () => Math.floor(Date.now() / 1000);
const chinaRfc3339 = () => `${new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

export async function startWechatPayMock(): Promise<WechatPayMock> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = selfSignedCertificate('5157F09EFDC096DE15EBE81A47057A7232F1B8E1', 'Tenpay.com Root CA');
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let seq = 0;

  const mock: WechatPayMock = {
    base: '',
    mchId: '1900000109',
    appId: 'wxd678efh567hg6787',
    apiV3Key: randomBytes(16).toString('hex'),
    merchantSerial: '3775B6A45ACD588826D15E583A95F5DD01234567',
    merchantPrivateKeyPem: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    platformCertPem: platform.pem,
    platformSerial: platform.serial,
    publicKeyPem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    publicKeyId: 'PUB_KEY_ID_0119000010920251126000000000001',
    orders: new Map(),
    requests: [],
    fault: null,
    pay(outTradeNo) {
      const order = mock.orders.get(outTradeNo);
      if (!order) throw new Error(`no order ${outTradeNo}`);
      order.state = 'SUCCESS';
      order.transactionId = `42000${String(++seq).padStart(23, '0')}`;
      order.successTime = chinaRfc3339();
      return mock.notification(mock.transaction(outTradeNo));
    },
    notification(transaction, opts = {}) {
      const nonce = randomBytes(6).toString('hex');
      const aad = 'transaction';
      const cipher = createCipheriv('aes-256-gcm', Buffer.from(opts.apiV3Key ?? mock.apiV3Key), nonce).setAAD(Buffer.from(aad));
      const sealed = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]);
      const body = JSON.stringify({
        id: `EV-${++seq}`,
        create_time: chinaRfc3339(),
        resource_type: 'encrypt-resource',
        event_type: 'TRANSACTION.SUCCESS',
        summary: '支付成功',
        resource: {
          original_type: 'transaction',
          algorithm: 'AEAD_AES_256_GCM',
          ciphertext: sealed.toString('base64'),
          associated_data: aad,
          nonce,
        },
      });
      return { headers: signedHeaders(body, opts), body };
    },
    transaction(outTradeNo) {
      const order = mock.orders.get(outTradeNo);
      if (!order) throw new Error(`no order ${outTradeNo}`);
      const paid = order.state === 'SUCCESS' || order.state === 'REFUND';
      return {
        appid: order.body.appid,
        mchid: mock.mchId,
        out_trade_no: outTradeNo,
        trade_type: { native: 'NATIVE', h5: 'MWEB', jsapi: 'JSAPI' }[order.kind],
        trade_state: order.state,
        trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭', REFUND: '转入退款' }[order.state],
        ...(paid
          ? {
              transaction_id: order.transactionId,
              bank_type: 'OTHERS',
              success_time: order.successTime,
              payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
              amount: { total: order.total, payer_total: order.total, currency: 'CNY', payer_currency: 'CNY' },
            }
          : {}),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function signedHeaders(body: string, opts: { timestamp?: number; signingKey?: KeyObject; serial?: string } = {}) {
    const timestamp = String(opts.timestamp ?? now());
    const nonce = randomBytes(16).toString('hex');
    const signature = sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), opts.signingKey ?? platform.privateKey);
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': signature.toString('base64'),
      'Wechatpay-Serial': opts.serial ?? platform.serial,
    };
  }

  /** Checks "WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…". */
  function authorized(method: string, path: string, body: string, header: string | undefined): boolean {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
    if (!m?.[1]) return false;
    const fields = Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((f) => [f[1], f[2]]));
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = fields;
    if (mchid !== mock.mchId || serial !== mock.merchantSerial || !nonce || !signature || !timestamp) return false;
    if (Math.abs(now() - Number(timestamp)) > 300) return false;
    const message = `${method}\n${path}\n${timestamp}\n${nonce}\n${body}\n`;
    return verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(signature, 'base64'));
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const path = req.url ?? '/';
      const url = new URL(path, 'http://localhost');
      const method = req.method ?? 'GET';
      const signed = authorized(method, path, raw, req.headers.authorization);
      mock.requests.push({ method, path, body: raw, signed });
      const send = (status: number, payload?: unknown) => {
        const body = payload === undefined ? '' : JSON.stringify(payload);
        const headers: Record<string, string> = { 'content-type': 'application/json', 'Request-ID': `req-${++seq}` };
        // An answer is signed only once the request's own signature checked out.
        if (mock.fault !== 'unsigned-answer' && signed) {
          Object.assign(headers, signedHeaders(body, mock.fault === 'forged-answer' ? { signingKey: forger.privateKey } : {}));
        }
        const write = () => {
          res.writeHead(status, headers);
          res.end(body);
        };
        if (mock.fault === 'slow') setTimeout(write, 1500);
        else write();
      };
      const fail = (status: number, code: string, message: string) => send(status, { code, message });
      if (mock.fault === 'server-error') return fail(500, 'SYSTEM_ERROR', '系统错误');
      if (!signed) return fail(401, 'SIGN_ERROR', '签名错误');
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;

      const place = /^\/v3\/pay\/transactions\/(native|h5|jsapi)$/.exec(url.pathname);
      if (method === 'POST' && place?.[1]) {
        const kind = place[1] as Order['kind'];
        const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
        const outTradeNo = text(body.out_trade_no);
        if (body.mchid !== mock.mchId || body.appid !== mock.appId)
          return fail(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
        if (!Number.isInteger(amount?.total) || Number(amount?.total) <= 0 || amount?.currency !== 'CNY') {
          return fail(400, 'PARAM_ERROR', '订单金额无效');
        }
        if (!/^[0-9A-Za-z_\-|*]{6,32}$/.test(outTradeNo) || typeof body.notify_url !== 'string' || !body.description) {
          return fail(400, 'PARAM_ERROR', '参数错误');
        }
        if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/.test(String(body.time_expire)))
          return fail(400, 'PARAM_ERROR', 'time_expire格式错误');
        const payer = body.payer as { openid?: string } | undefined;
        const scene = body.scene_info as { payer_client_ip?: string; h5_info?: { type?: string } } | undefined;
        if (kind === 'jsapi' && !payer?.openid) return fail(400, 'PARAM_ERROR', '缺少参数openid');
        if (kind === 'h5' && (!scene?.payer_client_ip || !scene.h5_info?.type))
          return fail(400, 'PARAM_ERROR', '缺少参数scene_info');
        const existing = mock.orders.get(outTradeNo);
        if (existing?.state === 'SUCCESS') return fail(400, 'ORDERPAID', '该订单已支付');
        if (existing?.state === 'CLOSED') return fail(400, 'ORDER_CLOSED', '订单已关闭');
        if (existing && existing.total !== amount?.total) return fail(400, 'INVALID_REQUEST', '201 商户订单号重复');
        mock.orders.set(outTradeNo, {
          kind,
          body,
          total: Number(amount?.total),
          state: 'NOTPAY',
          refunded: 0,
          refunds: new Map(),
        });
        const prepay = `wx${String(++seq).padStart(30, '0')}`;
        if (kind === 'native') return send(200, { code_url: `weixin://wxpay/bizpayurl?pr=${prepay.slice(-7)}` });
        if (kind === 'h5')
          return send(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=1` });
        return send(200, { prepay_id: prepay });
      }

      const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(url.pathname);
      if (byNo?.[1]) {
        const outTradeNo = decodeURIComponent(byNo[1]);
        const order = mock.orders.get(outTradeNo);
        if (method === 'GET' && !byNo[2]) {
          if (url.searchParams.get('mchid') !== mock.mchId) return fail(400, 'PARAM_ERROR', 'mchid错误');
          if (!order) return fail(404, 'ORDER_NOT_EXIST', '订单不存在');
          return send(200, mock.transaction(outTradeNo));
        }
        if (method === 'POST' && byNo[2]) {
          if (body.mchid !== mock.mchId) return fail(400, 'PARAM_ERROR', 'mchid错误');
          if (!order) return fail(404, 'ORDER_NOT_EXIST', '订单不存在');
          if (order.state === 'SUCCESS' || order.state === 'REFUND') return fail(400, 'ORDERPAID', '订单已支付');
          order.state = 'CLOSED';
          return send(204);
        }
      }

      if (method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
        const order = mock.orders.get(text(body.out_trade_no));
        const amount = body.amount as { refund?: number; total?: number; currency?: string } | undefined;
        const refundNo = text(body.out_refund_no);
        if (!order) return fail(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
        const again = order.refunds.get(refundNo);
        if (again) return send(200, again);
        if (order.state !== 'SUCCESS' && order.state !== 'REFUND') return fail(400, 'INVALID_REQUEST', '订单未支付，不能退款');
        if (amount?.total !== order.total || amount.currency !== 'CNY')
          return fail(400, 'INVALID_REQUEST', '订单金额与原订单不符');
        const refund = Number(amount.refund);
        if (!Number.isInteger(refund) || refund <= 0 || refund > order.total - order.refunded) {
          return fail(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
        }
        order.refunded += refund;
        order.state = 'REFUND';
        const answer = {
          refund_id: `50000${String(++seq).padStart(27, '0')}`,
          out_refund_no: refundNo,
          transaction_id: order.transactionId,
          out_trade_no: body.out_trade_no,
          channel: 'ORIGINAL',
          status: 'PROCESSING',
          create_time: chinaRfc3339(),
          amount: { total: order.total, refund, payer_total: order.total, payer_refund: refund, currency: 'CNY' },
        };
        order.refunds.set(refundNo, answer);
        return send(200, answer);
      }
      return fail(404, 'NOT_FOUND', '接口不存在');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return mock;
}
