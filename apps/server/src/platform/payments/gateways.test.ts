import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlipayMock, startAlipayMock } from '../../../test/alipay-mock.js';
import { startWechatPayMock, type WechatPayMock } from '../../../test/wechatpay-mock.js';
import { loadConfig } from '../../config.js';
import { configuredGatewayProviders } from './gateways.js';

let wechat: WechatPayMock;
let alipay: AlipayMock;
beforeAll(async () => {
  [wechat, alipay] = await Promise.all([startWechatPayMock(), startAlipayMock()]);
});
afterAll(() => Promise.all([wechat.close(), alipay.close()]));

describe('payment gateways from the configuration', () => {
  it('none without keys: the repository ships no keys and every real channel is off by default', () => {
    expect(configuredGatewayProviders(loadConfig({}))).toEqual([]);
  });

  it('a half-configured channel stops the start, naming what is missing', () => {
    expect(() => configuredGatewayProviders(loadConfig({ WECHATPAY_MCHID: '1900000109' }))).toThrow(
      /微信支付.*WECHATPAY_APPID、WECHATPAY_SERIAL、WECHATPAY_PRIVATE_KEY（或 _FILE）、WECHATPAY_APIV3_KEY、WECHATPAY_PLATFORM_CERT/,
    );
    expect(() => configuredGatewayProviders(loadConfig({ ALIPAY_APP_ID: '2021000000000001' }))).toThrow(
      /支付宝.*ALIPAY_PRIVATE_KEY（或 _FILE）、ALIPAY_PUBLIC_KEY（或 _FILE）/,
    );
    expect(() =>
      configuredGatewayProviders(loadConfig({ ALIPAY_APP_ID: 'a', ALIPAY_PRIVATE_KEY_FILE: '/nonexistent/key.pem' })),
    ).toThrow(/ALIPAY_PRIVATE_KEY_FILE=\/nonexistent\/key\.pem 无法读取/);
  });

  it('keys from files; both channels on, talking to the configured gateways', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'moxing-pay-'));
    const file = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      return path.join(dir, name);
    };
    const providers = configuredGatewayProviders(
      loadConfig({
        WECHATPAY_MCHID: wechat.mchId,
        WECHATPAY_APPID: wechat.appId,
        WECHATPAY_SERIAL: wechat.merchantSerial,
        WECHATPAY_PRIVATE_KEY_FILE: file('apiclient_key.pem', wechat.merchantPrivateKeyPem),
        WECHATPAY_APIV3_KEY: wechat.apiV3Key,
        WECHATPAY_PLATFORM_CERT_FILE: file('wechatpay_cert.pem', wechat.platformCertPem),
        WECHATPAY_BASE_URL: wechat.base,
        ALIPAY_APP_ID: alipay.appId,
        ALIPAY_PRIVATE_KEY_FILE: file('app_private_key.pem', alipay.appPrivateKeyPem),
        ALIPAY_PUBLIC_KEY: alipay.alipayPublicKeyBase64,
        ALIPAY_GATEWAY: alipay.gateway,
      }),
    );
    expect(providers.map((p) => [p.channel, p.appId])).toEqual([
      ['wechat', wechat.appId],
      ['alipay', alipay.appId],
    ]);
    const [wx, ali] = providers;
    expect(await wx?.query('NOT-THERE-1')).toEqual({ state: 'unknown', notice: null });
    expect(await ali?.query('NOT-THERE-2')).toEqual({ state: 'unknown', notice: null });
    expect(wechat.requests.at(-1)?.signed).toBe(true);
    expect(alipay.requests.at(-1)?.signed).toBe(true);
  });

  it('a WeChat Pay APIv3 key that is not 32 characters stops the start', () => {
    expect(() =>
      configuredGatewayProviders(
        loadConfig({
          WECHATPAY_MCHID: wechat.mchId,
          WECHATPAY_APPID: wechat.appId,
          WECHATPAY_SERIAL: wechat.merchantSerial,
          WECHATPAY_PRIVATE_KEY: wechat.merchantPrivateKeyPem,
          WECHATPAY_APIV3_KEY: 'short',
          WECHATPAY_PUBLIC_KEY: wechat.publicKeyPem,
          WECHATPAY_PUBLIC_KEY_ID: wechat.publicKeyId,
        }),
      ),
    ).toThrow(/APIv3 密钥须为 32 个字符/);
  });
});
