/**
 * The contract between the 3D pipeline and its callers (the job worker, `npm run model:process`, the
 * benchmark). The pipeline reads an input path and writes into an output folder; it knows nothing of
 * the database, HTTP or users.
 */
export type ModelFormat = 'glb' | 'gltf' | 'obj' | 'fbx' | 'stl' | 'ply' | 'dae' | '3ds';

export interface PipelineStats {
  triangles: number;
  vertices: number;
  meshes: number;
  materials: number;
  textures: { name: string; width: number; height: number; mimeType: string; bytes: number }[];
  animations: number;
  /** Bounding box size in millimetres (glTF metres x 1000). */
  bboxMm: { x: number; y: number; z: number };
  /** `list` is the 400x300 list image (list.webp), an addition to the contract's five files. */
  bytes: { original: number; web: number; light: number; cover: number; thumb: number; list: number };
  /** Chinese warnings: over the mobile budget, missing textures (naming the file), ... */
  warnings: string[];
  format: ModelFormat;
}

export type PipelineStage = 'detect' | 'convert' | 'optimize' | 'light' | 'render' | 'inspect';

export interface PipelineOptions {
  /** Called as each stage starts, so the caller can record per-stage timestamps. */
  onStage?: (stage: PipelineStage) => void;
  /** Target size in bytes for the lightweight GLB (modelextend/compress); default: the pipeline's own budget. */
  lightTargetBytes?: number;
  /** Stops the run where it can (the isolated runner kills its child process). */
  signal?: AbortSignal;
}

export interface PipelineResult {
  /** Files written into outDir: web.glb, light.glb, cover.webp, thumb.webp, stats.json (and list.webp, 400x300). */
  files: { web: string; light: string; cover: string; thumb: string; list: string; stats: string };
  stats: PipelineStats;
}

/** Refused input: the message is Chinese and is shown to the user as is. */
export class PipelineInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PipelineInputError';
  }
}
