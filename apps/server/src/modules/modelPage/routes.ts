import { modelPageCalls } from '@moxing/shared';
import { implement, visitorOf, type AnyRoute } from '../../platform/http/route.js';
import type { ModelPageService } from './service.js';

export function modelPageRoutes(modelPage: ModelPageService): AnyRoute[] {
  return [
    implement(modelPageCalls.detail, ({ query, user, req }) =>
      modelPage.detail(query.modelCode, user, query.unlock, visitorOf(req, user)),
    ),
    implement(modelPageCalls.unlock, ({ body, req }) => modelPage.unlock(body.modelCode, body.password, req.ip ?? null)),
    implement(modelPageCalls.viewerPresets, () => modelPage.viewerPresets()),
    implement(modelPageCalls.arCheck, ({ query, user }) => modelPage.arCheck(query.modelCode, user)),
  ];
}
