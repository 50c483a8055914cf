import {
  Accessor,
  type Document,
  type GLTF,
  type mat4,
  type Node,
  type Skin,
  Texture,
  type vec3,
  type vec4,
} from '@gltf-transform/core';
import { EXTMeshoptCompression, EXTTextureWebP } from '@gltf-transform/extensions';
import {
  cloneDocument,
  dedup,
  dequantize,
  draco,
  flatten,
  join,
  listTextureSlots,
  prune,
  quantize,
  reorder,
  resample,
  simplify,
  sortPrimitiveWeights,
  weld,
} from '@gltf-transform/functions';
import { MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import sharp from 'sharp';
import { arrayOf, dropDegenerateTriangles, splitLargePrimitives } from './geometry.js';
import { getDracoIO, getIO } from './io.js';

/** Extensions that describe how the input was stored, not what it is; once decoded they must go or the writer would re-encode. */
const STORAGE_EXTENSIONS = new Set([
  'KHR_draco_mesh_compression',
  'EXT_meshopt_compression',
  'KHR_meshopt_compression',
  'KHR_mesh_quantization',
]);

/**
 * Drops the data of every accessor and texture the document disposes from now on. property-graph
 * 4.1 keeps a disposed node as a key of its edge maps for the document's lifetime, so without this
 * each transform that replaces accessors (weld, quantize, simplify...) keeps the old arrays alive:
 * on a 200 MB model that was some 470 MB of dead geometry at the end of the pipeline.
 */
export function releaseDisposedData(doc: Document): Document {
  doc.getGraph().addEventListener('node:dispose', ({ target }) => {
    if (target instanceof Accessor) target.setArray(null);
    else if (target instanceof Texture) target.setImage(null);
  });
  return doc;
}

/**
 * Makes any converted document safe to optimise and valid to write: float attributes (quantize() on
 * an already-quantized file collapses it), unit normals, normalised skin weights, no empty primitives.
 */
export async function prepareDocument(doc: Document): Promise<void> {
  const root = doc.getRoot();
  if (root.listExtensionsUsed().some((e) => e.extensionName === 'KHR_mesh_quantization')) await doc.transform(dequantize());
  for (const ext of root.listExtensionsUsed()) if (STORAGE_EXTENSIONS.has(ext.extensionName)) ext.dispose();

  for (const mesh of root.listMeshes()) {
    for (const prim of mesh.listPrimitives()) {
      const position = prim.getAttribute('POSITION');
      if (!position || position.getCount() === 0) {
        prim.dispose();
        continue;
      }
      const normal = prim.getAttribute('NORMAL');
      if (normal) normalizeVectors(arrayOf(normal));
      // Weights that do not sum to one are a validator error (CesiumMan ships 210 of them).
      if (prim.getAttribute('WEIGHTS_0')) sortPrimitiveWeights(prim, Infinity);
    }
    if (mesh.listPrimitives().length === 0) mesh.dispose();
  }
}

function normalizeVectors(array: unknown): void {
  if (!(array instanceof Float32Array)) return;
  for (let i = 0; i + 2 < array.length; i += 3) {
    const x = array[i] ?? 0;
    const y = array[i + 1] ?? 0;
    const z = array[i + 2] ?? 0;
    const len = Math.hypot(x, y, z);
    if (len > 1e-12 && Number.isFinite(len)) {
      array[i] = x / len;
      array[i + 1] = y / len;
      array[i + 2] = z / len;
    } else {
      // A zero normal has no direction; any unit vector is better than an invalid file.
      array[i] = 0;
      array[i + 1] = 1;
      array[i + 2] = 0;
    }
  }
}

/**
 * Drops animation channels that never move their target: every keyframe equals the node's rest value.
 * Exporters (assimp's FBX reader among them) write one for every bone and property, and each costs JSON.
 */
export function pruneStaticChannels(doc: Document): void {
  for (const animation of doc.getRoot().listAnimations()) {
    for (const channel of animation.listChannels()) {
      const node = channel.getTargetNode();
      const sampler = channel.getSampler();
      const output = sampler?.getOutput();
      const path = channel.getTargetPath();
      if (!node || !output || !sampler || (path !== 'translation' && path !== 'rotation' && path !== 'scale')) continue;
      const rest = path === 'translation' ? node.getTranslation() : path === 'rotation' ? node.getRotation() : node.getScale();
      const el: number[] = [];
      let moves = false;
      for (let i = 0; i < output.getCount() && !moves; i++) {
        output.getElement(i, el);
        // Cubic-spline samplers carry tangents beside each value; any non-zero entry there is motion too.
        moves = el.some(
          (v, c) => Math.abs(v - (sampler.getInterpolation() === 'CUBICSPLINE' && i % 3 !== 1 ? 0 : (rest[c] ?? 0))) > 1e-6,
        );
      }
      if (!moves) {
        channel.dispose();
        if (sampler.listParents().every((parent) => parent === animation || parent === doc.getRoot())) sampler.dispose();
      }
    }
    if (animation.listChannels().length === 0) animation.dispose();
  }
}

const round7 = (v: number) => (Number.isFinite(v) ? Number(v.toPrecision(7)) : 0);

/**
 * Trims JSON nobody reads in a viewer: exporter extras (assimp copies every FBX user property) and
 * node transforms printed with 17 digits where float32 carries 7.
 */
export function trimJson(doc: Document): void {
  const root = doc.getRoot();
  const lists = [
    root.listNodes(),
    root.listMeshes(),
    root.listMaterials(),
    root.listTextures(),
    root.listAnimations(),
    root.listSkins(),
    root.listScenes(),
    root.listCameras(),
    root.listAccessors(),
  ];
  for (const list of lists) for (const property of list) property.setExtras({});
  for (const node of root.listNodes()) {
    node.setTranslation(node.getTranslation().map(round7) as vec3);
    node.setScale(node.getScale().map(round7) as vec3);
    const q = node.getRotation().map(round7);
    const len = Math.hypot(...q) || 1;
    node.setRotation(q.map((v) => v / len) as vec4);
  }
}

/**
 * Meshes above this many vertices are not joined: merging saves nothing worth a copy of them, and one
 * giant primitive makes every later WebAssembly step (reorder, simplify) grow its heap to match.
 */
const JOIN_MAX_VERTICES = 200_000;

/** Lossless structure clean-up shared by the web and light levels. */
export async function cleanDocument(doc: Document): Promise<void> {
  const small = (node: Node) =>
    (node.getMesh()?.listPrimitives() ?? []).reduce((n, p) => n + (p.getAttribute('POSITION')?.getCount() ?? 0), 0) <
    JOIN_MAX_VERTICES;
  await doc.transform(dedup(), flatten(), join({ filter: small }), weld(), resample());
  dropDegenerateTriangles(doc);
  splitLargePrimitives(doc);
  pruneStaticChannels(doc);
  trimJson(doc);
  await doc.transform(prune({ keepAttributes: false }), dedup());
}

export interface TextureOptions {
  maxSize: number;
  /** WebP quality for colour textures. */
  quality: number;
  /** WebP quality for data textures (normal, occlusion, metal/rough). */
  dataQuality: number;
}

/**
 * Resizes textures to fit maxSize and re-encodes them as WebP only where that is smaller than the
 * (possibly resized) original format.
 */
export async function optimizeTextures(doc: Document, opts: TextureOptions): Promise<void> {
  let usesWebp = false;
  for (const texture of doc.getRoot().listTextures()) {
    const image = texture.getImage();
    const mime = texture.getMimeType();
    if (!image || !['image/png', 'image/jpeg', 'image/webp'].includes(mime)) continue;
    const best = await encodeSmallest(texture, image, opts);
    if (best) texture.setImage(best.bytes).setMimeType(best.mimeType);
    if (texture.getMimeType() === 'image/webp') usesWebp = true;
  }
  const webp = doc
    .getRoot()
    .listExtensionsUsed()
    .find((e) => e.extensionName === EXTTextureWebP.EXTENSION_NAME);
  if (usesWebp) doc.createExtension(EXTTextureWebP).setRequired(true);
  else webp?.dispose();
}

async function encodeSmallest(
  texture: Texture,
  image: Uint8Array,
  opts: TextureOptions,
): Promise<{ bytes: Uint8Array; mimeType: string } | null> {
  const meta = await sharp(image).metadata();
  const { width = 0, height = 0 } = meta;
  if (!width || !height) return null;
  // Normal, occlusion and roughness maps show compression artefacts as lighting errors: they get more quality.
  const isData = listTextureSlots(texture).some((slot) => !/baseColor|emissive|diffuse|specularGlossiness/i.test(slot));
  const resize = Math.max(width, height) > opts.maxSize;
  const source = () => {
    const img = sharp(image, { limitInputPixels: 16384 * 16384 });
    return resize ? img.resize({ width: opts.maxSize, height: opts.maxSize, fit: 'inside', kernel: 'lanczos3' }) : img;
  };
  const mime = texture.getMimeType();
  const candidates: { bytes: Uint8Array; mimeType: string }[] = [];
  if (!resize) candidates.push({ bytes: image, mimeType: mime });
  else if (mime === 'image/png')
    candidates.push({
      bytes: new Uint8Array(await source().png({ compressionLevel: 9, palette: false }).toBuffer()),
      mimeType: mime,
    });
  else if (mime === 'image/jpeg')
    candidates.push({ bytes: new Uint8Array(await source().jpeg({ quality: 88, mozjpeg: true }).toBuffer()), mimeType: mime });
  const webp = await source()
    .webp({ quality: isData ? opts.dataQuality : opts.quality, alphaQuality: 90, effort: 4, smartSubsample: true })
    .toBuffer();
  candidates.push({ bytes: new Uint8Array(webp), mimeType: 'image/webp' });
  candidates.sort((a, b) => a.bytes.byteLength - b.bytes.byteLength);
  return candidates[0] ?? null;
}

const POSITION_BITS = 14;

/**
 * quantize() stores 14-bit positions as normalised int16 with the top bits repeated into the low ones
 * (q << 2 | q >> 11), which costs meshopt ~15% in size. gltfpack stores the plain integer q and moves
 * the 1/8191 into the transform; this does the same to every quantized position: the plain integers,
 * not normalised, and a uniform scale on the nodes that draw them (or the inverse bind matrices of
 * their skins). Leaves the document untouched unless every position can be unpacked exactly.
 */
export function unpackQuantizedPositions(doc: Document): void {
  const quantBits = POSITION_BITS - 1;
  const lo = 15 - quantBits;
  const hi = 2 * quantBits - 15;
  const root = doc.getRoot();
  const positions = new Set<Accessor>();
  for (const mesh of root.listMeshes()) {
    for (const prim of mesh.listPrimitives()) {
      for (const target of [prim, ...prim.listTargets()]) {
        const position = target.getAttribute('POSITION');
        if (position) positions.add(position);
      }
    }
  }
  const unpacked = new Map<Accessor, Int16Array>();
  for (const accessor of positions) {
    const array = arrayOf(accessor);
    if (!(array instanceof Int16Array) || !accessor.getNormalized()) return;
    const out = new Int16Array(array.length);
    for (let i = 0; i < array.length; i++) {
      const v = array[i] ?? 0;
      const q = Math.abs(v) >> lo;
      if (((q << lo) | (q >> hi)) !== Math.abs(v)) return;
      out[i] = Math.sign(v) * q;
    }
    unpacked.set(accessor, out);
  }
  if (unpacked.size === 0) return;
  for (const [accessor, array] of unpacked) accessor.setArray(array).setNormalized(false);

  const scale = 1 / (2 ** quantBits - 1);
  const scaleMatrix = [scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, scale, 0, 0, 0, 0, 1];
  const skins = new Set<Skin>();
  const animated = new Set<Node>();
  for (const animation of root.listAnimations()) {
    for (const channel of animation.listChannels()) {
      const node = channel.getTargetNode();
      if (node && channel.getTargetPath() !== 'weights') animated.add(node);
    }
  }
  for (const node of root.listNodes()) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    const skin = node.getSkin();
    if (skin) {
      skins.add(skin);
      continue;
    }
    // The scale must not reach the node's children or fight its animation: the mesh moves to a child.
    let target = node;
    if (node.listChildren().length > 0 || animated.has(node)) {
      target = doc.createNode(node.getName()).setMesh(mesh).setSkin(null);
      node.addChild(target).setMesh(null);
      for (const animation of root.listAnimations()) {
        for (const channel of animation.listChannels())
          if (channel.getTargetNode() === node && channel.getTargetPath() === 'weights') channel.setTargetNode(target);
      }
    }
    target.setMatrix(multiplyMat4(target.getMatrix(), scaleMatrix));
  }
  const ibms = new Set<Accessor>();
  for (const skin of skins) {
    let ibm = skin.getInverseBindMatrices();
    if (!ibm) {
      ibm = doc
        .createAccessor()
        .setType('MAT4')
        .setArray(new Float32Array(skin.listJoints().flatMap(() => [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])));
      skin.setInverseBindMatrices(ibm);
    }
    if (ibms.has(ibm)) continue;
    ibms.add(ibm);
    const el: number[] = [];
    for (let i = 0; i < ibm.getCount(); i++) ibm.setElement(i, multiplyMat4(ibm.getElement(i, el), scaleMatrix));
  }
}

/** Column-major 4x4 product a x b. */
function multiplyMat4(a: ArrayLike<number>, b: ArrayLike<number>): mat4 {
  const out = new Array<number>(16).fill(0);
  for (let c = 0; c < 4; c++)
    for (let r = 0; r < 4; r++)
      for (let k = 0; k < 4; k++) out[c * 4 + r] = (out[c * 4 + r] ?? 0) + (a[k * 4 + r] ?? 0) * (b[c * 4 + k] ?? 0);
  return out as mat4;
}

/** Extensions of the input that say its geometry was already compressed for the web. */
export function compressionOf(doc: Document): string[] {
  return doc
    .getRoot()
    .listExtensionsUsed()
    .map((e) => e.extensionName)
    .filter(
      (name) => name === 'KHR_draco_mesh_compression' || name === 'EXT_meshopt_compression' || name === 'KHR_meshopt_compression',
    );
}

/**
 * What meshopt({ level: 'high' }) does, with gltfpack's integer positions in between; then writes a GLB.
 * With `draco` (the input was Draco-compressed) a Draco encoding is made too and the smaller one kept:
 * on dense meshes Draco's entropy coding beats meshopt, and a Draco input must not come out larger.
 */
export async function compressAndWrite(doc: Document, opts: { draco?: boolean } = {}): Promise<Uint8Array> {
  const dracoCopy = opts.draco && doc.getRoot().listMeshes().length > 0 ? releaseDisposedData(cloneDocument(doc)) : null;
  const meshopt = await writeMeshopt(doc);
  if (!dracoCopy) return meshopt;
  await dracoCopy.transform(draco({ method: 'edgebreaker' }));
  const drc = dropJsonDefaults(await (await getDracoIO()).writeBinary(dracoCopy));
  return drc.byteLength < meshopt.byteLength ? drc : meshopt;
}

async function writeMeshopt(doc: Document): Promise<Uint8Array> {
  if (doc.getRoot().listAccessors().length > 0) {
    await doc.transform(
      reorder({ encoder: MeshoptEncoder, target: 'size' }),
      quantize({
        quantizePosition: POSITION_BITS,
        quantizeNormal: 8,
        pattern: /^(POSITION|TEXCOORD|JOINTS|WEIGHTS|COLOR)(_\d+)?$/,
        patternTargets: /^(POSITION|TEXCOORD|JOINTS|WEIGHTS|COLOR|NORMAL|TANGENT)(_\d+)?$/,
      }),
    );
    unpackQuantizedPositions(doc);
    doc
      .createExtension(EXTMeshoptCompression)
      .setRequired(true)
      .setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.FILTER });
  }
  return dropJsonDefaults(await (await getIO()).writeBinary(doc));
}

/**
 * The writer spells out defaults (byteOffset 0, normalized false) on every accessor and buffer view;
 * on small models that JSON is a visible share of the file. Rewrites the GLB's JSON chunk without them.
 */
export function dropJsonDefaults(glb: Uint8Array): Uint8Array {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  const jsonLength = view.getUint32(12, true);
  const json = JSON.parse(Buffer.from(glb.buffer, glb.byteOffset + 20, jsonLength).toString('utf8')) as GLTF.IGLTF;
  for (const accessor of json.accessors ?? []) {
    if (accessor.byteOffset === 0) delete accessor.byteOffset;
    if (accessor.normalized === false) delete accessor.normalized;
  }
  for (const bufferView of json.bufferViews ?? []) {
    if (bufferView.byteOffset === 0) delete bufferView.byteOffset;
    const meshopt = bufferView.extensions?.[EXTMeshoptCompression.EXTENSION_NAME] as { byteOffset?: number } | undefined;
    if (meshopt?.byteOffset === 0) delete meshopt.byteOffset;
  }
  const text = Buffer.from(JSON.stringify(json), 'utf8');
  const padded = Buffer.alloc(Math.ceil(text.length / 4) * 4, 0x20);
  text.copy(padded);
  const rest = glb.subarray(20 + jsonLength);
  const out = Buffer.alloc(20 + padded.length + rest.length);
  out.writeUInt32LE(0x46546c67, 0);
  out.writeUInt32LE(2, 4);
  out.writeUInt32LE(out.length, 8);
  out.writeUInt32LE(padded.length, 12);
  out.writeUInt32LE(0x4e4f534a, 16);
  padded.copy(out, 20);
  out.set(rest, 20 + padded.length);
  return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
}

/** Triangles kept by the simplifier: meshes stay intact below 20k triangles, big ones go to about half. */
export function defaultLightRatio(triangles: number): number {
  if (triangles <= 20_000) return 1;
  return Math.max(20_000, Math.min(triangles * 0.5, 150_000)) / triangles;
}

export async function simplifyDocument(doc: Document, ratio: number, error: number): Promise<void> {
  if (ratio >= 1) return;
  await doc.transform(
    simplify({ simplifier: MeshoptSimplifier, ratio, error, lockBorder: false }),
    prune({ keepAttributes: false }),
  );
}
