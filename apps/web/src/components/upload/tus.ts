/**
 * A small tus 1.0.0 client (creation, HEAD offset, PATCH with Upload-Offset, termination) for large model files.
 *
 * The server keeps every byte that reached it, so after a dropped connection the client waits a little, asks
 * with HEAD how much arrived and continues from there. Requests go through a transport (XMLHttpRequest by
 * default, because only XHR reports upload progress); tests give a fake one. No React and no UI in here.
 */

export const TUS_VERSION = '1.0.0';

export interface TusRequest {
  method: 'POST' | 'HEAD' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: Blob;
  /** Bytes of the body sent so far (PATCH). */
  onProgress?: (loaded: number) => void;
  signal: AbortSignal;
}

export interface TusResponse {
  status: number;
  header(name: string): string | null;
  text: string;
}

/** Resolves with any HTTP answer; rejects with TusError('network') when no answer came, TusError('aborted') on abort. */
export type TusTransport = (request: TusRequest) => Promise<TusResponse>;

export type TusErrorKind = 'network' | 'api' | 'aborted' | 'gone';

export class TusError extends Error {
  override readonly name = 'TusError';
  constructor(
    readonly kind: TusErrorKind,
    message: string,
    readonly status = 0,
    /** The envelope code of an API refusal ("400", "401", "413" ...). */
    readonly code = '',
  ) {
    super(message);
  }
}

/** Where unfinished uploads are remembered, so that choosing the same file again (even after a reload) resumes it. */
export interface TusUrlStore {
  get(fingerprint: string): string | null;
  set(fingerprint: string, url: string): void;
  remove(fingerprint: string): void;
}

export interface TusOptions {
  /** The creation URL, e.g. /api/common/file/tus. */
  endpoint: string;
  file: Blob;
  /** Upload-Metadata (values are base64-encoded here). */
  metadata?: Record<string, string>;
  /** Extra headers for every request (the login token). */
  headers?: () => Record<string, string>;
  /** Bytes per PATCH. */
  chunkSize?: number;
  /** Waits between attempts after a failure; the upload gives up after the last one. Reset whenever bytes arrive. */
  retryDelays?: readonly number[];
  transport?: TusTransport;
  store?: TusUrlStore | null;
  fingerprint?: string;
  signal?: AbortSignal;
  onProgress?: (sent: number, total: number) => void;
  /** A failure that will be retried: the UI says "reconnecting". */
  onRetry?: (info: { attempt: number; delayMs: number; error: TusError }) => void;
  /** Called once the upload is under way again after a retry. */
  onResume?: (offset: number) => void;
  /** Injected by tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Resolves when the browser thinks it is online (tests: immediately). */
  waitOnline?: (signal: AbortSignal) => Promise<void>;
}

export interface TusResult {
  url: string;
  /** Upload-File-Id of the finished upload (the server's file record). */
  fileId: string | null;
}

export const DEFAULT_CHUNK_SIZE = 8 * 1024 * 1024;
/** About four minutes of trying before giving up; every success starts the count again. */
export const DEFAULT_RETRY_DELAYS: readonly number[] = [1000, 2000, 4000, 8000, 15000, 30000, 30000, 60000, 60000];
/** A PATCH that has sent nothing for this long is treated as a dropped connection. */
export const STALL_TIMEOUT_MS = 45_000;
const REQUEST_TIMEOUT_MS = 60_000;

function abortError(): TusError {
  return new TusError('aborted', '上传已取消');
}

export function base64Utf8(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => (value === '' ? key : `${key} ${base64Utf8(value)}`))
    .join(',');
}

/** Location may be absolute, root-relative or relative to the endpoint. */
export function resolveLocation(location: string, endpoint: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location) || location.startsWith('/')) return location;
  return endpoint.replace(/\/?$/, '/') + location;
}

/** The Chinese message of a refusal: the envelope's errorMsg when the body is one, else a sentence for the status. */
export function messageOf(response: TusResponse): { message: string; code: string } {
  try {
    const body = JSON.parse(response.text) as { code?: string | number; errorMsg?: string; msg?: string };
    const message = body.errorMsg || body.msg;
    if (message) return { message, code: String(body.code ?? response.status) };
  } catch {
    // not JSON
  }
  const byStatus: Record<number, string> = {
    401: '登录已过期，请重新登录',
    403: '没有权限上传',
    404: '上传任务不存在或已过期',
    410: '上传任务已过期',
    413: '文件太大，超过了上传限制',
    415: '上传请求格式不正确',
  };
  return {
    message: byStatus[response.status] ?? `上传失败（HTTP ${response.status}），请稍后再试`,
    code: String(response.status),
  };
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(done, ms);
    const onOnline = () => done();
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      reject(abortError());
    }
    signal.addEventListener('abort', onAbort, { once: true });
    // Coming back online ends the wait early.
    if (typeof window !== 'undefined') window.addEventListener('online', onOnline, { once: true });
  });
}

function defaultWaitOnline(signal: AbortSignal): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false || typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onOnline = () => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      window.removeEventListener('online', onOnline);
      reject(abortError());
    };
    window.addEventListener('online', onOnline, { once: true });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** XMLHttpRequest transport: upload progress, a stall watchdog for PATCH and an overall time-out for the rest. */
export const xhrTransport: TusTransport = (request) =>
  new Promise<TusResponse>((resolve, reject) => {
    if (request.signal.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    let settled = false;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      request.signal.removeEventListener('abort', onAbort);
      fn();
    };
    const stalled = () => {
      xhr.abort();
      finish(() => reject(new TusError('network', '网络连接超时')));
    };
    const arm = (ms: number) => {
      clearTimeout(watchdog);
      watchdog = setTimeout(stalled, ms);
    };
    const onAbort = () => {
      xhr.abort();
      finish(() => reject(abortError()));
    };
    request.signal.addEventListener('abort', onAbort, { once: true });
    if (request.body) {
      xhr.upload.onprogress = (event) => {
        arm(STALL_TIMEOUT_MS);
        request.onProgress?.(event.loaded);
      };
      // All of the body is out: now the server writes it and answers.
      xhr.upload.onload = () => arm(REQUEST_TIMEOUT_MS);
    }
    xhr.onload = () =>
      finish(() =>
        resolve({
          status: xhr.status,
          header: (name) => xhr.getResponseHeader(name),
          text: xhr.responseText,
        }),
      );
    xhr.onerror = () => finish(() => reject(new TusError('network', '网络连接中断')));
    xhr.onabort = () => finish(() => reject(request.signal.aborted ? abortError() : new TusError('network', '网络连接中断')));
    arm(request.body ? STALL_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
    xhr.send(request.body ?? null);
  });

function offsetOf(response: TusResponse): number | null {
  const raw = response.header('upload-offset');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

const RETRYABLE_STATUS = new Set([409, 423, 429, 500, 502, 503, 504]);

/**
 * Uploads `file` with tus, resuming a remembered upload of the same file when the store has one. Resolves when
 * the server has every byte; rejects with a TusError (kind "api" carries the server's Chinese message).
 */
export async function tusUpload(options: TusOptions): Promise<TusResult> {
  const transport = options.transport ?? xhrTransport;
  const sleep = options.sleep ?? defaultSleep;
  const waitOnline = options.waitOnline ?? defaultWaitOnline;
  const delays = options.retryDelays ?? DEFAULT_RETRY_DELAYS;
  const chunkSize = Math.max(1, options.chunkSize ?? DEFAULT_CHUNK_SIZE);
  const signal = options.signal ?? new AbortController().signal;
  const size = options.file.size;
  const fingerprint = options.fingerprint;
  const store = fingerprint ? (options.store ?? null) : null;

  const send = (req: Omit<TusRequest, 'signal' | 'headers'> & { headers?: Record<string, string> }) => {
    if (signal.aborted) return Promise.reject(abortError());
    return transport({
      ...req,
      headers: { ...options.headers?.(), 'Tus-Resumable': TUS_VERSION, ...req.headers },
      signal,
    });
  };
  const refuse = (response: TusResponse): TusError => {
    const { message, code } = messageOf(response);
    return new TusError(response.status === 404 || response.status === 410 ? 'gone' : 'api', message, response.status, code);
  };

  let attempt = 0;
  /** Waits before the next attempt, or throws when there have been too many. */
  const backOff = async (error: TusError) => {
    if (error.kind === 'aborted') throw error;
    const delayMs = delays[attempt];
    if (delayMs === undefined) {
      throw error.kind === 'network' ? new TusError('network', '网络连接中断，上传已暂停，网络恢复后可点“继续上传”') : error;
    }
    attempt += 1;
    options.onRetry?.({ attempt, delayMs, error });
    await waitOnline(signal);
    await sleep(delayMs, signal);
  };
  const asTusError = (e: unknown): TusError =>
    e instanceof TusError ? e : new TusError('network', e instanceof Error ? e.message : '网络连接中断');

  /** HEAD: the offset the server has (null when the upload is gone). Retries network failures. */
  const head = async (url: string): Promise<{ offset: number; fileId: string | null } | null> => {
    for (;;) {
      let response: TusResponse;
      try {
        response = await send({ method: 'HEAD', url });
      } catch (e) {
        await backOff(asTusError(e));
        continue;
      }
      if (response.status === 404 || response.status === 410 || response.status === 403) return null;
      const offset = offsetOf(response);
      if (response.status >= 200 && response.status < 300 && offset !== null) {
        return { offset, fileId: response.header('upload-file-id') };
      }
      const error = refuse(response);
      if (!RETRYABLE_STATUS.has(response.status)) throw error;
      await backOff(error);
    }
  };

  const create = async (): Promise<string> => {
    for (;;) {
      let response: TusResponse;
      try {
        response = await send({
          method: 'POST',
          url: options.endpoint,
          headers: {
            'Upload-Length': String(size),
            ...(options.metadata ? { 'Upload-Metadata': encodeMetadata(options.metadata) } : {}),
          },
        });
      } catch (e) {
        await backOff(asTusError(e));
        continue;
      }
      const location = response.header('location');
      if (response.status === 201 && location) {
        const url = resolveLocation(location, options.endpoint);
        if (fingerprint) store?.set(fingerprint, url);
        return url;
      }
      const error = refuse(response);
      if (!RETRYABLE_STATUS.has(response.status) || response.status === 409) throw error;
      await backOff(error);
    }
  };

  // --- a remembered upload of the same file, else a new one ---
  let url: string | null = fingerprint ? (store?.get(fingerprint) ?? null) : null;
  let offset = 0;
  let fileId: string | null = null;
  if (url) {
    const known = await head(url).catch((e: unknown) => {
      if (e instanceof TusError && e.kind === 'aborted') throw e;
      return null;
    });
    if (known && known.offset <= size) {
      offset = known.offset;
      fileId = known.fileId;
      if (offset > 0) options.onResume?.(offset);
    } else {
      if (fingerprint) store?.remove(fingerprint);
      url = null;
    }
  }
  let recreated = false;
  if (!url) url = await create();
  options.onProgress?.(offset, size);

  // --- PATCH until the server has every byte ---
  while (offset < size) {
    const end = Math.min(size, offset + chunkSize);
    const start = offset;
    let response: TusResponse;
    try {
      response = await send({
        method: 'PATCH',
        url,
        headers: { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(start) },
        body: options.file.slice(start, end),
        onProgress: (loaded) => options.onProgress?.(Math.min(end, start + loaded), size),
      });
    } catch (e) {
      await backOff(asTusError(e));
      const known = await head(url);
      if (!known) throw new TusError('gone', '上传任务已过期，请重新上传', 404);
      // Part of the lost PATCH reached the disk: that is progress, so the patience starts again.
      if (known.offset > start) attempt = 0;
      offset = known.offset;
      fileId = known.fileId;
      options.onProgress?.(offset, size);
      options.onResume?.(offset);
      continue;
    }
    if (response.status === 204 || response.status === 200) {
      const next = offsetOf(response);
      if (next === null || next < start) throw new TusError('api', '服务器返回的上传进度不正确，请重新上传', response.status);
      if (next > start) attempt = 0;
      offset = next;
      fileId = response.header('upload-file-id') ?? fileId;
      options.onProgress?.(offset, size);
      continue;
    }
    if ((response.status === 404 || response.status === 410) && start === 0 && !recreated) {
      // Forgotten by the server before a byte was kept (expired, or a remembered URL): start once more.
      recreated = true;
      if (fingerprint) store?.remove(fingerprint);
      url = await create();
      continue;
    }
    const error = refuse(response);
    if (!RETRYABLE_STATUS.has(response.status)) {
      // A refusal (wrong type, too large, expired): this upload cannot go on.
      if (fingerprint) store?.remove(fingerprint);
      throw error;
    }
    // 409 (another PATCH still being written, or offsets out of step), 423, 429, 5xx: ask where we are and go on.
    await backOff(error);
    const known = await head(url);
    if (!known) throw new TusError('gone', '上传任务已过期，请重新上传', 404);
    offset = known.offset;
    fileId = known.fileId;
    options.onProgress?.(offset, size);
  }

  if (!fileId) {
    // The last PATCH's answer was lost, or the upload was complete before this call: HEAD says which file it became.
    const known = await head(url);
    fileId = known?.fileId ?? null;
  }
  if (fingerprint) store?.remove(fingerprint);
  return { url, fileId };
}

/** Termination (DELETE): forgets an unfinished upload on the server. Failures are ignored. */
export async function tusTerminate(
  url: string,
  headers: Record<string, string>,
  transport: TusTransport = xhrTransport,
): Promise<void> {
  try {
    await transport({
      method: 'DELETE',
      url,
      headers: { ...headers, 'Tus-Resumable': TUS_VERSION },
      signal: new AbortController().signal,
    });
  } catch {
    // the server expires it anyway
  }
}

/** localStorage store of unfinished upload URLs (older than the server's expiry is pointless: a day). */
export function localUrlStore(prefix = 'moxing.tus.', maxAgeMs = 24 * 3600_000): TusUrlStore {
  const read = (key: string) => {
    try {
      const raw = localStorage.getItem(prefix + key);
      if (!raw) return null;
      const { url, at } = JSON.parse(raw) as { url?: string; at?: number };
      if (!url || !at || Date.now() - at > maxAgeMs) {
        localStorage.removeItem(prefix + key);
        return null;
      }
      return url;
    } catch {
      return null;
    }
  };
  return {
    get: read,
    set(key, url) {
      try {
        localStorage.setItem(prefix + key, JSON.stringify({ url, at: Date.now() }));
      } catch {
        // storage full or blocked: the upload still works, it just cannot resume after a reload
      }
    },
    remove(key) {
      try {
        localStorage.removeItem(prefix + key);
      } catch {
        // ignore
      }
    },
  };
}
