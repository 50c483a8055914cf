/**
 * The account and WeChat calls of the contract (packages/shared/src/contract/account.ts, wechat.ts) as the pages
 * use them: passwords leave the browser only as their SHA-256 digest, registrations carry the stored UTM fields.
 */
import { hashPassword, type SmsPurpose, type Utm, type WechatMode } from '@moxing/shared';
import { accountCalls, wechatCalls } from '@moxing/shared/calls';
import { callApi, type CallOptions } from '../../api/client';

/** Query-key factories: one per resource, so mutations can invalidate exactly what they change. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  centre: () => [...accountKeys.all, 'centre'] as const,
  identities: () => [...accountKeys.all, 'identities'] as const,
  rights: (userId: number) => [...accountKeys.all, 'rights', userId] as const,
  captcha: (purpose: string, instance: string) => ['captcha', purpose, instance] as const,
};

export const wechatKeys = {
  all: ['wechat'] as const,
  config: (mode: WechatMode) => [...wechatKeys.all, 'config', mode] as const,
  loginUser: (code: string, state: string | undefined) => [...wechatKeys.all, 'loginUser', code, state ?? ''] as const,
};

type Quiet = Pick<CallOptions, 'silent' | 'signal'>;

export const accountApi = {
  captcha: () => callApi(accountCalls.captcha, {}),
  sendCode: (body: { login: string; purpose: SmsPurpose; captchaId: string; captcha: string }) =>
    callApi(accountCalls.sendCode, { body }),
  register: (body: {
    login: string;
    code: string;
    plainPassword: string;
    type: number;
    nickname?: string;
    inviteCode?: string;
    utm: Utm;
  }) =>
    callApi(accountCalls.register, {
      body: {
        login: body.login,
        code: body.code,
        password: hashPassword(body.plainPassword),
        type: body.type,
        nickname: body.nickname,
        inviteCode: body.inviteCode,
        ...body.utm,
      },
    }),
  login: (body: { login: string; plainPassword: string; captchaId?: string; captcha?: string }) =>
    callApi(accountCalls.login, {
      body: { login: body.login, password: hashPassword(body.plainPassword), captchaId: body.captchaId, captcha: body.captcha },
    }),
  loginByCode: (body: { login: string; code: string; utm: Utm }) =>
    callApi(accountCalls.loginByCode, { body: { login: body.login, code: body.code, ...body.utm } }),
  resetPassword: (body: { login: string; code: string; plainPassword: string }) =>
    callApi(accountCalls.resetPassword, {
      body: { login: body.login, code: body.code, password: hashPassword(body.plainPassword) },
    }),
  /** Resolves `{registered:false}`; an already registered number rejects quietly with code 100. */
  check: (login: string) => callApi(accountCalls.checkLoginFree, { body: { login } }),
  changeLogin: (body: { newLogin: string; code: string }) => callApi(accountCalls.changeLogin, { body }),
  getRight: (userId: number, options?: Quiet) => callApi(accountCalls.rights, { query: { userId } }, options),
  getUserInfoByToken: (token: string) => callApi(accountCalls.userByToken, { query: { token } }),
  logout: (token: string) => callApi(accountCalls.logout, {}, { silent: true, headers: { token } }),
  addIdentity: (type: number) => callApi(accountCalls.addIdentity, { query: { type } }),
  identities: (options?: Quiet) => callApi(accountCalls.identities, {}, options),
  centreInfo: (options?: Quiet) => callApi(accountCalls.centre, {}, options),
  checkToken: (token: string) => callApi(accountCalls.checkToken, { query: { token } }, { silent: true }),
};

export const wechatApi = {
  config: (mode: WechatMode = 'qrconnect') => callApi(wechatCalls.config, { query: { mode } }),
  getLoginUser: (code: string, state?: string) => callApi(wechatCalls.webLogin, { query: { code, state } }),
  bindUser: (body: { ticket: string; login: string; code: string }) => callApi(wechatCalls.bind, { body }),
  /** Binds WeChat to the logged-in account with a fresh authorization code. */
  updateWxLogin: (code: string) => callApi(wechatCalls.rebind, { body: { code } }),
  cancelBinding: () => callApi(wechatCalls.cancelBinding, {}),
};
