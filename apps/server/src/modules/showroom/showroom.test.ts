import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOW_TEMPLATES, type PackageView, type ShowCard, type ShowScene, type ShowView } from '@moxing/shared';
import { DIALECTS, createTestApp, sha256, type TestApp } from '../../../test/harness.js';
import { textAsPicture } from '../file/test-helpers.js';
import { get, insertModel, makeUser, ok, post, refused, tinyPng, upload, type TestUser } from '../library/fixtures.js';
import { showPreview } from './pagePreview.js';
import { allowedActions, transition } from './transitions.js';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

/** A few bytes an MP3 starts with (an ID3 tag, then a frame header). */
const MP3 = Buffer.concat([
  Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x00', 'latin1'),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(400, 0x55),
]);

describe('the showroom state machine', () => {
  it('lets the owner publish a draft, take it offline and publish it again, and nobody else', () => {
    expect(transition('draft', 'publish', 'owner')).toBe('published');
    expect(transition('published', 'unpublish', 'owner')).toBe('offline');
    expect(transition('offline', 'publish', 'owner')).toBe('published');
    expect(() => transition('draft', 'unpublish', 'owner')).toThrow('草稿的展厅不能下线');
    expect(() => transition('published', 'publish', 'owner')).toThrow('已发布的展厅不能发布');
    expect(() => transition('draft', 'edit', 'visitor')).toThrow('这不是你的展厅');
    expect(allowedActions('draft', 'owner')).toEqual(['edit', 'publish']);
    expect(allowedActions('published', 'owner')).toEqual(['edit', 'unpublish']);
    expect(allowedActions('published', 'visitor')).toEqual([]);
  });
});

describe.each(DIALECTS)('showrooms on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let seller: TestUser;
  let visitor: TestUser;
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: true });
    owner = await makeUser(t, 2, '家具品牌');
    seller = await makeUser(t, 2, '另一位作者');
    visitor = await makeUser(t, 0, '访客');
    // More than the one show a user without a package may publish (showroomPages.test.ts tests the limit).
    const op = await makeUser(t, 5, '运营');
    const pro = ok<{ list: PackageView[] }>(await get(t, '/api/combopack/detail')).list.find(
      (p) => p.title === '专业版（年卡）',
    )!;
    ok(await post(t, '/api/rolerecord/recordrole', { userId: owner.id, packageId: pro.id, reason: '测试' }, op.token));
    codes.chair = (await insertModel(t, owner, { title: '圆椅', description: '实木圆椅' })).modelCode;
    codes.table = (await insertModel(t, owner, { title: '餐桌', price: 9900 })).modelCode;
    codes.ownPrivate = (await insertModel(t, owner, { title: '我的私有草图', visibility: 'private' })).modelCode;
    codes.free = (await insertModel(t, seller, { title: '免费台灯' })).modelCode;
    codes.paid = (await insertModel(t, seller, { title: '付费沙发', price: 5000 })).modelCode;
    const bought = await insertModel(t, seller, { title: '已购书柜', price: 3000 });
    codes.bought = bought.modelCode;
    await t.db.kysely.transaction().execute((trx) => t.services.library.recordPurchase(trx, owner.id, bought.id, 'T1', 3000));
    codes.otherPrivate = (await insertModel(t, seller, { title: '他人私有模型', visibility: 'private' })).modelCode;
    codes.processing = (await insertModel(t, owner, { title: '处理中', status: 'processing' })).modelCode;
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (body: Record<string, unknown> = {}, token = owner.token) =>
    ok<{ id: number }>(await post(t, '/api/show/save', { kind: 1, title: '春季新品展', template: 'gallery', ...body }, token)).id;
  const place = (slot: number, modelCode: string) => ({ slot, modelCode, rotation: 0, scale: 1 });
  const show = async (id: number, token?: string) => ok<ShowView>(await get(t, `/api/show/getShow?id=${id}`, token));

  it('creates a draft from a template, places own, bought and free models, and publishes it to the hall', async () => {
    const id = await create({ description: '2026 春季家具' });
    const draft = await show(id, owner.token);
    expect(draft).toMatchObject({
      status: 'draft',
      statusName: '草稿',
      actions: ['edit', 'publish'],
      isOwner: true,
      modelCount: 0,
    });
    // Nothing to see yet: a draft is the owner's only, and an empty show is not published.
    refused(await get(t, `/api/show/getShow?id=${id}`, visitor.token), 404, '展厅不存在或未发布');
    refused(await post(t, '/api/show/publish', { id }, owner.token), 409, '展厅里还没有展品');

    const placed = ok<ShowView>(
      await post(
        t,
        '/api/show/saveModels',
        {
          id,
          placements: [place(0, codes.chair!), { ...place(1, codes.bought!), rotation: 45, scale: 1.5 }, place(12, codes.free!)],
        },
        owner.token,
      ),
    );
    expect(placed.edit?.placements).toHaveLength(3);
    const published = ok<ShowView>(await post(t, '/api/show/publish', { id }, owner.token));
    expect(published).toMatchObject({ status: 'published', actions: ['edit', 'unpublish'] });
    expect(published.publishedAt).not.toBeNull();

    const hall = ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList?pageNum=1&pageSize=10'));
    expect(hall).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(hall.list[0]).toMatchObject({
      id,
      title: '春季新品展',
      kind: 1,
      kindName: '3D展厅',
      modelCount: 3,
      owner: { nickname: '家具品牌' },
    });
    expect(ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList?kind=2')).total).toBe(0);
    expect(ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList?keyword=春季')).total).toBe(1);
    expect(ok<{ list: ShowCard[] }>(await get(t, '/api/home/getHallList')).list.map((s) => s.id)).toContain(id);

    // A visitor sees the frame without the owner's editing data, and the scene with the light GLBs.
    expect(await show(id, visitor.token)).toMatchObject({ isOwner: false, edit: null, actions: [] });
    const scene = ok<ShowScene>(await get(t, `/api/show/getScene?id=${id}`));
    expect(scene).toMatchObject({
      showId: id,
      template: 'gallery',
      entrance: SHOW_TEMPLATES[0]!.entrance,
      music: { type: 0, url: null },
    });
    const chair = scene.placements.find((p) => p.slot === 0)!;
    expect(chair).toMatchObject({
      title: '圆椅',
      description: '实木圆椅',
      pageUrl: `/modelinfo/${codes.chair}`,
      free: true,
      priceText: '免费',
    });
    expect(chair.modelUrl).toMatch(new RegExp(`^/api/model/file/${codes.chair}/light\\.glb\\?v=`));
    expect(scene.placements.find((p) => p.slot === 1)).toMatchObject({ rotation: 45, scale: 1.5 });

    const models = ok<{ list: { modelCode: string }[] }>(await get(t, `/api/show/getShowModels?id=${id}`));
    expect(models.list.map((m) => m.modelCode).sort()).toEqual([codes.chair, codes.bought, codes.free].sort());

    // Visits: once per visitor and day, not the owner's own.
    expect(ok(await post(t, '/api/show/visit', { id }, visitor.token))).toEqual({ visitCount: 1, recorded: true });
    expect(ok(await post(t, '/api/show/visit', { id }, visitor.token))).toEqual({ visitCount: 1, recorded: false });
    expect(ok(await post(t, '/api/show/visit', { id }, owner.token))).toEqual({ visitCount: 1, recorded: false });

    // The QR code is a PNG of the show's link.
    const qr = await get(t, `/api/show/qrCode?id=${id}`);
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // The share card WeChat reads.
    const card = await showPreview(t.services.showrooms, new URL(`http://example.test/showDetail?id=${id}`));
    expect(card?.title).toBe('春季新品展 - 模型星球');
    expect(card?.head).toContain('<meta property="og:description" content="2026 春季家具">');
    expect(await showPreview(t.services.showrooms, new URL('http://example.test/showDetail?id=999999'))).toBeNull();

    // Offline: gone from the hall and from visitors.
    expect(ok<ShowView>(await post(t, '/api/show/unpublish', { id }, owner.token)).status).toBe('offline');
    expect(ok<Page<ShowCard>>(await get(t, '/api/exhibitionHall/getHallList')).total).toBe(0);
    refused(await get(t, `/api/show/getScene?id=${id}`, visitor.token), 404, '展厅不存在或未发布');
    expect((await show(id, owner.token)).actions).toEqual(['edit', 'publish']);
    const mine = ok<Page<ShowView>>(await get(t, '/api/show/myShows', owner.token));
    expect(mine.list.map((s) => s.id)).toContain(id);
  });

  it('lists the models an owner may place: own ready ones, bought ones and free public ones', async () => {
    const pick = async (source: string) =>
      ok<Page<{ modelCode: string }>>(await get(t, `/api/show/selectModels?source=${source}`, owner.token)).list.map(
        (m) => m.modelCode,
      );
    const own = await pick('own');
    expect(own).toEqual(expect.arrayContaining([codes.chair, codes.table, codes.ownPrivate]));
    expect(own).not.toContain(codes.processing);
    expect(await pick('bought')).toEqual([codes.bought]);
    const free = await pick('free');
    expect(free).toContain(codes.free);
    expect(free).not.toContain(codes.paid);
    refused(await get(t, '/api/show/selectModels'), 401, '请先登录');
    refused(await get(t, '/api/show/selectModels?source=all', owner.token), 400, '模型来源不正确');
  });

  it('refuses other people’s private or paid models, unknown slots and templates, and duplicate slots', async () => {
    const id = await create();
    const save = (placements: unknown[]) => post(t, '/api/show/saveModels', { id, placements }, owner.token);
    refused(await save([place(0, codes.otherPrivate!)]), 403, '是他人的私有模型，不能放入展厅');
    refused(await save([place(0, codes.paid!)]), 403, '只能放入自己的、已购买的或免费公开的模型');
    refused(await save([place(32, codes.chair!)]), 400, '展位 32 在模板“白色画廊”中不存在');
    refused(await save([place(0, codes.chair!), place(0, codes.table!)]), 400, '展位 0 只能放一个模型');
    refused(await save([place(0, codes.processing!)]), 404, '还在处理中');
    refused(await save([place(0, 'nosuchmodel')]), 404, '不存在');
    refused(await save([{ ...place(0, codes.chair!), scale: 9 }]), 400, '缩放');
    // Own private models may be placed (the owner shows them on purpose).
    ok(await save([place(0, codes.ownPrivate!)]));
    refused(
      await post(t, '/api/show/save', { kind: 1, title: '展', template: 'castle' }, owner.token),
      400,
      '展厅模板“castle”不存在',
    );
    refused(await post(t, '/api/show/save', { kind: 4, title: '展', template: 'gallery' }, owner.token), 400, '展厅类型不正确');
    refused(await post(t, '/api/show/save', { kind: 1, title: '', template: 'gallery' }, owner.token), 400, '请填写展厅名称');
    refused(await post(t, '/api/show/save', { kind: 1, title: '展', template: 'gallery' }), 401, '请先登录');
  });

  it('keeps the placements whose slot the new template also has when the template changes', async () => {
    const id = await create();
    ok(await post(t, '/api/show/saveModels', { id, placements: [place(0, codes.chair!), place(20, codes.table!)] }, owner.token));
    // The corridor has slots 0-16: slot 20 goes, slot 0 stays.
    ok(await post(t, '/api/show/save', { id, kind: 1, title: '春季新品展', template: 'corridor' }, owner.token));
    const changed = await show(id, owner.token);
    expect(changed.template).toBe('corridor');
    expect(changed.edit?.placements).toEqual([place(0, codes.chair!)]);
  });

  it('refuses someone else’s show id in every edit call', async () => {
    const id = await create();
    ok(await post(t, '/api/show/saveModels', { id, placements: [place(0, codes.chair!)] }, owner.token));
    const theirs = seller.token;
    refused(
      await post(t, '/api/show/save', { id, kind: 1, title: '抢来的', template: 'gallery' }, theirs),
      403,
      '这不是你的展厅',
    );
    refused(await post(t, '/api/show/saveModels', { id, placements: [] }, theirs), 403, '这不是你的展厅');
    refused(await post(t, '/api/show/publish', { id }, theirs), 403, '这不是你的展厅');
    ok(await post(t, '/api/show/publish', { id }, owner.token));
    refused(await post(t, '/api/show/unpublish', { id }, theirs), 403, '这不是你的展厅');
    refused(
      await post(t, '/api/show/save', { id: 999999, kind: 1, title: '无', template: 'gallery' }, theirs),
      404,
      '展厅不存在',
    );
    expect((await show(id, owner.token)).title).toBe('春季新品展');
  });

  it('refuses text posing as a cover picture', async () => {
    const text = await textAsPicture(t, owner.token);
    refused(
      await post(t, '/api/show/save', { kind: 1, title: '展', template: 'gallery', coverFileId: text }, owner.token),
      400,
      '封面只支持 PNG、JPEG、WebP 图片，“说明.txt”不是图片',
    );
  });

  it('takes own audio up to 20 MB as music and an own picture as cover; refuses the rest', async () => {
    const mp3 = await upload(t, owner.token, 'spring.mp3', MP3);
    const cover = await upload(t, owner.token, 'cover.png', await tinyPng(3));
    const id = await create({ musicType: 2, musicFileId: mp3.fileId, coverFileId: cover.fileId });
    const saved = await show(id, owner.token);
    expect(saved.edit).toMatchObject({ musicType: 2, musicFileId: mp3.fileId, coverFileId: cover.fileId });
    expect(saved.cover).toBe(`/api/common/file/${cover.fileId}`);
    ok(await post(t, '/api/show/saveModels', { id, placements: [place(0, codes.chair!)] }, owner.token));
    ok(await post(t, '/api/show/publish', { id }, owner.token));
    expect(ok<ShowScene>(await get(t, `/api/show/getScene?id=${id}`)).music).toEqual({
      type: 2,
      url: `/api/common/file/${mp3.fileId}`,
    });
    // Shown to visitors, so made public.
    expect((await get(t, `/api/common/file/${mp3.fileId}`)).statusCode).toBe(200);

    const png = await upload(t, owner.token, 'notmusic.png', await tinyPng(4));
    refused(
      await post(
        t,
        '/api/show/save',
        { id, kind: 1, title: '展', template: 'gallery', musicType: 2, musicFileId: png.fileId },
        owner.token,
      ),
      400,
      '不是音频',
    );
    const big = await upload(t, owner.token, 'big.mp3', MP3);
    // The size as the file module recorded it; a real 21 MB body would only slow the test down.
    await t.db.kysely
      .updateTable('files')
      .set({ size: 21 * 1024 * 1024 })
      .where('file_id', '=', big.fileId)
      .execute();
    refused(
      await post(t, '/api/show/save', { id, kind: 1, title: '展', template: 'gallery', musicFileId: big.fileId }, owner.token),
      413,
      '不能超过 20',
    );
    const others = await upload(t, seller.token, 'theirs.mp3', MP3);
    refused(
      await post(t, '/api/show/save', { id, kind: 1, title: '展', template: 'gallery', musicFileId: others.fileId }, owner.token),
      403,
    );
    refused(
      await post(
        t,
        '/api/show/save',
        { id, kind: 1, title: '展', template: 'gallery', musicType: 2, musicFileId: null },
        owner.token,
      ),
      400,
      '须先上传音频',
    );
  });

  it('asks for the password before the scene; wrong passwords are rate-limited', async () => {
    const id = await create({ password: sha256('secret88') });
    ok(await post(t, '/api/show/saveModels', { id, placements: [place(0, codes.chair!)] }, owner.token));
    ok(await post(t, '/api/show/publish', { id }, owner.token));
    expect((await show(id)).hasPassword).toBe(true);
    refused(await get(t, `/api/show/getScene?id=${id}`), 403, '需要访问密码');
    refused(await get(t, `/api/show/getScene?id=${id}&unlock=123.abc`), 403, '需要访问密码');
    // The owner needs no password.
    ok(await get(t, `/api/show/getScene?id=${id}`, owner.token));

    const { token } = ok<{ token: string }>(
      await post(t, '/api/show/unlock', { id, password: sha256('secret88') }, visitor.token),
    );
    expect(
      ok<ShowScene>(await get(t, `/api/show/getScene?id=${id}&unlock=${encodeURIComponent(token)}`)).placements,
    ).toHaveLength(1);

    for (let i = 0; i < 5; i += 1)
      refused(await post(t, '/api/show/unlock', { id, password: sha256(`wrong${i}`) }, seller.token), 403, '访问密码不正确');
    refused(await post(t, '/api/show/unlock', { id, password: sha256('secret88') }, seller.token), 429, '密码错误次数过多');

    // Removing the password opens the show.
    ok(await post(t, '/api/show/save', { id, kind: 1, title: '春季新品展', template: 'gallery', password: '' }, owner.token));
    ok(await get(t, `/api/show/getScene?id=${id}`));
  });
});
