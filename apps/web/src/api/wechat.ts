/** WeChat web login and binding (SPEC.md section 7). */
import type { LoginResult, UserInfo, WechatLoginResult } from '@moxing/shared';
import { http } from './client';

export interface WechatConfig {
  configured: boolean;
  appId: string | null;
  authorizeUrl: string | null;
}

export const wechatApi = {
  config: (mode: 'qrconnect' | 'h5' = 'qrconnect') => http.get<WechatConfig>('wechat/web/config', { mode }),
  getLoginUser: (code: string, state?: string) => http.get<WechatLoginResult>('wechat/web/getLoginUser', { code, state }),
  bindUser: (body: { ticket: string; login: string; code: string }) => http.postForm<LoginResult>('wechat/bindUser', body),
  /** Binds WeChat to the logged-in account with a fresh authorization code. */
  updateWxLogin: (code: string) => http.postForm<UserInfo>('wechat/updateWxLogin', { code }),
  cancelBinding: () => http.get<UserInfo>('wechat/web/cancelBinding'),
};
