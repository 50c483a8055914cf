import { readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TGALoader } from 'three/examples/jsm/loaders/TGALoader.js';
import { PipelineInputError } from './types.js';

/** Folders walked when looking a file up by name; bounded so a huge folder cannot stall the pipeline. */
const MAX_INDEXED_FILES = 20000;
const MAX_DEPTH = 8;

export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/** Skipped everywhere: macOS resource forks and hidden files are never part of a model. */
export function isJunkName(name: string): boolean {
  return name.startsWith('.') || name === '__MACOSX';
}

/**
 * The folder a model was uploaded in. Every file the model names is looked up here and nowhere else;
 * names that do not match exactly are found by a case-insensitive match of their base name, which is
 * how Windows exporters' "C:\\Users\\...\\Tex.JPG" and wrong-case names still reach the texture.
 */
export class ModelFolder {
  readonly root: string;
  private byName: Map<string, string[]> | null = null;

  constructor(root: string) {
    this.root = realpathSync(root);
  }

  /** Every regular file under the root (depth- and count-limited), skipping junk. */
  listFiles(): string[] {
    const out: string[] = [];
    const walk = (dir: string, depth: number) => {
      if (depth > MAX_DEPTH || out.length >= MAX_INDEXED_FILES) return;
      let names: string[];
      try {
        names = readdirSync(dir).sort();
      } catch {
        return;
      }
      for (const name of names) {
        if (isJunkName(name) || out.length >= MAX_INDEXED_FILES) continue;
        const full = path.join(dir, name);
        const info = statSync(full, { throwIfNoEntry: false });
        if (info?.isDirectory()) walk(full, depth + 1);
        else if (info?.isFile()) out.push(full);
      }
    };
    walk(this.root, 0);
    return out;
  }

  private index(): Map<string, string[]> {
    if (!this.byName) {
      this.byName = new Map();
      for (const file of this.listFiles()) {
        const key = path.basename(file).toLowerCase();
        const list = this.byName.get(key) ?? [];
        list.push(file);
        this.byName.set(key, list);
      }
    }
    return this.byName;
  }

  /** A regular file inside the root after resolving symlinks, or null. */
  private existingInside(candidate: string): string | null {
    const info = statSync(candidate, { throwIfNoEntry: false });
    if (!info?.isFile()) return null;
    const real = realpathSync(candidate);
    return isInside(this.root, real) ? real : null;
  }

  /** Case-insensitive base-name match, preferring the copy nearest to fromDir. */
  findByName(name: string, fromDir: string = this.root): string | null {
    const base = name.replace(/\\/g, '/').split('/').pop()?.trim().toLowerCase();
    if (!base) return null;
    const matches = this.index().get(base);
    if (!matches?.length) return null;
    const nearest = [...matches].sort((a, b) => distance(fromDir, a) - distance(fromDir, b));
    return nearest[0] ?? null;
  }

  /**
   * A file a legacy format (OBJ/MTL, DAE, FBX, 3DS) names: its relative path when it stays inside,
   * else its base name anywhere in the folder. Never reads outside the root.
   */
  resolveLenient(reference: string, fromDir: string): string | null {
    const unified = safeDecode(reference)
      .replace(/\\/g, '/')
      .replace(/^file:\/\/\/?/i, '');
    const isAbsolute = unified.startsWith('/') || /^[a-zA-Z]:/.test(unified);
    if (!isAbsolute) {
      const candidate = path.resolve(fromDir, unified);
      if (isInside(this.root, candidate)) {
        const found = this.existingInside(candidate);
        if (found) return found;
      }
    }
    return this.findByName(unified, fromDir);
  }

  /**
   * A file a glTF names by URI. glTF URIs are relative by definition: absolute paths, other schemes
   * and paths that climb out of the upload are refused outright (glTF tools would read them).
   */
  resolveStrict(uri: string, fromDir: string): string | null {
    const decoded = safeDecode(uri);
    if (/^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(decoded) || decoded.startsWith('/') || decoded.startsWith('\\')) {
      throw new PipelineInputError(
        `glTF 引用了外部或绝对路径“${uri}”，出于安全原因已拒绝处理（只允许引用模型文件夹内的相对路径）`,
      );
    }
    const candidate = path.resolve(fromDir, decoded.replace(/\\/g, '/'));
    if (!isInside(this.root, candidate)) {
      throw new PipelineInputError(`glTF 引用的文件“${uri}”位于模型文件夹之外，出于安全原因已拒绝处理`);
    }
    return this.existingInside(candidate) ?? this.findByName(decoded, fromDir);
  }
}

function distance(from: string, file: string): number {
  return path.relative(from, path.dirname(file)).split(path.sep).filter(Boolean).length;
}

function safeDecode(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp';

/** The twelve bytes every KTX 2.0 file starts with: «KTX 20»\r\n\x1A\n. */
const KTX2_MAGIC = [0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a];

export function isKtx2(bytes: Uint8Array): boolean {
  return bytes.length >= 12 && KTX2_MAGIC.every((v, i) => bytes[i] === v);
}

export function sniffImage(bytes: Uint8Array): ImageMime | 'image/gif' | 'image/tiff' | 'image/bmp' | 'image/tga' | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 12 &&
    Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (b.length >= 6 && Buffer.from(b.subarray(0, 3)).toString('latin1') === 'GIF') return 'image/gif';
  if (b.length >= 4 && ((b[0] === 0x49 && b[1] === 0x49 && b[2] === 0x2a) || (b[0] === 0x4d && b[1] === 0x4d && b[3] === 0x2a)))
    return 'image/tiff';
  if (b.length >= 2 && b[0] === 0x42 && b[1] === 0x4d) return 'image/bmp';
  // TGA has no magic: colour-map type 0/1 and an image type of 1-3 or 9-11 in the 18-byte header.
  if (
    b.length >= 18 &&
    (b[1] === 0 || b[1] === 1) &&
    [1, 2, 3, 9, 10, 11].includes(b[2] ?? 0) &&
    [8, 16, 24, 32].includes(b[16] ?? 0)
  )
    return 'image/tga';
  return null;
}

/**
 * Image bytes a glTF may carry: PNG and JPEG pass as they are, WebP stays WebP (the caller adds
 * EXT_texture_webp), everything else sharp or three's TGA parser can read becomes PNG.
 * Returns null when the image cannot be decoded.
 */
export async function toGltfImage(bytes: Uint8Array): Promise<{ bytes: Uint8Array; mimeType: ImageMime } | null> {
  const kind = sniffImage(bytes);
  try {
    if (kind === 'image/png' || kind === 'image/jpeg' || kind === 'image/webp') {
      await sharp(bytes).metadata();
      return { bytes, mimeType: kind };
    }
    if (kind === 'image/tga') {
      const copy = bytes.slice().buffer;
      const tga = new TGALoader().parse(copy);
      if (!tga.data || !tga.width || !tga.height) return null;
      const raw = Buffer.from(tga.data.buffer, tga.data.byteOffset, tga.data.byteLength);
      // three's parser already turns bottom-up TGA rows into top-down RGBA, the order PNG wants.
      const png = await sharp(raw, { raw: { width: tga.width, height: tga.height, channels: 4 } })
        .png()
        .toBuffer();
      return { bytes: new Uint8Array(png), mimeType: 'image/png' };
    }
    if (kind === 'image/gif' || kind === 'image/tiff' || kind === null) {
      return { bytes: new Uint8Array(await sharp(bytes).png().toBuffer()), mimeType: 'image/png' };
    }
    return null;
  } catch {
    return null;
  }
}
