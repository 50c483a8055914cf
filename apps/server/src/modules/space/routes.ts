import { spaceCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { SpaceService } from './service.js';

export function spaceRoutes(space: SpaceService): AnyRoute[] {
  return [
    implement(calls.gallery, () => space.gallery()),
    implement(calls.bannerConfig, ({ query, user }) => space.bannerConfig(user, query.userId)),
    implement(calls.saveBannerConfig, ({ body, user }) => space.saveBannerConfig(user, body)),
    implement(calls.tourDone, ({ user }) => space.tourDone(user)),
    implement(calls.counts, ({ query, user }) => space.counts(user, query.userId)),
    implement(calls.showType, ({ query, user }) => space.showType(user, query)),
    implement(calls.visit, ({ body, user }) => space.visit(user, body.userId)),
    implement(calls.visitorPanel, ({ user }) => space.visitorPanel(user)),
    implement(calls.visitors, ({ query, user }) => space.visitors(user, query)),
  ];
}
