import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, type Material, type Texture } from '@gltf-transform/core';
import { KHRMaterialsAnisotropy, KHRMaterialsClearcoat, KHRMaterialsSheen, KHRTextureBasisu } from '@gltf-transform/extensions';
import { draco } from '@gltf-transform/functions';
import { getDracoIO, getIO } from './io.js';

/**
 * Models made in code for the pipeline's tests and benchmark: layouts and features the shared fixtures
 * lack (a big pretty-printed glTF, KTX2 textures with material extensions, a Draco-compressed mesh).
 * Never used by the pipeline itself.
 */

/** A UV sphere with normals and UVs: `rings` x `segments` quads. */
function sphere(doc: Document, radius: number, rings: number, segments: number, material: Material | null) {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  for (let r = 0; r <= rings; r++) {
    const v = r / rings;
    const phi = v * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const u = s / segments;
      const theta = u * Math.PI * 2;
      const n = [Math.sin(phi) * Math.cos(theta), Math.cos(phi), Math.sin(phi) * Math.sin(theta)];
      normals.push(...n);
      positions.push(...n.map((c) => c * radius));
      uvs.push(u, v);
    }
  }
  for (let r = 0; r < rings; r++)
    for (let s = 0; s < segments; s++) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      indices.push(a, a + 1, b, a + 1, b + 1, b);
    }
  const buffer = doc.getRoot().listBuffers()[0] ?? doc.createBuffer();
  const prim = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setBuffer(buffer).setType('VEC3').setArray(new Float32Array(positions)))
    .setAttribute('NORMAL', doc.createAccessor().setBuffer(buffer).setType('VEC3').setArray(new Float32Array(normals)))
    .setAttribute('TEXCOORD_0', doc.createAccessor().setBuffer(buffer).setType('VEC2').setArray(new Float32Array(uvs)))
    .setIndices(doc.createAccessor().setBuffer(buffer).setType('SCALAR').setArray(new Uint32Array(indices)))
    .setMaterial(material);
  return doc.createMesh().addPrimitive(prim);
}

/**
 * A glTF of `meshes` small spheres without materials, pretty-printed with its keys sorted (so "asset" comes
 * after hundreds of KB of accessors), and optionally opened by a long "extras" so that no glTF property at
 * all appears in its first 64 KB. Writes name.gltf and name.bin into dir; returns the .gltf path.
 */
export async function writeManyMeshGltf(
  dir: string,
  opts: { meshes: number; name?: string; leadingExtrasBytes?: number },
): Promise<string> {
  const doc = new Document();
  doc.createBuffer();
  const scene = doc.createScene();
  const side = Math.ceil(Math.sqrt(opts.meshes));
  for (let i = 0; i < opts.meshes; i++) {
    const mesh = sphere(doc, 0.4, 4, 6, null).setName(`part${i}_mesh`);
    // Exporters name every accessor after its mesh and attribute: that is most of a real file's JSON.
    for (const prim of mesh.listPrimitives()) {
      for (const semantic of prim.listSemantics()) prim.getAttribute(semantic)?.setName(`part${i}_mesh_${semantic}_accessor`);
      prim.getIndices()?.setName(`part${i}_mesh_indices_accessor`);
    }
    const node = doc.createNode(`part${i}`).setMesh(mesh);
    node.setTranslation([i % side, 0, Math.floor(i / side)]);
    scene.addChild(node);
  }
  const name = opts.name ?? 'model';
  const { json, resources } = await (await getIO()).writeJSON(doc, { basename: name });
  const sorted = Object.fromEntries(Object.entries(json).sort(([a], [b]) => a.localeCompare(b)));
  const text = opts.leadingExtrasBytes
    ? JSON.stringify({ extras: { note: 'x'.repeat(opts.leadingExtrasBytes) }, ...sorted }, null, 4)
    : JSON.stringify(sorted, null, 4);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.gltf`);
  writeFileSync(file, text);
  for (const [uri, data] of Object.entries(resources)) writeFileSync(path.join(dir, uri), data);
  return file;
}

/**
 * An uncompressed KTX 2.0 texture (VK_FORMAT_R8G8B8A8_SRGB or _UNORM, one level, no supercompression),
 * written by hand from the KTX 2.0 specification: header, level index, a basic data format descriptor.
 */
export function uncompressedKtx2(width: number, height: number, rgba: Uint8Array, srgb: boolean): Uint8Array {
  const samples = 4;
  const dfdBlock = 24 + 16 * samples;
  const dfdLength = 4 + dfdBlock;
  const dfdOffset = 80 + 24;
  const dataOffset = dfdOffset + dfdLength;
  const out = new Uint8Array(dataOffset + rgba.length);
  const view = new DataView(out.buffer);
  out.set([0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a]);
  const u32 = (offset: number, value: number) => view.setUint32(offset, value, true);
  u32(12, srgb ? 43 : 37); // vkFormat
  u32(16, 1); // typeSize
  u32(20, width);
  u32(24, height);
  u32(28, 0); // pixelDepth
  u32(32, 0); // layerCount
  u32(36, 1); // faceCount
  u32(40, 1); // levelCount
  u32(44, 0); // supercompressionScheme
  u32(48, dfdOffset);
  u32(52, dfdLength);
  // kvd and sgd: none (offsets and lengths stay 0).
  view.setBigUint64(80, BigInt(dataOffset), true);
  view.setBigUint64(88, BigInt(rgba.length), true);
  view.setBigUint64(96, BigInt(rgba.length), true);
  u32(dfdOffset, dfdLength);
  const d = dfdOffset + 4;
  u32(d, 0); // vendorId 0 (Khronos), descriptorType 0 (basic)
  view.setUint16(d + 4, 2, true); // versionNumber
  view.setUint16(d + 6, dfdBlock, true);
  out.set([1, 1, srgb ? 2 : 1, 0], d + 8); // colorModel RGBSDA, primaries BT709, transfer sRGB/linear, flags
  out.set([0, 0, 0, 0], d + 12); // texelBlockDimension 1x1x1x1 (stored minus one)
  out.set([4, 0, 0, 0, 0, 0, 0, 0], d + 16); // bytesPlane0
  for (let c = 0; c < samples; c++) {
    const s = d + 24 + c * 16;
    view.setUint16(s, c * 8, true); // bitOffset
    out[s + 2] = 7; // bitLength - 1
    // Channel ids R, G, B, A (15); alpha is linear even in an sRGB texture.
    out[s + 3] = c === 3 ? 15 | (srgb ? 0x10 : 0) : c;
    u32(s + 8, 0);
    u32(s + 12, 255);
  }
  out.set(rgba, dataOffset);
  return out;
}

function pattern(size: number, pixel: (x: number, y: number) => [number, number, number]): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) rgba.set([...pixel(x, y), 255], (y * size + x) * 4);
  return rgba;
}

/**
 * A polished copper sphere whose maps are all KTX2: base colour, normal, occlusion-roughness-metalness,
 * anisotropy; with KHR_materials_anisotropy, clearcoat and sheen. A GLB, like the lamp of issue 20.
 */
export async function writeKtx2Model(file: string): Promise<string> {
  const doc = new Document();
  doc.createBuffer();
  const size = 64;
  const ktx = (name: string, srgb: boolean, pixel: (x: number, y: number) => [number, number, number]): Texture =>
    doc
      .createTexture(name)
      .setMimeType('image/ktx2')
      .setImage(uncompressedKtx2(size, size, pattern(size, pixel), srgb));
  const stripes = (x: number) => (Math.floor(x / 8) % 2 ? 1 : 0);
  const base = ktx('copper', true, (x, y) => (stripes(x + y) ? [230, 140, 100] : [170, 90, 60]));
  const normal = ktx('normal', false, (x) => [128 + Math.round(60 * Math.sin(x / 3)), 128, 240]);
  const orm = ktx('orm', false, (x, y) => [255, stripes(y) ? 60 : 120, 255]);
  const anisotropy = ktx('anisotropy', false, () => [255, 128, 255]);
  doc.createExtension(KHRTextureBasisu).setRequired(true);
  const material = doc
    .createMaterial('polished copper')
    .setBaseColorTexture(base)
    .setNormalTexture(normal)
    .setOcclusionTexture(orm)
    .setMetallicRoughnessTexture(orm)
    .setMetallicFactor(1)
    .setRoughnessFactor(1);
  material.setExtension(
    'KHR_materials_anisotropy',
    doc
      .createExtension(KHRMaterialsAnisotropy)
      .createAnisotropy()
      .setAnisotropyStrength(0.6)
      .setAnisotropyRotation(0.5)
      .setAnisotropyTexture(anisotropy),
  );
  material.setExtension(
    'KHR_materials_clearcoat',
    doc.createExtension(KHRMaterialsClearcoat).createClearcoat().setClearcoatFactor(0.4).setClearcoatRoughnessFactor(0.1),
  );
  material.setExtension(
    'KHR_materials_sheen',
    doc.createExtension(KHRMaterialsSheen).createSheen().setSheenColorFactor([0.3, 0.2, 0.1]).setSheenRoughnessFactor(0.5),
  );
  doc.createScene().addChild(doc.createNode('lamp').setMesh(sphere(doc, 0.2, 48, 64, material)));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await (await getIO()).writeBinary(doc));
  return file;
}

/** A copy of a glTF/GLB with its meshes Draco-compressed (edgebreaker, default quantization), as a GLB. */
export async function writeDracoCopy(source: string, file: string): Promise<string> {
  const io = await getDracoIO();
  const doc = await io.read(source);
  await doc.transform(draco({ method: 'edgebreaker' }));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await io.writeBinary(doc));
  return file;
}
