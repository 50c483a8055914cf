import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isBlobKey, StorageLimitError, type StageOptions, type StagedBlob, type Storage } from './types.js';

const DEFAULT_HEAD = 64 * 1024;

const ignoreMissing = (e: unknown) => {
  if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
};

/**
 * Blobs on local disk: `<root>/<aa>/<bb>/<sha256>`, staged in `<root>/.tmp/` (same file system, so the
 * commit is an atomic rename). Two uploads of the same bytes end as one file.
 */
export function createLocalStorage(root: string): Storage {
  const tmpDir = path.join(root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });

  const blobPath = (key: string) => {
    if (!isBlobKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key.slice(0, 2), key.slice(2, 4), key);
  };

  const staged = (tmp: string, key: string, size: number, head: Buffer): StagedBlob => {
    let state: 'staged' | 'committed' | 'discarded' = 'staged';
    return {
      key,
      size,
      head,
      async commit() {
        if (state !== 'staged') return;
        const target = blobPath(key);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        // Renaming over an existing blob is safe: equal key, equal bytes.
        await fsp.rename(tmp, target);
        state = 'committed';
      },
      async discard() {
        if (state !== 'staged') return;
        state = 'discarded';
        await fsp.unlink(tmp).catch(ignoreMissing);
      },
    };
  };

  async function stage(input: Readable, opts: StageOptions = {}): Promise<StagedBlob> {
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
    return staged(tmp, hash.digest('hex'), size, head());
  }

  async function stageFile(localPath: string, opts: { move?: boolean } = {}): Promise<StagedBlob> {
    if (!opts.move) return stage(fs.createReadStream(localPath));
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
    return staged(tmp, hash.digest('hex'), size, Buffer.concat(headParts, headLength));
  }

  // A live upload writes to its staged file at least every IDLE_TIMEOUT_MS, or its connection is closed.
  async function sweepStaged(olderThanMs: number): Promise<number> {
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

  return {
    kind: 'local',
    stage,
    stageFile,
    sweepStaged,
    async stat(key) {
      try {
        const s = await fsp.stat(blobPath(key));
        return { size: s.size };
      } catch (e) {
        ignoreMissing(e);
        return null;
      }
    },
    stream(key, range) {
      return fs.createReadStream(blobPath(key), range ? { start: range.start, end: range.end } : {});
    },
    get: (key) => fsp.readFile(blobPath(key)),
    copyToFile: (key, destination) => fsp.copyFile(blobPath(key), destination),
    localPath: (key) => blobPath(key),
    async delete(key) {
      await fsp.unlink(blobPath(key)).catch(ignoreMissing);
    },
  };
}
