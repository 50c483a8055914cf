import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { ResultCode, type UploadedFile } from '@moxing/shared';
import { FileStore } from '@tus/file-store';
import { Server, type ServerOptions } from '@tus/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../../db/index.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import * as q from './queries.js';
import { displayName, presentFile, type FileService } from './service.js';
import { SniffRefusal, sniff } from './sniff.js';

const HEAD_BYTES = 64 * 1024;

export interface TusDeps {
  db: Db;
  files: FileService;
  /** Where unfinished uploads are kept (local disk: resumable uploads need the same machine or a shared folder). */
  dir: string;
  /** The tus endpoint (Location headers point below it). */
  path: string;
  expireHours: number;
}

export interface TusStatus {
  id: string;
  offset: number;
  length: number;
  name: string;
  metadata: Record<string, string>;
  expiresAt: string;
  file: UploadedFile | null;
}

type TusRequest = Parameters<NonNullable<ServerOptions['onIncomingRequest']>>[0];
/** How @tus/server takes a refusal from a hook or the store: the status and body it answers with. */
class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const envelope = (code: string, message: string) => JSON.stringify({ code, errorMsg: message, msg: message, data: null });
const refusal = (e: AppError) => new TusRefusal(e.status, envelope(e.code, e.message));

/** Our answers (Chinese, in the API envelope) for the refusals @tus/server makes itself, by status. */
const LIBRARY_REFUSALS: Record<number, [code: string, message: string]> = {
  400: [ResultCode.validation, '断点续传请求不正确（请检查 Upload-Length、Upload-Offset 与 Upload-Metadata）'],
  404: [ResultCode.notFound, '上传任务不存在'],
  409: [ResultCode.conflict, '上传偏移量不一致，请从服务器已有的位置继续'],
  410: [ResultCode.notFound, '上传任务已过期，请重新上传'],
  413: [ResultCode.tooLarge, '上传的数据超过了声明的文件大小（Upload-Length）'],
};

/**
 * The file store of @tus/file-store plus one check the library has no hook for: the first bytes of an upload
 * are sniffed while they arrive, so a file whose content contradicts its name is refused after 64 KB
 * instead of after the whole file (the library only calls back once the upload is complete). An upload the
 * store removes (termination, expiry, refusal) loses its row before the answer goes out.
 */
class SniffingFileStore extends FileStore {
  constructor(
    options: ConstructorParameters<typeof FileStore>[0],
    private readonly onRemoved: (id: string) => Promise<void>,
  ) {
    super(options);
  }

  override async remove(id: string): Promise<void> {
    await super.remove(id);
    await this.onRemoved(id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (offset >= HEAD_BYTES) return super.write(readable, id, offset);
    const upload = await this.getUpload(id);
    const name = displayName(upload.metadata?.filename ?? upload.metadata?.name ?? undefined);
    const length = upload.size ?? 0;
    let head: Buffer | null = offset > 0 ? await fsp.readFile(path.join(this.directory, id)) : Buffer.alloc(0);
    let received = offset;
    let refused: SniffRefusal | null = null;
    const check = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        received += chunk.length;
        if (head) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          if (head.length >= HEAD_BYTES || received >= length) {
            const bytes = head;
            head = null;
            try {
              sniff(bytes, bytes.length === length ? length : null, name);
            } catch (e) {
              if (!(e instanceof SniffRefusal)) throw e;
              refused = e;
              cb(e);
              return;
            }
          }
        }
        cb(null, chunk);
      },
    });
    readable.on('error', (e) => check.destroy(e));
    try {
      return await super.write(readable.pipe(check), id, offset);
    } catch (e) {
      if (!refused) throw e;
      // Refused: the upload is over, nothing of it stays.
      await this.remove(id).catch(() => undefined);
      throw refusal(errors.validation((refused as SniffRefusal).message));
    }
  }
}

/**
 * Resumable uploads (tus 1.0 at /api/common/file/tus): the protocol (creation, HEAD, PATCH, termination,
 * expiration) is @tus/server over @tus/file-store; the project's rules are hooks around it. The login,
 * ownership, the PATCH content type and the concurrent-upload slot are checked before a request reaches the
 * library (routes.ts registerTus); creation checks the size against the per-file limit and the quota
 * (onUploadCreate) and reserves it in `tus_uploads`; the last byte makes the upload an ordinary file record
 * through FileService (onUploadFinish), answered with the Upload-File-Id header. Refusals answer in the API
 * envelope with our Chinese messages (onResponseError).
 *
 * Kept by hand, because the library has no place for them: sniffing the first bytes while they arrive
 * (SniffingFileStore), and answers about a finished upload (routes.ts answerFinished: its bytes have left the
 * store). Expiry is the library's: TUS_EXPIRE_HOURS from creation (no longer renewed by each PATCH).
 */
export class TusUploads {
  private readonly db: Db;
  private readonly files: FileService;
  private readonly dir: string;
  private readonly store: SniffingFileStore;
  private readonly server: Server;
  private readonly expireMs: number;
  /** Who sent each request being handled (set after authentication, read by the hooks). */
  private readonly users = new WeakMap<object, AuthUser | null>();

  constructor(deps: TusDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.dir = deps.dir;
    this.expireMs = deps.expireHours * 3600_000;
    this.store = new SniffingFileStore({ directory: deps.dir, expirationPeriodInMilliseconds: this.expireMs }, async (id) => {
      await q.deleteTus(this.db.kysely, id);
    });
    // What Tus-Extension advertises: creation-with-upload and deferred length are not offered.
    this.store.extensions = ['creation', 'termination', 'expiration'];
    this.server = new Server({
      path: deps.path,
      datastore: this.store,
      relativeLocation: true,
      // Same origin only, as every other call: no Access-Control-Allow-Origin (the library would answer *).
      allowedOrigins: () => false,
      // Only for OPTIONS (Tus-Max-Size); creation checks the limits itself, with our message (onUploadCreate).
      maxSize: async (req, id) => (id === null ? (await this.files.limitsFor(this.userOf(req)?.id ?? 0)).maxFileBytes : 0),
      onUploadCreate: async (req, upload) => {
        const user = this.requireUser(req);
        const name = displayName(upload.metadata?.filename ?? upload.metadata?.name ?? undefined);
        const length = upload.size ?? 0;
        if (length === 0) throw refusal(errors.validation(`文件“${name}”为空（0 字节），请选择有内容的文件`));
        try {
          await this.files.budget(user.id, length);
        } catch (e) {
          throw e instanceof AppError ? refusal(e) : e;
        }
        await this.sweepExpired();
        const now = Date.now();
        await q.insertTus(this.db.kysely, {
          id: upload.id,
          user_id: user.id,
          length,
          name,
          metadata: JSON.stringify(upload.metadata ?? {}),
          file_id: null,
          created_at: iso(now),
          updated_at: iso(now),
          expires_at: iso(now + this.expireMs),
        });
        return {};
      },
      onUploadFinish: async (req, upload) => {
        const user = this.requireUser(req);
        const row = await q.findTus(this.db.kysely, upload.id);
        if (!row) throw refusal(errors.notFound('上传任务不存在'));
        let fileRow;
        try {
          fileRow = await this.files.adoptLocalFile(user.id, path.join(this.dir, upload.id), row.name, upload.id);
        } catch (e) {
          // Refused on completion (type, quota): the upload is over, nothing of it stays.
          await this.drop(upload.id);
          throw e instanceof AppError ? refusal(e) : e;
        }
        await q.completeTus(this.db.kysely, upload.id, fileRow.file_id, iso(Date.now()));
        // The bytes became the file record; what the store kept about the upload goes.
        await this.forgetStored(upload.id);
        return { headers: { 'Upload-File-Id': fileRow.file_id } };
      },
      onResponseError: (_req, err) => {
        if (err instanceof AppError) return refusal(err);
        if (err instanceof Error) return undefined;
        const ours = LIBRARY_REFUSALS[err.status_code];
        return ours ? { status_code: err.status_code, body: envelope(ours[0], ours[1]) } : undefined;
      },
    });
  }

  private userOf(req: TusRequest): AuthUser | null {
    const raw = req.runtime?.node?.req;
    return raw ? (this.users.get(raw) ?? null) : null;
  }

  private requireUser(req: TusRequest): AuthUser {
    const user = this.userOf(req);
    if (!user) throw refusal(errors.unauthorized());
    return user;
  }

  private async forgetStored(id: string): Promise<void> {
    await fsp.rm(path.join(this.dir, id), { force: true });
    await fsp.rm(path.join(this.dir, `${id}.json`), { force: true });
  }

  private async drop(id: string): Promise<void> {
    await this.forgetStored(id);
    await q.deleteTus(this.db.kysely, id);
  }

  /** The caller's upload, refused as not found when it is somebody else's, unknown or expired. */
  async own(user: AuthUser, id: string) {
    const row = /^[0-9a-f]{32}$/.test(id) ? await q.findTus(this.db.kysely, id) : undefined;
    if (!row || row.user_id !== user.id) throw errors.notFound('上传任务不存在');
    if (!row.file_id && row.expires_at <= iso(Date.now())) throw new AppError('notFound', '上传任务已过期，请重新上传');
    return row;
  }

  async status(user: AuthUser, id: string): Promise<TusStatus> {
    const row = await this.own(user, id);
    const length = Number(row.length);
    let file: UploadedFile | null = null;
    let offset = length;
    if (row.file_id) {
      const f = await this.files.findRow(row.file_id);
      file = f ? presentFile(f) : null;
    } else {
      offset = await this.store.getUpload(id).then(
        (u) => u.offset,
        () => {
          throw errors.notFound('上传任务不存在');
        },
      );
    }
    return {
      id,
      offset,
      length,
      name: row.name,
      metadata: JSON.parse(row.metadata) as Record<string, string>,
      expiresAt: row.expires_at,
      file,
    };
  }

  /** Forgets a finished upload (its file record stays). */
  async forget(id: string): Promise<void> {
    await q.deleteTus(this.db.kysely, id);
  }

  /** One of the user's concurrent-upload slots for a PATCH (FileService.acquireSlot). */
  slotFor(user: AuthUser): () => void {
    return this.files.acquireSlot(user.id);
  }

  /** Hands one tus request to @tus/server, for an authenticated user (or an anonymous OPTIONS). */
  async serve(req: IncomingMessage, res: ServerResponse, user: AuthUser | null): Promise<void> {
    this.users.set(req, user);
    res.setHeader('cache-control', 'no-store');
    try {
      await this.server.handle(req, res);
    } finally {
      this.users.delete(req);
    }
  }

  /** Removes expired unfinished uploads: the store's files (the library's expiration) and their rows. */
  async sweepExpired(limit = 20): Promise<number> {
    await this.server.cleanUpExpiredUploads();
    const rows = await q.expiredTus(this.db.kysely, iso(Date.now()), limit);
    for (const r of rows) await this.drop(r.id);
    return rows.length;
  }
}
