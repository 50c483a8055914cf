import { fileCalls as calls, TUS_ENDPOINT_PATH } from '@moxing/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, type SessionResolver } from '../../platform/auth.js';
import { AppError, errors } from '../../platform/errors.js';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { sendBlob } from '../../platform/storage/send.js';
import type { FileService, Visibility } from './service.js';
import type { TusUploads } from './tus.js';

const INLINE_KINDS = new Set(['image', 'pdf', 'video', 'txt']);
export const TUS_PATH = `/api/${TUS_ENDPOINT_PATH}`;
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

export function fileRoutes(files: FileService, tus: TusUploads): AnyRoute[] {
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
        // A private file may be withdrawn (a delivery refused, a member removed): no copy may outlive the answer.
        cacheControl: row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      });
    }),
  ];
}

/**
 * A finished upload's bytes have become a file record and left the tus store, so requests about it are answered
 * here: HEAD reports it complete (with its file id), DELETE forgets it, a repeated last PATCH gets the same answer.
 */
async function answerFinished(req: FastifyRequest, reply: FastifyReply, length: number | string, fileId: string) {
  const size = String(length);
  reply.header('upload-offset', size).header('upload-length', size).header('upload-file-id', fileId);
  if (req.method === 'PATCH' && req.headers['upload-offset'] !== size) {
    throw errors.conflict(`上传偏移量不一致：服务器已有 ${size} 字节`);
  }
  return reply.status(req.method === 'HEAD' ? 200 : 204).send();
}

/**
 * tus 1.0.0 at /api/common/file/tus, served by @tus/server (tus.ts). Checked here before the library sees a
 * request: the protocol version, the login, that the upload is the caller's and not expired, the PATCH content
 * type (415 as before; the library would say 400) and the per-user concurrent-upload slot. Registered in its own
 * scope so that PATCH bodies reach the library as a stream.
 */
export function registerTus(app: FastifyInstance, tus: TusUploads, sessions: SessionResolver): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
    scope.addHook('onSend', async (_req, reply) => {
      reply.header('tus-resumable', '1.0.0');
      reply.header('cache-control', 'no-store');
    });
    const serve = (withId: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.method !== 'OPTIONS' && req.headers['tus-resumable'] !== '1.0.0') {
        const message = '不支持的断点续传协议版本（需要 tus 1.0.0）';
        return reply.status(412).header('tus-version', '1.0.0').send({ code: '400', errorMsg: message, msg: message });
      }
      // Discovery is open to anyone; everything else needs a login.
      const user = await authenticate(req, req.method === 'OPTIONS' ? 'optional' : 'user', sessions);
      if (req.method !== 'OPTIONS' && !user) throw errors.unauthorized();
      let release: (() => void) | null = null;
      if (user && withId) {
        const row = await tus.own(user, (req.params as { id: string }).id);
        if (row.file_id) {
          if (req.method === 'DELETE') await tus.forget(row.id);
          return answerFinished(req, reply, row.length, row.file_id);
        }
        if (req.method === 'PATCH') {
          if (req.headers['content-type'] !== 'application/offset+octet-stream') {
            const message = 'PATCH 的 Content-Type 必须是 application/offset+octet-stream';
            return reply.status(415).send({ code: '400', errorMsg: message, msg: message });
          }
          release = tus.slotFor(user);
          // A connection closed under a stalled PATCH (IDLE_TIMEOUT_MS) frees the slot even if the library is slow
          // to notice; releasing twice is harmless.
          reply.raw.once('close', release);
        }
      }
      // The library writes the answer on the raw response: give it the headers set so far (security headers) and
      // those of the onSend hook above, which a hijacked reply skips.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.raw.setHeader('cache-control', 'no-store');
      reply.hijack();
      try {
        await tus.serve(req.raw, reply.raw, user ?? null);
      } finally {
        release?.();
      }
    };
    scope.route({ method: ['OPTIONS', 'POST'], url: TUS_PATH, handler: serve(false) });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${TUS_PATH}/:id`, handler: serve(true) });
  });
}
