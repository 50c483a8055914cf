import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType, type BidView, type ChildAccount, type DemandDetail, type OrderView } from '@moxing/shared';
import { DIALECTS, createTestApp, newPhone, sha256, type TestApp } from '../../../test/harness.js';
import { demandForm } from '../demand/fixtures.js';
import { insertModel } from '../library/fixtures.js';
import { balances, get, ledgerClean, makeUser, ok, post, refused, topUp, type TestUser } from '../order/fixtures.js';

/** A sub-account's coin payments (issue 18): from its parent's wallet, within its limit, named in the ledger. */
describe.each(DIALECTS)("sub-accounts spending their company's coins on %s", (dialect) => {
  let t: TestApp;
  let parent: TestUser;
  let child: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    parent = await makeUser(t, UserType.brand, '星河家居');
    seller = await makeUser(t, UserType.modeller, '卖家');
    child = await makeChild('设计师小李', ['spendCoins'], 50);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A child of the parent, created with the code sent to the parent's phone, logged in. */
  async function makeChild(nickname: string, rights: string[], coinLimit: number): Promise<TestUser> {
    const parentLogin = await t.services.account.loginOf(parent.id);
    await t.limiter.reset(`sms:phone:${parentLogin}`);
    ok(await post(t, '/api/account/txSendCode', {}, parent.token));
    const login = newPhone();
    const password = sha256('abc12345');
    const body = { login, password, nickname, rights, coinLimit, code: t.sms.last(parentLogin) };
    const created = ok<ChildAccount>(await post(t, '/api/account/editAccount', body, parent.token));
    const session = ok<{ token: string }>(await post(t, '/api/account/login', { login, password }));
    return { id: created.id, token: session.token, type: UserType.brand };
  }

  const order = async (u: TestUser, modelCode: string) =>
    ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode }, u.token));
  const payWithCoins = (u: TestUser, orderNo: string) =>
    post(t, '/api/modelorder/submitOrder', { orderNo, payType: 'coin' }, u.token);
  const coinEntries = (orderNo: string) =>
    t.db.kysely
      .selectFrom('wallet_entries as e')
      .innerJoin('wallet_accounts as a', 'a.id', 'e.account_id')
      .select(['a.user_id', 'e.amount', 'e.memo'])
      .where('e.order_no', '=', orderNo)
      .where('a.kind', '=', 'coins')
      .execute();

  it("takes a child's purchase from its parent's coins, names the child in the ledger, and gives the company the model", async () => {
    await topUp(t, parent, 100);
    const chair = await insertModel(t, seller, { title: '付费椅子', price: 2000 });
    const bought = await order(child, chair.modelCode);
    ok(await payWithCoins(child, bought.orderNo));
    expect(await balances(t, parent)).toEqual({ coins: 80, earnings: 0 });
    expect(await balances(t, child)).toEqual({ coins: 0, earnings: 0 });
    const [entry, ...more] = await coinEntries(bought.orderNo);
    expect(more).toEqual([]);
    expect({ user: entry!.user_id, amount: Number(entry!.amount) }).toEqual({ user: parent.id, amount: -20 });
    expect(entry!.memo).toContain('子账号“设计师小李”支付');
    const log = ok<{ list: { actor: { id: number }; detail: string }[] }>(
      await get(t, '/api/account/childActivity', parent.token),
    );
    expect(log.list[0]).toMatchObject({ actor: { id: child.id }, detail: expect.stringContaining('使用 20 金币') });
    // The purchase is the company's: the parent lists it, both may download it, neither buys it again.
    const mine = ok<{ list: { modelCode: string }[] }>(await get(t, '/api/user/selectBuyModel', parent.token));
    expect(mine.list.map((m) => m.modelCode)).toEqual([chair.modelCode]);
    for (const u of [parent, child]) {
      const detail = ok<{ me: { purchased: boolean; canDownload: boolean } }>(
        await get(t, `/api/model/detail?modelCode=${chair.modelCode}`, u.token),
      );
      expect(detail.me).toMatchObject({ purchased: true, canDownload: true });
    }
    refused(await post(t, '/api/modelorder/addOrder', { modelCode: chair.modelCode }, parent.token), 409, '已购买');
    await ledgerClean(t);
  });

  it('holds the child to its coin limit when two payments run at once', async () => {
    const desk = await insertModel(t, seller, { title: '付费书桌', price: 3000 });
    const shelf = await insertModel(t, seller, { title: '付费书柜', price: 3000 });
    const orders = [await order(child, desk.modelCode), await order(child, shelf.modelCode)];
    const answers = await Promise.all(orders.map((o) => payWithCoins(child, o.orderNo)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    refused(
      answers.find((a) => a.statusCode === 403)!,
      403,
      '超出子账号的金币额度：还可使用 0 金币，本次需要 30 金币',
    );
    const me = ok<{ list: ChildAccount[] }>(await get(t, '/api/account/childList', parent.token)).list.find(
      (c) => c.id === child.id,
    );
    expect(me).toMatchObject({ coinsSpent: 50, coinLimit: 50 });
    expect((await balances(t, parent)).coins).toBe(50);
    await ledgerClean(t);
  });

  it('refuses a child without the right to spend coins, and takes nothing', async () => {
    const intern = await makeChild('实习生', ['upload'], 100);
    const lamp = await insertModel(t, seller, { title: '付费台灯', price: 1000 });
    const o = await order(intern, lamp.modelCode);
    refused(await payWithCoins(intern, o.orderNo), 403, '子账号没有“使用金币”权限，请联系主账号开通');
    expect((await balances(t, parent)).coins).toBe(50);
    expect(await coinEntries(o.orderNo)).toEqual([]);
  });

  it("funds a child's demand escrow from the parent's coins, and a cancellation pays the company back", async () => {
    const buyer = await makeChild('采购小王', ['spendCoins'], 1000);
    const op = await makeUser(t, UserType.operator, '运营');
    const modeller = await makeUser(t, UserType.modeller, '建模师');
    await topUp(t, parent, 300);
    const { code } = ok<DemandDetail>(await post(t, '/api/need/create', demandForm(), buyer.token));
    ok(await post(t, '/api/need/admin/approve', { code }, op.token));
    const bid = ok<BidView>(await post(t, '/api/need/needBid', { code, price: 30000, days: 5, message: '可以' }, modeller.token));
    ok(await post(t, '/api/need/chooseBid', { code, bidCode: bid.code }, buyer.token));
    ok(await post(t, '/api/need/escrow/fund', { code, payType: 'coin' }, buyer.token));
    expect((await balances(t, parent)).coins).toBe(50);
    const [funded] = await coinEntries(`ESC${code}`);
    expect({ user: funded!.user_id, amount: Number(funded!.amount) }).toEqual({ user: parent.id, amount: -300 });
    expect(funded!.memo).toContain('子账号“采购小王”支付');
    ok(await post(t, '/api/need/cancel', { code, reason: '项目取消' }, buyer.token));
    expect((await balances(t, parent)).coins).toBe(350);
    const me = ok<{ list: ChildAccount[] }>(await get(t, '/api/account/childList', parent.token)).list.find(
      (c) => c.id === buyer.id,
    );
    expect(me).toMatchObject({ coinsSpent: 0, coinLimit: 1000 });
    expect(await balances(t, buyer)).toEqual({ coins: 0, earnings: 0 });
    await ledgerClean(t);
  });

  it("gives a refunded purchase back to the child's limit, with the refund's ledger entry", async () => {
    const op = await makeUser(t, UserType.operator, '退款运营');
    const buyer = await makeChild('设计师小赵', ['spendCoins'], 20);
    await topUp(t, parent, 40);
    const sofa = await insertModel(t, seller, { title: '付费沙发', price: 2000 });
    const bought = await order(buyer, sofa.modelCode);
    ok(await payWithCoins(buyer, bought.orderNo));
    const spent = async () =>
      ok<{ list: ChildAccount[] }>(await get(t, '/api/account/childList', parent.token)).list.find((c) => c.id === buyer.id)!
        .coinsSpent;
    expect(await spent()).toBe(20);
    ok(await post(t, '/api/order/admin/refund', { orderNo: bought.orderNo, reason: '误购' }, op.token));
    expect(await spent()).toBe(0);
    const log = ok<{ list: { actor: { id: number }; detail: string }[] }>(
      await get(t, '/api/account/childActivity', parent.token),
    );
    expect(log.list[0]).toMatchObject({ actor: { id: buyer.id }, detail: expect.stringContaining('退回 20 金币额度') });
    // The freed limit pays for the next purchase.
    const table = await insertModel(t, seller, { title: '付费餐桌', price: 2000 });
    ok(await payWithCoins(buyer, (await order(buyer, table.modelCode)).orderNo));
    expect(await spent()).toBe(20);
    await ledgerClean(t);
  });

  it("credits a child's top-up to its parent's coins, where the child spends from", async () => {
    const before = await balances(t, parent);
    const paid = await topUp(t, child, 30);
    expect(await balances(t, parent)).toEqual({ ...before, coins: before.coins + 30 });
    expect(await balances(t, child)).toEqual({ coins: 0, earnings: 0 });
    const [entry] = await coinEntries(paid.orderNo);
    expect({ user: entry!.user_id, amount: Number(entry!.amount), memo: entry!.memo }).toEqual({
      user: parent.id,
      amount: 30,
      memo: '子账号充值 30 金币，计入企业账户',
    });
    await ledgerClean(t);
  });
});
