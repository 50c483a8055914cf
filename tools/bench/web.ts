import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { freePort, startServer, waitFor } from './api.js';

/**
 * The web benchmark (issue 4, Performance), on the built app (apps/web/dist; `npm run bench` builds it first):
 *
 * - the home page's initial JavaScript, gzipped: what dist/index.html loads (entry script and modulepreloads)
 *   plus the chunks the root route lazy-loads before `/` first renders (the layout shell and the home page of
 *   each form factor), read from Vite's manifest; none of it may contain three.js;
 * - Lighthouse (mobile emulation, performance only) on /good and a model detail page, served by the real
 *   server with part of the demo catalogue seeded; the median run of LIGHTHOUSE_RUNS (3) is shown.
 *   `/` is loaded too, on phone and desktop, to check the computed initial set against what a browser fetches.
 *   Lighthouse's CPU slowdown (4x) assumes a fast desktop host (benchmark index 1500-2000) that runs nothing else:
 *   a tiny static page is measured first as a control, so a low score from a slow or busy machine shows as such.
 *
 * Settings: CHROME_PATH (/usr/bin/chromium), LIGHTHOUSE_RUNS (3), BENCH_WEB_MODELS (24: a full first page of
 * the library on desktop) — how many demo models to wait for before measuring; LIGHTHOUSE_CPU_SLOWDOWN (4,
 * Lighthouse's default; its docs/throttling.md says how to calibrate it to a host's benchmark index);
 * WEB_BENCH_LIGHTHOUSE=false prints the JavaScript sizes only.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'apps/web/dist');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MODELS = Number(process.env.BENCH_WEB_MODELS ?? 24);
const LIGHTHOUSE = process.env.WEB_BENCH_LIGHTHOUSE !== 'false';
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? 4);
const KB = 1024;
const GOALS = { initialJsKb: 250, score: 90 } as const;

/** What the root route lazy-loads before `/` renders (app/Root.tsx shells, routes.tsx home pages). */
const HOME_FIRST_RENDER = {
  desktop: ['src/components/layout/DesktopShell.tsx', 'src/features/home/desktop/HomePage.tsx'],
  phone: ['src/components/phone/MobileShell.tsx', 'src/features/home/phone/MobileHomePage.tsx'],
} as const;
type Variant = keyof typeof HOME_FIRST_RENDER;

/** Strings three.js's core always carries (the global revision flag and the devtools hook), whatever the minifier does. */
const THREE_MARKERS = ['__THREE__', '__THREE_DEVTOOLS__'];

interface ManifestChunk {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ScriptRow {
  file: string;
  raw: number;
  gzip: number;
  three: boolean;
}

function readManifest(): Manifest {
  const file = path.join(DIST, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`没有找到 ${file}，请先运行 npm run build -w apps/web`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The manifest key of a source module's chunk. Vite keys a chunk by its module's path, or by "_<file>" when Rollup
 * made the module's chunk carry more than that module's exports; then the dynamic entry of that name is it.
 */
function chunkKey(manifest: Manifest, key: string): string {
  if (manifest[key]) return key;
  const name = path.basename(key).replace(/\.[jt]sx?$/, '');
  const found = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name);
  if (found.length !== 1) throw new Error(`Vite 清单中找不到 ${key} 的代码块`);
  return found[0]!;
}

/** The files of `keys` and of everything they import statically (a dynamic import loads later, on its own). */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach((key) => visit(chunkKey(manifest, key)));
  return files;
}

/** Scripts dist/index.html loads by itself: module scripts and modulepreload links. */
function htmlScripts(html: string): string[] {
  const found = [
    ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g),
  ];
  return found.map((m) => m[1]!);
}

function scriptRow(file: string): ScriptRow {
  const data = fs.readFileSync(path.join(DIST, file));
  const text = data.toString('utf8');
  return {
    file,
    raw: data.length,
    gzip: zlib.gzipSync(data, { level: 9 }).length,
    three: THREE_MARKERS.some((m) => text.includes(m)),
  };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');

/** Prints the initial JavaScript table and goal lines; returns the computed file set of each form factor. */
function initialJavaScript(): Record<Variant, Set<string>> {
  const manifest = readManifest();
  const html = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const fromHtml = new Set([...htmlScripts(html), ...staticClosure(manifest, ['index.html'])]);
  const sets = {} as Record<Variant, Set<string>>;
  for (const variant of Object.keys(HOME_FIRST_RENDER) as Variant[]) {
    sets[variant] = new Set([...fromHtml, ...staticClosure(manifest, HOME_FIRST_RENDER[variant])]);
  }
  const all = [...new Set([...sets.desktop, ...sets.phone])];
  const rows = new Map(all.map((f) => [f, scriptRow(f)]));

  console.log(`\nWeb: initial JavaScript of / (gzip -9; 1 KB = ${KB} bytes)`);
  console.log('file'.padEnd(48) + 'raw KB'.padStart(9) + 'gzip KB'.padStart(9) + '  loaded by'.padEnd(22) + 'three.js');
  const order = [...rows.values()].sort((a, b) => b.gzip - a.gzip);
  for (const r of order) {
    const by = fromHtml.has(r.file) ? 'index.html' : (['desktop', 'phone'] as const).filter((v) => sets[v].has(r.file)).join('+');
    console.log(
      r.file.padEnd(48) + kb(r.raw).padStart(9) + kb(r.gzip).padStart(9) + `  ${by}`.padEnd(22) + (r.three ? 'YES' : ''),
    );
  }
  const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + rows.get(f)!.gzip, 0);
  console.log(`index.html alone (entry + modulepreload): ${kb(total(fromHtml))} KB gzipped in ${fromHtml.size} files`);
  for (const variant of Object.keys(sets) as Variant[]) {
    const files = sets[variant];
    const bytes = total(files);
    const three = [...files].filter((f) => rows.get(f)!.three);
    console.log(
      `home initial JS, ${variant}: ${kb(bytes)} KB gzipped in ${files.size} files (goal <= ${GOALS.initialJsKb} KB) ${verdict(bytes <= GOALS.initialJsKb * KB)}; ` +
        `three.js in it: ${three.length ? `YES (${three.join(', ')}) MISSED` : 'no OK'}`,
    );
  }
  return sets;
}

async function launchChromium(): Promise<{ port: number; stop(): void }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-chromium-'));
  const child = spawn(
    CHROME,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // As chrome-launcher starts it for Lighthouse: a page without a visible window is not deprioritised.
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--disable-background-timer-throttling',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, child);
  return {
    port,
    stop: () => {
      child.kill('SIGTERM');
      child.once('exit', () => fs.rmSync(profile, { recursive: true, force: true }));
    },
  };
}

interface PageRun {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  scripts: string[];
  benchmarkIndex: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function lighthouseRun(url: string, port: number, desktop = false): Promise<PageRun> {
  const flags: Flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  // The desktop preset keeps its own (lighter) throttling.
  if (!desktop) flags.throttling = { cpuSlowdownMultiplier: CPU_SLOWDOWN };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse 没有返回结果: ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse 出错 (${url}): ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (details?.items ?? []).filter((i) => i.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0),
    scripts: scripts.map((s) => new URL(s.url).pathname.slice(1)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** RUNS runs of one page; the run with the median score stands for it (Lighthouse's own advice against noise). */
async function medianRun(url: string, port: number): Promise<{ median: PageRun; scores: number[] }> {
  const runs: PageRun[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url, port));
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, scores: runs.map((r) => r.score) };
}

/** A tiny static page: what Lighthouse scores on this host when the page itself costs next to nothing. */
async function controlPage(): Promise<{ url: string; close(): void }> {
  const html =
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, ' +
    `initial-scale=1"><title>模型星球</title></head><body><h1>模型星球</h1><p>${'3D 模型交易与建模服务平台。'.repeat(20)}</p></body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/`, close: () => server.close() };
}

async function modelCount(base: string): Promise<{ total: number; first?: string }> {
  const res = await fetch(`${base}/api/model/list?pageNum=1&pageSize=1`);
  const body = (await res.json()) as { data?: { total: number; list: { modelCode: string }[] } };
  return { total: body.data?.total ?? 0, first: body.data?.list[0]?.modelCode };
}

/**
 * The real server with part of the demo catalogue: seeded by the first start (job worker on) until MODELS are
 * ready, then started again on the same data without seeding or worker, so the pipeline does not compete with
 * the browser for the CPU while Lighthouse measures.
 */
async function seededServer(): Promise<{ base: string; modelCode: string; stop(): void }> {
  const seeding = await startServer({ WORKER: 'true', SEED_DEMO: 'true' });
  const started = Date.now();
  while ((await modelCount(seeding.base)).total < MODELS) {
    if (Date.now() - started > 15 * 60_000) throw new Error(`15 分钟内没有生成 ${MODELS} 个演示模型`);
    await new Promise((r) => setTimeout(r, 2000));
  }
  console.log(`demo catalogue: ${MODELS} models ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  seeding.stop();
  await seeding.exited;
  const server = await startServer({ DATA_DIR: seeding.dataDir, WORKER: 'false', SEED_DEMO: 'false' });
  const { first } = await modelCount(server.base);
  if (!first) throw new Error('模型库为空');
  return {
    base: server.base,
    modelCode: first,
    stop: () => {
      server.stop();
      void server.exited.then(() => {
        for (const dir of [seeding.dataDir, server.dataDir]) fs.rmSync(dir, { recursive: true, force: true });
      });
    },
  };
}

/** Issue 4's web goals: the home page's initial JS <= 250 KB gzipped without three.js; Lighthouse >= 90 on mobile. */
export async function runWebBench(): Promise<void> {
  const initial = initialJavaScript();
  if (!LIGHTHOUSE) return;

  const server = await seededServer();
  const chromium = await launchChromium();
  try {
    const control = await controlPage();
    const pages = [
      { name: 'static page (control)', url: control.url },
      { name: '/good', url: `${server.base}/good` },
      { name: '/modeldetail?modelCode=…', url: `${server.base}/modeldetail?modelCode=${server.modelCode}` },
    ];
    // Warm the server (first SQLite reads, file cache) so the first Lighthouse run is not the odd one out.
    for (const p of pages) await fetch(p.url);
    await fetch(`${server.base}/api/model/detail?modelCode=${server.modelCode}`);

    const load = os.loadavg()[0]!;
    const results = [];
    for (const p of pages) results.push({ ...p, ...(await medianRun(p.url, chromium.port)) });
    control.close();

    console.log(
      `\nWeb: Lighthouse ${RUNS} run(s) per page, mobile emulation (CPU slowdown ${CPU_SLOWDOWN}x), performance only (median run)`,
    );
    console.log(
      'page'.padEnd(28) +
        'score'.padStart(7) +
        'FCP ms'.padStart(9) +
        'LCP ms'.padStart(9) +
        'TBT ms'.padStart(9) +
        'CLS'.padStart(7) +
        'JS KB'.padStart(8) +
        '  all scores',
    );
    for (const r of results) {
      const m = r.median;
      console.log(
        r.name.padEnd(28) +
          String(m.score).padStart(7) +
          m.fcp.toFixed(0).padStart(9) +
          m.lcp.toFixed(0).padStart(9) +
          m.tbt.toFixed(0).padStart(9) +
          m.cls.toFixed(3).padStart(7) +
          kb(m.jsBytes).padStart(8) +
          `  ${r.scores.join(' ')}`,
      );
    }
    const indexes = results.map((r) => r.median.benchmarkIndex.toFixed(0)).join(', ');
    console.log(
      `(JS KB: script bytes transferred, as served. Host: Lighthouse CPU benchmark index ${indexes} — Lighthouse's ` +
        `4x assumes 1500-2000; load average ${load.toFixed(1)} on ${os.availableParallelism()} CPUs at the start)`,
    );
    for (const r of results.slice(1)) {
      console.log(`Lighthouse ${r.name}: ${r.median.score} (goal >= ${GOALS.score}) ${verdict(r.median.score >= GOALS.score)}`);
    }

    // The computed initial set against what a browser really fetches for `/`.
    for (const variant of ['phone', 'desktop'] as const) {
      const run = await lighthouseRun(`${server.base}/`, chromium.port, variant === 'desktop');
      const extra = run.scripts.filter((s) => !initial[variant].has(s));
      const missing = [...initial[variant]].filter((s) => !run.scripts.includes(s));
      console.log(
        `/ in chromium (${variant}): ${run.scripts.length} scripts, ${kb(run.jsBytes)} KB transferred; ` +
          `loaded but not counted as initial: ${extra.join(', ') || 'none'}; counted but not loaded: ${missing.join(', ') || 'none'}`,
      );
      // Issue 20: everything a visitor's browser fetches for the home page before the network is idle (Lighthouse
      // waits for that), gzipped like the initial figure so the two compare.
      const beforeIdle = run.scripts
        .filter((s) => fs.existsSync(path.join(DIST, s)))
        .reduce((sum, s) => sum + scriptRow(s).gzip, 0);
      console.log(
        `home JS loaded before network idle, ${variant}: ${kb(beforeIdle)} KB gzipped (goal <= ${GOALS.initialJsKb} KB) ` +
          verdict(beforeIdle / KB <= GOALS.initialJsKb),
      );
    }
  } finally {
    chromium.stop();
    server.stop();
  }
}
