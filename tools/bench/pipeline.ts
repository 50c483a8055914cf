import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { copyFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { convertInput, runPipeline } from '../../apps/server/src/pipeline/index.js';
import { FIXTURES_DIR as FIXTURES, hasFixtures, listFixtureModels } from '../../apps/server/src/pipeline/fixtures.js';
import { getIO } from '../../apps/server/src/pipeline/io.js';
import { writeDracoCopy, writeKtx2Model, writeManyMeshGltf } from '../../apps/server/src/pipeline/built-models.js';
import { openVisualChecker } from '../../apps/server/src/pipeline/visual.js';
import { largeModel } from './large-model.js';

/**
 * The 3D pipeline benchmark (ISSUE 3, Performance): every fixture model through our pipeline and, in
 * the same run, through `gltfpack -cc`; per file and as medians: input bytes, our web GLB, the ratio to
 * gltfpack's output, seconds and peak RSS. Then the ~200 MB input of the memory and throughput goals
 * (see large-model.ts). Each input runs in its own child process so its peak RSS is its own: the whole
 * pipeline runs in that one process, so its maxRSS is the pipeline's peak.
 *
 * `tsx tools/bench/pipeline.ts fixtures` or `... large` runs one part only.
 */

const run = promisify(execFile);
const THIS_FILE = fileURLToPath(import.meta.url);
const REPO = path.resolve(path.dirname(THIS_FILE), '../..');
const GLTFPACK_CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('gltfpack')), 'cli.js');

interface ChildResult {
  ok: boolean;
  error?: string;
  seconds: number;
  /** CPU time of the run (user + system): the machine is shared, so wall time alone says little about one core. */
  cpuSeconds: number;
  peakRssBytes: number;
  webBytes: number;
  lightBytes: number;
  triangles: number;
}

interface Row extends ChildResult {
  name: string;
  inputBytes: number;
  gltfpackBytes: number | null;
  gltfpackNote: string;
}

function sizeOf(input: string): number {
  const info = statSync(input);
  if (!info.isDirectory()) return info.size;
  return readdirSync(input).reduce((sum, name) => sum + sizeOf(path.join(input, name)), 0);
}

/** Child mode: one pipeline run, reported as a JSON line on stdout; `keep` receives a copy of web.glb. */
async function runOne(input: string, keep?: string): Promise<void> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'bench-pipeline-'));
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const cpuSeconds = () => {
    const used = process.cpuUsage(cpuStart);
    return (used.user + used.system) / 1e6;
  };
  let result: ChildResult;
  try {
    const { stats, files } = await runPipeline(input, out);
    if (keep) await copyFile(files.web, keep);
    result = {
      ok: true,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: cpuSeconds(),
      peakRssBytes: 0,
      webBytes: stats.bytes.web,
      lightBytes: stats.bytes.light,
      triangles: stats.triangles,
    };
  } catch (err) {
    result = {
      ok: false,
      error: (err as Error).message,
      seconds: (performance.now() - started) / 1000,
      cpuSeconds: cpuSeconds(),
      peakRssBytes: 0,
      webBytes: 0,
      lightBytes: 0,
      triangles: 0,
    };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
  // maxRSS is in kilobytes.
  result.peakRssBytes = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

async function gltfpack(input: string, output: string): Promise<number> {
  await run(process.execPath, [GLTFPACK_CLI, '-i', input, '-o', output, '-cc'], { maxBuffer: 16 * 1024 * 1024 });
  return (await stat(output)).size;
}

/** The file gltfpack can read directly (.glb, .gltf, .obj), or null when it needs our converter first. */
function gltfpackInput(input: string): string | null {
  const files = statSync(input).isDirectory() ? readdirSync(input).map((n) => path.join(input, n)) : [input];
  return files.find((f) => /\.(glb|gltf|obj)$/i.test(f)) ?? null;
}

/** gltfpack -cc on the input, or on a plain GLB from our converter when gltfpack cannot read the input. */
async function gltfpackBytes(input: string, work: string): Promise<{ bytes: number | null; note: string }> {
  const direct = gltfpackInput(input);
  if (direct) {
    try {
      return { bytes: await gltfpack(direct, path.join(work, 'direct.glb')), note: 'original' };
    } catch {
      // Falls through to the converted GLB (gltfpack 1.3 from npm has no Draco decoder, for one).
    }
  }
  try {
    const { doc } = await convertInput(input, work);
    const plain = path.join(work, 'converted.glb');
    await writeFile(plain, await (await getIO()).writeBinary(doc));
    return { bytes: await gltfpack(plain, path.join(work, 'packed.glb')), note: 'converted by us' };
  } catch (err) {
    return { bytes: null, note: `failed: ${(err as Error).message.slice(0, 40)}` };
  }
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const kb = (bytes: number | null) => (bytes === null || !Number.isFinite(bytes) ? '-' : (bytes / 1024).toFixed(1));

/** The per-file table; with medians, the MEDIAN row and the summary of the fixture goals below it. */
function printTable(rows: Row[], medians = true): void {
  const header = [
    'file',
    'input KB',
    'web KB',
    'gltfpack KB',
    'ratio',
    'light KB',
    'seconds',
    'cpu s',
    'peak RSS MB',
    'gltfpack input',
  ];
  const lines = rows.map((r) => [
    r.name,
    kb(r.inputBytes),
    r.ok ? kb(r.webBytes) : `FAIL ${r.error ?? ''}`.slice(0, 40),
    kb(r.gltfpackBytes),
    r.ok && r.gltfpackBytes ? (r.webBytes / r.gltfpackBytes).toFixed(2) : '-',
    r.ok ? kb(r.lightBytes) : '-',
    r.seconds.toFixed(2),
    r.cpuSeconds.toFixed(2),
    (r.peakRssBytes / 1024 / 1024).toFixed(0),
    r.gltfpackNote,
  ]);
  const ok = rows.filter((r) => r.ok);
  const ratios = ok.filter((r) => r.gltfpackBytes).map((r) => r.webBytes / (r.gltfpackBytes ?? 1));
  if (medians)
    lines.push([
      'MEDIAN',
      kb(median(rows.map((r) => r.inputBytes))),
      kb(median(ok.map((r) => r.webBytes))),
      kb(median(rows.flatMap((r) => (r.gltfpackBytes ? [r.gltfpackBytes] : [])))),
      median(ratios).toFixed(2),
      kb(median(ok.map((r) => r.lightBytes))),
      median(rows.map((r) => r.seconds)).toFixed(2),
      median(rows.map((r) => r.cpuSeconds)).toFixed(2),
      (median(rows.map((r) => r.peakRssBytes)) / 1024 / 1024).toFixed(0),
      '',
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  if (!medians) return;

  const totalInput = rows.reduce((s, r) => s + r.inputBytes, 0);
  const totalSeconds = rows.reduce((s, r) => s + r.seconds, 0);
  const totalCpu = rows.reduce((s, r) => s + r.cpuSeconds, 0);
  const mbs = (seconds: number) => (totalInput / 1024 / 1024 / seconds).toFixed(2);
  console.log(
    `\n${ok.length}/${rows.length} converted; throughput ${mbs(totalSeconds)} MB/s of input by wall time, ${mbs(totalCpu)} MB/s per CPU second ` +
      `(${(totalInput / 1024 / 1024).toFixed(1)} MB in ${totalSeconds.toFixed(1)} s, one process at a time; on files this small ` +
      `start-up dominates, the throughput goal is measured on the large input); ` +
      `median web/gltfpack -cc ratio ${median(ratios).toFixed(2)} (goal ≤ 1.00); max peak RSS ${(Math.max(...rows.map((r) => r.peakRssBytes)) / 1024 / 1024).toFixed(0)} MB`,
  );
}

async function measure(input: string, name: string, keepWeb?: string): Promise<Row> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bench-gltfpack-'));
  try {
    const { stdout } = await run(
      process.execPath,
      [...process.execArgv, THIS_FILE, '--one', input, ...(keepWeb ? ['--keep', keepWeb] : [])],
      { maxBuffer: 16 * 1024 * 1024, cwd: REPO },
    );
    const child = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ChildResult;
    const packed = await gltfpackBytes(input, work);
    return { ...child, name, inputBytes: sizeOf(input), gltfpackBytes: packed.bytes, gltfpackNote: packed.note };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const RSS_GOAL_MB = 1024;
const THROUGHPUT_GOAL_MBS = 5;

function printLarge(row: Row): void {
  printTable([row], false);
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const rss = mb(row.peakRssBytes);
  const perCpu = mb(row.inputBytes) / row.cpuSeconds;
  const perWall = mb(row.inputBytes) / row.seconds;
  console.log(
    `\nlarge input ${mb(row.inputBytes).toFixed(1)} MB: ${row.ok ? 'converted' : 'FAILED'}; ` +
      `peak RSS ${rss.toFixed(0)} MB (goal < ${RSS_GOAL_MB}: ${rss < RSS_GOAL_MB ? 'met' : 'NOT met'}); ` +
      `throughput ${perCpu.toFixed(2)} MB/s per CPU second (goal ≥ ${THROUGHPUT_GOAL_MBS}: ${perCpu >= THROUGHPUT_GOAL_MBS ? 'met' : 'NOT met'}), ` +
      `${perWall.toFixed(2)} MB/s by wall time`,
  );
}

/**
 * What three.js should draw as the original: the uploaded glTF or GLB itself; for other formats our plain
 * conversion (no optimisation), so the figure measures what optimising changed.
 */
async function visualOriginal(input: string, work: string): Promise<{ file: string; note: string }> {
  const direct = statSync(input).isDirectory()
    ? readdirSync(input)
        .map((n) => path.join(input, n))
        .find((f) => /\.(glb|gltf)$/i.test(f))
    : /\.(glb|gltf)$/i.test(input)
      ? input
      : undefined;
  if (direct) return { file: direct, note: 'original' };
  const { doc } = await convertInput(input, work);
  const file = path.join(work, 'converted.glb');
  await writeFile(file, await (await getIO()).writeBinary(doc));
  return { file, note: 'converted, not optimised' };
}

const SSIM_GOAL = 0.95;

/**
 * The visual check of issue 20: each input's original and web model drawn alike by three.js in Chromium and
 * compared by SSIM over the model's pixels. The control is each original against itself in the same run:
 * what the renderer alone varies, which every figure should be read against.
 */
async function printVisual(pairs: { name: string; input: string; web: string }[]): Promise<void> {
  const checker = await openVisualChecker();
  const rows: { name: string; ssim: number; control: number; note: string }[] = [];
  try {
    for (const pair of pairs) {
      const work = await mkdtemp(path.join(os.tmpdir(), 'bench-visual-'));
      try {
        const original = await visualOriginal(pair.input, work);
        const { ssim } = await checker.compare(original.file, pair.web);
        const control = (await checker.compare(original.file, original.file)).ssim;
        rows.push({ name: pair.name, ssim, control, note: original.note });
      } catch (err) {
        rows.push({ name: pair.name, ssim: NaN, control: NaN, note: `failed: ${(err as Error).message.slice(0, 60)}` });
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    }
  } finally {
    await checker.close();
  }
  const width = Math.max(4, ...rows.map((r) => r.name.length));
  console.log(`\n${'file'.padEnd(width)}  SSIM    control  drawn against`);
  for (const r of rows) console.log(`${r.name.padEnd(width)}  ${r.ssim.toFixed(4)}  ${r.control.toFixed(4)}   ${r.note}`);
  const ok = rows.filter((r) => Number.isFinite(r.ssim));
  const lowest = ok.reduce((a, b) => (b.ssim < a.ssim ? b : a), ok[0] ?? { name: '-', ssim: NaN });
  const below = rows.filter((r) => !(r.ssim >= SSIM_GOAL));
  console.log(
    `\nvisual check (web model vs original, masked SSIM): lowest ${lowest.ssim.toFixed(4)} (${lowest.name}), ` +
      `median ${median(ok.map((r) => r.ssim)).toFixed(4)}; control (original vs itself) lowest ` +
      `${Math.min(...ok.map((r) => r.control)).toFixed(4)}; goal every model ≥ ${SSIM_GOAL}: ` +
      (below.length ? `NOT met (${below.map((r) => r.name).join(', ')})` : 'met'),
  );
}

/** Models made in code for what the shared fixtures lack: KTX2 maps, a Draco input, a big pretty-printed glTF. */
async function builtInputs(dir: string): Promise<{ name: string; input: string }[]> {
  const out = [
    { name: 'built/ktx2-copper-lamp.glb', input: await writeKtx2Model(path.join(dir, 'lamp.glb')) },
    {
      name: 'built/many-meshes (501, .gltf folder)',
      input: path.dirname(await writeManyMeshGltf(path.join(dir, 'many'), { meshes: 501 })),
    },
  ];
  if (hasFixtures())
    out.push({
      name: 'built/low-poly-tree-draco.glb',
      input: await writeDracoCopy(path.join(FIXTURES, 'glb', 'low-poly-tree.glb'), path.join(dir, 'tree-draco.glb')),
    });
  return out;
}

export async function runPipelineBench(part: 'all' | 'fixtures' | 'large' = 'all'): Promise<void> {
  if (part !== 'large') {
    const webs = await mkdtemp(path.join(os.tmpdir(), 'bench-webs-'));
    try {
      const inputs = hasFixtures() ? listFixtureModels().map((input) => ({ name: path.relative(FIXTURES, input), input })) : [];
      console.log(
        hasFixtures()
          ? `pipeline bench: ${FIXTURES} and models built in code\n`
          : `pipeline bench: no fixtures at ${FIXTURES} (set MODEL_FIXTURES); models built in code only\n`,
      );
      inputs.push(...(await builtInputs(webs)));
      const rows: Row[] = [];
      const pairs: { name: string; input: string; web: string }[] = [];
      for (const [i, { name, input }] of inputs.entries()) {
        const web = path.join(webs, `web-${i}.glb`);
        const row = await measure(input, name, web);
        rows.push(row);
        if (row.ok) pairs.push({ name, input, web });
      }
      printTable(rows);
      await printVisual(pairs);
    } finally {
      await rm(webs, { recursive: true, force: true });
    }
  }
  if (part !== 'fixtures') {
    console.log('\npipeline bench: large input (generated on first use, see tools/bench/large-model.ts)\n');
    printLarge(await measure(await largeModel(), 'large.glb (generated)'));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const one = process.argv.indexOf('--one');
  const input = one >= 0 ? process.argv[one + 1] : undefined;
  const keep = process.argv.indexOf('--keep');
  const part = process.argv[2] === 'fixtures' || process.argv[2] === 'large' ? process.argv[2] : 'all';
  (input ? runOne(input, keep >= 0 ? process.argv[keep + 1] : undefined) : runPipelineBench(part)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
