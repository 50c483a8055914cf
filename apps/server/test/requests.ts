import { expect } from 'vitest';
import { newPhone, sha256, type TestApp } from './harness.js';

/** Users and requests for the modules' tests: a user with a session, inject shorthands, envelope checks. */

export interface TestUser {
  id: number;
  token: string;
  type: number;
}

/** A user of any type with a fresh session, made the way the operator command makes accounts. */
export async function makeUser(t: TestApp, type: number, nickname?: string): Promise<TestUser> {
  const row = await t.services.account.createUserWithPassword({
    login: newPhone(),
    passwordHash: sha256('abc12345'),
    type,
    nickname,
  });
  const s = await t.services.account.loginUser(row.id, { ip: '10.0.0.9', userAgent: 'vitest' });
  return { id: row.id, token: s.token, type };
}

/** A second session (another browser) of the same user. */
export async function anotherSession(t: TestApp, u: TestUser): Promise<TestUser> {
  const s = await t.services.account.loginUser(u.id, { ip: '10.0.0.10', userAgent: 'vitest-2' });
  return { ...u, token: s.token };
}

export const get = (t: TestApp, url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

export const post = (t: TestApp, url: string, body: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: 'POST', url, payload: body, headers: token ? { token } : {} });

/** Expects a success envelope and answers its data. */
export function ok<T = Record<string, unknown>>(res: { statusCode: number; body: string; json(): unknown }): T {
  const body = res.json() as { code: string; data: T };
  expect(body.code, res.body).toBe('200');
  return body.data;
}

/** Expects a refusal with this HTTP status (and envelope code) and a Chinese message. */
export function refused(
  res: { statusCode: number; body: string; json(): unknown },
  status: number,
  text?: string | RegExp,
  code = String(status),
): string {
  const body = res.json() as { code: string; errorMsg: string; data?: unknown };
  expect(res.statusCode, res.body).toBe(status);
  expect(body.code, res.body).toBe(code);
  expect(body.errorMsg).toMatch(/[\u4e00-\u9fa5]/);
  expect(body.data).toBeUndefined();
  if (text) expect(body.errorMsg).toMatch(text);
  return body.errorMsg;
}
