/**
 * The small client state (docs/ARCHITECTURE.md "Web features"): token, user info, centre panel and dialog flags.
 * The login is kept in cookies valid 1 day (docs/spec/SPEC.md section 3 "Storage"): token, user id, userToken, user info.
 */
import { SESSION_TTL_MS, type CentrePanel, type UserInfo } from '@moxing/shared';
import { create } from 'zustand';
import { getCookie, removeCookie, setCookie } from '../lib/cookies';

export const COOKIE = {
  token: 'token',
  userId: 'userId',
  userToken: 'userToken',
  userInfo: 'userInfo',
  expiresAt: 'tokenExpiresAt',
} as const;

/** Local flags removed on logout (docs/spec/SPEC.md section 4). */
export const LOCAL_FLAGS = ['moxing.bannerShown', 'moxing.hideCoin', 'moxing.activityHidden'] as const;

export type LoginTab = 'password' | 'code' | 'wechat';

export interface UserNotice {
  type: string;
  params?: Record<string, unknown>;
}

export interface SessionState {
  token: string | null;
  userId: number | null;
  userToken: string | null;
  expiresAt: string | null;
  user: UserInfo | null;
  panel: CentrePanel | null;
  rights: string[] | null;
  /** The login dialog, with the tab to show and where to go after logging in. */
  loginDialog: { open: boolean; tab: LoginTab; redirect?: string };
  /** After login an activity-image popup is switched on (its content arrives with the activity module). */
  activityPopup: boolean;
  dialogs: {
    noPermission: boolean;
    apply: boolean;
    upload: boolean;
    api: boolean;
    userNotice: UserNotice | null;
  };
  mobileFilterClosed: boolean;
}

function readUserCookie(): UserInfo | null {
  const raw = getCookie(COOKIE.userInfo);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInfo;
  } catch {
    return null;
  }
}

function fromCookies(): Pick<SessionState, 'token' | 'userId' | 'userToken' | 'expiresAt' | 'user'> {
  const token = getCookie(COOKIE.token);
  if (!token) return { token: null, userId: null, userToken: null, expiresAt: null, user: null };
  const id = Number(getCookie(COOKIE.userId));
  return {
    token,
    userId: Number.isFinite(id) && id > 0 ? id : null,
    userToken: getCookie(COOKIE.userToken),
    expiresAt: getCookie(COOKIE.expiresAt),
    user: readUserCookie(),
  };
}

const closedDialogs: SessionState['dialogs'] = {
  noPermission: false,
  apply: false,
  upload: false,
  api: false,
  userNotice: null,
};

export const useSession = create<SessionState>(() => ({
  ...fromCookies(),
  panel: null,
  rights: null,
  loginDialog: { open: false, tab: 'password' },
  activityPopup: false,
  dialogs: closedDialogs,
  mobileFilterClosed: false,
}));

/** Milliseconds the login cookies should still live: until the token expires, at most 1 day. */
function remainingMs(expiresAt: string | null): number {
  const until = expiresAt ? Date.parse(expiresAt) - Date.now() : NaN;
  return Number.isFinite(until) && until > 0 ? Math.min(until, SESSION_TTL_MS) : SESSION_TTL_MS;
}

export interface StoredLogin {
  token: string;
  id: number;
  userToken: string | null;
  expiresAt: string | null;
  user: UserInfo;
}

export const session = {
  get: () => useSession.getState(),
  isLoggedIn: () => Boolean(useSession.getState().token),

  /** Stores token, id, userToken and user info (cookies + state). */
  store(login: StoredLogin): void {
    const ttl = remainingMs(login.expiresAt);
    setCookie(COOKIE.token, login.token, ttl);
    setCookie(COOKIE.userId, String(login.id), ttl);
    if (login.userToken) setCookie(COOKIE.userToken, login.userToken, ttl);
    if (login.expiresAt) setCookie(COOKIE.expiresAt, login.expiresAt, ttl);
    setCookie(COOKIE.userInfo, JSON.stringify(login.user), ttl);
    useSession.setState({
      token: login.token,
      userId: login.id,
      userToken: login.userToken,
      expiresAt: login.expiresAt,
      user: login.user,
    });
  },

  setUser(user: UserInfo): void {
    const state = useSession.getState();
    if (!state.token) return;
    setCookie(COOKIE.userInfo, JSON.stringify(user), remainingMs(state.expiresAt));
    useSession.setState({ user, userId: user.id });
  },

  setPanel(panel: CentrePanel | null): void {
    useSession.setState({ panel });
  },

  setRights(rights: string[] | null): void {
    useSession.setState({ rights });
  },

  /** Forgets the login locally: cookies, state and the local flags. */
  clear(): void {
    for (const name of Object.values(COOKIE)) removeCookie(name);
    try {
      for (const flag of LOCAL_FLAGS) localStorage.removeItem(flag);
    } catch {
      // storage blocked: nothing to remove
    }
    useSession.setState({
      token: null,
      userId: null,
      userToken: null,
      expiresAt: null,
      user: null,
      panel: null,
      rights: null,
      activityPopup: false,
      dialogs: closedDialogs,
    });
  },

  openLogin(tab: LoginTab = 'password', redirect?: string): void {
    useSession.setState({ loginDialog: { open: true, tab, redirect } });
  },
  closeLogin(): void {
    useSession.setState((s) => ({ loginDialog: { ...s.loginDialog, open: false, redirect: undefined } }));
  },
  setLoginTab(tab: LoginTab): void {
    useSession.setState((s) => ({ loginDialog: { ...s.loginDialog, tab } }));
  },
  setActivityPopup(on: boolean): void {
    useSession.setState({ activityPopup: on });
  },
  setDialog<K extends keyof SessionState['dialogs']>(name: K, value: SessionState['dialogs'][K]): void {
    useSession.setState((s) => ({ dialogs: { ...s.dialogs, [name]: value } }));
  },
  setMobileFilterClosed(closed: boolean): void {
    useSession.setState({ mobileFilterClosed: closed });
  },
};

/** docs/spec/SPEC.md section 5: an 11-digit login whose account has no identity id is missing an identity. */
export function identityMissing(user: UserInfo | null): boolean {
  return Boolean(user && user.login.length === 11 && user.userAccount.userIdentityId == null);
}
