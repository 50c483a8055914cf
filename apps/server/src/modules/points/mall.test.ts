import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MALL_PICTURE_MAX_BYTES, type MallGoods, type RedemptionView } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, makeUser, ok, post, refused, type TestUser } from '../../../test/requests.js';
import { ledgerClean } from '../order/fixtures.js';
import { seedDemoMall } from '../../seed/mall.js';
import { fixture, textAsPicture, upload } from '../file/test-helpers.js';

type Page<T> = { list: T[]; total: number };

describe.each(DIALECTS)('the points mall on %s', (dialect) => {
  let t: TestApp;
  let operator: TestUser;
  let packageId: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operator = await makeUser(t, 5, '运营');
    packageId = (await t.db.kysely.selectFrom('packages').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Points as the sign-in and tasks give them: the user's points account against the pool. */
  const givePoints = (u: TestUser, n: number) =>
    t.db.kysely.transaction().execute((trx) =>
      t.services.wallet.post(trx, {
        orderNo: `test-${randomUUID().slice(0, 8)}`,
        kind: 'task',
        memo: '测试积分',
        lines: [
          { account: { userId: u.id, kind: 'points' }, amount: n },
          { account: { platform: 'pointsPool' }, amount: -n },
        ],
      }),
    );
  const save = async (body: Record<string, unknown>) => ok<MallGoods>(await post(t, '/api/integral/save', body, operator.token));
  const goods = (over: Record<string, unknown>) => ({
    title: '测试商品',
    picture: '/mall/coins.svg',
    kind: 'coins',
    pointsPrice: 100,
    stock: 5,
    coins: 10,
    description: '',
    ...over,
  });
  const points = (u: TestUser) => t.services.wallet.points(u.id);
  const stockOf = async (id: number) =>
    (await t.db.kysely.selectFrom('mall_goods').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

  it('seeds demo goods of every kind once, on an empty mall', async () => {
    expect(await seedDemoMall(t.db, t.services)).toBe(true);
    const seeded = ok<Page<MallGoods>>(await get(t, '/api/integral/list'));
    expect(new Set(seeded.list.map((g) => g.kind))).toEqual(new Set(['coins', 'membership', 'physical']));
    expect(await seedDemoMall(t.db, t.services)).toBe(false);
  });

  it('lets operators define goods and refuses bad ones; users see only goods on sale', async () => {
    const coins = await save(goods({ title: '10 金币' }));
    expect(coins).toMatchObject({ kind: 'coins', kindName: '金币', pointsPrice: 100, stock: 5, coins: 10, onSale: true });
    const hidden = await save(goods({ title: '下架商品', onSale: false }));
    const edited = await save({ ...goods({ title: '下架商品（改）', onSale: false }), id: hidden.id });
    expect(edited).toMatchObject({ id: hidden.id, title: '下架商品（改）' });

    const user = await makeUser(t, 0);
    const visible = ok<Page<MallGoods>>(await get(t, '/api/integral/list?all=1', user.token));
    expect(visible.list.map((g) => g.id)).toContain(coins.id);
    expect(visible.list.map((g) => g.id)).not.toContain(hidden.id);
    const all = ok<Page<MallGoods>>(await get(t, '/api/integral/list?all=1', operator.token));
    expect(all.list.map((g) => g.id)).toContain(hidden.id);

    refused(await post(t, '/api/integral/save', goods({}), user.token), 403);
    refused(await post(t, '/api/integral/save', goods({ pointsPrice: -5 }), operator.token), 400, '兑换积分至少为 1');
    refused(await post(t, '/api/integral/save', goods({ pointsPrice: 2.5 }), operator.token), 400, '兑换积分须为整数');
    refused(await post(t, '/api/integral/save', goods({ stock: -1 }), operator.token), 400, '库存不能为负数');
    refused(await post(t, '/api/integral/save', goods({ stock: 1.5 }), operator.token), 400, '库存须为整数');
    refused(await post(t, '/api/integral/save', goods({ coins: undefined }), operator.token), 400, '请填写兑换的金币数');
    refused(
      await post(t, '/api/integral/save', goods({ picture: 'https://evil.example/a.png' }), operator.token),
      400,
      '本站地址',
    );
    refused(
      await post(t, '/api/integral/save', goods({ kind: 'membership', packageId: 999_999, days: 30 }), operator.token),
      400,
      '套餐不存在',
    );
    refused(await post(t, '/api/integral/save', goods({ kind: 'membership', packageId }), operator.token), 400, '会员天数');
    refused(
      await post(t, '/api/integral/save', goods({ kind: 'membership', packageId, days: 0 }), operator.token),
      400,
      '会员天数至少为 1',
    );
    refused(
      await post(t, '/api/integral/save', goods({ kind: 'membership', packageId, days: 7.5 }), operator.token),
      400,
      '会员天数须为整数',
    );
    refused(await post(t, '/api/integral/save', goods({ picture: undefined }), operator.token), 400, '请选择或上传商品图片');
    refused(await post(t, '/api/integral/save', { ...goods({}), id: 999_999 }), 401);
    refused(await post(t, '/api/integral/save', { ...goods({}), id: 999_999 }, operator.token), 404, '商品不存在');
  });

  it('takes an uploaded goods picture only when it is the operator’s own image within the size limit', async () => {
    const sent = async (u: TestUser, name: string, content: Buffer) =>
      ok<{ fileId: string; url: string }>(await upload(t, u.token, name, content));
    const png = await sent(operator, 'goods.png', fixture('gltf/BoxTextured/CesiumLogoFlat.png'));
    const saved = await save(goods({ title: '上传图片的商品', picture: undefined, pictureFileId: png.fileId }));
    expect(saved.picture).toBe(png.url);
    // Public: anyone sees the goods' picture.
    expect((await get(t, saved.picture)).statusCode).toBe(200);
    // Editing keeps it by its address.
    expect(await save({ ...goods({ title: '上传图片的商品（改）', picture: saved.picture }), id: saved.id })).toMatchObject({
      picture: png.url,
    });

    const text = await textAsPicture(t, operator.token);
    refused(
      await post(t, '/api/integral/save', goods({ picture: undefined, pictureFileId: text }), operator.token),
      400,
      '商品图片只支持 PNG、JPEG、WebP 图片，“说明.txt”不是图片',
    );
    const big = await sent(
      operator,
      'big.png',
      Buffer.concat([fixture('gltf/BoxTextured/CesiumLogoFlat.png'), Buffer.alloc(MALL_PICTURE_MAX_BYTES)]),
    );
    refused(
      await post(t, '/api/integral/save', goods({ picture: undefined, pictureFileId: big.fileId }), operator.token),
      413,
      /不能超过 2 MB/,
    );
    const colleague = await makeUser(t, 5, '另一位运营');
    refused(await post(t, '/api/integral/save', goods({ picture: undefined, pictureFileId: png.fileId }), colleague.token), 403);
    refused(await post(t, '/api/integral/save', goods({ picture: undefined, pictureFileId: 'nope' }), operator.token), 404);
  });

  it('redeems coins and a membership package at once, taking points and one unit in one transaction', async () => {
    const coins = await save(goods({ title: '20 金币', coins: 20, pointsPrice: 50 }));
    const vip = await save(
      goods({ title: '会员 45 天', kind: 'membership', packageId, days: 45, coins: undefined, pointsPrice: 80 }),
    );
    expect(vip).toMatchObject({ kind: 'membership', packageId, days: 45, coins: null });
    const u = await makeUser(t, 0, '兑换者');
    await givePoints(u, 200);

    const r1 = ok<RedemptionView>(await post(t, '/api/integral/exchange', { goodsId: coins.id }, u.token));
    expect(r1).toMatchObject({ kind: 'coins', status: 'delivered', statusName: '已发放', points: 50, actions: [] });
    expect((await t.services.wallet.balances(u.id)).coins).toBe(20);
    expect(await points(u)).toBe(150);
    expect(await stockOf(coins.id)).toBe(4);

    const r2 = ok<RedemptionView>(await post(t, '/api/integral/exchange', { goodsId: vip.id }, u.token));
    expect(r2).toMatchObject({ kind: 'membership', status: 'delivered' });
    const grants = await t.db.kysely.selectFrom('package_grants').selectAll().where('user_id', '=', u.id).execute();
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ package_id: packageId, source: 'points' });
    // The goods' own 45 days, not the package's default duration.
    const pkgDays = (
      await t.db.kysely.selectFrom('packages').select('duration_days').where('id', '=', packageId).executeTakeFirstOrThrow()
    ).duration_days;
    expect(pkgDays).not.toBe(45);
    expect(Date.parse(grants[0]!.expires_at) - Date.parse(grants[0]!.starts_at)).toBe(45 * 86_400_000);
    expect(await points(u)).toBe(70);

    const mine = ok<Page<RedemptionView>>(await get(t, '/api/integral/myExchangeList', u.token));
    expect(mine.list.map((r) => r.redemptionNo)).toEqual([r2.redemptionNo, r1.redemptionNo]);
    await ledgerClean(t);
  });

  it('refuses too few points, leaving stock and points untouched', async () => {
    const dear = await save(goods({ title: '贵重金币', pointsPrice: 500 }));
    const u = await makeUser(t, 0);
    await givePoints(u, 499);
    refused(await post(t, '/api/integral/exchange', { goodsId: dear.id }, u.token), 409, '积分不足');
    expect(await points(u)).toBe(499);
    expect(await stockOf(dear.id)).toBe(5);
    expect((await t.services.wallet.balances(u.id)).coins).toBe(0);
    const mine = ok<Page<RedemptionView>>(await get(t, '/api/integral/myExchangeList', u.token));
    expect(mine.total).toBe(0);
    refused(await post(t, '/api/integral/exchange', { goodsId: 999_999 }, u.token), 404, '商品不存在');
    refused(await post(t, '/api/integral/exchange', { goodsId: -1 }, u.token), 400, '商品编号不正确');
    refused(await post(t, '/api/integral/exchange', { goodsId: 1.5 }, u.token), 400, '商品编号不正确');
    refused(await post(t, '/api/integral/exchange', { goodsId: dear.id, points: -500 }, u.token), 400);
    await ledgerClean(t);
  });

  it('gives the last unit to one of two sessions at once', async () => {
    const last = await save(goods({ title: '最后一件', stock: 1, pointsPrice: 10 }));
    const a = await makeUser(t, 0);
    const b = await makeUser(t, 0);
    await givePoints(a, 10);
    await givePoints(b, 10);
    const answers = await Promise.all([
      post(t, '/api/integral/exchange', { goodsId: last.id }, a.token),
      post(t, '/api/integral/exchange', { goodsId: last.id }, b.token),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toMatchObject({ errorMsg: expect.stringMatching('库存不足') });
    expect(await stockOf(last.id)).toBe(0);
    expect((await points(a)) + (await points(b))).toBe(10);
    await ledgerClean(t);
  });

  it('asks for an address for physical goods, lists them to ship, and ships once', async () => {
    const mug = await save(goods({ title: '定制马克杯', kind: 'physical', coins: undefined, pointsPrice: 30 }));
    const u = await makeUser(t, 0, '收货人');
    await givePoints(u, 100);
    refused(await post(t, '/api/integral/exchange', { goodsId: mug.id }, u.token), 400, '收货地址');
    refused(
      await post(
        t,
        '/api/integral/exchange',
        { goodsId: mug.id, receiver: '张三', phone: '123', address: '上海市浦东新区' },
        u.token,
      ),
      400,
      '手机号',
    );
    expect(await points(u)).toBe(100);
    const r = ok<RedemptionView>(
      await post(
        t,
        '/api/integral/exchange',
        { goodsId: mug.id, receiver: '张三', phone: '13800138000', address: '上海市浦东新区世纪大道 1 号' },
        u.token,
      ),
    );
    expect(r).toMatchObject({ status: 'toShip', statusName: '待发货', receiver: '张三', actions: [] });

    const queue = ok<Page<RedemptionView>>(await get(t, '/api/integral/exchangeList?status=toShip', operator.token));
    expect(queue.list.find((x) => x.redemptionNo === r.redemptionNo)).toMatchObject({ actions: ['ship'], user: { id: u.id } });
    refused(await get(t, '/api/integral/exchangeList', u.token), 403);
    refused(await post(t, '/api/integral/ship', { redemptionNo: r.redemptionNo, trackingNo: 'SF123456' }, u.token), 403);

    const shipped = ok<RedemptionView>(
      await post(t, '/api/integral/ship', { redemptionNo: r.redemptionNo, trackingNo: 'SF123456' }, operator.token),
    );
    expect(shipped).toMatchObject({ status: 'shipped', trackingNo: 'SF123456', actions: [] });
    refused(
      await post(t, '/api/integral/ship', { redemptionNo: r.redemptionNo, trackingNo: 'SF999999' }, operator.token),
      409,
      '待发货',
    );
    refused(await post(t, '/api/integral/ship', { redemptionNo: 'PMnope', trackingNo: 'SF999999' }, operator.token), 404);
    const delivered = await t.db.kysely.selectFrom('messages').selectAll().where('user_id', '=', u.id).execute();
    expect(delivered.map((m) => m.title)).toContain('积分兑换已发货');
    await ledgerClean(t);
  });
});
