import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type AuthLevel = 'none' | 'optional' | 'user' | 'operator';

export interface AuthUser {
  id: number;
  type: number;
  sessionId: number;
}

export interface RouteContext<B, Q> {
  body: B;
  query: Q;
  user: AuthUser | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedContext<B, Q> extends RouteContext<B, Q> {
  user: AuthUser;
}

type Ctx<B, Q, A extends AuthLevel> = A extends 'user' | 'operator' ? AuthedContext<B, Q> : RouteContext<B, Q>;

/**
 * One API call: its spec path, its schemas (which validate the request and write the OpenAPI document),
 * who may call it, and a thin handler that calls a service.
 */
export interface RouteDef<B = unknown, Q = unknown, R = unknown, A extends AuthLevel = AuthLevel> {
  method: 'GET' | 'POST';
  /** The spec's path without the /api/ prefix, e.g. "account/login". */
  path: string;
  summary: string;
  tag: string;
  auth: A;
  /** How the body is encoded in the spec: form fields or JSON. Both are accepted. */
  bodyType?: 'form' | 'json';
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  response: z.ZodType<R>;
  /** Raw responses (images, redirects) skip the envelope. */
  raw?: boolean;
  handler: (ctx: Ctx<B, Q, A>) => Promise<R> | R;
}

// The identity function gives each route its own inferred B, Q, R and A.
export function route<B, Q, R, A extends AuthLevel>(def: RouteDef<B, Q, R, A>): RouteDef<B, Q, R, A> {
  return def;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous list of routes
export type AnyRoute = RouteDef<any, any, any, AuthLevel>;
