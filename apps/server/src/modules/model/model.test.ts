import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, newPhone, type TestApp } from '../../../test/harness.js';
import { register } from '../../../test/flows.js';
import { runPipeline } from '../../pipeline/index.js';
import { JobWorker } from '../../platform/jobs/index.js';
import { countRows, fixture, storedFiles, uploadOk } from '../file/test-helpers.js';
import { INTERNAL_FAILURE, ModelService } from './service.js';

/** A GLB whose header is fine but whose only mesh reads a missing accessor: the pipeline refuses it. */
function brokenGlb(): Buffer {
  const json = Buffer.from(
    '{"asset":{"version":"2.0"},"meshes":[{"primitives":[{"attributes":{"POSITION":5}}]}],"nodes":[{"mesh":0}],"scenes":[{"nodes":[0]}]}',
  );
  const pad = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(20);
  header.write('glTF', 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(20 + pad.length, 8);
  header.writeUInt32LE(pad.length, 12);
  header.write('JSON', 16);
  return Buffer.concat([header, pad]);
}

describe.each(DIALECTS)('model records on %s', (dialect) => {
  let t: TestApp;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  let readyCode = '';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await register(t, newPhone());
    bob = await register(t, newPhone());
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, body: object, token: string) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { token } });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });
  const status = async (code: string, token = alice.token) =>
    (await get(`/api/model/processStatus?modelCode=${code}`, token)).json().data;
  const createModel = async (fileIds: string[], extra: object = {}, token = alice.token) => {
    const res = await post(
      '/api/model/uploadModel',
      { fileIds, title: '测试模型', description: '描述', type: '家具', trade: '泛家居', price: 9900, ...extra },
      token,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { modelCode: string; status: string };
  };

  it('turns an uploaded GLB into a ready model with web, light, cover and thumbnail artefacts', async () => {
    const glb = fixture('glb/BoxTextured.glb');
    const file = await uploadOk(t, alice.token, 'BoxTextured.glb', glb);
    const model = await createModel([file.fileId]);
    expect(model).toMatchObject({ status: 'queued', statusLabel: '排队中', title: '测试模型', trade: '泛家居', price: 9900 });
    expect(model.modelCode).toMatch(/^[a-z0-9]{12}$/);
    expect(await status(model.modelCode)).toMatchObject({ status: 'queued', stage: 'queued', percent: 0 });
    const job = await t.db.kysely
      .selectFrom('jobs')
      .selectAll()
      .where('dedupe_key', '=', `model.process:${(await t.services.models.findByCode(model.modelCode))?.id}`)
      .executeTakeFirst();
    expect(job).toMatchObject({ name: 'model.process', status: 'queued' });

    expect(await t.services.worker.drain()).toBe(1);
    const s = await status(model.modelCode);
    expect(s).toMatchObject({ status: 'ready', stage: 'ready', percent: 100, reason: null, light: { status: 'ready' } });
    const ts = s.timestamps;
    expect(
      ts.queuedAt <= ts.convertingAt &&
        ts.convertingAt <= ts.optimizingAt &&
        ts.optimizingAt <= ts.renderingAt &&
        ts.renderingAt <= ts.readyAt,
    ).toBe(true);
    expect(ts.failedAt).toBeNull();

    const record = (await get(`/api/model/record?modelCode=${model.modelCode}`, alice.token)).json().data;
    expect(record.stats).toMatchObject({ triangles: 12, format: 'glb', meshes: 1 });
    expect(record.files.web).toMatch(new RegExp(`^/api/model/file/${model.modelCode}/web.glb\\?v=[0-9a-f]{12}$`));

    const web = await get(record.files.web);
    expect(web.statusCode).toBe(200);
    expect(web.headers['content-type']).toBe('model/gltf-binary');
    expect(web.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(web.rawPayload.subarray(0, 4).toString()).toBe('glTF');
    expect(web.rawPayload.length).toBe(record.stats.bytes.web);
    const unversioned = await get(`/api/model/file/${model.modelCode}/light.glb`);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    for (const img of ['cover.webp', 'thumb.webp']) {
      const r = await get(`/api/model/file/${model.modelCode}/${img}`);
      expect(r.headers['content-type']).toBe('image/webp');
      expect(r.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    // The original is the owner's.
    expect((await get(`/api/model/file/${model.modelCode}/original`)).statusCode).toBe(401);
    expect((await get(`/api/model/file/${model.modelCode}/original`, bob.token)).statusCode).toBe(403);
    const original = await get(`/api/model/file/${model.modelCode}/original`, alice.token);
    expect(original.rawPayload.equals(glb)).toBe(true);
    expect(original.headers['content-disposition']).toMatch(/^attachment/);
    expect((await get(`/api/model/file/${model.modelCode}/secret.txt`)).statusCode).toBe(404);
    // Progress and records are the owner's too.
    expect((await get(`/api/model/processStatus?modelCode=${model.modelCode}`, bob.token)).json().code).toBe('403');
    // The job is done and did not leave work folders behind.
    expect((await t.services.jobs.counts()).done).toBe(1);
    expect(fs.readdirSync(path.join(t.config.DATA_DIR, 'tmp'))).toEqual([]);
    readyCode = model.modelCode;
  });

  it('takes a model with its MTL and texture as separate files and zips them as the original', async () => {
    const ids = [];
    for (const [name, rel] of [
      ['capsule.obj', 'obj/capsule/capsule.obj'],
      ['capsule.mtl', 'obj/capsule/capsule.mtl'],
      ['capsule0.jpg', 'obj/capsule/capsule0.jpg'],
    ] as const) {
      ids.push((await uploadOk(t, alice.token, name, fixture(rel))).fileId);
    }
    const model = await createModel(ids);
    await t.services.worker.drain();
    const record = (await get(`/api/model/record?modelCode=${model.modelCode}`, alice.token)).json().data;
    expect(record.status, record.failureReason).toBe('ready');
    expect(record.stats.format).toBe('obj');
    expect(record.stats.textures.length).toBeGreaterThan(0);
    expect(record.stats.warnings.join()).not.toContain('capsule0.jpg');
    const original = await get(record.files.original, alice.token);
    expect(original.headers['content-type']).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(original.rawPayload))).sort()).toEqual([
      'capsule.mtl',
      'capsule.obj',
      'capsule0.jpg',
    ]);
  });

  it('refuses unusable file sets and other users’ files', async () => {
    const txt = await uploadOk(t, alice.token, 'readme.txt', Buffer.from('说明文字'));
    const bad = await post('/api/model/uploadModel', { fileIds: [txt.fileId], title: 'x', trade: '其他', price: 0 }, alice.token);
    expect(bad.json()).toMatchObject({ code: '400' });
    expect(bad.json().errorMsg).toContain('没有可识别的模型文件');
    const a = await uploadOk(t, alice.token, 'a.stl', fixture('stl/sphereWithHole.stl'));
    const b = await uploadOk(t, alice.token, 'b.ply', fixture('ply/fixed_top.ply'));
    expect(
      (
        await post('/api/model/uploadModel', { fileIds: [a.fileId, b.fileId], title: 'x', trade: '其他', price: 0 }, alice.token)
      ).json().errorMsg,
    ).toContain('一次只能提交一个模型');
    expect(
      (await post('/api/model/uploadModel', { fileIds: [a.fileId], title: 'x', trade: '其他', price: 0 }, bob.token)).json().code,
    ).toBe('403');
    const invalid = await post(
      '/api/model/uploadModel',
      { fileIds: [a.fileId], title: '', trade: '火星', price: -1 },
      alice.token,
    );
    expect(invalid.json()).toMatchObject({ code: '400' });
    expect(Object.keys(invalid.json().fields)).toEqual(expect.arrayContaining(['title', 'trade', 'price']));
  });

  it('marks a broken model failed with the pipeline’s Chinese reason and touches nothing else', async () => {
    const filesBefore = await countRows(t, 'files');
    const blobsBefore = storedFiles(t).length;
    const escape = await uploadOk(t, alice.token, 'escape.gltf', fixture('bad/path-traversal/escape.gltf'));
    const broken = await uploadOk(t, alice.token, 'broken.glb', brokenGlb());
    const m1 = await createModel([escape.fileId]);
    const m2 = await createModel([broken.fileId]);
    await t.services.worker.drain();
    const s1 = await status(m1.modelCode);
    expect(s1).toMatchObject({ status: 'failed', stage: 'failed', statusLabel: '处理失败' });
    expect(s1.reason).toContain('位于模型文件夹之外');
    expect(s1.timestamps.failedAt).toBeTruthy();
    expect((await status(m2.modelCode)).reason).toContain('没有任何可显示的三角面');
    // Jobs end failed without retries; no artefacts were stored for them.
    const jobs = await t.db.kysely.selectFrom('jobs').select(['status', 'attempts']).where('status', '=', 'failed').execute();
    expect(jobs).toEqual([
      { status: 'failed', attempts: 1 },
      { status: 'failed', attempts: 1 },
    ]);
    expect(await countRows(t, 'files')).toBe(filesBefore + 2);
    expect(storedFiles(t).length).toBe(blobsBefore + 2);
    // The ready model is untouched.
    expect(await status(readyCode)).toMatchObject({ status: 'ready' });
    expect((await get(`/api/model/file/${m1.modelCode}/web.glb`, alice.token)).json().errorMsg).toBe(
      '模型处理失败，没有可用的文件',
    );
    expect((await get(`/api/model/file/${m1.modelCode}/web.glb`)).json().code).toBe('404');
  });

  it('re-makes the lightweight level with a target size (modelextend/compress)', async () => {
    const before = (await get(`/api/model/record?modelCode=${readyCode}`, alice.token)).json().data;
    expect((await post('/api/modelextend/compress', { modelCode: readyCode, targetSize: 1 }, bob.token)).json().code).toBe('403');
    const res = await post('/api/modelextend/compress', { modelCode: readyCode, targetSize: 0.1 }, alice.token);
    expect(res.json().data.light).toEqual({ status: 'queued', targetBytes: Math.round(0.1 * 1024 * 1024), error: null });
    expect(
      (await post('/api/modelextend/compress', { modelCode: readyCode, targetSize: 1 }, alice.token)).json().errorMsg,
    ).toContain('正在生成中');
    expect(await t.services.worker.drain()).toBe(1);
    const after = (await get(`/api/model/record?modelCode=${readyCode}`, alice.token)).json().data;
    expect((await status(readyCode)).light.status).toBe('ready');
    // Everything but the light level is as before.
    expect(after.files.web).toBe(before.files.web);
    expect(after.files.cover).toBe(before.files.cover);
    const light = await get(after.files.light);
    expect(light.rawPayload.length).toBe(after.stats.bytes.light);
    // It can run again (the finished job is queued anew).
    expect((await post('/api/modelextend/compress', { modelCode: readyCode, targetSize: 5 }, alice.token)).json().code).toBe(
      '200',
    );
    expect(await t.services.worker.drain()).toBe(1);
  });

  it('picks up a model whose worker died mid-processing', async () => {
    const file = await uploadOk(t, alice.token, 'tree.stl', fixture('stl/sphereWithHole.stl'));
    const model = await createModel([file.fileId]);
    // A worker claimed it, got to the optimize stage and was killed.
    const claimed = await t.services.jobs.claim(['model.process'], 'killed-worker', 60_000);
    expect(claimed).not.toBeNull();
    const row = await t.services.models.findByCode(model.modelCode);
    await t.db.kysely
      .updateTable('models')
      .set({ status: 'processing', stage: 'optimize', converting_at: new Date().toISOString() })
      .where('id', '=', row?.id ?? 0)
      .execute();
    expect(await t.services.worker.drain()).toBe(0);
    // After restart, once the lease has run out:
    await t.db.kysely
      .updateTable('jobs')
      .set({ locked_until: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', claimed?.id ?? 0)
      .execute();
    expect(await t.services.worker.drain()).toBe(1);
    expect(await status(model.modelCode)).toMatchObject({ status: 'ready' });
    expect((await t.services.jobs.get(claimed?.id ?? 0))?.attempts).toBe(2);
  });

  it('retries unexpected errors and finally fails the model with a generic reason', async () => {
    let calls = 0;
    const flaky = new ModelService({
      db: t.db,
      files: t.services.files,
      jobs: t.services.jobs,
      workDir: path.join(t.config.DATA_DIR, 'tmp'),
      runPipeline: async (input, out, opts) => {
        calls += 1;
        if (calls < 99) throw new Error('磁盘暂时不可用');
        return runPipeline(input, out, opts);
      },
    });
    const worker = new JobWorker(t.services.jobs, flaky.jobHandlers(), { backoffBaseMs: 0, jitter: 0 });
    const file = await uploadOk(t, alice.token, 'again.glb', fixture('glb/BoxTextured.glb'));
    const model = await flaky.uploadModel(
      { id: alice.id, type: 0, sessionId: 0 },
      { fileIds: [file.fileId], title: '重试', description: '', type: '其他', trade: '其他', price: 0, freeDownload: false },
    );
    expect(await worker.runOnce()).toBe(true);
    expect(await status(model.modelCode)).toMatchObject({ status: 'processing' });
    expect(await worker.drain()).toBe(2);
    expect(calls).toBe(3);
    const s = await status(model.modelCode);
    expect(s).toMatchObject({ status: 'failed', reason: INTERNAL_FAILURE });
  });
});
