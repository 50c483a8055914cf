import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Document } from '@gltf-transform/core';
import { cloneDocument } from '@gltf-transform/functions';
import { convertWithAssimp } from './convert/assimp.js';
import { readGltfFile } from './convert/gltf.js';
import { convertObj, convertPly, convertStl } from './convert/three.js';
import { resolveInput, type ModelSource } from './input.js';
import {
  cleanDocument,
  compressAndWrite,
  compressionOf,
  defaultLightRatio,
  optimizeTextures,
  prepareDocument,
  releaseDisposedData,
  simplifyDocument,
} from './optimize.js';
import { renderCover } from './render.js';
import { boundingBoxMm, countGeometry, describeTextures } from './stats.js';
import { normalizeUnits } from './units.js';
import {
  PipelineInputError,
  type PipelineOptions,
  type PipelineResult,
  type PipelineStage,
  type PipelineStats,
} from './types.js';

export { PipelineInputError } from './types.js';
export type { ModelFormat, PipelineOptions, PipelineResult, PipelineStage, PipelineStats } from './types.js';

/** Mobile budget of ISSUE 3: above these the model page warns that phones may struggle. */
const MOBILE_MAX_TRIANGLES = 300_000;
const MOBILE_MAX_BYTES = 20 * 1024 * 1024;
const WEB_TEXTURE_MAX = 2048;
const LIGHT_TEXTURE_MAX = 1024;
/** WebP qualities: about what model marketplaces serve; data maps get more because their errors show as lighting. */
const WEB_WEBP = { quality: 80, dataQuality: 85 };
const LIGHT_WEBP = { quality: 75, dataQuality: 80 };
/** Tries at reaching lightTargetBytes: each one simplifies further and halves the texture limit. */
const LIGHT_ATTEMPTS = 4;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function convert(source: ModelSource, warnings: string[]): Promise<Document> {
  const { file, format, folder } = source;
  switch (format) {
    case 'glb':
    case 'gltf':
      return readGltfFile(file, { folder, mode: 'strict', warnings });
    case 'obj':
      return convertObj(file, folder, warnings);
    case 'stl':
      return convertStl(file, warnings);
    case 'ply':
      return convertPly(file, warnings);
    case 'fbx':
    case 'dae':
    case '3ds':
      return convertWithAssimp(file, format, folder, warnings);
  }
}

export interface ConvertedModel {
  doc: Document;
  source: ModelSource;
  warnings: string[];
  /** The input's geometry compression (Draco, meshopt), if it had any: see notLargerThanInput. */
  compression: string[];
}

/**
 * Detects and converts the input into a glTF-Transform Document with float attributes, valid to write
 * as it is. workDir receives an extracted zip and must outlive the returned document's use.
 */
export async function convertInput(
  input: string,
  workDir: string,
  onStage: (stage: PipelineStage) => void = () => undefined,
): Promise<ConvertedModel> {
  const warnings: string[] = [];
  onStage('detect');
  const source = await resolveInput(path.resolve(input), workDir, warnings);
  onStage('convert');
  const doc = releaseDisposedData(await convert(source, warnings));
  const compression = compressionOf(doc);
  await prepareDocument(doc);
  // Metres and +Y up, from the unit and axis metadata of the source format (or a heuristic where it has none).
  normalizeUnits(doc, source.format, source.file, warnings);
  return { doc, source, warnings, compression };
}

/**
 * The web GLB, or the input itself when the input was one GLB already compressed for the web (Draco or
 * meshopt) and ours came out larger: re-encoding cannot promise to beat an encoder's own tighter settings,
 * and a larger "optimised" file helps nobody. three.js loads everything such a file may use.
 */
async function notLargerThanInput(glb: Uint8Array, source: ModelSource, compression: string[]): Promise<Uint8Array> {
  if (compression.length === 0 || source.format !== 'glb' || source.originalBytes >= glb.byteLength) return glb;
  const original = await readFile(source.file);
  // A zip holding the GLB counts the zip's bytes: compare with the GLB itself.
  return original.byteLength < glb.byteLength ? new Uint8Array(original.buffer, original.byteOffset, original.byteLength) : glb;
}

/**
 * The lightweight level from its base (already simplified to the default ratio): textures of at most
 * 1024 px. With a target size it tries again on copies of the small base, simplifying harder and
 * halving textures, and keeps the smallest result.
 */
async function buildLight(base: Document, target: number | undefined, warnings: string[]): Promise<Uint8Array> {
  let ratio = 1;
  let textureMax = LIGHT_TEXTURE_MAX;
  let best: Uint8Array | null = null;
  const attempts = target ? LIGHT_ATTEMPTS : 1;
  for (let i = 0; i < attempts; i++) {
    // The last try may consume the base; earlier ones work on copies so the next try starts clean.
    const doc = i === attempts - 1 ? base : releaseDisposedData(cloneDocument(base));
    // Later tries accept more geometric error, otherwise the simplifier stops before the ratio.
    await simplifyDocument(doc, ratio, 0.05 * i);
    await optimizeTextures(doc, { maxSize: textureMax, ...LIGHT_WEBP });
    const bytes = await compressAndWrite(doc);
    if (!best || bytes.byteLength < best.byteLength) best = bytes;
    if (!target || bytes.byteLength <= target) break;
    ratio = Math.max(0.005, ratio * Math.min(0.8, (target / bytes.byteLength) * 0.9));
    textureMax = Math.max(128, textureMax / 2);
  }
  if (!best) throw new Error('light level produced nothing');
  if (target && best.byteLength > target) {
    warnings.push(`轻量化模型最小压缩到 ${mb(best.byteLength)} MB，未能达到目标 ${mb(target)} MB`);
  }
  return best;
}

/**
 * Runs the whole 3D pipeline once: detect, convert to glTF 2.0, optimise (web.glb), build the
 * lightweight level (light.glb), render the cover and thumbnails, and write stats.json into outDir.
 * Refused input throws PipelineInputError with a Chinese message; nothing is written in that case.
 */
export async function runPipeline(input: string, outDir: string, opts: PipelineOptions = {}): Promise<PipelineResult> {
  const stage = opts.onStage ?? (() => undefined);
  const work = await mkdtemp(path.join(os.tmpdir(), 'moxing-pipeline-'));
  try {
    const { doc, source, warnings, compression } = await convertInput(input, work, stage);
    const root = doc.getRoot();
    const counts = {
      meshes: root.listMeshes().length,
      materials: root.listMaterials().length,
      animations: root.listAnimations().length,
    };

    stage('optimize');
    await cleanDocument(doc);
    const { triangles, vertices } = countGeometry(doc);
    if (triangles === 0) throw new PipelineInputError('模型中没有任何可显示的三角面（可能只有点或线，或文件内容为空）');
    const bboxMm = boundingBoxMm(doc);
    await optimizeTextures(doc, { maxSize: WEB_TEXTURE_MAX, ...WEB_WEBP });
    const textures = await describeTextures(doc);
    // Straight to disk: the encoded GLB is not kept in memory while the light level is built.
    const webFile = path.join(work, 'web.glb');
    const webBytes = await compressAndWrite(doc, { draco: compression.includes('KHR_draco_mesh_compression') })
      .then((glb) => notLargerThanInput(glb, source, compression))
      .then(async (glb) => {
        await writeFile(webFile, glb);
        return glb.byteLength;
      });

    // No second full-size copy: the light level starts from the web document itself, back to floats
    // and simplified once; the cover is rendered from that small base rather than the full mesh.
    stage('light');
    await prepareDocument(doc);
    await simplifyDocument(doc, defaultLightRatio(triangles), 0.01);
    const coverScene = cloneDocument(doc);
    let light = await buildLight(doc, opts.lightTargetBytes, warnings);
    // The light level is never heavier than the web level (a compact compressed input can be both).
    if (light.byteLength > webBytes) light = await readFile(webFile);

    stage('render');
    const images = await renderCover(coverScene);

    stage('inspect');
    if (triangles > MOBILE_MAX_TRIANGLES) {
      warnings.push(
        `模型有 ${triangles.toLocaleString('zh-CN')} 个三角面，超过移动端建议的 30 万面，手机上可能卡顿（可使用轻量化版本）`,
      );
    }
    if (webBytes > MOBILE_MAX_BYTES) {
      warnings.push(`网页版模型有 ${mb(webBytes)} MB，超过移动端建议的 20 MB，手机加载会较慢（可使用轻量化版本）`);
    }

    const files = {
      web: path.join(outDir, 'web.glb'),
      light: path.join(outDir, 'light.glb'),
      cover: path.join(outDir, 'cover.webp'),
      thumb: path.join(outDir, 'thumb.webp'),
      list: path.join(outDir, 'list.webp'),
      stats: path.join(outDir, 'stats.json'),
    };
    const stats: PipelineStats = {
      triangles,
      vertices,
      ...counts,
      textures,
      bboxMm,
      bytes: {
        original: source.originalBytes,
        web: webBytes,
        light: light.byteLength,
        cover: images.cover.byteLength,
        thumb: images.thumb.byteLength,
        list: images.list.byteLength,
      },
      warnings,
      format: source.format,
    };
    await mkdir(outDir, { recursive: true });
    await Promise.all([
      copyFile(webFile, files.web),
      writeFile(files.light, light),
      writeFile(files.cover, images.cover),
      writeFile(files.thumb, images.thumb),
      writeFile(files.list, images.list),
      writeFile(files.stats, `${JSON.stringify(stats, null, 2)}\n`),
    ]);
    return { files, stats };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
