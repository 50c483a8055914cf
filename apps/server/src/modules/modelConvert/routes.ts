import { conversionCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { sendBlob } from '../../platform/storage/send.js';
import { receiveMultipart } from '../file/routes.js';
import type { FileService } from '../file/service.js';
import type { ModelConvertService } from './service.js';

export function modelConvertRoutes(convert: ModelConvertService, files: FileService): AnyRoute[] {
  return [
    // A multipart request carries the file itself; its body is not parsed (the call is `multipart`).
    implement(conversionCalls.upload, async ({ user, req, reply, body }) =>
      req.isMultipart()
        ? convert.createFromUpload(user, await receiveMultipart(files, user, req, reply, 'private'))
        : convert.createFromFiles(user, body.fileIds),
    ),
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
