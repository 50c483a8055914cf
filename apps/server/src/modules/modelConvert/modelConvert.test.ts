import { unzipSync, zipSync } from 'fflate';
import { validateBytes } from 'gltf-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, newPhone, type TestApp } from '../../../test/harness.js';
import { register } from '../../../test/flows.js';
import { countRows, fixture, multipart, uploadOk } from '../file/test-helpers.js';

describe.each(DIALECTS)('format transform service on %s', (dialect) => {
  let t: TestApp;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await register(t, newPhone());
    bob = await register(t, newPhone());
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, body: object, token = alice.token) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { token } });
  const get = (url: string, token = alice.token) => t.app.inject({ method: 'GET', url, headers: { token } });
  const uploadForConversion = async (name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/api/modelConvert/upload',
      payload: body.payload,
      headers: { ...body.headers, token: alice.token },
    });
  };
  const fromFiles = async (fileIds: string[]) => {
    const res = await post('/api/modelConvert/upload', { fileIds });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { code: string; status: string };
  };
  const save = (code: string, targetFormat: string) => post('/api/modelConvert/save', { code, targetFormat });
  const record = async (code: string) =>
    (
      (await get('/api/modelConvert/list?pageSize=100')).json().data.list as {
        code: string;
        status: string;
        failureReason: string | null;
        resultName: string;
      }[]
    ).find((r) => r.code === code);
  const download = async (code: string) => {
    const res = await get(`/api/modelConvert/download?code=${code}`);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  let boxCode = '';

  it('uploads a model, converts it to GLB, then to STL, and serves each result', async () => {
    const res = await uploadForConversion('BoxTextured.glb', fixture('glb/BoxTextured.glb'));
    expect(res.statusCode, res.body).toBe(200);
    const rec = res.json().data;
    expect(rec).toMatchObject({
      status: 'uploaded',
      statusLabel: '待选择格式',
      targetFormat: null,
      sourceName: 'BoxTextured.glb',
      downloadUrl: null,
      actions: ['chooseFormat', 'remove'],
    });
    boxCode = rec.code;

    expect((await save(boxCode, 'fbx')).json().code).toBe('400');
    expect((await save(boxCode, 'glb')).json().data).toMatchObject({
      status: 'queued',
      targetFormat: 'glb',
      actions: ['cancel', 'remove'],
    });
    expect(await t.services.worker.drain()).toBe(1);
    const done = await record(boxCode);
    expect(done).toMatchObject({
      status: 'done',
      resultName: 'BoxTextured.glb',
      downloadUrl: `/api/modelConvert/download?code=${boxCode}`,
      actions: ['convertAgain', 'download', 'remove'],
    });
    const glb = await download(boxCode);
    expect(glb.headers['content-type']).toBe('model/gltf-binary');
    expect(glb.headers['content-disposition']).toMatch(/^attachment; filename="BoxTextured.glb"/);
    const report = await validateBytes(new Uint8Array(glb.rawPayload));
    expect(report.issues.numErrors).toBe(0);
    // A plain glTF: no compression extensions a downstream tool might not read.
    expect(glb.rawPayload.toString('latin1')).not.toMatch(/EXT_meshopt_compression|KHR_mesh_quantization|EXT_texture_webp/);

    // Done -> another format; the old result is replaced.
    const filesBefore = await countRows(t, 'files');
    expect((await save(boxCode, 'stl')).json().data.status).toBe('queued');
    expect(await t.services.worker.drain()).toBe(1);
    const stl = await download(boxCode);
    expect(stl.headers['content-type']).toBe('model/stl');
    const triangles = stl.rawPayload.readUInt32LE(80);
    expect(triangles).toBe(12);
    expect(stl.rawPayload.length).toBe(84 + 50 * triangles);
    expect(await countRows(t, 'files')).toBe(filesBefore);
  });

  it('converts to zipped glTF with its buffer and textures', async () => {
    const file = await uploadOk(t, alice.token, 'box.glb', fixture('glb/BoxTextured.glb'));
    const rec = await fromFiles([file.fileId]);
    await save(rec.code, 'gltf');
    await t.services.worker.drain();
    const zip = unzipSync(new Uint8Array((await download(rec.code)).rawPayload));
    const names = Object.keys(zip).sort();
    expect(names).toEqual(['box.bin', 'box.gltf', 'textures/texture_1.png']);
    const gltf = zip['box.gltf'] as Uint8Array;
    const report = await validateBytes(gltf, {
      uri: 'box.gltf',
      externalResourceFunction: async (uri) => {
        const bytes = zip[decodeURIComponent(uri)];
        if (!bytes) throw new Error(`missing ${uri}`);
        return bytes;
      },
    });
    expect(report.issues.numErrors).toBe(0);
  });

  it('converts a zipped glTF (with its .bin and texture) to OBJ with its MTL and textures', async () => {
    const zipped = zipSync({
      'BoxTextured/BoxTextured.gltf': new Uint8Array(fixture('gltf/BoxTextured/BoxTextured.gltf')),
      'BoxTextured/BoxTextured0.bin': new Uint8Array(fixture('gltf/BoxTextured/BoxTextured0.bin')),
      'BoxTextured/CesiumLogoFlat.png': new Uint8Array(fixture('gltf/BoxTextured/CesiumLogoFlat.png')),
      '__MACOSX/BoxTextured/._BoxTextured.gltf': new Uint8Array([0, 5, 22, 7]),
    });
    const res = await uploadForConversion('胶囊.zip', Buffer.from(zipped));
    const rec = res.json().data;
    await save(rec.code, 'obj');
    await t.services.worker.drain();
    expect(await record(rec.code)).toMatchObject({ status: 'done', resultName: '胶囊-obj.zip' });
    const zip = unzipSync(new Uint8Array((await download(rec.code)).rawPayload));
    const obj = new TextDecoder().decode(zip['胶囊.obj']);
    const mtl = new TextDecoder().decode(zip['胶囊.mtl']);
    expect(obj).toMatch(/^mtllib 胶囊\.mtl$/m);
    expect(obj).toMatch(/^usemtl \S+$/m);
    expect((obj.match(/^v /gm) ?? []).length).toBe(24);
    expect((obj.match(/^vt /gm) ?? []).length).toBe(24);
    expect((obj.match(/^f /gm) ?? []).length).toBe(12);
    const map = /^map_Kd (.+)$/m.exec(mtl)?.[1];
    expect(map).toBeTruthy();
    expect(zip[map ?? '']).toBeDefined();
  });

  it('refuses a file that is no model and keeps nothing of it', async () => {
    const files = await countRows(t, 'files');
    const res = await uploadForConversion('readme.txt', Buffer.from('不是模型'));
    expect(res.json()).toMatchObject({ code: '400' });
    expect(res.json().errorMsg).toContain('没有可识别的模型文件');
    expect(await countRows(t, 'files')).toBe(files);
    expect(await countRows(t, 'model_conversions')).toBe(3);
  });

  it('fails a broken model with the pipeline’s reason; it can be retried or removed', async () => {
    const res = await uploadForConversion('escape.gltf', fixture('bad/path-traversal/escape.gltf'));
    const rec = res.json().data;
    await save(rec.code, 'glb');
    await t.services.worker.drain();
    const failed = await record(rec.code);
    expect(failed).toMatchObject({ status: 'failed', actions: ['retry', 'remove'] });
    expect(failed?.failureReason).toContain('位于模型文件夹之外');
    expect((await get(`/api/modelConvert/download?code=${rec.code}`)).json().errorMsg).toContain(
      '转换尚未完成（当前：转换失败）',
    );
    // Retry is allowed (and fails the same way); removal deletes the record.
    expect((await post('/api/modelConvert/updateByStatus', { codes: [rec.code], status: 'queued' })).json().data.updated).toBe(1);
    await t.services.worker.drain();
    expect((await record(rec.code))?.status).toBe('failed');
    expect((await post('/api/modelConvert/remove', { codes: [rec.code] })).json().data).toEqual({ removed: 1 });
    expect(await record(rec.code)).toBeUndefined();
  });

  it('cancels waiting conversions, retries them by status, counts and pages', async () => {
    const file = await uploadOk(t, alice.token, 'box2.glb', fixture('glb/BoxTextured.glb'));
    const d = await fromFiles([file.fileId]);
    const e = await fromFiles([file.fileId]);
    // Not yet saved: no target to retry with.
    expect((await post('/api/modelConvert/updateByStatus', { codes: [d.code], status: 'queued' })).json().errorMsg).toContain(
      '请先为',
    );
    await save(d.code, 'stl');
    await save(e.code, 'glb');
    await save(e.code, 'stl'); // still queued: only the target changes
    const cancel = await post('/api/modelConvert/updateByStatus', { codes: [d.code, e.code], status: 'cancelled' });
    expect(cancel.json().data.updated).toBe(2);
    // Their queued jobs run and find nothing to do.
    expect(await t.services.worker.drain()).toBe(2);
    const counts = (await get('/api/modelConvert/counts')).json().data;
    expect(counts).toMatchObject({ cancelled: 2, done: 3, total: 5 });
    // Forbidden: cancelling finished ones, touching other users' records.
    expect((await post('/api/modelConvert/updateByStatus', { codes: [boxCode], status: 'cancelled' })).json()).toMatchObject({
      code: '409',
    });
    expect(
      (await post('/api/modelConvert/updateByStatus', { codes: [d.code], status: 'cancelled' }, bob.token)).json().code,
    ).toBe('404');
    expect((await get(`/api/modelConvert/download?code=${boxCode}`, bob.token)).json().code).toBe('404');

    const retry = await post('/api/modelConvert/updateByStatus', { fromStatus: 'cancelled', status: 'queued' });
    expect(retry.json().data.updated).toBe(2);
    await t.services.worker.drain();
    expect((await record(d.code))?.status).toBe('done');
    expect((await record(e.code))?.status).toBe('done');
    expect((await get('/api/modelConvert/counts')).json().data).toMatchObject({ done: 5, cancelled: 0, total: 5 });

    const page = (await get('/api/modelConvert/list?pageNum=2&pageSize=2&status=done')).json().data;
    expect(page).toMatchObject({ total: 5, pageNum: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);

    // A conversion in progress cannot be removed.
    await t.db.kysely.updateTable('model_conversions').set({ status: 'converting' }).where('code', '=', d.code).execute();
    expect((await post('/api/modelConvert/remove', { codes: [d.code] })).json()).toMatchObject({ code: '409' });
  });
});
