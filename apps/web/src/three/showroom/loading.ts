/**
 * How the showroom's models arrive. Every download is asked for as soon as the viewer opens, before the renderer
 * and the room exist, in the order given (nearest first): the browser runs six at a time per host in that order
 * and fills each body without waiting for the page's main thread, which is busy building the room and drawing.
 * The models are then prepared one at a time as they arrive: parsed, glass made cheap, shaders compiled and
 * textures uploaded before the model joins the scene, so the frame that first draws it does not stall on them.
 */
import type { Camera, Material, Mesh, MeshPhysicalMaterial, Object3D, Scene, Texture, WebGLRenderer } from 'three';
import { parseGlb } from '../loaders';

/** See-through glass and gems keep at most this opacity once drawn without transmission. */
const GLASS_OPACITY = 0.45;

export interface Download {
  key: number;
  /** The file, or null when it could not be downloaded. */
  body: Promise<ArrayBuffer | null>;
}

export interface LoadTarget {
  renderer: WebGLRenderer;
  camera: Camera;
  /** The scene the models join (its lights decide the shaders). */
  scene: Scene;
  signal: AbortSignal;
}

function materialsOf(root: Object3D): Material[] {
  const out = new Set<Material>();
  root.traverse((o) => {
    const mesh = o as Mesh;
    if (!mesh.isMesh) return;
    for (const m of Array.isArray(mesh.material) ? mesh.material : [mesh.material]) out.add(m);
  });
  return [...out];
}

function texturesOf(material: Material): Texture[] {
  return Object.values(material).filter(
    (v): v is Texture => v !== null && typeof v === 'object' && 'isTexture' in v && (v as Texture).isTexture,
  );
}

export function disposeTree(root: Object3D): void {
  root.traverse((o) => {
    const mesh = o as Mesh;
    if (mesh.isMesh) mesh.geometry.dispose();
  });
  for (const m of materialsOf(root)) {
    for (const t of texturesOf(m)) t.dispose();
    m.dispose();
  }
}

/**
 * Glass and gems (KHR_materials_transmission) drawn see-through by blending. Transmission makes three.js draw
 * every opaque model a second time into a texture, each frame one of them is in view: in a room of thirty models
 * that doubles the cost of a frame, for a refraction nobody sees at a stand's distance.
 */
export function blendGlass(root: Object3D): void {
  for (const m of materialsOf(root) as MeshPhysicalMaterial[]) {
    if (!(m.transmission > 0)) continue;
    m.opacity = Math.min(m.opacity, 1 - m.transmission * (1 - GLASS_OPACITY));
    m.transmission = 0;
    m.transparent = true;
    m.depthWrite = false;
    m.needsUpdate = true;
  }
}

/** Parses a downloaded model and makes it ready to draw; null when it cannot be. */
async function prepare(buffer: ArrayBuffer, target: LoadTarget): Promise<Object3D | null> {
  const { renderer, camera, scene } = target;
  try {
    const model = (await parseGlb(buffer, renderer)).scene;
    blendGlass(model);
    await renderer.compileAsync(model, camera, scene);
    for (const m of materialsOf(model)) for (const t of texturesOf(m)) renderer.initTexture(t);
    return model;
  } catch {
    return null;
  }
}

/** Asks for every file at once (the browser queues them in this order); a failed one resolves to null. */
export function startDownloads(jobs: readonly { key: number; url: string }[], signal: AbortSignal): Download[] {
  return jobs.map(({ key, url }) => ({
    key,
    body: fetch(url, { signal, credentials: 'same-origin' })
      .then((r) => (r.ok ? r.arrayBuffer() : null))
      .catch(() => null),
  }));
}

/**
 * Prepares each downloaded model and hands it over (null: it failed) in the order they become ready; resolves when
 * all are handed over or the signal aborts (nothing is handed over after that).
 */
export async function prepareModels(
  downloads: readonly Download[],
  target: LoadTarget,
  onModel: (key: number, model: Object3D | null) => void,
): Promise<void> {
  // One at a time: a model's preparation is main-thread work that only waits for frames drawn meanwhile.
  let queue = Promise.resolve();
  const handOver = async (key: number, buffer: ArrayBuffer | null) => {
    const model = buffer && !target.signal.aborted ? await prepare(buffer, target) : null;
    if (target.signal.aborted) {
      if (model) disposeTree(model);
      return;
    }
    onModel(key, model);
  };
  await Promise.all(
    downloads.map(({ key, body }) =>
      body.then((buffer) => {
        queue = queue.then(() => handOver(key, buffer));
        return queue;
      }),
    ),
  );
}
