import type { UploadedFile } from '@moxing/shared';
import { sniffFormat } from '../../pipeline/detect.js';
import { PipelineInputError, type ModelFormat } from '../../pipeline/types.js';

/**
 * The real type of an upload, from its first bytes (and, for formats without a magic number, its size),
 * never from the name alone. The extension only decides which family the user claims: a file named
 * .fbx must really be a model, a .png really an image, and so on; within a family the bytes win
 * (a PNG named .jpg is stored as image/png).
 */

export type FileKind = UploadedFile['kind'];

export interface Sniffed {
  kind: FileKind;
  mime: string;
  /** The model format when the bytes are a 3D model. */
  format: ModelFormat | null;
  /** What the bytes are, e.g. "png", "docx", "fbx", "text", "binary". */
  type: string;
}

export class SniffRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SniffRefusal';
  }
}

const MODEL_MIME: Record<ModelFormat, string> = {
  glb: 'model/gltf-binary',
  gltf: 'model/gltf+json',
  obj: 'model/obj',
  fbx: 'model/x-fbx',
  stl: 'model/stl',
  ply: 'model/x-ply',
  dae: 'model/vnd.collada+xml',
  '3ds': 'model/x-3ds',
};

const MODEL_EXTS = new Set<string>(['glb', 'gltf', 'obj', 'fbx', 'stl', 'ply', 'dae', '3ds']);

/** The family each extension claims; the bytes must belong to it. Unknown extensions claim nothing. */
const CLAIMS: Record<string, 'model' | 'image' | 'pdf' | 'ooxml' | 'ole' | 'zip' | 'rar' | 'video' | 'text' | 'mtl'> = {
  glb: 'model',
  gltf: 'model',
  obj: 'model',
  fbx: 'model',
  stl: 'model',
  ply: 'model',
  dae: 'model',
  '3ds': 'model',
  mtl: 'mtl',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  webp: 'image',
  gif: 'image',
  bmp: 'image',
  tga: 'image',
  pdf: 'pdf',
  docx: 'ooxml',
  xlsx: 'ooxml',
  pptx: 'ooxml',
  doc: 'ole',
  xls: 'ole',
  ppt: 'ole',
  zip: 'zip',
  rar: 'rar',
  mp4: 'video',
  mov: 'video',
  m4v: 'video',
  txt: 'text',
};

const FAMILY_LABEL: Record<string, string> = {
  model: '3D 模型',
  mtl: 'OBJ 材质（MTL）',
  image: '图片',
  pdf: 'PDF',
  ooxml: 'Office 文档',
  ole: 'Office 文档',
  zip: 'ZIP 压缩包',
  rar: 'RAR 压缩包',
  video: '视频',
  text: '文本',
};

const ascii = (b: Buffer, start: number, length: number) => b.toString('latin1', start, Math.min(b.length, start + length));

function isText(head: Buffer): boolean {
  if (head.length === 0) return false;
  const sample = head.subarray(0, 8192);
  if (sample.includes(0)) return false;
  let control = 0;
  for (const c of sample) if (c < 9 || (c > 13 && c < 32)) control += 1;
  return control / sample.length < 0.01;
}

function isTga(head: Buffer): boolean {
  if (head.length < 18) return false;
  const colorMapType = head[1] ?? 255;
  const imageType = head[2] ?? 255;
  const depth = head[16] ?? 0;
  return colorMapType <= 1 && [1, 2, 3, 9, 10, 11].includes(imageType) && [8, 15, 16, 24, 32].includes(depth);
}

function isPeExecutable(head: Buffer): boolean {
  if (head.length < 64 || ascii(head, 0, 2) !== 'MZ') return false;
  const peOffset = head.readUInt32LE(0x3c);
  return peOffset + 4 <= head.length && ascii(head, peOffset, 4) === 'PE\0\0';
}

/** Names inside the first local headers of a zip, enough to tell Office documents from plain archives. */
function ooxmlType(head: Buffer): 'docx' | 'xlsx' | 'pptx' | null {
  const text = head.toString('latin1');
  if (!text.includes('[Content_Types].xml') && !/(word|xl|ppt)\//.test(text)) return null;
  if (text.includes('word/')) return 'docx';
  if (text.includes('xl/')) return 'xlsx';
  if (text.includes('ppt/')) return 'pptx';
  return null;
}

const OOXML_MIME = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Audio (a showroom's background music): kept as kind "other" with its audio type, so it is never taken for a model. */
function detectAudio(b: Buffer): Sniffed | null {
  const audio = (mime: string, type: string): Sniffed => ({ kind: 'other', mime, format: null, type });
  if (ascii(b, 0, 3) === 'ID3' || (b.length >= 2 && b[0] === 0xff && ((b[1] ?? 0) & 0xe6) === 0xe2))
    return audio('audio/mpeg', 'mp3');
  if (ascii(b, 0, 4) === 'OggS') return audio('audio/ogg', 'ogg');
  if (ascii(b, 0, 4) === 'fLaC') return audio('audio/flac', 'flac');
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WAVE') return audio('audio/wav', 'wav');
  if (ascii(b, 4, 4) === 'ftyp' && ['M4A ', 'M4B '].includes(ascii(b, 8, 4))) return audio('audio/mp4', 'm4a');
  return null;
}

/** What the bytes are. `size` is null while the upload is still arriving (then size-dependent checks wait). */
function detect(head: Buffer, size: number | null, ext: string): Sniffed | null {
  const b = head;
  const h4 = ascii(b, 0, 4);
  if (b.length >= 8 && b.readUInt32BE(0) === 0x89504e47) return { kind: 'image', mime: 'image/png', format: null, type: 'png' };
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff)
    return { kind: 'image', mime: 'image/jpeg', format: null, type: 'jpeg' };
  if (h4 === 'RIFF' && ascii(b, 8, 4) === 'WEBP') return { kind: 'image', mime: 'image/webp', format: null, type: 'webp' };
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a')
    return { kind: 'image', mime: 'image/gif', format: null, type: 'gif' };
  if (ascii(b, 0, 2) === 'BM' && b.length >= 26 && b.readUInt32LE(14) >= 12 && b.readUInt32LE(14) <= 124) {
    return { kind: 'image', mime: 'image/bmp', format: null, type: 'bmp' };
  }
  if (ascii(b, 0, 5) === '%PDF-') return { kind: 'pdf', mime: 'application/pdf', format: null, type: 'pdf' };
  if (b.length >= 8 && b.readUInt32BE(0) === 0xd0cf11e0 && b.readUInt32BE(4) === 0xa1b11ae1) {
    if (ext === 'xls') return { kind: 'xls', mime: 'application/vnd.ms-excel', format: null, type: 'xls' };
    if (ext === 'ppt') return { kind: 'ppt', mime: 'application/vnd.ms-powerpoint', format: null, type: 'ppt' };
    if (ext === 'doc') return { kind: 'doc', mime: 'application/msword', format: null, type: 'doc' };
    return { kind: 'other', mime: 'application/x-ole-storage', format: null, type: 'ole' };
  }
  if (b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && ((b[2] === 3 && b[3] === 4) || (b[2] === 5 && b[3] === 6))) {
    const office = ooxmlType(b);
    if (office === 'docx') return { kind: 'doc', mime: OOXML_MIME.docx, format: null, type: 'docx' };
    if (office === 'xlsx') return { kind: 'xls', mime: OOXML_MIME.xlsx, format: null, type: 'xlsx' };
    if (office === 'pptx') return { kind: 'ppt', mime: OOXML_MIME.pptx, format: null, type: 'pptx' };
    return { kind: 'zip', mime: 'application/zip', format: null, type: 'zip' };
  }
  if (ascii(b, 0, 6) === 'Rar!\x1a\x07') return { kind: 'rar', mime: 'application/vnd.rar', format: null, type: 'rar' };
  if (b.length >= 6 && b.readUInt32BE(0) === 0x377abcaf && b.readUInt16BE(4) === 0x271c) {
    return { kind: 'other', mime: 'application/x-7z-compressed', format: null, type: '7z' };
  }
  const audio = detectAudio(b);
  if (audio) return audio;
  if (ascii(b, 4, 4) === 'ftyp') {
    const brand = ascii(b, 8, 4);
    return brand === 'qt  '
      ? { kind: 'video', mime: 'video/quicktime', format: null, type: 'mov' }
      : { kind: 'video', mime: 'video/mp4', format: null, type: 'mp4' };
  }
  if (h4 === '\x7fELF' || isPeExecutable(b))
    return { kind: 'other', mime: 'application/x-executable', format: null, type: 'executable' };

  let format: ModelFormat | null = null;
  try {
    // Before the size is known, pretend the file is long: truncation checks wait for the end.
    format = sniffFormat(b, size ?? Number.MAX_SAFE_INTEGER);
  } catch (e) {
    if (e instanceof PipelineInputError) throw new SniffRefusal(e.message);
    throw e;
  }
  if (format) return { kind: 'model', mime: MODEL_MIME[format], format, type: format };

  if (isText(b)) {
    if (/^\s*newmtl\s/m.test(b.toString('latin1', 0, 16384)))
      return { kind: 'model', mime: 'model/mtl', format: null, type: 'mtl' };
    return { kind: 'txt', mime: 'text/plain', format: null, type: 'text' };
  }
  if (ext === 'tga' && isTga(b)) return { kind: 'image', mime: 'image/x-tga', format: null, type: 'tga' };
  if (size === null) return null;
  return { kind: 'other', mime: 'application/octet-stream', format: null, type: 'binary' };
}

function family(s: Sniffed): string {
  if (s.type === 'mtl') return 'mtl';
  if (s.kind === 'model') return 'model';
  if (s.kind === 'image') return 'image';
  if (s.type === 'pdf') return 'pdf';
  if (s.type === 'docx' || s.type === 'xlsx' || s.type === 'pptx') return 'ooxml';
  if (s.type === 'doc' || s.type === 'xls' || s.type === 'ppt' || s.type === 'ole') return 'ole';
  if (s.type === 'zip') return 'zip';
  if (s.type === 'rar') return 'rar';
  if (s.kind === 'video') return 'video';
  if (s.type === 'text') return 'text';
  return 'other';
}

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  return m?.[1] ? m[1].toLowerCase() : '';
}

/**
 * Classifies an upload. With `size` null (bytes still arriving) it answers null when it cannot tell yet,
 * and throws SniffRefusal only when the bytes already contradict the name: the upload is stopped early.
 */
export function sniff(head: Buffer, size: number | null, name: string): Sniffed | null {
  const ext = extensionOf(name);
  if (size === 0) throw new SniffRefusal(`文件“${name}”为空（0 字节），请选择有内容的文件`);
  const found = detect(head, size, ext);
  if (found?.type === 'executable') throw new SniffRefusal(`不支持上传可执行程序（“${name}”）`);
  const claim = CLAIMS[ext];
  if (claim === 'text' && found && found.format && found.format !== 'glb' && isText(head)) {
    // A .txt whose lines happen to look like OBJ is still the text the user meant to attach.
    return { kind: 'txt', mime: 'text/plain', format: null, type: 'text' };
  }
  if (!found) {
    // Only binary without a magic number reaches here (e.g. a binary STL before its size is known).
    if (claim && claim !== 'model' && claim !== 'image') throw mismatch(name, ext, claim);
    return null;
  }
  if (claim) {
    const actual = family(found);
    // An OBJ's MTL is plain text to every sniffer but the MTL check; an .mtl with other text is still text.
    const fits = actual === claim || (claim === 'mtl' && actual === 'text') || (claim === 'text' && actual === 'mtl');
    if (!fits) throw mismatch(name, ext, claim);
  }
  if (ext === 'bin' && found.type === 'binary') {
    // A glTF buffer: raw binary that belongs to a model upload.
    return { ...found, mime: 'application/octet-stream', type: 'bin' };
  }
  return found;
}

function mismatch(name: string, ext: string, claim: string): SniffRefusal {
  const label =
    claim === 'model' && MODEL_EXTS.has(ext) ? `${ext.toUpperCase()} 模型` : (FAMILY_LABEL[claim] ?? ext.toUpperCase());
  return new SniffRefusal(`文件“${name}”的内容不是有效的${label}（文件内容与扩展名 .${ext} 不符，可能已损坏或只是改了扩展名）`);
}
