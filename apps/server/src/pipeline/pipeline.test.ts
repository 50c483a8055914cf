import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sniffFormat } from './detect.js';
import { FIXTURES_DIR, hasFixtures, listBadFixtures, listFixtureModels, writeDegenerateStl } from './fixtures.js';
import { runPipeline, PipelineInputError, type ModelFormat, type PipelineResult } from './index.js';
import { mtlMapFile } from './convert/three.js';
import { extractZip } from './zip.js';

// gltf-validator ships no types: the part of its report the tests read.
interface ValidationReport {
  issues: { numErrors: number; messages: { code: string; message: string; severity: number; pointer?: string }[] };
}
const { validateBytes } = createRequire(import.meta.url)('gltf-validator') as {
  validateBytes: (
    data: Uint8Array,
    options: { maxIssues: number; externalResourceFunction: (uri: string) => Promise<Uint8Array> },
  ) => Promise<ValidationReport>;
};

const CHINESE = /[\u4e00-\u9fff]/;
const fixture = (...parts: string[]) => path.join(FIXTURES_DIR, ...parts);
let tmp = '';
let counter = 0;
const outDir = () => path.join(tmp, `out-${++counter}`);

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'pipeline-test-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function expectValidGlb(file: string): Promise<void> {
  const report = await validateBytes(new Uint8Array(readFileSync(file)), {
    maxIssues: 20,
    // Every resource must be inside the GLB: an external reference is itself a failure.
    externalResourceFunction: (uri) => Promise.reject(new Error(`external resource ${uri}`)),
  });
  const errors = report.issues.messages.filter((m) => m.severity === 0).map((m) => `${m.code} ${m.pointer ?? ''} ${m.message}`);
  expect(errors, `${path.basename(path.dirname(file))}/${path.basename(file)}`).toEqual([]);
  expect(report.issues.numErrors).toBe(0);
}

/** Runs the pipeline and checks the contract of every successful run. */
async function processOk(input: string, opts?: Parameters<typeof runPipeline>[2]): Promise<PipelineResult> {
  const out = outDir();
  const result = await runPipeline(input, out, opts);
  for (const name of ['web.glb', 'light.glb', 'cover.webp', 'thumb.webp', 'stats.json'])
    expect(existsSync(path.join(out, name)), name).toBe(true);
  await expectValidGlb(result.files.web);
  await expectValidGlb(result.files.light);
  const stats = JSON.parse(readFileSync(result.files.stats, 'utf8')) as PipelineResult['stats'];
  expect(stats).toEqual(result.stats);
  expect(stats.triangles).toBeGreaterThan(0);
  expect(stats.vertices).toBeGreaterThan(0);
  expect(stats.bytes.web).toBe(readFileSync(result.files.web).byteLength);
  expect(stats.bytes.light).toBeLessThanOrEqual(stats.bytes.web * 1.05);
  const cover = await sharp(result.files.cover).metadata();
  const thumb = await sharp(result.files.thumb).metadata();
  expect([cover.format, cover.width, cover.height]).toEqual(['webp', 1024, 768]);
  expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 60, 60]);
  return result;
}

/** The cover must show the model: a plain background has almost no spread of colours. */
async function expectModelVisible(cover: string): Promise<void> {
  const { channels } = await sharp(cover).stats();
  const spread = Math.max(...channels.slice(0, 3).map((c) => c.stdev));
  expect(spread).toBeGreaterThan(8);
}

async function expectRefused(input: string, pattern: RegExp = CHINESE): Promise<PipelineInputError> {
  const out = outDir();
  const err = await runPipeline(input, out).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PipelineInputError);
  const message = (err as PipelineInputError).message;
  expect(message).toMatch(CHINESE);
  expect(message).toMatch(pattern);
  // Nothing half-written is left behind.
  expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  return err as PipelineInputError;
}

const EXPECTED_FORMAT: Record<string, ModelFormat> = {
  glb: 'glb',
  draco: 'glb',
  gltf: 'gltf',
  obj: 'obj',
  fbx: 'fbx',
  stl: 'stl',
  ply: 'ply',
  dae: 'dae',
  '3ds': '3ds',
};
/** Triangle counts of SOURCES.md where they are exact for our converters. */
const EXPECTED_TRIANGLES: Record<string, number> = {
  'glb/BoxTextured.glb': 12,
  'glb/CesiumMan.glb': 4672,
  'glb/low-poly-tree.glb': 1126,
  'glb/portal.glb': 2890,
  'draco/Box_Draco.glb': 12,
  'gltf/BoxTextured': 12,
  'stl/Wuson.stl': 3732,
  'stl/sphereWithHole.stl': 285,
  'ply/fixed_top.ply': 4772,
  'dae/duck': 4212,
  '3ds/fels.3ds': 768,
  'fbx/animation_with_skeleton.fbx': 2112,
};

/**
 * Bounding boxes in millimetres after unit and axis normalisation (x, y up, z), within 1%. What each is:
 * boxes of 1 m (Khronos samples); CesiumMan 1.5 m tall; a 7.5 m tree; the portal's GLB itself scales its
 * 3.8-unit mesh by 100 (Sketchfab export), and glTF is metres, so 383 m is what the file says; the COLLADA duck
 * is in centimetres (unit meter=0.01): 1.65 m; FBX files are in centimetres (UnitScaleFactor 1): cubes of
 * about 21 cm, and the Blender test bar of animation_with_skeleton is 71 Blender units (m) long, no longer 7,121 m;
 * fels.3ds is a 4.7 m rock, Z-up in the file; fixed_top.ply is a 120 mm machined plate (millimetre heuristic);
 * Wuson.stl is a 3.2 m Blender figure, Z-up in the file; trimesh's capsule is 2 m x 3 m along its Z axis.
 */
const EXPECTED_BBOX_MM: Record<string, [number, number, number]> = {
  '3ds/fels.3ds': [3504.8, 4681.6, 3205.55],
  'dae/duck': [1654.78, 1540.41, 1152.53],
  'draco/Box_Draco.glb': [1000, 1000, 1000],
  'fbx/animation_with_skeleton.fbx': [71211.45, 6444.59, 1833.37],
  'fbx/cubes_with_names.fbx': [209.33, 205.13, 327.71],
  'glb/BoxTextured.glb': [1000, 1000, 1000],
  'glb/CesiumMan.glb': [311.95, 1506.55, 1138.27],
  'glb/low-poly-tree.glb': [4074.97, 7463.43, 5047.39],
  'glb/portal.glb': [321595.49, 382912.04, 94055.21],
  'gltf/BoxTextured': [1000, 1000, 1000],
  'obj/capsule': [2000, 2000, 3000],
  'obj/capsule.zip': [2000, 2000, 3000],
  'ply/fixed_top.ply': [120, 10, 120],
  'stl/Wuson.stl': [919.95, 3244.48, 1515.82],
  'stl/sphereWithHole.stl': [3000, 3000, 3000],
};

function expectBbox(actual: { x: number; y: number; z: number }, expected: [number, number, number], label: string): void {
  const got = [actual.x, actual.y, actual.z];
  for (const [i, want] of expected.entries())
    expect(Math.abs((got[i] ?? 0) - want), `${label} bbox ${'xyz'[i]} = ${got[i]} mm, expected ${want}`).toBeLessThanOrEqual(
      want * 0.01,
    );
}

describe.runIf(hasFixtures())('every shared fixture converts to valid glTF', () => {
  for (const input of hasFixtures() ? listFixtureModels() : []) {
    const name = path.relative(FIXTURES_DIR, input);
    it(name, async () => {
      const { stats, files } = await processOk(input);
      expect(stats.format).toBe(EXPECTED_FORMAT[name.split('/')[0] ?? '']);
      const expected = EXPECTED_TRIANGLES[name];
      if (expected !== undefined) expect(stats.triangles).toBe(expected);
      // OBJ capsule: 10,000 triangles plus 200 that collapse to lines; FBX cubes: assimp reports 408 after dropping degenerate ones.
      if (name.startsWith('obj/')) expect(stats.triangles).toBeGreaterThanOrEqual(10_000);
      expect(stats.warnings.filter((w) => w.includes('缺少'))).toEqual([]);
      expect(Object.values(stats.bboxMm).every((v) => v > 0)).toBe(true);
      const bbox = EXPECTED_BBOX_MM[name];
      expect(bbox, `no expected bounding box for ${name}`).toBeDefined();
      if (bbox) expectBbox(stats.bboxMm, bbox, name);
      await expectModelVisible(files.cover);
    });
  }

  it('keeps textures, skins and animations', async () => {
    const man = await processOk(fixture('glb/CesiumMan.glb'));
    expect(man.stats.animations).toBe(1);
    expect(man.stats.textures).toHaveLength(1);
    expect(man.stats.textures[0]?.width).toBeGreaterThan(0);
    const duck = await processOk(fixture('dae/duck'));
    // The duck's TGA texture is found and converted.
    expect(duck.stats.textures).toHaveLength(1);
    expect(duck.stats.textures[0]?.mimeType).toMatch(/image\/(png|webp|jpeg)/);
  });

  it('makes the web GLB smaller than the original for a textured OBJ and honours a light target', async () => {
    const normal = await processOk(fixture('obj/capsule.zip'));
    expect(normal.stats.bytes.web).toBeLessThan(normal.stats.bytes.original);
    const small = await processOk(fixture('obj/capsule.zip'), { lightTargetBytes: 40_000 });
    expect(small.stats.bytes.light).toBeLessThan(normal.stats.bytes.light);
    expect(small.stats.bytes.light).toBeLessThanOrEqual(40_000);
  });
});

describe.runIf(hasFixtures())('refuses the bad fixtures with a Chinese reason', () => {
  for (const input of hasFixtures() ? listBadFixtures() : []) {
    it(path.relative(FIXTURES_DIR, input), async () => {
      await expectRefused(input);
    });
  }

  it('names the reason: truncation, fake extension, escaping path', async () => {
    await expectRefused(fixture('bad/truncated.glb'), /不完整|截断/);
    await expectRefused(fixture('bad/not-really-an.fbx'), /无法识别/);
    await expectRefused(fixture('bad/path-traversal/escape.gltf'), /之外|拒绝/);
  });
});

describe('bad input built here', () => {
  it('refuses a 0-byte file and an empty folder', async () => {
    const empty = path.join(tmp, 'empty.glb');
    writeFileSync(empty, '');
    await expectRefused(empty, /0 字节/);
    const folder = path.join(tmp, 'empty-folder');
    mkdirSync(folder);
    await expectRefused(folder, /没有/);
  });

  it('refuses a zip bomb by its real output, not its claims', async () => {
    // 100 MB of zeros deflates to about 100 KB: a ratio of ~1000.
    const bomb = path.join(tmp, 'bomb.zip');
    writeFileSync(bomb, zipSync({ 'model.obj': new Uint8Array(100 * 1024 * 1024) }, { level: 1 }));
    await expectRefused(bomb, /压缩炸弹/);
    // Too many entries, and too many bytes, with small limits.
    const many = path.join(tmp, 'many.zip');
    writeFileSync(many, zipSync(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}.txt`, new Uint8Array(10)]))));
    await expect(
      extractZip(many, 1000, path.join(tmp, 'many'), { maxEntries: 10, maxTotalBytes: 1e9, maxRatio: 1e9, ratioFloorBytes: 0 }),
    ).rejects.toThrow(/超过 10 个/);
    await expect(
      extractZip(many, 1000, path.join(tmp, 'many2'), { maxEntries: 100, maxTotalBytes: 100, maxRatio: 1e9, ratioFloorBytes: 0 }),
    ).rejects.toThrow(/压缩炸弹/);
  });

  it('cleans degenerate geometry before the heavy steps: 10,000 copies of one triangle become one', async () => {
    // Each copy used to be rasterised in full for the cover: about 100 s of one core for a 500 KB file.
    const copies = path.join(tmp, 'copies.stl');
    writeDegenerateStl(copies, 10_000);
    const { stats } = await processOk(copies);
    expect(stats.triangles).toBe(1);
    // Distinct but overlapping: nothing to clean, so the cover renderer's overdraw budget bounds the work.
    const layers = path.join(tmp, 'layers.stl');
    writeDegenerateStl(layers, 10_000, { distinct: true });
    const layered = await processOk(layers);
    expect(layered.stats.triangles).toBe(10_000);
  });

  it('refuses zip entries that escape the folder, and writes nothing outside', async () => {
    const zip = path.join(tmp, 'slip.zip');
    writeFileSync(zip, zipSync({ '../../slip-escaped.obj': new TextEncoder().encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n') }));
    await expectRefused(zip, /之外|路径/);
    expect(existsSync(path.join(tmp, 'slip-escaped.obj'))).toBe(false);
    expect(existsSync(path.join(os.tmpdir(), 'slip-escaped.obj'))).toBe(false);
  });

  it('ignores __MACOSX and dotfiles in a zip', async () => {
    const dir = fixture('obj/capsule');
    const files = Object.fromEntries(
      readdirSync(dir).map((n) => [`capsule/${n}`, new Uint8Array(readFileSync(path.join(dir, n)))]),
    );
    const junk = new Uint8Array(4096).fill(7);
    const zip = path.join(tmp, 'mac.zip');
    writeFileSync(
      zip,
      zipSync({
        ...files,
        '__MACOSX/capsule/._capsule.obj': junk,
        '__MACOSX/capsule/._capsule0.jpg': junk,
        'capsule/.DS_Store': junk,
      }),
    );
    const { stats } = await processOk(zip);
    expect(stats.format).toBe('obj');
    expect(stats.textures).toHaveLength(1);
    expect(stats.warnings).toEqual([]);
  });

  it('converts an OBJ whose texture is missing, with a warning naming the file', async () => {
    const dir = path.join(tmp, 'missing-texture');
    mkdirSync(dir);
    copyFileSync(fixture('obj/capsule/capsule.obj'), path.join(dir, 'capsule.obj'));
    copyFileSync(fixture('obj/capsule/capsule.mtl'), path.join(dir, 'capsule.mtl'));
    const { stats } = await processOk(dir);
    expect(stats.textures).toHaveLength(0);
    expect(stats.warnings.join('\n')).toMatch(/缺少贴图文件“capsule0\.jpg”/);
  });

  it('finds textures named with the wrong case or a Windows path', async () => {
    const dir = path.join(tmp, 'windows-path');
    mkdirSync(dir);
    copyFileSync(fixture('obj/capsule/capsule.obj'), path.join(dir, 'capsule.obj'));
    copyFileSync(fixture('obj/capsule/capsule0.jpg'), path.join(dir, 'capsule0.jpg'));
    const mtl = readFileSync(fixture('obj/capsule/capsule.mtl'), 'utf8').replace(
      /map_Kd .*/,
      'map_Kd -s 1 1 1 C:\\Users\\artist\\Textures\\CAPSULE0.JPG',
    );
    writeFileSync(path.join(dir, 'CAPSULE.MTL'), mtl);
    const { stats } = await processOk(path.join(dir, 'capsule.obj'));
    expect(stats.textures).toHaveLength(1);
    expect(stats.warnings).toEqual([]);
    expect(mtlMapFile('-bm 0.5 -s 1 1 1 -o 0 0 Wood Floor.JPG')).toBe('Wood Floor.JPG');
  });

  it('refuses glTF data URIs that lie about their size and absolute or escaping URIs', async () => {
    const gltf = JSON.parse(readFileSync(fixture('gltf/BoxTextured/BoxTextured.gltf'), 'utf8')) as {
      buffers: { uri: string; byteLength: number }[];
    };
    const write = (name: string, uri: string) => {
      const copy = structuredClone(gltf);
      copy.buffers[0] = { uri, byteLength: 840 };
      const file = path.join(tmp, name);
      writeFileSync(file, JSON.stringify(copy));
      return file;
    };
    await expectRefused(
      write('lying.gltf', `data:application/octet-stream;base64,${Buffer.alloc(16).toString('base64')}`),
      /840 字节/,
    );
    await expectRefused(write('absolute.gltf', '/etc/passwd'), /绝对路径|拒绝/);
    await expectRefused(write('file-scheme.gltf', 'file:///etc/passwd'), /拒绝/);
    await expectRefused(write('escape.gltf', '..%2F..%2Fetc%2Fpasswd'), /之外/);
  });

  it('sniffs formats from bytes, not names', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(sniffFormat(bytes('solid x\nfacet normal 0 0 1\n'), 30)).toBe('stl');
    expect(sniffFormat(bytes('ply\nformat ascii 1.0\n'), 20)).toBe('ply');
    expect(sniffFormat(bytes('; FBX 7.5.0 project file\n'), 30)).toBe('fbx');
    expect(sniffFormat(bytes('<?xml version="1.0"?>\n<COLLADA xmlns="x">'), 50)).toBe('dae');
    expect(sniffFormat(bytes('{"asset":{"version":"2.0"}}'), 27)).toBe('gltf');
    expect(sniffFormat(bytes('# obj\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'), 40)).toBe('obj');
    expect(sniffFormat(bytes('hello, this is not a model\n'), 27)).toBeNull();
    expect(() => sniffFormat(new Uint8Array(0), 0)).toThrow(/0 字节/);
  });
});

describe('CLI', () => {
  const run = promisify(execFile);
  const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../cli/model-process.ts');
  const tsx = ['--import', 'tsx'];

  it.runIf(hasFixtures())('exits non-zero with the Chinese reason on stderr for refused input', async () => {
    const err = await run(process.execPath, [...tsx, cli, fixture('bad/not-really-an.fbx'), '--out', outDir()]).then(
      () => null,
      (e: unknown) => e as { code: number; stderr: string },
    );
    expect(err?.code).toBe(2);
    expect(err?.stderr).toMatch(/无法识别/);
  });

  it.runIf(hasFixtures())('writes the five files and prints a Chinese summary', async () => {
    const out = outDir();
    const { stdout } = await run(process.execPath, [...tsx, cli, fixture('stl/sphereWithHole.stl'), '--out', out, '--quiet']);
    expect(stdout).toMatch(/处理完成/);
    expect(readdirSync(out)).toEqual(expect.arrayContaining(['web.glb', 'light.glb', 'cover.webp', 'thumb.webp', 'stats.json']));
  });
});
