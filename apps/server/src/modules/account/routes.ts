import { accountCalls as calls } from '@moxing/shared';
import type { FastifyRequest } from 'fastify';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { AccountService, ClientInfo } from './service.js';

export const clientInfo = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent'] ?? null,
});

export function accountRoutes(account: AccountService): AnyRoute[] {
  return [
    implement(calls.checkToken, ({ query }) => account.checkToken(query.token)),
    implement(calls.captcha, () => account.createCaptcha()),
    implement(calls.captchaImage, async ({ query, reply }) => {
      const png = await account.captchaImage(query.captchaId);
      reply.header('content-type', 'image/png').header('cache-control', 'no-store');
      return png;
    }),
    implement(calls.sendCode, ({ body, req }) => account.sendCode(body, clientInfo(req))),
    implement(calls.register, ({ body, req }) => account.register(body, clientInfo(req))),
    implement(calls.login, ({ body, req }) => account.login(body, clientInfo(req))),
    implement(calls.loginByCode, ({ body, req }) => account.loginByCode(body, clientInfo(req))),
    implement(calls.resetPassword, async ({ body }) => {
      await account.resetPassword(body);
      return {};
    }),
    implement(calls.checkLoginFree, ({ body }) => account.checkLoginFree(body.login)),
    implement(calls.changeLogin, ({ body, user }) => account.changeLogin(user, body)),
    implement(calls.user, ({ query, user }) => account.getUser(user, query.id)),
    implement(calls.rights, ({ query, user }) => account.rights(user, query.userId)),
    implement(calls.userByLogin, ({ body }) => account.getByLogin(body.login)),
    implement(calls.userByToken, ({ query }) => account.userInfoByToken(query.token)),
    implement(calls.logout, async ({ user }) => {
      await account.logout(user);
      return {};
    }),
    implement(calls.addIdentity, ({ query, user }) => account.addIdentity(user, query.type)),
    implement(calls.identities, ({ user }) => account.identities(user.id)),
    implement(calls.centre, ({ user }) => account.centrePanel(user)),
    implement(calls.smsLog, ({ body }) => account.smsLog(body.pageNum, body.pageSize)),
  ];
}
