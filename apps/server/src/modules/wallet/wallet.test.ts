import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, DIALECTS, type TestApp } from '../../../test/harness.js';
import { makeUser, type TestUser } from '../../../test/requests.js';
import { AppError } from '../../platform/errors.js';
import type { Posting } from './service.js';

describe.each(DIALECTS)('wallet on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let seller: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0);
    seller = await makeUser(t, 2);
  });
  afterAll(async () => t.close());

  const post = (p: Posting) => t.db.kysely.transaction().execute((trx) => t.services.wallet.post(trx, p));
  const topUp = (userId: number, coins: number, orderNo: string) =>
    post({
      orderNo,
      kind: 'topup',
      memo: '充值',
      lines: [
        { account: { platform: 'gateway' }, amount: -coins * 100 },
        { account: { userId, kind: 'coins' }, amount: coins },
      ],
    });
  const buy = (coins: number, orderNo: string) =>
    post({
      orderNo,
      kind: 'purchase',
      memo: '购买模型',
      lines: [
        { account: { userId: buyer.id, kind: 'coins' }, amount: -coins },
        { account: { userId: seller.id, kind: 'earnings' }, amount: coins * 90 },
        { account: { platform: 'fees' }, amount: coins * 10 },
      ],
    });

  it('moves balances and writes one entry per line, naming the order', async () => {
    await topUp(buyer.id, 100, 'T1');
    await buy(30, 'M1');
    expect(await t.services.wallet.balances(buyer.id)).toEqual({ coins: 70, earnings: 0 });
    expect(await t.services.wallet.balances(seller.id)).toEqual({ coins: 0, earnings: 2700 });
    const entries = await t.services.wallet.orderEntries('M1');
    expect(entries.map((e) => [e.account, e.amount]).sort()).toEqual(
      [
        ['coins', -30],
        ['earnings', 2700],
        ['fees', 300],
      ].sort(),
    );
    const report = await t.services.wallet.check();
    expect(report).toMatchObject({ negative: [], mismatches: [], unbalanced: [] });
  });

  it('refuses a debit below zero and writes nothing', async () => {
    const before = await t.services.wallet.check();
    const err = await buy(71, 'M2').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe('金币余额不足，请先充值');
    expect((err as AppError).kind).toBe('conflict');
    expect(await t.services.wallet.balances(buyer.id)).toEqual({ coins: 70, earnings: 0 });
    expect(await t.services.wallet.orderEntries('M2')).toEqual([]);
    expect((await t.services.wallet.check()).accounts).toBe(before.accounts);
  });

  it('refuses unbalanced, fractional, huge and one-sided postings, and a posting outside a transaction', async () => {
    const bad: Posting['lines'][] = [
      [
        { account: { userId: buyer.id, kind: 'coins' }, amount: -1 },
        { account: { platform: 'fees' }, amount: 99 },
      ],
      [
        { account: { userId: buyer.id, kind: 'coins' }, amount: -0.5 },
        { account: { platform: 'fees' }, amount: 50 },
      ],
      [
        { account: { platform: 'gateway' }, amount: -1e15 },
        { account: { platform: 'fees' }, amount: 1e15 },
      ],
      [{ account: { platform: 'fees' }, amount: 1 }],
    ];
    for (const lines of bad) {
      const err = await post({ orderNo: 'BAD', kind: 'fee', memo: '', lines }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
    }
    const outside = await t.services.wallet
      .post(t.db.kysely, { orderNo: 'BAD', kind: 'fee', memo: '', lines: bad[0]! })
      .catch((e: unknown) => e);
    expect((outside as AppError).message).toBe('记账必须在事务中进行');
    expect(await t.services.wallet.orderEntries('BAD')).toEqual([]);
  });

  it('two purchases at once that together exceed the balance: exactly one succeeds', async () => {
    const u = await makeUser(t, 0);
    await topUp(u.id, 50, 'T2');
    const spend = (orderNo: string) =>
      post({
        orderNo,
        kind: 'purchase',
        memo: '并发购买',
        lines: [
          { account: { userId: u.id, kind: 'coins' }, amount: -40 },
          { account: { userId: seller.id, kind: 'earnings' }, amount: 4000 },
        ],
      });
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.allSettled([spend(`C${round}a`), spend(`C${round}b`), spend(`C${round}c`)]);
      const done = results.filter((r) => r.status === 'fulfilled').length;
      expect(done).toBe(round === 0 ? 1 : 0);
    }
    expect((await t.services.wallet.balances(u.id)).coins).toBe(10);
    expect(await t.services.wallet.check()).toMatchObject({ negative: [], mismatches: [], unbalanced: [] });
  });

  it('ledger check finds a balance changed behind the ledger', async () => {
    await sql`UPDATE wallet_accounts SET balance = balance + 1 WHERE user_id = ${seller.id}`.execute(t.db.kysely);
    const report = await t.services.wallet.check();
    expect(report.mismatches).toEqual([expect.objectContaining({ userId: seller.id, kind: 'earnings' })]);
    await sql`UPDATE wallet_accounts SET balance = balance - 1 WHERE user_id = ${seller.id}`.execute(t.db.kysely);
  });
});
