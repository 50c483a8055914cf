import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeviceView, ImplementEntry, StatDaily, StatModelRow, StatOverview } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { topUp } from '../demand/fixtures.js';
import { get, insertModel, makeUser, ok, post, refused, upload, type TestUser } from '../library/fixtures.js';
import { DEMO_MODELS, writeDemoGlb } from '../../seed-models/index.js';
import { StatisticsService } from './service.js';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
const today = () => new Date().toISOString().slice(0, 10);
const dayBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)('statistics dashboards and devices on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let fan: TestUser;
  let other: TestUser;
  let operator: TestUser;
  let chair: { id: number; modelCode: string };
  let lamp: { id: number; modelCode: string };
  let bowl: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await makeUser(t, 2, '统计作者');
    fan = await makeUser(t, 0, '粉丝');
    other = await makeUser(t, 2, '别人');
    operator = await makeUser(t, 5, '运营');
    chair = await insertModel(t, owner, { title: '统计椅子', price: 2000 });
    lamp = await insertModel(t, owner, { title: '=统计台灯' });
    await insertModel(t, other, { title: '别人的桌子' });
    // A real free model, so a download goes through the download call.
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-stats-')), 'demo.glb');
    await writeDemoGlb(DEMO_MODELS[0]!, tmp);
    const file = await upload(t, owner.token, '碗.glb', fs.readFileSync(tmp));
    fs.rmSync(path.dirname(tmp), { recursive: true, force: true });
    bowl = ok<{ modelCode: string }>(
      await post(
        t,
        '/api/model/uploadModel',
        {
          fileIds: [file.fileId],
          title: '统计碗',
          description: '',
          type: '餐具',
          trade: '日用百货',
          price: 0,
          freeDownload: true,
        },
        owner.token,
      ),
    ).modelCode;
    await t.services.worker.drain(5);
  });
  afterAll(async () => {
    await t?.close();
  });

  const overview = async (query = '', token = owner.token) =>
    ok<StatOverview>(await get(t, `/api/statistics/overview${query}`, token));

  it('records every kind of event in the model row and the owner row of the day', async () => {
    const before = (await overview()).totals;
    expect(before).toEqual({
      views: 0,
      embeds: 0,
      downloads: 0,
      likes: 0,
      collects: 0,
      comments: 0,
      sales: 0,
      salesAmount: 0,
      visitors: 0,
    });

    ok(await get(t, `/api/model/detail?modelCode=${chair.modelCode}`, fan.token));
    ok(await get(t, `/api/model/detail?modelCode=${lamp.modelCode}`, fan.token));
    ok(await get(t, `/api/model/detail?modelCode=${chair.modelCode}`, other.token));
    ok(await post(t, '/api/embed/view', { modelCode: chair.modelCode, referrer: 'https://shop.example.cn/a' }));
    ok(await post(t, '/api/embed/view', { modelCode: chair.modelCode, referrer: 'https://shop.example.cn/b' }));
    await t.services.library.flushCounters();
    ok(await post(t, '/api/model/like', { modelCode: chair.modelCode, liked: true }, fan.token));
    ok(await post(t, '/api/model/collect', { modelCode: lamp.modelCode, collected: true }, fan.token));
    ok(await post(t, '/api/model/comment/add', { modelCode: lamp.modelCode, content: '好看' }, fan.token));
    const dl = await t.app.inject({
      method: 'GET',
      url: `/api/model/download?modelCode=${bowl}&format=original`,
      headers: { token: fan.token },
    });
    expect(dl.statusCode).toBe(200);
    // A paid purchase with coins.
    await topUp(t, fan, 20);
    const order = ok<{ orderNo: string }>(await post(t, '/api/modelorder/addOrder', { modelCode: chair.modelCode }, fan.token));
    ok(await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, fan.token));
    // Space visitors: once per visitor and day.
    ok(await post(t, '/api/uservistor/add', { userId: owner.id }, fan.token));
    ok(await post(t, '/api/uservistor/add', { userId: owner.id }, fan.token));
    ok(await post(t, '/api/uservistor/add', { userId: owner.id }, other.token));

    const o = await overview();
    expect(o.totals).toEqual({
      views: 3,
      embeds: 2,
      downloads: 1,
      likes: 1,
      collects: 1,
      comments: 1,
      sales: 1,
      salesAmount: 2000,
      visitors: 2,
    });
    expect(o.range).toEqual({ from: dayBefore(today(), 29), to: today() });
    expect(o.previousRange).toEqual({ from: dayBefore(today(), 59), to: dayBefore(today(), 30) });
    expect(o.members).toBe(1);
    expect(o.models).toEqual({ total: 3, listed: 3, embedded: 1 });
    // Another owner's figures are their own.
    expect((await overview('', other.token)).totals.views).toBe(0);

    const chairDays = ok<StatDaily>(await get(t, `/api/statistics/daily?modelCode=${chair.modelCode}`, owner.token));
    expect(chairDays.days).toHaveLength(30);
    expect(chairDays.days.at(-1)).toBe(today());
    expect(chairDays.series.views.at(-1)).toBe(2);
    expect(chairDays.series.embeds.at(-1)).toBe(2);
    expect(chairDays.series.sales.at(-1)).toBe(1);
    expect(chairDays.series.salesAmount.at(-1)).toBe(2000);
    expect(chairDays.series.visitors.at(-1)).toBe(0);
    const all = ok<StatDaily>(await get(t, '/api/statistics/daily', owner.token));
    expect(all.series.visitors.at(-1)).toBe(2);
    expect(all.series.views.reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('compares a range with the previous period of the same length', async () => {
    // Yesterday and the week before, written as the recorder's day rows.
    const d = today();
    await t.db.kysely
      .insertInto('owner_daily_stats')
      .values([
        { user_id: owner.id, day: dayBefore(d, 1), views: 10, likes: 4 },
        { user_id: owner.id, day: dayBefore(d, 8), views: 5, likes: 1 },
        { user_id: owner.id, day: dayBefore(d, 20), views: 100, likes: 0 },
      ])
      .execute();
    const week = await overview(`?from=${dayBefore(d, 6)}&to=${d}`);
    expect(week.range).toEqual({ from: dayBefore(d, 6), to: d });
    expect(week.previousRange).toEqual({ from: dayBefore(d, 13), to: dayBefore(d, 7) });
    expect(week.totals.views).toBe(13);
    expect(week.previous.views).toBe(5);
    expect(week.previous.likes).toBe(1);
    const one = await overview(`?from=${dayBefore(d, 1)}&to=${dayBefore(d, 1)}`);
    expect(one.totals.views).toBe(10);
    expect(one.previousRange).toEqual({ from: dayBefore(d, 2), to: dayBefore(d, 2) });
    const daily = ok<StatDaily>(await get(t, `/api/statistics/daily?from=${dayBefore(d, 2)}&to=${d}`, owner.token));
    expect(daily.days).toEqual([dayBefore(d, 2), dayBefore(d, 1), d]);
    expect(daily.series.views).toEqual([0, 10, 3]);
  });

  it('ranks my models with activity in the range by the chosen figure', async () => {
    const byViews = ok<Page<StatModelRow>>(await get(t, '/api/statistics/models', owner.token));
    expect(byViews.total).toBe(3);
    expect(byViews.list.map((m) => m.title)).toEqual(['统计椅子', '=统计台灯', '统计碗']);
    expect(byViews.list[0]).toMatchObject({ views: 2, embeds: 2, likes: 1, sales: 1, salesAmount: 2000 });
    const byCollects = ok<Page<StatModelRow>>(await get(t, '/api/statistics/models?sort=collects&pageSize=1', owner.token));
    expect(byCollects).toMatchObject({ total: 3, pageSize: 1 });
    expect(byCollects.list.map((m) => m.title)).toEqual(['=统计台灯']);
    const old = ok<Page<StatModelRow>>(await get(t, '/api/statistics/models?from=2020-01-01&to=2020-01-31', owner.token));
    expect(old).toMatchObject({ total: 0, list: [] });
  });

  it('exports the days and the models as CSV that spreadsheets open safely', async () => {
    const d = today();
    const daily = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/export?from=${dayBefore(d, 1)}&to=${d}`,
      headers: { token: owner.token },
    });
    expect(daily.statusCode).toBe(200);
    expect(daily.headers['content-type']).toMatch(/^text\/csv/);
    expect(daily.headers['content-disposition']).toBe(`attachment; filename="statistics-daily-${dayBefore(d, 1)}-${d}.csv"`);
    const lines = daily.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('日期,浏览,嵌入,下载,点赞,收藏,评论,销量,销售额（元）,空间访客');
    expect(lines[1]).toBe(`${dayBefore(d, 1)},10,0,0,4,0,0,0,0.00,0`);
    expect(lines[2]).toBe(`${d},3,2,1,1,1,1,1,20.00,2`);
    const models = await t.app.inject({
      method: 'GET',
      url: '/api/statistics/export?kind=models',
      headers: { token: owner.token },
    });
    const rows = models.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe('模型编号,模型名称,浏览,嵌入,下载,点赞,收藏,评论,销量,销售额（元）');
    expect(rows[1]).toBe(`${chair.modelCode},统计椅子,2,2,0,1,0,0,1,20.00`);
    // A title starting with "=" is not a formula.
    expect(rows[2]).toBe(`${lamp.modelCode},'=统计台灯,1,0,0,0,1,1,0,0.00`);
    refused(await get(t, '/api/statistics/export'), 401);
  });

  it("narrows every dashboard to one of the company's brands: the models tagged with it", async () => {
    const brand = ok<{ id: number }>(await post(t, '/api/company/brand/save', { name: '统计品牌' }, owner.token));
    ok(await post(t, '/api/model/updateModelInfo', { modelCode: chair.modelCode, brandId: brand.id }, owner.token));
    const o = await overview(`?brandId=${brand.id}`);
    expect(o.totals).toEqual({
      views: 2,
      embeds: 2,
      downloads: 0,
      likes: 1,
      collects: 0,
      comments: 0,
      sales: 1,
      salesAmount: 2000,
      visitors: 0,
    });
    expect(o.models).toEqual({ total: 1, listed: 1, embedded: 1 });
    const days = ok<StatDaily>(await get(t, `/api/statistics/daily?brandId=${brand.id}`, owner.token));
    expect(days.series.views.at(-1)).toBe(2);
    expect(days.series.views.reduce((a, b) => a + b, 0)).toBe(2);
    const ranked = ok<Page<StatModelRow>>(await get(t, `/api/statistics/models?brandId=${brand.id}`, owner.token));
    expect(ranked.list.map((m) => m.title)).toEqual(['统计椅子']);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/export?kind=models&brandId=${brand.id}`,
      headers: { token: owner.token },
    });
    expect(
      csv.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      '模型编号,模型名称,浏览,嵌入,下载,点赞,收藏,评论,销量,销售额（元）',
      `${chair.modelCode},统计椅子,2,2,0,1,0,0,1,20.00`,
    ]);
    const theirs = ok<{ id: number }>(await post(t, '/api/company/brand/save', { name: '别人的品牌' }, other.token));
    refused(await get(t, `/api/statistics/overview?brandId=${theirs.id}`, owner.token), 403, '只能查看本企业品牌的统计');
    refused(await get(t, '/api/statistics/daily?brandId=999999', owner.token), 404, '品牌不存在');
    refused(await get(t, '/api/statistics/models?brandId=abc', owner.token), 400, '品牌编号不正确');
  });

  it("refuses another user's model, bad ranges and anonymous callers", async () => {
    refused(await get(t, `/api/statistics/daily?modelCode=${chair.modelCode}`, other.token), 403, '只能查看自己模型的统计');
    refused(await get(t, '/api/statistics/daily?modelCode=abcdef999999', owner.token), 404);
    refused(await get(t, '/api/statistics/overview'), 401);
    refused(await get(t, '/api/statistics/overview?from=2026-02-30', owner.token), 400, /开始日期应为/);
    refused(await get(t, '/api/statistics/overview?from=yesterday', owner.token), 400, /开始日期应为/);
    refused(await get(t, '/api/statistics/overview?from=2026-03-02&to=2026-03-01', owner.token), 400, '开始日期不能晚于结束日期');
    refused(await get(t, '/api/statistics/overview?from=2024-01-01&to=2026-01-01', owner.token), 400, /最多 366 天/);
    refused(await get(t, '/api/statistics/models?sort=visitors', owner.token), 400, '排序字段不正确');
    refused(await get(t, '/api/statistics/export?kind=pdf', owner.token), 400, '导出类型不正确');
  });

  it("spans a company's sub-accounts through the team directory", async () => {
    const company = new StatisticsService({
      db: t.db,
      team: { memberIds: async (id) => (id === owner.id ? [owner.id, other.id] : [id]) },
    });
    const session = { id: owner.id, type: owner.type, sessionId: 0 };
    const o = await company.overview(session, {});
    expect(o.members).toBe(2);
    expect(o.models.total).toBe(4);
    const d = await company.daily(session, { modelCode: (await insertModel(t, other, { title: '子账号模型' })).modelCode });
    expect(d.days).toHaveLength(30);
  });

  it("reuses a range's model sums for 30 seconds, then reads them again", async () => {
    let now = Date.now();
    const stats = new StatisticsService({ db: t.db, team: { memberIds: async (id) => [id] }, clock: () => now });
    const session = { id: owner.id, type: owner.type, sessionId: 0 };
    const query = { sort: 'views' as const, pageNum: 1, pageSize: 10 };
    const before = await stats.models(session, query);
    expect(before.list[0]?.title).toBe('统计椅子');
    const addViews = (n: number) =>
      t.db.kysely
        .updateTable('model_daily_stats')
        .set((eb) => ({ views: eb('views', '+', n) }))
        .where('model_id', '=', lamp.id)
        .where('day', '=', today())
        .execute();
    await addViews(100);
    try {
      expect((await stats.models(session, query)).list).toEqual(before.list);
      now += 30_001;
      expect((await stats.models(session, query)).list[0]).toMatchObject({ title: '=统计台灯', views: 101 });
    } finally {
      await addViews(-100);
    }
  });

  it("registers devices by serial, links my models to them, and refuses others' serials and models", async () => {
    expect(ok<{ list: DeviceView[] }>(await get(t, '/api/device/getList', owner.token)).list).toEqual([]);
    const mp80 = ok<DeviceView>(
      await post(t, '/api/device/add', { serial: 'mp80-2024-0001', type: '1', name: '工作室手持扫描仪' }, owner.token),
    );
    expect(mp80).toMatchObject({ serial: 'MP80-2024-0001', type: '1', typeName: '手持式', modelCount: 0 });
    refused(
      await post(t, '/api/device/add', { serial: 'MP80-2024-0001', type: '1', name: '再登记' }, owner.token),
      409,
      '该设备已登记在您的账号下',
    );
    refused(
      await post(t, '/api/device/add', { serial: 'MP80-2024-0001', type: '2', name: '抢登记' }, other.token),
      409,
      /已被其他账号登记/,
    );
    refused(await post(t, '/api/device/add', { serial: '短', type: '1', name: 'x' }, owner.token), 400, /序列号为 6-40 位/);
    refused(await post(t, '/api/device/add', { serial: 'BOX-000001', type: '4', name: 'x' }, owner.token), 400, /设备类型应为/);
    const box = ok<DeviceView>(await post(t, '/api/device/add', { serial: 'BOX-000001', type: '2', name: '箱式' }, other.token));

    expect(ok(await post(t, '/api/device/linkModel', { modelCode: chair.modelCode, deviceId: mp80.id }, owner.token))).toEqual({
      modelCode: chair.modelCode,
      deviceId: mp80.id,
    });
    ok(await post(t, '/api/device/linkModel', { modelCode: lamp.modelCode, deviceId: mp80.id }, owner.token));
    refused(
      await post(t, '/api/device/linkModel', { modelCode: chair.modelCode, deviceId: box.id }, owner.token),
      403,
      '只能选择自己登记的设备',
    );
    refused(
      await post(t, '/api/device/linkModel', { modelCode: chair.modelCode, deviceId: mp80.id }, other.token),
      403,
      '只能设置自己的模型',
    );
    refused(
      await post(t, '/api/device/linkModel', { modelCode: chair.modelCode, deviceId: 99999 }, owner.token),
      404,
      '设备不存在',
    );
    const list = ok<{ list: DeviceView[] }>(await get(t, '/api/device/getList', owner.token)).list;
    expect(list).toHaveLength(1);
    expect(list[0]!.modelCount).toBe(2);
    expect(list[0]!.models.map((m) => m.title).sort()).toEqual(['=统计台灯', '统计椅子']);
    ok(await post(t, '/api/device/linkModel', { modelCode: lamp.modelCode, deviceId: '' }, owner.token));
    expect(ok<{ list: DeviceView[] }>(await get(t, '/api/device/getList', owner.token)).list[0]!.modelCount).toBe(1);
    refused(await get(t, '/api/device/getList'), 401);
  });

  it('keeps the hardware showcase, edited by operators only', async () => {
    const entry = {
      bigTitle: 'MP80 手持扫描仪',
      smallTitle: '5-50 厘米物品',
      text: '蓝光扫描，精度 0.05 毫米',
      descUrl: '/helpWord',
      video: '',
      code: 'MP80',
      sort: 1,
    };
    refused(await post(t, '/api/implement/save', entry, owner.token), 403);
    const saved = ok<ImplementEntry>(await post(t, '/api/implement/save', entry, operator.token));
    expect(saved).toMatchObject(entry);
    ok(await post(t, '/api/implement/save', { ...entry, code: 'MP200', bigTitle: 'MP200', sort: 0 }, operator.token));
    refused(await post(t, '/api/implement/save', { ...entry, bigTitle: '重复' }, operator.token), 409, '型号 MP80 已有展示条目');
    refused(
      await post(t, '/api/implement/save', { ...entry, code: 'X1', descUrl: 'javascript:alert(1)' }, operator.token),
      400,
      /详情链接应为/,
    );
    const edited = ok<ImplementEntry>(
      await post(t, '/api/implement/save', { ...entry, id: saved.id, smallTitle: '小物件' }, operator.token),
    );
    expect(edited.smallTitle).toBe('小物件');
    const list = ok<{ list: ImplementEntry[] }>(await get(t, '/api/implement/getList'));
    expect(list.list.map((e) => e.code)).toEqual(['MP200', 'MP80']);
    ok(await post(t, '/api/implement/delete', { id: saved.id }, operator.token));
    refused(await post(t, '/api/implement/delete', { id: saved.id }, operator.token), 404);
    expect(ok<{ list: ImplementEntry[] }>(await get(t, '/api/implement/getList')).list).toHaveLength(1);
  });
});
