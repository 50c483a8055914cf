import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BRANDING_IMAGE_MIMES, UserType, type UploadedFile } from '@moxing/shared';
import type { Config } from '../../config.js';
import type { Db, Executor } from '../../db/index.js';
import type { FileRow } from '../../db/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { StorageLimitError, type StagedBlob, type Storage } from '../../platform/storage/index.js';
import * as q from './queries.js';
import { SniffRefusal, extensionOf, sniff, type FileKind, type Sniffed } from './sniff.js';
import { materialise } from './workspace.js';

/** Per-user upload limits. */
export interface UploadLimits {
  /** Largest single file. */
  maxFileBytes: number;
  /** Total bytes of the user's uploads. */
  quotaBytes: number;
}

/**
 * The hook for paid storage (role CCKJ10 "storage space"): the role module passes a provider that answers
 * a user's limits from their purchased packages; without one, every user gets the configured defaults.
 */
export type UploadLimitsProvider = (userId: number, defaults: UploadLimits) => Promise<UploadLimits>;

export type Visibility = 'public' | 'private';

/** Another module that lets other users than the uploader read some private files (demands: attachments, deliveries). */
export interface FileReaders {
  mayReadFile(viewer: AuthUser, fileId: string): Promise<boolean>;
}
export type FileOrigin = 'upload' | 'tus' | 'artefact';

export interface FileDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'UPLOAD_MAX_FILE_BYTES' | 'UPLOAD_USER_QUOTA_BYTES' | 'UPLOAD_MAX_CONCURRENT'>;
  limits?: UploadLimitsProvider;
  clock?: () => number;
}

export interface ArtefactInput {
  /** A local file; it is moved into storage. */
  path: string;
  name: string;
  mime: string;
  kind: FileKind;
  format?: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

export const newFileId = () => randomBytes(15).toString('base64url');

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(2)} GB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(1)} MB`;
  if (n >= 1024) return `${+(n / 1024).toFixed(1)} KB`;
  return `${n} 字节`;
}

/** The user's file name as shown back: no folders, no control characters, at most 255 characters. */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean) return '未命名文件';
  if (clean.length <= 255) return clean;
  const ext = extensionOf(clean);
  return ext ? `${clean.slice(0, 250 - ext.length)}….${ext}` : clean.slice(0, 255);
}

/** Where a stored file is read (common/file/:fileId); null for no file. */
export function fileUrl(fileId: string): string;
export function fileUrl(fileId: string | null): string | null;
export function fileUrl(fileId: string | null): string | null {
  return fileId ? `/api/common/file/${fileId}` : null;
}

export function presentFile(row: FileRow): UploadedFile {
  return {
    fileId: row.file_id,
    name: row.name,
    size: Number(row.size),
    mime: row.mime,
    url: fileUrl(row.file_id),
    kind: row.kind as FileKind,
  };
}

/**
 * Uploaded files: streaming into content-addressed storage, type sniffing, per-user size, storage and
 * concurrency limits, and access rules.
 *
 * Access: a file is `public` (anyone with its random fileId may read it: pictures shown on pages) or
 * `private` (its owner and operators only: model sources, attachments). Uploads of images are public by
 * default, everything else private; the uploader may choose with `visibility`, and other modules change it
 * with `setVisibility` (for example when a demand with attachments is published).
 */
export class FileService {
  private readonly db: Db;
  private readonly storage: Storage;
  private readonly config: FileDeps['config'];
  private readonly limitsProvider: UploadLimitsProvider | undefined;
  private readonly clock: () => number;
  private readonly active = new Map<number, number>();
  private readers: FileReaders[] = [];

  constructor(deps: FileDeps) {
    this.db = deps.db;
    this.storage = deps.storage;
    this.config = deps.config;
    this.limitsProvider = deps.limits;
    this.clock = deps.clock ?? Date.now;
  }

  /** Called once while the app is built (the demand module depends on this one, so it cannot be a constructor argument). */
  admitReaders(readers: FileReaders): void {
    this.readers.push(readers);
  }

  get store(): Storage {
    return this.storage;
  }

  // --- limits -------------------------------------------------------------------------------------

  async limitsFor(userId: number): Promise<UploadLimits> {
    const defaults = { maxFileBytes: this.config.UPLOAD_MAX_FILE_BYTES, quotaBytes: this.config.UPLOAD_USER_QUOTA_BYTES };
    return this.limitsProvider ? this.limitsProvider(userId, defaults) : defaults;
  }

  async usage(userId: number): Promise<{ usedBytes: number } & UploadLimits> {
    const [limits, used] = await Promise.all([this.limitsFor(userId), q.usedBytes(this.db.kysely, userId, iso(this.clock()))]);
    return { ...limits, usedBytes: used };
  }

  activeUploads(userId: number): number {
    return this.active.get(userId) ?? 0;
  }

  /**
   * Takes one of the user's concurrent-upload slots (multipart and resumable uploads share them);
   * the 11th at once is refused with 429. Call the returned function exactly once when the upload ends.
   */
  acquireSlot(userId: number): () => void {
    const n = this.active.get(userId) ?? 0;
    if (n >= this.config.UPLOAD_MAX_CONCURRENT) {
      throw errors.rateLimited(`同时上传的文件过多（最多 ${this.config.UPLOAD_MAX_CONCURRENT} 个），请等待当前上传完成后再试`, 5);
    }
    this.active.set(userId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.active.get(userId) ?? 1) - 1;
      if (left <= 0) this.active.delete(userId);
      else this.active.set(userId, left);
    };
  }

  /**
   * Before receiving an upload: the most bytes it may have (per-file limit or what is left of the quota),
   * or a refusal when the quota is already used up.
   */
  async budget(userId: number, declaredBytes?: number): Promise<{ maxBytes: number; limits: UploadLimits }> {
    const { usedBytes, ...limits } = await this.usage(userId);
    const left = limits.quotaBytes - usedBytes;
    if (declaredBytes !== undefined && declaredBytes > limits.maxFileBytes) throw this.tooLargeError(limits, usedBytes, true);
    if (left <= 0 || (declaredBytes !== undefined && declaredBytes > left)) throw this.tooLargeError(limits, usedBytes, false);
    return { maxBytes: Math.min(limits.maxFileBytes, left), limits };
  }

  private tooLargeError(limits: UploadLimits, usedBytes: number, perFile: boolean): AppError {
    if (perFile) return new AppError('tooLarge', `单个文件不能超过 ${formatBytes(limits.maxFileBytes)}，请压缩后再上传`);
    const left = Math.max(0, limits.quotaBytes - usedBytes);
    return new AppError(
      'tooLarge',
      `存储空间不足：共 ${formatBytes(limits.quotaBytes)}，已用 ${formatBytes(usedBytes)}，剩余 ${formatBytes(left)}。请删除不用的文件或购买更多存储空间`,
    );
  }

  // --- storing -----------------------------------------------------------------------------------

  /**
   * Streams one upload into storage. Refusals (0 bytes, too large, content not matching the name) leave
   * no row and no file. The caller holds a slot from acquireSlot and passes the byte budget from budget().
   */
  async receive(
    user: AuthUser,
    input: { stream: Readable; filename: string; visibility?: Visibility; maxBytes: number; limits: UploadLimits },
  ): Promise<UploadedFile> {
    const name = displayName(input.filename);
    let staged: StagedBlob;
    try {
      staged = await this.storage.stage(input.stream, {
        maxBytes: input.maxBytes,
        onHead: (head, ended) => {
          sniff(head, ended ? head.length : null, name);
        },
      });
    } catch (e) {
      if (e instanceof StorageLimitError) {
        const usedBytes = await q.usedBytes(this.db.kysely, user.id, iso(this.clock()));
        throw this.tooLargeError(input.limits, usedBytes, input.maxBytes >= input.limits.maxFileBytes);
      }
      if (e instanceof SniffRefusal) throw errors.validation(e.message);
      throw e;
    }
    const row = await this.record(staged, { userId: user.id, name, origin: 'upload', visibility: input.visibility });
    return presentFile(row);
  }

  /** Turns a finished local file (a completed resumable upload) into a file record; the file is moved. */
  async adoptLocalFile(userId: number, localPath: string, rawName: string, exceptTusId: string): Promise<FileRow> {
    const staged = await this.storage.stageFile(localPath, { move: true });
    return this.record(staged, { userId, name: displayName(rawName), origin: 'tus', exceptTusId });
  }

  /** Sniffs, checks the quota once more (another upload may have finished meanwhile), inserts, commits. */
  private async record(
    staged: StagedBlob,
    opts: { userId: number; name: string; origin: FileOrigin; visibility?: Visibility; exceptTusId?: string },
  ): Promise<FileRow> {
    let sniffed: Sniffed;
    try {
      const s = sniff(staged.head, staged.size, opts.name);
      if (!s) throw new SniffRefusal(`无法识别文件“${opts.name}”的类型`);
      sniffed = s;
    } catch (e) {
      await staged.discard();
      if (e instanceof SniffRefusal) throw errors.validation(e.message);
      throw e;
    }
    let row: FileRow;
    try {
      // Outside the transaction: the limits provider may read the database (SQLite has one connection).
      const limits = await this.limitsFor(opts.userId);
      row = await this.db.kysely.transaction().execute(async (trx) => {
        const used = await q.usedBytes(trx, opts.userId, iso(this.clock()), opts.exceptTusId);
        if (used + staged.size > limits.quotaBytes) throw this.tooLargeError(limits, used, false);
        if (staged.size > limits.maxFileBytes) throw this.tooLargeError(limits, used, true);
        return q.insertFile(trx, {
          file_id: newFileId(),
          user_id: opts.userId,
          storage_key: staged.key,
          name: opts.name,
          ext: extensionOf(opts.name),
          size: staged.size,
          mime: sniffed.mime,
          kind: sniffed.kind,
          format: sniffed.format,
          visibility: opts.visibility ?? (sniffed.kind === 'image' ? 'public' : 'private'),
          origin: opts.origin,
          created_at: iso(this.clock()),
        });
      });
    } catch (e) {
      await staged.discard();
      throw e;
    }
    try {
      await staged.commit();
    } catch (e) {
      await q.deleteFilesByIds(this.db.kysely, [row.file_id]);
      await staged.discard();
      throw e;
    }
    return row;
  }

  /**
   * Stores generated files (pipeline outputs, conversions) for `userId` and, in the same transaction,
   * lets the caller point its record at them. Blobs become durable only after that transaction commits.
   */
  async saveArtefacts<T>(
    userId: number,
    items: ArtefactInput[],
    apply: (trx: Executor, rows: FileRow[]) => Promise<T>,
  ): Promise<T> {
    const staged: StagedBlob[] = [];
    try {
      for (const item of items) staged.push(await this.storage.stageFile(item.path, { move: true }));
      // `apply` may make them visible at once (a model turning ready): in a bucket they are there before that.
      for (const blob of staged) await blob.prepare();
      const result = await this.db.kysely.transaction().execute(async (trx) => {
        const rows: FileRow[] = [];
        for (const [i, item] of items.entries()) {
          const blob = staged[i];
          if (!blob) throw new Error('artefact not staged');
          rows.push(
            await q.insertFile(trx, {
              file_id: newFileId(),
              user_id: userId,
              storage_key: blob.key,
              name: item.name,
              ext: extensionOf(item.name),
              size: blob.size,
              mime: item.mime,
              kind: item.kind,
              format: item.format ?? null,
              visibility: 'private',
              origin: 'artefact',
              created_at: iso(this.clock()),
            }),
          );
        }
        return apply(trx, rows);
      });
      for (const blob of staged) await blob.commit();
      return result;
    } catch (e) {
      for (const blob of staged) await blob.discard();
      throw e;
    }
  }

  // --- reading -----------------------------------------------------------------------------------

  async findRow(fileId: string): Promise<FileRow | undefined> {
    return q.findFile(this.db.kysely, fileId);
  }

  /** The file for GET common/file/:fileId, after the access rule. */
  async openForViewer(fileId: string, viewer: AuthUser | null): Promise<FileRow> {
    const row = fileId.length <= 40 ? await q.findFile(this.db.kysely, fileId) : undefined;
    if (!row) throw errors.notFound('文件不存在或已删除');
    if (row.visibility !== 'public') {
      if (!viewer) throw new AppError('unauthorized', '请先登录后查看此文件');
      const own = viewer.id === row.user_id || viewer.type === UserType.operator;
      if (!own && !(await this.admitted(viewer, row.file_id))) throw errors.forbidden('没有权限查看此文件');
    }
    if (!(await this.storage.stat(row.storage_key))) throw errors.notFound('文件内容已丢失，请重新上传');
    return row;
  }

  private async admitted(viewer: AuthUser, fileId: string): Promise<boolean> {
    for (const r of this.readers) if (await r.mayReadFile(viewer, fileId)) return true;
    return false;
  }

  /** The caller's own files; unknown ids answer 404, other users' 403. Keeps the order of `fileIds`. */
  async requireOwnedRows(userId: number, fileIds: string[]): Promise<FileRow[]> {
    const unique = [...new Set(fileIds)];
    const rows = await q.findFiles(
      this.db.kysely,
      unique.filter((id) => id.length <= 40),
    );
    const byId = new Map(rows.map((r) => [r.file_id, r]));
    for (const id of unique) {
      const row = byId.get(id);
      if (!row) throw errors.notFound(`文件 ${id} 不存在或已删除`);
      if (row.user_id !== userId) throw errors.forbidden(`文件“${row.name}”不属于你，不能使用`);
    }
    return unique.map((id) => byId.get(id) as FileRow);
  }

  /** For other modules (demands, models): the caller's uploaded files, or 403/404. */
  async requireOwned(userId: number, fileIds: string[]): Promise<UploadedFile[]> {
    return (await this.requireOwnedRows(userId, fileIds)).map(presentFile);
  }

  /** In the caller's transaction: a sub-account's uploaded files become its company's (the model's owner's). */
  async handOver(trx: Executor, fromUserId: number, toUserId: number, fileIds: string[]): Promise<void> {
    if (fileIds.length > 0) await q.handOver(trx, fromUserId, toUserId, fileIds);
  }

  /**
   * One of `userId`'s uploads used as a picture: a PNG, JPEG or WebP image as sniffed when it arrived (its bytes,
   * not its name), of at most `maxBytes` when the caller has a limit. `label` names it in the refusals ("商品图片").
   */
  async requireImage(userId: number, fileId: string, label: string, maxBytes?: number): Promise<FileRow> {
    const [file] = await this.requireOwnedRows(userId, [fileId]);
    if (!file) throw errors.notFound(`${label}不存在或已删除`);
    if (file.kind !== 'image' || !(BRANDING_IMAGE_MIMES as readonly string[]).includes(file.mime)) {
      throw errors.validation(`${label}只支持 PNG、JPEG、WebP 图片，“${file.name}”不是图片`);
    }
    if (maxBytes !== undefined && Number(file.size) > maxBytes) {
      throw new AppError('tooLarge', `${label}不能超过 ${formatBytes(maxBytes)}，请压缩后再上传`);
    }
    return file;
  }

  /** A picture everyone sees (requireImage), made public. */
  async publicImage(userId: number, fileId: string, label: string, maxBytes?: number): Promise<UploadedFile> {
    const file = await this.requireImage(userId, fileId, label, maxBytes);
    if (file.visibility !== 'public') await this.setVisibility(userId, [file.file_id], 'public');
    return presentFile(file);
  }

  async setVisibility(userId: number, fileIds: string[], visibility: Visibility): Promise<void> {
    await this.requireOwnedRows(userId, fileIds);
    await q.setVisibility(this.db.kysely, userId, fileIds, visibility);
  }

  /** Copies files into a private work folder for the pipeline; answers the file (one) or the folder (several). */
  async materialise(rows: FileRow[], dir: string): Promise<string> {
    return materialise(this.storage, rows, dir);
  }

  /** Removes one generated file of `userId` stored under `key` (a replaced artefact). */
  async removeArtefact(userId: number, key: string): Promise<void> {
    const row = await q.findArtefact(this.db.kysely, userId, key);
    if (row) await this.removeFiles([row.file_id]);
  }

  /** Which of `fileIds` a page other than the image models `exceptImageModelIds` shows (q.shownFileIds). */
  shownElsewhere(fileIds: string[], exceptImageModelIds: number[]): Promise<Set<string>> {
    return q.shownFileIds(this.db.kysely, fileIds, exceptImageModelIds);
  }

  /**
   * Deletes the files nothing uses any more (q.referencedFileIds): for a caller that has just let go of them,
   * when another record may still hold the same uploaded file.
   */
  async removeUnused(fileIds: string[]): Promise<void> {
    const used = await q.referencedFileIds(this.db.kysely, fileIds);
    await this.removeFiles(fileIds.filter((id) => !used.has(id)));
  }

  /** Deletes file records; a blob goes when no record uses it any more. */
  async removeFiles(fileIds: string[]): Promise<void> {
    const rows = await q.findFiles(this.db.kysely, fileIds);
    await q.deleteFilesByIds(
      this.db.kysely,
      rows.map((r) => r.file_id),
    );
    for (const key of new Set(rows.map((r) => r.storage_key))) {
      if ((await q.countByStorageKey(this.db.kysely, key)) === 0) await this.storage.delete(key);
    }
  }
}
