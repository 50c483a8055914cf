import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidView, DeliveryFile, MessageItem, ModelCard, DemandDetail } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { fixture } from '../file/test-helpers.js';
import {
  BYTES,
  get,
  makeUser,
  demandForm,
  fundWithCoins,
  ok,
  post,
  refused,
  snapshot,
  upload,
  type TestUser,
} from './fixtures.js';

type Page<T> = { list: T[]; total: number };

/** Delivered 3D models go through the model pipeline as private models the demand's two sides can preview. */
describe.each(DIALECTS)('delivered 3D models on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let op: TestUser;
  let ann: TestUser;
  let stranger: TestUser;
  /** In production with ann chosen. */
  let code: string;
  /** The delivered GLB's model. */
  let glbModel = '';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0, '需求方');
    op = await makeUser(t, 5, '运营');
    ann = await makeUser(t, 2, '建模师安');
    stranger = await makeUser(t, 3, '旁观工作室');
    code = ok<DemandDetail>(await post(t, '/api/need/create', demandForm({ title: '古风木雕茶几建模' }), buyer.token)).code;
    ok(await post(t, '/api/need/admin/approve', { code }, op.token));
    const bid = ok<BidView>(await post(t, '/api/need/needBid', { code, price: 50000, days: 5, message: '可以' }, ann.token));
    ok(await post(t, '/api/need/chooseBid', { code, bidCode: bid.code }, buyer.token));
    await fundWithCoins(t, code, buyer, 50000);
  });
  afterAll(async () => {
    await t?.close();
  });

  const detail = async (u: TestUser) => ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, u.token));
  /** The files of the latest delivery, by name. */
  const latestFiles = async (u: TestUser) => {
    const d = await detail(u);
    return new Map((d.deliveries.at(-1)?.files ?? []).map((f): [string, DeliveryFile] => [f.name, f]));
  };
  const artefact = (modelCode: string, name: string, u?: TestUser) => get(t, `/api/model/file/${modelCode}/${name}`, u?.token);
  const modelRow = (modelCode: string) =>
    t.db.kysely.selectFrom('models').selectAll().where('model_code', '=', modelCode).executeTakeFirstOrThrow();
  const askForChanges = async () =>
    ok(await post(t, '/api/need/requestChange', { code, reason: '请按意见再修改一版' }, buyer.token));

  it('a delivered GLB becomes a private model, processed, that the buyer, the modeller and operators can preview', async () => {
    const glb = await upload(t, ann.token, 'BoxTextured.glb', fixture('glb/BoxTextured.glb'));
    const pdf = await upload(t, ann.token, '交付说明.pdf', BYTES.pdf);
    const d = ok<DemandDetail>(
      await post(t, '/api/need/deliver', { code, note: '第一版', fileIds: [glb.fileId, pdf.fileId] }, ann.token),
    );
    const [glbFile, pdfFile] = d.deliveries[0]!.files;
    expect(glbFile).toMatchObject({ fileId: glb.fileId, name: 'BoxTextured.glb', kind: 'model', url: glb.url });
    expect(glbFile!.model).toMatchObject({
      status: 'queued',
      statusLabel: '排队中',
      percent: 0,
      reason: null,
      web: null,
      cover: null,
    });
    glbModel = glbFile!.model!.modelCode;
    // The other file stays a plain attachment, exactly as uploaded.
    expect(pdfFile).toEqual({ ...pdf, model: null });
    expect((await get(t, pdf.url, buyer.token)).statusCode).toBe(200);

    // The record is the modeller's, private, named after the demand, and queued in the same transaction.
    expect(await modelRow(glbModel)).toMatchObject({
      user_id: ann.id,
      title: '「古风木雕茶几建模」交付模型',
      visibility: 'private',
      price: 0,
      status: 'queued',
    });
    const [message] = ok<Page<MessageItem>>(await get(t, '/api/message/getList?messageType=2', buyer.token)).list;
    expect(message).toMatchObject({ title: '建模师已提交交付' });
    expect(message!.content).toContain('其中 1 个 3D 模型处理完成后可在线预览');

    expect(await t.services.worker.drain()).toBe(1);
    const ready = (await latestFiles(buyer)).get('BoxTextured.glb')!.model!;
    expect(ready).toMatchObject({ modelCode: glbModel, status: 'ready', stage: 'ready', percent: 100, reason: null });
    expect(ready.cover).toMatch(new RegExp(`^/api/model/file/${glbModel}/cover.webp\\?v=[0-9a-f]{12}$`));
    expect((await latestFiles(ann)).get('BoxTextured.glb')!.model).toEqual(ready);
    expect((await latestFiles(op)).get('BoxTextured.glb')!.model).toEqual(ready);

    for (const u of [buyer, ann, op]) {
      const web = await get(t, ready.web!, u.token);
      expect(web.statusCode, web.body).toBe(200);
      expect(web.rawPayload.subarray(0, 4).toString()).toBe('glTF');
      // Served to the people allowed only, who may lose that right: no cache may keep it.
      expect(web.headers['cache-control']).toBe('private, no-store');
      const cover = await get(t, ready.cover!, u.token);
      expect(cover.headers['content-type']).toBe('image/webp');
    }
    // The buyer downloads the original from the delivery's file, not from the model.
    refused(await artefact(glbModel, 'original', buyer), 403);
  });

  it('nobody else sees the delivered model, and it is in no list, search or public page', async () => {
    for (const name of ['web.glb', 'light.glb', 'cover.webp', 'thumb.webp', 'original']) {
      refused(await artefact(glbModel, name, stranger), 404);
      refused(await artefact(glbModel, name), 404);
    }
    refused(await get(t, `/api/model/detail?modelCode=${glbModel}`, stranger.token), 404);
    refused(await get(t, `/api/model/detail?modelCode=${glbModel}`), 404);
    refused(await post(t, '/api/embed/view', { modelCode: glbModel }), 404);
    // Deliveries are shown to the demand's two sides and operators only.
    expect((await detail(stranger)).deliveries).toEqual([]);

    // A public model of the same modeller with a similar name is found; the delivered one never is.
    const shown = await upload(t, ann.token, 'tree.glb', fixture('glb/BoxTextured.glb'));
    const published = ok<{ modelCode: string }>(
      await post(
        t,
        '/api/model/uploadModel',
        { fileIds: [shown.fileId], title: '古风木雕茶几展示', type: '家具', trade: '泛家居', price: 0 },
        ann.token,
      ),
    );
    expect(await t.services.worker.drain()).toBe(1);
    await t.db.kysely.updateTable('models').set({ synced: 1 }).where('user_id', '=', ann.id).execute();
    const codes = async (url: string, u?: TestUser) =>
      ok<Page<ModelCard>>(await get(t, url, u?.token)).list.map((m) => m.modelCode);
    const keyword = encodeURIComponent('古风木雕茶几');
    for (const url of [
      '/api/model/list?pageSize=100',
      `/api/model/list?keyword=${keyword}`,
      `/api/user/zoomModels?userId=${ann.id}`,
      `/api/user/models?userId=${ann.id}`,
    ]) {
      const found = await codes(url, stranger);
      expect(found, url).toContain(published.modelCode);
      expect(found, url).not.toContain(glbModel);
    }
    // Nor is it on the modeller's own shelf (/mymodel/good) or among their recent uploads: it belongs to the demand.
    for (const url of ['/api/user/models?pageSize=100', '/api/model/getSycnStateModels?pageSize=100']) {
      const mine = await codes(url, ann);
      expect(mine, url).toContain(published.modelCode);
      expect(mine, url).not.toContain(glbModel);
    }
    const suggested = ok<{ title: string }[]>(await get(t, `/api/model/searchSuggest?keyword=${keyword}`));
    expect(suggested.map((s) => s.title)).not.toContain('「古风木雕茶几建模」交付模型');
  });

  it('a broken model ends failed with the pipeline’s reason beside its file; the delivery stands', async () => {
    await askForChanges();
    const broken = await upload(t, ann.token, 'escape.gltf', fixture('bad/path-traversal/escape.gltf'));
    const zipped = await upload(
      t,
      ann.token,
      '茶几.zip',
      Buffer.from(zipSync({ '模型/茶几.glb': fixture('glb/BoxTextured.glb') })),
    );
    const docs = await upload(
      t,
      ann.token,
      '资料.zip',
      Buffer.from(zipSync({ '说明.txt': new TextEncoder().encode('贴图说明'), 'readme.md': new TextEncoder().encode('# 说明') })),
    );
    const odd = await upload(t, ann.token, '空压缩包.zip', BYTES.zip);
    const fileIds = [broken.fileId, zipped.fileId, docs.fileId, odd.fileId];
    ok(await post(t, '/api/need/deliver', { code, note: '第二版', fileIds }, ann.token));
    expect(await t.services.worker.drain()).toBe(2);

    const d = await detail(buyer);
    expect(d.deliveries).toHaveLength(2);
    expect(d.deliveries[1]).toMatchObject({ status: 0, note: '第二版' });
    expect(d.deliveries[1]!.files.map((f) => f.fileId)).toEqual(fileIds);
    const files = await latestFiles(buyer);
    const failed = files.get('escape.gltf')!.model!;
    expect(failed).toMatchObject({ status: 'failed', statusLabel: '处理失败', stage: 'failed', web: null, cover: null });
    expect(failed.reason).toContain('位于模型文件夹之外');
    // A zip holding a model is one too; zips of other things stay attachments.
    expect(files.get('茶几.zip')!.model).toMatchObject({ status: 'ready' });
    expect(files.get('资料.zip')!.model).toBeNull();
    expect(files.get('空压缩包.zip')!.model).toBeNull();
    refused(await artefact(failed.modelCode, 'web.glb', buyer), 404, '模型处理失败');
    // The first delivery's model is untouched.
    expect((await modelRow(glbModel)).status).toBe('ready');
  });

  it('an OBJ delivered with its MTL and texture is one model made from all three', async () => {
    await askForChanges();
    const ids = [];
    for (const name of ['capsule.obj', 'capsule.mtl', 'capsule0.jpg']) {
      ids.push((await upload(t, ann.token, name, fixture(`obj/capsule/${name}`))).fileId);
    }
    ok(await post(t, '/api/need/deliver', { code, fileIds: ids }, ann.token));
    expect(await t.services.worker.drain()).toBe(1);
    const files = await latestFiles(buyer);
    const model = files.get('capsule.obj')!.model!;
    expect(model, model.reason ?? '').toMatchObject({ status: 'ready' });
    expect(files.get('capsule.mtl')!.model).toBeNull();
    expect(files.get('capsule0.jpg')!.model).toBeNull();
    expect(JSON.parse((await modelRow(model.modelCode)).source_file_ids)).toEqual(ids);
    // Converting a 10,000-triangle OBJ with its texture takes a while on a busy machine.
  }, 90_000);

  it('a refused delivery creates no model', async () => {
    const glb = await upload(t, stranger.token, 'mine.glb', fixture('glb/BoxTextured.glb'));
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('models')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await snapshot(t), await count()];
    refused(await post(t, '/api/need/deliver', { code, fileIds: [glb.fileId] }, stranger.token), 403);
    expect([await snapshot(t), await count()]).toEqual(before);
  });
});
