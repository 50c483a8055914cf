import path from 'node:path';
import { createLocalStorage } from './local.js';
import type { Storage } from './types.js';

export * from './types.js';
export { createLocalStorage } from './local.js';

/**
 * The configured storage. Today: local disk under `${DATA_DIR}/files`. An S3-compatible implementation of
 * the same `Storage` interface plugs in here (selected by a STORAGE=s3 setting) without touching callers.
 */
export function createStorage(config: { DATA_DIR: string }): Storage {
  return createLocalStorage(path.join(config.DATA_DIR, 'files'));
}
