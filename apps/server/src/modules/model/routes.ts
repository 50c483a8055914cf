import { modelCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { sendBlob } from '../../platform/storage/send.js';
import type { FileService } from '../file/service.js';
import type { ModelService } from './service.js';

export function modelRoutes(models: ModelService, files: FileService): AnyRoute[] {
  return [
    implement(modelCalls.upload, ({ user, body }) => models.uploadModel(user, body)),
    implement(modelCalls.processStatus, ({ user, query }) => models.processStatus(user, query.modelCode)),
    implement(modelCalls.record, ({ user, query }) => models.record(user, query.modelCode)),
    implement(modelCalls.compress, ({ user, body }) =>
      models.compress(user, body.modelCode, Math.round(body.targetSize * 1024 * 1024)),
    ),
    implement(modelCalls.file, async ({ user, req, reply, query }) => {
      const { modelCode, name } = req.params as { modelCode: string; name: string };
      const a = await models.artefact(modelCode, name, user);
      const versioned = query.v !== undefined && a.key.startsWith(query.v) && query.v.length >= 8;
      return sendBlob(req, reply, files.store, {
        key: a.key,
        size: a.size,
        mime: a.mime,
        name: a.name,
        inline: a.isPublic,
        cacheControl: !a.isPublic
          ? 'private, no-cache'
          : `${a.shared ? 'public' : 'private'}, ${versioned ? 'max-age=31536000, immutable' : 'max-age=60, must-revalidate'}`,
      });
    }),
  ];
}
