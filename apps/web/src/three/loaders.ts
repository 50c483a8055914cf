/**
 * glTF loading with the decoders served by this app: meshopt (bundled by Vite from three's own copy), Draco
 * and Basis (three's glTF Draco decoder and Basis transcoder files, which DRACOLoader and KTX2Loader name with
 * `new URL(..., import.meta.url)`, so Vite emits them into the build's assets/ with content hashes). No outside
 * address is ever contacted.
 */
import type { WebGLRenderer } from 'three';
import { DRACOLoader, DRACO_GLTF_CONFIG } from 'three/examples/jsm/loaders/DRACOLoader.js';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { KTX2Loader } from 'three/examples/jsm/loaders/KTX2Loader.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';

let shared: GLTFLoader | null = null;

/**
 * One loader for every viewer. KTX2 textures (KHR_texture_basisu, also uncompressed KTX2) are transcoded to
 * what the renderer's GPU reads, found once from the first renderer: all viewers of a page share the GPU.
 */
export function gltfLoader(renderer: WebGLRenderer): GLTFLoader {
  if (shared) return shared;
  const draco = new DRACOLoader();
  draco.setDecoderPath(DRACO_GLTF_CONFIG);
  draco.setWorkerLimit(2);
  const ktx2 = new KTX2Loader();
  ktx2.setWorkerLimit(2);
  ktx2.detectSupport(renderer);
  shared = new GLTFLoader();
  shared.setDRACOLoader(draco);
  shared.setKTX2Loader(ktx2);
  shared.setMeshoptDecoder(MeshoptDecoder);
  return shared;
}

export class ModelLoadError extends Error {
  override readonly name = 'ModelLoadError';
  constructor(
    readonly kind: 'network' | 'status' | 'parse' | 'aborted',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface FetchProgress {
  loaded: number;
  /** 0 when the server did not say */
  total: number;
}

/** Downloads a file with progress reports; rejects with ModelLoadError. */
export async function fetchWithProgress(
  url: string,
  options: { signal?: AbortSignal; headers?: Record<string, string>; onProgress?: (p: FetchProgress) => void } = {},
): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(url, { signal: options.signal, headers: options.headers, credentials: 'same-origin' });
  } catch {
    if (options.signal?.aborted) throw new ModelLoadError('aborted', '已取消加载');
    throw new ModelLoadError('network', '模型文件下载失败，请检查网络后重试');
  }
  if (!response.ok) {
    const text =
      response.status === 404
        ? '模型文件不存在或已被删除'
        : response.status === 401 || response.status === 403
          ? '没有查看该模型的权限'
          : `模型文件加载失败（HTTP ${response.status}）`;
    throw new ModelLoadError('status', text, response.status);
  }
  const total = Number(response.headers.get('content-length') ?? 0) || 0;
  if (!response.body) {
    const buffer = await response.arrayBuffer();
    options.onProgress?.({ loaded: buffer.byteLength, total: buffer.byteLength });
    return buffer;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.byteLength;
      options.onProgress?.({ loaded, total });
    }
  } catch {
    if (options.signal?.aborted) throw new ModelLoadError('aborted', '已取消加载');
    throw new ModelLoadError('network', '模型文件下载中断，请重试');
  }
  const out = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out.buffer;
}

export async function parseGlb(buffer: ArrayBuffer, renderer: WebGLRenderer): Promise<GLTF> {
  try {
    return await gltfLoader(renderer).parseAsync(buffer, '');
  } catch (e) {
    throw new ModelLoadError('parse', `模型文件无法解析：${e instanceof Error ? e.message : String(e)}`);
  }
}
