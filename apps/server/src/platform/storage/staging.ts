import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StorageLimitError, type StageOptions } from './types.js';

const DEFAULT_HEAD = 64 * 1024;

export const ignoreMissing = (e: unknown) => {
  if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
};

/** Bytes hashed into a temporary file of `tmpDir`, before they are committed under their key. */
export interface TempBlob {
  tmp: string;
  key: string;
  size: number;
  head: Buffer;
}

/** Streams `input` into a new file of `tmpDir` while hashing it, keeping its head and enforcing the options. */
export async function streamToTemp(tmpDir: string, input: Readable, opts: StageOptions = {}): Promise<TempBlob> {
  const tmp = path.join(tmpDir, randomUUID());
  const hash = createHash('sha256');
  const headLimit = opts.headBytes ?? DEFAULT_HEAD;
  const headParts: Buffer[] = [];
  let headLength = 0;
  let headNotified = false;
  let size = 0;
  const head = () => Buffer.concat(headParts, headLength);
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (opts.maxBytes !== undefined && size > opts.maxBytes) {
        done(new StorageLimitError(opts.maxBytes));
        return;
      }
      hash.update(chunk);
      if (headLength < headLimit) {
        const part = chunk.subarray(0, headLimit - headLength);
        headParts.push(Buffer.from(part));
        headLength += part.length;
      }
      if (!headNotified && headLength >= headLimit) {
        headNotified = true;
        try {
          opts.onHead?.(head(), false);
        } catch (e) {
          done(e as Error);
          return;
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (!headNotified) {
        headNotified = true;
        try {
          opts.onHead?.(head(), true);
        } catch (e) {
          done(e as Error);
          return;
        }
      }
      done();
    },
  });
  const out = fs.createWriteStream(tmp, { flags: 'wx' });
  try {
    await pipeline(input, meter, out);
  } catch (e) {
    // A refusal at the first bytes can come before the file has opened; the file then appears when the open
    // completes, after an unlink made at once, and stays behind.
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await fsp.unlink(tmp).catch(ignoreMissing);
    throw e;
  }
  return { tmp, key: hash.digest('hex'), size, head: head() };
}

/** Hashes a file of this machine and moves it into `tmpDir` (copies it across file systems). */
export async function moveToTemp(tmpDir: string, localPath: string): Promise<TempBlob> {
  const hash = createHash('sha256');
  let size = 0;
  const headParts: Buffer[] = [];
  let headLength = 0;
  for await (const chunk of fs.createReadStream(localPath)) {
    const b = chunk as Buffer;
    hash.update(b);
    size += b.length;
    if (headLength < DEFAULT_HEAD) {
      const part = b.subarray(0, DEFAULT_HEAD - headLength);
      headParts.push(Buffer.from(part));
      headLength += part.length;
    }
  }
  const tmp = path.join(tmpDir, randomUUID());
  try {
    await fsp.rename(localPath, tmp);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
    await fsp.copyFile(localPath, tmp);
    await fsp.unlink(localPath);
  }
  return { tmp, key: hash.digest('hex'), size, head: Buffer.concat(headParts, headLength) };
}

/**
 * A staged blob whose `commit` runs once and whose `discard` removes the temporary file (not after commit).
 * `persist` stores it (and removes the temporary file); `prepare` may store it ahead (see StagedBlob.prepare).
 */
export function stagedFromTemp(
  blob: TempBlob,
  persist: (blob: TempBlob) => Promise<void>,
  prepare: (blob: TempBlob) => Promise<void> = async () => {},
) {
  let state: 'staged' | 'committed' | 'discarded' = 'staged';
  return {
    key: blob.key,
    size: blob.size,
    head: blob.head,
    async prepare() {
      if (state === 'staged') await prepare(blob);
    },
    async commit() {
      if (state !== 'staged') return;
      await persist(blob);
      state = 'committed';
    },
    async discard() {
      if (state !== 'staged') return;
      state = 'discarded';
      await fsp.unlink(blob.tmp).catch(ignoreMissing);
    },
  };
}

/** Removes staged files not written for `olderThanMs`: a live upload writes to its file at least every IDLE_TIMEOUT_MS, or its connection is closed. */
export async function sweepTemp(tmpDir: string, olderThanMs: number): Promise<number> {
  const before = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of await fsp.readdir(tmpDir)) {
    const file = path.join(tmpDir, name);
    try {
      if ((await fsp.stat(file)).mtimeMs >= before) continue;
      await fsp.unlink(file);
      removed += 1;
    } catch (e) {
      ignoreMissing(e);
    }
  }
  return removed;
}
