import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureDecision, PackageView, ShowCard, ShowView } from '@moxing/shared';
import { DIALECTS, createTestApp, sha256, type TestApp } from '../../../test/harness.js';
import { get, insertModel, makeUser, ok, post, refused, type TestUser } from '../library/fixtures.js';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

describe.each(DIALECTS)('industries, free samples and the show limit on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let op: TestUser;
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await makeUser(t, 2, '珠宝品牌');
    other = await makeUser(t, 0, '另一位用户');
    op = await makeUser(t, 5, '运营');
    codes.ring = (await insertModel(t, owner, { title: '金戒指', price: 9900 })).modelCode;
    codes.freeLamp = (await insertModel(t, owner, { title: '免费台灯' })).modelCode;
    codes.ownerPrivate = (await insertModel(t, owner, { title: '私有草稿', visibility: 'private' })).modelCode;
    codes.othersOwn = (await insertModel(t, other, { title: '我的花瓶' })).modelCode;
    codes.opPriced = (await insertModel(t, op, { title: '运营的付费展品', price: 5000 })).modelCode;
  });
  afterAll(async () => {
    await t?.close();
  });

  const place = (slot: number, modelCode: string) => ({ slot, modelCode, rotation: 0, scale: 1 });
  /** A show of the user's with a model in it, published unless told otherwise. */
  const showOf = async (user: TestUser, body: Record<string, unknown>, modelCode: string, publish = true) => {
    const { id } = ok<{ id: number }>(
      await post(t, '/api/show/save', { kind: 1, title: '展厅', template: 'rotunda', ...body }, user.token),
    );
    ok(await post(t, '/api/show/saveModels', { id, placements: [place(0, modelCode)] }, user.token));
    if (publish) ok(await post(t, '/api/show/publish', { id }, user.token));
    return id;
  };
  const check = async (user: TestUser) =>
    ok<{ list: FeatureDecision[] }>(await get(t, '/api/rolerecord/checkrole?feature=show', user.token)).list[0]!;

  it('limits published shows by the package role ZTNUM: one without a package, more with one', async () => {
    expect(await check(owner)).toMatchObject({ allowed: true, limit: 1, used: 0 });
    const first = await showOf(owner, { title: '第一个展厅' }, codes.ring!);
    const second = await showOf(owner, { title: '第二个展厅' }, codes.ring!, false);
    const decision = await check(owner);
    expect(decision).toMatchObject({ allowed: false, limit: 1, used: 1, upgrade: { title: '基础版（月卡）' } });
    refused(await post(t, '/api/show/publish', { id: second }, owner.token), 403, /发布展厅.*已达上限.*基础版/);
    expect((await get(t, `/api/show/getShow?id=${second}`, owner.token)).json().data.status).toBe('draft');

    // Taking one offline frees its place.
    ok(await post(t, '/api/show/unpublish', { id: first }, owner.token));
    expect(ok<ShowView>(await post(t, '/api/show/publish', { id: second }, owner.token)).status).toBe('published');
    refused(await post(t, '/api/show/publish', { id: first }, owner.token), 403, '已达上限');

    // The basic package allows three.
    const packages = ok<{ list: PackageView[] }>(await get(t, '/api/combopack/detail')).list;
    const basic = packages.find((p) => p.title === '基础版（月卡）')!;
    expect(basic.roles).toContainEqual({ roleCode: 'ZTNUM', name: '展厅发布数量', value: 3, unit: '个展厅' });
    ok(await post(t, '/api/rolerecord/recordrole', { userId: owner.id, packageId: basic.id, reason: '测试' }, op.token));
    expect(ok<ShowView>(await post(t, '/api/show/publish', { id: first }, owner.token)).status).toBe('published');
    expect(await check(owner)).toMatchObject({ allowed: true, limit: 3, used: 2 });
    // Operators have no limit.
    expect(await check(op)).toMatchObject({ allowed: true, limit: null });
  });

  it('keeps an industry on a show and lists published shows by industry', async () => {
    const id = await showOf(other, { title: '博物馆藏品展', industry: 'museum' }, codes.othersOwn!);
    const shown = ok<ShowView>(await get(t, `/api/show/getShow?id=${id}`, other.token));
    expect(shown).toMatchObject({ industry: 'museum', industryName: '博物馆文博', isCase: false });
    // Left out, the industry stays; null removes it.
    ok(await post(t, '/api/show/save', { id, kind: 1, title: '博物馆藏品展', template: 'rotunda' }, other.token));
    const byIndustry = ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList?industry=museum'));
    expect(byIndustry.list.map((s) => s.id)).toEqual([id]);
    expect(ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList?industry=furniture')).total).toBe(0);
    expect(ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList?industry=')).total).toBeGreaterThan(0);
    refused(await get(t, '/api/exhibitionHall/getHallList?industry=cars'), 400, '行业不正确');
    refused(
      await post(t, '/api/show/save', { id, kind: 1, title: '展', template: 'rotunda', industry: 'cars' }, other.token),
      400,
      '行业不正确',
    );
    ok(await post(t, '/api/show/save', { id, kind: 1, title: '博物馆藏品展', template: 'rotunda', industry: null }, other.token));
    expect(ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList?industry=museum')).total).toBe(0);
  });

  it('lets operators mark published shows as free samples, which anyone may start a show from', async () => {
    const sample = await showOf(
      op,
      {
        title: '珠宝样板间',
        industry: 'jewellery',
        musicType: 1,
        entrance: { x: 1, z: 2, yaw: 0.5 },
        password: sha256('secret88'),
      },
      codes.freeLamp!,
      false,
    );
    // Placed by the operator: someone's free public model and a priced one of the operator's own.
    ok(
      await post(
        t,
        '/api/show/saveModels',
        { id: sample, placements: [place(0, codes.freeLamp!), place(1, codes.opPriced!)] },
        op.token,
      ),
    );
    refused(await post(t, '/api/show/setCase', { id: sample, isCase: true }, op.token), 409, '只有已发布的展厅');
    ok(await post(t, '/api/show/publish', { id: sample }, op.token));
    refused(await post(t, '/api/show/setCase', { id: sample, isCase: true }, owner.token), 403);
    refused(await post(t, '/api/show/setCase', { id: sample, isCase: true }), 401);
    refused(await post(t, '/api/show/setCase', { id: 999999, isCase: true }, op.token), 404, '展厅不存在');
    expect(ok<ShowView>(await post(t, '/api/show/setCase', { id: sample, isCase: true }, op.token)).isCase).toBe(true);

    const cases = ok<Page<ShowCard>>(await get(t, '/api/show/getCaseList'));
    expect(cases.list.map((s) => s.id)).toEqual([sample]);
    expect(cases.list[0]).toMatchObject({ isCase: true, industryName: '珠宝首饰' });

    // Another user's copy: the same template, kind, industry, entrance and music, no password, only the models
    // they may place (the free lamp, not the operator's priced model), as a draft of theirs.
    const { id: copy } = ok<{ id: number }>(await post(t, '/api/show/useCase', { id: sample }, other.token));
    const mine = ok<ShowView>(await get(t, `/api/show/getShow?id=${copy}`, other.token));
    expect(mine).toMatchObject({
      status: 'draft',
      isOwner: true,
      template: 'rotunda',
      industry: 'jewellery',
      hasPassword: false,
      isCase: false,
      title: '珠宝样板间（我的展厅）',
    });
    expect(mine.edit).toMatchObject({
      entrance: { x: 1, z: 2, yaw: 0.5 },
      musicType: 1,
      placements: [place(0, codes.freeLamp!)],
    });
    // The operator's own copy keeps both.
    const { id: opsCopy } = ok<{ id: number }>(await post(t, '/api/show/useCase', { id: sample }, op.token));
    expect(ok<ShowView>(await get(t, `/api/show/getShow?id=${opsCopy}`, op.token)).edit?.placements).toHaveLength(2);

    refused(await post(t, '/api/show/useCase', { id: sample }), 401);
    const third = await makeUser(t, 0, '第三位用户');
    const plain = await showOf(third, { title: '普通展厅' }, (await insertModel(t, third, { title: '椅子' })).modelCode, false);
    refused(await post(t, '/api/show/useCase', { id: plain }, owner.token), 404);
    ok(await post(t, '/api/show/publish', { id: plain }, third.token));
    refused(await post(t, '/api/show/useCase', { id: plain }, owner.token), 404, '不是免费案例');

    // Unmarked, or taken offline: gone from /case.
    ok(await post(t, '/api/show/setCase', { id: sample, isCase: false }, op.token));
    expect(ok<Page<ShowCard>>(await get(t, '/api/show/getCaseList')).total).toBe(0);
    ok(await post(t, '/api/show/setCase', { id: sample, isCase: true }, op.token));
    ok(await post(t, '/api/show/unpublish', { id: sample }, op.token));
    expect(ok<Page<ShowCard>>(await get(t, '/api/show/getCaseList')).total).toBe(0);
    refused(await post(t, '/api/show/useCase', { id: sample }, other.token), 404);
  });
});
