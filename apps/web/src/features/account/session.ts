/**
 * Session actions (docs/spec/SPEC.md section 4): every kind of login stores token, id and userToken, sets user info,
 * then loads the user-centre data and the access list (not on mobile devices); logout calls the server and
 * clears everything local.
 */
import type { CentreInfo, LoginResult, UserInfo } from '@moxing/shared';
import { ApiError } from '../../api/client';
import { queryClient } from '../../api/queryClient';
import { currentDevice } from '../../lib/device';
import { session } from '../../stores/session';
import { accountApi, accountKeys } from './api';

export type LoginKind = 'password' | 'code' | 'register' | 'wechat' | 'token';

/** Loads the centre panel (and refreshes the user info that comes with it). */
export async function loadCentre(): Promise<CentreInfo | null> {
  if (!session.isLoggedIn()) return null;
  try {
    const info = await queryClient.fetchQuery({
      queryKey: accountKeys.centre(),
      queryFn: ({ signal }) => accountApi.centreInfo({ signal }),
      staleTime: 0,
    });
    session.setUser(info.user);
    session.setPanel(info.panel);
    return info;
  } catch {
    return null; // the error catalogue already reported it
  }
}

export async function loadRights(userId: number): Promise<void> {
  try {
    const result = await queryClient.fetchQuery({
      queryKey: accountKeys.rights(userId),
      queryFn: ({ signal }) => accountApi.getRight(userId, { signal, silent: true }),
    });
    session.setRights(result.rights);
  } catch {
    session.setRights(null);
  }
}

/** After any successful login. */
export async function completeLogin(result: LoginResult, kind: LoginKind): Promise<void> {
  queryClient.removeQueries({ queryKey: accountKeys.all });
  session.store({
    token: result.token,
    id: result.id,
    userToken: result.userToken,
    expiresAt: result.expiresAt,
    user: result.user,
  });
  if (kind === 'password' || kind === 'code') session.setActivityPopup(true);
  session.closeLogin();
  const loads: Promise<unknown>[] = [loadCentre()];
  if (!currentDevice().mobile) loads.push(loadRights(result.id));
  await Promise.all(loads);
}

/** `_token` in the address: the user arriving with a token from elsewhere (mini-program, operator tools). */
export async function loginWithToken(token: string): Promise<UserInfo> {
  if (!token) throw new Error('用户不存在');
  const user = await accountApi.getUserInfoByToken(token);
  let expiresAt: string | null = null;
  try {
    expiresAt = (await accountApi.checkToken(token)).expiresAt;
  } catch {
    // keep the default 1-day cookie
  }
  queryClient.removeQueries({ queryKey: accountKeys.all });
  session.store({ token, id: user.id, userToken: null, expiresAt, user });
  const loads: Promise<unknown>[] = [loadCentre()];
  if (!currentDevice().mobile) loads.push(loadRights(user.id));
  await Promise.all(loads);
  return user;
}

/** Forgets the session locally, without calling the server (used after auth failures). */
export function logoutLocally(): void {
  session.clear();
  queryClient.removeQueries({ queryKey: accountKeys.all });
}

/**
 * Logout: clear cookies, state and local flags at once (a reload right after must find no session), then tell
 * the server (best effort) with the token just forgotten.
 */
export async function logout(): Promise<void> {
  const token = session.get().token;
  // Requests still on their way would come back 401 once the server has ended the session.
  await queryClient.cancelQueries();
  logoutLocally();
  if (!token) return;
  try {
    await accountApi.logout(token);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
  }
}

/**
 * 1003 / 300 / 401 and an expired token: log out and open the login dialog. An answer to a request sent with
 * another token than the current one (made before a logout or a new login) changes nothing.
 */
export function handleAuthFailure(_error?: unknown, sentToken?: string | null): void {
  if (sentToken !== undefined && sentToken !== session.get().token) return;
  logoutLocally();
  if (!session.get().loginDialog.open) session.openLogin('password');
}
