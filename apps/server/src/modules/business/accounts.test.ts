import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType, type ActivityItem, type Brand, type ChildAccount, type CompanyInfo } from '@moxing/shared';
import { DIALECTS, createTestApp, newPhone, sha256, type TestApp } from '../../../test/harness.js';
import { get, makeUser, ok, post, refused, upload, type TestUser } from '../demand/fixtures.js';
import { tinyPng } from '../library/fixtures.js';

const OBJ = Buffer.from('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n');

describe.each(DIALECTS)('sub-accounts, company and brands on %s', (dialect) => {
  let t: TestApp;
  let parent: TestUser;
  let rival: TestUser;
  let child: TestUser;
  let childLogin: string;
  let rivalChild: ChildAccount;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    parent = await makeUser(t, UserType.brand, '星河家居');
    rival = await makeUser(t, UserType.brand, '对手公司');
  });
  afterAll(async () => {
    await t?.close();
  });

  const code = async (u: TestUser) => {
    await t.limiter.reset(`sms:phone:${await t.services.account.loginOf(u.id)}`);
    ok(await post(t, '/api/account/txSendCode', {}, u.token));
    return t.sms.last(await t.services.account.loginOf(u.id));
  };
  const login = async (phone: string) =>
    ok<{ token: string; id: number }>(await post(t, '/api/account/login', { login: phone, password: sha256('abc12345') }));

  it("a parent creates a child with a code sent to the parent's phone; the child logs in with its own number", async () => {
    childLogin = newPhone();
    const body = { login: childLogin, password: sha256('abc12345'), nickname: '设计师小李', rights: ['upload'], coinLimit: 50 };
    refused(await post(t, '/api/account/editAccount', { ...body, code: '000000' }, parent.token), 400, '验证码错误');
    const created = ok<ChildAccount>(
      await post(t, '/api/account/editAccount', { ...body, code: await code(parent) }, parent.token),
    );
    expect(created).toMatchObject({
      login: childLogin,
      nickname: '设计师小李',
      rights: ['upload'],
      coinLimit: 50,
      coinsSpent: 0,
      enabled: true,
    });
    const s = await login(childLogin);
    child = { id: s.id, token: s.token, type: UserType.brand };
    expect(s.id).toBe(created.id);

    const list = ok<{ list: ChildAccount[]; isChild: boolean; parentPhone: string }>(
      await get(t, '/api/account/childList', parent.token),
    );
    expect(list.list.map((c) => c.id)).toEqual([child.id]);
    expect(list.parentPhone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(ok(await get(t, '/api/account/childList', child.token))).toEqual({ list: [], isChild: true, parentPhone: '' });
    expect(await t.services.subAccounts.memberIds(child.id)).toEqual([parent.id, child.id]);
    expect(await t.services.subAccounts.memberIds(parent.id)).toEqual([parent.id, child.id]);

    rivalChild = ok<ChildAccount>(
      await post(
        t,
        '/api/account/editAccount',
        { ...body, login: newPhone(), nickname: '对手的员工', code: await code(rival) },
        rival.token,
      ),
    );
  });

  it("a child cannot manage accounts, its parent or siblings; a parent cannot manage another company's child", async () => {
    refused(await post(t, '/api/account/txSendCode', {}, child.token), 403, '子账号不能管理子账号，请联系主账号');
    refused(
      await post(t, '/api/account/deleteUser', { childId: parent.id, code: '123456' }, child.token),
      403,
      '子账号不能删除账号',
    );
    refused(
      await post(
        t,
        '/api/account/editAccount',
        { childId: child.id, nickname: 'x', rights: ['upload', 'spendCoins'], code: '123456' },
        child.token,
      ),
      403,
      '子账号不能管理子账号',
    );
    refused(
      await post(t, '/api/account/deleteUser', { childId: rivalChild.id, code: await code(parent) }, parent.token),
      403,
      '该账号不是你的子账号，不能管理',
    );
    refused(
      await post(
        t,
        '/api/account/editAccount',
        { childId: rivalChild.id, nickname: '抢来的', rights: [], code: await code(parent) },
        parent.token,
      ),
      403,
      '该账号不是你的子账号',
    );
    refused(
      await post(t, '/api/account/deleteUser', { childId: parent.id, code: await code(parent) }, parent.token),
      403,
      '不能删除自己的主账号',
    );
    refused(await get(t, '/api/account/childActivity', child.token), 403, '子账号不能查看企业操作记录');
    refused(await post(t, '/api/company/brand/save', { name: '偷偷建的' }, child.token), 403, '子账号不能管理品牌');
  });

  it("a child uploads into the company's library under a brand and edits only with the right; the parent sees the log", async () => {
    const company = ok<CompanyInfo>(
      await post(
        t,
        '/api/api/company/save',
        { name: '星河家居有限公司', licenceNumber: '91350100M000100Y43', address: '福州', industry: '家居' },
        parent.token,
      ),
    );
    expect(company.company).toMatchObject({ name: '星河家居有限公司', licenceNumber: '91350100M000100Y43' });
    refused(
      await post(t, '/api/api/company/save', { name: '星河', licenceNumber: '91350100M000100Y44' }, parent.token),
      400,
      '营业执照号',
    );
    const logo = (await upload(t, parent.token, 'logo.png', await tinyPng(9))).fileId;
    const brand = ok<Brand>(await post(t, '/api/company/brand/save', { name: '星河', logoFileId: logo }, parent.token));
    expect(brand).toMatchObject({ name: '星河', logo: `/api/common/file/${logo}`, models: 0 });
    const rivalBrand = ok<Brand>(await post(t, '/api/company/brand/save', { name: '对手品牌' }, rival.token));
    refused(await post(t, '/api/company/brand/save', { name: '星河' }, parent.token), 409, '已有名为“星河”的品牌');
    refused(await post(t, '/api/company/brand/delete', { id: brand.id }, rival.token), 403, '这不是你的品牌');
    expect(ok<CompanyInfo>(await get(t, '/api/company/info', child.token)).brands.map((b) => b.name)).toEqual(['星河']);

    const file = await upload(t, child.token, 'chair.obj', OBJ);
    const uploadBody = { fileIds: [file.fileId], title: '子账号的椅子', trade: '泛家居', price: 0 };
    refused(
      await post(t, '/api/model/uploadModel', { ...uploadBody, brandId: rivalBrand.id }, child.token),
      403,
      '只能选择本企业自己的品牌',
    );
    const model = ok<{ modelCode: string }>(
      await post(t, '/api/model/uploadModel', { ...uploadBody, brandId: brand.id }, child.token),
    );
    const row = await t.db.kysely
      .selectFrom('models')
      .selectAll()
      .where('model_code', '=', model.modelCode)
      .executeTakeFirstOrThrow();
    expect({ owner: row.user_id, by: row.created_by, brand: row.brand_id }).toEqual({
      owner: parent.id,
      by: child.id,
      brand: brand.id,
    });
    const page = ok<{ brand: { id: number; name: string } | null }>(
      await get(t, `/api/model/detail?modelCode=${model.modelCode}`, parent.token),
    );
    expect(page.brand).toMatchObject({ id: brand.id, name: '星河' });
    const stored = await t.db.kysely
      .selectFrom('files')
      .select('user_id')
      .where('file_id', '=', file.fileId)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBe(parent.id);

    // Without the right to edit models the child is refused; with it, it edits the company's model and tags a brand.
    const edit = (body: Record<string, unknown>, u = child) =>
      post(t, '/api/model/updateModelInfo', { modelCode: model.modelCode, ...body }, u.token);
    refused(await edit({ brandId: brand.id }), 403, '子账号没有“编辑模型”权限，请联系主账号开通');
    ok(
      await post(
        t,
        '/api/account/editAccount',
        { childId: child.id, nickname: '设计师小李', rights: ['upload', 'editModels'], coinLimit: 50, code: await code(parent) },
        parent.token,
      ),
    );
    refused(await edit({ brandId: rivalBrand.id }), 403, '只能选择本企业自己的品牌');
    ok(await edit({ brandId: brand.id, title: '星河椅' }));
    expect(
      (await t.db.kysely.selectFrom('models').select('brand_id').where('id', '=', row.id).executeTakeFirstOrThrow()).brand_id,
    ).toBe(brand.id);
    refused(await edit({ title: '别人的' }, rival), 403, '这不是你的模型');

    const log = ok<{ list: ActivityItem[] }>(await get(t, '/api/account/childActivity', parent.token));
    expect(log.list.map((a) => [a.actor.nickname, a.detail])).toEqual([
      ['设计师小李', '编辑模型“星河椅”'],
      ['星河家居', '修改子账号“设计师小李”'],
      ['设计师小李', '上传模型“子账号的椅子”'],
      ['星河家居', '新建品牌“星河”'],
      ['星河家居', '修改企业资料“星河家居有限公司”'],
      ['星河家居', '新建子账号“设计师小李”'],
    ]);
  });

  it("a child spends coins only with the right and within its limit; the parent's packages answer for it", async () => {
    const spend = (coins: number) =>
      t.db.kysely.transaction().execute((trx) => t.services.subAccounts.spendCoins(trx, child.id, coins, '购买模型'));
    await expect(spend(10)).rejects.toThrow('子账号没有“使用金币”权限');
    ok(
      await post(
        t,
        '/api/account/editAccount',
        {
          childId: child.id,
          nickname: '设计师小李',
          rights: ['upload', 'editModels', 'spendCoins'],
          coinLimit: 50,
          code: await code(parent),
        },
        parent.token,
      ),
    );
    await spend(30);
    await expect(spend(30)).rejects.toThrow('超出子账号的金币额度：还可使用 20 金币，本次需要 30 金币');
    await spend(20);
    const [me] = ok<{ list: ChildAccount[] }>(await get(t, '/api/account/childList', parent.token)).list;
    expect(me).toMatchObject({ coinsSpent: 50, coinLimit: 50 });

    const upload = await t.services.membership.gate.decide(child.id, 'upload');
    const parentUpload = await t.services.membership.gate.decide(parent.id, 'upload');
    expect({ limit: upload.limit, used: upload.used }).toEqual({ limit: parentUpload.limit, used: parentUpload.used });
    expect(upload.used).toBe(1);
  });

  it('a parent disables, then deletes a child: its sessions end and its model stays in the library', async () => {
    ok(
      await post(
        t,
        '/api/account/editAccount',
        { childId: child.id, nickname: '设计师小李', rights: ['upload'], enabled: false, code: await code(parent) },
        parent.token,
      ),
    );
    refused(await get(t, '/api/company/info', child.token), 401, '账号不存在或已停用', '300');
    refused(await post(t, '/api/account/login', { login: childLogin, password: sha256('abc12345') }), 403, '该账号已停用');
    ok(await post(t, '/api/account/deleteUser', { childId: child.id, code: await code(parent) }, parent.token));
    expect(ok<{ list: ChildAccount[] }>(await get(t, '/api/account/childList', parent.token)).list).toEqual([]);
    refused(
      await post(t, '/api/account/deleteUser', { childId: child.id, code: await code(parent) }, parent.token),
      403,
      '不是你的子账号',
    );
    const models = await t.db.kysely.selectFrom('models').select('user_id').where('created_by', '=', child.id).execute();
    expect(models).toEqual([{ user_id: parent.id }]);
  });
});
