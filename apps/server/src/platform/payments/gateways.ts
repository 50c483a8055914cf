import { readFileSync } from 'node:fs';
import type { Config } from '../../config.js';
import { createAlipayProvider } from './alipay.js';
import type { PaymentProvider } from './provider.js';
import { createWechatPayProvider, wechatPayPlatformKeys } from './wechatpay.js';

/**
 * The real gateways the configuration switches on. A channel whose variables are all unset is off; one that is
 * half set stops the start with the names of what is missing (a payment channel that silently fails is worse).
 */
export function configuredGatewayProviders(config: Config): PaymentProvider[] {
  const providers: PaymentProvider[] = [];
  const wechat = wechatPayOptions(config);
  if (wechat) providers.push(createWechatPayProvider(wechat));
  const alipay = alipayOptions(config);
  if (alipay) providers.push(createAlipayProvider(alipay));
  return providers;
}

type Key = keyof Config;

/** A value given inline or as the path of a file (keys and certificates are usually files). */
function textOrFile(config: Config, inline: Key, file: Key): string | undefined {
  const text = config[inline];
  if (typeof text === 'string' && text) return text;
  const path = config[file];
  if (typeof path !== 'string' || !path) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    throw new Error(`配置有误: ${file}=${path} 无法读取`);
  }
}

function missing(channel: string, names: string[]): Error {
  return new Error(`配置有误: 启用${channel}需要设置 ${names.join('、')}`);
}

function wechatPayOptions(config: Config) {
  const names: Key[] = [
    'WECHATPAY_MCHID',
    'WECHATPAY_APPID',
    'WECHATPAY_SERIAL',
    'WECHATPAY_PRIVATE_KEY',
    'WECHATPAY_PRIVATE_KEY_FILE',
    'WECHATPAY_APIV3_KEY',
    'WECHATPAY_PLATFORM_CERT',
    'WECHATPAY_PLATFORM_CERT_FILE',
    'WECHATPAY_PUBLIC_KEY',
    'WECHATPAY_PUBLIC_KEY_FILE',
    'WECHATPAY_PUBLIC_KEY_ID',
  ];
  if (!names.some((name) => config[name])) return null;
  const privateKey = textOrFile(config, 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_PRIVATE_KEY_FILE');
  const certificates = textOrFile(config, 'WECHATPAY_PLATFORM_CERT', 'WECHATPAY_PLATFORM_CERT_FILE');
  const publicKey = textOrFile(config, 'WECHATPAY_PUBLIC_KEY', 'WECHATPAY_PUBLIC_KEY_FILE');
  const { WECHATPAY_MCHID: mchId, WECHATPAY_APPID: appId, WECHATPAY_SERIAL: serial, WECHATPAY_APIV3_KEY: apiV3Key } = config;
  const absent = [
    ...(mchId ? [] : ['WECHATPAY_MCHID']),
    ...(appId ? [] : ['WECHATPAY_APPID']),
    ...(serial ? [] : ['WECHATPAY_SERIAL']),
    ...(privateKey ? [] : ['WECHATPAY_PRIVATE_KEY（或 _FILE）']),
    ...(apiV3Key ? [] : ['WECHATPAY_APIV3_KEY']),
    ...(certificates || publicKey
      ? []
      : ['WECHATPAY_PLATFORM_CERT（或 _FILE）或 WECHATPAY_PUBLIC_KEY 与 WECHATPAY_PUBLIC_KEY_ID']),
  ];
  if (!mchId || !appId || !serial || !privateKey || !apiV3Key || absent.length) throw missing('微信支付', absent);
  return {
    mchId,
    appId,
    serial,
    privateKey,
    apiV3Key,
    platformKeys: wechatPayPlatformKeys({ certificates, publicKey, publicKeyId: config.WECHATPAY_PUBLIC_KEY_ID }),
    baseUrl: config.WECHATPAY_BASE_URL,
    timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS,
  };
}

function alipayOptions(config: Config) {
  const names: Key[] = [
    'ALIPAY_APP_ID',
    'ALIPAY_PRIVATE_KEY',
    'ALIPAY_PRIVATE_KEY_FILE',
    'ALIPAY_PUBLIC_KEY',
    'ALIPAY_PUBLIC_KEY_FILE',
  ];
  if (!names.some((name) => config[name])) return null;
  const appId = config.ALIPAY_APP_ID;
  const privateKey = textOrFile(config, 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PRIVATE_KEY_FILE');
  const alipayPublicKey = textOrFile(config, 'ALIPAY_PUBLIC_KEY', 'ALIPAY_PUBLIC_KEY_FILE');
  if (!appId || !privateKey || !alipayPublicKey) {
    throw missing('支付宝', [
      ...(appId ? [] : ['ALIPAY_APP_ID']),
      ...(privateKey ? [] : ['ALIPAY_PRIVATE_KEY（或 _FILE）']),
      ...(alipayPublicKey ? [] : ['ALIPAY_PUBLIC_KEY（或 _FILE）']),
    ]);
  }
  return { appId, privateKey, alipayPublicKey, gateway: config.ALIPAY_GATEWAY, timeoutMs: config.PAYMENT_GATEWAY_TIMEOUT_MS };
}
