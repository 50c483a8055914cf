import type { UserInfo } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import { getCookie } from '../lib/cookies';
import { COOKIE, identityMissing, session } from './session';

const user: UserInfo = {
  id: 7,
  login: '13800000000',
  nickname: '小明',
  avatar: null,
  type: 0,
  typeName: '个人需求方',
  hasPassword: true,
  wechatBound: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  userAccount: { userIdentityId: 0, address: null, fullAddress: null },
};

describe('session store', () => {
  it('keeps token, user id, userToken and user info in cookies, and clears them with the local flags', () => {
    localStorage.setItem('moxing.hideCoin', '1');
    session.store({ token: 't1', id: 7, userToken: 'u1', expiresAt: new Date(Date.now() + 3600_000).toISOString(), user });
    expect(getCookie(COOKIE.token)).toBe('t1');
    expect(getCookie(COOKIE.userId)).toBe('7');
    expect(getCookie(COOKIE.userToken)).toBe('u1');
    expect(JSON.parse(getCookie(COOKIE.userInfo) ?? '{}')).toMatchObject({ id: 7, nickname: '小明' });
    expect(session.get()).toMatchObject({ token: 't1', userId: 7, user: { id: 7 } });
    session.clear();
    expect(getCookie(COOKIE.token)).toBeNull();
    expect(getCookie(COOKIE.userInfo)).toBeNull();
    expect(localStorage.getItem('moxing.hideCoin')).toBeNull();
    expect(session.get()).toMatchObject({ token: null, user: null, panel: null });
  });

  it('opens and closes the login dialog with a tab and a return path', () => {
    session.openLogin('code', '/mycenter');
    expect(session.get().loginDialog).toEqual({ open: true, tab: 'code', redirect: '/mycenter' });
    session.closeLogin();
    expect(session.get().loginDialog.open).toBe(false);
  });

  it('flags a missing identity only when the account has no identity id (0 is a real id)', () => {
    expect(identityMissing(user)).toBe(false);
    expect(identityMissing({ ...user, userAccount: { ...user.userAccount, userIdentityId: null } })).toBe(true);
    expect(identityMissing(null)).toBe(false);
  });
});
