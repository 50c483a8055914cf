import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AlipayMock, startAlipayMock } from '../../../test/alipay-mock.js';
import { type AlipayOptions, createAlipayProvider } from './alipay.js';
import type { PaymentProvider, PaymentRequest } from './provider.js';
import { paymentRequests, refusal } from './test-helpers.js';

let mock: AlipayMock;
let options: AlipayOptions;
let alipay: PaymentProvider;

beforeAll(async () => {
  mock = await startAlipayMock();
  options = {
    appId: mock.appId,
    privateKey: mock.appPrivateKeyPem,
    alipayPublicKey: mock.alipayPublicKeyBase64,
    gateway: mock.gateway,
    timeoutMs: 1000,
  };
  alipay = createAlipayProvider(options);
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.fault = null;
});

const order = paymentRequests('A', {
  subject: '模型购买：机械臂',
  notifyUrl: 'https://moxing.example.com/api/pay/notify/alipay',
  returnUrl: 'https://moxing.example.com/myorder',
});

/** Starts a payment and opens the cashier, as the payer's browser does: the trade then exists at Alipay. */
async function opened(extra: Partial<PaymentRequest> = {}) {
  const req = order('page', extra);
  const start = await alipay.start(req);
  if (start.kind !== 'redirect') throw new Error('expected a redirect');
  expect((await mock.open(start.url)).ok).toBe(true);
  return req.outTradeNo;
}

describe('Alipay: starting a payment', () => {
  it('page pay: a signed redirect to the gateway that opens the cashier', async () => {
    const req = order('page');
    const start = await alipay.start(req);
    if (start.kind !== 'redirect') throw new Error(`expected redirect, got ${start.kind}`);
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe(mock.gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: mock.appId,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      notify_url: req.notifyUrl,
      return_url: req.returnUrl,
    });
    expect(JSON.parse(params.biz_content ?? '')).toMatchObject({
      out_trade_no: req.outTradeNo,
      total_amount: '19.99',
      subject: req.subject,
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    const page = await mock.open(start.url);
    expect(page).toMatchObject({ ok: true });
    expect(mock.requests.at(-1)?.signed).toBe(true);
    expect(mock.trades.get(req.outTradeNo)).toMatchObject({ status: 'WAIT_BUYER_PAY', totalAmount: '19.99' });
  });

  it('wap pay on phones (and inside WeChat), with the quit address', async () => {
    for (const scene of ['wap', 'h5', 'jsapi'] as const) {
      const start = await alipay.start(order(scene, { amountFen: 5 }));
      if (start.kind !== 'redirect') throw new Error('expected redirect');
      const params = Object.fromEntries(new URL(start.url).searchParams);
      expect(params.method).toBe('alipay.trade.wap.pay');
      expect(JSON.parse(params.biz_content ?? '')).toMatchObject({
        total_amount: '0.05',
        product_code: 'QUICK_WAP_WAY',
        quit_url: 'https://moxing.example.com/myorder',
      });
      expect((await mock.open(start.url)).ok).toBe(true);
    }
  });

  it('a URL whose amount was changed after signing does not open the cashier', async () => {
    const start = await alipay.start(order('page'));
    if (start.kind !== 'redirect') throw new Error('expected redirect');
    const url = new URL(start.url);
    url.searchParams.set('biz_content', (url.searchParams.get('biz_content') ?? '').replace('"19.99"', '"0.01"'));
    expect(await mock.open(url.toString())).toMatchObject({
      ok: false,
      html: expect.stringContaining('invalid-signature') as string,
    });
  });

  it('refuses zero, negative, fractional and huge amounts', async () => {
    for (const amountFen of [0, -1, 0.5, 100_000_000 * 100 + 1]) {
      expect((await refusal(alipay.start(order('page', { amountFen })))).kind).toBe('validation');
    }
  });
});

describe('Alipay: notifications', () => {
  it('accepts a genuine notification; the yuan string becomes exact fen', async () => {
    // 1.15 yuan is 114.99999999999999 fen in floating point.
    const outTradeNo = await opened({ amountFen: 115 });
    const notice = await alipay.parseNotice(mock.pay(outTradeNo));
    expect(notice).toMatchObject({ outTradeNo, amountFen: 115, appId: mock.appId, paid: true });
    expect(notice.tradeNo).toBe(mock.trades.get(outTradeNo)?.tradeNo);
    expect(Math.abs(notice.paidAt!.getTime() - Date.now())).toBeLessThan(5000);
    expect(alipay.ack(true)).toMatchObject({ status: 200, body: 'success' });
    expect(alipay.ack(false).body).toBe('fail');
  });

  it('reads large and odd amounts exactly', async () => {
    const outTradeNo = await opened({ amountFen: 99_999_999_99 });
    expect((await alipay.parseNotice(mock.pay(outTradeNo))).amountFen).toBe(99_999_999_99);
    const fields = mock.notificationFields(outTradeNo);
    for (const [total, fen] of [
      ['0.29', 29],
      ['10', 1000],
      ['10.5', 1050],
      ['4.35', 435],
    ] as const) {
      expect((await alipay.parseNotice(mock.notification({ ...fields, total_amount: total }))).amountFen).toBe(fen);
    }
    for (const total of ['1.234', '-1.00', '1e3', ' 1.00', '0x10', '']) {
      expect((await refusal(alipay.parseNotice(mock.notification({ ...fields, total_amount: total })))).kind).toBe('validation');
    }
  });

  it('TRADE_FINISHED is paid; WAIT_BUYER_PAY and TRADE_CLOSED are not', async () => {
    const outTradeNo = await opened();
    const fields = mock.notificationFields(outTradeNo);
    const status = async (trade_status: string) =>
      (await alipay.parseNotice(mock.notification({ ...fields, trade_status }))).paid;
    expect(await status('TRADE_FINISHED')).toBe(true);
    expect(await status('WAIT_BUYER_PAY')).toBe(false);
    expect(await status('TRADE_CLOSED')).toBe(false);
  });

  it('refuses a forged signature, a tampered body, a missing sign and another app’s notification', async () => {
    const outTradeNo = await opened({ amountFen: 100 });
    const genuine = mock.pay(outTradeNo);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const forged = mock.notification(mock.notificationFields(outTradeNo), forger);
    expect((await refusal(alipay.parseNotice(forged))).kind).toBe('forbidden');
    const tampered = { ...genuine, body: genuine.body.replace('total_amount=1.00', 'total_amount=100.00') };
    expect(tampered.body).not.toBe(genuine.body);
    expect((await refusal(alipay.parseNotice(tampered))).message).toMatch(/签名无效/);
    const unsigned = { ...genuine, body: genuine.body.replace(/&?sign=[^&]*/, '') };
    expect((await refusal(alipay.parseNotice(unsigned))).kind).toBe('forbidden');
    const otherApp = mock.notification({ ...mock.notificationFields(outTradeNo), app_id: '2021000000000999' });
    expect((await refusal(alipay.parseNotice(otherApp))).message).toMatch(/应用 ID/);
    // The same notice verified by an installation holding a different Alipay public key (wrong key) is refused.
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' });
    const misconfigured = createAlipayProvider({ ...options, alipayPublicKey: otherKey.toString() });
    expect((await refusal(misconfigured.parseNotice(genuine))).kind).toBe('forbidden');
  });
});

describe('Alipay: query, close, refund', () => {
  it('queries paid, unpaid, closed and unknown trades; requests carry China Standard Time', async () => {
    const outTradeNo = await opened({ amountFen: 30_000 });
    expect(await alipay.query(outTradeNo)).toEqual({ state: 'unpaid', notice: null });
    // The mock refuses timestamps more than ten minutes from China Standard Time.
    expect(mock.requests.at(-1)).toMatchObject({ method: 'alipay.trade.query', signed: true });
    mock.pay(outTradeNo);
    const paid = await alipay.query(outTradeNo);
    expect(paid.state).toBe('paid');
    expect(paid.notice).toMatchObject({ outTradeNo, amountFen: 30_000, paid: true, appId: mock.appId });

    const closed = await opened();
    await alipay.close(closed);
    expect(await alipay.query(closed)).toEqual({ state: 'closed', notice: null });
    // Never opened by the payer: Alipay has no such trade.
    expect(await alipay.query('NEVER-OPENED-1')).toEqual({ state: 'unknown', notice: null });
  });

  it('close: a trade Alipay never saw or already closed is closed; a paid one is a conflict', async () => {
    await expect(alipay.close('NEVER-OPENED-2')).resolves.toBeUndefined();
    const closed = await opened();
    await alipay.close(closed);
    await expect(alipay.close(closed)).resolves.toBeUndefined();
    const paid = await opened();
    mock.pay(paid);
    expect((await refusal(alipay.close(paid))).kind).toBe('conflict');
  });

  it('refunds in yuan; a repeated request number is no second refund; too much is refused', async () => {
    const outTradeNo = await opened({ amountFen: 1000 });
    mock.pay(outTradeNo);
    const refund = { outTradeNo, totalFen: 1000, reason: '模型无法下载' };
    await alipay.refund({ ...refund, refundNo: 'R1', amountFen: 333 });
    expect(JSON.parse(mock.requests.at(-1)?.params.biz_content ?? '')).toMatchObject({
      out_trade_no: outTradeNo,
      out_request_no: 'R1',
      refund_amount: '3.33',
    });
    await alipay.refund({ ...refund, refundNo: 'R1', amountFen: 333 });
    expect(mock.trades.get(outTradeNo)?.refunded).toBe(333);
    expect((await refusal(alipay.refund({ ...refund, refundNo: 'R2', amountFen: 668 }))).message).toMatch(/退款金额超限/);
    await alipay.refund({ ...refund, refundNo: 'R3', amountFen: 667 });
    expect(mock.trades.get(outTradeNo)).toMatchObject({ refunded: 1000, status: 'TRADE_CLOSED' });
    expect((await refusal(alipay.refund({ ...refund, refundNo: 'R4', amountFen: 1001 }))).kind).toBe('validation');
  });
});

describe('Alipay: faults', () => {
  it('a gateway error, a forged answer, a timeout and an unreachable gateway each give a clear error', async () => {
    mock.fault = 'server-error';
    expect((await refusal(alipay.query('X-1'))).message).toMatch(/支付宝查单失败：HTTP 502/);
    mock.fault = 'forged-answer';
    expect((await refusal(alipay.query('X-2'))).message).toMatch(/验签/);
    mock.fault = 'slow';
    expect(
      (await refusal(alipay.refund({ outTradeNo: 'X-3', refundNo: 'R', amountFen: 1, totalFen: 1, reason: '' }))).message,
    ).toMatch(/超时/);
    mock.fault = null;
    const nowhere = createAlipayProvider({ ...options, gateway: 'http://127.0.0.1:9/gateway.do' });
    expect((await refusal(nowhere.close('X-4'))).message).toMatch(/无法连接支付宝/);
  });

  it('Alipay’s refusal of our signature is reported with its reason', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    const impostor = createAlipayProvider({ ...options, privateKey: otherKey.toString() });
    expect((await refusal(impostor.query('X-5'))).message).toMatch(/验签出错.*isv\.invalid-signature/);
  });

  it('keys are read as PEM or as the bare base64 Alipay’s console shows; anything else stops the start', () => {
    const bare = mock.appPrivateKeyPem.replace(/-----[^-]+-----|\s/g, '');
    expect(() => createAlipayProvider({ ...options, privateKey: bare })).not.toThrow();
    expect(() => createAlipayProvider({ ...options, privateKey: 'not a key' })).toThrow(/应用私钥/);
    expect(() => createAlipayProvider({ ...options, alipayPublicKey: 'bm90IGEga2V5' })).toThrow(/支付宝公钥/);
  });
});
