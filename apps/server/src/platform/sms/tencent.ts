import { createHash, createHmac } from 'node:crypto';
import { AppError } from '../errors.js';
import { smsRefused } from './aliyun.js';
import type { SmsProvider } from './index.js';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  region: string;
  /** sms.tencentcloudapi.com; tests point it at a local server. */
  endpoint: string;
}

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Tencent Cloud API 3.0 signature (TC3-HMAC-SHA256) of a JSON POST to "/" signing content-type and host.
 * Returns the Authorization header.
 */
export function tencentAuthorization(opts: {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  contentType: string;
  payload: string;
  timestamp: number;
}): string {
  const date = new Date(opts.timestamp * 1000).toISOString().slice(0, 10);
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${opts.contentType}\nhost:${opts.host}\n`,
    'content-type;host',
    sha256Hex(opts.payload),
  ].join('\n');
  const scope = `${date}/${opts.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(opts.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signing = hmac(hmac(hmac(`TC3${opts.secretKey}`, date), opts.service), 'tc3_request');
  const signature = createHmac('sha256', signing).update(stringToSign).digest('hex');
  return `TC3-HMAC-SHA256 Credential=${opts.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

interface SendSmsAnswer {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string }[];
  };
}

/** Tencent Cloud SMS (sms 2021-01-11 SendSms); the template's first parameter is the code. */
export function createTencentSmsProvider(settings: TencentSmsSettings): SmsProvider {
  const url = new URL(settings.endpoint);
  return {
    name: 'tencent',
    sendCode: async (phone, code) => {
      const contentType = 'application/json; charset=utf-8';
      const payload = JSON.stringify({
        // E.164: mainland numbers are stored without the country code.
        PhoneNumberSet: [phone.startsWith('+') ? phone : `+86${phone}`],
        SmsSdkAppId: settings.sdkAppId,
        SignName: settings.signName,
        TemplateId: settings.templateId,
        TemplateParamSet: [code],
      });
      const timestamp = Math.floor(Date.now() / 1000);
      let answer: SendSmsAnswer;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: tencentAuthorization({
              secretId: settings.secretId,
              secretKey: settings.secretKey,
              service: 'sms',
              host: url.host,
              contentType,
              payload,
              timestamp,
            }),
            // fetch sends Host from the URL: the same url.host that was signed.
            'Content-Type': contentType,
            'X-TC-Action': 'SendSms',
            'X-TC-Version': '2021-01-11',
            'X-TC-Timestamp': String(timestamp),
            'X-TC-Region': settings.region,
          },
          body: payload,
          signal: AbortSignal.timeout(10_000),
        });
        answer = (await res.json()) as SendSmsAnswer;
      } catch {
        throw new AppError('unavailable', '短信服务连接失败，请稍后再试');
      }
      const error = answer.Response?.Error;
      if (error) throw smsRefused('腾讯云', error.Code, error.Message);
      const status = answer.Response?.SendStatusSet?.[0];
      if (status?.Code !== 'Ok') throw smsRefused('腾讯云', status?.Code, status?.Message);
    },
  };
}
