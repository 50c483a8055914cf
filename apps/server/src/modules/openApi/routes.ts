import { openApiCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { OpenEndpoints } from './endpoints.js';
import type { OpenApiService } from './service.js';

export function openApiRoutes(open: OpenApiService, endpoints: OpenEndpoints): AnyRoute[] {
  return [
    implement(calls.createKey, ({ user, body }) => open.createKey(user.id, body)),
    implement(calls.info, ({ user }) => open.info(user.id)),
    implement(calls.revokeKey, ({ user, body }) => open.revokeKey(user.id, body.keyId)),
    implement(calls.signature, ({ query }) => open.signatureHelp(query)),
    implement(calls.models, ({ user, query }) => endpoints.models(user, query)),
    implement(calls.model, ({ user, query }) => endpoints.model(user, query.modelCode)),
    implement(calls.upload, ({ user, body }) => endpoints.upload(user, body)),
    implement(calls.stats, ({ user }) => endpoints.stats(user)),
    implement(calls.shows, ({ user, query }) => endpoints.shows(user, query)),
    implement(calls.show, ({ user, query }) => endpoints.show(user, query.id)),
    implement(calls.publishShow, ({ user, body }) => endpoints.publishShow(user, body.id)),
    implement(calls.unpublishShow, ({ user, body }) => endpoints.unpublishShow(user, body.id)),
  ];
}
