import { ImageUtils, Primitive, type Document, type Node } from '@gltf-transform/core';
import sharp from 'sharp';
import { type PipelineStats } from './types.js';
import { listDrawnPrimitives } from './world.js';

export function primitiveTriangles(prim: Primitive): number {
  const count = prim.getIndices()?.getCount() ?? prim.getAttribute('POSITION')?.getCount() ?? 0;
  const mode = prim.getMode();
  if (mode === Primitive.Mode.TRIANGLES) return Math.floor(count / 3);
  if (mode === Primitive.Mode.TRIANGLE_STRIP || mode === Primitive.Mode.TRIANGLE_FAN) return Math.max(0, count - 2);
  // Points and lines draw no triangles.
  return 0;
}

function sceneNodes(doc: Document): Node[] {
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0];
  const out: Node[] = [];
  scene?.traverse((node) => out.push(node));
  return out;
}

/** Triangles and vertices as drawn: a mesh used by two nodes counts twice. */
export function countGeometry(doc: Document): { triangles: number; vertices: number } {
  let triangles = 0;
  let vertices = 0;
  for (const node of sceneNodes(doc)) {
    for (const prim of node.getMesh()?.listPrimitives() ?? []) {
      triangles += primitiveTriangles(prim);
      vertices += prim.getAttribute('POSITION')?.getCount() ?? 0;
    }
  }
  return { triangles, vertices };
}

/** Size of the model as drawn (skinned meshes in bind pose), in millimetres: glTF units are metres. */
export function boundingBoxMm(doc: Document): PipelineStats['bboxMm'] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const { positions } of listDrawnPrimitives(doc)) {
    for (let i = 0; i < positions.length; i++) {
      const v = positions[i] ?? 0;
      const c = i % 3;
      if (v < (min[c] ?? 0)) min[c] = v;
      if (v > (max[c] ?? 0)) max[c] = v;
    }
  }
  const size = (c: number) => {
    const v = ((max[c] ?? 0) - (min[c] ?? 0)) * 1000;
    return Number.isFinite(v) ? Math.round(v * 100) / 100 : 0;
  };
  return { x: size(0), y: size(1), z: size(2) };
}

export async function describeTextures(doc: Document): Promise<PipelineStats['textures']> {
  const out: PipelineStats['textures'] = [];
  for (const [i, texture] of doc.getRoot().listTextures().entries()) {
    const image = texture.getImage();
    if (!image) continue;
    // sharp reads no KTX2; glTF-Transform reads the size from its header.
    const ktx2 = texture.getMimeType() === 'image/ktx2' ? ImageUtils.getSize(image, 'image/ktx2') : null;
    const meta = ktx2
      ? { width: ktx2[0], height: ktx2[1] }
      : await sharp(image)
          .metadata()
          .catch(() => ({ width: 0, height: 0 }));
    out.push({
      name: texture.getName() || texture.getURI() || `texture${i + 1}`,
      width: meta.width ?? 0,
      height: meta.height ?? 0,
      mimeType: texture.getMimeType(),
      bytes: image.byteLength,
    });
  }
  return out;
}
