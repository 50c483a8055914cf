/** Lazy page loading with the chunk-load rules of docs/spec/SPEC.md sections 4 and 8 (120 s time-out, ChunkLoadError). */
import { CHUNK_LOAD_TIMEOUT_MS } from '@moxing/shared';
import { lazy, type ComponentType } from 'react';

export type ChunkFailure = 'missing' | 'timeout';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly reason: ChunkFailure,
    /** CSS_CHUNK_LOAD_FAILED when a stylesheet failed, MODULE_NOT_FOUND when the module was not in the chunk. */
    readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED' | 'MODULE_NOT_FOUND' = 'CHUNK_LOAD_FAILED',
    detail?: string,
  ) {
    super(reason === 'timeout' ? '页面资源加载超时' : `页面资源加载失败${detail ? `：${detail}` : ''}`);
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Races a dynamic import against the time-out and names the failure. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const text = error instanceof Error ? error.message : String(error);
        const code = /css/i.test(text) ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED';
        reject(new ChunkLoadError('missing', code, text));
      },
    );
  });
}

type PageModule = { default: ComponentType };

/** React.lazy over loadChunk; the module must export the page as default. */
export function lazyPage(load: () => Promise<PageModule>) {
  return lazy(() =>
    loadChunk(load).then((mod) => {
      if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object') {
        throw new ChunkLoadError('missing', 'MODULE_NOT_FOUND');
      }
      return mod;
    }),
  );
}
