import { modelCalls } from '@moxing/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { implement, type AnyRoute, type AuthUser } from '../../platform/http/route.js';
import { sendBlob } from '../../platform/storage/send.js';
import type { FileService } from '../file/service.js';
import type { ModelService } from './service.js';

export function modelRoutes(models: ModelService, files: FileService): AnyRoute[] {
  /** The one handler of a model's files: model/file and model/viewFile differ only in how access is proved. */
  const serveFile = async (
    ctx: { user: AuthUser | null; req: FastifyRequest; reply: FastifyReply },
    ask: { viaUnlock: boolean; unlock?: string; version?: string },
  ) => {
    const { modelCode, name } = ctx.req.params as { modelCode: string; name: string };
    const f = await models.file(modelCode, name, ctx.user, ask);
    return sendBlob(ctx.req, ctx.reply, files.store, f);
  };
  return [
    implement(modelCalls.upload, ({ user, body }) => models.uploadModel(user, body)),
    implement(modelCalls.processStatus, ({ user, query }) => models.processStatus(user, query.modelCode)),
    implement(modelCalls.record, ({ user, query }) => models.record(user, query.modelCode)),
    implement(modelCalls.compress, ({ user, body }) =>
      models.compress(user, body.modelCode, Math.round(body.targetSize * 1024 * 1024)),
    ),
    implement(modelCalls.file, (ctx) => serveFile(ctx, { viaUnlock: false, version: ctx.query.v })),
    implement(modelCalls.protectedFile, (ctx) => serveFile(ctx, { viaUnlock: true, unlock: ctx.query.unlock })),
  ];
}
