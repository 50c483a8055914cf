import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidView, DemandDetail } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { anotherSession, makeUser, demandForm, ok, post, type TestUser } from './fixtures.js';

const ROUNDS = 5;

/** Two people acting on one demand at the same moment: exactly one of them succeeds. */
describe.each(DIALECTS)('demand races on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let op: TestUser;
  let ann: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0);
    op = await makeUser(t, 5);
    ann = await makeUser(t, 2);
    bob = await makeUser(t, 3);
  });
  afterAll(async () => {
    await t?.close();
  });

  const publish = async () => {
    const n = ok<DemandDetail>(await post(t, '/api/need/create', demandForm(), buyer.token));
    ok(await post(t, '/api/need/admin/approve', { code: n.code }, op.token));
    return n.code;
  };
  const bid = async (code: string, u: TestUser, price: number) =>
    ok<BidView>(await post(t, '/api/need/needBid', { code, price, days: 7, message: '报价' }, u.token));
  const needRow = (code: string) =>
    t.db.kysely.selectFrom('needs').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  const bidRows = async (code: string) => {
    const n = await needRow(code);
    return t.db.kysely.selectFrom('need_bids').selectAll().where('need_id', '=', n.id).orderBy('id').execute();
  };
  const messagesAbout = (code: string, title: string) =>
    t.db.kysely.selectFrom('messages').selectAll().where('biz_code', '=', code).where('title', '=', title).execute();

  it(`two sessions of the buyer choose two different bids at once: exactly one wins (${ROUNDS} rounds)`, async () => {
    const s1 = buyer;
    const s2 = await anotherSession(t, buyer);
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await publish();
      const a = await bid(code, ann, 100000);
      const b = await bid(code, bob, 90000);
      const results = await Promise.all([
        post(t, '/api/need/chooseBid', { code, bidCode: a.code }, s1.token),
        post(t, '/api/need/chooseBid', { code, bidCode: b.code }, s2.token),
      ]);
      const codes = results.map((r) => r.json<{ code: string }>().code).sort();
      expect(codes, results.map((r) => r.body).join('\n')).toEqual(['200', '409']);
      const loser = results.find((r) => r.statusCode !== 200);
      // Refused by the need's state, or, when it read the bids after the winner's commit, by its own bid's.
      expect(loser?.json<{ errorMsg: string }>().errorMsg).toMatch(/不在竞标中|该投标未中标/);
      const winner = results[0].statusCode === 200 ? a : b;

      const n = await needRow(code);
      const bids = await bidRows(code);
      expect(n.status).toBe(4);
      expect(bids.find((x) => x.id === n.chosen_bid_id)?.code).toBe(winner.code);
      expect(n.modeller_id).toBe(winner === a ? ann.id : bob.id);
      expect(bids.map((x) => x.status).sort()).toEqual([1, 2]);
      expect(await messagesAbout(code, '恭喜，您的投标已中标')).toHaveLength(1);
      expect(await messagesAbout(code, '投标未中标')).toHaveLength(1);
    }
  });

  it(`two bids by the same modeller at once: exactly one lands (${ROUNDS} rounds)`, async () => {
    const ann2 = await anotherSession(t, ann);
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await publish();
      const results = await Promise.all([
        post(t, '/api/need/needBid', { code, price: 100000, days: 7, message: '第一份' }, ann.token),
        post(t, '/api/need/needBid', { code, price: 80000, days: 9, message: '第二份' }, ann2.token),
      ]);
      expect(results.map((r) => r.statusCode).sort(), results.map((r) => r.body).join('\n')).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({
        errorMsg: expect.stringContaining('不能重复投标'),
      });
      expect(await bidRows(code)).toHaveLength(1);
      expect((await needRow(code)).bid_count).toBe(1);
      expect(await messagesAbout(code, '收到新的投标')).toHaveLength(1);
    }
  });

  it('a withdrawal and the buyer choosing that bid at once: exactly one succeeds', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await publish();
      const a = await bid(code, ann, 100000);
      const [choose, withdraw] = await Promise.all([
        post(t, '/api/need/chooseBid', { code, bidCode: a.code }, buyer.token),
        post(t, '/api/need/cancelBid', { code }, ann.token),
      ]);
      expect([choose.statusCode, withdraw.statusCode].sort(), `${choose.body}\n${withdraw.body}`).toEqual([200, 409]);
      const n = await needRow(code);
      const [row] = await bidRows(code);
      if (choose.statusCode === 200) {
        expect([n.status, row!.status, n.bid_count]).toEqual([4, 1, 1]);
      } else {
        expect([n.status, row!.status, n.bid_count, n.chosen_bid_id]).toEqual([0, 3, 0, null]);
      }
    }
  });

  it('a new bid while the buyer chooses another: the late bid never stays active on a closed demand', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = await publish();
      const a = await bid(code, ann, 100000);
      const [choose, late] = await Promise.all([
        post(t, '/api/need/chooseBid', { code, bidCode: a.code }, buyer.token),
        post(t, '/api/need/needBid', { code, price: 70000, days: 5, message: '最后一刻' }, bob.token),
      ]);
      expect(choose.statusCode, choose.body).toBe(200);
      const n = await needRow(code);
      const bids = await bidRows(code);
      expect(n.status).toBe(4);
      expect(bids.filter((x) => x.status === 0)).toEqual([]);
      if (late.statusCode === 200) {
        expect(bids.find((x) => x.user_id === bob.id)?.status).toBe(2);
        expect(n.bid_count).toBe(2);
      } else {
        expect(late.json()).toMatchObject({ code: '409', errorMsg: expect.stringContaining('不在竞标中') });
        expect(bids).toHaveLength(1);
        expect(n.bid_count).toBe(1);
      }
    }
  });
});
