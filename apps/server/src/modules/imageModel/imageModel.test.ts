import type { ImageModel, MyModelItem } from '@moxing/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { demandForm } from '../demand/fixtures.js';
import {
  get,
  insertModel,
  makeUser,
  ok,
  post,
  refused,
  seedLibrary,
  tinyPng,
  upload,
  type Page,
  type TestUser,
} from '../library/fixtures.js';

describe.each(DIALECTS)('image models on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let visitor: TestUser;
  let op: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ ann, visitor, op } = await seedLibrary(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('moves image models to the recycle bin with 3D ones, restores them and clears them with their photos', async () => {
    const owner = await makeUser(t, 2, '静物摄影师');
    const photos: string[] = [];
    for (let i = 0; i < 7; i++) photos.push((await upload(t, owner.token, `第${i + 1}张.png`, await tinyPng(i + 10))).fileId);
    const makeImage = async (title: string, photoIds: string[]) =>
      ok<ImageModel>(await post(t, '/api/modelImg/createImgModel', { title, trade: '日用百货', photoIds }, owner.token)).code;
    // The vase's first photo is also the first of the teapot's, which stays public.
    const vase = await makeImage('青瓷花瓶', photos.slice(0, 4));
    const teapot = await makeImage('紫砂茶壶', [photos[0]!, ...photos.slice(4, 7)]);
    const { modelCode: cup } = await insertModel(t, owner, { title: '骨瓷杯', type: '餐具', trade: '日用百货' });
    const photo = (fileId: string, token?: string) => get(t, `/api/common/file/${fileId}`, token).then((r) => r.statusCode);
    const imageList = async (token?: string) =>
      ok<Page<ImageModel>>(await get(t, `/api/modelImg/list?userId=${owner.id}&pageSize=100`, token)).list.map((m) => m.code);
    const bin = async () => ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin?pageSize=100', owner.token));

    // Only the owner (or an operator) deletes it: others are refused with 403, unknown codes with 404.
    refused(await post(t, '/api/model/deleteModel', { modelCodes: [vase] }, visitor.token), 403, /只能操作自己的模型/);
    refused(await post(t, '/api/model/deleteModel', { modelCodes: [vase, cup] }, ann.token), 403, /只能操作自己的模型/);
    refused(await post(t, '/api/model/deleteModel', { modelCodes: [vase, 'inotthere1234'] }, owner.token), 404);
    refused(await post(t, '/api/user/userRecycleClear', { modelCodes: [vase] }, owner.token), 409, /不在回收站/);
    expect(await photo(photos[1]!, visitor.token)).toBe(200);

    expect(
      ok<{ changed: number }>(await post(t, '/api/model/deleteModel', { modelCodes: [vase, cup] }, owner.token)).changed,
    ).toBe(2);
    refused(await get(t, `/api/modelImg/info?code=${vase}`, visitor.token), 404);
    expect(await imageList()).toEqual([teapot]);
    expect(await imageList(owner.token)).toEqual([teapot]);
    expect(ok<ImageModel>(await get(t, `/api/modelImg/info?code=${vase}`, owner.token)).title).toBe('青瓷花瓶');
    refused(await post(t, '/api/modelImg/updateImgModel', { code: vase, title: '改名' }, owner.token), 409, /回收站/);
    refused(await post(t, '/api/model/updateSyncState', { modelCodes: [teapot], synced: true }, owner.token), 409, /图片模型/);
    // Its photos are private while it waits, except the one the teapot still shows.
    expect(await photo(photos[1]!, visitor.token)).toBe(403);
    expect(await photo(photos[1]!, owner.token)).toBe(200);
    expect(await photo(photos[0]!, visitor.token)).toBe(200);

    let page = await bin();
    expect(page.total).toBe(2);
    const item = page.list.find((m) => m.modelCode === vase);
    expect(item).toMatchObject({
      kind: 'image',
      title: '青瓷花瓶',
      cover: `/api/common/file/${photos[0]}`,
      visibility: 'public',
    });
    expect(item?.purgeAt).toBeTruthy();
    expect(page.list.find((m) => m.modelCode === cup)?.kind).toBe('model');
    expect(ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', visitor.token)).total).toBe(0);

    expect(ok<{ changed: number }>(await post(t, '/api/model/restoresModel', { modelCodes: vase }, owner.token)).changed).toBe(1);
    expect(ok<ImageModel>(await get(t, `/api/modelImg/info?code=${vase}`, visitor.token)).photoCount).toBe(4);
    expect(await photo(photos[1]!, visitor.token)).toBe(200);
    expect((await bin()).list.map((m) => m.modelCode)).toEqual([cup]);

    // Clearing removes the record and the photos nothing else shows; the shared one stays for the teapot.
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [vase] }, owner.token));
    expect(
      ok<{ changed: number }>(await post(t, '/api/user/userRecycleClear', { modelCodes: [vase] }, owner.token)).changed,
    ).toBe(1);
    expect(await t.db.kysely.selectFrom('image_models').select('id').where('code', '=', vase).executeTakeFirst()).toBeUndefined();
    refused(await get(t, `/api/modelImg/info?code=${vase}`, owner.token), 404);
    refused(await post(t, '/api/model/restoresModel', { modelCodes: [vase] }, owner.token), 404);
    for (const fileId of photos.slice(1, 4)) expect(await photo(fileId, owner.token)).toBe(404);
    expect(await photo(photos[0]!, visitor.token)).toBe(200);

    // An operator may delete it too; clearing the whole bin takes both kinds, and the last use of a photo takes the photo.
    expect(ok<{ changed: number }>(await post(t, '/api/model/deleteModel', { modelCodes: [teapot] }, op.token)).changed).toBe(1);
    expect(ok<{ changed: number }>(await post(t, '/api/user/userRecycleClearAll', {}, owner.token)).changed).toBe(2);
    page = await bin();
    expect(page.total).toBe(0);
    for (const fileId of [photos[0]!, ...photos.slice(4)]) expect(await photo(fileId, owner.token)).toBe(404);
    expect(await imageList(owner.token)).toEqual([]);
  });

  it('keeps a photo that a demand still shows when the image model it was also in is cleared', async () => {
    const owner = await makeUser(t, 0, '样品摄影');
    const shots: string[] = [];
    for (let i = 0; i < 4; i++) shots.push((await upload(t, owner.token, `样品${i}.png`, await tinyPng(40 + i))).fileId);
    const shot = shots[0]!;
    const code = ok<ImageModel>(
      await post(t, '/api/modelImg/createImgModel', { title: '样品台灯', trade: '日用百货', photoIds: shots }, owner.token),
    ).code;
    ok(await post(t, '/api/need/create', demandForm({ imageIds: [shot] }), owner.token));
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [code] }, owner.token));
    expect(
      ok<{ changed: number }>(await post(t, '/api/user/userRecycleClear', { modelCodes: [code] }, owner.token)).changed,
    ).toBe(1);
    expect((await get(t, `/api/common/file/${shot}`, owner.token)).statusCode).toBe(200);
    expect((await get(t, `/api/common/file/${shots[1]}`, owner.token)).statusCode).toBe(404);
  });

  it('takes each photo once, only in types a browser shows, and lets go of the photos an edit takes out', async () => {
    const owner = await makeUser(t, 0, '转台摄影');
    const shots: string[] = [];
    for (let i = 0; i < 6; i++) shots.push((await upload(t, owner.token, `转台${i}.png`, await tinyPng(60 + i))).fileId);
    const create = (photoIds: string[]) =>
      post(t, '/api/modelImg/createImgModel', { title: '陶罐', trade: '日用百货', photoIds }, owner.token);
    // Three photos and a repeat are not the four a turntable needs.
    refused(await create([shots[0]!, shots[1]!, shots[2]!, shots[0]!]), 400, /只能使用一次/);
    const gif = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c08040' } })
      .gif()
      .toBuffer();
    const moving = (await upload(t, owner.token, '动图.gif', gif)).fileId;
    refused(await create([...shots.slice(0, 3), moving]), 400, /“动图.gif”.*PNG、JPEG 或 WebP/);

    const { code } = ok<ImageModel>(await create(shots.slice(0, 5)));
    // The first photo is also shown by a demand: it stays when the image model lets go of it.
    ok(await post(t, '/api/need/create', demandForm({ imageIds: [shots[0]!] }), owner.token));
    const kept = [shots[4]!, shots[2]!, shots[3]!, shots[5]!];
    const updated = ok<ImageModel>(
      await post(t, '/api/modelImg/updateImgModel', { code, photoIds: kept, title: '陶罐（修图后）' }, owner.token),
    );
    expect(updated.photos.map((p) => p.fileId)).toEqual(kept);
    expect(updated.photoCount).toBe(4);
    const status = async (fileId: string) => (await get(t, `/api/common/file/${fileId}`, owner.token)).statusCode;
    expect(await status(shots[1]!)).toBe(404);
    expect(await status(shots[0]!)).toBe(200);
    for (const fileId of kept) expect(await status(fileId)).toBe(200);
    // Information alone leaves the photos where they are.
    ok(await post(t, '/api/modelImg/updateImgModel', { code, description: '柴烧' }, owner.token));
    for (const fileId of kept) expect(await status(fileId)).toBe(200);
  });

  it('hides the photos of an image model made private, except those another image model or a demand still shows', async () => {
    const owner = await makeUser(t, 0, '器皿摄影');
    const shots: string[] = [];
    for (let i = 0; i < 6; i++) shots.push((await upload(t, owner.token, `器皿${i}.png`, await tinyPng(80 + i))).fileId);
    const photo = (fileId: string) => get(t, `/api/common/file/${fileId}`, visitor.token).then((r) => r.statusCode);
    const create = async (title: string, photoIds: string[]) =>
      ok<ImageModel>(await post(t, '/api/modelImg/createImgModel', { title, trade: '日用百货', photoIds }, owner.token)).code;
    const bowl = await create('青瓷碗', shots.slice(0, 4));
    const plate = await create('青瓷盘', [shots[0]!, ...shots.slice(4, 6), shots[3]!]);
    ok(await post(t, '/api/need/create', demandForm({ imageIds: [shots[1]!] }), owner.token));

    ok(await post(t, '/api/modelImg/updateImgModel', { code: bowl, visibility: 'private' }, owner.token));
    expect(await photo(shots[2]!)).toBe(403);
    // The plate still shows the first and last photos, the demand the second.
    for (const shared of [shots[0]!, shots[1]!, shots[3]!]) expect(await photo(shared)).toBe(200);

    // New photos of a private image model are private too; public again, all of them are shown.
    const extra = (await upload(t, owner.token, '器皿底部.png', await tinyPng(90))).fileId;
    ok(await post(t, '/api/modelImg/updateImgModel', { code: bowl, photoIds: [...shots.slice(0, 4), extra] }, owner.token));
    expect(await photo(extra)).toBe(403);
    ok(await post(t, '/api/modelImg/updateImgModel', { code: bowl, visibility: 'public' }, owner.token));
    for (const fileId of [...shots.slice(0, 4), extra]) expect(await photo(fileId)).toBe(200);

    // Both made private: what only they shared is hidden; the demand's photo stays; the owner still sees all.
    ok(await post(t, '/api/modelImg/updateImgModel', { code: plate, visibility: 'private' }, owner.token));
    ok(await post(t, '/api/modelImg/updateImgModel', { code: bowl, visibility: 'private' }, owner.token));
    for (const hidden of [shots[0]!, shots[3]!, shots[4]!, extra]) expect(await photo(hidden)).toBe(403);
    expect(await photo(shots[1]!)).toBe(200);
    const own = await get(t, `/api/common/file/${shots[0]}`, owner.token);
    expect(own.statusCode).toBe(200);
  });

  it('clears image models that have waited in the recycle bin longer than the keep time', async () => {
    const owner = await makeUser(t, 2, '器物摄影');
    const photos: string[] = [];
    for (let i = 0; i < 4; i++) photos.push((await upload(t, owner.token, `${i}.png`, await tinyPng(i + 30))).fileId);
    const { code } = ok<ImageModel>(
      await post(t, '/api/modelImg/createImgModel', { title: '旧铜镜', trade: '日用百货', photoIds: photos }, owner.token),
    );
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [code] }, owner.token));
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.db.kysely.updateTable('image_models').set({ deleted_at: longAgo }).where('code', '=', code).execute();
    expect(ok<Page<MyModelItem>>(await get(t, '/api/user/userRecycleBin', owner.token)).total).toBe(0);
    expect(await t.db.kysely.selectFrom('image_models').select('id').where('code', '=', code).executeTakeFirst()).toBeUndefined();
    expect((await get(t, `/api/common/file/${photos[0]}`, owner.token)).statusCode).toBe(404);
  });
});
