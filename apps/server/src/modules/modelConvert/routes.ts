import { conversionCalls, conversionFromFilesBody } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { parseOrThrow } from '../../platform/http/validation.js';
import { sendBlob } from '../../platform/storage/send.js';
import { receiveMultipart } from '../file/routes.js';
import type { FileService } from '../file/service.js';
import type { ModelConvertService } from './service.js';

export function modelConvertRoutes(convert: ModelConvertService, files: FileService): AnyRoute[] {
  return [
    implement(conversionCalls.upload, async ({ user, req, reply }) => {
      if (req.isMultipart()) {
        const file = await receiveMultipart(files, user, req, reply, 'private');
        return convert.createFromUpload(user, file);
      }
      const body = parseOrThrow(conversionFromFilesBody, req.body);
      return convert.createFromFiles(user, body.fileIds);
    }),
    implement(conversionCalls.save, ({ user, body }) => convert.save(user, body.code, body.targetFormat)),
    implement(conversionCalls.list, ({ user, query }) => convert.list(user, query)),
    implement(conversionCalls.counts, ({ user }) => convert.counts(user)),
    implement(conversionCalls.updateByStatus, ({ user, body }) => convert.updateByStatus(user, body)),
    implement(conversionCalls.remove, ({ user, body }) => convert.remove(user, body.codes)),
    implement(conversionCalls.download, async ({ user, req, reply, query }) => {
      const f = await convert.download(user, query.code);
      return sendBlob(req, reply, files.store, { ...f, inline: false, cacheControl: 'private, no-cache' });
    }),
  ];
}
