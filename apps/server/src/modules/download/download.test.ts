import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImageModel, ModelCard, ModelDetail, MyModelItem } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { DEMO_MODELS, writeDemoGlb } from '../../seed-models/index.js';
import { get, makeUser, ok, post, refused, tinyPng, upload, type Page, type TestUser } from '../library/fixtures.js';

/** A real upload through the pipeline: the ready hook, served files, downloads and their counters. */
describe.each(DIALECTS)('uploaded models, downloads and image models on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let buyer: TestUser;
  let glb: Buffer;
  let code: string;
  const demo = DEMO_MODELS.find((m) => m.type === '餐具') ?? DEMO_MODELS[0]!;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await makeUser(t, 2, '陶艺师');
    buyer = await makeUser(t, 0, '买家');
    const tmp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-dl-')), 'demo.glb');
    await writeDemoGlb(demo, tmp);
    glb = fs.readFileSync(tmp);
    fs.rmSync(path.dirname(tmp), { recursive: true, force: true });
    const file = await upload(t, owner.token, '青花瓷碗.glb', glb);
    const created = ok<{ modelCode: string }>(
      await post(
        t,
        '/api/model/uploadModel',
        {
          fileIds: [file.fileId],
          title: '青花瓷碗',
          description: '景德镇 手绘青花',
          type: '餐具',
          trade: '日用百货',
          price: 0,
          freeDownload: true,
        },
        owner.token,
      ),
    );
    code = created.modelCode;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists and indexes a model once the pipeline has made it ready', async () => {
    refused(await get(t, `/api/model/detail?modelCode=${code}`, buyer.token), 404);
    expect(ok<Page<ModelCard>>(await get(t, `/api/model/list?keyword=${encodeURIComponent('青花')}`)).total).toBe(0);
    await t.services.worker.drain(5);
    const found = ok<Page<ModelCard>>(await get(t, `/api/model/list?keyword=${encodeURIComponent('青花瓷')}`));
    expect(found.list.map((m) => m.modelCode)).toEqual([code]);
    expect(found.list[0]!.format).toBe('glb');
    expect(ok<Page<ModelCard>>(await get(t, '/api/model/list?format=glb&trade=日用百货')).total).toBe(1);
    const d = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`, buyer.token));
    expect(d.downloads.map((x) => x.format)).toEqual(['original', 'glb', 'gltf', 'obj', 'stl']);
    const web = await t.app.inject({ method: 'GET', url: d.files.web! });
    expect(web.statusCode).toBe(200);
    expect(web.rawPayload.subarray(0, 4).toString()).toBe('glTF');
  });

  it('downloads the original and converted formats of a free model, counting each download once', async () => {
    refused(await get(t, `/api/model/download?modelCode=${code}&format=original`), 401);
    const original = await t.app.inject({
      method: 'GET',
      url: `/api/model/download?modelCode=${code}&format=original`,
      headers: { token: buyer.token },
    });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-disposition']).toMatch(/^attachment;/);
    expect(Buffer.compare(original.rawPayload, glb)).toBe(0);
    const stl = await t.app.inject({
      method: 'GET',
      url: `/api/model/download?modelCode=${code}&format=stl`,
      headers: { token: buyer.token },
    });
    expect(stl.statusCode).toBe(200);
    expect(stl.rawPayload.length).toBeGreaterThan(84);
    // The second time comes from the kept conversion.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/model/download?modelCode=${code}&format=stl`,
      headers: { token: buyer.token },
    });
    expect(Buffer.compare(again.rawPayload, stl.rawPayload)).toBe(0);
    // A resumed (ranged) request is not another download.
    const ranged = await t.app.inject({
      method: 'GET',
      url: `/api/model/download?modelCode=${code}&format=stl`,
      headers: { token: buyer.token, range: 'bytes=10-' },
    });
    expect(ranged.statusCode).toBe(206);
    const check = ok<{ formats: { format: string; size: number | null }[] }>(
      await get(t, `/api/model/downloadCheck?modelCode=${code}`, buyer.token),
    );
    expect(check.formats.find((f) => f.format === 'stl')?.size).toBe(stl.rawPayload.length);
    expect(check.formats.find((f) => f.format === 'original')?.size).toBe(glb.length);
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`)).counts.downloads).toBe(3);
    const chart = ok<{ series: { downloads: number[] } }>(
      await get(t, `/api/model/statsChart?modelCode=${code}&days=7`, owner.token),
    );
    expect(chart.series.downloads.at(-1)).toBe(3);
  });

  it('stops serving files and downloads once the model is private, and for paid or negotiable models answers code 100', async () => {
    const d = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`));
    ok(await post(t, '/api/model/updateModelInfo', { modelCode: code, visibility: 'private' }, owner.token));
    refused(await t.app.inject({ method: 'GET', url: d.files.web! }), 404);
    refused(await t.app.inject({ method: 'GET', url: d.cover! }), 404);
    refused(await get(t, `/api/model/download?modelCode=${code}&format=original`, buyer.token), 404);
    // The owner still gets them.
    expect((await t.app.inject({ method: 'GET', url: d.files.web!, headers: { token: owner.token } })).statusCode).toBe(200);
    ok(await post(t, '/api/model/updateModelInfo', { modelCode: code, visibility: 'public', price: 1500 }, owner.token));
    const paid = await get(t, `/api/model/download?modelCode=${code}&format=original`, buyer.token);
    expect(paid.json()).toMatchObject({ code: '100' });
    expect((await t.app.inject({ method: 'GET', url: d.files.web! })).statusCode).toBe(200);
    // Back to 0 without free download: negotiable (面议), the buyer asks the author first.
    const quote = ok<MyModelItem>(
      await post(t, '/api/model/updateModelInfo', { modelCode: code, price: 0, freeDownload: false }, owner.token),
    );
    expect(quote).toMatchObject({ price: 0, free: false, priceText: '面议' });
    expect(ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`, buyer.token)).me.canDownload).toBe(false);
    const negotiable = await get(t, `/api/model/download?modelCode=${code}&format=original`, buyer.token);
    expect(negotiable.json()).toMatchObject({ code: '100', errorMsg: expect.stringContaining('面议') });
    refused(
      await post(t, '/api/model/updateModelInfo', { modelCode: code, price: 100, freeDownload: true }, owner.token),
      400,
      '免费下载的模型价格须为 0',
    );
    const free = ok<MyModelItem>(
      await post(t, '/api/model/updateModelInfo', { modelCode: code, freeDownload: true }, owner.token),
    );
    expect(free).toMatchObject({ price: 0, free: true, priceText: '免费' });
  });

  it('makes image models from uploaded photos (a 360° gallery), keeping private ones private', async () => {
    const photos = [];
    for (let i = 0; i < 5; i++) photos.push((await upload(t, owner.token, `第${i + 1}张.png`, await tinyPng(i))).fileId);
    const pdf = await upload(
      t,
      owner.token,
      '说明.pdf',
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    );
    refused(
      await post(
        t,
        '/api/modelImg/createImgModel',
        { title: '花瓶', trade: '日用百货', photoIds: photos.slice(0, 2) },
        owner.token,
      ),
      400,
      /至少需要 4 张/,
    );
    refused(
      await post(
        t,
        '/api/modelImg/createImgModel',
        { title: '花瓶', trade: '日用百货', photoIds: [...photos.slice(0, 4), pdf.fileId] },
        owner.token,
      ),
      400,
      /不是图片/,
    );
    refused(
      await post(t, '/api/modelImg/createImgModel', { title: '花瓶', trade: '日用百货', photoIds: photos }, buyer.token),
      403,
    );
    const img = ok<ImageModel>(
      await post(
        t,
        '/api/modelImg/createImgModel',
        { title: '手绘花瓶', trade: '日用百货', type: '花瓶器皿', tags: '花瓶,手绘', photoIds: photos.join(',') },
        owner.token,
      ),
    );
    expect(img).toMatchObject({ title: '手绘花瓶', photoCount: 5, tags: ['花瓶', '手绘'], isOwner: true });
    expect(img.code).toMatch(/^i[a-z0-9]{12}$/);
    expect(img.photos.map((p) => p.fileId)).toEqual(photos);
    expect(img.cover).toBe(`/api/common/file/${photos[0]}`);
    const seen = ok<ImageModel>(await get(t, `/api/modelImg/info?code=${img.code}`, buyer.token));
    expect(seen).toMatchObject({ viewCount: 1, isOwner: false });
    expect((await t.app.inject({ method: 'GET', url: seen.photos[2]!.url })).statusCode).toBe(200);
    const reordered = [...photos].reverse().slice(0, 4);
    const upd = ok<ImageModel>(
      await post(t, '/api/modelImg/updateImgModel', { code: img.code, photoIds: reordered, visibility: 'private' }, owner.token),
    );
    expect(upd.photos.map((p) => p.fileId)).toEqual(reordered);
    refused(await post(t, '/api/modelImg/updateImgModel', { code: img.code, title: '改名' }, buyer.token), 403);
    refused(await get(t, `/api/modelImg/info?code=${img.code}`, buyer.token), 404);
    // Its photos are no longer readable by link either.
    expect((await t.app.inject({ method: 'GET', url: upd.photos[0]!.url, headers: { token: buyer.token } })).statusCode).toBe(
      403,
    );
    expect(ok<Page<ImageModel>>(await get(t, '/api/modelImg/list')).total).toBe(0);
    expect(ok<Page<ImageModel>>(await get(t, `/api/modelImg/list?userId=${owner.id}`, owner.token)).total).toBe(1);
    refused(await get(t, '/api/modelImg/info?code=inotthere1234'), 404);
  });
});
