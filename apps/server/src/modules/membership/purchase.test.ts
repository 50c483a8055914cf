import type { FeatureDecision, OrderView, PackageGrantView, PackageView, PaymentResult } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { answerCheckout, balances, checkoutToken, ledgerClean, topUp } from '../order/fixtures.js';
import { get, makeUser, ok, post, refused, type TestUser } from '../library/fixtures.js';

type Page<T> = { list: T[]; total: number };

/** Buying a package through the order module (the membership module is its package seller). */
describe.each(DIALECTS)('buying packages on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let logoPack: PackageView;
  const logo = async (u: TestUser) =>
    ok<{ list: FeatureDecision[] }>(await get(t, '/api/rolerecord/checkrole?feature=logo', u.token)).list[0]!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ann = await makeUser(t, 2, '安');
    const { list } = ok<{ list: PackageView[] }>(await get(t, '/api/combopack/detail'));
    logoPack = list.find((p) => p.title.startsWith('自定义 Logo'))!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('pays a package order through the sandbox: the package’s roles switch on, once', async () => {
    const order = ok<OrderView>(await post(t, '/api/order/submit/order', { packageId: logoPack.id }, ann.token));
    expect(order).toMatchObject({ amountFen: logoPack.priceFen });
    expect((await logo(ann)).allowed).toBe(false);
    const started = ok<PaymentResult>(
      await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'sandbox', scene: 'qr' }, ann.token),
    );
    await answerCheckout(t, checkoutToken(started), 'paid');
    expect(await logo(ann)).toMatchObject({ allowed: true });
    const grants = ok<Page<PackageGrantView>>(await get(t, '/api/rolerecord/list', ann.token));
    expect(grants.list).toHaveLength(1);
    expect(grants.list[0]).toMatchObject({
      source: 'order',
      orderNo: order.orderNo,
      amountFen: logoPack.priceFen,
      state: 'active',
    });
    const panel = ok<{ panel: { comboOrder: number; packageList: { comboPackageList: { roleCode: string }[] }[] } }>(
      await get(t, '/api/usercenter/user/info', ann.token),
    ).panel;
    expect(panel.comboOrder).toBe(1);
    expect(panel.packageList[0]!.comboPackageList.map((e) => e.roleCode)).toEqual(['LG3']);
  });

  it('pays a second one with coins: it extends the first', async () => {
    await topUp(t, ann, 100);
    const order = ok<OrderView>(await post(t, '/api/order/submit/order', { packageId: logoPack.id }, ann.token));
    ok(await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'coin' }, ann.token));
    const grants = ok<Page<PackageGrantView>>(await get(t, '/api/rolerecord/list', ann.token)).list;
    expect(grants).toHaveLength(2);
    expect(grants[0]).toMatchObject({ orderNo: order.orderNo, state: 'pending', startsAt: grants[1]!.expiresAt });
  });

  it('refunds a package order: the roles it gave end, the coins come back through the ledger, logged; twice is refused', async () => {
    const bo = await makeUser(t, 2, '博');
    const op = await makeUser(t, 5, '运营');
    await topUp(t, bo, 100);
    const order = ok<OrderView>(await post(t, '/api/order/submit/order', { packageId: logoPack.id }, bo.token));
    ok(await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'coin' }, bo.token));
    expect(await logo(bo)).toMatchObject({ allowed: true });
    expect((await balances(t, bo)).coins).toBeLessThan(100);

    const refunded = ok<OrderView>(
      await post(t, '/api/order/admin/refund', { orderNo: order.orderNo, reason: '误购' }, op.token),
    );
    expect(refunded.actions).toEqual([]);
    expect((await logo(bo)).allowed).toBe(false);
    expect((await balances(t, bo)).coins).toBe(100);
    const [grant] = ok<Page<PackageGrantView>>(await get(t, '/api/rolerecord/list', bo.token)).list;
    expect(grant).toMatchObject({ orderNo: order.orderNo, state: 'revoked' });
    const audit = ok<Page<{ action: string; grantId: number | null; reason: string | null }>>(
      await get(t, '/api/rolerecord/audit', op.token),
    );
    expect(audit.list[0]).toMatchObject({ action: 'revoke', grantId: grant!.id, reason: expect.stringContaining('误购') });
    refused(await post(t, '/api/order/admin/refund', { orderNo: order.orderNo, reason: '误购' }, op.token), 409);
    expect((await balances(t, bo)).coins).toBe(100);
    await ledgerClean(t);
  });

  it('refunds a package paid through a gateway: refunded there, the roles end', async () => {
    const cy = await makeUser(t, 2, '晨');
    const op = await makeUser(t, 5, '运营');
    const order = ok<OrderView>(await post(t, '/api/order/submit/order', { packageId: logoPack.id }, cy.token));
    const started = ok<PaymentResult>(
      await post(t, '/api/order/payPrice/order', { orderNo: order.orderNo, payType: 'sandbox', scene: 'qr' }, cy.token),
    );
    await answerCheckout(t, checkoutToken(started), 'paid');
    expect(await logo(cy)).toMatchObject({ allowed: true });
    ok(await post(t, '/api/order/admin/refund', { orderNo: order.orderNo, reason: '重复购买' }, op.token));
    expect((await logo(cy)).allowed).toBe(false);
    expect(await balances(t, cy)).toMatchObject({ coins: 0 });
    await ledgerClean(t);
  });

  it('refuses an unknown or withdrawn package', async () => {
    refused(await post(t, '/api/order/submit/order', { packageId: 999999 }, ann.token), 404);
    const op = await makeUser(t, 5, '运营');
    const body = {
      id: logoPack.id,
      title: logoPack.title,
      description: logoPack.description,
      kind: logoPack.kind,
      priceFen: logoPack.priceFen,
      durationDays: logoPack.durationDays,
      onSale: false,
      roles: [{ roleCode: 'LG3', value: null }],
    };
    ok(await post(t, '/api/combopack/save', body, op.token));
    refused(await post(t, '/api/order/submit/order', { packageId: logoPack.id }, ann.token), 404, /已下架/);
  });
});
