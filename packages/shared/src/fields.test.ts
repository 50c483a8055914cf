import { describe, expect, it } from 'vitest';
import { loginBody, registBody } from './account.js';

const hash = 'a'.repeat(64);

describe('account field rules', () => {
  it('accepts an 11-digit phone and a SHA-256 hex password', () => {
    expect(loginBody.parse({ login: '13812345678', password: hash.toUpperCase() })).toEqual({
      login: '13812345678',
      password: hash,
    });
  });
  it('refuses malformed phones, plain passwords and unknown fields', () => {
    const bad = [
      { login: '1381234567', password: hash },
      { login: '23812345678', password: hash },
      { login: '13812345678', password: 'secret123' },
      { login: '13812345678', password: hash, admin: true },
    ];
    for (const body of bad) expect(loginBody.safeParse(body).success).toBe(false);
  });
  it('does not let anyone register as an operator', () => {
    const r = registBody.safeParse({ login: '13812345678', code: '123456', password: hash, type: 5 });
    expect(r.success).toBe(false);
  });
});
