import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { DEMO_MODELS, writeDemoGlb } from '../../apps/server/src/seed-models/index.js';
import { loginToken, startServer } from './api.js';

/**
 * The showroom benchmark (issue 17, Performance), on the built app (`npm run bench showroom` builds it first):
 * a fresh server on a temporary SQLite database; 30 demo-generator models uploaded by one owner and processed by
 * the pipeline; a published 30-model showroom, opened by a visitor at /showDetail?id=, and the same template
 * without models as the control, a draft (a published show cannot be empty) opened there by its owner as the
 * owner's preview; both in Chromium (Debian's, GPU disabled: SwiftShader renders) with phone emulation and a
 * fast-4G network. Printed: time to the first rendered frame, time until every model is visible (drawn in a
 * frame), bytes transferred, frames per second over 10 s of walking (the viewer's own walk along its tour path)
 * beside the empty room's, and where the time went: the room's baking and the end of the last model download.
 *
 * Settings: CHROME_PATH (/usr/bin/chromium), BENCH_SHOWROOM_MODELS (30), BENCH_SHOWROOM_TEMPLATE (gallery).
 */

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MODELS = Number(process.env.BENCH_SHOWROOM_MODELS ?? 30);
const TEMPLATE = process.env.BENCH_SHOWROOM_TEMPLATE ?? 'gallery';
const WALK_MS = 10_000;
const GOALS = { firstFrameMs: 3000, allModelsMs: 6000, megabytes: 20 } as const;
/** Fast 4G as the DevTools presets give it: 9 Mbit/s down, 1.5 up, 60 ms round trip. */
const FAST_4G = {
  offline: false,
  latency: 60,
  downloadThroughput: (9_000_000 / 8) * 0.9,
  uploadThroughput: (1_500_000 / 8) * 0.9,
};
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const MB = 1024 * 1024;
const CONTROL = 'empty room (control)';

/** The API's envelope: code "200" on success, errorMsg otherwise. */
interface Reply<T> {
  code: string;
  errorMsg?: string;
  data: T;
}

async function call<T>(base: string, token: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api/${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? { token } : { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await res.json()) as Reply<T>;
  if (!res.ok || reply.code !== '200') throw new Error(`${url}: HTTP ${res.status} ${reply.errorMsg ?? JSON.stringify(reply)}`);
  return reply.data;
}

/** Uploads one GLB as a priced model and waits for the pipeline; returns its code. */
async function uploadModel(base: string, token: string, file: string, title: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)]), path.basename(file));
  const res = await fetch(`${base}/api/common/file/upload`, { method: 'POST', body: form, headers: { token } });
  const up = (await res.json()) as Reply<{ fileId: string }>;
  const created = await call<{ modelCode: string }>(base, token, 'model/uploadModel', {
    fileIds: [up.data.fileId],
    title,
    description: '展厅基准测试模型',
    type: '其他',
    trade: '其他',
    price: 990,
  });
  const started = Date.now();
  for (;;) {
    const s = await call<{ status: string; reason: string | null }>(
      base,
      token,
      `model/processStatus?modelCode=${created.modelCode}`,
    );
    if (s.status === 'ready') return created.modelCode;
    if (s.status === 'failed') throw new Error(`模型处理失败：${title}：${s.reason}`);
    if (Date.now() - started > 10 * 60_000) throw new Error(`模型处理超时：${title}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Creates and publishes a showroom of the given models on the template's first slots; returns its id. */
async function publishShow(base: string, token: string, title: string, codes: string[]): Promise<number> {
  const { id } = await call<{ id: number }>(base, token, 'show/save', { kind: 1, title, template: TEMPLATE });
  await call(base, token, 'show/saveModels', {
    id,
    placements: codes.map((modelCode, slot) => ({ slot, modelCode, rotation: 0, scale: 1 })),
  });
  await call(base, token, 'show/publish', { id });
  return id;
}

/** What the walk viewer exposes (apps/web/src/three/showroom/engine.ts, ShowroomProbe). */
interface ShowWindow {
  __showroom?: {
    firstFrame: number | null;
    allSettled: number | null;
    visible: number;
    failed: number;
    total: number;
    walkFps(ms: number): Promise<number>;
  };
}

interface Visit {
  /** ms the room took to build (its light baked), and when the last model file had arrived (ms since navigation). */
  roomMs: number | null;
  downloadsDone: number | null;
  firstFrame: number | null;
  allSettled: number | null;
  visible: number;
  failed: number;
  total: number;
  bytes: number;
  fps: number;
}

async function visit(page: Page, url: string): Promise<Visit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
  await page.goto(url);
  await page.waitForFunction(() => (window as unknown as ShowWindow).__showroom?.allSettled != null, null, {
    timeout: 120_000,
    polling: 100,
  });
  const loaded = await page.evaluate(() => {
    const p = (window as unknown as ShowWindow).__showroom!;
    const files = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) =>
      /\/(light|web)\.glb/.test(r.name),
    );
    return {
      roomMs: performance.getEntriesByName('showroom:room')[0]?.duration ?? null,
      downloadsDone: files.length ? Math.max(...files.map((r) => r.responseEnd)) : null,
      firstFrame: p.firstFrame,
      allSettled: p.allSettled,
      visible: p.visible,
      failed: p.failed,
      total: p.total,
    };
  });
  const bytesLoaded = bytes;
  const fps = await page.evaluate((ms) => (window as unknown as ShowWindow).__showroom!.walkFps(ms), WALK_MS);
  await cdp.detach();
  return { ...loaded, bytes: bytesLoaded, fps };
}

const ms = (v: number | null) => (v === null ? '-' : v.toFixed(0));
const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');

/** Issue 17's goals: first frame < 3 s, every model < 6 s, <= 20 MB, fps while walking beside an empty room's. */
export async function runShowroomBench(): Promise<void> {
  const server = await startServer({ WORKER: 'true', SEED_DEMO: 'false' });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-showroom-'));
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--disable-gpu', '--no-sandbox'] });
  try {
    const token = await loginToken(server.base, server.dataDir);
    // Spread over the whole catalogue: furniture, jewellery, machines, vehicles...
    const step = Math.max(1, Math.floor(DEMO_MODELS.length / MODELS));
    const picks = Array.from({ length: MODELS }, (_, i) => DEMO_MODELS[(i * step) % DEMO_MODELS.length]!);
    const started = Date.now();
    const codes: string[] = [];
    for (const [i, model] of picks.entries()) {
      const file = path.join(work, `m${i}.glb`);
      await writeDemoGlb(model, file);
      codes.push(await uploadModel(server.base, token, file, model.title));
    }
    console.log(`\nShowroom: ${codes.length} models uploaded and processed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const fullId = await publishShow(server.base, token, '基准测试展厅', codes);
    const { id: emptyId } = await call<{ id: number }>(server.base, token, 'show/save', {
      kind: 1,
      title: '空展厅（对照）',
      template: TEMPLATE,
    });

    const rows: { name: string; v: Visit }[] = [];
    const pages: { name: string; id: number; owner: boolean }[] = [
      { name: CONTROL, id: emptyId, owner: true },
      { name: `${codes.length} models, ${TEMPLATE}`, id: fullId, owner: false },
    ];
    for (const { name, id, owner } of pages) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      if (owner) {
        // The owner's login (the app's `_token` link), before the measured visit.
        await page.goto(`${server.base}/?_token=${encodeURIComponent(token)}`);
        await page.waitForFunction(() => document.cookie.includes('token=') && window.location.search === '');
      }
      rows.push({ name, v: await visit(page, `${server.base}/showDetail?id=${id}`) });
      await context.close();
    }

    console.log(
      `Showroom: /showDetail on a phone (390x844 @3x, touch) over fast 4G (9 Mbit/s, 60 ms), SwiftShader; walking ${WALK_MS / 1000} s`,
    );
    console.log(
      'page'.padEnd(26) +
        'first frame ms'.padStart(16) +
        'all models ms'.padStart(15) +
        'models'.padStart(9) +
        'MB'.padStart(8) +
        'fps walking'.padStart(13) +
        'room ms'.padStart(9) +
        'files in ms'.padStart(13),
    );
    for (const { name, v } of rows) {
      console.log(
        name.padEnd(26) +
          ms(v.firstFrame).padStart(16) +
          ms(v.allSettled).padStart(15) +
          `${v.visible}/${v.total}`.padStart(9) +
          (v.bytes / MB).toFixed(2).padStart(8) +
          v.fps.toFixed(1).padStart(13) +
          ms(v.roomMs).padStart(9) +
          ms(v.downloadsDone).padStart(13),
      );
    }
    const full = rows.find((r) => r.name !== CONTROL)!.v;
    const control = rows.find((r) => r.name === CONTROL)!.v;
    console.log(
      `showroom first frame: ${ms(full.firstFrame)} ms (goal < ${GOALS.firstFrameMs}) ${verdict((full.firstFrame ?? Infinity) < GOALS.firstFrameMs)}`,
    );
    console.log(
      `showroom all ${full.total} models visible: ${ms(full.allSettled)} ms, ${full.failed} failed (goal < ${GOALS.allModelsMs}, none failed) ` +
        verdict((full.allSettled ?? Infinity) < GOALS.allModelsMs && full.failed === 0),
    );
    console.log(
      `showroom bytes transferred: ${(full.bytes / MB).toFixed(2)} MB (goal <= ${GOALS.megabytes}) ${verdict(full.bytes <= GOALS.megabytes * MB)}`,
    );
    console.log(
      `showroom fps walking: ${full.fps.toFixed(1)}, empty room (control, owner's preview of a draft) ${control.fps.toFixed(1)}: ` +
        `fps(room)/fps(empty) ${(full.fps / control.fps).toFixed(2)}`,
    );
  } finally {
    await browser.close();
    server.stop();
    await server.exited;
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}
