import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { ignoreMissing, moveToTemp, stagedFromTemp, streamToTemp, sweepTemp } from './staging.js';
import { isBlobKey, type StagedBlob, type Storage } from './types.js';

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

  const staged = (blob: Parameters<typeof stagedFromTemp>[0]): StagedBlob =>
    stagedFromTemp(blob, async ({ tmp, key }) => {
      const target = blobPath(key);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      // Renaming over an existing blob is safe: equal key, equal bytes.
      await fsp.rename(tmp, target);
    });

  return {
    kind: 'local',
    stage: async (input, opts) => staged(await streamToTemp(tmpDir, input, opts)),
    async stageFile(localPath, opts = {}) {
      if (!opts.move) return staged(await streamToTemp(tmpDir, fs.createReadStream(localPath)));
      return staged(await moveToTemp(tmpDir, localPath));
    },
    sweepStaged: (olderThanMs) => sweepTemp(tmpDir, olderThanMs),
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
