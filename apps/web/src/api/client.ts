/**
 * The HTTP client (docs/spec/SPEC.md sections 7 and 8): `token` header when one is stored, 60 s time-out, the envelope,
 * and the error catalogue. It knows nothing about the session store: the app wires it up with configureClient.
 */
import {
  callPath,
  ENVELOPE_OK_STATUS,
  ERROR_MESSAGE_SECONDS,
  LOGOUT_CODES,
  REQUEST_TIMEOUT_MS,
  ResultCode,
  type AnyCall,
  type CallRef,
  type CallInput,
  type ResultOf,
} from '@moxing/shared';

export type ApiErrorKind = 'api' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ClientHooks {
  getToken(): string | null;
  /**
   * 1003 / 300 / 401: log out and open the login dialog. `sentToken` is the token the failed request carried,
   * so an answer to a request made before a logout or a new login can be told apart.
   */
  onAuthFailure(error: ApiError, sentToken: string | null): void;
  /** Red message for `seconds` seconds. */
  notify(text: string, seconds: number): void;
}

const hooks: ClientHooks = {
  getToken: () => null,
  onAuthFailure: () => undefined,
  notify: (text) => console.error(text),
};

export function configureClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

/** A failure outside `request` (an upload losing its connection) that ends the session as a 1003 does. */
export function endSession(error: ApiError): void {
  hooks.onAuthFailure(error, hooks.getToken());
}

export const API_BASE = '/api/';
export const NETWORK_ERROR_TEXT = '网络连接失败，请检查网络后重试';
export const TIMEOUT_TEXT = '请求超时，请稍后重试';

type Scalar = string | number | boolean | null | undefined;
export type Params = Record<string, Scalar>;

export interface RequestOptions {
  query?: Params;
  json?: unknown;
  signal?: AbortSignal;
  /** Suppress the red message for ordinary failures (the caller shows its own); the catalogue still applies otherwise. */
  silent?: boolean;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

function toSearch(params: Params | undefined): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') out.append(key, String(value));
  }
  return out.toString();
}

interface RawEnvelope {
  code?: string | number;
  status?: number;
  data?: unknown;
  errorMsg?: string;
  msg?: string;
  fields?: Record<string, string>;
}

/** Applies the error catalogue of docs/spec/SPEC.md section 8 to a failed request. */
export function reportError(error: ApiError, options: { silent?: boolean; sentToken?: string | null } = {}): void {
  switch (error.kind) {
    case 'aborted':
    case 'timeout':
      return; // "network errors other than time-out abort" get the message; a time-out shows on the page itself
    case 'network':
      if (!options.silent) hooks.notify(error.message, ERROR_MESSAGE_SECONDS);
      return;
    case 'api':
      if (LOGOUT_CODES.includes(error.code)) {
        hooks.onAuthFailure(error, options.sentToken ?? null);
        return;
      }
      if (error.code === ResultCode.silent || error.code === ResultCode.quiet) return;
      if (!options.silent) hooks.notify(error.message, ERROR_MESSAGE_SECONDS);
      return;
  }
}

async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const search = toSearch(options.query);
  const url = `${API_BASE}${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = options.headers?.token ?? hooks.getToken();
  if (token) headers.token = token;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  let error: ApiError;
  try {
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal: controller.signal, credentials: 'same-origin' });
    } catch {
      if (timedOut) throw new ApiError('timeout', 'timeout', TIMEOUT_TEXT);
      if (options.signal?.aborted) throw new ApiError('aborted', 'aborted', '请求已取消');
      throw new ApiError('network', 'network', NETWORK_ERROR_TEXT);
    }
    let envelope: RawEnvelope;
    try {
      envelope = (await response.json()) as RawEnvelope;
    } catch {
      if (timedOut) throw new ApiError('timeout', 'timeout', TIMEOUT_TEXT);
      throw new ApiError(
        'api',
        String(response.status),
        `服务器暂时无法处理请求（HTTP ${response.status}），请稍后再试`,
        undefined,
        response.status,
      );
    }
    const code = envelope.code === undefined ? undefined : String(envelope.code);
    if (code === ResultCode.ok || (code === undefined && envelope.status === ENVELOPE_OK_STATUS)) return envelope.data as T;
    throw new ApiError(
      'api',
      code ?? String(response.status),
      envelope.errorMsg || envelope.msg || '操作失败，请稍后再试',
      envelope.fields,
      response.status,
    );
  } catch (e) {
    error = e instanceof ApiError ? e : new ApiError('network', 'network', NETWORK_ERROR_TEXT);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
  reportError(error, { silent: options.silent, sentToken: token });
  throw error;
}

export type CallOptions = Omit<RequestOptions, 'query' | 'json'>;

/**
 * Makes a call of the contract (packages/shared/src/contract, through its schema-free view @moxing/shared/calls): the path, the input's shape and the result's type
 * all come from its declaration. Bodies go as JSON, which the server accepts for form calls too.
 */
export function callApi<C extends AnyCall>(c: CallRef<C>, input: CallInput<C>, options: CallOptions = {}): Promise<ResultOf<C>> {
  const { query, body } = input as { query?: Params; body?: unknown };
  return request<ResultOf<C>>(c.method, c.path, { ...options, query, json: body });
}

/** The address of a raw call (an image, a file, a document) with its query, for links and `src` attributes. */
export function callUrl<C extends AnyCall>(c: CallRef<C>, query?: CallInput<C>['query']): string {
  return callPath(c, query as Record<string, unknown> | undefined);
}
