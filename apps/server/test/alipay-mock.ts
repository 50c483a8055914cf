import { generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Alipay's OpenAPI gateway (openapi.alipay.com/gateway.do, public-key mode, RSA2) that behaves
 * as its documentation says, with keys made here. Every request's sign is checked against the application's public
 * key over the sorted "key=value&…" of all other parameters, and its timestamp against China Standard Time; page and
 * wap pay URLs open a cashier (the trade exists from then on, WAIT_BUYER_PAY); alipay.trade.query, close and refund
 * answer with the documented codes, each answer signed with Alipay's key over the exact JSON of "<method>_response";
 * and a payment writes the asynchronous notification Alipay would post (a signed form). node:crypto only.
 */
export type AlipayFault = 'server-error' | 'slow' | 'forged-answer';

interface Trade {
  outTradeNo: string;
  tradeNo: string;
  totalAmount: string;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  gmtCreate: string;
  gmtPayment?: string;
  notifyUrl: string;
  refunded: number;
  refunds: Set<string>;
}

export interface AlipayMock {
  gateway: string;
  appId: string;
  /** The application's private key (the merchant keeps it; the mock holds its public half). */
  appPrivateKeyPem: string;
  /** Alipay's public key, as the merchant downloads it: bare base64, the way Alipay's console shows it. */
  alipayPublicKeyBase64: string;
  trades: Map<string, Trade>;
  requests: { method: string; params: Record<string, string>; signed: boolean }[];
  fault: AlipayFault | null;
  /** The payer's browser follows a page/wap pay URL: the cashier opens if the URL is genuine. */
  open(url: string): Promise<{ ok: boolean; html: string }>;
  /** The payer pays: the trade succeeds and Alipay's notification is returned (form body). */
  pay(outTradeNo: string): { headers: Record<string, string>; body: string };
  /** A notification with these fields, signed with Alipay's key unless another is given. */
  notification(fields: Record<string, string>, signingKey?: KeyObject): { headers: Record<string, string>; body: string };
  /** The fields of the notification for a trade as it stands. */
  notificationFields(outTradeNo: string): Record<string, string>;
  close(): Promise<void>;
}

const chinaTime = (at = new Date()) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const signContent = (params: Record<string, string>, omit: string[]) =>
  Object.keys(params)
    .filter((k) => !omit.includes(k))
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

export async function startAlipayMock(): Promise<AlipayMock> {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  let seq = 0;

  /** The checks Alipay makes on every request; the first failure, as Alipay words it, or null. */
  function check(params: Record<string, string>): { sub_code: string; sub_msg: string } | null {
    const { sign: signature = '' } = params;
    const good = verify('sha256', Buffer.from(signContent(params, ['sign'])), app.publicKey, Buffer.from(signature, 'base64'));
    if (params.app_id !== mock.appId) return { sub_code: 'isv.invalid-app-id', sub_msg: '无效的AppID参数' };
    if (params.sign_type !== 'RSA2' || !good) return { sub_code: 'isv.invalid-signature', sub_msg: '验签出错' };
    const at = new Date(`${(params.timestamp ?? '').replace(' ', 'T')}+08:00`).getTime();
    if (!(Math.abs(at - Date.now()) < 10 * 60_000)) return { sub_code: 'isv.invalid-timestamp', sub_msg: '非法的时间戳参数' };
    if (params.charset !== 'utf-8' || params.version !== '1.0') return { sub_code: 'isv.invalid-parameter', sub_msg: '参数无效' };
    return null;
  }

  function biz(params: Record<string, string>): Record<string, string> {
    return JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
  }

  const mock: AlipayMock = {
    gateway: '',
    appId: '2021000000000001',
    appPrivateKeyPem: app.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    alipayPublicKeyBase64: alipay.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    trades: new Map(),
    requests: [],
    fault: null,
    async open(url) {
      const res = await fetch(url);
      const html = await res.text();
      return { ok: res.ok && html.includes('收银台'), html };
    },
    pay(outTradeNo) {
      const trade = mock.trades.get(outTradeNo);
      if (!trade) throw new Error(`no trade ${outTradeNo}`);
      trade.status = 'TRADE_SUCCESS';
      trade.gmtPayment = chinaTime();
      return mock.notification(mock.notificationFields(outTradeNo));
    },
    notificationFields(outTradeNo) {
      const t = mock.trades.get(outTradeNo);
      if (!t) throw new Error(`no trade ${outTradeNo}`);
      return {
        notify_time: chinaTime(),
        notify_type: 'trade_status_sync',
        notify_id: `ac05099524730693a8b330c5ecf72da${++seq}`,
        app_id: mock.appId,
        charset: 'utf-8',
        version: '1.0',
        sign_type: 'RSA2',
        trade_no: t.tradeNo,
        out_trade_no: t.outTradeNo,
        trade_status: t.status,
        total_amount: t.totalAmount,
        receipt_amount: t.totalAmount,
        buyer_pay_amount: t.totalAmount,
        subject: t.subject,
        gmt_create: t.gmtCreate,
        ...(t.gmtPayment ? { gmt_payment: t.gmtPayment } : {}),
        buyer_id: '2088102122524333',
        seller_id: '2088101106499364',
      };
    },
    notification(fields, signingKey = alipay.privateKey) {
      // Notifications are signed over every field but sign and sign_type.
      const signature = sign('sha256', Buffer.from(signContent(fields, ['sign', 'sign_type'])), signingKey).toString('base64');
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams({ ...fields, sign: signature }).toString(),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  function answer(method: string, result: Record<string, string>): string {
    const inner = JSON.stringify(result);
    const key = mock.fault === 'forged-answer' ? forger.privateKey : alipay.privateKey;
    const signature = sign('sha256', Buffer.from(inner), key).toString('base64');
    return `{"${method.replaceAll('.', '_')}_response":${inner},"sign":"${signature}"}`;
  }

  const failed = (sub_code: string, sub_msg: string, code = '40004') => ({
    code,
    msg: code === '40004' ? 'Business Failed' : 'Invalid Arguments',
    sub_code,
    sub_msg,
  });

  /** One OpenAPI method, after the request checked out. */
  function run(method: string, params: Record<string, string>): Record<string, string> {
    const b = biz(params);
    const trade = mock.trades.get(b.out_trade_no ?? '');
    if (!trade) return failed('ACQ.TRADE_NOT_EXIST', '交易不存在');
    const ok = { code: '10000', msg: 'Success', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
    switch (method) {
      case 'alipay.trade.query':
        return {
          ...ok,
          trade_status: trade.status,
          total_amount: trade.totalAmount,
          buyer_logon_id: '159****5620',
          ...(trade.gmtPayment ? { send_pay_date: trade.gmtPayment } : {}),
        };
      case 'alipay.trade.close':
        if (trade.status !== 'WAIT_BUYER_PAY') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return ok;
      case 'alipay.trade.refund': {
        if (!/^\d+(\.\d{1,2})?$/.test(b.refund_amount ?? '') || !b.out_request_no)
          return failed('ACQ.INVALID_PARAMETER', '参数无效');
        if (trade.refunds.has(b.out_request_no))
          return { ...ok, fund_change: 'N', refund_fee: (trade.refunded / 100).toFixed(2) };
        if (trade.status !== 'TRADE_SUCCESS') return failed('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        const amount = fen(b.refund_amount ?? '0');
        if (amount <= 0 || amount > fen(trade.totalAmount) - trade.refunded) {
          return failed('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
        }
        trade.refunded += amount;
        trade.refunds.add(b.out_request_no);
        if (trade.refunded === fen(trade.totalAmount)) trade.status = 'TRADE_CLOSED';
        return { ...ok, fund_change: 'Y', refund_fee: (trade.refunded / 100).toFixed(2) };
      }
      default:
        return failed('isv.invalid-method', '不存在的方法名', '40002');
    }
  }

  /** The cashier: page and wap pay arrive as a signed GET from the payer's browser. */
  function cashier(params: Record<string, string>): string {
    const problem = check(params);
    if (problem) return `<html><title>支付宝 - 出错了</title><body>错误代码 ${problem.sub_code}</body></html>`;
    const b = biz(params);
    const product = params.method === 'alipay.trade.wap.pay' ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY';
    if (b.product_code !== product || !/^\d+(\.\d{1,2})?$/.test(b.total_amount ?? '') || !b.subject || !b.out_trade_no) {
      return '<html><title>支付宝 - 出错了</title><body>错误代码 invalid-parameter</body></html>';
    }
    if (!mock.trades.has(b.out_trade_no)) {
      mock.trades.set(b.out_trade_no, {
        outTradeNo: b.out_trade_no,
        tradeNo: `2026112622001${String(++seq).padStart(15, '0')}`,
        totalAmount: b.total_amount ?? '',
        subject: b.subject,
        status: 'WAIT_BUYER_PAY',
        gmtCreate: chinaTime(),
        notifyUrl: params.notify_url ?? '',
        refunded: 0,
        refunds: new Set(),
      });
    }
    return `<html><title>支付宝 - 网上支付 安全快速！</title><body>收银台 ￥${b.total_amount}</body></html>`;
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(raw)) };
      const method = params.method ?? '';
      mock.requests.push({ method, params, signed: check(params) === null });
      const reply = (status: number, type: string, body: string) => {
        const write = () => {
          res.writeHead(status, { 'content-type': type });
          res.end(body);
        };
        if (mock.fault === 'slow') setTimeout(write, 1500);
        else write();
      };
      if (url.pathname !== '/gateway.do') return reply(404, 'text/plain', 'not found');
      if (mock.fault === 'server-error') return reply(502, 'text/html', '<html>502 Bad Gateway</html>');
      if (req.method === 'GET') return reply(200, 'text/html; charset=utf-8', cashier(params));
      const problem = check(params);
      const result = problem ? failed(problem.sub_code, problem.sub_msg, '40002') : run(method, params);
      reply(200, 'application/json; charset=utf-8', answer(method, result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  mock.gateway = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`;
  return mock;
}
