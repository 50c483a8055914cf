import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local.js';
import type { Storage } from './types.js';

export * from './types.js';
export { createLocalStorage } from './local.js';

/**
 * The configured storage: local disk under `${DATA_DIR}/files` (default), or an S3-compatible bucket (STORAGE=s3).
 * The S3 SDK is loaded only then: it costs every process about half a second and 25 MB otherwise.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (config.STORAGE === 'local') return createLocalStorage(path.join(config.DATA_DIR, 'files'));
  if (!config.S3_BUCKET) throw new Error('配置有误: STORAGE=s3 需要 S3_BUCKET（存储桶名称）');
  const { createS3Storage } = await import('./s3.js');
  return createS3Storage({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    tmpDir: path.join(config.DATA_DIR, 'staging'),
  });
}
