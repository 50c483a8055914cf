import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { UploadedFile } from '@moxing/shared';
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
  expireHours: number;
  clock?: () => number;
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

const iso = (ms: number) => new Date(ms).toISOString();

/** Parses tus Upload-Metadata: comma-separated "key base64value" pairs. */
export function parseTusMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key || !/^[\w.-]{1,64}$/.test(key)) throw errors.validation('Upload-Metadata 格式不正确');
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8').slice(0, 1000) : '';
  }
  return out;
}

/** Thrown by the byte counter when a PATCH carries more than the declared Upload-Length. */
class OverLength extends Error {}

/**
 * The core of the tus 1.0.0 resumable upload protocol (creation, offset by HEAD, PATCH appends,
 * termination, expiration) with the same limits as ordinary uploads. The upload's state is its row in
 * `tus_uploads` plus the partial file `<dir>/<id>`, whose size is the offset: whatever arrived before a
 * dropped connection is kept, and the client resumes from there. When the last byte arrives the file is
 * sniffed and becomes an ordinary file record (origin 'tus').
 */
export class TusService {
  private readonly db: Db;
  private readonly files: FileService;
  private readonly dir: string;
  private readonly expireMs: number;
  private readonly clock: () => number;
  private readonly busy = new Set<string>();

  constructor(deps: TusDeps) {
    this.db = deps.db;
    this.files = deps.files;
    this.dir = deps.dir;
    this.expireMs = deps.expireHours * 3600_000;
    this.clock = deps.clock ?? Date.now;
    fs.mkdirSync(this.dir, { recursive: true });
  }

  private partPath(id: string) {
    return path.join(this.dir, id);
  }

  private async sizeOnDisk(id: string): Promise<number | null> {
    try {
      return (await fsp.stat(this.partPath(id))).size;
    } catch {
      return null;
    }
  }

  /** Tus-Max-Size: the user's per-file limit, or the default one for anonymous discovery. */
  async maxSize(userId: number | null): Promise<number> {
    return (await this.files.limitsFor(userId ?? 0)).maxFileBytes;
  }

  async create(
    user: AuthUser,
    input: { length: number; metadata: Record<string, string> },
  ): Promise<{ id: string; expiresAt: string }> {
    const name = displayName(input.metadata.filename ?? input.metadata.name);
    if (input.length === 0) throw errors.validation(`文件“${name}”为空（0 字节），请选择有内容的文件`);
    await this.files.budget(user.id, input.length);
    await this.sweepExpired();
    const id = randomBytes(16).toString('hex');
    const now = this.clock();
    const expiresAt = iso(now + this.expireMs);
    await fsp.writeFile(this.partPath(id), '', { flag: 'wx' });
    await q.insertTus(this.db.kysely, {
      id,
      user_id: user.id,
      length: input.length,
      name,
      metadata: JSON.stringify(input.metadata),
      file_id: null,
      created_at: iso(now),
      updated_at: iso(now),
      expires_at: expiresAt,
    });
    return { id, expiresAt };
  }

  private async own(user: AuthUser, id: string) {
    const row = /^[0-9a-f]{32}$/.test(id) ? await q.findTus(this.db.kysely, id) : undefined;
    if (!row || row.user_id !== user.id) throw errors.notFound('上传任务不存在');
    if (!row.file_id && row.expires_at <= iso(this.clock())) throw new AppError('notFound', '上传任务已过期，请重新上传');
    return row;
  }

  async status(user: AuthUser, id: string): Promise<TusStatus> {
    const row = await this.own(user, id);
    const length = Number(row.length);
    let file: UploadedFile | null = null;
    let offset: number;
    if (row.file_id) {
      const f = await this.files.findRow(row.file_id);
      file = f ? presentFile(f) : null;
      offset = length;
    } else {
      const size = await this.sizeOnDisk(id);
      if (size === null) throw errors.notFound('上传任务不存在');
      offset = size;
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

  /** Appends a PATCH body at `offset`. Bytes received before an interruption are kept. */
  async append(
    user: AuthUser,
    id: string,
    offset: number,
    body: Readable,
  ): Promise<{ offset: number; file: UploadedFile | null; expiresAt: string }> {
    const row = await this.own(user, id);
    const length = Number(row.length);
    if (row.file_id) {
      if (offset !== length) throw errors.conflict(`上传偏移量不一致：服务器已有 ${length} 字节`);
      const f = await this.files.findRow(row.file_id);
      return { offset: length, file: f ? presentFile(f) : null, expiresAt: row.expires_at };
    }
    if (this.busy.has(id)) throw errors.conflict('该文件的另一段正在上传，请稍后再试');
    this.busy.add(id);
    let release: (() => void) | null = null;
    try {
      release = this.files.acquireSlot(user.id);
      const current = await this.sizeOnDisk(id);
      if (current === null) throw errors.notFound('上传任务不存在');
      if (offset !== current) throw errors.conflict(`上传偏移量不一致：服务器已有 ${current} 字节，请从该位置继续`);
      await this.write(id, row.name, current, length, body);
      const size = (await this.sizeOnDisk(id)) ?? 0;
      const expiresAt = iso(this.clock() + this.expireMs);
      await q.touchTus(this.db.kysely, id, iso(this.clock()), expiresAt);
      if (size < length) return { offset: size, file: null, expiresAt };
      let fileRow;
      try {
        fileRow = await this.files.adoptLocalFile(user.id, this.partPath(id), row.name, id);
      } catch (e) {
        // Refused on completion (type, quota): the upload is over, nothing of it stays.
        await this.drop(id);
        throw e;
      }
      await q.completeTus(this.db.kysely, id, fileRow.file_id, iso(this.clock()));
      return { offset: length, file: presentFile(fileRow), expiresAt };
    } finally {
      release?.();
      this.busy.delete(id);
    }
  }

  private async write(id: string, name: string, start: number, length: number, body: Readable): Promise<void> {
    const prefix = start > 0 && start < HEAD_BYTES ? await fsp.readFile(this.partPath(id)) : Buffer.alloc(0);
    let received = 0;
    let head: Buffer | null = start < HEAD_BYTES ? prefix : null;
    const check = (final: boolean) => {
      if (!head) return;
      const done = final || head.length >= HEAD_BYTES;
      if (!done) return;
      const bytes = head;
      head = null;
      sniff(bytes, bytes.length === length ? length : null, name);
    };
    const meter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        received += chunk.length;
        if (start + received > length) {
          cb(new OverLength());
          return;
        }
        if (head) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          try {
            check(start + received === length);
          } catch (e) {
            cb(e as Error);
            return;
          }
        }
        cb(null, chunk);
      },
    });
    const out = fs.createWriteStream(this.partPath(id), { flags: 'a' });
    try {
      await pipeline(body, meter, out);
    } catch (e) {
      // Let the file settle so the next HEAD reports every byte that reached the disk.
      await finished(out).catch(() => undefined);
      if (e instanceof SniffRefusal) {
        await this.drop(id);
        throw errors.validation(e.message);
      }
      if (e instanceof OverLength) {
        await fsp.truncate(this.partPath(id), start).catch(() => undefined);
        throw errors.validation('上传的数据超过了声明的文件大小（Upload-Length）');
      }
      throw e;
    }
  }

  private async drop(id: string): Promise<void> {
    await fsp.rm(this.partPath(id), { force: true });
    await q.deleteTus(this.db.kysely, id);
  }

  /** Termination: forgets an unfinished upload (a finished one keeps its file record). */
  async terminate(user: AuthUser, id: string): Promise<void> {
    const row = await this.own(user, id);
    if (this.busy.has(id)) throw errors.conflict('该文件正在上传，请稍后再试');
    if (row.file_id) {
      await q.deleteTus(this.db.kysely, id);
      return;
    }
    await this.drop(id);
  }

  /** Removes expired unfinished uploads (called on creation; cheap). */
  async sweepExpired(limit = 20): Promise<number> {
    const rows = await q.expiredTus(this.db.kysely, iso(this.clock()), limit);
    for (const r of rows) {
      if (this.busy.has(r.id)) continue;
      await this.drop(r.id);
    }
    return rows.length;
  }
}
