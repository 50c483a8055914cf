import { fileCalls as calls } from '@moxing/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type SessionResolver } from '../../platform/auth.js';
import { AppError, errors } from '../../platform/errors.js';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { sendBlob } from '../../platform/storage/send.js';
import type { FileService, Visibility } from './service.js';
import { parseTusMetadata, type TusService } from './tus.js';

const INLINE_KINDS = new Set(['image', 'pdf', 'video', 'txt']);
export const TUS_PATH = '/api/common/file/tus';
/** Room for multipart boundaries and part headers around the file itself. */
const MULTIPART_SLACK = 64 * 1024;

/** Reads the one file of a multipart request; refusals while the body is still arriving close the connection. */
export async function receiveMultipart(
  files: FileService,
  user: { id: number; type: number; sessionId: number },
  req: FastifyRequest,
  reply: FastifyReply,
  visibility?: Visibility,
) {
  const release = files.acquireSlot(user.id);
  try {
    const { maxBytes, limits } = await files.budget(user.id);
    // A declared body far over the budget is refused before a byte of it is read.
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > maxBytes + MULTIPART_SLACK) await files.budget(user.id, declared - MULTIPART_SLACK);
    let part;
    try {
      // One byte over the budget is enough to know the file is too large.
      part = await req.file({ limits: { fileSize: maxBytes + 1, files: 1 }, throwFileSizeLimit: false });
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw errors.validation('请以 multipart/form-data 格式上传文件（字段名 file）');
    }
    if (!part) throw errors.validation('没有收到文件，请选择要上传的文件（字段名 file）');
    return await files.receive(user, { stream: part.file, filename: part.filename, visibility, maxBytes, limits });
  } catch (e) {
    // The rest of a refused body is not worth reading.
    if (!req.raw.complete) reply.header('connection', 'close');
    throw e;
  } finally {
    release();
  }
}

export function fileRoutes(files: FileService, tus: TusService): AnyRoute[] {
  return [
    implement(calls.upload, ({ user, req, reply, query }) => receiveMultipart(files, user, req, reply, query.visibility)),
    implement(calls.usage, ({ user }) => files.usage(user.id)),
    implement(calls.tusStatus, async ({ user, query }) => {
      const s = await tus.status(user, query.uploadId);
      return { id: s.id, offset: s.offset, length: s.length, name: s.name, expiresAt: s.expiresAt, file: s.file };
    }),
    implement(calls.read, async ({ user, req, reply, query }) => {
      const row = await files.openForViewer((req.params as { fileId: string }).fileId, user);
      return sendBlob(req, reply, files.store, {
        key: row.storage_key,
        size: Number(row.size),
        mime: row.mime,
        name: row.name,
        inline: query.download !== '1' && INLINE_KINDS.has(row.kind),
        cacheControl: row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=3600',
      });
    }),
  ];
}

/**
 * tus 1.0.0 at /api/common/file/tus: OPTIONS (discovery), POST (creation), HEAD (offset), PATCH (append),
 * DELETE (termination). Registered in its own scope so that PATCH bodies reach the service as a stream.
 */
export function registerTus(app: FastifyInstance, tus: TusService, sessions: SessionResolver): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('tus-resumable', '1.0.0');
      reply.header('cache-control', 'no-store');
    });
    const versionOk = (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers['tus-resumable'] === '1.0.0') return true;
      void reply.status(412).header('tus-version', '1.0.0').send({
        code: '400',
        errorMsg: '不支持的断点续传协议版本（需要 tus 1.0.0）',
        msg: '不支持的断点续传协议版本（需要 tus 1.0.0）',
      });
      return false;
    };
    const uploadId = (req: FastifyRequest) => (req.params as { id: string }).id;

    scope.options(TUS_PATH, async (req, reply) => {
      const user = await authenticate(req, 'optional', sessions);
      reply
        .status(204)
        .header('tus-version', '1.0.0')
        .header('tus-extension', 'creation,termination,expiration')
        .header('tus-max-size', String(await tus.maxSize(user?.id ?? null)));
      return reply.send();
    });

    scope.post(TUS_PATH, async (req, reply) => {
      if (!versionOk(req, reply)) return reply;
      const user = await authenticate(req, 'user', sessions);
      if (!user) throw errors.unauthorized();
      if (req.headers['upload-defer-length']) throw errors.validation('请在创建上传时给出文件大小（Upload-Length）');
      const raw = req.headers['upload-length'];
      if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw errors.validation('缺少或无效的 Upload-Length');
      const metadata = parseTusMetadata(
        typeof req.headers['upload-metadata'] === 'string' ? req.headers['upload-metadata'] : undefined,
      );
      const created = await tus.create(user, { length: Number(raw), metadata });
      return reply
        .status(201)
        .header('location', `${TUS_PATH}/${created.id}`)
        .header('upload-expires', new Date(created.expiresAt).toUTCString())
        .send();
    });

    scope.head(`${TUS_PATH}/:id`, async (req, reply) => {
      if (!versionOk(req, reply)) return reply;
      const user = await authenticate(req, 'user', sessions);
      if (!user) throw errors.unauthorized();
      const s = await tus.status(user, uploadId(req));
      reply
        .status(200)
        .header('upload-offset', String(s.offset))
        .header('upload-length', String(s.length))
        .header('upload-expires', new Date(s.expiresAt).toUTCString());
      if (s.file) reply.header('upload-file-id', s.file.fileId);
      return reply.send();
    });

    scope.patch(`${TUS_PATH}/:id`, async (req, reply) => {
      if (!versionOk(req, reply)) return reply;
      const user = await authenticate(req, 'user', sessions);
      if (!user) throw errors.unauthorized();
      if (req.headers['content-type'] !== 'application/offset+octet-stream') {
        return reply.status(415).send({
          code: '400',
          errorMsg: 'PATCH 的 Content-Type 必须是 application/offset+octet-stream',
          msg: 'PATCH 的 Content-Type 必须是 application/offset+octet-stream',
        });
      }
      const raw = req.headers['upload-offset'];
      if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) throw errors.validation('缺少或无效的 Upload-Offset');
      try {
        const r = await tus.append(user, uploadId(req), Number(raw), req.raw);
        reply.status(204).header('upload-offset', String(r.offset)).header('upload-expires', new Date(r.expiresAt).toUTCString());
        if (r.file) reply.header('upload-file-id', r.file.fileId);
        return reply.send();
      } catch (e) {
        if (!req.raw.complete) reply.header('connection', 'close');
        throw e;
      }
    });

    scope.delete(`${TUS_PATH}/:id`, async (req, reply) => {
      if (!versionOk(req, reply)) return reply;
      const user = await authenticate(req, 'user', sessions);
      if (!user) throw errors.unauthorized();
      await tus.terminate(user, uploadId(req));
      return reply.status(204).send();
    });
  });
}
