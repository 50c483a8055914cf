import {
  catalogueCalls,
  modelPageCalls,
  modelCalls,
  shelfCalls,
  brandingCalls,
  embedCalls,
  downloadCalls,
  imageModelCalls,
} from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import { sendBlob } from '../../platform/storage/send.js';
import type { FileService } from '../file/service.js';
import type { LibraryService } from './service.js';

export function libraryRoutes(library: LibraryService, files: FileService): AnyRoute[] {
  return [
    implement(catalogueCalls.list, ({ query }) => library.list(query)),
    implement(catalogueCalls.homeList, ({ query }) => library.list(query)),
    implement(catalogueCalls.suggest, ({ query }) => library.suggest(query.keyword, query.limit)),
    implement(modelPageCalls.detail, ({ query, user }) => library.detail(query.modelCode, user, query.unlock)),
    implement(modelPageCalls.unlock, ({ body, req }) => library.unlock(body.modelCode, body.password, req.ip ?? null)),
    implement(modelCalls.protectedFile, async ({ query, user, req, reply }) => {
      const { modelCode: code, name } = req.params as { modelCode: string; name: string };
      const f = await library.protectedFile(code, name, query.unlock, user);
      return sendBlob(req, reply, files.store, { ...f, inline: true, cacheControl: 'private, max-age=3600' });
    }),
    implement(catalogueCalls.homeLists, () => library.polymerization()),
    implement(catalogueCalls.trades, () => library.distinctTrades()),
    implement(catalogueCalls.filters, () => library.classification()),
    implement(catalogueCalls.types, ({ query }) => library.typeList(query.trade)),
    implement(catalogueCalls.typeGroups, () => library.typeAllList()),
    implement(modelPageCalls.viewerPresets, () => library.viewerPresets()),
    implement(modelPageCalls.arCheck, ({ query, user }) => library.checkAr(query.modelCode, user)),

    // --- the owner's shelf ---
    implement(shelfCalls.userModels, ({ query, user }) => library.userModels(user, query)),
    implement(shelfCalls.updateInfo, ({ body, user }) => library.updateInfo(user, body)),
    implement(shelfCalls.saveViewerSettings, ({ body, user }) => library.saveViewerSettings(user, body.modelCode, body.settings)),
    implement(brandingCalls.logo, ({ user }) => library.branding.myLogo(user)),
    implement(brandingCalls.saveLogo, ({ body, user }) => library.branding.saveLogo(user, body)),
    implement(brandingCalls.removeLogo, ({ user }) => library.branding.removeLogo(user)),
    implement(brandingCalls.cover, ({ query, user }) => library.branding.cover(user, query.modelCode)),
    implement(brandingCalls.saveCover, ({ body, user }) => library.branding.saveCover(user, body)),
    implement(brandingCalls.restoreCover, ({ body, user }) => library.branding.restoreCover(user, body.modelCode)),
    implement(shelfCalls.syncStates, ({ query, user }) => library.syncStateModels(user, query)),
    implement(shelfCalls.setSynced, ({ body, user }) => library.setSynced(user, body.modelCodes, body.synced)),
    implement(shelfCalls.spaceModels, ({ query, user }) => library.zoomModels(user, query)),
    implement(shelfCalls.recentUploads, ({ query, user }) => library.recentUploads(user, query.limit)),
    implement(
      shelfCalls.recentCollects,
      async ({ query, user }) => (await library.collected(user, { pageNum: 1, pageSize: query.limit })).list,
    ),
    implement(shelfCalls.collects, ({ query, user }) => library.collected(user, query)),
    implement(shelfCalls.purchases, ({ query, user }) => library.purchased(user, query)),
    implement(shelfCalls.remove, ({ body, user }) => library.remove(user, body.modelCodes)),
    implement(shelfCalls.restore, ({ body, user }) => library.restore(user, body.modelCodes)),
    implement(shelfCalls.recycleBin, ({ query, user }) => library.recycleBin(user, query)),
    implement(shelfCalls.purge, ({ body, user }) => library.clear(user, body.modelCodes)),
    implement(shelfCalls.purgeAll, ({ user }) => library.clearAll(user)),
    implement(shelfCalls.statsChart, ({ query, user }) => library.statsChart(user, query.modelCode, query.days)),

    // --- embed ---
    implement(embedCalls.view, ({ body, user }) => library.embedView(body.modelCode, body.referrer, body.unlock, user)),
    implement(embedCalls.count, ({ query, user }) => library.embedCount(user, query.modelCode)),
    implement(embedCalls.leaderboard, ({ query }) => library.leaderboard(query)),

    // --- downloads ---
    implement(downloadCalls.check, ({ query, user }) => library.downloadCheck(user, query.modelCode, query.unlock)),
    implement(downloadCalls.download, async ({ query, user, req, reply }) => {
      const range = req.headers.range;
      const fresh = !range || /^bytes=0-/.test(range.trim());
      const f = await library.download(user, query.modelCode, query.format, query.unlock, fresh);
      return sendBlob(req, reply, files.store, { ...f, inline: false, cacheControl: 'private, no-store' });
    }),

    // --- image models ---
    implement(imageModelCalls.create, ({ body, user }) => library.createImageModel(user, body)),
    implement(imageModelCalls.update, ({ body, user }) => library.updateImageModel(user, body)),
    implement(imageModelCalls.info, ({ query, user }) => library.imageModel(query.code, user)),
    implement(imageModelCalls.list, ({ query, user }) => library.imageModels(user, query)),
  ];
}
