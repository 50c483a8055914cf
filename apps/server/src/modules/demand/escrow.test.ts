import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidView, DemandDetail, DisputeView, EscrowView } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import type { PaymentResult } from '@moxing/shared';
import { answerCheckout, checkoutToken } from '../order/fixtures.js';
import { platformFee } from './escrow.js';
import {
  BYTES,
  anotherSession,
  demandForm,
  get,
  makeUser,
  ok,
  post,
  refused,
  snapshot,
  topUp,
  upload,
  type TestUser,
} from './fixtures.js';

type Queue = { list: { need: { code: string }; escrow: EscrowView; dispute: DisputeView }[]; total: number };

/** Escrow of demands (issue 19) through the API on a real database: every flow and every refusal of the issue. */
describe.each(DIALECTS)('demand escrow on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let other: TestUser;
  let ann: TestUser;
  let op: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0, '需求方');
    other = await makeUser(t, 1, '另一位需求方');
    ann = await makeUser(t, 2, '建模师安');
    op = await makeUser(t, 5, '运营');
  });
  afterAll(async () => {
    await t?.close();
  });

  const balances = (u: TestUser) => t.services.wallet.balances(u.id);
  const detail = async (code: string, u: TestUser) => ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, u.token));
  const latest = async (u: TestUser) =>
    (await t.db.kysely.selectFrom('messages').selectAll().where('user_id', '=', u.id).orderBy('id', 'desc').executeTakeFirst())!;
  const entries = (code: string) => t.services.wallet.orderEntries(`ESC${code}`);
  const ledgerClean = async () => {
    const r = await t.services.wallet.check();
    expect([r.negative, r.mismatches, r.unbalanced]).toEqual([[], [], []]);
  };

  /** A demand whose bid of `price` fen the buyer has chosen: awaiting escrow. */
  async function chosen(price = 80000): Promise<string> {
    const { code } = ok<DemandDetail>(await post(t, '/api/need/create', demandForm(), buyer.token));
    ok(await post(t, '/api/need/admin/approve', { code }, op.token));
    const bid = ok<BidView>(await post(t, '/api/need/needBid', { code, price, days: 5, message: '可以' }, ann.token));
    ok(await post(t, '/api/need/chooseBid', { code, bidCode: bid.code }, buyer.token));
    return code;
  }
  const fund = (code: string, u: TestUser = buyer) => post(t, '/api/need/escrow/fund', { code, payType: 'coin' }, u.token);
  /** In production with the price held. */
  async function funded(price = 80000): Promise<string> {
    const code = await chosen(price);
    await topUp(t, buyer, price / 100);
    ok(await fund(code));
    return code;
  }
  async function delivered(price = 80000): Promise<string> {
    const code = await funded(price);
    const file = await upload(t, ann.token, '交付.png', BYTES.png);
    ok(await post(t, '/api/need/deliver', { code, note: '交付', fileIds: [file.fileId] }, ann.token));
    return code;
  }

  it('the fee is a whole percent of the payout, rounded down to the fen', () => {
    expect(platformFee(80000, 10)).toBe(8000);
    expect(platformFee(46667, 10)).toBe(4666);
    expect(platformFee(9, 10)).toBe(0);
    expect(platformFee(12345, 0)).toBe(0);
  });

  it('choosing asks for the escrow; coins fund it, the demand goes into production and both sides are told', async () => {
    const code = await chosen();
    expect(await detail(code, buyer)).toMatchObject({
      status: 4,
      statusText: '待托管赏金',
      actions: ['fund', 'cancel'],
      escrow: { status: 'awaiting', amount: 80000, amountText: '¥800.00', feePercent: 10, payType: null },
    });
    expect((await detail(code, ann)).actions).toEqual([]);
    await topUp(t, buyer, 1000);
    const before = await balances(buyer);
    expect(ok(await fund(code))).toEqual({ code, status: 1, statusText: '制作中', orderNo: null });
    expect((await balances(buyer)).coins).toBe(before.coins - 800);
    expect(await detail(code, ann)).toMatchObject({
      status: 1,
      actions: ['deliver', 'cancel'],
      escrow: { status: 'held', statusText: '托管中', amount: 80000, payType: 'coin', payTypeText: '金币支付', fee: null },
    });
    expect(await latest(ann)).toMatchObject({ title: '赏金已托管，请开始制作' });
    expect(await latest(buyer)).toMatchObject({ title: '赏金托管成功' });
    expect((await entries(code)).sort((a, b) => a.amount - b.amount)).toEqual([
      { userId: buyer.id, account: 'coins', amount: -800, kind: 'escrowFund' },
      { userId: 0, account: 'escrow', amount: 80000, kind: 'escrowFund' },
    ]);
    // Funded once: the demand is no longer waiting.
    refused(await fund(code), 409, '只有待托管赏金的需求才能托管');
    await ledgerClean();
  });

  it('paid directly: an escrow order through the sandbox gateway; production starts only once it is paid', async () => {
    const code = await chosen(12345);
    const before = await balances(buyer);
    const { orderNo } = ok<{ orderNo: string; status: number }>(
      await post(t, '/api/need/escrow/fund', { code, payType: 'order' }, buyer.token),
    );
    expect(orderNo).toMatch(/^E/);
    expect(await detail(code, buyer)).toMatchObject({ status: 4, actions: ['fund', 'cancel'] });
    const started = ok<PaymentResult>(
      await post(t, '/api/order/payPrice/order', { orderNo, payType: 'sandbox', scene: 'qr' }, buyer.token),
    );
    await answerCheckout(t, checkoutToken(started), 'paid');
    expect(await detail(code, buyer)).toMatchObject({
      status: 1,
      escrow: { status: 'held', amount: 12345, payType: 'order', payTypeText: '在线支付' },
    });
    expect(await balances(buyer)).toEqual(before);
    expect(await latest(ann)).toMatchObject({ title: '赏金已托管，请开始制作' });
    const file = await upload(t, ann.token, '交付.png', BYTES.png);
    ok(await post(t, '/api/need/deliver', { code, note: '交付', fileIds: [file.fileId] }, ann.token));
    const annBefore = await balances(ann);
    ok(await post(t, '/api/need/finishNeed', { code }, buyer.token));
    // 12345 less floor(1234.5) = 1234.
    expect((await balances(ann)).earnings - annBefore.earnings).toBe(11111);
    expect((await t.services.wallet.orderEntries(orderNo)).map((e) => e.kind)).toContain('escrowRelease');
    await ledgerClean();
  });

  it('acceptance releases the escrow to the modeller less the 10% fee', async () => {
    const code = await delivered(80000);
    const before = await balances(ann);
    ok(await post(t, '/api/need/finishNeed', { code }, buyer.token));
    expect((await balances(ann)).earnings - before.earnings).toBe(72000);
    expect(await detail(code, buyer)).toMatchObject({
      status: 2,
      escrow: { status: 'released', statusText: '已支付给建模师', fee: 8000, payout: 72000, refund: 0 },
    });
    const released = (await entries(code)).filter((e) => e.kind === 'escrowRelease');
    expect(released.sort((a, b) => a.amount - b.amount)).toEqual([
      { userId: 0, account: 'escrow', amount: -80000, kind: 'escrowRelease' },
      { userId: 0, account: 'fees', amount: 8000, kind: 'escrowRelease' },
      { userId: ann.id, account: 'earnings', amount: 72000, kind: 'escrowRelease' },
    ]);
    expect(await latest(ann)).toMatchObject({ title: '需求已验收完成，赏金已到账' });
    await ledgerClean();
  });

  it('cancelling before any delivery refunds the buyer in full, whoever cancels', async () => {
    for (const who of [buyer, ann]) {
      const code = await funded(50000);
      const before = await balances(buyer);
      ok(await post(t, '/api/need/cancel', { code, reason: '计划有变' }, who.token));
      expect((await balances(buyer)).coins - before.coins).toBe(500);
      expect(await detail(code, buyer)).toMatchObject({ status: 3, escrow: { status: 'refunded', refund: 50000, payout: 0 } });
      expect((await latest(buyer)).content).toContain('托管赏金 ¥500.00 已全额退还');
    }
    // Cancelling while the escrow is awaited moves no money.
    const waiting = await chosen();
    const before = await balances(buyer);
    ok(await post(t, '/api/need/cancel', { code: waiting }, buyer.token));
    expect(await balances(buyer)).toEqual(before);
    expect(await entries(waiting)).toEqual([]);
    await ledgerClean();
  });

  it('after a delivery an operator decides: both reasons recorded, the split posted, both sides told', async () => {
    const code = await delivered(80000);
    refused(await post(t, '/api/need/cancel', { code, reason: '不想要了' }, buyer.token), 409, '由运营裁决');
    ok(await post(t, '/api/need/dispute/open', { code, reason: '交付的模型与参考图差别很大' }, buyer.token));
    expect(await latest(ann)).toMatchObject({ title: '对方申请取消需求' });
    expect(await detail(code, ann)).toMatchObject({ status: 5, actions: ['respondDispute'] });
    ok(await post(t, '/api/need/dispute/respond', { code, reason: '已按参考图完成，对方未提修改意见' }, ann.token));
    refused(await post(t, '/api/need/dispute/respond', { code, reason: '再说一次' }, ann.token), 409, '您已提交过说明');
    refused(await post(t, '/api/need/dispute/respond', { code, reason: '补充说明' }, buyer.token), 409, '您已提交过说明');
    refused(
      await post(t, '/api/need/admin/decideDispute', { code, refund: 80001, note: '超额' }, op.token),
      400,
      '不能超过托管金额',
    );

    const queue = ok<Queue>(await get(t, '/api/need/admin/disputes', op.token));
    const item = queue.list.find((x) => x.need.code === code)!;
    expect(item.dispute).toMatchObject({
      openedBy: 'buyer',
      buyerReason: '交付的模型与参考图差别很大',
      modellerReason: '已按参考图完成，对方未提修改意见',
      decided: false,
    });
    expect(item.escrow).toMatchObject({ status: 'held', amount: 80000 });

    const buyerBefore = await balances(buyer);
    const annBefore = await balances(ann);
    ok(await post(t, '/api/need/admin/decideDispute', { code, refund: 33333, note: '部分符合要求，按完成度分配' }, op.token));
    // 33333 back to the buyer (333 coins and 33 fen); 46667 to the modeller less floor(4666.7) = 4666.
    expect(await balances(buyer)).toEqual({ coins: buyerBefore.coins + 333, earnings: buyerBefore.earnings + 33 });
    expect((await balances(ann)).earnings - annBefore.earnings).toBe(42001);
    expect(await detail(code, buyer)).toMatchObject({
      status: 3,
      cancelledBy: 'operator',
      escrow: { status: 'split', refund: 33333, fee: 4666, payout: 42001 },
      dispute: { decided: true, refund: 33333, decisionNote: '部分符合要求，按完成度分配' },
    });
    for (const u of [buyer, ann]) expect(await latest(u)).toMatchObject({ title: '需求纠纷已裁决' });
    refused(await post(t, '/api/need/admin/decideDispute', { code, refund: 0, note: '再裁一次' }, op.token), 409);
    expect(ok<Queue>(await get(t, '/api/need/admin/disputes', op.token)).list.map((x) => x.need.code)).not.toContain(code);
    expect(ok<Queue>(await get(t, '/api/need/admin/disputes?decided=true', op.token)).list[0]?.need.code).toBe(code);
    await ledgerClean();
  });

  it('funding without enough coins is refused and the demand keeps waiting; nothing is written', async () => {
    const code = await chosen(90000);
    const before = await snapshot(t);
    const coins = (await balances(buyer)).coins;
    await t.db.kysely.transaction().execute((trx) =>
      t.services.wallet.post(trx, {
        orderNo: 'TEST-DRAIN',
        kind: 'purchase',
        memo: '清空余额',
        lines: [
          { account: { userId: buyer.id, kind: 'coins' }, amount: -coins },
          { account: { platform: 'fees' }, amount: coins * 100 },
        ],
      }),
    );
    refused(await fund(code), 409, '金币余额不足，请先充值');
    expect(await snapshot(t)).toEqual(before);
    expect(await entries(code)).toEqual([]);
    expect(await detail(code, buyer)).toMatchObject({ status: 4, escrow: { status: 'awaiting' } });
    // A price with jiao or fen cannot be paid in whole coins.
    const odd = await chosen(12345);
    await topUp(t, buyer, 200);
    refused(await fund(odd), 400, '金币只能整数支付');
    await ledgerClean();
  });

  it('an escrow is released once: accepting twice, and two acceptances at once, pay the modeller once', async () => {
    const code = await delivered(60000);
    const before = await balances(ann);
    ok(await post(t, '/api/need/finishNeed', { code }, buyer.token));
    refused(await post(t, '/api/need/finishNeed', { code }, buyer.token), 409);
    const demand = (await t.db.kysely.selectFrom('needs').selectAll().where('code', '=', code).executeTakeFirst())!;
    await expect(t.db.kysely.transaction().execute((trx) => t.services.escrow.release(trx, demand))).rejects.toThrow(
      '托管赏金已经结算过',
    );
    expect((await balances(ann)).earnings - before.earnings).toBe(54000);

    const second = await anotherSession(t, buyer);
    for (let round = 0; round < 4; round += 1) {
      const c = await delivered(60000);
      const was = (await balances(ann)).earnings;
      const results = await Promise.all([
        post(t, '/api/need/finishNeed', { code: c }, buyer.token),
        post(t, '/api/need/finishNeed', { code: c }, second.token),
        post(t, '/api/need/dispute/open', { code: c, reason: '同时申请取消' }, ann.token),
      ]);
      expect(
        results.filter((r) => r.statusCode === 200),
        results.map((r) => r.body).join('\n'),
      ).toHaveLength(1);
      const paid = (await balances(ann)).earnings - was;
      expect([0, 54000]).toContain(paid);
      expect((await entries(c)).filter((e) => e.kind === 'escrowRelease').length).toBe(paid ? 3 : 0);
    }
    await ledgerClean();
  });

  it("someone else's demand: no funding, no dispute, no decision", async () => {
    const code = await chosen();
    await topUp(t, other, 1000);
    const before = await snapshot(t);
    refused(await fund(code, other), 403, '只能操作自己发布的需求');
    refused(await fund(code, ann), 403, '只能操作自己发布的需求');
    refused(await fund(code, op), 403, '只能操作自己发布的需求');
    const live = await delivered();
    refused(await post(t, '/api/need/dispute/open', { code: live, reason: '不是我的' }, other.token), 403);
    refused(await post(t, '/api/need/dispute/open', { code: live, reason: '运营也不行' }, op.token), 403);
    ok(await post(t, '/api/need/dispute/open', { code: live, reason: '交付不完整' }, ann.token));
    refused(await post(t, '/api/need/dispute/respond', { code: live, reason: '旁观者' }, other.token), 403);
    refused(await post(t, '/api/need/admin/decideDispute', { code: live, refund: 0, note: '我来裁决' }, buyer.token), 403);
    refused(await get(t, '/api/need/admin/disputes', buyer.token), 403);
    // The escrow is shown to the parties only.
    expect((await detail(live, other)).escrow).toBeNull();
    expect((await detail(live, other)).dispute).toBeNull();
    expect(before.needRows.find((n) => n.code === code)).toMatchObject({ status: 4 });
    await ledgerClean();
  });
});
