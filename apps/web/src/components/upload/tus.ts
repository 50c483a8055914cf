/**
 * Resumable uploads of large model files with tus-js-client (tus 1.0, against the endpoint of
 * apps/server/src/modules/file/tus.ts). The library does the protocol: creation, HEAD for the offset, PATCH
 * chunks, retries with back-off (the count starts again once bytes arrive), and resuming a remembered upload of
 * the same file (its URL storage, by our fingerprint). Added here, because the library has none of them: a
 * PATCH that stops sending is treated as a dropped connection (stall time-out), a retry waits until the browser
 * is online, 429 is worth retrying too, and refusals become a TusError with the server's Chinese message.
 * No React and no UI in here.
 */
import {
  DefaultHttpStack,
  Upload,
  defaultOptions,
  type DetailedError,
  type HttpRequest,
  type HttpResponse,
  type HttpStack,
} from 'tus-js-client';

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

/** Where unfinished uploads are remembered (tus-js-client's; by default the browser's localStorage). */
export type TusUrlStorage = NonNullable<ConstructorParameters<typeof Upload>[1]['urlStorage']>;

export interface TusOptions {
  /** The creation URL, e.g. /api/common/file/tus. */
  endpoint: string;
  file: Blob;
  /** Upload-Metadata (the library encodes the values as base64). */
  metadata?: Record<string, string>;
  /** Extra headers for every request, read at each request (the login token). */
  headers?: () => Record<string, string>;
  /** Bytes per PATCH. */
  chunkSize?: number;
  /** Waits between attempts after a failure; the upload gives up after the last one. */
  retryDelays?: readonly number[];
  /** Who, which file: the same fingerprint later resumes the remembered upload. None: no resuming. */
  fingerprint?: string;
  urlStorage?: TusUrlStorage;
  /** Injected by tests; by default the library's XMLHttpRequest stack. */
  httpStack?: HttpStack;
  signal?: AbortSignal;
  onProgress?: (sent: number, total: number) => void;
  /** A failure that will be retried: the UI says "reconnecting". */
  onRetry?: (info: { attempt: number; delayMs: number; error: TusError }) => void;
  /** The upload is under way again (after a retry, or a remembered one) from this many bytes. */
  onResume?: (offset: number) => void;
}

export interface TusResult {
  url: string;
  /** Upload-File-Id of the finished upload (the server's file record). */
  fileId: string | null;
}

export const DEFAULT_CHUNK_SIZE = 8 * 1024 * 1024;
/** About four minutes of trying before giving up; every success starts the count again. */
export const DEFAULT_RETRY_DELAYS: readonly number[] = [1000, 2000, 4000, 8000, 15000, 30000, 30000, 60000, 60000];
/** A request that has sent nothing for this long is treated as a dropped connection. */
export const STALL_TIMEOUT_MS = 45_000;
/** 409 (offsets out of step), 423 (locked), 429 (too many at once) and server errors pass; other refusals do not. */
const RETRYABLE_STATUS = new Set([409, 423, 429, 500, 502, 503, 504]);

const aborted = () => new TusError('aborted', '上传已取消');

/** The Chinese message of a refusal: the envelope's errorMsg when the body is one, else a sentence for the status. */
export function messageOf(status: number, body: string): { message: string; code: string } {
  try {
    const parsed = JSON.parse(body) as { code?: string | number; errorMsg?: string; msg?: string };
    const message = parsed.errorMsg || parsed.msg;
    if (message) return { message, code: String(parsed.code ?? status) };
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
  return { message: byStatus[status] ?? `上传失败（HTTP ${status}），请稍后再试`, code: String(status) };
}

function toTusError(error: Error | DetailedError): TusError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new TusError('network', '网络连接中断，上传已暂停，网络恢复后可点“继续上传”');
  const httpCode = response.getStatus();
  const { message, code } = messageOf(httpCode, response.getBody());
  return new TusError(httpCode === 404 || httpCode === 410 ? 'gone' : 'api', message, httpCode, code);
}

function waitOnline(signal: AbortSignal): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine !== false || typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onOnline = () => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      window.removeEventListener('online', onOnline);
      reject(aborted());
    };
    window.addEventListener('online', onOnline, { once: true });
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** A request of the library's stack that waits to be online before sending and gives up when it stalls. */
class PatientRequest implements HttpRequest {
  private onProgress: ((sent: number) => void) | null = null;
  private readonly cancel = new AbortController();

  constructor(
    private readonly inner: HttpRequest,
    private readonly stallMs: number,
  ) {}

  getMethod = () => this.inner.getMethod();
  getURL = () => this.inner.getURL();
  setHeader = (header: string, value: string) => this.inner.setHeader(header, value);
  getHeader = (header: string) => this.inner.getHeader(header);
  getUnderlyingObject = (): unknown => this.inner.getUnderlyingObject();

  setProgressHandler(handler: (sent: number) => void): void {
    this.onProgress = handler;
  }

  async send(body: unknown): Promise<HttpResponse> {
    await waitOnline(this.cancel.signal);
    return new Promise<HttpResponse>((resolve, reject) => {
      let watchdog: ReturnType<typeof setTimeout> | undefined;
      const arm = () => {
        clearTimeout(watchdog);
        watchdog = setTimeout(() => {
          void this.inner.abort();
          reject(new Error('网络连接超时'));
        }, this.stallMs);
      };
      this.inner.setProgressHandler((sent) => {
        arm();
        this.onProgress?.(sent);
      });
      arm();
      this.inner.send(body).then(
        (response) => {
          clearTimeout(watchdog);
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(watchdog);
          reject(error instanceof Error ? error : new Error('网络连接中断'));
        },
      );
    });
  }

  abort(): Promise<void> {
    this.cancel.abort();
    return this.inner.abort();
  }
}

export class PatientHttpStack implements HttpStack {
  constructor(
    private readonly inner: HttpStack = new DefaultHttpStack({}),
    private readonly stallMs = STALL_TIMEOUT_MS,
  ) {}

  createRequest(method: string, url: string): HttpRequest {
    return new PatientRequest(this.inner.createRequest(method, url), this.stallMs);
  }

  getName(): string {
    return `patient ${this.inner.getName()}`;
  }
}

/**
 * Uploads `file` with tus, resuming a remembered upload of the same file when there is one. Resolves when the
 * server has every byte; rejects with a TusError (kind "api" carries the server's Chinese message).
 */
export function tusUpload(options: TusOptions): Promise<TusResult> {
  return new Promise<TusResult>((resolve, reject) => {
    const signal = options.signal;
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    let retrying = false;
    const storage = options.urlStorage ?? defaultOptions.urlStorage;
    /** A refused upload is not one to resume: the server has dropped it. */
    const forget = async () => {
      if (!options.fingerprint || !upload.url) return;
      const remembered = await storage.findUploadsByFingerprint(options.fingerprint).catch(() => []);
      for (const r of remembered)
        if (r.uploadUrl === upload.url) await storage.removeUpload(r.urlStorageKey).catch(() => undefined);
    };
    const upload = new Upload(options.file, {
      endpoint: options.endpoint,
      metadata: options.metadata ?? {},
      chunkSize: options.chunkSize ?? DEFAULT_CHUNK_SIZE,
      retryDelays: [...(options.retryDelays ?? DEFAULT_RETRY_DELAYS)],
      fingerprint: () => Promise.resolve(options.fingerprint ?? ''),
      storeFingerprintForResuming: Boolean(options.fingerprint),
      removeFingerprintOnSuccess: true,
      urlStorage: storage,
      httpStack: new PatientHttpStack(options.httpStack),
      onBeforeRequest: (req) => {
        for (const [name, value] of Object.entries(options.headers?.() ?? {})) req.setHeader(name, value);
      },
      onAfterResponse: (req, res) => {
        // HEAD tells where an upload goes on from: after a retry, or for a remembered upload.
        if (req.getMethod() !== 'HEAD' || res.getStatus() >= 300) return;
        const offset = Number(res.getHeader('Upload-Offset'));
        if (retrying || offset > 0) options.onResume?.(offset);
        retrying = false;
      },
      onProgress: (sent, total) => options.onProgress?.(sent, total),
      onShouldRetry: (error, attempt, opts) => {
        const httpCode = error.originalResponse?.getStatus() ?? 0;
        if (httpCode !== 0 && !RETRYABLE_STATUS.has(httpCode)) return false;
        retrying = true;
        options.onRetry?.({ attempt: attempt + 1, delayMs: opts.retryDelays?.[attempt] ?? 0, error: toTusError(error) });
        return true;
      },
      onSuccess: ({ lastResponse }) => {
        stop();
        resolve({ url: upload.url ?? '', fileId: lastResponse.getHeader('Upload-File-Id') ?? null });
      },
      onError: (error) => {
        stop();
        const refusal = toTusError(error);
        if (refusal.kind === 'network') reject(refusal);
        else void forget().then(() => reject(refusal));
      },
    });
    const onAbort = () => {
      stop();
      void upload.abort();
      reject(aborted());
    };
    const stop = () => signal?.removeEventListener('abort', onAbort);
    signal?.addEventListener('abort', onAbort, { once: true });
    const begin = (previous: Awaited<ReturnType<Upload['findPreviousUploads']>>) => {
      if (signal?.aborted) return;
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    };
    if (options.fingerprint) upload.findPreviousUploads().then(begin, () => begin([]));
    else begin([]);
  });
}
