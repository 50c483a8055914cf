/**
 * Uploading model files and making models of them (issue 3): common/file/upload (multipart, with progress),
 * the tus endpoint of apps/server/src/modules/file/tus.ts for large files, common/file/usage,
 * model/uploadModel, model/processStatus, model/record and modelextend/compress. Types come from packages/shared.
 */
import { TUS_ENDPOINT_PATH, type ResultOf, type UploadModelBody, type UploadedFile } from '@moxing/shared';
import { fileCalls, modelCalls } from '@moxing/shared/calls';
import type { HttpStack } from 'tus-js-client';
import { tusUpload, TusError } from '../components/upload/tus';
import { session } from '../stores/session';
import { API_BASE, ApiError, callApi, reportError, type RequestOptions } from './client';

type Quiet = Pick<RequestOptions, 'silent' | 'signal'>;

/** The tus 1.0 creation URL (served by apps/server/src/modules/file/tus.ts). */
export const TUS_ENDPOINT = `${API_BASE}${TUS_ENDPOINT_PATH}`;
/** Model files and archives, and anything from this size on, go resumable; small textures go in one request. */
export const RESUMABLE_FROM_BYTES = 4 * 1024 * 1024;

export type FileUsage = ResultOf<typeof fileCalls.usage>;

export const uploadApi = {
  usage: (options?: Quiet) => callApi(fileCalls.usage, {}, options),
  tusStatus: (uploadId: string, options?: Quiet) => callApi(fileCalls.tusStatus, { query: { uploadId } }, options),
  /** Silent: the form shows the refusal beside the fields. */
  uploadModel: (body: UploadModelBody) => callApi(modelCalls.upload, { body }, { silent: true }),
  processStatus: (modelCode: string, options?: Quiet) => callApi(modelCalls.processStatus, { query: { modelCode } }, options),
  record: (modelCode: string, options?: Quiet) => callApi(modelCalls.record, { query: { modelCode } }, options),
  /** modelextend/compress: a new lightweight model aiming at `targetSize` MB. */
  compress: (modelCode: string, targetSize: number) =>
    callApi(modelCalls.compress, { body: { modelCode, targetSize } }, { silent: true }),
};

export const uploadKeys = {
  /** The same key the demand pages use for common/file/usage, so either side's uploads refresh both. */
  usage: () => ['file', 'usage'] as const,
  models: () => ['modelUpload'] as const,
  status: (modelCode: string) => [...uploadKeys.models(), 'status', modelCode] as const,
  record: (modelCode: string) => [...uploadKeys.models(), 'record', modelCode] as const,
};

// --- sending files ------------------------------------------------------------------------------------------

export interface SendOptions {
  /** Bytes sent so far. */
  onProgress?: (sent: number) => void;
  /** The connection dropped; trying again (attempt n, in delayMs). */
  onRetry?: (attempt: number, delayMs: number) => void;
  /** Going again after a retry, from this many bytes. */
  onResume?: (offset: number) => void;
  signal?: AbortSignal;
  /** Force (or forbid) the resumable protocol; by default chosen by kind and size. */
  resumable?: boolean;
  /** Injected by tests (tus-js-client's HTTP stack). */
  httpStack?: HttpStack;
}

function tokenHeaders(): Record<string, string> {
  const token = session.get().token;
  return token ? { token } : {};
}

function fail(error: ApiError): ApiError {
  // 401/1003/300 log out and open the login dialog; the page shows the message itself (silent).
  reportError(error, { silent: true });
  return error;
}

function fromTus(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof TusError) {
    if (error.kind === 'aborted') return new ApiError('aborted', 'aborted', '上传已取消');
    if (error.kind === 'network') return new ApiError('network', 'network', error.message);
    return fail(new ApiError('api', error.code || String(error.status), error.message, undefined, error.status));
  }
  return new ApiError('network', 'network', '上传失败，请稍后重试');
}

/** POST common/file/upload (or another multipart call of the same answer shape, `path`; field `file`) with progress. */
export function uploadMultipart<T extends { fileId: string } = UploadedFile>(
  file: File,
  options: SendOptions = {},
  path: string = fileCalls.upload.path,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ApiError('aborted', 'aborted', '上传已取消'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [k, v] of Object.entries(tokenHeaders())) xhr.setRequestHeader(k, v);
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => options.onProgress?.(Math.min(event.loaded, file.size));
    xhr.onload = () => {
      done();
      let envelope: {
        code?: string | number;
        data?: T;
        errorMsg?: string;
        msg?: string;
        fields?: Record<string, string>;
      };
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        reject(
          fail(new ApiError('api', String(xhr.status), `上传失败（HTTP ${xhr.status}），请稍后再试`, undefined, xhr.status)),
        );
        return;
      }
      if (String(envelope.code) === '200' && envelope.data) {
        options.onProgress?.(file.size);
        resolve(envelope.data);
        return;
      }
      const message = envelope.errorMsg || envelope.msg || '上传失败，请稍后再试';
      reject(fail(new ApiError('api', String(envelope.code ?? xhr.status), message, envelope.fields, xhr.status)));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('network', 'network', '网络连接中断，上传失败，请检查网络后重试'));
    };
    xhr.onabort = () => {
      done();
      reject(new ApiError('aborted', 'aborted', '上传已取消'));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** What identifies "the same file again" for resuming: who, which file, how big, when last changed. */
export function fingerprintOf(file: File, path: string): string {
  return [session.get().userId ?? 0, path, file.size, file.lastModified].join('|');
}

/** Resumable upload through tus; resolves with the file record the finished upload became. */
export async function uploadResumable(file: File, path: string, options: SendOptions = {}): Promise<UploadedFile> {
  let url: string;
  try {
    const result = await tusUpload({
      endpoint: TUS_ENDPOINT,
      file,
      metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
      headers: tokenHeaders,
      fingerprint: fingerprintOf(file, path),
      signal: options.signal,
      httpStack: options.httpStack,
      onProgress: (sent) => options.onProgress?.(sent),
      onRetry: ({ attempt, delayMs }) => options.onRetry?.(attempt, delayMs),
      onResume: (offset) => options.onResume?.(offset),
    });
    url = result.url;
  } catch (e) {
    throw fromTus(e);
  }
  const uploadId = url.split('/').pop() ?? '';
  const status = await uploadApi.tusStatus(uploadId, { silent: true, signal: options.signal });
  if (!status.file) throw new ApiError('api', '500', '文件已上传，但服务器没有生成文件记录，请重新上传');
  return status.file;
}

/** Sends one file the way that suits it. */
export function sendFile(file: File, path: string, role: string, options: SendOptions = {}): Promise<UploadedFile> {
  const resumable = options.resumable ?? (role === 'model' || role === 'archive' || file.size >= RESUMABLE_FROM_BYTES);
  return resumable ? uploadResumable(file, path, options) : uploadMultipart(file, options);
}
