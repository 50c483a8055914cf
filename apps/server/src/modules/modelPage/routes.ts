import { modelPageCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { ModelPageService } from './service.js';

export function modelPageRoutes(modelPage: ModelPageService): AnyRoute[] {
  return [
    implement(modelPageCalls.detail, ({ query, user }) => modelPage.detail(query.modelCode, user, query.unlock)),
    implement(modelPageCalls.unlock, ({ body, req }) => modelPage.unlock(body.modelCode, body.password, req.ip ?? null)),
    implement(modelPageCalls.viewerPresets, () => modelPage.viewerPresets()),
    implement(modelPageCalls.arCheck, ({ query, user }) => modelPage.arCheck(query.modelCode, user)),
  ];
}
