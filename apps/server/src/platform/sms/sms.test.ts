import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { AppError } from '../errors.js';
import { createSmsProvider } from './index.js';

/**
 * The gateways are stood in for by a local server that records each request and answers what the test
 * sets. Signatures are checked by computing them here from the providers' documented algorithms, not
 * with the code under test.
 */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
let server: Server;
let base = '';
const received: Received[] = [];
let answer: unknown = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const silentLog = { info: () => undefined };

describe('log provider', () => {
  it('writes exactly "[sms] <phone> <code>"', async () => {
    const lines: string[] = [];
    await createSmsProvider(loadConfig({}), { info: (line: string) => lines.push(line) }).sendCode('13800000000', '012345');
    expect(lines).toEqual(['[sms] 13800000000 012345']);
  });

  it('refuses to start a gateway whose settings are missing, naming them', () => {
    expect(() => createSmsProvider(loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' }), silentLog)).toThrow(
      /ALIYUN_SMS_ACCESS_KEY_SECRET、ALIYUN_SMS_SIGN_NAME、ALIYUN_SMS_TEMPLATE_CODE/,
    );
    expect(() => createSmsProvider(loadConfig({ SMS_PROVIDER: 'tencent' }), silentLog)).toThrow(/TENCENT_SMS_SECRET_ID/);
  });
});

describe('Alibaba Cloud (dysmsapi SendSms, RPC signature v1)', () => {
  const env = {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'testid',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'testsecret',
    ALIYUN_SMS_SIGN_NAME: '模型网',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
  };

  /** POP percent-encoding: RFC 3986 unreserved characters kept, space as %20, "*" as %2A, "~" kept. */
  const pop = (s: string) =>
    encodeURIComponent(s)
      .replace(/\+/g, '%20')
      .replace(/\*/g, '%2A')
      .replace(/%7E/g, '~')
      .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

  it('posts the documented parameters, signed with HMAC-SHA1 of the canonical query', async () => {
    answer = { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' };
    received.length = 0;
    await createSmsProvider(loadConfig({ ...env, ALIYUN_SMS_ENDPOINT: `${base}/` }), silentLog).sendCode('13800000000', '654321');
    expect(received).toHaveLength(1);
    const req = received[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    const params = Object.fromEntries(new URLSearchParams(req.body));
    expect(params).toMatchObject({
      AccessKeyId: 'testid',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800000000',
      SignName: '模型网',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_123456789',
      Version: '2017-05-25',
    });
    expect(JSON.parse(params.TemplateParam ?? '')).toEqual({ code: '654321' });
    expect(params.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(params.SignatureNonce).toMatch(/.{16,}/);

    const { Signature, ...signed } = params;
    const canonical = Object.keys(signed)
      .sort()
      .map((k) => `${pop(k)}=${pop(signed[k] ?? '')}`)
      .join('&');
    const stringToSign = `POST&${pop('/')}&${pop(canonical)}`;
    expect(Signature).toBe(createHmac('sha1', 'testsecret&').update(stringToSign).digest('base64'));
  });

  it('turns a refusal into a Chinese error; a flow-control code is a rate limit', async () => {
    const provider = createSmsProvider(loadConfig({ ...env, ALIYUN_SMS_ENDPOINT: `${base}/` }), silentLog);
    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' };
    const limited = await provider.sendCode('13800000000', '1').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(AppError);
    expect((limited as AppError).kind).toBe('rateLimited');
    expect((limited as AppError).message).toMatch(/[\u4e00-\u9fff]/);
    answer = { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: 'bad sign' };
    await expect(provider.sendCode('13800000000', '1')).rejects.toMatchObject({
      kind: 'unavailable',
      message: '短信发送失败，请稍后再试',
    });
  });
});

describe('Tencent Cloud (sms SendSms, TC3-HMAC-SHA256)', () => {
  const env = {
    SMS_PROVIDER: 'tencent',
    TENCENT_SMS_SECRET_ID: 'AKIDtest',
    TENCENT_SMS_SECRET_KEY: 'secretkey',
    TENCENT_SMS_SDK_APP_ID: '1400000000',
    TENCENT_SMS_SIGN_NAME: '模型网',
    TENCENT_SMS_TEMPLATE_ID: '449739',
  };
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
  const hmac = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

  it('posts the documented JSON with the X-TC headers and a TC3 signature over content-type and host', async () => {
    answer = { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success' }], RequestId: 'r' } };
    received.length = 0;
    await createSmsProvider(loadConfig({ ...env, TENCENT_SMS_ENDPOINT: `${base}/` }), silentLog).sendCode(
      '13800000000',
      '654321',
    );
    const req = received[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/');
    expect(req.headers['x-tc-action']).toBe('SendSms');
    expect(req.headers['x-tc-version']).toBe('2021-01-11');
    expect(req.headers['x-tc-region']).toBe('ap-guangzhou');
    expect(JSON.parse(req.body)).toEqual({
      PhoneNumberSet: ['+8613800000000'],
      SmsSdkAppId: '1400000000',
      SignName: '模型网',
      TemplateId: '449739',
      TemplateParamSet: ['654321'],
    });

    const timestamp = Number(req.headers['x-tc-timestamp']);
    expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(60);
    const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
    const contentType = req.headers['content-type'] ?? '';
    const canonicalRequest = `POST\n/\n\ncontent-type:${contentType}\nhost:${req.headers.host}\n\ncontent-type;host\n${sha256(req.body)}`;
    const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha256(canonicalRequest)}`;
    const key = hmac(hmac(hmac('TC3secretkey', date), 'sms'), 'tc3_request');
    const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
    expect(req.headers.authorization).toBe(
      `TC3-HMAC-SHA256 Credential=AKIDtest/${date}/sms/tc3_request, SignedHeaders=content-type;host, Signature=${signature}`,
    );
  });

  it('turns an API error or a failed send into a Chinese error', async () => {
    const provider = createSmsProvider(loadConfig({ ...env, TENCENT_SMS_ENDPOINT: `${base}/` }), silentLog);
    answer = { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' }, RequestId: 'r' } };
    await expect(provider.sendCode('13800000000', '1')).rejects.toMatchObject({ kind: 'unavailable' });
    answer = { Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: 'limit' }], RequestId: 'r' } };
    await expect(provider.sendCode('13800000000', '1')).rejects.toMatchObject({
      kind: 'rateLimited',
      message: '短信发送过于频繁，请稍后再试',
    });
  });
});
