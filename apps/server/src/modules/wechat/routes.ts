import {
  labelled,
  loginResult,
  userInfo,
  wechatBindBody,
  wechatCodeQuery,
  wechatConfigInfo,
  wechatLoginResult,
} from '@moxing/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route, type AnyRoute } from '../../platform/http/route.js';
import { clientInfo } from '../account/routes.js';
import type { WechatService } from './service.js';

const TAG = '微信';

export function wechatRoutes(wechat: WechatService): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: 'wechat/web/config',
      summary: '微信扫码登录配置：是否已开通，以及扫码页地址（含一次性 state）',
      tag: TAG,
      auth: 'none',
      query: z.strictObject({ mode: z.enum(['qrconnect', 'h5']).default('qrconnect') }),
      response: wechatConfigInfo,
      handler: ({ query }) => wechat.configInfo(query.mode),
    }),
    route({
      method: 'GET',
      path: 'wechat/web/getLoginUser',
      summary: '微信网页授权回调：用 code 换取用户，已绑定则登录，否则返回绑定票据',
      tag: TAG,
      auth: 'none',
      query: wechatCodeQuery,
      response: wechatLoginResult,
      handler: ({ query, req }) => wechat.webLogin(query.code, query.state, clientInfo(req)),
    }),
    route({
      method: 'POST',
      path: 'wechat/bindUser',
      summary: '微信绑定手机号（短信验证码），未注册的手机号将自动注册，成功即登录',
      tag: TAG,
      auth: 'none',
      bodyType: 'form',
      body: wechatBindBody,
      response: loginResult,
      handler: ({ body, req }) => wechat.bind(body, clientInfo(req)),
    }),
    route({
      method: 'GET',
      path: 'wechat/web/cancelBinding',
      summary: '解除微信绑定',
      tag: TAG,
      auth: 'user',
      response: userInfo,
      handler: ({ user }) => wechat.cancelBinding(user),
    }),
    route({
      method: 'GET',
      path: 'wechat/h5/login',
      summary: '微信内网页登录入口：跳转到微信授权页',
      tag: TAG,
      auth: 'none',
      response: z.string().describe('302 跳转'),
      raw: true,
      handler: async ({ reply }) => reply.redirect(await wechat.authorizeUrl('h5'), 302),
    }),
    route({
      method: 'GET',
      path: 'wechat/publicaccount/qrcode',
      summary: '公众号扫码登录：生成带场景值的临时二维码（qrContent 为二维码内容）',
      tag: TAG,
      auth: 'none',
      response: z.object({ scene: z.string(), qrContent: z.string(), expireSeconds: z.number() }),
      handler: () => wechat.createQrCode(),
    }),
    route({
      method: 'GET',
      path: 'wechat/publicaccount/getUserInfo',
      summary: '公众号扫码登录：轮询扫码结果',
      tag: TAG,
      auth: 'none',
      query: z.strictObject({ scene: labelled(z.string().min(1).max(64), '二维码场景') }),
      response: z.union([wechatLoginResult, z.object({ status: z.enum(['waiting', 'expired']) })]),
      handler: ({ query, req }) => wechat.pollQrCode(query.scene, clientInfo(req)),
    }),
    route({
      method: 'POST',
      path: 'wechat/updateWxLogin',
      summary: '更新绑定的微信资料（重新授权后的 code）',
      tag: TAG,
      auth: 'user',
      bodyType: 'form',
      body: z.strictObject({ code: wechatCodeQuery.shape.code }),
      response: userInfo,
      handler: ({ body, user }) => wechat.updateWxLogin(user, body.code),
    }),
    route({
      method: 'GET',
      path: 'wechat/getPhoneCode',
      summary: '小程序：用手机号授权 code 换取手机号',
      tag: TAG,
      auth: 'none',
      query: z.strictObject({ code: wechatCodeQuery.shape.code }),
      response: z.object({ phone: z.string() }),
      handler: ({ query }) => wechat.phoneFromCode(query.code),
    }),
    route({
      method: 'GET',
      path: 'personal/generatescheme',
      summary: '生成打开小程序的 URL Scheme',
      tag: TAG,
      auth: 'none',
      query: z.strictObject({ path: z.string().max(200).default('pages/index/index'), query: z.string().max(500).default('') }),
      response: z.object({ openlink: z.string() }),
      handler: ({ query }) => wechat.scheme(query.path, query.query),
    }),
    route({
      method: 'GET',
      path: 'personal/quickMark',
      summary: '我的小程序码（PNG 图片）',
      tag: TAG,
      auth: 'user',
      query: z.strictObject({ page: z.string().max(200).default('pages/index/index') }),
      response: z.string().describe('image/png'),
      raw: true,
      handler: async ({ query, user, reply }) => {
        const png = await wechat.quickMark(user, query.page);
        return reply.header('content-type', 'image/png').send(png);
      },
    }),
  ];
}

/**
 * The official account's server address: WeChat checks it with a signed GET (echo `echostr`) and pushes
 * events as signed XML. Not a spec call, so it is outside the API table and its envelope.
 */
export function registerWechatPush(app: FastifyInstance, wechat: WechatService): void {
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, body);
  });
  const signed = z.object({
    signature: z.string().optional(),
    timestamp: z.string().optional(),
    nonce: z.string().optional(),
    echostr: z.string().optional(),
  });
  app.get('/api/wechat/publicaccount/callback', async (req, reply) => {
    const query = signed.parse(req.query);
    if (!wechat.verifySignature(query)) return reply.status(403).send('invalid signature');
    return reply.type('text/plain').send(query.echostr ?? '');
  });
  app.post('/api/wechat/publicaccount/callback', async (req, reply) => {
    if (!wechat.verifySignature(signed.parse(req.query))) return reply.status(403).send('invalid signature');
    await wechat.handlePush(typeof req.body === 'string' ? req.body : '');
    // WeChat retries unless it gets "success" within five seconds.
    return reply.type('text/plain').send('success');
  });
}
