import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWechatPayMock, type WechatPayMock } from '../../../test/wechatpay-mock.js';
import type { PaymentProvider } from './provider.js';
import { paymentRequests, refusal } from './test-helpers.js';
import { createWechatPayProvider, wechatPayPlatformKeys, type WechatPayOptions } from './wechatpay.js';

let mock: WechatPayMock;
let options: WechatPayOptions;
let wechat: PaymentProvider;

beforeAll(async () => {
  mock = await startWechatPayMock();
  options = {
    mchId: mock.mchId,
    appId: mock.appId,
    serial: mock.merchantSerial,
    privateKey: mock.merchantPrivateKeyPem,
    apiV3Key: mock.apiV3Key,
    platformKeys: wechatPayPlatformKeys({ certificates: mock.platformCertPem }),
    baseUrl: mock.base,
    timeoutMs: 1000,
  };
  wechat = createWechatPayProvider(options);
});
afterAll(() => mock.close());
beforeEach(() => {
  mock.fault = null;
});

const order = paymentRequests('T', {
  subject: '金币充值 19.99 元',
  notifyUrl: 'https://moxing.example.com/api/pay/notify/wechat',
});

describe('WeChat Pay: starting a payment', () => {
  it('native: places a signed order and hands back the code_url for the QR code', async () => {
    const req = order('qr');
    const start = await wechat.start(req);
    expect(start).toEqual({ kind: 'qr', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) as string });
    const sent = mock.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/native', signed: true });
    expect(JSON.parse(sent.body)).toMatchObject({
      appid: mock.appId,
      mchid: mock.mchId,
      out_trade_no: req.outTradeNo,
      description: req.subject,
      notify_url: req.notifyUrl,
      amount: { total: 1999, currency: 'CNY' },
    });
    // time_expire in China Standard Time: 30 minutes from now, RFC 3339 with +08:00.
    const expire = new Date(String((JSON.parse(sent.body) as { time_expire: string }).time_expire));
    expect(Math.abs(expire.getTime() - req.expiresAt.getTime())).toBeLessThan(1000);
  });

  it('H5: sends the payer IP and returns WeChat’s h5_url with our return address appended', async () => {
    const start = await wechat.start(order('h5', { clientIp: '203.0.113.9', returnUrl: 'https://moxing.example.com/myorder' }));
    expect(start.kind).toBe('redirect');
    const url = new URL(start.kind === 'redirect' ? start.url : '');
    expect(url.origin + url.pathname).toBe('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb');
    expect(url.searchParams.get('redirect_url')).toBe('https://moxing.example.com/myorder');
    expect(JSON.parse(mock.requests.at(-1)!.body)).toMatchObject({
      scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } },
    });
    await expect(wechat.start(order('h5'))).rejects.toMatchObject({ kind: 'validation' });
  });

  it('JSAPI: returns the parameters for WeixinJSBridge, paySign verifiable with the merchant public key', async () => {
    const start = await wechat.start(order('jsapi', { openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }));
    if (start.kind !== 'jsapi') throw new Error(`expected jsapi, got ${start.kind}`);
    const p = start.params;
    expect(p).toMatchObject({ appId: mock.appId, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) as string });
    expect(Math.abs(Number(p.timeStamp) - Date.now() / 1000)).toBeLessThan(5);
    const merchantPublic = createPublicKey(mock.merchantPrivateKeyPem);
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(verify('sha256', Buffer.from(message), merchantPublic, Buffer.from(p.paySign ?? '', 'base64'))).toBe(true);
    expect(JSON.parse(mock.requests.at(-1)!.body)).toMatchObject({ payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } });
    await expect(wechat.start(order('jsapi'))).rejects.toMatchObject({ kind: 'validation' });
  });

  it('refuses zero, negative, fractional and huge amounts before calling WeChat Pay', async () => {
    const before = mock.requests.length;
    for (const amountFen of [0, -100, 12.5, Number.MAX_SAFE_INTEGER, Number.NaN]) {
      expect((await refusal(wechat.start(order('qr', { amountFen })))).kind).toBe('validation');
    }
    expect(mock.requests.length).toBe(before);
  });
});

describe('WeChat Pay: notifications', () => {
  async function placed() {
    const req = order('qr', { amountFen: 115 });
    await wechat.start(req);
    return req.outTradeNo;
  }

  it('accepts a genuine notification and reads the exact amount in fen', async () => {
    const outTradeNo = await placed();
    const notice = await wechat.parseNotice(mock.pay(outTradeNo));
    expect(notice).toMatchObject({ outTradeNo, amountFen: 115, appId: mock.appId, paid: true });
    expect(notice.tradeNo).toBe(mock.orders.get(outTradeNo)?.transactionId);
    expect(Math.abs(notice.paidAt!.getTime() - Date.now())).toBeLessThan(5000);
    expect(JSON.parse(notice.raw)).toMatchObject({ out_trade_no: outTradeNo, trade_state: 'SUCCESS' });
    // The same notification again parses the same: crediting once is the order module's idempotency.
    expect(wechat.ack(true)).toEqual({ status: 204, contentType: 'application/json', body: '' });
    expect(wechat.ack(false).status).toBeGreaterThanOrEqual(400);
  });

  it('accepts the headers however the web framework hands them over (lower case, arrays)', async () => {
    const outTradeNo = await placed();
    const { headers, body } = mock.pay(outTradeNo);
    const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), [v]]));
    await expect(wechat.parseNotice({ headers: lower, body })).resolves.toMatchObject({ outTradeNo, paid: true });
  });

  it('verifies against the WeChat Pay public key (PUB_KEY_ID mode) as well', async () => {
    const byPublicKey = createWechatPayProvider({
      ...options,
      platformKeys: wechatPayPlatformKeys({ publicKey: mock.publicKeyPem, publicKeyId: mock.publicKeyId }),
    });
    const outTradeNo = await placed();
    const notice = mock.notification(mock.transaction(outTradeNo), { serial: mock.publicKeyId });
    await expect(byPublicKey.parseNotice(notice)).resolves.toMatchObject({ outTradeNo });
  });

  it('refuses a forged signature, a tampered body, a wrong serial, missing headers and a stale timestamp', async () => {
    const outTradeNo = await placed();
    mock.pay(outTradeNo);
    const tx = mock.transaction(outTradeNo);
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

    const forged = mock.notification(tx, { signingKey: forger });
    expect((await refusal(wechat.parseNotice(forged))).kind).toBe('forbidden');

    const genuine = mock.notification(tx);
    const tampered = { ...genuine, body: genuine.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') };
    expect((await refusal(wechat.parseNotice(tampered))).message).toMatch(/签名无效/);

    const unknownSerial = mock.notification(tx, { serial: 'ABCDEF0123456789' });
    expect((await refusal(wechat.parseNotice(unknownSerial))).message).toMatch(/序列号/);

    const { 'Wechatpay-Signature': _dropped, ...unsigned } = genuine.headers;
    expect((await refusal(wechat.parseNotice({ headers: unsigned, body: genuine.body }))).kind).toBe('forbidden');

    const stale = mock.notification(tx, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect((await refusal(wechat.parseNotice(stale))).message).toMatch(/时间戳/);
    const future = mock.notification(tx, { timestamp: Math.floor(Date.now() / 1000) + 301 });
    expect((await refusal(wechat.parseNotice(future))).kind).toBe('forbidden');
  });

  it('refuses a resource sealed with another APIv3 key, and another merchant’s or app’s transaction', async () => {
    const outTradeNo = await placed();
    mock.pay(outTradeNo);
    const tx = mock.transaction(outTradeNo);
    const wrongKey = mock.notification(tx, { apiV3Key: 'x'.repeat(32) });
    expect((await refusal(wechat.parseNotice(wrongKey))).message).toMatch(/解密/);
    const otherApp = mock.notification({ ...tx, appid: 'wx0000000000000000' });
    expect((await refusal(wechat.parseNotice(otherApp))).message).toMatch(/应用号/);
    const otherMerchant = mock.notification({ ...tx, mchid: '1900000999' });
    expect((await refusal(wechat.parseNotice(otherMerchant))).kind).toBe('forbidden');
    const noAmount = mock.notification({ ...tx, amount: undefined });
    expect((await refusal(wechat.parseNotice(noAmount))).kind).toBe('validation');
  });
});

describe('WeChat Pay: query, close, refund', () => {
  it('queries paid, unpaid, closed and unknown orders', async () => {
    const paid = order('qr', { amountFen: 30_000 });
    await wechat.start(paid);
    expect(await wechat.query(paid.outTradeNo)).toEqual({ state: 'unpaid', notice: null });
    mock.pay(paid.outTradeNo);
    const answer = await wechat.query(paid.outTradeNo);
    expect(answer.state).toBe('paid');
    expect(answer.notice).toMatchObject({ outTradeNo: paid.outTradeNo, amountFen: 30_000, paid: true, appId: mock.appId });
    expect(mock.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v3/pay/transactions/out-trade-no/${paid.outTradeNo}?mchid=${mock.mchId}`,
      signed: true,
    });

    const closed = order('qr');
    await wechat.start(closed);
    await wechat.close(closed.outTradeNo);
    expect(mock.orders.get(closed.outTradeNo)?.state).toBe('CLOSED');
    expect(await wechat.query(closed.outTradeNo)).toEqual({ state: 'closed', notice: null });
    expect(await wechat.query('NEVER-PLACED-1')).toEqual({ state: 'unknown', notice: null });
  });

  it('close: an order WeChat Pay never saw is closed; a paid one is a conflict', async () => {
    await expect(wechat.close('NEVER-PLACED-2')).resolves.toBeUndefined();
    const paid = order('qr');
    await wechat.start(paid);
    mock.pay(paid.outTradeNo);
    expect((await refusal(wechat.close(paid.outTradeNo))).kind).toBe('conflict');
  });

  it('refunds part then the rest; a repeated refund number is not a second refund; too much is refused', async () => {
    const paid = order('qr', { amountFen: 1000 });
    await wechat.start(paid);
    mock.pay(paid.outTradeNo);
    const refund = { outTradeNo: paid.outTradeNo, totalFen: 1000, reason: '用户取消' };
    await wechat.refund({ ...refund, refundNo: 'R1', amountFen: 300 });
    await wechat.refund({ ...refund, refundNo: 'R1', amountFen: 300 });
    expect(mock.orders.get(paid.outTradeNo)?.refunded).toBe(300);
    expect(JSON.parse(mock.requests.at(-1)!.body)).toMatchObject({
      out_trade_no: paid.outTradeNo,
      out_refund_no: 'R1',
      amount: { refund: 300, total: 1000, currency: 'CNY' },
    });
    const tooMuch = await refusal(wechat.refund({ ...refund, refundNo: 'R2', amountFen: 701 }));
    expect(tooMuch.message).toMatch(/超过订单可退金额/);
    await wechat.refund({ ...refund, refundNo: 'R3', amountFen: 700 });
    expect(mock.orders.get(paid.outTradeNo)?.refunded).toBe(1000);
    expect((await refusal(wechat.refund({ ...refund, refundNo: 'R4', amountFen: 1001 }))).kind).toBe('validation');
  });
});

describe('WeChat Pay: faults', () => {
  it('a gateway error carries WeChat Pay’s message', async () => {
    mock.fault = 'server-error';
    const err = await refusal(wechat.start(order('qr')));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/系统错误.*SYSTEM_ERROR/);
  });

  it('an answer not signed by WeChat Pay is not believed', async () => {
    mock.fault = 'forged-answer';
    expect((await refusal(wechat.start(order('qr')))).message).toMatch(/验签/);
    mock.fault = 'unsigned-answer';
    expect((await refusal(wechat.query('NEVER-PLACED-3'))).message).toMatch(/验签/);
  });

  it('a slow gateway times out with a clear message, an unreachable one says so', async () => {
    mock.fault = 'slow';
    expect((await refusal(wechat.query('NEVER-PLACED-4'))).message).toMatch(/超时/);
    const nowhere = createWechatPayProvider({ ...options, baseUrl: 'http://127.0.0.1:9' });
    expect((await refusal(nowhere.query('NEVER-PLACED-5'))).message).toMatch(/无法连接微信支付/);
  });

  it('our requests are refused by WeChat Pay when signed with another merchant key', async () => {
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    const impostor = createWechatPayProvider({ ...options, privateKey: otherKey.toString() });
    expect((await refusal(impostor.start(order('qr')))).message).toMatch(/拒绝了本站下单请求的签名/);
    expect(mock.requests.at(-1)?.signed).toBe(false);
  });
});
