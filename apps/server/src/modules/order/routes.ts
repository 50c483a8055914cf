import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { orderCalls as calls, PAY_TYPE_LABELS, yuan } from '@moxing/shared';
import type { SessionResolver } from '../../platform/auth.js';
import { escapeHtml } from '../../platform/http/pageHead.js';
import { registerRoutes } from '../../platform/http/register.js';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { PaymentProviders } from '../../platform/payments/index.js';
import type { PayChannel } from '../../platform/payments/provider.js';
import type { WalletService } from '../wallet/service.js';
import type { OrderPayments } from './payments.js';
import type { OrderService } from './service.js';

export function orderRoutes(orders: OrderService, wallet: WalletService): AnyRoute[] {
  const pay = orders.payments;
  const channels = orders.core.deps.providers.channels;
  /** The QR gateway: WeChat Pay when offered, else the sandbox. */
  const qrChannel: PayChannel = channels.includes('wechat') ? 'wechat' : (channels[0] ?? 'sandbox');
  return [
    implement(calls.addCoinOrder, ({ body, user }) => orders.createCoinOrder(user, body.coins)),
    implement(calls.submitCoinOrder, async ({ body, user, req }) => {
      await orders.ownOfKind(user, body.orderNo, 'coin');
      return pay.pay(user, body, req.ip);
    }),
    implement(calls.findCoinOrder, ({ query, user }) => orders.ownOfKind(user, query.orderNo, 'coin')),
    implement(calls.coinQrCode, async ({ query, user, req }) => {
      await orders.ownOfKind(user, query.orderNo, 'coin');
      return pay.pay(user, { orderNo: query.orderNo, payType: qrChannel, scene: 'qr' }, req.ip);
    }),
    implement(calls.coinOrders, ({ query, user }) => orders.list(user, { ...query, kind: 'coin' })),
    implement(calls.closeCoinOrder, ({ body, user }) => orders.close(user, body.orderNo, 'coin')),
    implement(calls.addModelOrder, ({ body, user }) => orders.createModelOrder(user, body.modelCode)),
    implement(calls.submitModelOrder, async ({ body, user, req }) => {
      await orders.ownOfKind(user, body.orderNo, 'model');
      return pay.pay(user, body, req.ip);
    }),
    implement(calls.deals, ({ query, user }) => orders.deals(user, query)),
    implement(calls.feedback, ({ body, user }) => orders.feedback(user, body.orderNo, body.content)),
    implement(calls.confirm, ({ body, user }) => orders.confirm(user, body.orderNo)),
    implement(calls.dealDetail, ({ query, user }) => orders.detail(user, query.orderNo)),
    implement(calls.myOrders, ({ query, user }) => orders.list(user, query)),
    implement(calls.myCounts, ({ user }) => orders.counts(user)),
    implement(calls.detail, ({ query, user }) => orders.detail(user, query.orderNo)),
    implement(calls.cancel, ({ body, user }) => orders.close(user, body.orderNo)),
    implement(calls.packageOrder, ({ body, user }) => orders.createPackageOrder(user, body.packageId)),
    implement(calls.changePayType, ({ body, user }) => orders.changePayType(user, body.orderNo, body.payType)),
    implement(calls.pay, ({ body, user, req }) => pay.pay(user, body, req.ip)),
    implement(calls.wxPay, ({ body, user, req }) => pay.pay(user, { ...body, payType: 'wechat' }, req.ip)),
    implement(calls.aliPay, ({ body, user, req }) => pay.pay(user, { ...body, payType: 'alipay' }, req.ip)),
    implement(calls.payOptions, async ({ user }) => {
      const balances = await wallet.balances(user.id);
      return {
        channels: channels.map((c) => ({ payType: c, name: PAY_TYPE_LABELS[c], test: c === 'sandbox' })),
        coins: balances.coins,
        earnings: balances.earnings,
      };
    }),
    implement(calls.bills, ({ query, user }) => wallet.bills(user.id, query)),
    implement(calls.recentShopping, ({ user }) => orders.recentShopping(user)),
    implement(calls.adminOrders, ({ query, user }) => orders.adminList(user, query)),
    implement(calls.adminRefund, ({ body, user }) => orders.refund(user, body.orderNo, body.reason)),
    implement(calls.adminNotices, ({ query }) => pay.notices(query)),
    implement(calls.adminResolveNotice, ({ body }) => pay.resolveNotice(body.id)),
  ];
}

/** Only pages of this site are returned to. */
function sameSite(url: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  return url.startsWith(`${base}/`) ? url.slice(base.length) : '/myorder';
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f5f6f8;margin:0;padding:24px;color:#222}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.tag{display:inline-block;background:#fff3e0;color:#e65100;border:1px solid #ffb74d;border-radius:4px;padding:2px 8px;font-size:13px}
h1{font-size:20px;margin:12px 0}.amount{font-size:32px;color:#e53935;margin:16px 0}.muted{color:#888;font-size:13px}
button,a.btn{display:block;width:100%;box-sizing:border-box;margin-top:12px;padding:12px;border-radius:8px;border:0;font-size:16px;cursor:pointer;text-align:center;text-decoration:none}
.ok{background:#1677ff;color:#fff}.fail{background:#f0f0f0;color:#333}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The gateways' notification calls (pay/wxpay, pay/alipay, pay/notify/sandbox), answered in each gateway's own
 * format. Served by registerPaymentEndpoints, whose scope keeps bodies as received: they are signed over the raw
 * text.
 */
export function paymentNoticeRoutes(payments: OrderPayments): AnyRoute[] {
  const receive =
    (channel: PayChannel) =>
    async ({ req, reply }: { req: FastifyRequest; reply: FastifyReply }) => {
      const ack = await payments.receiveNotice(channel, {
        headers: req.headers,
        body: typeof req.body === 'string' ? req.body : '',
      });
      return reply.status(ack.status).type(ack.contentType).send(ack.body);
    };
  return [
    implement(calls.wxPayNotify, receive('wechat')),
    implement(calls.aliPayNotify, receive('alipay')),
    implement(calls.sandboxNotify, receive('sandbox')),
  ];
}

/**
 * Endpoints the gateways call: the notification calls (paymentNoticeRoutes), and, outside the contract, the
 * sandbox's own checkout page and the payer's answer there. This scope keeps bodies as received.
 */
export function registerPaymentEndpoints(
  app: FastifyInstance,
  notices: AnyRoute[],
  sessions: SessionResolver,
  providers: PaymentProviders,
  publicUrl: string,
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    registerRoutes(scope, notices, sessions);
    const sandbox = providers.sandbox;
    if (!sandbox) return;
    scope.get('/api/pay/sandbox/checkout', async (req, reply) => {
      const given = (req.query as Record<string, unknown>).token;
      const token = typeof given === 'string' ? given : '';
      const p = sandbox.payment(token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!p) return reply.status(404).send(page('测试支付', '<span class="tag">测试支付</span><h1>支付单不存在或已失效</h1>'));
      const back = escapeHtml(sameSite(p.request.returnUrl ?? '', publicUrl));
      if (p.state !== 'unpaid') {
        const done = p.state === 'paid' ? '已支付' : '已关闭';
        return reply.send(
          page(
            '测试支付',
            `<span class="tag">测试支付</span><h1>该支付单${done}</h1><a class="btn ok" href="${back}">返回商户</a>`,
          ),
        );
      }
      return reply.send(
        page(
          '测试支付',
          `<span class="tag">测试支付 · 不会产生真实扣款</span>
<h1>${escapeHtml(p.request.subject)}</h1>
<div class="muted">订单号 ${escapeHtml(p.request.outTradeNo)}</div>
<div class="amount">¥ ${yuan(p.request.amountFen)}</div>
<form method="post" action="/api/pay/sandbox/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button class="ok" name="outcome" value="paid" type="submit">确认支付</button>
<button class="fail" name="outcome" value="failed" type="submit">支付失败</button></form>`,
        ),
      );
    });
    scope.post('/api/pay/sandbox/confirm', async (req, reply) => {
      const form = new URLSearchParams(typeof req.body === 'string' ? req.body : '');
      const token = form.get('token') ?? '';
      const outcome = form.get('outcome') === 'paid' ? 'paid' : 'failed';
      const p = sandbox.payment(token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!p || p.state !== 'unpaid') {
        return reply.status(409).send(page('测试支付', '<span class="tag">测试支付</span><h1>支付单不存在或已处理</h1>'));
      }
      await sandbox.settle(token, outcome);
      const back = escapeHtml(sameSite(p.request.returnUrl ?? '', publicUrl));
      const title = outcome === 'paid' ? '支付成功' : '支付未完成';
      return reply.send(
        page('测试支付', `<span class="tag">测试支付</span><h1>${title}</h1><a class="btn ok" href="${back}">返回商户</a>`),
      );
    });
  });
}
