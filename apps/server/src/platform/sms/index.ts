import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { createAliyunSmsProvider } from './aliyun.js';
import { createTencentSmsProvider } from './tencent.js';

/** Sends an SMS verification code. The default writes it to the log; SMS_PROVIDER picks a gateway. */
export interface SmsProvider {
  readonly name: string;
  sendCode(phone: string, code: string): Promise<void>;
}

export function createLogSmsProvider(log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    name: 'log',
    sendCode: async (phone, code) => {
      // The exact line is a contract: operators and tests read codes from it.
      log.info(`[sms] ${phone} ${code}`);
    },
  };
}

/** The settings a gateway needs, or a start-up error naming the missing variables. */
function required<K extends keyof Config>(config: Config, keys: K[]): { [P in K]-?: NonNullable<Config[P]> } {
  const missing = keys.filter((k) => !config[k]);
  if (missing.length) throw new Error(`配置有误: SMS_PROVIDER=${config.SMS_PROVIDER} 需要设置 ${missing.join('、')}`);
  return Object.fromEntries(keys.map((k) => [k, config[k]])) as { [P in K]-?: NonNullable<Config[P]> };
}

/** The provider SMS_PROVIDER names: log (default), aliyun or tencent. */
export function createSmsProvider(config: Config, log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'log':
      return createLogSmsProvider(log);
    case 'aliyun': {
      const c = required(config, [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ]);
      return createAliyunSmsProvider({
        accessKeyId: c.ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: c.ALIYUN_SMS_ACCESS_KEY_SECRET,
        signName: c.ALIYUN_SMS_SIGN_NAME,
        templateCode: c.ALIYUN_SMS_TEMPLATE_CODE,
        endpoint: config.ALIYUN_SMS_ENDPOINT,
      });
    }
    case 'tencent': {
      const c = required(config, [
        'TENCENT_SMS_SECRET_ID',
        'TENCENT_SMS_SECRET_KEY',
        'TENCENT_SMS_SDK_APP_ID',
        'TENCENT_SMS_SIGN_NAME',
        'TENCENT_SMS_TEMPLATE_ID',
      ]);
      return createTencentSmsProvider({
        secretId: c.TENCENT_SMS_SECRET_ID,
        secretKey: c.TENCENT_SMS_SECRET_KEY,
        sdkAppId: c.TENCENT_SMS_SDK_APP_ID,
        signName: c.TENCENT_SMS_SIGN_NAME,
        templateId: c.TENCENT_SMS_TEMPLATE_ID,
        region: config.TENCENT_SMS_REGION,
        endpoint: config.TENCENT_SMS_ENDPOINT,
      });
    }
  }
}
