import type { SmsPurpose } from '@moxing/shared';
import { expect } from 'vitest';
import { form, sha256, type TestApp } from './harness.js';

/** Reads a captcha's answer the way a person reads the picture. */
export async function solveCaptcha(t: TestApp): Promise<{ captchaId: string; captcha: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/sms/captcha' });
  expect(res.statusCode).toBe(200);
  const { captchaId } = res.json().data as { captchaId: string };
  const row = await t.db.kysely.selectFrom('captchas').select('answer').where('id', '=', captchaId).executeTakeFirstOrThrow();
  return { captchaId, captcha: row.answer };
}

export async function sendCode(t: TestApp, login: string, purpose: SmsPurpose, ip = '10.0.0.1'): Promise<string> {
  const cap = await solveCaptcha(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/sendCode',
    remoteAddress: ip,
    ...form({ login, purpose, ...cap }),
  });
  expect(res.json(), res.body).toMatchObject({ code: '200' });
  // Let the next code for the same number go out without waiting a minute.
  await t.limiter.reset(`sms:phone:${login}`);
  return t.sms.last(login);
}

export async function register(t: TestApp, login: string, password = 'abc12345', type = 0) {
  // Each from its own address, as new users are: files with per-address limits on register many.
  const ip = `10.200.${login.slice(-4, -2)}.${Number(login.slice(-2))}`;
  const code = await sendCode(t, login, 'register', ip);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/account/regist',
    remoteAddress: ip,
    ...form({ login, code, password: sha256(password), type }),
  });
  expect(res.json(), res.body).toMatchObject({ code: '200' });
  return res.json().data as { token: string; id: number; userToken: string };
}
