import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, PaymentResult } from '@moxing/shared';
import { createTestApp, DIALECTS, type TestApp } from '../../../test/harness.js';
import { startWechatMock, type WechatMock } from '../../../test/wechat-mock.js';
import { startWechatPayMock, type WechatPayMock } from '../../../test/wechatpay-mock.js';
import { makeUser, ok, post, refused, type TestUser } from './fixtures.js';

/**
 * WeChat Pay inside WeChat (JSAPI): the order pays as the buyer's WeChat account (its openid from their WeChat login),
 * against a local server speaking WeChat Pay API v3; a buyer without WeChat is told what to do.
 */
describe.each(DIALECTS)('WeChat Pay JSAPI on %s', (dialect) => {
  let t: TestApp;
  let pay: WechatPayMock;
  let wx: WechatMock;
  let withWechat: TestUser;
  let without: TestUser;

  beforeAll(async () => {
    pay = await startWechatPayMock();
    wx = await startWechatMock(pay.appId);
    t = await createTestApp(dialect, {
      PAY_CHANNELS: ['sandbox', 'wechat'],
      WECHATPAY_MCHID: pay.mchId,
      WECHATPAY_APPID: pay.appId,
      WECHATPAY_SERIAL: pay.merchantSerial,
      WECHATPAY_PRIVATE_KEY: pay.merchantPrivateKeyPem,
      WECHATPAY_APIV3_KEY: pay.apiV3Key,
      WECHATPAY_PLATFORM_CERT: pay.platformCertPem,
      WECHATPAY_BASE_URL: pay.base,
      WECHAT_APP_ID: wx.appId,
      WECHAT_APP_SECRET: wx.secret,
      WECHAT_API_BASE: wx.base,
    });
    withWechat = await makeUser(t, 0);
    without = await makeUser(t, 0);
    ok(
      await post(
        t,
        '/api/wechat/updateWxLogin',
        { code: wx.issueCode({ openid: 'o_jsapi_buyer_1', nickname: '微信买家' }) },
        withWechat.token,
      ),
    );
  });
  afterAll(async () => {
    await t?.close();
    await wx?.close();
    await pay?.close();
  });

  const coinOrder = async (u: TestUser) => ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins: 12 }, u.token));

  it('places a JSAPI order as the buyer’s WeChat account and hands back the signed parameters for WeixinJSBridge', async () => {
    const order = await coinOrder(withWechat);
    const started = ok<PaymentResult>(
      await post(
        t,
        '/api/jianmo/coin/submitCoinOrder',
        { orderNo: order.orderNo, payType: 'wechat', scene: 'jsapi' },
        withWechat.token,
      ),
    );
    const sent = pay.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v3/pay/transactions/jsapi', signed: true });
    expect(JSON.parse(sent.body)).toMatchObject({
      appid: pay.appId,
      out_trade_no: order.orderNo,
      amount: { total: 1200 },
      payer: { openid: 'o_jsapi_buyer_1' },
    });
    expect(started.start?.kind).toBe('jsapi');
    if (started.start?.kind !== 'jsapi') return;
    expect(started.start.params).toMatchObject({
      appId: pay.appId,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=/) as string,
    });
    expect(started.start.params.paySign).toBeTruthy();
    expect(started.order.payType).toBe('wechat');
  });

  it('refuses JSAPI for a buyer without WeChat login, with what to do, and calls no gateway', async () => {
    const order = await coinOrder(without);
    const before = pay.requests.length;
    refused(
      await post(
        t,
        '/api/jianmo/coin/submitCoinOrder',
        { orderNo: order.orderNo, payType: 'wechat', scene: 'jsapi' },
        without.token,
      ),
      400,
      /在微信内支付需要先用微信登录/,
    );
    expect(pay.requests.length).toBe(before);
    // The QR code still works for them.
    const qr = ok<PaymentResult>(
      await post(
        t,
        '/api/jianmo/coin/submitCoinOrder',
        { orderNo: order.orderNo, payType: 'wechat', scene: 'qr' },
        without.token,
      ),
    );
    expect(qr.start?.kind).toBe('qr');
  });
});
