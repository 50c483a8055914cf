import { showroomCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { CompilationService } from './compilations.js';
import type { ShowroomService } from './service.js';

export function showroomRoutes(shows: ShowroomService, compilations: CompilationService): AnyRoute[] {
  return [
    implement(calls.hallList, ({ query }) => shows.hallList(query)),
    implement(calls.homeHallList, ({ query }) => shows.homeHallList(query.limit)),
    implement(calls.themeShowPage, ({ query }) => shows.hallList({ ...query, kind: 2 })),
    implement(calls.myShows, ({ query, user }) => shows.myShows(user, query)),
    implement(calls.detail, ({ query, user }) => shows.detail(user, query.id)),
    implement(calls.save, ({ body, user }) => shows.save(user, body)),
    implement(calls.saveModels, ({ body, user }) => shows.saveModels(user, body)),
    implement(calls.publish, ({ body, user }) => shows.publish(user, body.id)),
    implement(calls.unpublish, ({ body, user }) => shows.unpublish(user, body.id)),
    implement(calls.unlock, ({ body, user, req }) => shows.unlock(user, req.ip, body)),
    implement(calls.scene, ({ query, user }) => shows.scene(user, query.id, query.unlock)),
    implement(calls.visit, ({ body, user, req }) => shows.visit(user, req.ip, body.id)),
    implement(calls.qrCode, async ({ query, reply }) => {
      const png = await shows.qrCode(query.id);
      reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=3600');
      return png;
    }),
    implement(calls.showModels, ({ query, user }) => shows.zoomModels(user, query.id)),
    implement(calls.selectModels, ({ query, user }) => shows.selectModels(user, query)),
    implement(calls.caseList, ({ query }) => shows.caseList(query)),
    implement(calls.setCase, ({ body, user }) => shows.setCase(user, body.id, body.isCase)),
    implement(calls.useCase, ({ body, user }) => shows.useCase(user, body.id)),
    implement(calls.compilationList, ({ query }) => compilations.list({ ...query, featured: query.featured === '1' })),
    implement(calls.compilationDetail, ({ query, user }) => compilations.detail(user, query.id)),
    implement(calls.myCompilations, ({ query, user }) => compilations.mine(user, query)),
    implement(calls.saveCompilation, ({ body, user }) => compilations.save(user, body)),
    implement(calls.deleteCompilation, ({ body, user }) => compilations.remove(user, body.id)),
    implement(calls.featureCompilation, ({ body, user }) => compilations.feature(user, body.id, body.featured)),
  ];
}
