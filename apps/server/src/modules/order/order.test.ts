import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, PaymentResult } from '@moxing/shared';
import { createTestApp, DIALECTS, type TestApp } from '../../../test/harness.js';
import { insertModel } from '../library/fixtures.js';
import {
  answerCheckout,
  balances,
  checkoutToken,
  get,
  ledgerClean,
  makeUser,
  ok,
  post,
  refused,
  sandboxOf,
  type TestUser,
} from './fixtures.js';

/** A user's order messages (type 2), newest first, as the message centre lists them. */
async function orderMessagesOf(t: TestApp, u: TestUser) {
  const page = ok<{ list: { title: string; content: string; link: string | null }[] }>(
    await get(t, '/api/message/getList?messageType=2&pageSize=50', u.token),
  );
  return page.list.map(({ title, content, link }) => ({ title, content, link }));
}

const jobCtx = { jobId: 1, attempt: 1, maxAttempts: 5, signal: new AbortController().signal };

describe.each(DIALECTS)('orders on %s', (dialect) => {
  let t: TestApp;
  const orderMessages = (u: TestUser) => orderMessagesOf(t, u);
  let buyer: TestUser;
  let seller: TestUser;
  let operator: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0, '买家');
    seller = await makeUser(t, 2, '卖家');
    operator = await makeUser(t, 5, '运营');
  });
  afterAll(async () => t.close());

  it('tops up coins through the sandbox: its checkout page is labelled 测试支付, the notification credits the coins', async () => {
    const order = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins: 100 }, buyer.token));
    expect(order).toMatchObject({
      kind: 'coin',
      amountFen: 10_000,
      coins: 100,
      status: 'unpaid',
      actions: ['pay', 'close', 'changePayType'],
    });
    const started = ok<PaymentResult>(
      await post(t, '/api/jianmo/coin/submitCoinOrder', { orderNo: order.orderNo, payType: 'sandbox', scene: 'qr' }, buyer.token),
    );
    expect(started.start?.kind).toBe('qr');
    const token = checkoutToken(started);
    const page = await t.app.inject({ method: 'GET', url: `/api/pay/sandbox/checkout?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('测试支付');
    expect(page.body).toContain('100.00');
    expect(await answerCheckout(t, token, 'paid')).toContain('支付成功');
    const paid = ok<OrderView>(await get(t, `/api/jianmo/coin/findCoinOrder?orderNo=${order.orderNo}`, buyer.token));
    expect(paid).toMatchObject({ status: 'paid', payType: 'sandbox', actions: [] });
    expect(await balances(t, buyer)).toEqual({ coins: 100, earnings: 0 });
    const bills = ok<{ list: { kind: string; amount: number; orderNo: string }[] }>(
      await get(t, '/api/pay/transaction/list', buyer.token),
    );
    expect(bills.list[0]).toMatchObject({ kind: 'topup', amount: 100, orderNo: order.orderNo });
    const panel = ok<{ panel: { coinNum: number } }>(await get(t, '/api/usercenter/user/info', buyer.token));
    expect(panel.panel.coinNum).toBe(100);
    await ledgerClean(t);
  });

  it('a payment the payer fails leaves the order unpaid and payable again', async () => {
    const order = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins: 5 }, buyer.token));
    const started = ok<PaymentResult>(
      await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'sandbox', scene: 'page' }, buyer.token),
    );
    expect(started.start?.kind).toBe('redirect');
    expect(await answerCheckout(t, checkoutToken(started), 'failed')).toContain('支付未完成');
    expect(ok<OrderView>(await get(t, `/api/order/detail?orderNo=${order.orderNo}`, buyer.token)).status).toBe('unpaid');
    const again = ok<PaymentResult>(
      await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'sandbox' }, buyer.token),
    );
    await answerCheckout(t, checkoutToken(again), 'paid');
    expect((await balances(t, buyer)).coins).toBe(105);
  });

  it('buys a paid model with coins: download opens, it shows in purchases and in the seller deals, less the fee', async () => {
    const m = await insertModel(t, seller, { title: '付费椅子', price: 3000 });
    refused(await get(t, `/api/model/downloadCheck?modelCode=${m.modelCode}`, buyer.token), 200, /购买后/, '100');
    const order = ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token));
    expect(order).toMatchObject({ kind: 'model', amountFen: 3000, coins: 30, modelCode: m.modelCode, seller: { id: seller.id } });
    // Asking again reuses the open order.
    expect(ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token)).orderNo).toBe(
      order.orderNo,
    );
    const paid = ok<PaymentResult>(
      await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token),
    );
    expect(paid.start).toBeNull();
    expect(paid.order).toMatchObject({ status: 'paid', payType: 'coin', actions: ['confirm', 'feedback'] });
    expect(await balances(t, buyer)).toEqual({ coins: 75, earnings: 0 });
    expect(await balances(t, seller)).toEqual({ coins: 0, earnings: 2700 });
    expect(await orderMessages(seller)).toEqual([
      {
        title: '您的模型已售出',
        content: '您的模型《付费椅子》已售出，成交价 ¥30.00，扣除平台服务费 ¥3.00（10%）后 ¥27.00 已计入您的收益。',
        link: `/myorderDetail?orderNo=${order.orderNo}`,
      },
    ]);
    expect(await orderMessages(buyer)).toEqual([]);
    ok(await get(t, `/api/model/downloadCheck?modelCode=${m.modelCode}`, buyer.token));
    const bought = ok<{ list: { modelCode: string; orderNo: string }[] }>(await get(t, '/api/user/selectBuyModel', buyer.token));
    expect(bought.list[0]).toMatchObject({ modelCode: m.modelCode, orderNo: order.orderNo });
    const deals = ok<{ list: OrderView[] }>(await get(t, '/api/modelorder/deallist', seller.token));
    expect(deals.list.map((d) => d.orderNo)).toEqual([order.orderNo]);
    expect(deals.list[0]!.actions).toEqual([]);
    expect(ok<OrderView>(await get(t, `/api/modelorder/dealDetail?orderNo=${order.orderNo}`, seller.token)).buyer?.nickname).toBe(
      '买家',
    );
    const recent = ok<{ orderNo: string }[]>(await get(t, '/api/recent/shopping', buyer.token));
    expect(recent[0]?.orderNo).toBe(order.orderNo);
    const fb = ok<OrderView>(
      await post(t, '/api/modelorder/feedBack', { orderNo: order.orderNo, content: '模型很好' }, buyer.token),
    );
    expect(fb.feedback).toBe('模型很好');
    refused(await post(t, '/api/modelorder/sureOrder', { orderNo: order.orderNo }, seller.token), 403, /买家/);
    const done = ok<OrderView>(await post(t, '/api/modelorder/sureOrder', { orderNo: order.orderNo }, buyer.token));
    expect(done).toMatchObject({ status: 'completed', actions: ['feedback'] });
    refused(await post(t, '/api/modelorder/sureOrder', { orderNo: order.orderNo }, buyer.token), 409, /已支付/);
    await ledgerClean(t);
  });

  it('buys a paid model by direct payment through the sandbox', async () => {
    const m = await insertModel(t, seller, { title: '付费桌子', price: 1234 });
    const order = ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token));
    expect(order.coins).toBeNull();
    refused(
      await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token),
      409,
      /不是整元/,
    );
    const started = ok<PaymentResult>(
      await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'sandbox', scene: 'h5' }, buyer.token),
    );
    await answerCheckout(t, checkoutToken(started), 'paid');
    ok(await get(t, `/api/model/downloadCheck?modelCode=${m.modelCode}`, buyer.token));
    expect((await balances(t, seller)).earnings).toBe(2700 + 1234 - 123);
    const told = await orderMessages(seller);
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ link: `/myorderDetail?orderNo=${order.orderNo}` });
    expect(told[0]!.content).toContain('《付费桌子》已售出，成交价 ¥12.34，扣除平台服务费 ¥1.23（10%）后 ¥11.11');
    // The notification again: paid once, told once.
    const answer = await sandboxOf(t).query(order.orderNo);
    expect(await t.services.orders.payments.apply(sandboxOf(t), answer.notice!)).toBe('duplicate');
    expect(await orderMessages(seller)).toHaveLength(2);
    await ledgerClean(t);
  });

  it('lists and counts my orders of every kind; others cannot see them', async () => {
    const all = ok<{ list: OrderView[]; total: number }>(await get(t, '/api/order/my/list?pageSize=50', buyer.token));
    expect(all.total).toBe(4);
    const models = ok<{ total: number }>(await get(t, '/api/order/my/list?kind=model', buyer.token));
    expect(models.total).toBe(2);
    const counts = ok<{ total: number; byKind: Record<string, number>; byStatus: Record<string, number> }>(
      await get(t, '/api/order/my/count', buyer.token),
    );
    expect(counts).toMatchObject({ total: 4, byKind: { coin: 2, model: 2 }, byStatus: { paid: 3, completed: 1 } });
    const coins = ok<{ total: number }>(await get(t, '/api/jianmo/coin/list', buyer.token));
    expect(coins.total).toBe(2);
    const stranger = await makeUser(t, 0);
    refused(await get(t, `/api/order/detail?orderNo=${all.list[0]!.orderNo}`, stranger.token), 404, /订单不存在/);
    const ops = ok<{ total: number; list: OrderView[] }>(await get(t, `/api/order/admin/list?kind=coin`, operator.token));
    expect(ops.total).toBe(2);
    expect(ops.list[0]!.actions).toEqual(['refund']);
    refused(await get(t, '/api/order/admin/list', buyer.token), 403);
  });

  it('an order closed by its buyer cannot be paid; its late payment is recorded and flagged', async () => {
    const order = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins: 7 }, buyer.token));
    const started = ok<PaymentResult>(
      await post(t, '/api/jianmo/coin/submitCoinOrder', { orderNo: order.orderNo, payType: 'sandbox' }, buyer.token),
    );
    const token = checkoutToken(started);
    const closed = ok<OrderView>(await post(t, '/api/jianmo/coin/closeCoinOrder', { orderNo: order.orderNo }, buyer.token));
    expect(closed).toMatchObject({ status: 'closed', actions: [] });
    refused(
      await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'sandbox' }, buyer.token),
      409,
      /只有待支付的订单才能支付/,
    );
    // The gateway had not heard of the close: its notification arrives anyway.
    const sandbox = sandboxOf(t);
    const late = sandbox.signedNotice({
      appId: 'sandbox',
      outTradeNo: order.orderNo,
      tradeNo: 'LATE1',
      amountFen: 700,
      paid: true,
      paidAt: new Date().toISOString(),
    });
    expect(token).toBeTruthy();
    expect((await t.services.orders.payments.receiveNotice('sandbox', late)).result).toBe('flagged');
    const flagged = ok<{ list: { orderNo: string; reason: string }[] }>(
      await get(t, '/api/pay/admin/notices?flagged=1', operator.token),
    );
    expect(flagged.list[0]).toMatchObject({ orderNo: order.orderNo, reason: expect.stringMatching(/已关闭/) as string });
    expect((await balances(t, buyer)).coins).toBe(105 - 30);
  });

  it('the time-out job asks the gateway, then closes; the query job credits a payment whose notification was lost', async () => {
    const lost = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins: 3 }, buyer.token));
    const started = ok<PaymentResult>(
      await post(t, '/api/jianmo/coin/submitCoinOrder', { orderNo: lost.orderNo, payType: 'sandbox' }, buyer.token),
    );
    await sandboxOf(t).settle(checkoutToken(started), 'paid', { notify: false });
    const before = (await balances(t, buyer)).coins;
    const handlers = t.services.orders.payments.jobHandlers();
    expect(await handlers['order.query']!.run({ orderNo: lost.orderNo }, jobCtx)).toMatchObject({ result: { paid: true } });
    expect((await balances(t, buyer)).coins).toBe(before + 3);

    const idle = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins: 4 }, buyer.token));
    await expect(handlers['order.timeout']!.run({ orderNo: idle.orderNo }, jobCtx)).rejects.toThrow(/not expired/);
    await t.db.kysely
      .updateTable('orders')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('order_no', '=', idle.orderNo)
      .execute();
    expect(await handlers['order.timeout']!.run({ orderNo: idle.orderNo }, jobCtx)).toMatchObject({ result: { closed: true } });
    expect(ok<OrderView>(await get(t, `/api/order/detail?orderNo=${idle.orderNo}`, buyer.token)).status).toBe('closed');
    const job = await t.db.kysely
      .selectFrom('jobs')
      .select('run_at')
      .where('dedupe_key', '=', `order.timeout:${idle.orderNo}`)
      .executeTakeFirst();
    expect(job).toBeDefined();
  });

  it('an operator refunds a model order: coins back, the sale undone, the download closed again; twice is refused', async () => {
    const m = await insertModel(t, seller, { title: '退款模型', price: 1000 });
    const order = ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token));
    ok(await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token));
    const before = { buyer: await balances(t, buyer), seller: await balances(t, seller) };
    refused(await post(t, '/api/order/admin/refund', { orderNo: order.orderNo, reason: '模型有误' }, buyer.token), 403);
    const refunded = ok<OrderView>(
      await post(t, '/api/order/admin/refund', { orderNo: order.orderNo, reason: '模型有误' }, operator.token),
    );
    expect(refunded).toMatchObject({ status: 'refunded', refundReason: '模型有误' });
    expect((await balances(t, buyer)).coins).toBe(before.buyer.coins + 10);
    expect((await balances(t, seller)).earnings).toBe(before.seller.earnings - 900);
    refused(await get(t, `/api/model/downloadCheck?modelCode=${m.modelCode}`, buyer.token), 200, /购买后/, '100');
    refused(await post(t, '/api/order/admin/refund', { orderNo: order.orderNo, reason: '再退一次' }, operator.token), 409);
    await ledgerClean(t);
  });
});
