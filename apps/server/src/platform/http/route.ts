import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyCall, AuthLevel, BodyOf, QueryOf, ResultOf } from '@moxing/shared';

export type { AuthLevel };

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

type Ctx<B, Q, A extends AuthLevel> = A extends 'user' | 'operator' | 'openApi' ? AuthedContext<B, Q> : RouteContext<B, Q>;

export type HandlerOf<C extends AnyCall> = (ctx: Ctx<BodyOf<C>, QueryOf<C>, C['auth']>) => Promise<ResultOf<C>> | ResultOf<C>;

/** Who is looking, for counting views once per visitor: the user, else the client address. */
export function visitorOf(req: FastifyRequest, user: AuthUser | null): string {
  return user ? `u${user.id}` : `a${req.ip}`;
}

/** A call of the contract (packages/shared/src/contract) with the thin handler that serves it. */
export interface RouteDef<C extends AnyCall = AnyCall> {
  call: C;
  // A method, so that a route of one call fits in a list of any routes (method parameters are bivariant).
  handler(this: void, ctx: Ctx<BodyOf<C>, QueryOf<C>, C['auth']>): Promise<ResultOf<C>> | ResultOf<C>;
}

export type AnyRoute = RouteDef;

/** Serves a call of the contract: the handler validates nothing itself, register.ts does that from the call. */
export function implement<C extends AnyCall>(call: C, handler: HandlerOf<C>): RouteDef<C> {
  return { call, handler };
}
