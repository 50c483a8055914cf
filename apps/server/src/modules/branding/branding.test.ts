import type { ModelCard, ModelCover, ModelDetail, MyLogo, MyModelItem, RoleCode } from '@moxing/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, insertModel, makeUser, ok, post, refused, upload, type Page, type TestUser } from '../library/fixtures.js';

/** A picture whose left half is red and right half blue: which half a cover shows tells where it was cut. */
const halves = (width: number, height: number) => {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .composite([
      {
        input: { create: { width: width - half, height, channels: 3, background: { r: 20, g: 20, b: 220 } } },
        left: half,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
};

const logoPng = () =>
  sharp({ create: { width: 200, height: 80, channels: 4, background: { r: 30, g: 90, b: 255, alpha: 0.6 } } })
    .png()
    .toBuffer();

/** Starts like a PNG (so the upload is taken as one), then is not a picture at all. */
const brokenPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(600, 7)]);

describe.each(DIALECTS)('custom logo and cover on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let visitor: TestUser;
  let op: TestUser;
  let sofa: string;
  let chair: string;
  let ring: string;
  let processing: string;
  let opModel: string;
  const granted = new Map<number, Set<RoleCode>>();

  const grant = (user: TestUser, ...roles: RoleCode[]) => granted.set(user.id, new Set(roles));
  const file = async (url: string, token?: string) => {
    const res = await get(t, url, token);
    return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload };
  };
  const modelRow = (code: string) =>
    t.db.kysely.selectFrom('models').selectAll().where('model_code', '=', code).executeTakeFirstOrThrow();
  /** Red when the cover shows the left half, blue when the right. */
  const colourOf = async (bytes: Buffer) => {
    const { channels } = await sharp(bytes).stats();
    return channels[0]!.mean > channels[2]!.mean ? 'red' : 'blue';
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ann = await makeUser(t, 2, '安家具工作室');
    bob = await makeUser(t, 3, '博珠宝');
    visitor = await makeUser(t, 0, '路人乙');
    op = await makeUser(t, 5, '运营小王');
    sofa = (await insertModel(t, ann, { title: '布艺沙发', type: '家具', trade: '泛家居' })).modelCode;
    chair = (await insertModel(t, ann, { title: '实木餐椅', type: '家具', trade: '泛家居' })).modelCode;
    ring = (await insertModel(t, bob, { title: '铂金戒指', type: '首饰', trade: '珠宝首饰' })).modelCode;
    processing = (await insertModel(t, ann, { title: '处理中的柜子', status: 'processing' })).modelCode;
    opModel = (await insertModel(t, op, { title: '平台示例模型' })).modelCode;
    t.services.library.setPackageRoles(async (userId, role) => granted.get(userId)?.has(role) ?? false);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a logo without the LG3 package, then shows the owner’s logo in the detail and the embed', async () => {
    expect(ok<MyLogo>(await get(t, '/api/model/logo', ann.token))).toEqual({ allowed: false, logo: null });
    refused(await get(t, '/api/model/logo'), 401);
    const picture = await upload(t, ann.token, '品牌.png', await logoPng());
    refused(
      await post(t, '/api/model/saveLogo', { fileId: picture.fileId, position: 'topRight' }, ann.token),
      403,
      /自定义 Logo.*套餐/,
    );
    expect(ok<MyLogo>(await get(t, '/api/model/logo', ann.token)).logo).toBeNull();
    // Without a logo of their own, viewers draw the platform's mark.
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${sofa}`)).logo).toEqual({
      source: 'platform',
      image: null,
      text: '模型星球',
      link: `/modelinfo/${sofa}`,
      position: 'bottomLeft',
    });

    grant(ann, 'LG3');
    const saved = ok<MyLogo>(
      await post(
        t,
        '/api/model/saveLogo',
        { fileId: picture.fileId, link: 'https://brand.example.com/home', position: 'topRight' },
        ann.token,
      ),
    );
    expect(saved).toMatchObject({
      allowed: true,
      logo: { width: 200, height: 80, link: 'https://brand.example.com/home', position: 'topRight' },
    });
    const image = saved.logo!.image;
    expect(image).toMatch(/^\/api\/common\/file\/[\w-]+$/);
    expect(image).not.toBe(picture.url);
    // Drawn on other people's sites: anyone may read it, and it is a real WebP with the transparency kept.
    const served = await file(image);
    expect(served).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'webp', width: 200, height: 80, hasAlpha: true });

    const expected = { source: 'custom', image, text: null, link: 'https://brand.example.com/home', position: 'topRight' };
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${sofa}`, visitor.token)).logo).toEqual(expected);
    expect(ok<ModelDetail>(await post(t, '/api/embed/view', { modelCode: chair })).logo).toEqual(expected);
    // Somebody else's models keep the platform's mark.
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${ring}`)).logo.source).toBe('platform');

    // The corner and the link change without a new picture.
    const moved = ok<MyLogo>(await post(t, '/api/model/saveLogo', { position: 'bottomRight', link: '' }, ann.token));
    expect(moved.logo).toMatchObject({ image, link: null, position: 'bottomRight' });
  });

  it('refuses bad logos and changes nothing', async () => {
    const before = ok<MyLogo>(await get(t, '/api/model/logo', ann.token));
    expect(before.logo).not.toBeNull();
    const save = (body: Record<string, unknown>) => post(t, '/api/model/saveLogo', body, ann.token);
    refused(await save({ link: 'javascript:alert(1)' }), 400, /http/);
    refused(await save({ link: 'ftp://brand.example.com' }), 400, /http/);
    refused(await save({ position: 'middle' }), 400, /位置/);
    const broken = await upload(t, ann.token, 'logo.png', brokenPng);
    refused(await save({ fileId: broken.fileId }), 400, /损坏|无法读取/);
    const gif = await upload(
      t,
      ann.token,
      'logo.gif',
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff0000' } })
        .gif()
        .toBuffer(),
    );
    refused(await save({ fileId: gif.fileId }), 400, /PNG、JPEG、WebP/);
    const tiny = await upload(
      t,
      ann.token,
      'tiny.png',
      await sharp({ create: { width: 12, height: 12, channels: 3, background: '#00ff00' } })
        .png()
        .toBuffer(),
    );
    refused(await save({ fileId: tiny.fileId }), 400, /太小/);
    const noise = await sharp({
      create: { width: 1200, height: 1200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    refused(await save({ fileId: (await upload(t, ann.token, 'huge.png', noise)).fileId }), 413, /2 MB/);
    const bobs = await upload(t, bob.token, 'bob.png', await logoPng());
    refused(await save({ fileId: bobs.fileId }), 403);
    refused(await save({ fileId: 'nope' }), 404);
    expect(ok<MyLogo>(await get(t, '/api/model/logo', ann.token))).toEqual(before);
  });

  it('falls back to the platform mark when the package ends, and removes the logo', async () => {
    const mine = ok<MyLogo>(await get(t, '/api/model/logo', ann.token));
    grant(ann);
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${sofa}`)).logo.source).toBe('platform');
    expect(ok<MyLogo>(await get(t, '/api/model/logo', ann.token))).toEqual({ ...mine, allowed: false });
    // Taking it away needs no package.
    expect(ok<MyLogo>(await post(t, '/api/model/removeLogo', {}, ann.token)).logo).toBeNull();
    expect((await file(mine.logo!.image)).status).toBe(404);
    grant(ann, 'LG3');
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${sofa}`)).logo.source).toBe('platform');
    refused(await post(t, '/api/model/saveLogo', { position: 'topLeft' }, ann.token), 400, /上传 Logo/);
  });

  it('lets operators use a logo without a package, on their own models', async () => {
    const picture = await upload(t, op.token, 'op-logo.png', await logoPng());
    const mine = ok<MyLogo>(await post(t, '/api/model/saveLogo', { fileId: picture.fileId, position: 'topLeft' }, op.token));
    expect(mine).toMatchObject({ allowed: true, logo: { position: 'topLeft' } });
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${opModel}`)).logo).toMatchObject({
      source: 'custom',
      image: mine.logo!.image,
    });
  });

  it('replaces a cover only with the ZDYJZFM12 package and only for the owner, at the rendered sizes', async () => {
    const rendered = await modelRow(sofa);
    const first = ok<ModelCover>(await get(t, `/api/model/cover?modelCode=${sofa}`, ann.token));
    expect(first).toMatchObject({ modelCode: sofa, title: '布艺沙发', allowed: false, custom: false, customizedAt: null });
    refused(await get(t, `/api/model/cover?modelCode=${sofa}`, bob.token), 403);

    const picture = await upload(t, ann.token, '封面.jpg', await halves(1600, 600));
    const body = { modelCode: sofa, fileId: picture.fileId, focus: 0 };
    refused(await post(t, '/api/model/saveCover', body, ann.token), 403, /自定义封面.*套餐/);
    grant(bob, 'ZDYJZFM12');
    const bobs = await upload(t, bob.token, 'b.jpg', await halves(800, 600));
    refused(await post(t, '/api/model/saveCover', { ...body, fileId: bobs.fileId }, bob.token), 403, /不是你的模型/);
    expect((await modelRow(sofa)).cover_key).toBe(rendered.cover_key);

    grant(ann, 'ZDYJZFM12');
    const saved = ok<ModelCover>(await post(t, '/api/model/saveCover', body, ann.token));
    expect(saved).toMatchObject({ allowed: true, custom: true });
    expect(saved.customizedAt).toBeTruthy();
    expect(saved.cover).not.toBe(first.cover);
    const row = await modelRow(sofa);
    expect(row).toMatchObject({
      rendered_cover_key: rendered.cover_key,
      rendered_thumb_key: rendered.thumb_key,
      rendered_list_key: rendered.list_key,
    });

    const cover = await file(saved.cover!);
    expect(cover).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(cover.bytes).metadata()).toMatchObject({ width: 1024, height: 768 });
    expect(await colourOf(cover.bytes)).toBe('red');
    expect(await sharp((await file(saved.listImage!)).bytes).metadata()).toMatchObject({ width: 400, height: 300 });
    expect(await sharp((await file(saved.thumb!)).bytes).metadata()).toMatchObject({ width: 60, height: 60 });

    // Everyone sees it: lists, the owner's shelf, the model page and the embed.
    const card = ok<Page<ModelCard>>(await get(t, '/api/model/list?pageSize=50')).list.find((m) => m.modelCode === sofa)!;
    expect(card).toMatchObject({ cover: saved.cover, listImage: saved.listImage, thumb: saved.thumb });
    const own = ok<Page<MyModelItem>>(await get(t, '/api/user/models', ann.token)).list.find((m) => m.modelCode === sofa)!;
    expect(own.cover).toBe(saved.cover);
    const detail = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${sofa}`, visitor.token));
    expect(detail).toMatchObject({ cover: saved.cover, files: { cover: saved.cover, thumb: saved.thumb } });
    expect(ok<ModelDetail>(await post(t, '/api/embed/view', { modelCode: sofa })).files.cover).toBe(saved.cover);

    // Cut from the other end, it shows the other half; the first custom images are let go.
    const again = ok<ModelCover>(await post(t, '/api/model/saveCover', { ...body, focus: 1 }, ann.token));
    expect(await colourOf((await file(again.cover!)).bytes)).toBe('blue');
    expect(await t.services.files.store.stat(row.cover_key!)).toBeNull();
    expect(await modelRow(sofa)).toMatchObject({ rendered_cover_key: rendered.cover_key });
  });

  it('refuses bad cover pictures and unfinished models, changing nothing', async () => {
    const before = await modelRow(sofa);
    const save = (fileId: string, modelCode = sofa) => post(t, '/api/model/saveCover', { modelCode, fileId }, ann.token);
    refused(await save((await upload(t, ann.token, 'c.png', brokenPng)).fileId), 400, /损坏|无法读取/);
    refused(await save((await upload(t, ann.token, 'small.jpg', await halves(320, 240))).fileId), 400, /太小/);
    refused(await save((await upload(t, ann.token, '说明.txt', Buffer.from('不是图片'))).fileId), 400, /PNG、JPEG、WebP/);
    const fine = await upload(t, ann.token, 'ok.jpg', await halves(800, 600));
    refused(await save(fine.fileId, processing), 409, /处理完成/);
    refused(await post(t, '/api/model/saveCover', { modelCode: sofa, fileId: fine.fileId, focus: 2 }, ann.token), 400);
    const after = await modelRow(sofa);
    expect([after.cover_key, after.thumb_key, after.list_key]).toEqual([before.cover_key, before.thumb_key, before.list_key]);
  });

  it('lets an operator change a cover, and goes back to the rendered one', async () => {
    const rendered = await modelRow(chair);
    const picture = await upload(t, op.token, 'op.jpg', await halves(1200, 900));
    const saved = ok<ModelCover>(await post(t, '/api/model/saveCover', { modelCode: chair, fileId: picture.fileId }, op.token));
    expect(saved.custom).toBe(true);
    const custom = await modelRow(chair);
    expect(await t.services.files.store.stat(custom.cover_key!)).not.toBeNull();

    const back = ok<ModelCover>(await post(t, '/api/model/restoreCover', { modelCode: chair }, ann.token));
    expect(back).toMatchObject({ custom: false, customizedAt: null });
    expect(await modelRow(chair)).toMatchObject({
      cover_key: rendered.cover_key,
      thumb_key: rendered.thumb_key,
      list_key: rendered.list_key,
      rendered_cover_key: null,
      cover_custom_at: null,
    });
    expect(await t.services.files.store.stat(custom.cover_key!)).toBeNull();
    const card = ok<Page<ModelCard>>(await get(t, '/api/model/list?pageSize=50')).list.find((m) => m.modelCode === chair)!;
    expect(card.cover).toBe(back.cover);
    // Going back needs no package, and twice is the same as once.
    grant(ann);
    expect(ok<ModelCover>(await post(t, '/api/model/restoreCover', { modelCode: chair }, ann.token)).custom).toBe(false);
    refused(await post(t, '/api/model/restoreCover', { modelCode: chair }, bob.token), 403);
  });

  it('clears the custom cover’s images with the model', async () => {
    const custom = await modelRow(sofa);
    expect(custom.cover_custom_at).not.toBeNull();
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [sofa] }, ann.token));
    ok(await post(t, '/api/user/userRecycleClear', { modelCodes: [sofa] }, ann.token));
    for (const key of [custom.cover_key, custom.thumb_key, custom.list_key]) {
      expect(await t.services.files.store.stat(key!)).toBeNull();
    }
  });
});
