import { Document, Logger, type Material, type Primitive, type Texture } from '@gltf-transform/core';
import { EXTTextureWebP } from '@gltf-transform/extensions';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BufferAttribute, type BufferGeometry, type InterleavedBufferAttribute } from 'three';
import { toGltfImage } from '../resources.js';

/** A material as the legacy formats describe it, already in glTF terms (linear colours, metal/rough). */
export interface MaterialSpec {
  name: string;
  /** Linear RGBA. */
  color: [number, number, number, number];
  /** Resolved texture files (inside the model folder), or null. */
  baseColorFile?: string | null;
  normalFile?: string | null;
  emissiveFile?: string | null;
  emissive?: [number, number, number];
  roughness: number;
  metallic: number;
  doubleSided?: boolean;
}

export interface MeshPart {
  name: string;
  geometry: BufferGeometry;
  /** One material per geometry group (or one for the whole geometry). */
  materials: MaterialSpec[];
  /** Drop the source normals (STL facet normals are flat per face and would stop welding). */
  dropNormals?: boolean;
  /** UVs with the origin at the bottom (OBJ, PLY): glTF puts it at the top. */
  flipV?: boolean;
}

export const DEFAULT_MATERIAL: MaterialSpec = { name: '默认材质', color: [0.8, 0.8, 0.8, 1], roughness: 0.7, metallic: 0 };

type Attr = BufferAttribute | InterleavedBufferAttribute;

/** Copies [start, start+count) items of an attribute into a tight Float32Array. */
function sliceAttribute(
  attr: Attr,
  start: number,
  count: number,
  fix?: (out: Float32Array, itemSize: number) => void,
): Float32Array {
  const size = attr.itemSize;
  const out = new Float32Array(count * size);
  if (!('isInterleavedBufferAttribute' in attr) && attr.array instanceof Float32Array && !attr.normalized) {
    out.set(attr.array.subarray(start * size, (start + count) * size));
  } else {
    for (let i = 0; i < count; i++) for (let c = 0; c < size; c++) out[i * size + c] = attr.getComponent(start + i, c);
  }
  fix?.(out, size);
  return out;
}

/** Non-finite coordinates (broken exporters) would make the glTF invalid. */
function finite(out: Float32Array): void {
  for (let i = 0; i < out.length; i++) if (!Number.isFinite(out[i])) out[i] = 0;
}

/** Unit normals or none: the glTF validator rejects non-unit normals. */
function unitNormals(out: Float32Array): boolean {
  for (let i = 0; i < out.length; i += 3) {
    const x = out[i] ?? 0;
    const y = out[i + 1] ?? 0;
    const z = out[i + 2] ?? 0;
    const len = Math.hypot(x, y, z);
    if (!Number.isFinite(len) || len < 1e-8) return false;
    out[i] = x / len;
    out[i + 1] = y / len;
    out[i + 2] = z / len;
  }
  return true;
}

function flipV(out: Float32Array): void {
  for (let i = 1; i < out.length; i += 2) out[i] = 1 - (out[i] ?? 0);
}

/** Colours clamped to [0,1] and as RGB, which is what COLOR_0 as float VEC3 allows. */
function clampColor(out: Float32Array): void {
  for (let i = 0; i < out.length; i++) out[i] = Math.min(1, Math.max(0, Number.isFinite(out[i]) ? (out[i] ?? 0) : 1));
}

/**
 * Builds a glTF-Transform Document from three.js geometries, one node per part and one primitive per
 * geometry group. Textures are read from the resolved files once each.
 */
export async function buildDocument(parts: MeshPart[], warnings: string[]): Promise<Document> {
  const doc = new Document().setLogger(new Logger(Logger.Verbosity.ERROR));
  const buffer = doc.createBuffer();
  const scene = doc.createScene('Scene');
  doc.getRoot().setDefaultScene(scene);
  const textures = new Map<string, Texture | null>();
  const materials = new Map<MaterialSpec, Material>();

  const texture = async (file: string | null | undefined): Promise<Texture | null> => {
    if (!file) return null;
    if (!textures.has(file)) {
      const data = readFileSync(file);
      const image = await toGltfImage(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
      if (!image) warnings.push(`贴图“${path.basename(file)}”的格式无法解码，已忽略该贴图`);
      if (image?.mimeType === 'image/webp') doc.createExtension(EXTTextureWebP).setRequired(true);
      textures.set(file, image ? doc.createTexture(path.basename(file)).setImage(image.bytes).setMimeType(image.mimeType) : null);
    }
    return textures.get(file) ?? null;
  };

  const material = async (spec: MaterialSpec, vertexColors: boolean): Promise<Material> => {
    const cached = materials.get(spec);
    if (cached) return cached;
    const m = doc
      .createMaterial(spec.name)
      .setBaseColorFactor(vertexColors ? [1, 1, 1, spec.color[3]] : spec.color)
      .setRoughnessFactor(spec.roughness)
      .setMetallicFactor(spec.metallic)
      .setDoubleSided(spec.doubleSided ?? false);
    if (spec.color[3] < 0.999) m.setAlphaMode('BLEND');
    const base = await texture(spec.baseColorFile);
    if (base) m.setBaseColorTexture(base);
    const normal = await texture(spec.normalFile);
    if (normal) m.setNormalTexture(normal);
    if (spec.emissive) m.setEmissiveFactor(spec.emissive);
    const emissive = await texture(spec.emissiveFile);
    if (emissive) m.setEmissiveTexture(emissive).setEmissiveFactor(spec.emissive ?? [1, 1, 1]);
    materials.set(spec, m);
    return m;
  };

  for (const part of parts) {
    const g = part.geometry;
    const position = g.getAttribute('position') as Attr | undefined;
    if (!position || position.count < 3) continue;
    const index = g.getIndex();
    const total = index ? index.count : position.count;
    const groups = g.groups.length ? g.groups : [{ start: 0, count: total, materialIndex: 0 }];
    const mesh = doc.createMesh(part.name);
    const normal = part.dropNormals ? undefined : (g.getAttribute('normal') as Attr | undefined);
    const uv = g.getAttribute('uv') as Attr | undefined;
    const color = g.getAttribute('color') as Attr | undefined;

    for (const group of groups) {
      const start = group.start;
      const count = Math.min(group.count, total - start);
      if (count < 3) continue;
      const spec = part.materials[group.materialIndex ?? 0] ?? part.materials[0] ?? DEFAULT_MATERIAL;
      const prim: Primitive = doc.createPrimitive();
      // Indexed geometry keeps its vertices and slices the index; non-indexed geometry slices the vertices.
      const [vStart, vCount] = index ? [0, position.count] : [start, count - (count % 3)];
      prim.setAttribute(
        'POSITION',
        doc
          .createAccessor()
          .setType('VEC3')
          .setArray(sliceAttribute(position, vStart, vCount, finite))
          .setBuffer(buffer),
      );
      if (normal) {
        const n = sliceAttribute(normal, vStart, vCount);
        if (unitNormals(n)) prim.setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(n).setBuffer(buffer));
      }
      if (uv) {
        const t = sliceAttribute(uv, vStart, vCount, (out) => {
          finite(out);
          if (part.flipV) flipV(out);
        });
        prim.setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(t).setBuffer(buffer));
      }
      if (color) {
        const c = sliceAttribute(color, vStart, vCount, clampColor);
        const rgb =
          color.itemSize === 3
            ? c
            : Float32Array.from({ length: vCount * 3 }, (_, i) => c[Math.floor(i / 3) * color.itemSize + (i % 3)] ?? 1);
        prim.setAttribute('COLOR_0', doc.createAccessor().setType('VEC3').setArray(rgb).setBuffer(buffer));
      }
      if (index) {
        const src = index.array.subarray(start, start + count - (count % 3));
        const indices = vCount > 65535 ? new Uint32Array(src) : new Uint16Array(src);
        prim.setIndices(doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer));
      }
      prim.setMaterial(await material(spec, Boolean(color)));
      mesh.addPrimitive(prim);
    }
    if (mesh.listPrimitives().length) scene.addChild(doc.createNode(part.name).setMesh(mesh));
    else mesh.dispose();
  }
  return doc;
}
