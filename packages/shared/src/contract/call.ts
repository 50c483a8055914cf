import type { z } from 'zod';
import type { OpenScope } from '../openApi.js';

/**
 * Who may make a call: anyone, anyone (the user is read when a token is sent), a logged-in user, an operator, or a
 * developer's request signed with an API key that holds the call's `scope` (docs/OPEN_API.md).
 */
export type AuthLevel = 'none' | 'optional' | 'user' | 'operator' | 'openApi';

/**
 * One API call as both sides see it: the spec's path, who may make it and the schemas of its request and answer.
 * The server registers a handler for it (apps/server/src/platform/http/route.ts: `implement`), the web calls it
 * through `callApi` (apps/web/src/api/client.ts); neither side writes the path or the types again.
 */
export interface CallDef<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
> {
  method: 'GET' | 'POST';
  /** The spec's path without the /api/ prefix, e.g. "account/login". */
  path: string;
  summary: string;
  /** The OpenAPI group the call is listed under. */
  tag: string;
  auth: A;
  /** For `auth: 'openApi'`: the scope the signing key must hold. */
  scope?: A extends 'openApi' ? OpenScope : never;
  /** How the body is encoded in the spec: form fields or JSON. The server accepts both. */
  bodyType?: 'form' | 'json';
  body?: B;
  /** The body may also be multipart/form-data (a file); then `body` is not read and the handler reads the parts. */
  multipart?: boolean;
  query?: Q;
  response: R;
  /** Raw responses (images, redirects, documents) skip the envelope; the web links to them with `callUrl`. */
  raw?: boolean;
}

/** Stands for "this call has no body" or "no query" in the types. */
export type None = z.ZodUndefined;

/** Any call, whatever its schemas. */
export type AnyCall = CallDef<z.ZodType, z.ZodType, z.ZodType, AuthLevel>;

/** The identity function: it gives each call its own inferred schemas and auth level. */
export function call<const A extends AuthLevel, R extends z.ZodType, B extends z.ZodType = None, Q extends z.ZodType = None>(
  def: CallDef<B, Q, R, A>,
): CallDef<B, Q, R, A> {
  return def;
}

/**
 * A call without its schemas, as the web holds it (src/calls.ts, written from the contract by `npm run calls`):
 * what a request needs at run time, with the whole declaration kept as a type only. Importing the schemas would put
 * zod and every schema of the call's domain into the first script a page loads.
 */
export interface CallRef<C extends AnyCall = AnyCall> {
  method: C['method'];
  path: string;
  auth: C['auth'];
  multipart?: boolean;
  raw?: boolean;
  /** Never set: carries the declaration's type for CallInput / ResultOf. */
  readonly declaration?: C;
}

/** The declaration behind a call or a reference to one. */
type Declared<C> = C extends AnyCall ? C : C extends CallRef<infer D> ? D : never;

/** What a handler receives after validation. */
export type BodyOf<C extends AnyCall> = C extends CallDef<infer B, z.ZodType, z.ZodType, AuthLevel> ? z.output<B> : never;
export type QueryOf<C extends AnyCall> = C extends CallDef<z.ZodType, infer Q, z.ZodType, AuthLevel> ? z.output<Q> : never;
/** What a handler answers and a client receives. */
export type ResultOf<C extends AnyCall | CallRef> = z.output<Declared<C>['response']>;

// A part whose every field is optional may be left out.
type InputPart<K extends string, S> = S extends None
  ? { [P in K]?: never }
  : undefined extends z.input<S & z.ZodType>
    ? { [P in K]?: z.input<S & z.ZodType> }
    : object extends z.input<S & z.ZodType>
      ? { [P in K]?: z.input<S & z.ZodType> }
      : { [P in K]: z.input<S & z.ZodType> };

/** What a client sends: the query and body as their schemas accept them (before coercion and defaults). */
export type CallInput<C extends AnyCall | CallRef> =
  Declared<C> extends CallDef<infer B, infer Q, z.ZodType, AuthLevel> ? InputPart<'query', Q> & InputPart<'body', B> : never;

/**
 * The address of a call for links and images (raw calls): `:name` segments of the path take the value of that key,
 * the other keys become the query string.
 */
export function callPath(c: Pick<AnyCall, 'path'>, values?: Record<string, unknown>): string {
  const rest: Record<string, unknown> = { ...values };
  const path = c.path.replace(/:([A-Za-z]\w*)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    return encodeURIComponent(typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') search.append(key, String(v));
    }
  }
  const qs = search.toString();
  return `/api/${path}${qs ? `?${qs}` : ''}`;
}
