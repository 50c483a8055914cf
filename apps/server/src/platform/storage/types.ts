import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are content hashes (sha256 hex of the bytes), so a user's
 * file name never reaches the file system or the bucket, and equal files are stored once.
 *
 * Writing is two-step: `stage` streams the bytes to a temporary place while hashing them and answers the
 * key; the caller then records the key in the database and calls `commit` (or `discard` when it refuses
 * the file). Committing after the row exists means a concurrent "delete blob if no row uses it" can never
 * remove a blob that a new row is about to point at, and a refused upload leaves neither row nor file.
 *
 * Implementations: the local disk (`local.ts`, the default) and an S3-compatible bucket (`s3.ts`: staged in a
 * local temporary file, uploaded to `<prefix><key>` on commit).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams the bytes to a temporary place while hashing them; never buffers the whole file. */
  stage(input: Readable, opts?: StageOptions): Promise<StagedBlob>;
  /** Stages a file that already exists on this machine (pipeline outputs, completed resumable uploads). */
  stageFile(localPath: string, opts?: { move?: boolean }): Promise<StagedBlob>;
  /** Size of a stored blob, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Reads a blob, optionally a byte range (inclusive end, as in HTTP Range). */
  stream(key: string, range?: { start: number; end: number }): Readable;
  /** Reads a whole blob into memory: only for small files (images, JSON). */
  get(key: string): Promise<Buffer>;
  /** Copies a blob to a local path (the pipeline works on local files). */
  copyToFile(key: string, destination: string): Promise<void>;
  /** Path on this machine when the blob is on local disk, else null. */
  localPath(key: string): string | null;
  /** Removes a blob; missing blobs are not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes staged bytes untouched for `olderThanMs`: what an upload left when its process died mid-way (kill -9).
   * Answers how many went. Optional: a store whose staging expires by itself need not have it.
   */
  sweepStaged(olderThanMs: number): Promise<number>;
}

export interface StageOptions {
  /** Refuse (with a StorageLimitError) as soon as more bytes than this arrive. */
  maxBytes?: number;
  /** How many leading bytes to keep for type sniffing (default 64 KiB). */
  headBytes?: number;
  /**
   * Called once the head is full (or the stream ended earlier). Throwing refuses the file at once,
   * before the rest is received: the temporary file is removed and the error is passed on.
   */
  onHead?: (head: Buffer, ended: boolean) => void;
}

export interface StagedBlob {
  key: string;
  size: number;
  /** The first bytes of the file, for type sniffing. */
  head: Buffer;
  /**
   * Optional early upload, for blobs whose row becomes visible in the same transaction as something readers
   * act on at once (a model turning ready): after it, commit only checks that the blob is still there (a
   * concurrent delete of equal bytes may have removed it) and puts it back if not. A no-op on local disk,
   * where commit is a rename. A discard after it leaves the object (a row may share its bytes): an orphan at worst.
   */
  prepare(): Promise<void>;
  /** Makes the blob durable under its key. Idempotent. */
  commit(): Promise<void>;
  /** Forgets the staged bytes. Idempotent; a no-op after commit. */
  discard(): Promise<void>;
}

/** More bytes arrived than `maxBytes` allowed. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file exceeds ${maxBytes} bytes`);
    this.name = 'StorageLimitError';
  }
}

export const isBlobKey = (key: string) => /^[0-9a-f]{64}$/.test(key);
