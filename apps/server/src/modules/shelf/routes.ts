import { shelfCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { RecycleBinService } from './recycleBin.js';
import type { ShelfService } from './service.js';

export function shelfRoutes(shelf: ShelfService, recycleBin: RecycleBinService): AnyRoute[] {
  return [
    implement(shelfCalls.userModels, ({ query, user }) => shelf.userModels(user, query)),
    implement(shelfCalls.updateInfo, ({ body, user }) => shelf.updateInfo(user, body)),
    implement(shelfCalls.saveViewerSettings, ({ body, user }) => shelf.saveViewerSettings(user, body.modelCode, body.settings)),
    implement(shelfCalls.syncStates, ({ query, user }) => shelf.syncStates(user, query)),
    implement(shelfCalls.setSynced, ({ body, user }) => shelf.setSynced(user, body.modelCodes, body.synced)),
    implement(shelfCalls.spaceModels, ({ query, user }) => shelf.spaceModels(user, query)),
    implement(shelfCalls.recentUploads, ({ query, user }) => shelf.recentUploads(user, query.limit)),
    implement(
      shelfCalls.recentCollects,
      async ({ query, user }) => (await shelf.collected(user, { pageNum: 1, pageSize: query.limit })).list,
    ),
    implement(shelfCalls.collects, ({ query, user }) => shelf.collected(user, query)),
    implement(shelfCalls.purchases, ({ query, user }) => shelf.purchased(user, query)),
    implement(shelfCalls.remove, ({ body, user }) => recycleBin.remove(user, body.modelCodes)),
    implement(shelfCalls.restore, ({ body, user }) => recycleBin.restore(user, body.modelCodes)),
    implement(shelfCalls.recycleBin, ({ query, user }) => recycleBin.recycleBin(user, query)),
    implement(shelfCalls.purge, ({ body, user }) => recycleBin.purge(user, body.modelCodes)),
    implement(shelfCalls.purgeAll, ({ user }) => recycleBin.purgeAll(user)),
    implement(shelfCalls.statsChart, ({ query, user }) => shelf.statsChart(user, query.modelCode, query.days)),
  ];
}
