import { createReadStream, closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { Unzip, UnzipInflate, UnzipPassThrough, type UnzipFile } from 'fflate';
import { PipelineInputError } from './types.js';

export interface ZipLimits {
  /** Total uncompressed bytes of all extracted entries. */
  maxTotalBytes: number;
  maxEntries: number;
  /**
   * Uncompressed / compressed bytes read so far, checked once the output passes ratioFloorBytes (small
   * highly-compressible files are normal). A running ratio, so a bomb is stopped near the start of the archive.
   */
  maxRatio: number;
  ratioFloorBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 2 * 1024 ** 3,
  maxEntries: 5000,
  maxRatio: 200,
  ratioFloorBytes: 16 * 1024 ** 2,
};

export function isZip(head: Uint8Array): boolean {
  return (
    head.length >= 4 &&
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6))
  );
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const gbk = new TextDecoder('gbk', { fatal: true });

/**
 * An entry's real name. fflate reads names without the zip's UTF-8 flag as Latin-1 (one character per
 * byte); zips made on Chinese Windows write GBK there, and Linux and macOS tools write UTF-8 without the
 * flag. Those bytes are read as UTF-8 when they are valid UTF-8, else as GBK, else left as they were.
 */
export function entryName(name: string): string {
  const codes = Array.from(name, (c) => c.charCodeAt(0));
  // A character above U+00FF means fflate decoded the name as flagged UTF-8 already; all ASCII needs nothing.
  if (codes.every((c) => c < 0x80) || codes.some((c) => c > 0xff)) return name;
  const bytes = Buffer.from(name, 'latin1');
  for (const decoder of [utf8, gbk]) {
    try {
      return decoder.decode(bytes);
    } catch {
      // Not this encoding: try the next.
    }
  }
  return name;
}

/** Entries that are never part of the model: macOS resource forks and hidden files. */
function isJunk(parts: string[]): boolean {
  return parts.some((p) => p === '__MACOSX' || p.startsWith('.') || p === 'Thumbs.db' || p === 'desktop.ini');
}

/**
 * The entry's path inside the destination, or an error when it would leave it: absolute paths,
 * drive letters and ".." segments are refused (a zip-slip would overwrite files outside the upload).
 */
function safeEntryPath(name: string): string[] {
  const unified = name.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[a-zA-Z]:/.test(unified) || unified.includes('\0')) {
    throw new PipelineInputError(`压缩包中的文件“${name}”使用了绝对路径，已拒绝处理`);
  }
  const parts = unified.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) throw new PipelineInputError(`压缩包中的文件“${name}”的路径指向压缩包之外（../），已拒绝处理`);
  return parts;
}

/**
 * Compressed bytes handed to the inflater at a time. fflate inflates a whole push into one buffer before its
 * callback can count it, and DEFLATE reaches ~1030:1, so this bounds that buffer to about 16 MB.
 */
const PUSH_BYTES = 16 * 1024;

/**
 * Streams a zip to disk with fflate, counting the bytes actually inflated, so a zip bomb is stopped
 * by what it produces rather than by the sizes it claims. Returns the number of files written.
 */
export async function extractZip(
  zipFile: string,
  // The archive's size: callers pass it still, though the ratio is now taken over the bytes read so far.
  _zipSize: number,
  destDir: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<number> {
  mkdirSync(destDir, { recursive: true });
  let entries = 0;
  let written = 0;
  let consumed = 0;
  // Held in an object: the callbacks set it, and TypeScript does not see assignments made in closures.
  const state: { failure: Error | null } = { failure: null };
  const fail = (err: unknown, name = '') => {
    state.failure ??=
      err instanceof PipelineInputError
        ? err
        : new PipelineInputError(`压缩包中的文件“${name}”无法解压（可能已损坏、加密或使用了不支持的压缩方式）`);
  };
  const openFiles = new Set<number>();
  const closeFile = (fd: number) => {
    if (openFiles.delete(fd)) closeSync(fd);
  };

  const unzip = new Unzip((file: UnzipFile) => {
    if (state.failure) return;
    const name = entryName(file.name);
    try {
      entries++;
      if (entries > limits.maxEntries) throw new PipelineInputError(`压缩包中的文件超过 ${limits.maxEntries} 个，已拒绝处理`);
      const parts = safeEntryPath(name);
      if (parts.length === 0 || name.endsWith('/') || isJunk(parts)) return;
      const target = path.join(destDir, ...parts);
      mkdirSync(path.dirname(target), { recursive: true });
      // 'wx': two entries with the same name must not silently replace each other.
      let fd: number;
      try {
        fd = openSync(target, 'wx');
      } catch {
        throw new PipelineInputError(`压缩包中有重复的文件“${name}”，已拒绝处理`);
      }
      openFiles.add(fd);
      file.ondata = (err, chunk, final) => {
        if (state.failure) return;
        if (err) return fail(err, name);
        written += chunk.length;
        if (written > limits.maxTotalBytes) {
          fail(
            new PipelineInputError(
              `压缩包解压后超过 ${Math.round(limits.maxTotalBytes / 1024 ** 2)} MB，疑似压缩炸弹，已拒绝处理`,
            ),
          );
        } else if (written > limits.ratioFloorBytes && written > consumed * limits.maxRatio) {
          fail(new PipelineInputError(`压缩包的压缩比异常（超过 ${limits.maxRatio} 倍），疑似压缩炸弹，已拒绝处理`));
        }
        if (state.failure) {
          file.terminate();
          return;
        }
        writeSync(fd, chunk);
        if (final) closeFile(fd);
      };
      file.start();
    } catch (err) {
      fail(err, name);
    }
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);

  const stream = createReadStream(zipFile, { highWaterMark: 1024 * 1024 });
  try {
    read: for await (const chunk of stream as AsyncIterable<Buffer>) {
      for (let at = 0; at < chunk.byteLength; at += PUSH_BYTES) {
        const slice = new Uint8Array(chunk.buffer, chunk.byteOffset + at, Math.min(PUSH_BYTES, chunk.byteLength - at));
        consumed += slice.byteLength;
        unzip.push(slice);
        if (state.failure) break read;
      }
    }
    if (!state.failure) unzip.push(new Uint8Array(0), true);
  } catch (err) {
    fail(err instanceof PipelineInputError ? err : new PipelineInputError('压缩包已损坏或格式不受支持，无法解压'));
  } finally {
    stream.destroy();
    // An entry still open after the last byte was cut off: the archive is truncated.
    if (openFiles.size > 0) fail(new PipelineInputError('压缩包不完整（可能上传中断），无法解压'));
    for (const fd of [...openFiles]) closeFile(fd);
  }
  if (state.failure) throw state.failure;
  if (entries === 0) throw new PipelineInputError('压缩包为空或已损坏，没有找到任何文件');
  return entries;
}
