import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashoutAccountView, CashoutView, EarningsSummary, IncomeItem } from '@moxing/shared';
import { DIALECTS, type TestApp } from '../../../test/harness.js';
import { fixture, multipart } from '../file/test-helpers.js';
import { createMarket, type Market } from './fixtures.js';
import { get, ledgerClean, makeUser, ok, post, refused, type TestUser } from '../order/fixtures.js';

const VISA = '4111 1111 1111 1111';

describe.each(DIALECTS)('earnings and withdrawals on %s', (dialect) => {
  let t: TestApp;
  let seller: TestUser;
  let other: TestUser;
  let operator: TestUser;
  let sell: Market['sell'];
  let age: Market['age'];

  beforeAll(async () => {
    ({ t, operator, sell, age } = await createMarket(dialect, 2000));
    seller = await makeUser(t, 2, '卖家');
    other = await makeUser(t, 2, '别人');
  });
  afterAll(async () => t.close());

  const summary = async (u: TestUser) => ok<EarningsSummary>(await get(t, '/api/modelorder/earningsSummary', u.token));
  const apply = (u: TestUser, accountId: number, amountFen: number) =>
    post(t, '/api/cashout/addCashout', { accountId, amountFen }, u.token);
  const systemMessages = async (u: TestUser) =>
    ok<{ list: { title: string; content: string }[] }>(await get(t, '/api/message/getList?messageType=0&pageSize=50', u.token))
      .list;

  async function uploadCard(u: TestUser, name: string, content: Buffer) {
    const { payload, headers } = multipart(name, content);
    return t.app.inject({
      method: 'POST',
      url: '/api/modelorder/uploadCardPicFile',
      payload,
      headers: { ...headers, token: u.token },
    });
  }

  async function alipay(u: TestUser): Promise<CashoutAccountView> {
    return ok<CashoutAccountView>(
      await post(t, '/api/cashout/add', { type: 'alipay', holder: '张三', account: 'seller@example.com' }, u.token),
    );
  }

  it('income lands pending with the fee shown, and becomes withdrawable after the settlement period', async () => {
    const orderNo = await sell(seller, 50_000, '付费沙发');
    let s = await summary(seller);
    expect(s).toMatchObject({ availableFen: 0, pendingFen: 45_000, heldFen: 0, settlementDays: 7, minCashoutFen: 10_000 });
    expect(s.months).toHaveLength(12);
    expect(s.months[11]).toMatchObject({ grossFen: 50_000, feeFen: 5_000, netFen: 45_000 });
    const list = ok<{ list: IncomeItem[]; total: number }>(await get(t, '/api/modelorder/modelInocmelist', seller.token));
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      orderNo,
      kind: 'sale',
      kindName: '模型售出',
      grossFen: 50_000,
      feeFen: 5_000,
      netFen: 45_000,
      state: 'pending',
    });
    // Pending income cannot be withdrawn yet.
    const account = await alipay(seller);
    refused(await apply(seller, account.id, 10_000), 409, /可提现/);

    await age(orderNo, 8);
    s = await summary(seller);
    expect(s).toMatchObject({ availableFen: 45_000, pendingFen: 0 });
    expect(ok<{ list: IncomeItem[] }>(await get(t, '/api/modelorder/modelInocmelist', seller.token)).list[0]?.state).toBe(
      'available',
    );
    // Reading again settles nothing twice.
    expect(await summary(seller)).toMatchObject({ availableFen: 45_000, pendingFen: 0 });
    const bills = ok<{ list: { kind: string; account: string; amount: number }[] }>(
      await get(t, '/api/pay/transaction/list?account=earnings', seller.token),
    );
    expect(bills.list[0]).toMatchObject({ kind: 'settle', account: 'earnings', amount: 45_000 });
    await ledgerClean(t);
  });

  it('keeps bank cards with a private photo (Luhn-checked, masked) and Alipay accounts; delete is soft', async () => {
    refused(await uploadCard(seller, 'card.txt', Buffer.from('这不是图片')), 400, /图片/);
    const pic = ok<{ fileId: string; url: string }>(
      await uploadCard(seller, 'card.png', fixture('gltf/BoxTextured/CesiumLogoFlat.png')),
    );
    // The photo is the owner's and the operators' only.
    expect((await get(t, pic.url, seller.token)).statusCode).toBe(200);
    expect((await get(t, pic.url, operator.token)).statusCode).toBe(200);
    expect((await get(t, pic.url, other.token)).statusCode).toBe(403);

    const bank = { type: 'bank', holder: '张三', bank: '招商银行', account: VISA, cardPic: pic.fileId };
    refused(await post(t, '/api/cashout/add', { ...bank, account: '4111 1111 1111 1112' }, seller.token), 400, /校验失败/);
    refused(await post(t, '/api/cashout/add', { ...bank, cardPic: undefined }, seller.token), 400, /照片/);
    refused(await post(t, '/api/cashout/add', { ...bank, holder: '李四' }, other.token), 403);
    const card = ok<CashoutAccountView>(await post(t, '/api/cashout/add', bank, seller.token));
    expect(card).toMatchObject({ type: 'bank', typeName: '银行卡', bank: '招商银行', account: '**** 1111', holder: '张三' });
    refused(
      await post(t, '/api/cashout/add', { type: 'alipay', holder: '张三', account: 'abc' }, seller.token),
      400,
      /手机号或邮箱/,
    );

    const list = ok<{ list: CashoutAccountView[] }>(await get(t, '/api/cashout/list', seller.token)).list;
    expect(list.map((a) => a.account)).toEqual(['**** 1111', '**** .com']);
    refused(await post(t, '/api/cashout/delete', { id: card.id }, other.token), 404);
    ok(await post(t, '/api/cashout/delete', { id: card.id }, seller.token));
    refused(await post(t, '/api/cashout/delete', { id: card.id }, seller.token), 404);
    expect(ok<{ list: CashoutAccountView[] }>(await get(t, '/api/cashout/list', seller.token)).list).toHaveLength(1);
  });

  it('refuses withdrawals below the minimum, above the balance, to a deleted or another user’s account', async () => {
    const [mine] = ok<{ list: CashoutAccountView[] }>(await get(t, '/api/cashout/list', seller.token)).list;
    const theirs = await alipay(other);
    refused(await apply(seller, mine!.id, 9_999), 400, /不能低于 ¥100.00/);
    refused(await apply(seller, mine!.id, 45_001), 409, /超过可提现收益/);
    refused(await apply(seller, theirs.id, 10_000), 404, /不存在/);
    const gone = await alipay(seller);
    ok(await post(t, '/api/cashout/delete', { id: gone.id }, seller.token));
    refused(await apply(seller, gone.id, 10_000), 409, /已删除/);
    refused(await post(t, '/api/cashout/addCashout', { accountId: mine!.id, amountFen: 100.5 }, seller.token), 400);
    expect(await summary(seller)).toMatchObject({ availableFen: 45_000, heldFen: 0 });
  });

  it('two withdrawals at once that together exceed the balance: one is held, the other refused', async () => {
    const [mine] = ok<{ list: CashoutAccountView[] }>(await get(t, '/api/cashout/list', seller.token)).list;
    const results = await Promise.all([apply(seller, mine!.id, 30_000), apply(seller, mine!.id, 30_000)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await summary(seller)).toMatchObject({ availableFen: 15_000, heldFen: 30_000 });
    await ledgerClean(t);
  });

  it('an operator approves once (with the transfer reference) or rejects (the hold goes back); the user hears each', async () => {
    const [mine] = ok<{ list: CashoutAccountView[] }>(await get(t, '/api/cashout/list', seller.token)).list;
    const [held] = ok<{ list: CashoutView[] }>(await get(t, '/api/modelorder/userCashoutOrderList', seller.token)).list;
    expect(held).toMatchObject({ status: 'applied', statusName: '审核中', amountFen: 30_000, actions: [] });

    const queue = ok<{ list: (CashoutView & { fullAccount: string; userId: number })[] }>(
      await get(t, '/api/cashout/admin/list?status=applied', operator.token),
    );
    expect(queue.list[0]).toMatchObject({
      cashoutNo: held!.cashoutNo,
      fullAccount: 'seller@example.com',
      userId: seller.id,
      actions: ['approve', 'reject'],
    });
    refused(await get(t, '/api/cashout/admin/list', seller.token), 403);
    refused(
      await post(t, '/api/cashout/admin/approve', { cashoutNo: held!.cashoutNo, transferRef: 'ZFB123456' }, seller.token),
      403,
    );

    const paid = ok<CashoutView>(
      await post(t, '/api/cashout/admin/approve', { cashoutNo: held!.cashoutNo, transferRef: 'ZFB123456' }, operator.token),
    );
    expect(paid).toMatchObject({ status: 'paid', transferRef: 'ZFB123456', actions: [] });
    refused(
      await post(t, '/api/cashout/admin/approve', { cashoutNo: held!.cashoutNo, transferRef: 'ZFB123456' }, operator.token),
      409,
      /已处理/,
    );
    refused(await post(t, '/api/cashout/admin/reject', { cashoutNo: held!.cashoutNo, reason: '重复' }, operator.token), 409);

    const second = ok<CashoutView>(await apply(seller, mine!.id, 10_000));
    const rejected = ok<CashoutView>(
      await post(t, '/api/cashout/admin/reject', { cashoutNo: second.cashoutNo, reason: '账户姓名不符' }, operator.token),
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '账户姓名不符' });
    expect(await summary(seller)).toMatchObject({ availableFen: 15_000, heldFen: 0, withdrawnFen: 30_000 });

    const titles = (await systemMessages(seller)).map((m) => m.title);
    expect(titles.filter((x) => x === '提现申请已提交')).toHaveLength(2);
    expect(titles).toContain('提现已打款');
    expect(titles).toContain('提现申请被驳回');
    expect((await systemMessages(seller)).find((m) => m.title === '提现申请被驳回')?.content).toContain('账户姓名不符');

    const mineList = ok<{ list: CashoutView[] }>(await get(t, '/api/modelorder/userCashoutOrderList', seller.token)).list;
    expect(mineList.map((c) => c.status)).toEqual(['rejected', 'paid']);
    await ledgerClean(t);
  });

  it('filters the queue by status, user and date, and exports it as CSV', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const byUser = ok<{ total: number }>(
      await get(t, `/api/cashout/admin/list?userId=${seller.id}&from=${today}&to=${today}`, operator.token),
    );
    expect(byUser.total).toBe(2);
    expect(ok<{ total: number }>(await get(t, `/api/cashout/admin/list?userId=${other.id}`, operator.token)).total).toBe(0);
    expect(ok<{ total: number }>(await get(t, '/api/cashout/admin/list?status=paid', operator.token)).total).toBe(1);
    expect(
      ok<{ total: number }>(await get(t, '/api/cashout/admin/list?from=2000-01-01&to=2000-01-02', operator.token)).total,
    ).toBe(0);
    refused(await get(t, '/api/cashout/admin/list?from=yesterday', operator.token), 400);

    const csv = await get(t, '/api/cashout/admin/export?status=paid', operator.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('提现单号');
    expect(lines[1]).toContain('300.00');
    expect(lines[1]).toContain('ZFB123456');
    expect((await get(t, '/api/cashout/admin/export', seller.token)).statusCode).toBe(403);
  });

  it('a refund after settlement takes the income back from the earnings it moved to', async () => {
    const orderNo = await sell(other, 20_000, '付费台灯');
    await age(orderNo, 8);
    expect(await summary(other)).toMatchObject({ availableFen: 18_000, pendingFen: 0 });
    ok(await post(t, '/api/order/admin/refund', { orderNo, reason: '买家投诉模型无法打开' }, operator.token));
    expect(await summary(other)).toMatchObject({ availableFen: 0, pendingFen: 0 });
    await ledgerClean(t);
  });
});
