import { imageModelCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { ImageModelService } from './service.js';

export function imageModelRoutes(imageModels: ImageModelService): AnyRoute[] {
  return [
    implement(imageModelCalls.create, ({ body, user }) => imageModels.create(user, body)),
    implement(imageModelCalls.update, ({ body, user }) => imageModels.update(user, body)),
    implement(imageModelCalls.info, ({ query, user }) => imageModels.get(query.code, user)),
    implement(imageModelCalls.list, ({ query, user }) => imageModels.list(user, query)),
  ];
}
