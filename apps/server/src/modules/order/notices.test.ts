import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, PaymentResult } from '@moxing/shared';
import { createTestApp, DIALECTS, type TestApp } from '../../../test/harness.js';
import { SANDBOX_SIGNATURE_HEADER } from '../../platform/payments/sandbox.js';
import { balances, get, ledgerClean, makeUser, ok, post, sandboxOf, type TestUser } from './fixtures.js';

/** Payment notifications: verified by signature, idempotent, checked against the order, never lost. */
describe.each(DIALECTS)('payment notifications on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let operator: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0);
    operator = await makeUser(t, 5);
  });
  afterAll(async () => t.close());

  /** A coin order whose sandbox payment has started. */
  async function started(coins: number): Promise<OrderView> {
    const order = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins }, buyer.token));
    ok<PaymentResult>(
      await post(t, '/api/jianmo/coin/submitCoinOrder', { orderNo: order.orderNo, payType: 'sandbox' }, buyer.token),
    );
    return order;
  }

  const notice = (orderNo: string, over: Partial<{ tradeNo: string; amountFen: number; paid: boolean; appId: string }> = {}) =>
    sandboxOf(t).signedNotice({
      appId: over.appId ?? 'sandbox',
      outTradeNo: orderNo,
      tradeNo: over.tradeNo ?? `TN${orderNo}`,
      amountFen: over.amountFen ?? 0,
      paid: over.paid ?? true,
      paidAt: new Date().toISOString(),
    });

  /** Sent over HTTP, as the gateway does. */
  const send = (n: { headers: Record<string, string | string[] | undefined>; body: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: n.headers as Record<string, string>,
      payload: n.body,
    });

  const lastNotice = async () =>
    t.db.kysely.selectFrom('payment_notices').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();

  it('gateway notification calls are in the contract and its OpenAPI document; one not configured answers FAIL', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, { post?: unknown }> }>();
    for (const path of ['/api/pay/wxpay', '/api/pay/alipay', '/api/pay/notify/sandbox'])
      expect(doc.paths[path]?.post).toBeDefined();
    // This server offers only the sandbox: WeChat Pay and Alipay notifications are refused in their own format.
    for (const url of ['/api/pay/wxpay', '/api/pay/alipay']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'FAIL' });
    }
  });

  it('a forged notification is refused, recorded, and credits nothing', async () => {
    const order = await started(10);
    const real = notice(order.orderNo, { amountFen: 1000 });
    const forged = { headers: { ...real.headers, [SANDBOX_SIGNATURE_HEADER]: '00'.repeat(32) }, body: real.body };
    const res = await send(forged);
    expect(res.statusCode).toBe(400);
    expect((await lastNotice()).result).toBe('rejected');
    const tampered = { headers: real.headers, body: real.body.replace('1000', '100000') };
    expect((await send(tampered)).statusCode).toBe(400);
    expect((await balances(t, buyer)).coins).toBe(0);
  });

  it('the same notification twice (and five at once) credits once', async () => {
    const order = await started(10);
    const n = notice(order.orderNo, { amountFen: 1000 });
    const first = await send(n);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ code: 'SUCCESS' });
    expect((await send(n)).statusCode).toBe(200);
    expect((await lastNotice()).result).toBe('duplicate');
    const order2 = await started(20);
    const n2 = notice(order2.orderNo, { amountFen: 2000 });
    const results = await Promise.all(Array.from({ length: 5 }, () => t.services.orders.payments.receiveNotice('sandbox', n2)));
    expect(results.filter((r) => r.result === 'credited')).toHaveLength(1);
    expect(results.filter((r) => r.result === 'duplicate')).toHaveLength(4);
    expect((await balances(t, buyer)).coins).toBe(30);
    await ledgerClean(t);
  });

  it('flags an amount that differs from the order, a foreign app id, an unknown order, a trade reused for another order', async () => {
    const order = await started(10);
    expect((await t.services.orders.payments.receiveNotice('sandbox', notice(order.orderNo, { amountFen: 1 }))).result).toBe(
      'flagged',
    );
    expect((await lastNotice()).reason).toMatch(/金额与订单不符/);
    const foreign = notice(order.orderNo, { amountFen: 1000, appId: 'someone-else' });
    expect((await t.services.orders.payments.receiveNotice('sandbox', foreign)).result).toBe('flagged');
    expect((await lastNotice()).reason).toMatch(/应用编号/);
    const unknown = notice('C20260101UNKNOWN00000', { amountFen: 1000 });
    expect((await t.services.orders.payments.receiveNotice('sandbox', unknown)).result).toBe('flagged');
    expect((await lastNotice()).reason).toMatch(/订单不存在/);
    // A real payment of one order, replayed under another order's number (another user's order, same amount).
    const other = await makeUser(t, 0);
    const theirs = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins: 10 }, other.token));
    expect(
      (await t.services.orders.payments.receiveNotice('sandbox', notice(order.orderNo, { amountFen: 1000, tradeNo: 'T-ONE' })))
        .result,
    ).toBe('credited');
    expect(
      (await t.services.orders.payments.receiveNotice('sandbox', notice(theirs.orderNo, { amountFen: 1000, tradeNo: 'T-ONE' })))
        .result,
    ).toBe('flagged');
    expect((await lastNotice()).reason).toMatch(/已用于其他订单/);
    expect((await balances(t, other)).coins).toBe(0);
    const flagged = ok<{ list: { id: number; result: string }[]; total: number }>(
      await get(t, '/api/pay/admin/notices?flagged=1', operator.token),
    );
    expect(flagged.total).toBe(4);
    const resolved = ok<{ resolvedAt: string | null }>(
      await post(t, '/api/pay/admin/notice/resolve', { id: flagged.list[0]!.id }, operator.token),
    );
    expect(resolved.resolvedAt).not.toBeNull();
    expect(ok<{ total: number }>(await get(t, '/api/pay/admin/notices?flagged=1', operator.token)).total).toBe(3);
  });

  it('re-ordered notifications: an unpaid one is ignored, a paid one after it credits, an unpaid one after that changes nothing', async () => {
    const order = await started(10);
    const before = (await balances(t, buyer)).coins;
    expect(
      (await t.services.orders.payments.receiveNotice('sandbox', notice(order.orderNo, { amountFen: 1000, paid: false }))).result,
    ).toBe('ignored');
    expect((await t.services.orders.payments.receiveNotice('sandbox', notice(order.orderNo, { amountFen: 1000 }))).result).toBe(
      'credited',
    );
    expect(
      (await t.services.orders.payments.receiveNotice('sandbox', notice(order.orderNo, { amountFen: 1000, paid: false }))).result,
    ).toBe('ignored');
    expect((await balances(t, buyer)).coins).toBe(before + 10);
    expect(ok<OrderView>(await get(t, `/api/order/detail?orderNo=${order.orderNo}`, buyer.token)).status).toBe('paid');
  });

  it('a second payment of a paid order is flagged for a refund, not credited', async () => {
    const order = await started(10);
    await t.services.orders.payments.receiveNotice('sandbox', notice(order.orderNo, { amountFen: 1000, tradeNo: 'PAY-A' }));
    const before = (await balances(t, buyer)).coins;
    expect(
      (await t.services.orders.payments.receiveNotice('sandbox', notice(order.orderNo, { amountFen: 1000, tradeNo: 'PAY-B' })))
        .result,
    ).toBe('flagged');
    expect((await lastNotice()).reason).toMatch(/又收到另一笔付款/);
    expect((await balances(t, buyer)).coins).toBe(before);
    await ledgerClean(t);
  });
});
