/** Account calls of SPEC.md section 7 (paths relative to /api/). Types come from the shared zod schemas. */
import {
  hashPassword,
  type CentrePanel,
  type Identity,
  type LoginResult,
  type SmsPurpose,
  type UserInfo,
  type Utm,
} from '@moxing/shared';
import { http, type RequestOptions } from './client';

export interface Captcha {
  captchaId: string;
  /** data: URL of an SVG */
  image: string;
}

export interface Rights {
  userId: number;
  side: string;
  rights: string[];
}

export interface CentreInfo {
  user: UserInfo;
  panel: CentrePanel;
}

type Quiet = Pick<RequestOptions, 'silent' | 'signal'>;

export const accountApi = {
  captcha: () => http.post<Captcha>('sms/captcha'),
  captchaImageUrl: (captchaId: string) => `/api/account/validCode?captchaId=${encodeURIComponent(captchaId)}`,
  sendCode: (body: { login: string; purpose: SmsPurpose; captchaId: string; captcha: string }) =>
    http.postForm<{ sent: true; resendAfterSeconds: number }>('account/sendCode', body),
  register: (body: { login: string; code: string; plainPassword: string; type: number; nickname?: string; utm: Utm }) =>
    http.postForm<LoginResult>('account/regist', {
      login: body.login,
      code: body.code,
      password: hashPassword(body.plainPassword),
      type: body.type,
      nickname: body.nickname,
      ...body.utm,
    }),
  login: (body: { login: string; plainPassword: string }) =>
    http.postForm<LoginResult>('account/login', { login: body.login, password: hashPassword(body.plainPassword) }),
  loginByCode: (body: { login: string; code: string; utm: Utm }) =>
    http.postForm<LoginResult>('account/loginByCode', { login: body.login, code: body.code, ...body.utm }),
  resetPassword: (body: { login: string; code: string; plainPassword: string }) =>
    http.postForm<object>('account/editPasswordByCode', {
      login: body.login,
      code: body.code,
      password: hashPassword(body.plainPassword),
    }),
  /** Resolves `{registered:false}`; an already registered number rejects quietly with code 100. */
  check: (login: string) => http.postForm<{ registered: false }>('account/check', { login }),
  changeLogin: (body: { newLogin: string; code: string }) => http.postJson<UserInfo>('account/changeLogin', body),
  getUser: (options?: Quiet) => http.get<UserInfo>('account/getUser', undefined, options),
  getRight: (userId: number, options?: Quiet) => http.get<Rights>('account/getRight', { userId }, options),
  getUserInfoByToken: (token: string) => http.get<UserInfo>('account/getUserInfoByToken', { token }),
  logout: (token: string) => http.get<object>('account/loginout', undefined, { silent: true, headers: { token } }),
  addIdentity: (type: number) => http.get<Identity[]>('account/addUserIdentity', { type }),
  identities: (options?: Quiet) => http.get<Identity[]>('account/identityList', undefined, options),
  centreInfo: (options?: Quiet) => http.get<CentreInfo>('usercenter/user/info', undefined, options),
  checkToken: (token: string) =>
    http.get<{ valid: boolean; expiresAt: string | null }>('account/checkToken', { token }, { silent: true }),
};
