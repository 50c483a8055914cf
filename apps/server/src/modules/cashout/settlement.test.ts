import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsSummary, IncomeItem } from '@moxing/shared';
import { DIALECTS, type TestApp } from '../../../test/harness.js';
import { periodicKey } from '../../platform/jobs/index.js';
import { createMarket, type Market } from './fixtures.js';
import { get, ledgerClean, makeUser, ok, post, type TestUser } from '../order/fixtures.js';

describe.each(DIALECTS)('the settlement job and refunded sales on %s', (dialect) => {
  let t: TestApp;
  let operator: TestUser;
  let sell: Market['sell'];
  let age: Market['age'];

  beforeAll(async () => {
    // Not the default period, so the job's next run shows the setting is read.
    ({ t, operator, sell, age } = await createMarket(dialect, 5000, { SETTLEMENT_INTERVAL_MINUTES: 30 }));
  });
  afterAll(async () => t.close());

  const balance = (u: TestUser, kind: 'earnings' | 'earnings_pending') => t.services.wallet.balance(u.id, kind);
  const settleEntries = async (orderNos: string[]) =>
    t.db.kysely
      .selectFrom('wallet_entries')
      .select(['order_no', 'amount'])
      .where('kind', '=', 'settle')
      .where('order_no', 'in', orderNos)
      .execute();
  const incomes = async (u: TestUser) =>
    ok<{ list: IncomeItem[]; total: number }>(await get(t, '/api/modelorder/modelInocmelist?pageSize=50', u.token)).list;

  it('settles every matured posting in batches, and never twice when reads settle at the same moment', async () => {
    const sellers = await Promise.all([1, 2, 3, 4, 5].map((n) => makeUser(t, 2, `卖家${n}`)));
    const matured: string[] = [];
    for (let round = 1; round <= 3; round++) {
      const due: string[] = [];
      for (const s of sellers) {
        const orderNo = await sell(s, 10_000, `第${round}轮旧模型`);
        await age(orderNo, 8);
        due.push(orderNo);
      }
      const fresh = await sell(sellers[0]!, 10_000, `第${round}轮新模型`);
      // Two job runs (batches of two users), each seller's own page and a direct settle, all at once.
      await Promise.all([
        t.services.wallet.settleDue({ batch: 2 }),
        t.services.wallet.settleDue({ batch: 2 }),
        ...sellers.map((s) => get(t, '/api/modelorder/earningsSummary', s.token)),
        ...sellers.map((s) => t.services.wallet.settle(s.id)),
      ]);
      matured.push(...due);
      // One settle posting (two entries) per matured order, none for the fresh one.
      const entries = await settleEntries([...matured, fresh]);
      expect(entries).toHaveLength(matured.length * 2);
      expect(entries.every((e) => e.order_no !== fresh)).toBe(true);
      for (const s of sellers) expect(await balance(s, 'earnings')).toBe(round * 9_000);
      expect(await balance(sellers[0]!, 'earnings_pending')).toBe(round * 9_000);
      await ledgerClean(t);
    }
    expect(await t.services.wallet.settleDue({ batch: 2 })).toEqual({ users: 0, orders: 0 });
  });

  it('runs as a periodic job of the queue: the worker settles, and the job is queued again for its next period', async () => {
    const seller = await makeUser(t, 2, '定时卖家');
    const orderNo = await sell(seller, 30_000, '定时结算的模型');
    await age(orderNo, 8);
    const { jobs, worker } = t.services;
    await jobs.ensurePeriodic(worker.names);
    const row = await jobs.findByDedupeKey(periodicKey('wallet.settle'));
    expect(row).toMatchObject({ status: 'queued' });
    const before = Date.now();
    await worker.drain();
    expect(await balance(seller, 'earnings')).toBe(27_000);
    expect(await balance(seller, 'earnings_pending')).toBe(0);
    const after = await jobs.get(row!.id);
    expect(after).toMatchObject({ status: 'queued', attempts: 0 });
    expect(Date.parse(after!.run_at)).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(JSON.parse(after!.result ?? '{}')).toMatchObject({ status: 'done', users: 1, orders: 1 });
    await ledgerClean(t);
  });

  it('lists a refunded sale as refunded with nothing left, and the months net it out', async () => {
    const seller = await makeUser(t, 2, '退款卖家');
    const pending = await sell(seller, 10_000, '未结算就退款');
    const settled = await sell(seller, 20_000, '结算后退款');
    await age(settled, 8);
    await t.services.wallet.settle(seller.id);
    const kept = await sell(seller, 50_000, '没有退款');
    for (const orderNo of [pending, settled]) {
      ok(await post(t, '/api/order/admin/refund', { orderNo, reason: '买家投诉模型无法打开' }, operator.token));
    }
    const list = await incomes(seller);
    const of = (orderNo: string) => list.find((i) => i.orderNo === orderNo);
    expect(of(pending)).toMatchObject({ state: 'refunded', grossFen: 10_000, feeFen: 0, refundFen: 10_000, netFen: 0 });
    expect(of(settled)).toMatchObject({ state: 'refunded', grossFen: 20_000, feeFen: 0, refundFen: 20_000, netFen: 0 });
    expect(of(kept)).toMatchObject({ state: 'pending', grossFen: 50_000, feeFen: 5_000, refundFen: 0, netFen: 45_000 });

    const summary = ok<EarningsSummary>(await get(t, '/api/modelorder/earningsSummary', seller.token));
    expect(summary).toMatchObject({ availableFen: 0, pendingFen: 45_000 });
    const total = (k: 'grossFen' | 'feeFen' | 'netFen') => summary.months.reduce((sum, m) => sum + m[k], 0);
    expect([total('grossFen'), total('feeFen'), total('netFen')]).toEqual([50_000, 5_000, 45_000]);
    // The job finds nothing to settle in a refunded order once it matures.
    await age(pending, 8);
    expect(await t.services.wallet.settle(seller.id)).toBe(0);
    await ledgerClean(t);
  });
});
