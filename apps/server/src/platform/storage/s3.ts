import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { ignoreMissing, moveToTemp, stagedFromTemp, streamToTemp, sweepTemp, type TempBlob } from './staging.js';
import { isBlobKey, type StagedBlob, type Storage } from './types.js';

export interface S3Settings {
  /** Endpoint of an S3-compatible service (MinIO, Aliyun OSS, Tencent COS); unset for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Put before every object name, e.g. "moxing/" to share a bucket. */
  prefix: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and local servers. */
  forcePathStyle: boolean;
  /** A local folder where uploads are hashed before they go to the bucket. */
  tmpDir: string;
}

const notFound = (e: unknown) =>
  e instanceof S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === 'NotFound' || e.name === 'NoSuchKey');

/**
 * Blobs in an S3-compatible bucket under `<prefix><sha256>`. Bytes are staged in a local temporary file
 * (the key is their hash, known only at the end), and `commit` uploads that file: an object appears only
 * once the database row that points at it exists, as with local disk.
 */
export function createS3Storage(settings: S3Settings): Storage {
  fs.mkdirSync(settings.tmpDir, { recursive: true });
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default (a streamed CRC trailer, "aws-chunked") is not
    // understood by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    if (!isBlobKey(key)) throw new Error(`invalid storage key: ${key}`);
    return `${settings.prefix}${key}`;
  };

  async function stat(key: string): Promise<{ size: number } | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { size: head.ContentLength ?? 0 };
    } catch (e) {
      if (notFound(e)) return null;
      throw e;
    }
  }

  /** Equal key, equal bytes: an object already there is not sent again. */
  const upload = async ({ tmp, key, size }: TempBlob) => {
    if (await stat(key)) return;
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body: fs.createReadStream(tmp),
        ContentLength: size,
        ContentType: 'application/octet-stream',
      }),
    );
  };
  const staged = (blob: TempBlob): StagedBlob =>
    stagedFromTemp(
      blob,
      async (b) => {
        await upload(b);
        await fsp.unlink(b.tmp).catch(ignoreMissing);
      },
      upload,
    );

  async function body(key: string, range?: { start: number; end: number }, signal?: AbortSignal): Promise<Readable> {
    const res = await client.send(
      new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      { abortSignal: signal },
    );
    return res.Body as Readable;
  }

  return {
    kind: 's3',
    stage: async (input, opts) => staged(await streamToTemp(settings.tmpDir, input, opts)),
    async stageFile(localPath, opts = {}) {
      if (!opts.move) return staged(await streamToTemp(settings.tmpDir, fs.createReadStream(localPath)));
      return staged(await moveToTemp(settings.tmpDir, localPath));
    },
    sweepStaged: (olderThanMs) => sweepTemp(settings.tmpDir, olderThanMs),
    stat,
    stream(key, range) {
      // The caller wants a stream now; the object's body arrives after a round trip and is piped in.
      const out = new PassThrough();
      const abort = new AbortController();
      out.once('close', () => abort.abort());
      body(key, range, abort.signal).then(
        (b) => pipeline(b, out).catch(() => undefined),
        (e: unknown) => out.destroy(e as Error),
      );
      return out;
    },
    async get(key) {
      const chunks: Buffer[] = [];
      for await (const c of await body(key)) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    async copyToFile(key, destination) {
      await pipeline(await body(key), fs.createWriteStream(destination));
    },
    localPath: () => null,
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      } catch (e) {
        if (!notFound(e)) throw e;
      }
    },
  };
}
