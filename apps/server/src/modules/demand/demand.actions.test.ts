import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMAND_ACTIONS, type BidView, type DemandAction, type DemandItem, type DemandDetail } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { BYTES, get, makeUser, demandForm, fundWithCoins, ok, post, topUp, upload, type TestUser } from './fixtures.js';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
type Viewer = 'anonymous' | 'owner' | 'operator' | 'provider' | 'bidder' | 'modeller';
const VIEWERS: Viewer[] = ['anonymous', 'owner', 'operator', 'provider', 'bidder', 'modeller'];

/**
 * The situations a demand can be in. `bidder` has an active bid while bidding (later: not chosen); `modeller` bid
 * too and is chosen once a bid is chosen; `provider` never bid.
 */
const SITUATIONS = [
  'pending',
  'rejected',
  'bidding',
  'biddingExpired',
  'awaitingEscrow',
  'producing',
  'delivered',
  'disputed',
  'completed',
  'evaluatedByOwner',
  'cancelled',
] as const;
type Situation = (typeof SITUATIONS)[number];

/** The buttons each viewer gets, written out from issues 5 and 19's rules independently of transitions.ts. */
const EXPECTED: Record<Situation, Partial<Record<Viewer, DemandAction[]>>> = {
  pending: { owner: ['edit', 'cancel'], operator: ['approve', 'reject', 'cancel'] },
  rejected: { owner: ['edit', 'cancel'], operator: ['cancel'] },
  bidding: {
    owner: ['choose', 'cancel'],
    operator: ['cancel'],
    provider: ['bid'],
    bidder: ['withdrawBid'],
    modeller: ['withdrawBid'],
  },
  biddingExpired: { owner: ['choose', 'cancel'], operator: ['cancel'], bidder: ['withdrawBid'], modeller: ['withdrawBid'] },
  awaitingEscrow: { owner: ['fund', 'cancel'], operator: ['cancel'] },
  producing: { owner: ['cancel'], operator: ['cancel'], modeller: ['deliver', 'cancel'] },
  // After a delivery cancelling is a dispute an operator decides.
  delivered: { owner: ['requestChange', 'accept', 'dispute'], modeller: ['deliver', 'dispute'] },
  // The modeller opened it; the buyer adds a reason.
  disputed: { owner: ['respondDispute'], operator: ['decideDispute'] },
  completed: { owner: ['evaluate'], modeller: ['evaluate'] },
  evaluatedByOwner: { modeller: ['evaluate'] },
  cancelled: {},
};

/**
 * Every response that carries `actions` offers exactly what the server would then accept: for each situation and
 * each kind of viewer, every action left out is refused (403, 404 or 409, or 401 when anonymous) and every action
 * offered succeeds on a demand in the same situation.
 */
describe.each(DIALECTS)('the actions a demand offers on %s', (dialect) => {
  let t: TestApp;
  let users: Record<Exclude<Viewer, 'anonymous'>, TestUser>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    users = {
      owner: await makeUser(t, 0, '需求方'),
      operator: await makeUser(t, 5, '运营'),
      provider: await makeUser(t, 4, '没投标的服务商'),
      bidder: await makeUser(t, 3, '投标的工作室'),
      modeller: await makeUser(t, 2, '建模师'),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  const token = (v: Viewer) => (v === 'anonymous' ? undefined : users[v].token);
  const bid = async (code: string, v: Viewer) =>
    ok<BidView>(await post(t, '/api/need/needBid', { code, price: 80000, days: 9, message: '报价' }, token(v)));
  const deliver = async (code: string, v: Viewer) => {
    const file = await upload(t, users.modeller.token, '交付.png', BYTES.png);
    return post(t, '/api/need/deliver', { code, note: '交付', fileIds: [file.fileId] }, token(v));
  };

  /** A fresh demand in this situation. */
  async function make(s: Situation): Promise<string> {
    const { code } = ok<DemandDetail>(await post(t, '/api/need/create', demandForm(), users.owner.token));
    if (s === 'pending') return code;
    if (s === 'rejected') {
      ok(await post(t, '/api/need/admin/reject', { code, reason: '描述不清楚' }, users.operator.token));
      return code;
    }
    ok(await post(t, '/api/need/admin/approve', { code }, users.operator.token));
    const chosen = await bid(code, 'modeller');
    await bid(code, 'bidder');
    if (s === 'bidding') return code;
    if (s === 'biddingExpired') {
      await t.db.kysely
        .updateTable('needs')
        .set({ deadline: new Date(Date.now() - 1000).toISOString() })
        .where('code', '=', code)
        .execute();
      return code;
    }
    if (s === 'cancelled') {
      ok(await post(t, '/api/need/cancel', { code }, users.owner.token));
      return code;
    }
    ok(await post(t, '/api/need/chooseBid', { code, bidCode: chosen.code }, users.owner.token));
    if (s === 'awaitingEscrow') return code;
    await fundWithCoins(t, code, users.owner, 80000);
    if (s === 'producing') return code;
    ok(await deliver(code, 'modeller'));
    if (s === 'delivered') return code;
    if (s === 'disputed') {
      ok(await post(t, '/api/need/dispute/open', { code, reason: '需求方长期不验收' }, users.modeller.token));
      return code;
    }
    ok(await post(t, '/api/need/finishNeed', { code }, users.owner.token));
    if (s === 'evaluatedByOwner') ok(await post(t, '/api/need/userScore', { code, score: 5 }, users.owner.token));
    return code;
  }

  /** Makes the call behind `action` as `v`. */
  async function act(code: string, action: DemandAction, v: Viewer) {
    const tk = token(v);
    switch (action) {
      case 'approve':
        return post(t, '/api/need/admin/approve', { code }, tk);
      case 'reject':
        return post(t, '/api/need/admin/reject', { code, reason: '描述不清楚' }, tk);
      case 'edit':
        return post(t, '/api/need/update', { code, ...demandForm({ title: '修改后的需求标题' }) }, tk);
      case 'bid':
        return post(t, '/api/need/needBid', { code, price: 70000, days: 5, message: '再报价' }, tk);
      case 'withdrawBid':
        return post(t, '/api/need/cancelBid', { code }, tk);
      case 'choose': {
        const bids = ok<Page<BidView>>(await get(t, `/api/need/getBidList?code=${code}`, users.owner.token)).list;
        const active = bids.find((b) => b.status === 0);
        return post(t, '/api/need/chooseBid', { code, bidCode: active?.code ?? 'B0' }, tk);
      }
      case 'deliver':
        return deliver(code, v);
      case 'requestChange':
        return post(t, '/api/need/requestChange', { code, reason: '请修改贴图' }, tk);
      case 'accept':
        return post(t, '/api/need/finishNeed', { code }, tk);
      case 'cancel':
        return post(t, '/api/need/cancel', { code, reason: '不再需要了' }, tk);
      case 'fund':
        if (v !== 'anonymous') await topUp(t, users[v], 800);
        return post(t, '/api/need/escrow/fund', { code, payType: 'coin' }, tk);
      case 'dispute':
        return post(t, '/api/need/dispute/open', { code, reason: '交付与需求不符' }, tk);
      case 'respondDispute':
        return post(t, '/api/need/dispute/respond', { code, reason: '我方的说明' }, tk);
      case 'decideDispute':
        return post(t, '/api/need/admin/decideDispute', { code, refund: 40000, note: '各承担一半' }, tk);
      case 'evaluate':
        return post(t, '/api/need/userScore', { code, score: 4, comment: '不错' }, tk);
    }
  }

  /** The viewer's actions as the detail page gets them; none when the viewer may not see the demand. */
  async function offered(code: string, v: Viewer): Promise<DemandAction[]> {
    const res = await get(t, `/api/need/getNeed?code=${code}`, token(v));
    if (res.statusCode !== 200) {
      expect([401, 403]).toContain(res.statusCode);
      return [];
    }
    return ok<DemandDetail>(res).actions;
  }

  it.each(SITUATIONS)('%s: each viewer is offered exactly what the server accepts', async (s) => {
    const code = await make(s);
    for (const v of VIEWERS) {
      const actions = await offered(code, v);
      expect(actions, `${s} as ${v}`).toEqual(EXPECTED[s][v] ?? []);
      for (const a of DEMAND_ACTIONS.filter((x) => !actions.includes(x))) {
        const res = await act(code, a, v);
        expect(v === 'anonymous' ? [401] : [403, 404, 409], `${a} by ${v} in ${s}: ${res.body}`).toContain(res.statusCode);
      }
    }
    for (const v of VIEWERS) {
      for (const a of EXPECTED[s][v] ?? []) {
        ok(await act(await make(s), a, v));
      }
    }
  });

  it('lists with buttons carry the same actions as the detail', async () => {
    const codes = await Promise.all(SITUATIONS.map((s) => make(s)));
    const detail = async (code: string, v: Viewer) => ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, token(v)));

    const mine = ok<Page<DemandItem>>(await get(t, '/api/user/getUserNeedInfo?pageSize=50', users.owner.token)).list;
    for (const code of codes) {
      expect(mine.find((n) => n.code === code)?.actions).toEqual((await detail(code, 'owner')).actions);
    }

    const review = ok<Page<DemandItem>>(await get(t, '/api/need/admin/reviewList?pageSize=50', users.operator.token)).list;
    expect(review.length).toBeGreaterThan(0);
    for (const n of review) expect(n.actions).toEqual(['approve', 'reject', 'cancel']);

    const myBids = ok<Page<{ need: DemandItem; bid: BidView }>>(
      await get(t, '/api/user/getJmsNeedInfo?pageSize=50', users.bidder.token),
    ).list;
    for (const { need, bid: b } of myBids) {
      const d = await detail(need.code, 'bidder');
      expect(need.actions).toEqual(d.actions);
      expect(b.actions).toEqual(d.actions.includes('withdrawBid') ? ['withdrawBid'] : []);
    }
  });

  it('a bid offers the owner its choice and the bidder its withdrawal; the latest delivery its review', async () => {
    const code = await make('bidding');
    const bids = async (v: Viewer) => ok<Page<BidView>>(await get(t, `/api/need/getBidList?code=${code}`, token(v))).list;
    expect((await bids('owner')).map((b) => b.actions)).toEqual([['choose'], ['choose']]);
    expect((await bids('anonymous')).map((b) => b.actions)).toEqual([[], []]);
    expect((await bids('provider')).map((b) => b.actions)).toEqual([[], []]);
    expect((await bids('bidder')).map((b) => [b.mine, b.actions])).toEqual([
      [false, []],
      [true, ['withdrawBid']],
    ]);
    const mine = ok<BidView>(await get(t, `/api/need/getBidVoByUser?code=${code}`, users.bidder.token));
    expect(mine.actions).toEqual(['withdrawBid']);
    expect(ok<BidView>(await post(t, '/api/need/cancelBid', { code }, users.bidder.token)).actions).toEqual([]);
    expect((await bid(code, 'bidder')).actions).toEqual(['withdrawBid']);

    const delivered = await make('delivered');
    ok(await post(t, '/api/need/requestChange', { code: delivered, reason: '请修改贴图' }, users.owner.token));
    ok(await deliver(delivered, 'modeller'));
    const d = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${delivered}`, users.owner.token));
    expect(d.deliveries.map((x) => x.actions)).toEqual([[], ['requestChange', 'accept']]);
    expect(d.chosenBid?.actions).toEqual([]);
    const m = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${delivered}`, users.modeller.token));
    expect(m.deliveries.map((x) => x.actions)).toEqual([[], []]);
    expect(m.myBid?.actions).toEqual([]);
  });
});
