import { createHmac, randomUUID } from 'node:crypto';
import { AppError } from '../errors.js';
import type { SmsProvider } from './index.js';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** dysmsapi's address; tests point it at a local server. */
  endpoint: string;
}

/** RFC 3986 encoding as Alibaba Cloud's RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay as they are. */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Signature v1 of Alibaba Cloud's RPC APIs: HMAC-SHA1 with "secret&" over METHOD&%2F&encoded(sorted query). */
export function aliyunSignature(method: string, params: Record<string, string>, secret: string): string {
  const query = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(query)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** Alibaba Cloud SMS (dysmsapi 2017-05-25 SendSms); the template receives the code as ${code}. */
export function createAliyunSmsProvider(settings: AliyunSmsSettings): SmsProvider {
  return {
    name: 'aliyun',
    sendCode: async (phone, code) => {
      const params: Record<string, string> = {
        AccessKeyId: settings.accessKeyId,
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: phone,
        RegionId: 'cn-hangzhou',
        SignName: settings.signName,
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: settings.templateCode,
        TemplateParam: JSON.stringify({ code }),
        // ISO 8601 in UTC without milliseconds, as the API documents it.
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
      };
      const body = new URLSearchParams({ ...params, Signature: aliyunSignature('POST', params, settings.accessKeySecret) });
      let answer: { Code?: string; Message?: string };
      try {
        const res = await fetch(settings.endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        answer = (await res.json()) as typeof answer;
      } catch {
        throw new AppError('unavailable', '短信服务连接失败，请稍后再试');
      }
      if (answer.Code !== 'OK') throw smsRefused('阿里云', answer.Code, answer.Message);
    },
  };
}

/** The gateway's own code is kept for the operator's log; the user reads a plain Chinese message. */
export function smsRefused(service: string, code: string | undefined, message: string | undefined): AppError {
  const limited = /limit|frequency|control/i.test(code ?? '');
  return new AppError(
    limited ? 'rateLimited' : 'unavailable',
    limited ? '短信发送过于频繁，请稍后再试' : '短信发送失败，请稍后再试',
    {
      service,
      gatewayCode: code ?? null,
      gatewayMessage: message ?? null,
    },
  );
}
