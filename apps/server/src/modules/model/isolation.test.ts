import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, newPhone, type TestApp } from '../../../test/harness.js';
import { register } from '../../../test/flows.js';
import { writeDegenerateStl } from '../../pipeline/fixtures.js';
import { uploadOk } from '../file/test-helpers.js';

/** ISSUE 14: processing runs in a child process under limits; the API's event loop stays free. */
describe.each(DIALECTS)('isolated processing on %s', (dialect) => {
  const apps: TestApp[] = [];
  let stl: Buffer;

  beforeAll(() => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'degenerate-')), 'copies.stl');
    writeDegenerateStl(file, 10_000);
    stl = fs.readFileSync(file);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
  afterEach(async () => {
    for (const t of apps.splice(0)) {
      await t.services.worker.stop();
      await t.close();
    }
  });

  async function appWithModel(overrides: Parameters<typeof createTestApp>[1]) {
    const t = await createTestApp(dialect, { PROCESS_ISOLATION: true, ...overrides });
    apps.push(t);
    const alice = await register(t, newPhone());
    const file = await uploadOk(t, alice.token, 'copies.stl', stl);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/model/uploadModel',
      headers: { token: alice.token },
      payload: { fileIds: [file.fileId], title: '退化模型', description: '', type: '其他', trade: '其他', price: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = (res.json().data as { modelCode: string }).modelCode;
    const status = async () =>
      (await t.app.inject({ url: `/api/model/processStatus?modelCode=${code}`, headers: { token: alice.token } })).json()
        .data as { status: string; reason: string | null };
    const job = () => t.db.kysely.selectFrom('jobs').selectAll().where('name', '=', 'model.process').executeTakeFirstOrThrow();
    return { t, status, job };
  }

  it('answers health while a degenerate STL processes, and the model comes out ready', async () => {
    // On the API's own loop this file used to hold every request for about 100 s.
    const { t, status, job } = await appWithModel({});
    t.services.worker.start();
    let answeredWhileRunning = 0;
    for (let i = 0; i < 2000; i++) {
      const before = (await job()).status;
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      if (before === 'running' && (await job()).status === 'running') answeredWhileRunning += 1;
      if (['ready', 'failed'].includes((await status()).status)) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await status()).toMatchObject({ status: 'ready' });
    expect(answeredWhileRunning).toBeGreaterThan(0);
  });

  it('converts a model to another format in sandboxed children', async () => {
    const { t } = await appWithModel({});
    const alice = await register(t, newPhone());
    const file = await uploadOk(t, alice.token, 'copies.stl', stl);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { token: alice.token } });
    const rec = (await post('/api/modelConvert/upload', { fileIds: [file.fileId] })).json().data as { code: string };
    expect((await post('/api/modelConvert/save', { code: rec.code, targetFormat: 'obj' })).statusCode).toBe(200);
    // The model of appWithModel and this conversion.
    expect(await t.services.worker.drain(5)).toBe(2);
    const res = await t.app.inject({ url: `/api/modelConvert/download?code=${rec.code}`, headers: { token: alice.token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/zip/);
  });

  it('fails a job over its time limit with a Chinese reason after its attempts, and never claims it again', async () => {
    const { t, status, job } = await appWithModel({ PROCESS_TIMEOUT_SECONDS: 0.05, JOB_BACKOFF_BASE_MS: 0 });
    expect(await t.services.worker.drain(10)).toBe(3);
    expect(await status()).toMatchObject({ status: 'failed', reason: expect.stringMatching(/处理超时/) as unknown });
    expect(await job()).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: expect.stringMatching(/处理超时/) as unknown,
    });
    expect(await t.services.worker.drain(10)).toBe(0);
  });

  it('stops a run over its memory limit with a Chinese reason', async () => {
    const { t, job } = await appWithModel({ PROCESS_MEMORY_MB: 128, JOB_BACKOFF_BASE_MS: 0 });
    expect(await t.services.worker.drain(1)).toBe(1);
    expect(await job()).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: expect.stringMatching(/内存超过 128 MB/) as unknown,
    });
  });
});
