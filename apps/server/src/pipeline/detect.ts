import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { PipelineInputError, type ModelFormat } from './types.js';

/** How much of a file the sniffer reads: enough for every header and a few OBJ lines. */
const HEAD_BYTES = 64 * 1024;

export const FORMAT_LABELS: Record<ModelFormat, string> = {
  glb: 'GLB',
  gltf: 'glTF',
  obj: 'OBJ',
  fbx: 'FBX',
  stl: 'STL',
  ply: 'PLY',
  dae: 'DAE (COLLADA)',
  '3ds': '3DS',
};

export async function readHead(file: string, bytes = HEAD_BYTES): Promise<{ head: Uint8Array; size: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = new Uint8Array(Math.min(bytes, size));
    await handle.read(head, 0, head.length, 0);
    return { head, size };
  } finally {
    await handle.close();
  }
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, Math.min(length, Math.max(0, bytes.length - start))).toString('latin1');

/** A text head: no NUL bytes (UTF-16 and binary files are not text models). */
function isText(head: Uint8Array): boolean {
  return !head.subarray(0, 8192).includes(0);
}

/** Text of the head without a UTF-8 byte-order mark or leading white space. */
function headText(head: Uint8Array): string {
  return ascii(head, 0, head.length)
    .replace(/^\xEF\xBB\xBF/, '')
    .trimStart();
}

/**
 * The model format from the file's bytes, or null when the bytes are no model this pipeline reads.
 * Truncated files whose header states their length are refused here with a clear reason.
 */
export function sniffFormat(head: Uint8Array, size: number): ModelFormat | null {
  if (size === 0) throw new PipelineInputError('文件为空（0 字节），请重新上传完整的模型文件');
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (head.length >= 4 && ascii(head, 0, 4) === 'glTF') {
    if (head.length < 12) throw new PipelineInputError('GLB 文件不完整（文件头被截断）');
    const version = view.getUint32(4, true);
    if (version !== 2) throw new PipelineInputError(`不支持 glTF ${version}.0 版本的 GLB，请导出为 glTF 2.0`);
    const declared = view.getUint32(8, true);
    if (declared > size)
      throw new PipelineInputError(
        `GLB 文件不完整：文件头声明 ${declared} 字节，实际只有 ${size} 字节（可能上传中断或文件被截断）`,
      );
    return 'glb';
  }
  if (ascii(head, 0, 18) === 'Kaydara FBX Binary') return 'fbx';
  if (head.length >= 6 && view.getUint16(0, true) === 0x4d4d) {
    const declared = view.getUint32(2, true);
    // The main chunk's length covers the whole file; its first child is the version (0x0002) or the editor chunk (0x3D3D).
    const child = head.length >= 8 ? view.getUint16(6, true) : 0;
    if (child === 0x0002 || child === 0x3d3d) {
      if (declared > size) throw new PipelineInputError(`3DS 文件不完整：声明 ${declared} 字节，实际只有 ${size} 字节`);
      return '3ds';
    }
  }
  if (ascii(head, 0, 4) === 'ply\n' || ascii(head, 0, 5) === 'ply\r\n') return 'ply';

  const text = isText(head) ? headText(head) : '';
  // Binary STL: an 80-byte header and a triangle count that matches the size exactly (the header may begin with "solid").
  if (size >= 84 && head.length >= 84) {
    const triangles = view.getUint32(80, true);
    if (84 + triangles * 50 === size && triangles > 0) return 'stl';
    if (!text && triangles > 0 && 84 + triangles * 50 > size && looksLikeBinaryStl(head)) {
      throw new PipelineInputError(`STL 文件不完整：声明 ${triangles} 个三角面，但文件只有 ${size} 字节`);
    }
  }
  if (!text) return null;
  if (/^solid\b/i.test(text) && /\bfacet\b|\bendsolid\b/i.test(text)) return 'stl';
  if (/^;\s*FBX\b/.test(text) || /^FBXHeaderExtension\s*:/m.test(text.slice(0, 4096))) return 'fbx';
  if (/^<\?xml/i.test(text) || text.startsWith('<')) {
    if (/<COLLADA\b/i.test(text)) return 'dae';
    return null;
  }
  if (text.startsWith('{')) {
    const scanner = new JsonKeyScanner();
    scanner.push(head);
    return scanner.isGltf() ? 'gltf' : null;
  }
  if (looksLikeObj(text)) return 'obj';
  return null;
}

/** Properties of a glTF's root object: any of them at the top level of a JSON object makes it a glTF. */
const GLTF_ROOT_KEYS = new Set([
  'asset',
  'accessors',
  'animations',
  'buffers',
  'bufferViews',
  'cameras',
  'images',
  'materials',
  'meshes',
  'nodes',
  'samplers',
  'scene',
  'scenes',
  'skins',
  'textures',
  'extensionsUsed',
  'extensionsRequired',
]);

/**
 * Reads JSON bytes in pieces and notes the keys of the top-level object only, whatever the layout:
 * pretty-printed or minified, "asset" first or last, a first property far longer than any head.
 */
export class JsonKeyScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;
  /** The string being read is a key of the top-level object. */
  private readingKey = false;
  private expectKey = false;
  private key: number[] = [];
  private found = false;
  /** Set once the bytes cannot be a JSON object (or the object ended). */
  private finished = false;

  push(bytes: Uint8Array): void {
    for (let i = 0; i < bytes.length && !this.finished && !this.found; i++) {
      const b = bytes[i] ?? 0;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (b === 0x5c) this.escaped = true;
        else if (b === 0x22) {
          this.inString = false;
          if (this.readingKey && GLTF_ROOT_KEYS.has(Buffer.from(this.key).toString('utf8'))) this.found = true;
          this.readingKey = false;
        } else if (this.readingKey && this.key.length < 32) this.key.push(b);
        continue;
      }
      if (b === 0x22) {
        this.inString = true;
        this.readingKey = this.depth === 1 && this.expectKey;
        this.expectKey = false;
        this.key = [];
      } else if (b === 0x7b || b === 0x5b) {
        this.depth++;
        this.expectKey = this.depth === 1 && b === 0x7b;
        // Anything but an object at the top is no glTF.
        if (this.depth === 1 && b !== 0x7b) this.finished = true;
      } else if (b === 0x7d || b === 0x5d) {
        this.depth--;
        if (this.depth <= 0) this.finished = true;
      } else if (b === 0x2c && this.depth === 1) this.expectKey = true;
    }
  }

  isGltf(): boolean {
    return this.found;
  }

  /** Reading more cannot change the answer. */
  decided(): boolean {
    return this.found || this.finished;
  }
}

/**
 * A JSON file whose head named no glTF property yet: the rest is streamed through the scanner, so a
 * glTF is recognised whatever its size and layout.
 */
async function isGltfJsonFile(file: string, head: Uint8Array): Promise<boolean> {
  const scanner = new JsonKeyScanner();
  scanner.push(head);
  if (scanner.decided()) return scanner.isGltf();
  const stream = createReadStream(file, { start: head.length, highWaterMark: 1024 * 1024 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      scanner.push(chunk);
      if (scanner.decided()) break;
    }
  } finally {
    stream.destroy();
  }
  return scanner.isGltf();
}

/**
 * The format of a file on disk: the head decides, except for a JSON object whose head shows no glTF
 * property yet, which is read on to the end of its top-level object.
 */
export async function sniffFile(file: string): Promise<{ format: ModelFormat | null; head: Uint8Array; size: number }> {
  const { head, size } = await readHead(file);
  const format = sniffFormat(head, size);
  if (format || size <= head.length || !isText(head) || !headText(head).startsWith('{')) return { format, head, size };
  return { format: (await isGltfJsonFile(file, head)) ? 'gltf' : null, head, size };
}

/** Binary STL headers are free text, so a truncation is only reported when the first facet looks like one. */
function looksLikeBinaryStl(head: Uint8Array): boolean {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  // The first facet normal of a real STL is a unit-ish vector of finite floats.
  if (head.length < 96) return false;
  const n = [view.getFloat32(84, true), view.getFloat32(88, true), view.getFloat32(92, true)];
  const len = Math.hypot(...n);
  return n.every(Number.isFinite) && (len === 0 || Math.abs(len - 1) < 0.01);
}

/** OBJ has no magic: accept text whose statements are OBJ keywords, with at least a few vertices. */
function looksLikeObj(text: string): boolean {
  const lines = text.split(/\r?\n/, 2000);
  let vertices = 0;
  let other = 0;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const keyword = line.split(/\s+/, 1)[0] ?? '';
    if (keyword === 'v') vertices++;
    else if (
      !/^(vt|vn|vp|f|l|p|o|g|s|mtllib|usemtl|usemap|maplib|cstype|deg|curv|parm|end|mg|lod|bevel|c_interp|d_interp|shadow_obj|trace_obj)$/.test(
        keyword,
      )
    )
      other++;
  }
  return vertices >= 3 && other <= Math.max(2, vertices / 100);
}

/** Detects one file's format from its bytes; refuses unknown content with the file name in the message. */
export async function detectFile(file: string, displayName: string): Promise<ModelFormat> {
  const info = await stat(file);
  if (info.size === 0) throw new PipelineInputError(`文件“${displayName}”为空（0 字节），请重新上传完整的模型文件`);
  const { format } = await sniffFile(file);
  if (!format) {
    throw new PipelineInputError(
      `无法识别“${displayName}”的文件格式：内容不是 GLB、glTF、OBJ、FBX、STL、PLY、DAE 或 3DS 模型（请勿仅修改扩展名）`,
    );
  }
  return format;
}
