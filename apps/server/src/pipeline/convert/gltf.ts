import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Document, type GLTF, type JSONDocument } from '@gltf-transform/core';
import { EXTTextureWebP, KHRTextureBasisu } from '@gltf-transform/extensions';
import { getIO } from '../io.js';
import { isKtx2, toGltfImage, type ModelFolder } from '../resources.js';
import { PipelineInputError } from '../types.js';

/** How a glTF's file references are resolved: glTF itself is strict, glTF produced by assimp from legacy formats is lenient. */
export type UriMode = 'strict' | 'lenient';

export interface GltfSource {
  folder: ModelFolder;
  /** Folder relative URIs start from. */
  baseDir: string;
  mode: UriMode;
  warnings: string[];
}

const GLB_MAGIC = 0x46546c67;
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;
const GLB_BIN_KEY = '@glb.bin';

/** Splits a GLB into its JSON and binary chunk, refusing any length that points past the end. */
function parseGlb(bytes: Uint8Array): { json: GLTF.IGLTF; bin: Uint8Array | null } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 20 || view.getUint32(0, true) !== GLB_MAGIC) throw new PipelineInputError('GLB 文件头无效');
  const length = view.getUint32(8, true);
  if (length > bytes.length)
    throw new PipelineInputError(`GLB 文件不完整：文件头声明 ${length} 字节，实际只有 ${bytes.length} 字节`);
  let offset = 12;
  let json: GLTF.IGLTF | null = null;
  let bin: Uint8Array | null = null;
  while (offset + 8 <= length) {
    const chunkLength = view.getUint32(offset, true);
    const chunkType = view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (start + chunkLength > length) throw new PipelineInputError('GLB 文件不完整：数据块超出文件末尾（文件可能被截断）');
    const data = bytes.subarray(start, start + chunkLength);
    if (chunkType === CHUNK_JSON && !json)
      json = parseJson(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8'));
    else if (chunkType === CHUNK_BIN && !bin) bin = data;
    offset = start + chunkLength + ((4 - (chunkLength % 4)) % 4);
  }
  if (!json) throw new PipelineInputError('GLB 文件缺少 JSON 数据块');
  return { json, bin };
}

function parseJson(text: string): GLTF.IGLTF {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new PipelineInputError('glTF 的 JSON 内容无法解析（文件可能已损坏或被截断）');
  }
  if (!json || typeof json !== 'object' || !('asset' in json))
    throw new PipelineInputError('glTF 文件缺少 asset 信息，不是有效的 glTF 2.0 文件');
  const version = String((json as GLTF.IGLTF).asset.version ?? '');
  if (!version.startsWith('2.')) throw new PipelineInputError(`不支持 glTF ${version || '未知'} 版本，请导出为 glTF 2.0`);
  return json as GLTF.IGLTF;
}

/** Decodes a base64 data URI; returns null for anything else. */
function decodeDataUri(uri: string): Uint8Array | null {
  const match = /^data:[^,]*?(;base64)?,/i.exec(uri);
  if (!match) return null;
  const payload = uri.slice(match[0].length);
  return match[1]
    ? new Uint8Array(Buffer.from(payload, 'base64'))
    : new Uint8Array(Buffer.from(decodeURIComponent(payload), 'latin1'));
}

function readExisting(file: string): Uint8Array {
  const data = readFileSync(file);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Reads glTF JSON (or a GLB) into a glTF-Transform Document, resolving every buffer and image
 * ourselves: URIs that leave the upload and data URIs shorter than their declared byteLength are
 * refused, a missing image becomes a Chinese warning and the model loads without it.
 */
export async function readGltfBytes(bytes: Uint8Array, source: GltfSource): Promise<Document> {
  const isGlb = bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) === GLB_MAGIC;
  const { json, bin } = isGlb
    ? parseGlb(bytes)
    : { json: parseJson(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8')), bin: null };
  const resources: Record<string, Uint8Array> = {};
  const resolve = (uri: string) =>
    source.mode === 'strict'
      ? source.folder.resolveStrict(uri, source.baseDir)
      : source.folder.resolveLenient(uri, source.baseDir);

  (json.buffers ?? []).forEach((buffer, i) => {
    let data: Uint8Array | null;
    if (buffer.uri === undefined) {
      if (i !== 0 || !bin) throw new PipelineInputError(`glTF 的第 ${i + 1} 个缓冲区没有数据`);
      data = bin;
      buffer.uri = GLB_BIN_KEY;
    } else {
      data = decodeDataUri(buffer.uri);
      if (!data) {
        const file = resolve(buffer.uri);
        if (!file) throw new PipelineInputError(`缺少 glTF 的二进制文件“${buffer.uri}”，请把它与模型一起上传（或打包为 zip）`);
        data = readExisting(file);
      }
      buffer.uri = `@buffer${i}`;
    }
    if (data.byteLength < buffer.byteLength) {
      throw new PipelineInputError(
        `glTF 缓冲区声明 ${buffer.byteLength} 字节，实际只有 ${data.byteLength} 字节（数据不完整或被篡改）`,
      );
    }
    resources[buffer.uri] = data;
  });

  const missing = new Set<string>();
  (json.images ?? []).forEach((image, i) => {
    if (image.uri === undefined) return;
    const original = image.uri;
    let data = decodeDataUri(original);
    if (!data) {
      const file = resolve(original);
      if (file) data = readExisting(file);
    }
    image.uri = `@image${i}`;
    if (!data) {
      missing.add(image.uri);
      source.warnings.push(`缺少贴图文件“${path.basename(original.replace(/\\/g, '/'))}”，模型已转换，但该贴图未能加载`);
      data = new Uint8Array(0);
    }
    resources[image.uri] = data;
  });

  const io = await getIO();
  let doc: Document;
  try {
    doc = await io.readJSON({ json, resources } as JSONDocument);
  } catch (err) {
    if (err instanceof PipelineInputError) throw err;
    throw new PipelineInputError(`glTF 数据已损坏，无法读取（${(err as Error).message.slice(0, 120)}）`);
  }
  await normalizeTextures(doc, missing, source.warnings);
  return doc;
}

/** Drops textures whose image is missing or undecodable, and turns TGA/BMP/GIF images into PNG. */
async function normalizeTextures(doc: Document, missing: Set<string>, warnings: string[]): Promise<void> {
  for (const texture of doc.getRoot().listTextures()) {
    const image = texture.getImage();
    if (missing.has(texture.getURI()) || !image || image.byteLength === 0) {
      texture.dispose();
      continue;
    }
    // GPU textures (KHR_texture_basisu, also uncompressed KTX2) stay as they are: the viewer transcodes them.
    // By their bytes: the URI that named them ".ktx2" was replaced by a resource key above.
    if (texture.getMimeType() === 'image/ktx2' || isKtx2(image)) {
      texture.setMimeType('image/ktx2');
      doc.createExtension(KHRTextureBasisu).setRequired(true);
      continue;
    }
    const converted = await toGltfImage(image);
    if (!converted) {
      warnings.push(`贴图“${texture.getName() || texture.getURI() || '未命名'}”的格式无法解码，已忽略该贴图`);
      texture.dispose();
      continue;
    }
    if (converted.bytes !== image) texture.setImage(converted.bytes);
    texture.setMimeType(converted.mimeType);
    if (converted.mimeType === 'image/webp') doc.createExtension(EXTTextureWebP).setRequired(true);
  }
  // Internal resource keys are not meaningful names in the output.
  for (const texture of doc.getRoot().listTextures()) texture.setURI('');
  for (const buffer of doc.getRoot().listBuffers()) buffer.setURI('');
}

/** glTF or GLB file on disk. */
export async function readGltfFile(file: string, source: Omit<GltfSource, 'baseDir'>): Promise<Document> {
  return readGltfBytes(readExisting(file), { ...source, baseDir: path.dirname(file) });
}
