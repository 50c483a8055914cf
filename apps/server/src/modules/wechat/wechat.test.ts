import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, form, newPhone, type TestApp } from '../../../test/harness.js';
import { register, sendCode } from '../../../test/flows.js';
import { startWechatMock, type WechatMock } from '../../../test/wechat-mock.js';

const MP_TOKEN = 'mp_token_test';

function signedQuery(): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = String(Math.random()).slice(2);
  const signature = createHash('sha1').update([MP_TOKEN, timestamp, nonce].sort().join('')).digest('hex');
  return `signature=${signature}&timestamp=${timestamp}&nonce=${nonce}`;
}

describe.each(DIALECTS)('WeChat login on %s', (dialect) => {
  let t: TestApp;
  let plain: TestApp;
  let wx: WechatMock;
  beforeAll(async () => {
    wx = await startWechatMock();
    t = await createTestApp(dialect, {
      WECHAT_APP_ID: wx.appId,
      WECHAT_APP_SECRET: wx.secret,
      WECHAT_API_BASE: wx.base,
      WECHAT_MP_TOKEN: MP_TOKEN,
      PUBLIC_URL: 'http://shop.test',
    });
    plain = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    await wx?.close();
  });

  const state = async () => {
    const cfg = (await t.app.inject('/api/wechat/web/config')).json().data as { authorizeUrl: string };
    return new URL(cfg.authorizeUrl.replace('#wechat_redirect', '')).searchParams.get('state') ?? '';
  };
  const scanLogin = async (openid: string, unionid?: string) =>
    t.app.inject(
      `/api/wechat/web/getLoginUser?code=${wx.issueCode({ openid, unionid, nickname: '小王' })}&state=${await state()}`,
    );

  it('explains that WeChat login is off when it is not configured', async () => {
    expect((await plain.app.inject('/api/wechat/web/config')).json().data).toEqual({
      configured: false,
      appId: null,
      authorizeUrl: null,
    });
    const res = await plain.app.inject('/api/wechat/web/getLoginUser?code=x&state=y');
    expect(res.statusCode).toBe(503);
    expect(res.json().errorMsg).toContain('微信登录暂未开通');
  });

  it('builds the open-platform authorize address with a one-time state', async () => {
    const cfg = (await t.app.inject('/api/wechat/web/config')).json().data as { configured: boolean; authorizeUrl: string };
    expect(cfg.configured).toBe(true);
    const u = new URL(cfg.authorizeUrl.replace('#wechat_redirect', ''));
    expect(u.pathname).toBe('/connect/qrconnect');
    expect(u.searchParams.get('appid')).toBe(wx.appId);
    expect(u.searchParams.get('scope')).toBe('snsapi_login');
    expect(u.searchParams.get('redirect_uri')).toBe('http://shop.test/wechatBind');
    expect(cfg.authorizeUrl.endsWith('#wechat_redirect')).toBe(true);
  });

  it('binds a first-time scanner to a phone number, then logs them straight in', async () => {
    const first = (await scanLogin('openid_a', 'union_a')).json().data;
    expect(first).toMatchObject({ status: 'needBind', nickname: '小王' });

    const login = newPhone();
    const code = await sendCode(t, login, 'bind');
    const bound = await t.app.inject({
      method: 'POST',
      url: '/api/wechat/bindUser',
      ...form({ ticket: first.ticket, login, code }),
    });
    expect(bound.json()).toMatchObject({ code: '200', data: { user: { login, wechatBound: true, nickname: '小王' } } });

    const again = (await scanLogin('openid_a', 'union_a')).json().data;
    expect(again).toMatchObject({ status: 'loggedIn', login: { id: bound.json().data.id } });

    // The ticket is spent.
    const code2 = await sendCode(t, login, 'bind');
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/wechat/bindUser',
      ...form({ ticket: first.ticket, login, code: code2 }),
    });
    expect(reuse.json().errorMsg).toBe('绑定已过期，请重新微信扫码');

    const token = bound.json().data.token as string;
    const off = await t.app.inject({ url: '/api/wechat/web/cancelBinding', headers: { token } });
    expect(off.json().data.wechatBound).toBe(false);
    expect((await scanLogin('openid_a', 'union_a')).json().data.status).toBe('needBind');
  });

  it('binds to an existing account and refuses a second WeChat on it', async () => {
    const login = newPhone();
    const reg = await register(t, login);
    const scan = (await scanLogin('openid_b')).json().data;
    const code = await sendCode(t, login, 'bind');
    const bound = await t.app.inject({
      method: 'POST',
      url: '/api/wechat/bindUser',
      ...form({ ticket: scan.ticket, login, code }),
    });
    expect(bound.json().data.id).toBe(reg.id);

    const other = (await scanLogin('openid_c')).json().data;
    const code2 = await sendCode(t, login, 'bind');
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/wechat/bindUser',
      ...form({ ticket: other.ticket, login, code: code2 }),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorMsg).toBe('该手机号已绑定其他微信，请先解绑');
  });

  it('refuses forged states, invalid and reused codes', async () => {
    const forged = await t.app.inject(`/api/wechat/web/getLoginUser?code=${wx.issueCode({ openid: 'x' })}&state=forged`);
    expect(forged.json().errorMsg).toBe('微信登录已过期，请重新扫码');
    const invalid = await t.app.inject(`/api/wechat/web/getLoginUser?code=nonsense&state=${await state()}`);
    expect(invalid.json().errorMsg).toBe('微信授权已失效，请重新扫码');
    const code = wx.issueCode({ openid: 'openid_d' });
    await t.app.inject(`/api/wechat/web/getLoginUser?code=${code}&state=${await state()}`);
    const reused = await t.app.inject(`/api/wechat/web/getLoginUser?code=${code}&state=${await state()}`);
    expect(reused.json().errorMsg).toBe('微信授权已失效，请重新扫码');
  });

  it('logs in through the official account QR code and its signed push', async () => {
    const qr = (await t.app.inject('/api/wechat/publicaccount/qrcode')).json().data as { scene: string; qrContent: string };
    expect(qr.qrContent).toMatch(/^http:\/\/weixin\.qq\.com\/q\//);
    expect((await t.app.inject(`/api/wechat/publicaccount/getUserInfo?scene=${qr.scene}`)).json().data).toEqual({
      status: 'waiting',
    });

    const xml = `<xml><ToUserName><![CDATA[gh_1]]></ToUserName><FromUserName><![CDATA[mp_openid_1]]></FromUserName><CreateTime>1</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_${qr.scene}]]></EventKey></xml>`;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/wechat/publicaccount/callback?signature=bad&timestamp=1&nonce=2',
      headers: { 'content-type': 'text/xml' },
      payload: xml,
    });
    expect(forged.statusCode).toBe(403);
    const push = await t.app.inject({
      method: 'POST',
      url: `/api/wechat/publicaccount/callback?${signedQuery()}`,
      headers: { 'content-type': 'text/xml' },
      payload: xml,
    });
    expect(push.body).toBe('success');
    const result = (await t.app.inject(`/api/wechat/publicaccount/getUserInfo?scene=${qr.scene}`)).json().data;
    expect(result.status).toBe('needBind');
    expect((await t.app.inject(`/api/wechat/publicaccount/getUserInfo?scene=${qr.scene}`)).json().data).toEqual({
      status: 'expired',
    });

    const echo = await t.app.inject(`/api/wechat/publicaccount/callback?${signedQuery()}&echostr=hello`);
    expect(echo.body).toBe('hello');
  });

  it('speaks the mini-program calls', async () => {
    expect((await t.app.inject('/api/wechat/getPhoneCode?code=phone_ok')).json().data).toEqual({ phone: '13912345678' });
    expect((await t.app.inject('/api/wechat/getPhoneCode?code=bad')).json().code).toBe('400');
    expect((await t.app.inject('/api/personal/generatescheme')).statusCode).toBe(401);
    const reg = await register(t, newPhone());
    const scheme = await t.app.inject({ url: '/api/personal/generatescheme', headers: { token: reg.token } });
    expect(scheme.json().data.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=T\d{9}$/);
    const png = await t.app.inject({ url: '/api/personal/quickMark', headers: { token: reg.token } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('redirects the in-WeChat H5 login to the authorize page', async () => {
    const res = await t.app.inject('/api/wechat/h5/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain('/connect/oauth2/authorize?appid=wx_test_app');
    expect(res.headers.location).toContain('scope=snsapi_userinfo');
  });
});
