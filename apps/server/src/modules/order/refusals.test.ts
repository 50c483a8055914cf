import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { OrderView, PaymentResult } from '@moxing/shared';
import { createTestApp, DIALECTS, type TestApp } from '../../../test/harness.js';
import { insertModel } from '../library/fixtures.js';
import { balances, get, ledgerClean, makeUser, ok, post, refused, topUp, type TestUser } from './fixtures.js';

/** Every refusal of issue 19's "bad input and faults" that concerns orders and coins: clear Chinese, nothing half-written. */
describe.each(DIALECTS)('order refusals on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0);
    seller = await makeUser(t, 2);
    await topUp(t, buyer, 100);
  });
  afterAll(async () => t.close());

  const orderCount = async () =>
    Number((await sql<{ n: number }>`SELECT count(*) AS n FROM orders`.execute(t.db.kysely)).rows[0]!.n);

  it('refuses negative, zero, fractional, huge and non-numeric top-ups and writes no order', async () => {
    const before = await orderCount();
    for (const [coins, text] of [
      [-5, /至少为 1/],
      [0, /至少为 1/],
      [1.5, /整数/],
      [100_001, /最多充值/],
      [1e20, /充值金币数/],
      ['abc', /整数/],
    ] as const) {
      refused(await post(t, '/api/jianmo/coin/addCoinOrder', { coins }, buyer.token), 400, text);
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses buying one own model, a free one, a negotiable one, a missing one', async () => {
    const own = await insertModel(t, buyer, { title: '自己的模型', price: 500 });
    refused(await post(t, '/api/modelorder/addOrder', { modelCode: own.modelCode }, buyer.token), 403, /不能购买自己的模型/);
    const free = await insertModel(t, seller, { title: '免费模型' });
    refused(await post(t, '/api/modelorder/addOrder', { modelCode: free.modelCode }, buyer.token), 409, /免费下载/);
    const negotiable = await insertModel(t, seller, { title: '面议模型', freeDownload: false });
    refused(await post(t, '/api/modelorder/addOrder', { modelCode: negotiable.modelCode }, buyer.token), 409, /面议/);
    const hidden = await insertModel(t, seller, { title: '私有模型', price: 500, visibility: 'private' });
    refused(await post(t, '/api/modelorder/addOrder', { modelCode: hidden.modelCode }, buyer.token), 404, /不存在或已下架/);
  });

  it('refuses buying twice', async () => {
    const m = await insertModel(t, seller, { title: '买两次', price: 500 });
    const order = ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token));
    ok(await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token));
    refused(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token), 409, /已购买该模型/);
    refused(
      await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token),
      409,
      /只有待支付的订单才能支付/,
    );
    expect((await balances(t, buyer)).coins).toBe(95);
  });

  it('refuses paying without enough coins and writes nothing', async () => {
    const m = await insertModel(t, seller, { title: '太贵的模型', price: 50_000 });
    const order = ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token));
    const entries = await t.services.wallet.orderEntries(order.orderNo);
    refused(
      await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token),
      409,
      /金币余额不足/,
    );
    expect(ok<OrderView>(await get(t, `/api/order/detail?orderNo=${order.orderNo}`, buyer.token)).status).toBe('unpaid');
    expect(await t.services.wallet.orderEntries(order.orderNo)).toEqual(entries);
    expect(await t.services.library.hasPurchased(t.db.kysely, buyer.id, m.id)).toBe(false);
    await ledgerClean(t);
  });

  it('two purchases at once that together exceed the balance: one is paid, the other refused', async () => {
    const u = await makeUser(t, 0);
    await topUp(t, u, 50);
    const a = await insertModel(t, seller, { title: '并发一', price: 4000 });
    const b = await insertModel(t, seller, { title: '并发二', price: 4000 });
    const orders = await Promise.all(
      [a, b].map(async (m) => ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, u.token))),
    );
    const results = await Promise.all(
      orders.map((o) => post(t, '/api/modelorder/submitOrder', { orderNo: o.orderNo, payType: 'coin' }, u.token)),
    );
    const codes = results.map((r) => r.json<{ code: string }>().code).sort();
    expect(codes).toEqual(['200', '409']);
    expect((await balances(t, u)).coins).toBe(10);
    await ledgerClean(t);
  });

  it('refuses paying when the price changed between order and payment, and closes that order', async () => {
    const m = await insertModel(t, seller, { title: '涨价模型', price: 1000 });
    const order = ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token));
    await t.db.kysely.updateTable('models').set({ price: 2000 }).where('id', '=', m.id).execute();
    refused(
      await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token),
      409,
      /价格已变更/,
    );
    expect(ok<OrderView>(await get(t, `/api/order/detail?orderNo=${order.orderNo}`, buyer.token)).status).toBe('closed');
    // A new order takes the new price.
    expect(ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token)).amountFen).toBe(
      2000,
    );
  });

  it('refuses paying a closed or expired order, another user order, a top-up with coins, an unknown gateway', async () => {
    const order = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins: 2 }, buyer.token));
    refused(
      await post(t, '/api/jianmo/coin/submitCoinOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token),
      400,
      /不能用金币支付/,
    );
    refused(
      await post(t, '/api/jianmo/coin/submitCoinOrder', { orderNo: order.orderNo, payType: 'wechat' }, buyer.token),
      400,
      /暂不支持该支付方式/,
    );
    const other = await makeUser(t, 0);
    refused(
      await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'sandbox' }, other.token),
      404,
      /订单不存在/,
    );
    refused(await post(t, '/api/order/cancel', { orderNo: order.orderNo }, other.token), 404, /订单不存在/);
    await t.db.kysely
      .updateTable('orders')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('order_no', '=', order.orderNo)
      .execute();
    refused(await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'sandbox' }, buyer.token), 409, /超时/);
    refused(
      await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'sandbox' }, buyer.token),
      409,
      /已关闭/,
    );
    refused(await post(t, '/api/order/cancel', { orderNo: order.orderNo }, buyer.token), 409, /只有待支付的订单才能关闭/);
    refused(await post(t, '/api/order/payPrice/order', { orderNo: 'bad no', payType: 'sandbox' }, buyer.token), 400, /订单号/);
  });

  it('refuses a package order while no membership module sells packages', async () => {
    refused(await post(t, '/api/order/submit/order', { packageId: 1 }, buyer.token), 409, /套餐服务暂未开通/);
  });

  it('refuses confirming or giving feedback on orders that are not model orders, and a refund by the buyer', async () => {
    const list = ok<{ list: OrderView[] }>(await get(t, '/api/jianmo/coin/list', buyer.token));
    const paidTopUp = list.list.find((o) => o.status === 'paid')!;
    refused(await post(t, '/api/modelorder/sureOrder', { orderNo: paidTopUp.orderNo }, buyer.token), 409, /只有模型订单/);
    refused(
      await post(t, '/api/modelorder/feedBack', { orderNo: paidTopUp.orderNo, content: '好' }, buyer.token),
      409,
      /只有模型订单/,
    );
    refused(await post(t, '/api/order/admin/refund', { orderNo: paidTopUp.orderNo, reason: '自己退' }, buyer.token), 403);
  });

  it('an operator cannot refund a top-up whose coins were spent; nothing changes', async () => {
    const operator = await makeUser(t, 5);
    const u = await makeUser(t, 0);
    const top = await topUp(t, u, 40);
    const m = await insertModel(t, seller, { title: '花掉金币', price: 3000 });
    const order = ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, u.token));
    ok<PaymentResult>(await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, u.token));
    refused(
      await post(t, '/api/order/admin/refund', { orderNo: top.orderNo, reason: '用户申请' }, operator.token),
      409,
      /余额不足以退款/,
    );
    expect(ok<OrderView>(await get(t, `/api/order/detail?orderNo=${top.orderNo}`, u.token)).status).toBe('paid');
    expect((await balances(t, u)).coins).toBe(10);
    await ledgerClean(t);
  });
});
