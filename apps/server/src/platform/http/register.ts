import type { FastifyInstance } from 'fastify';
import { authenticate, type SessionResolver } from '../auth.js';
import type { AnyRoute } from './route.js';
import { parseOrThrow } from './validation.js';

/** Mounts each route at /api/<spec path>: authenticate, validate, call the handler, wrap in the envelope. */
export function registerRoutes(app: FastifyInstance, routes: AnyRoute[], sessions: SessionResolver): void {
  for (const r of routes) {
    app.route({
      method: r.method,
      url: `/api/${r.path}`,
      handler: async (req, reply) => {
        const user = await authenticate(req, r.auth, sessions);
        const query: unknown = r.query ? parseOrThrow(r.query, req.query) : undefined;
        const body: unknown = r.body ? parseOrThrow(r.body, req.body) : undefined;
        const data: unknown = await r.handler({ body, query, user, req, reply });
        if (r.raw) return data;
        return { code: '200', data: data ?? null, msg: 'success' };
      },
    });
  }
}
