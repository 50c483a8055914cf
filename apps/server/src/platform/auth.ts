import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { UserType, type OpenScope } from '@moxing/shared';
import { AppError } from './errors.js';
import type { AuthLevel, AuthUser } from './http/route.js';

/** Looks a token up; throws AppError (unauthorized, sessionRevoked, userGone) when it is not good. */
export interface SessionResolver {
  resolve(token: string): Promise<AuthUser>;
}

/** A request to an `auth: 'openApi'` call, with the body's bytes as they were sent (they are signed). */
export interface SignedRequest {
  method: string;
  /** Path and query string as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Checks a signed request (key, timestamp, nonce, signature, scope, rate limit); answers the key's owner. */
export interface OpenApiVerifier {
  verify(req: SignedRequest, scope: OpenScope): Promise<AuthUser>;
  /** Bodies of signed calls may be larger than others' (a model in base64). */
  readonly bodyLimit: number;
}

export function tokenFrom(req: FastifyRequest): string | null {
  const header = req.headers.token;
  if (typeof header === 'string' && header) return header;
  return readCookie(req.headers.cookie, 'token');
}

export function readCookie(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

export async function authenticate(req: FastifyRequest, level: AuthLevel, sessions: SessionResolver): Promise<AuthUser | null> {
  if (level === 'none') return null;
  if (level === 'openApi') throw new AppError('internal', '开放接口须由签名校验认证');
  const token = tokenFrom(req);
  if (!token) {
    if (level === 'optional') return null;
    throw new AppError('unauthorized', '请先登录');
  }
  let user: AuthUser;
  try {
    user = await sessions.resolve(token);
  } catch (e) {
    if (level === 'optional' && e instanceof AppError) return null;
    throw e;
  }
  if (level === 'operator' && user.type !== UserType.operator) {
    throw new AppError('forbidden', '仅运营人员可以进行此操作');
  }
  return user;
}
