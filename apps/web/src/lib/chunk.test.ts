import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './chunk';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk loading', () => {
  it('fails with ChunkLoadError (timeout) after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe('timeout');
  });

  it('names a missing chunk and a failed stylesheet', async () => {
    const missing = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch(
      (e: unknown) => e as ChunkLoadError,
    );
    expect(missing.reason).toBe('missing');
    expect(missing.code).toBe('CHUNK_LOAD_FAILED');
    const css = await loadChunk(() => Promise.reject(new Error('Unable to preload CSS for /assets/a.css'))).catch(
      (e: unknown) => e as ChunkLoadError,
    );
    expect(css.code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it('passes a loaded module through', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });
});
