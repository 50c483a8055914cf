import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for api.weixin.qq.com that answers as WeChat's documentation says: OAuth2 code
 * exchange (single-use codes, errcode 40029/40163), sns/userinfo, cgi-bin/token, temporary QR tickets,
 * subscriber info, mini-program phone numbers, URL schemes and mini-program codes.
 */
export interface WechatMock {
  base: string;
  appId: string;
  secret: string;
  /** Makes a fresh authorisation code for this WeChat user, as a scan would. */
  issueCode(user: { openid: string; unionid?: string; nickname?: string }): string;
  requests: string[];
  /** The bodies of wxa/generatescheme calls, in order. */
  schemes: { jump_wxa?: { path?: string; query?: string }; is_expire?: boolean; expire_type?: number }[];
  close(): Promise<void>;
}

export async function startWechatMock(appId = 'wx_test_app', secret = 'test_secret'): Promise<WechatMock> {
  const codes = new Map<string, { openid: string; unionid?: string; nickname?: string; used: boolean }>();
  const tokens = new Map<string, { openid: string; unionid?: string; nickname?: string }>();
  const requests: string[] = [];
  const schemes: WechatMock['schemes'] = [];
  let seq = 0;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);
    const send = (body: unknown, type = 'application/json') => {
      res.writeHead(200, { 'content-type': type });
      res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };
    const q = url.searchParams;
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      switch (url.pathname) {
        case '/sns/oauth2/access_token': {
          if (q.get('appid') !== appId || q.get('secret') !== secret)
            return send({ errcode: 40125, errmsg: 'invalid appsecret' });
          const entry = codes.get(q.get('code') ?? '');
          if (!entry) return send({ errcode: 40029, errmsg: 'invalid code' });
          if (entry.used) return send({ errcode: 40163, errmsg: 'code been used' });
          entry.used = true;
          const token = `at_${++seq}`;
          tokens.set(token, entry);
          return send({
            access_token: token,
            expires_in: 7200,
            refresh_token: `rt_${seq}`,
            openid: entry.openid,
            scope: 'snsapi_login',
            unionid: entry.unionid,
          });
        }
        case '/sns/userinfo': {
          const u = tokens.get(q.get('access_token') ?? '');
          if (!u || u.openid !== q.get('openid')) return send({ errcode: 40001, errmsg: 'invalid credential' });
          return send({
            openid: u.openid,
            nickname: u.nickname ?? '微信用户',
            sex: 0,
            province: '',
            city: '',
            country: 'CN',
            headimgurl: 'https://thirdwx.qlogo.cn/x/132',
            privilege: [],
            unionid: u.unionid,
          });
        }
        case '/cgi-bin/token':
          if (q.get('appid') !== appId || q.get('secret') !== secret)
            return send({ errcode: 40125, errmsg: 'invalid appsecret' });
          return send({ access_token: 'app_token', expires_in: 7200 });
        case '/cgi-bin/qrcode/create': {
          if (q.get('access_token') !== 'app_token') return send({ errcode: 40001, errmsg: 'invalid credential' });
          const body = JSON.parse(raw) as { expire_seconds: number; action_info: { scene: { scene_str: string } } };
          return send({
            ticket: `ticket_${body.action_info.scene.scene_str}`,
            expire_seconds: body.expire_seconds,
            url: `http://weixin.qq.com/q/${seq++}`,
          });
        }
        case '/cgi-bin/user/info':
          return send({ subscribe: 1, openid: q.get('openid'), language: 'zh_CN', unionid: `union_${q.get('openid')}` });
        case '/wxa/business/getuserphonenumber': {
          const body = JSON.parse(raw) as { code: string };
          if (body.code !== 'phone_ok') return send({ errcode: 40029, errmsg: 'invalid code' });
          return send({
            errcode: 0,
            errmsg: 'ok',
            phone_info: { phoneNumber: '13912345678', purePhoneNumber: '13912345678', countryCode: '86' },
          });
        }
        case '/wxa/generatescheme': {
          // As documented: the app's access token; jump_wxa.path an existing page without a query (40165 otherwise).
          if (q.get('access_token') !== 'app_token') return send({ errcode: 40001, errmsg: 'invalid credential' });
          const body = JSON.parse(raw || '{}') as WechatMock['schemes'][number];
          schemes.push(body);
          const page = body.jump_wxa?.path;
          if (page !== undefined && (page === '' || page.includes('?'))) {
            return send({ errcode: 40165, errmsg: 'invalid weapp pagepath' });
          }
          return send({ errcode: 0, errmsg: 'ok', openlink: `weixin://dl/business/?t=T${String(++seq).padStart(9, '0')}` });
        }
        case '/wxa/getwxacodeunlimit':
          return send(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png');
        default:
          res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    appId,
    secret,
    requests,
    schemes,
    issueCode(user) {
      const code = `code_${++seq}`;
      codes.set(code, { ...user, used: false });
      return code;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
