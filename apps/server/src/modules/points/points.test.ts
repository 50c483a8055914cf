import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_POINTS, type DayTask, type PointsPanel, type ScoreItem } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { insertModel } from '../library/fixtures.js';
import { anotherSession, get, makeUser, ok, post, refused, type TestUser } from '../../../test/requests.js';
import { ledgerClean } from '../order/fixtures.js';
import { PointsService, chinaDay } from './service.js';

type Page<T> = { list: T[]; total: number };

describe.each(DIALECTS)('points, sign-in and day tasks on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let author: TestUser;
  let modelCode: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ann = await makeUser(t, 0, '安安');
    author = await makeUser(t, 2, '作者');
    modelCode = (await insertModel(t, author, { title: '木椅', type: '家具' })).modelCode;
  });
  afterAll(async () => {
    await t?.close();
  });

  const panel = async (u: TestUser) => ok<PointsPanel>(await get(t, '/api/userintegral/pannel', u.token));
  const tasks = async (u: TestUser) =>
    ok<{ day: string; list: DayTask[] }>(await get(t, '/api/userintegral/dayTaskList', u.token)).list;
  const task = async (u: TestUser, code: string) => (await tasks(u)).find((x) => x.code === code)!;

  it('signs in once a day: the points go through the ledger and the centre panel shows signFlag', async () => {
    expect(await panel(ann)).toMatchObject({ integral: 0, signFlag: false, streak: 0, nextSignInPoints: SIGN_IN_POINTS[0] });
    expect((await task(ann, 'signIn')).actions).toEqual(['signIn']);
    const signed = ok(await post(t, '/api/userintegral/add', { code: 'signIn' }, ann.token));
    expect(signed).toEqual({ code: 'signIn', points: SIGN_IN_POINTS[0], integral: SIGN_IN_POINTS[0], streak: 1 });
    expect(await panel(ann)).toMatchObject({ integral: 5, signFlag: true, streak: 1, todayPoints: 5 });
    const centre = ok<{ panel: { integral: number; signFlag: boolean } }>(await get(t, '/api/usercenter/user/info', ann.token));
    expect(centre.panel).toMatchObject({ integral: 5, signFlag: true });
    expect(await task(ann, 'signIn')).toMatchObject({ progress: 1, claimed: true, actions: [] });

    // Twice the same day: refused, nothing written.
    refused(await post(t, '/api/userintegral/add', {}, ann.token), 409, '今天已经签到过了');
    const history = ok<Page<ScoreItem>>(await get(t, '/api/userintegral/scoreList', ann.token));
    expect(history.total).toBe(1);
    expect(history.list[0]).toMatchObject({ kind: 'signIn', kindName: '每日签到', amount: 5, balanceAfter: 5 });
    await ledgerClean(t);
  });

  it('two devices signing in at once give one sign-in', async () => {
    const bo = await makeUser(t, 0, '波波');
    const other = await anotherSession(t, bo);
    const [a, b] = await Promise.all([
      post(t, '/api/userintegral/add', { code: 'signIn' }, bo.token),
      post(t, '/api/userintegral/add', { code: 'signIn' }, other.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await panel(bo)).integral).toBe(SIGN_IN_POINTS[0]);
    expect(ok<Page<ScoreItem>>(await get(t, '/api/userintegral/scoreList', bo.token)).total).toBe(1);
    await ledgerClean(t);
  });

  it('counts the streak over Asia/Shanghai days and gives the seventh day its bonus, then starts again after a gap', async () => {
    const cy = await makeUser(t, 0, '茜茜');
    // 2026-03-01 16:30 UTC is 2026-03-02 00:30 in Shanghai: the day is China's, not UTC's.
    let now = Date.parse('2026-03-01T16:30:00Z');
    const points = new PointsService({ db: t.db, wallet: t.services.wallet, clock: () => now });
    expect(chinaDay(now)).toBe('2026-03-02');
    const got: number[] = [];
    for (let day = 0; day < 8; day++) {
      got.push((await points.add(cy.id, 'signIn')).points);
      now += 86_400_000;
    }
    expect(got).toEqual([...SIGN_IN_POINTS, SIGN_IN_POINTS[0]]);
    now += 86_400_000; // a day missed
    expect(await points.add(cy.id, 'signIn')).toMatchObject({ streak: 1, points: SIGN_IN_POINTS[0] });
    now += 20 * 3_600_000; // 20:30 in Shanghai, 12:30 UTC: still the same day
    await expect(points.add(cy.id, 'signIn')).rejects.toThrow('今天已经签到过了');
    await ledgerClean(t);
  });

  it('records tasks done in other modules and pays each reward once a day', async () => {
    const dan = await makeUser(t, 0, '丹丹');
    expect(await task(dan, 'comment')).toMatchObject({ progress: 0, target: 1, claimed: false, actions: [] });
    refused(await post(t, '/api/userintegral/add', { code: 'comment' }, dan.token), 409, /尚未完成.*0\/1/);

    ok(await post(t, '/api/model/comment/add', { modelCode, content: '做工很细' }, dan.token));
    expect(await task(dan, 'comment')).toMatchObject({ progress: 1, claimed: false, actions: ['claim'] });
    const claimed = ok(await post(t, '/api/userintegral/add', { code: 'comment' }, dan.token));
    expect(claimed).toMatchObject({ code: 'comment', points: 5, integral: 5, streak: null });
    expect(await task(dan, 'comment')).toMatchObject({ claimed: true, actions: [] });
    refused(await post(t, '/api/userintegral/add', { code: 'comment' }, dan.token), 409, '今天已经领取过');

    // Collect needs two models collected today.
    ok(await post(t, '/api/model/collect', { modelCode, collected: true }, dan.token));
    expect(await task(dan, 'collect')).toMatchObject({ progress: 1, target: 2, actions: [] });
    const second = (await insertModel(t, author, { title: '圆桌', type: '家具' })).modelCode;
    ok(await post(t, '/api/model/collect', { modelCode: second, collected: true }, dan.token));
    // Finishing the same task twice at once pays once.
    const [a, b] = await Promise.all([
      post(t, '/api/userintegral/add', { code: 'collect' }, dan.token),
      post(t, '/api/userintegral/add', { code: 'collect' }, dan.token),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await panel(dan)).integral).toBe(10);
    expect((await panel(dan)).todayPoints).toBe(10);
    const history = ok<Page<ScoreItem>>(await get(t, '/api/userintegral/scoreList', dan.token));
    expect(history.list.map((x) => [x.kind, x.amount])).toEqual([
      ['task', 5],
      ['task', 5],
    ]);
    await ledgerClean(t);
  });

  it('counts a shared link once per visitor and day for the sharer, never the sharer’s own visits', async () => {
    const sharer = await makeUser(t, 2, '分享者');
    const [eve, fay] = await Promise.all([makeUser(t, 0, '小艺'), makeUser(t, 0, '小菲')]);
    const visit = (u: TestUser, from: number | string) => post(t, '/api/userintegral/shareVisit', { from }, u.token);
    expect(await task(sharer, 'share')).toMatchObject({ progress: 0, target: 1, reward: 10, actions: [] });

    expect(ok(await visit(sharer, sharer.id))).toEqual({ counted: false });
    expect((await task(sharer, 'share')).progress).toBe(0);
    // The same visitor twice (also from two tabs at once) counts once.
    const [a, b] = await Promise.all([visit(eve, sharer.id), visit(eve, sharer.id)]);
    expect([ok<{ counted: boolean }>(a).counted, ok<{ counted: boolean }>(b).counted].sort()).toEqual([false, true]);
    expect(ok(await visit(eve, sharer.id))).toEqual({ counted: false });
    expect(await task(sharer, 'share')).toMatchObject({ progress: 1, actions: ['claim'] });
    expect(ok(await visit(fay, sharer.id))).toEqual({ counted: true });
    expect(ok(await post(t, '/api/userintegral/add', { code: 'share' }, sharer.token))).toMatchObject({ points: 10 });
    // The visitor's own task is untouched.
    expect((await task(eve, 'share')).progress).toBe(0);

    // The next Shanghai day the same visitor counts again.
    let now = Date.now() + 86_400_000;
    const tomorrow = new PointsService({ db: t.db, wallet: t.services.wallet, clock: () => now });
    expect(await tomorrow.shareVisit(eve.id, sharer.id)).toEqual({ counted: true });
    expect(await tomorrow.shareVisit(eve.id, sharer.id)).toEqual({ counted: false });
    now += 86_400_000;
    expect((await tomorrow.dayTasks(sharer.id)).list.find((x) => x.code === 'share')?.progress).toBe(0);

    refused(await visit(eve, 99_999_999), 404, '分享人不存在');
    refused(await visit(eve, 'abc'), 400, /分享人/);
    refused(await post(t, '/api/userintegral/shareVisit', { from: sharer.id }), 401);
    await ledgerClean(t);
  });

  it('refuses unknown tasks, amounts from the client and anonymous callers', async () => {
    refused(await post(t, '/api/userintegral/add', { code: 'fly' }, ann.token), 400, '任务不存在');
    refused(await post(t, '/api/userintegral/add', { code: 'signIn', points: 999 }, ann.token), 400);
    refused(await post(t, '/api/userintegral/add', { points: -5 }, ann.token), 400);
    refused(await post(t, '/api/userintegral/add', { code: 'signIn' }), 401);
    refused(await get(t, '/api/userintegral/pannel'), 401);
    refused(await get(t, '/api/userintegral/scoreList?pageNum=-1', ann.token), 400);
  });

  it('keeps points apart from money: a points posting must balance in points, and bills do not list points', async () => {
    const w = t.services.wallet;
    await expect(
      t.db.kysely.transaction().execute((trx) =>
        w.post(trx, {
          orderNo: 'test-mixed',
          kind: 'task',
          memo: '混合',
          lines: [
            { account: { userId: ann.id, kind: 'points' }, amount: 100 },
            { account: { platform: 'rewards' }, amount: -100 },
          ],
        }),
      ),
    ).rejects.toThrow('记账借贷不平衡');
    const bills = ok<Page<unknown>>(await get(t, '/api/pay/transaction/list', ann.token));
    expect(bills.total).toBe(0);
    await ledgerClean(t);
  });
});
