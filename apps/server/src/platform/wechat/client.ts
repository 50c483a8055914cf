import type { Config } from '../../config.js';
import { AppError } from '../errors.js';

/** The parts of WeChat's HTTP API this product uses, spoken as documented; the bases are configurable. */
export interface WechatClient {
  readonly configured: boolean;
  readonly appId: string | null;
  /** Open-platform QR login page (desktop) or in-WeChat authorisation (H5). */
  authorizeUrl(redirectUri: string, state: string, mode: 'qrconnect' | 'h5'): string;
  exchangeCode(code: string): Promise<{ accessToken: string; openid: string; unionid: string | null }>;
  userInfo(
    accessToken: string,
    openid: string,
  ): Promise<{ openid: string; unionid: string | null; nickname: string; avatar: string | null }>;
  createQrTicket(scene: string, expireSeconds: number): Promise<{ ticket: string; url: string; expireSeconds: number }>;
  subscriberInfo(openid: string): Promise<{ openid: string; unionid: string | null; nickname: string; avatar: string | null }>;
  phoneNumber(code: string): Promise<string>;
  generateScheme(path: string, query: string): Promise<string>;
  miniProgramCode(scene: string, page: string): Promise<Buffer>;
}

interface WxError {
  errcode?: number;
  errmsg?: string;
}

const NOT_CONFIGURED = '微信登录暂未开通：管理员尚未配置微信开放平台参数（WECHAT_APP_ID / WECHAT_APP_SECRET）';

export function createWechatClient(config: Config): WechatClient {
  const appId = config.WECHAT_APP_ID ?? null;
  const secret = config.WECHAT_APP_SECRET ?? null;
  const api = config.WECHAT_API_BASE.replace(/\/$/, '');
  const open = config.WECHAT_OPEN_BASE.replace(/\/$/, '');
  let appToken: { value: string; until: number } | null = null;

  const need = () => {
    if (!appId || !secret) throw new AppError('unavailable', NOT_CONFIGURED);
    return { appId, secret };
  };

  async function call<T extends object>(path: string, init?: { json?: unknown }): Promise<T & WxError> {
    let res: Response;
    try {
      res = await fetch(`${api}${path}`, {
        method: init?.json === undefined ? 'GET' : 'POST',
        headers: init?.json === undefined ? undefined : { 'content-type': 'application/json' },
        body: init?.json === undefined ? undefined : JSON.stringify(init.json),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('unavailable', '连接微信服务失败，请稍后再试');
    }
    const body = (await res.json().catch(() => ({ errcode: -1, errmsg: 'invalid json' }))) as T & WxError;
    if (body.errcode) {
      // 40029/40163: the code is invalid or already used — the user should simply scan again.
      const msg =
        body.errcode === 40029 || body.errcode === 40163 ? '微信授权已失效，请重新扫码' : `微信服务返回错误（${body.errcode}）`;
      throw new AppError(body.errcode === 40029 || body.errcode === 40163 ? 'validation' : 'unavailable', msg);
    }
    return body;
  }

  async function accessToken(): Promise<string> {
    const { appId: id, secret: s } = need();
    if (appToken && appToken.until > Date.now()) return appToken.value;
    const r = await call<{ access_token: string; expires_in: number }>(
      `/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(id)}&secret=${encodeURIComponent(s)}`,
    );
    appToken = { value: r.access_token, until: Date.now() + (r.expires_in - 300) * 1000 };
    return r.access_token;
  }

  return {
    configured: Boolean(appId && secret),
    appId,
    authorizeUrl(redirectUri, state, mode) {
      const { appId: id } = need();
      const params = new URLSearchParams({
        appid: id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: mode === 'qrconnect' ? 'snsapi_login' : 'snsapi_userinfo',
        state,
      });
      const page = mode === 'qrconnect' ? 'qrconnect' : 'oauth2/authorize';
      return `${open}/connect/${page}?${params.toString()}#wechat_redirect`;
    },
    async exchangeCode(code) {
      const { appId: id, secret: s } = need();
      const r = await call<{ access_token: string; openid: string; unionid?: string }>(
        `/sns/oauth2/access_token?appid=${encodeURIComponent(id)}&secret=${encodeURIComponent(s)}&code=${encodeURIComponent(code)}&grant_type=authorization_code`,
      );
      return { accessToken: r.access_token, openid: r.openid, unionid: r.unionid ?? null };
    },
    async userInfo(token, openid) {
      const r = await call<{ openid: string; unionid?: string; nickname?: string; headimgurl?: string }>(
        `/sns/userinfo?access_token=${encodeURIComponent(token)}&openid=${encodeURIComponent(openid)}&lang=zh_CN`,
      );
      return { openid: r.openid, unionid: r.unionid ?? null, nickname: r.nickname || '微信用户', avatar: r.headimgurl || null };
    },
    async createQrTicket(scene, expireSeconds) {
      const t = await accessToken();
      const r = await call<{ ticket: string; url: string; expire_seconds: number }>(
        `/cgi-bin/qrcode/create?access_token=${encodeURIComponent(t)}`,
        {
          json: { expire_seconds: expireSeconds, action_name: 'QR_STR_SCENE', action_info: { scene: { scene_str: scene } } },
        },
      );
      return { ticket: r.ticket, url: r.url, expireSeconds: r.expire_seconds };
    },
    async subscriberInfo(openid) {
      const t = await accessToken();
      const r = await call<{ openid: string; unionid?: string; nickname?: string; headimgurl?: string }>(
        `/cgi-bin/user/info?access_token=${encodeURIComponent(t)}&openid=${encodeURIComponent(openid)}&lang=zh_CN`,
      );
      return { openid: r.openid, unionid: r.unionid ?? null, nickname: r.nickname || '微信用户', avatar: r.headimgurl || null };
    },
    async phoneNumber(code) {
      const t = await accessToken();
      const r = await call<{ phone_info: { purePhoneNumber: string } }>(
        `/wxa/business/getuserphonenumber?access_token=${encodeURIComponent(t)}`,
        {
          json: { code },
        },
      );
      return r.phone_info.purePhoneNumber;
    },
    async generateScheme(path, query) {
      const t = await accessToken();
      const r = await call<{ openlink: string }>(`/wxa/generatescheme?access_token=${encodeURIComponent(t)}`, {
        json: { jump_wxa: { path, query }, is_expire: true, expire_type: 1, expire_interval: 30 },
      });
      return r.openlink;
    },
    async miniProgramCode(scene, page) {
      const t = await accessToken();
      let res: Response;
      try {
        res = await fetch(`${api}/wxa/getwxacodeunlimit?access_token=${encodeURIComponent(t)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ scene, page, check_path: false }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError('unavailable', '连接微信服务失败，请稍后再试');
      }
      // WeChat answers an image on success and JSON on failure.
      if ((res.headers.get('content-type') ?? '').includes('json')) {
        const e = (await res.json()) as WxError;
        throw new AppError('unavailable', `生成小程序码失败（${e.errcode ?? '未知'}）`);
      }
      return Buffer.from(await res.arrayBuffer());
    },
  };
}
