import type { ModelCard, ModelDetail, MyModelItem } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, insertModel, ok, post, refused, seedLibrary, type Page, type TestUser } from '../library/fixtures.js';

describe.each(DIALECTS)('the shelf and recycle bin on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let visitor: TestUser;
  let codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ ann, bob, visitor, codes } = await seedLibrary(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const list = async (qs: string, token?: string) => ok<Page<ModelCard>>(await get(t, `/api/model/list?${qs}`, token));
  const titles = (p: Page<ModelCard>) => p.list.map((m) => m.title);

  it('moves models to the recycle bin, restores them and clears them for good', async () => {
    const { modelCode } = await insertModel(t, ann, { title: '回收站测试沙发', type: '家具', trade: '泛家居' });
    ok(await post(t, '/api/model/like', { modelCode }, visitor.token));
    refused(await post(t, '/api/model/deleteModel', { modelCodes: [modelCode] }, visitor.token), 403, /自己的模型/);
    expect(ok<{ changed: number }>(await post(t, '/api/model/deleteModel', { modelCodes: [modelCode] }, ann.token)).changed).toBe(
      1,
    );
    expect(titles(await list(`keyword=${encodeURIComponent('回收站测试')}&pageSize=100`))).not.toContain('回收站测试沙发');
    refused(await get(t, `/api/model/detail?modelCode=${modelCode}`), 404);
    let bin = ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', ann.token));
    expect(bin.list.map((m) => m.modelCode)).toEqual(expect.arrayContaining([modelCode, codes.deletedSofa]));
    expect(bin.list.find((m) => m.modelCode === modelCode)?.purgeAt).toBeTruthy();
    expect(ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', visitor.token)).total).toBe(0);

    expect(ok<{ changed: number }>(await post(t, '/api/model/restoresModel', { modelCodes: modelCode }, ann.token)).changed).toBe(
      1,
    );
    expect(titles(await list(`keyword=${encodeURIComponent('回收站测试')}`))).toEqual(['回收站测试沙发']);
    refused(await post(t, '/api/user/userRecycleClear', { modelCodes: [modelCode] }, ann.token), 409, /不在回收站/);

    ok(await post(t, '/api/model/deleteModel', { modelCodes: [modelCode] }, ann.token));
    expect(
      ok<{ changed: number }>(await post(t, '/api/user/userRecycleClear', { modelCodes: [modelCode] }, ann.token)).changed,
    ).toBe(1);
    expect(
      await t.db.kysely.selectFrom('models').select('id').where('model_code', '=', modelCode).executeTakeFirst(),
    ).toBeUndefined();
    refused(await post(t, '/api/model/restoresModel', { modelCodes: [modelCode] }, ann.token), 404);
    expect(ok<{ changed: number }>(await post(t, '/api/user/userRecycleClearAll', {}, ann.token)).changed).toBe(1);
    bin = ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', ann.token));
    expect(bin.total).toBe(0);
  });

  it('lets the owner edit the listing and save viewer settings; others may not', async () => {
    const item = ok<MyModelItem>(
      await post(
        t,
        '/api/model/updateModelInfo',
        { modelCode: codes.table, title: '新中式红木茶几', tags: '茶台,红木', price: 990 },
        ann.token,
      ),
    );
    expect(item).toMatchObject({ title: '新中式红木茶几', tags: ['茶台', '红木'], price: 990, priceText: '¥9.90' });
    expect(titles(await list(`keyword=${encodeURIComponent('茶台')}`))).toEqual(['新中式红木茶几']);
    refused(await post(t, '/api/model/updateModelInfo', { modelCode: codes.table, title: '抢走' }, bob.token), 403);
    refused(
      await post(t, '/api/model/updateModelInfo', { modelCode: codes.table, title: 'x'.repeat(101) }, ann.token),
      400,
      /100/,
    );

    const settings = {
      camera: { position: [1, 1.5, 2.5], target: [0, 0.4, 0], fov: 40 },
      background: { type: 'gradient', color: '#f5f6f8', color2: '#b8bec8' },
      environment: 'sunset',
      autoRotate: true,
    };
    const saved = ok<Record<string, unknown>>(
      await post(t, '/api/model/saveViewerSettings', { modelCode: codes.table, settings }, ann.token),
    );
    expect(saved).toMatchObject({ environment: 'sunset', autoRotate: true, exposure: 1, view: 'normal' });
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${codes.table}`)).viewerSettings).toMatchObject({
      environment: 'sunset',
      camera: { fov: 40 },
    });
    refused(await post(t, '/api/model/saveViewerSettings', { modelCode: codes.table, settings }, bob.token), 403);
    refused(
      await post(
        t,
        '/api/model/saveViewerSettings',
        { modelCode: codes.table, settings: { ...settings, environment: 'mars' } },
        ann.token,
      ),
      400,
    );

    // Making a model private takes it out of lists and search at once.
    ok(await post(t, '/api/model/updateModelInfo', { modelCode: codes.table, visibility: 'private' }, ann.token));
    expect(titles(await list(`keyword=${encodeURIComponent('茶台')}`))).toEqual([]);
    expect(titles(await list('trade=泛家居'))).not.toContain('新中式红木茶几');
    ok(await post(t, '/api/model/updateModelInfo', { modelCode: codes.table, visibility: 'public' }, ann.token));
  });

  it('syncs models to the owner space and lists them', async () => {
    refused(await post(t, '/api/model/updateSyncState', { modelCodes: [codes.processing], synced: true }, ann.token), 409);
    ok(await post(t, '/api/model/updateSyncState', { modelCodes: [codes.sofa, codes.sofabed], synced: 'true' }, ann.token));
    const states = ok<Page<MyModelItem>>(await get(t, '/api/model/getSycnStateModels', ann.token));
    expect(
      states.list
        .filter((m) => m.synced)
        .map((m) => m.modelCode)
        .sort(),
    ).toEqual([codes.sofa, codes.sofabed].sort());
    const space = ok<Page<ModelCard>>(await get(t, `/api/user/zoomModels?userId=${ann.id}`));
    expect(space.list.map((m) => m.modelCode).sort()).toEqual([codes.sofa, codes.sofabed].sort());
    ok(await post(t, '/api/model/updateSyncState', { modelCodes: codes.sofabed, synced: false }, ann.token));
    expect(ok<Page<ModelCard>>(await get(t, '/api/user/zoomModels', ann.token)).list.map((m) => m.modelCode)).toEqual([
      codes.sofa,
    ]);
    const recent = ok<MyModelItem[]>(await get(t, '/api/usercenter/recent/upload?limit=3', ann.token));
    expect(recent).toHaveLength(3);
  });
});
