import { imageModelCalls } from '@moxing/shared';
import { implement, visitorOf, type AnyRoute } from '../../platform/http/route.js';
import type { ImageModelService } from './service.js';

export function imageModelRoutes(imageModels: ImageModelService): AnyRoute[] {
  return [
    implement(imageModelCalls.create, ({ body, user }) => imageModels.create(user, body)),
    implement(imageModelCalls.update, ({ body, user }) => imageModels.update(user, body)),
    implement(imageModelCalls.info, ({ query, user, req }) => imageModels.get(query.code, user, visitorOf(req, user))),
    implement(imageModelCalls.list, ({ query, user }) => imageModels.list(user, query)),
  ];
}
