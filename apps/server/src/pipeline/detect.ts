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
    if (/"asset"\s*:/.test(text) || /"(meshes|nodes|scenes|buffers)"\s*:/.test(text)) return 'gltf';
    return null;
  }
  if (looksLikeObj(text)) return 'obj';
  return null;
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
  const { head, size } = await readHead(file);
  const format = sniffFormat(head, size);
  if (!format) {
    throw new PipelineInputError(
      `无法识别“${displayName}”的文件格式：内容不是 GLB、glTF、OBJ、FBX、STL、PLY、DAE 或 3DS 模型（请勿仅修改扩展名）`,
    );
  }
  return format;
}
