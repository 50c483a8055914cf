import type { FeatureDecision, PackageGrantView, PackageView } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, makeUser, ok, post, refused, type TestUser } from '../library/fixtures.js';

type Page<T> = { list: T[]; total: number };

describe.each(DIALECTS)('membership packages, grants, revocation and expiry on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let op: TestUser;
  let packages: PackageView[];
  const byTitle = (title: string) => packages.find((p) => p.title.startsWith(title))!;
  const check = async (user: TestUser, feature: string) =>
    ok<{ list: FeatureDecision[] }>(await get(t, `/api/rolerecord/checkrole?feature=${feature}`, user.token)).list[0]!;
  const messagesOf = (userId: number) =>
    t.db.kysely.selectFrom('messages').select(['title', 'content']).where('user_id', '=', userId).orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ann = await makeUser(t, 2, '安建模');
    bob = await makeUser(t, 0, '博需求');
    op = await makeUser(t, 5, '运营小李');
    packages = ok<{ list: PackageView[] }>(await get(t, '/api/combopack/detail')).list;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded packages with their roles, and who offers each role', async () => {
    expect(packages.map((p) => p.title)).toEqual(
      expect.arrayContaining(['基础版（月卡）', '专业版（年卡）', '企业版（年卡）', '自定义 Logo（年卡）']),
    );
    const pro = byTitle('专业版');
    expect(pro).toMatchObject({ kind: 'combo', priceFen: 59900, durationDays: 365, onSale: true });
    expect(pro.roles).toContainEqual({ roleCode: 'CCKJ10', name: '存储空间', value: 50, unit: 'GB' });
    expect(ok<{ list: PackageView[] }>(await get(t, `/api/combopack/detail?id=${pro.id}`)).list).toEqual([pro]);
    refused(await get(t, '/api/combopack/detail?id=99999'), 404);
    const { list } = ok<{
      list: { roleCode: string; freeHeld: boolean; freeValue: number | null; packages: { title: string; priceFen: number }[] }[];
    }>(await get(t, '/api/combopack/role?roleCode=LG3'));
    expect(list[0]!.freeHeld).toBe(false);
    expect(list[0]!.packages[0]).toMatchObject({ title: '基础版（月卡）', priceFen: 2900 });
    const all = ok<{ list: { roleCode: string; freeValue: number | null }[] }>(await get(t, '/api/combopack/role')).list;
    expect(all.find((r) => r.roleCode === 'MXUNUM')!.freeValue).toBe(50);
    refused(await get(t, '/api/combopack/role?roleCode=NOPE'), 400);
  });

  it('answers the feature check: refused with the reason and the cheapest package, or allowed with its limit', async () => {
    const logo = await check(ann, 'logo');
    expect(logo).toMatchObject({ allowed: false, upgrade: { title: '基础版（月卡）', priceFen: 2900 } });
    expect(logo.reason).toMatch(/自定义 Logo/);
    const upload = await check(ann, 'upload');
    expect(upload).toMatchObject({ allowed: true, limit: 50, used: 0, reason: null });
    const storage = await check(ann, 'storage');
    expect(storage).toMatchObject({ allowed: true, limit: t.config.UPLOAD_USER_QUOTA_BYTES, used: 0 });
    // Operators run the site: every feature, no count limit.
    expect(await check(op, 'logo')).toMatchObject({ allowed: true });
    expect(await check(op, 'upload')).toMatchObject({ allowed: true, limit: null });
    const anonymous = ok<{ list: FeatureDecision[] }>(await get(t, '/api/rolerecord/checkrole')).list;
    expect(anonymous).toHaveLength(9);
    expect(anonymous.every((d) => !d.allowed && d.reason === '请先登录')).toBe(true);
  });

  it('lets only operators grant, with a reason; the grant switches the roles on, is logged and told to the user', async () => {
    const basic = byTitle('基础版');
    refused(
      await post(t, '/api/rolerecord/recordrole', { userId: ann.id, packageId: basic.id, reason: '活动赠送' }, ann.token),
      403,
    );
    refused(
      await post(t, '/api/rolerecord/recordrole', { userId: ann.id, packageId: basic.id, reason: '' }, op.token),
      400,
      /原因/,
    );
    refused(
      await post(t, '/api/rolerecord/recordrole', { userId: 999999, packageId: basic.id, reason: '活动赠送' }, op.token),
      404,
    );
    refused(
      await post(t, '/api/rolerecord/recordrole', { userId: ann.id, packageId: 999999, reason: '活动赠送' }, op.token),
      404,
    );
    const grant = ok<PackageGrantView>(
      await post(t, '/api/rolerecord/recordrole', { userId: ann.id, packageId: basic.id, reason: '活动赠送' }, op.token),
    );
    expect(grant).toMatchObject({
      userId: ann.id,
      title: '基础版（月卡）',
      source: 'operator',
      state: 'active',
      reason: '活动赠送',
      amountFen: 0,
    });
    expect(Date.parse(grant.expiresAt) - Date.parse(grant.startsAt)).toBe(30 * 86_400_000);
    expect(grant.roles.map((r) => r.roleCode).sort()).toEqual(['CCKJ10', 'LG3', 'MXNQGS', 'MXUNUM', 'NQ1', 'SY2', 'ZTNUM']);

    expect(await check(ann, 'logo')).toMatchObject({ allowed: true, expiresAt: grant.expiresAt });
    expect(await check(ann, 'upload')).toMatchObject({ allowed: true, limit: 200 });
    expect(await check(ann, 'storage')).toMatchObject({ limit: 10 * 1024 ** 3 });
    expect(await check(ann, 'cover')).toMatchObject({ allowed: false, upgrade: { title: '自定义封面（年卡）' } });
    expect(await check(bob, 'logo')).toMatchObject({ allowed: false });

    const mine = ok<{ list: { roleCode: string; state: string }[] }>(await get(t, '/api/rolerecord/find', ann.token)).list;
    expect(mine.map((r) => r.roleCode).sort()).toEqual(['CCKJ10', 'LG3', 'MXNQGS', 'MXUNUM', 'NQ1', 'SY2', 'ZTNUM']);
    const disk = ok<{ list: { value: number; unit: string }[] }>(await get(t, '/api/rolerecord/recordroledisk', ann.token)).list;
    expect(disk).toEqual([expect.objectContaining({ value: 10, unit: 'GB', state: 'active' })]);
    const quota = ok<{ quotaBytes: number; usedBytes: number; expiresAt: string }>(
      await get(t, '/api/rolerecord/checkroledisk', ann.token),
    );
    expect(quota).toMatchObject({ quotaBytes: 10 * 1024 ** 3, usedBytes: 0, expiresAt: grant.expiresAt });
    const version = ok<{ current: { title: string } | null }>(await get(t, '/api/order/my/packversion', ann.token));
    expect(version.current).toMatchObject({ title: '基础版（月卡）', expiresAt: grant.expiresAt });
    expect(ok<{ current: unknown }>(await get(t, '/api/order/my/packversion', bob.token)).current).toBeNull();
    const panel = ok<{ panel: { packageList: { comboPackageShow: boolean; comboPackageList: { roleCode: string }[] }[] } }>(
      await get(t, '/api/usercenter/user/info', ann.token),
    ).panel;
    expect(panel.packageList[0]!.comboPackageShow).toBe(true);
    expect(panel.packageList[0]!.comboPackageList.map((e) => e.roleCode)).toContain('LG3');

    expect((await messagesOf(ann.id)).at(-1)).toMatchObject({ title: '套餐已开通' });
    const audit = ok<Page<{ action: string; reason: string; operatorId: number; userId: number }>>(
      await get(t, '/api/rolerecord/audit', op.token),
    );
    expect(audit.list[0]).toMatchObject({ action: 'grant', reason: '活动赠送', operatorId: op.id, userId: ann.id });
    refused(await get(t, '/api/rolerecord/audit', ann.token), 403);
    const job = await t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', `membership.expire:${grant.id}`)
      .executeTakeFirstOrThrow();
    expect(job.run_at).toBe(grant.expiresAt);
  });

  it('extends a running package: the second grant starts where the first ends', async () => {
    const logoPack = byTitle('自定义 Logo');
    const first = ok<PackageGrantView>(
      await post(t, '/api/rolerecord/recordrole', { userId: bob.id, packageId: logoPack.id, reason: '补偿' }, op.token),
    );
    const second = ok<PackageGrantView>(
      await post(t, '/api/rolerecord/recordrole', { userId: bob.id, packageId: logoPack.id, reason: '续期补偿' }, op.token),
    );
    expect(second.startsAt).toBe(first.expiresAt);
    expect(second.state).toBe('pending');
    expect(Date.parse(second.expiresAt) - Date.parse(first.expiresAt)).toBe(365 * 86_400_000);
    expect(await check(bob, 'logo')).toMatchObject({ allowed: true, expiresAt: first.expiresAt });
    const list = ok<Page<PackageGrantView>>(await get(t, '/api/rolerecord/list', bob.token));
    expect(list.total).toBe(2);
    const seen = ok<Page<PackageGrantView>>(await get(t, `/api/rolerecord/list?userId=${bob.id}`, op.token));
    expect(seen.total).toBe(2);
    // A user asking for someone else's records gets their own.
    expect(
      ok<Page<PackageGrantView>>(await get(t, `/api/rolerecord/list?userId=${bob.id}`, ann.token)).list.every(
        (g) => g.userId === ann.id,
      ),
    ).toBe(true);
  });

  it('lets an operator name the user by phone number instead of id, never both or neither', async () => {
    const cover = byTitle('专业版');
    const carl = await makeUser(t, 0, '卡尔');
    const { login } = await t.db.kysely.selectFrom('users').select('login').where('id', '=', carl.id).executeTakeFirstOrThrow();
    const grant = ok<PackageGrantView>(
      await post(t, '/api/rolerecord/recordrole', { phone: login, packageId: cover.id, reason: '客服补偿' }, op.token),
    );
    expect(grant).toMatchObject({ userId: carl.id, source: 'operator', reason: '客服补偿' });
    const seen = ok<Page<PackageGrantView>>(await get(t, `/api/rolerecord/list?phone=${login}`, op.token));
    expect(seen.list.map((g) => g.id)).toEqual([grant.id]);
    refused(
      await post(t, '/api/rolerecord/recordrole', { phone: '13900000000', packageId: cover.id, reason: '客服补偿' }, op.token),
      404,
      /手机号/,
    );
    refused(await post(t, '/api/rolerecord/recordrole', { packageId: cover.id, reason: '客服补偿' }, op.token), 400, /二选一/);
    refused(
      await post(
        t,
        '/api/rolerecord/recordrole',
        { userId: carl.id, phone: login, packageId: cover.id, reason: '客服补偿' },
        op.token,
      ),
      400,
      /二选一/,
    );
    refused(await get(t, '/api/rolerecord/list?phone=123', op.token), 400, /手机号/);
  });

  it('revokes a grant with a reason: the roles stop at once, the user is told, a second revocation is refused', async () => {
    const [grant] = ok<Page<PackageGrantView>>(await get(t, '/api/rolerecord/list', ann.token)).list;
    refused(await post(t, '/api/rolerecord/revoke', { grantId: grant!.id, reason: '误操作' }, ann.token), 403);
    refused(await post(t, '/api/rolerecord/revoke', { grantId: grant!.id, reason: '' }, op.token), 400);
    refused(await post(t, '/api/rolerecord/revoke', { grantId: 999999, reason: '误操作' }, op.token), 404);
    const revoked = ok<PackageGrantView>(
      await post(t, '/api/rolerecord/revoke', { grantId: grant!.id, reason: '误操作' }, op.token),
    );
    expect(revoked).toMatchObject({ state: 'revoked', revokedReason: '误操作' });
    expect(revoked.roles.every((r) => r.state === 'revoked')).toBe(true);
    expect(await check(ann, 'logo')).toMatchObject({ allowed: false });
    expect(await check(ann, 'upload')).toMatchObject({ limit: 50 });
    refused(await post(t, '/api/rolerecord/revoke', { grantId: grant!.id, reason: '误操作' }, op.token), 409, /已撤销/);
    expect((await messagesOf(ann.id)).at(-1)).toMatchObject({ title: '套餐已撤销' });
    expect(ok<Page<{ action: string }>>(await get(t, '/api/rolerecord/audit', op.token)).list[0]!.action).toBe('revoke');
    // The expiry job of a revoked grant does nothing.
    expect(await t.services.membership.expire(grant!.id)).toMatchObject({ status: 'skipped' });
  });

  it('expires a package on the job queue: roles switch off and the user is told once', async () => {
    const cover = byTitle('自定义封面');
    const grant = ok<PackageGrantView>(
      await post(t, '/api/rolerecord/recordrole', { userId: ann.id, packageId: cover.id, reason: '体验' }, op.token),
    );
    expect(await check(ann, 'cover')).toMatchObject({ allowed: true });
    // Time passes: the grant ended a minute ago, and its job is due.
    const past = new Date(Date.now() - 60_000).toISOString();
    const start = new Date(Date.now() - 86_400_000).toISOString();
    await t.db.kysely
      .updateTable('package_grants')
      .set({ starts_at: start, expires_at: past })
      .where('id', '=', grant.id)
      .execute();
    await t.db.kysely
      .updateTable('role_records')
      .set({ starts_at: start, expires_at: past })
      .where('grant_id', '=', grant.id)
      .execute();
    expect(await check(ann, 'cover')).toMatchObject({ allowed: false, upgrade: { title: '自定义封面（年卡）' } });
    await t.db.kysely
      .updateTable('jobs')
      .set({ run_at: past })
      .where('dedupe_key', '=', `membership.expire:${grant.id}`)
      .execute();
    expect(await t.services.worker.drain()).toBeGreaterThanOrEqual(1);
    const job = await t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', `membership.expire:${grant.id}`)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('done');
    const records = await t.db.kysely.selectFrom('role_records').selectAll().where('grant_id', '=', grant.id).execute();
    expect(records.every((r) => r.expired_at !== null)).toBe(true);
    const told = (await messagesOf(ann.id)).filter((m) => m.title === '套餐已到期');
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toMatch(/自定义封面.*已停用/);
    // Run again (a retry after a crash): nothing more.
    expect(await t.services.membership.expire(grant.id)).toMatchObject({ status: 'skipped' });
    expect((await messagesOf(ann.id)).filter((m) => m.title === '套餐已到期')).toHaveLength(1);
    const state = ok<Page<PackageGrantView>>(await get(t, '/api/rolerecord/list', ann.token)).list.find((g) => g.id === grant.id);
    expect(state!.state).toBe('expired');
  });

  it('sells packages to the order module: quote, fulfil once per order, a second purchase extends', async () => {
    const m = t.services.membership;
    const pro = byTitle('专业版');
    expect(await m.quote(t.db.kysely, pro.id)).toEqual({ title: '专业版（年卡）', priceFen: 59900 });
    expect(await m.quote(t.db.kysely, 999999)).toBeNull();
    const buyer = await makeUser(t, 6, '品牌方');
    const order = { orderNo: 'P20261126000001', userId: buyer.id, refId: pro.id, amountFen: 59900 };
    await t.db.kysely.transaction().execute((trx) => m.fulfil(trx, order));
    await t.db.kysely.transaction().execute((trx) => m.fulfil(trx, order));
    let grants = ok<Page<PackageGrantView>>(await get(t, '/api/rolerecord/list', buyer.token));
    expect(grants.total).toBe(1);
    expect(grants.list[0]).toMatchObject({ source: 'order', orderNo: order.orderNo, amountFen: 59900, state: 'active' });
    expect(await check(buyer, 'arPro')).toMatchObject({ allowed: true });
    await t.db.kysely.transaction().execute((trx) => m.fulfil(trx, { ...order, orderNo: 'P20261126000002' }));
    grants = ok<Page<PackageGrantView>>(await get(t, '/api/rolerecord/list', buyer.token));
    expect(grants.list[0]!.startsAt).toBe(grants.list[1]!.expiresAt);
    // An off-sale package cannot be quoted (an order for it is refused by the order module).
    ok(await post(t, '/api/combopack/save', { ...editable(pro), onSale: false }, op.token));
    expect(await m.quote(t.db.kysely, pro.id)).toBeNull();
    expect(ok<{ list: PackageView[] }>(await get(t, '/api/combopack/detail')).list.some((p) => p.id === pro.id)).toBe(false);
    expect(ok<{ list: PackageView[] }>(await get(t, '/api/combopack/detail', op.token)).list.some((p) => p.id === pro.id)).toBe(
      true,
    );
  });

  it('lets operators create and edit packages, logged; refuses bad packages', async () => {
    const body = {
      title: '嵌入加量包',
      kind: 'single',
      priceFen: 1990,
      durationDays: 90,
      roles: [{ roleCode: 'MXNQGS', value: 50 }],
    };
    refused(await post(t, '/api/combopack/save', body, ann.token), 403);
    refused(await post(t, '/api/combopack/save', { ...body, priceFen: -1 }, op.token), 400, /价格/);
    refused(await post(t, '/api/combopack/save', { ...body, priceFen: 1.5 }, op.token), 400, /整数/);
    refused(await post(t, '/api/combopack/save', { ...body, roles: [] }, op.token), 400, /权益/);
    refused(await post(t, '/api/combopack/save', { ...body, roles: [{ roleCode: 'XX', value: null }] }, op.token), 400);
    refused(
      await post(
        t,
        '/api/combopack/save',
        {
          ...body,
          roles: [
            { roleCode: 'LG3', value: null },
            { roleCode: 'LG3', value: null },
          ],
        },
        op.token,
      ),
      400,
      /重复/,
    );
    const made = ok<PackageView>(await post(t, '/api/combopack/save', body, op.token));
    expect(made).toMatchObject({ title: '嵌入加量包', priceFen: 1990, onSale: true, roles: [{ roleCode: 'MXNQGS', value: 50 }] });
    const edited = ok<PackageView>(await post(t, '/api/combopack/save', { ...body, id: made.id, priceFen: 2990 }, op.token));
    expect(edited.priceFen).toBe(2990);
    refused(await post(t, '/api/combopack/save', { ...body, id: 999999 }, op.token), 404);
    const log = ok<Page<{ action: string; packageId: number }>>(await get(t, '/api/rolerecord/audit', op.token)).list;
    expect(log.slice(0, 2).map((e) => e.action)).toEqual(['package.update', 'package.create']);
  });
});

function editable(p: PackageView) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    kind: p.kind,
    priceFen: p.priceFen,
    durationDays: p.durationDays,
    sort: p.sort,
    roles: p.roles.map((r) => ({ roleCode: r.roleCode, value: r.value })),
  };
}
