import type { ModelStats } from '@moxing/shared';
import type { ModelRow } from '../../db/schema.js';
import type { FileService } from '../file/service.js';

/** The artefacts served at /api/model/file/<modelCode>/<name> (web.glb and light.glb also at model/viewFile). */
export const ARTEFACTS = {
  'web.glb': { column: 'web_key', mime: 'model/gltf-binary', public: true },
  'light.glb': { column: 'light_key', mime: 'model/gltf-binary', public: true },
  'cover.webp': { column: 'cover_key', mime: 'image/webp', public: true },
  'thumb.webp': { column: 'thumb_key', mime: 'image/webp', public: true },
  'list.webp': { column: 'list_key', mime: 'image/webp', public: true },
  original: { column: 'original_key', mime: '', public: false },
} as const;
export type ArtefactName = keyof typeof ARTEFACTS;

/** The viewer's files, which a model with an access password serves only at model/viewFile after the unlock. */
export type ViewerFileName = 'web.glb' | 'light.glb';
export const isViewerFile = (name: string): name is ViewerFileName => name === 'web.glb' || name === 'light.glb';

/** Public address of a generated file; `?v=` makes it cacheable for ever (the key is a content hash). */
export function artefactUrl(modelCode: string, name: ArtefactName, key: string | null): string | null {
  return key ? `/api/model/file/${modelCode}/${name}?v=${key.slice(0, 12)}` : null;
}

/** Address of a viewer file of a model with an access password, carrying the viewer's unlock token. */
export function protectedFileUrl(modelCode: string, name: ViewerFileName, unlock: string | undefined): string {
  return `/api/model/viewFile/${modelCode}/${name}${unlock ? `?unlock=${encodeURIComponent(unlock)}` : ''}`;
}

/** The pipeline's statistics of a model (format, triangles, size), as stored with it. */
export function parseStats(json: string | null): ModelStats | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ModelStats;
  } catch {
    return null;
  }
}

/** The type of the original file: the upload's own for one file, a zip for several zipped together. */
export async function originalMime(files: FileService, row: ModelRow): Promise<string> {
  const ids = JSON.parse(row.source_file_ids) as string[];
  if (ids.length !== 1 || !ids[0]) return 'application/zip';
  return (await files.findRow(ids[0]))?.mime ?? 'application/octet-stream';
}

/** A model's file as the routes send it. */
export interface ServedFile {
  key: string;
  size: number;
  mime: string;
  name: string;
  inline: boolean;
  cacheControl: string;
}
