import { wechatCalls as calls } from '@moxing/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { clientInfo } from '../account/routes.js';
import type { ModelLinks } from '../openApi/links.js';
import type { WechatService } from './service.js';

export function wechatRoutes(wechat: WechatService, links: ModelLinks): AnyRoute[] {
  return [
    implement(calls.config, ({ query }) => wechat.configInfo(query.mode)),
    implement(calls.webLogin, ({ query, req }) => wechat.webLogin(query.code, query.state, clientInfo(req))),
    implement(calls.bind, ({ body, req }) => wechat.bind(body, clientInfo(req))),
    implement(calls.cancelBinding, ({ user }) => wechat.cancelBinding(user)),
    implement(calls.h5Login, async ({ reply }) => reply.redirect(await wechat.authorizeUrl('h5'), 302)),
    implement(calls.qrCode, () => wechat.createQrCode()),
    implement(calls.pollQrCode, ({ query, req }) => wechat.pollQrCode(query.scene, clientInfo(req))),
    implement(calls.rebind, ({ body, user }) => wechat.updateWxLogin(user, body.code)),
    implement(calls.phoneFromCode, ({ query }) => wechat.phoneFromCode(query.code)),
    implement(calls.scheme, ({ query }) =>
      query.modelCode ? links.miniProgramLink(query.modelCode) : wechat.scheme(query.path, query.query),
    ),
    implement(calls.quickMark, async ({ query, user, reply }) => {
      const png = query.modelCode ? await links.qrCode(query.modelCode) : await wechat.quickMark(user, query.page);
      return reply.header('content-type', 'image/png').send(png);
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
