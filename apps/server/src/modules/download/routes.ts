import { downloadCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { sendBlob } from '../../platform/storage/send.js';
import type { FileService } from '../file/service.js';
import type { DownloadService } from './service.js';

export function downloadRoutes(downloads: DownloadService, files: FileService): AnyRoute[] {
  return [
    implement(downloadCalls.check, ({ query, user }) => downloads.downloadCheck(user, query.modelCode, query.unlock)),
    implement(downloadCalls.download, async ({ query, user, req, reply }) => {
      const range = req.headers.range;
      const fresh = !range || /^bytes=0-/.test(range.trim());
      const f = await downloads.download(user, query.modelCode, query.format, query.unlock, fresh);
      return sendBlob(req, reply, files.store, { ...f, inline: false, cacheControl: 'private, no-store' });
    }),
  ];
}
