import { type Accessor, type Document, type Material, type Texture } from '@gltf-transform/core';
import { type Transform as TextureTransform } from '@gltf-transform/extensions';
import sharp from 'sharp';
import { decodeKtx2 } from './ktx2.js';
import { arrayOf } from './geometry.js';
import { listDrawnPrimitives, readAccessor } from './world.js';

/**
 * A small software rasteriser for cover images: no GPU, no browser. Perspective-correct z-buffered
 * triangles, a key + fill directional light over a hemisphere ambient, base colour factors, vertex
 * colours and base colour textures. Rendered at 2x and downsampled by sharp for anti-aliasing.
 */

interface DecodedTexture {
  data: Uint8Array;
  width: number;
  height: number;
}

interface Surface {
  color: [number, number, number, number];
  emissive: [number, number, number];
  texture: DecodedTexture | null;
  /** Multiplies the emissive factor; without it a glowing texture would paint the whole surface white. */
  emissiveTexture: DecodedTexture | null;
  uvTransform: { offset: [number, number]; scale: [number, number]; rotation: number } | null;
  blend: boolean;
  cutoff: number;
}

/** One primitive, already in world space and expanded to a triangle list. */
interface Batch {
  positions: Float32Array;
  normals: Float32Array | null;
  uvs: Float32Array | null;
  colors: Float32Array | null;
  indices: Uint32Array;
  surface: Surface;
}

const TEXTURE_SAMPLE_SIZE = 512;

const SRGB_TO_LINEAR = new Float32Array(256).map((_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const LINEAR_LUT_SIZE = 4096;
const LINEAR_TO_SRGB = new Uint8Array(LINEAR_LUT_SIZE + 1).map((_, i) => {
  const c = i / LINEAR_LUT_SIZE;
  return Math.round(255 * (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
});
const toSrgb = (linear: number) =>
  LINEAR_TO_SRGB[Math.min(LINEAR_LUT_SIZE, Math.max(0, Math.round(linear * LINEAR_LUT_SIZE)))] ?? 0;

async function decodeTexture(texture: Texture, cache: Map<Texture, DecodedTexture | null>): Promise<DecodedTexture | null> {
  if (cache.has(texture)) return cache.get(texture) ?? null;
  let decoded: DecodedTexture | null = null;
  const image = texture.getImage();
  const mime = texture.getMimeType();
  if (image && ['image/png', 'image/jpeg', 'image/webp', 'image/ktx2'].includes(mime)) {
    try {
      // sharp reads no KTX2: it gets the decoded pixels instead.
      const ktx2 = mime === 'image/ktx2' ? await decodeKtx2(image) : null;
      if (mime === 'image/ktx2' && !ktx2) throw new Error('undecodable KTX2');
      const { data, info } = await sharp(
        ktx2 ? ktx2.data : image,
        ktx2 ? { raw: { width: ktx2.width, height: ktx2.height, channels: 4 } } : {},
      )
        .resize({ width: TEXTURE_SAMPLE_SIZE, height: TEXTURE_SAMPLE_SIZE, fit: 'inside', withoutEnlargement: true })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      decoded = { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
    } catch {
      decoded = null;
    }
  }
  cache.set(texture, decoded);
  return decoded;
}

async function surfaceOf(material: Material | null, cache: Map<Texture, DecodedTexture | null>): Promise<Surface> {
  if (!material)
    return {
      color: [0.8, 0.8, 0.8, 1],
      emissive: [0, 0, 0],
      texture: null,
      emissiveTexture: null,
      uvTransform: null,
      blend: false,
      cutoff: 0,
    };
  const texture = material.getBaseColorTexture();
  const emissive = material.getEmissiveTexture();
  // quantize() gives every texture of a material the same KHR_texture_transform, so either info will do.
  const info = texture ? material.getBaseColorTextureInfo() : material.getEmissiveTextureInfo();
  const transform = info?.getExtension<TextureTransform>('KHR_texture_transform') ?? null;
  return {
    color: material.getBaseColorFactor(),
    emissive: material.getEmissiveFactor(),
    texture: texture ? await decodeTexture(texture, cache) : null,
    emissiveTexture: emissive ? await decodeTexture(emissive, cache) : null,
    uvTransform: transform
      ? { offset: transform.getOffset(), scale: transform.getScale(), rotation: transform.getRotation() }
      : null,
    blend: material.getAlphaMode() === 'BLEND',
    cutoff: material.getAlphaMode() === 'MASK' ? material.getAlphaCutoff() : 0,
  };
}

function triangleIndices(indices: Accessor | null, vertexCount: number, mode: number): Uint32Array | null {
  const array = indices ? arrayOf(indices) : null;
  // glTF indices are always unsigned 8, 16 or 32 bit.
  const src =
    array instanceof Uint32Array || array instanceof Uint16Array || array instanceof Uint8Array
      ? Uint32Array.from(array)
      : Uint32Array.from({ length: vertexCount }, (_, i) => i);
  if (mode === 4) return src.subarray(0, src.length - (src.length % 3));
  if (mode !== 5 && mode !== 6) return null;
  const out = new Uint32Array(Math.max(0, src.length - 2) * 3);
  for (let i = 0; i + 2 < src.length; i++) {
    if (mode === 5)
      out.set(i % 2 ? [src[i + 1] ?? 0, src[i] ?? 0, src[i + 2] ?? 0] : [src[i] ?? 0, src[i + 1] ?? 0, src[i + 2] ?? 0], i * 3);
    else out.set([src[0] ?? 0, src[i + 1] ?? 0, src[i + 2] ?? 0], i * 3);
  }
  return out;
}

/** Collects every triangle primitive of the default scene in world space. */
export async function collectBatches(doc: Document): Promise<Batch[]> {
  const cache = new Map<Texture, DecodedTexture | null>();
  const batches: Batch[] = [];
  for (const { prim, positions, normals } of listDrawnPrimitives(doc)) {
    const indices = triangleIndices(prim.getIndices(), positions.length / 3, prim.getMode());
    if (!indices?.length) continue;
    const surface = await surfaceOf(prim.getMaterial(), cache);
    const uvAttr = surface.texture || surface.emissiveTexture ? prim.getAttribute('TEXCOORD_0') : null;
    const colorAttr = prim.getAttribute('COLOR_0');
    batches.push({
      positions,
      normals,
      uvs: uvAttr ? readAccessor(uvAttr, 2) : null,
      colors: colorAttr ? readAccessor(colorAttr, 4) : null,
      indices,
      surface,
    });
  }
  return batches;
}

export interface Camera {
  eye: [number, number, number];
  right: [number, number, number];
  up: [number, number, number];
  forward: [number, number, number];
  /** Pixels per unit of x/z at the image plane, for an image of the given height. */
  focal: number;
  /** Screen offset (in fractions of the image size) that centres the model's projection. */
  shift: [number, number];
}

const dot = (a: readonly number[], b: readonly number[]) =>
  (a[0] ?? 0) * (b[0] ?? 0) + (a[1] ?? 0) * (b[1] ?? 0) + (a[2] ?? 0) * (b[2] ?? 0);
const normalize = (v: [number, number, number]): [number, number, number] => {
  const l = Math.hypot(...v) || 1;
  return [v[0] / l, v[1] / l, v[2] / l];
};

/**
 * A three-quarter view from the front right and a little above (the usual product shot), at the
 * distance where every vertex fits in 86% of the frame, shifted so the projection is centred.
 */
export function frameCamera(batches: Batch[], aspect: number): Camera | null {
  const sample: number[] = [];
  let total = 0;
  for (const b of batches) total += b.positions.length / 3;
  if (total === 0) return null;
  const stride = Math.max(1, Math.floor(total / 60000));
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  let k = 0;
  for (const b of batches) {
    for (let i = 0; i < b.positions.length; i += 3, k++) {
      for (let c = 0; c < 3; c++) {
        const v = b.positions[i + c] ?? 0;
        if (v < (min[c] ?? 0)) min[c] = v;
        if (v > (max[c] ?? 0)) max[c] = v;
      }
      if (k % stride === 0) sample.push(b.positions[i] ?? 0, b.positions[i + 1] ?? 0, b.positions[i + 2] ?? 0);
    }
  }
  const center = [0, 1, 2].map((c) => ((min[c] ?? 0) + (max[c] ?? 0)) / 2) as [number, number, number];
  const radius = Math.max(
    1e-6,
    Math.hypot((max[0] ?? 0) - (min[0] ?? 0), (max[1] ?? 0) - (min[1] ?? 0), (max[2] ?? 0) - (min[2] ?? 0)) / 2,
  );
  const az = (35 * Math.PI) / 180;
  const el = (22 * Math.PI) / 180;
  const dir = normalize([Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el)]);
  const forward: [number, number, number] = [-dir[0], -dir[1], -dir[2]];
  const right = normalize([forward[1] * 0 - forward[2] * 1, forward[2] * 0 - forward[0] * 0, forward[0] * 1 - forward[1] * 0]);
  const up: [number, number, number] = [
    right[1] * forward[2] - right[2] * forward[1],
    right[2] * forward[0] - right[0] * forward[2],
    right[0] * forward[1] - right[1] * forward[0],
  ];
  const tanV = Math.tan((30 * Math.PI) / 180 / 2);
  const tanH = tanV * aspect;
  const fill = 0.86;
  // Camera distance from the centre so every sampled vertex projects inside the frame.
  let distance = radius * 0.5;
  const local: number[] = [];
  for (let i = 0; i < sample.length; i += 3) {
    const p = [(sample[i] ?? 0) - center[0], (sample[i + 1] ?? 0) - center[1], (sample[i + 2] ?? 0) - center[2]];
    const x = dot(p, right);
    const y = dot(p, up);
    const z = dot(p, forward);
    local.push(x, y, z);
    distance = Math.max(distance, Math.abs(x) / (tanH * fill) - z, Math.abs(y) / (tanV * fill) - z);
  }
  distance = Math.max(distance, radius * 1.05);
  const eye: [number, number, number] = [
    center[0] + dir[0] * distance,
    center[1] + dir[1] * distance,
    center[2] + dir[2] * distance,
  ];
  let sxMin = Infinity;
  let sxMax = -Infinity;
  let syMin = Infinity;
  let syMax = -Infinity;
  for (let i = 0; i < local.length; i += 3) {
    const z = (local[i + 2] ?? 0) + distance;
    const sx = (local[i] ?? 0) / z / tanH;
    const sy = (local[i + 1] ?? 0) / z / tanV;
    sxMin = Math.min(sxMin, sx);
    sxMax = Math.max(sxMax, sx);
    syMin = Math.min(syMin, sy);
    syMax = Math.max(syMax, sy);
  }
  return { eye, right, up, forward, focal: 1 / tanV, shift: [-(sxMin + sxMax) / 4, -(syMin + syMax) / 4] };
}

/** Vertical light-grey gradient: neutral behind any model colour. */
function paintBackground(rgba: Uint8Array, width: number, height: number): void {
  for (let y = 0; y < height; y++) {
    const t = y / Math.max(1, height - 1);
    const r = Math.round(246 - 26 * t);
    const g = Math.round(247 - 24 * t);
    const b = Math.round(249 - 20 * t);
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4;
      rgba[o] = r;
      rgba[o + 1] = g;
      rgba[o + 2] = b;
      rgba[o + 3] = 255;
    }
  }
}

const KEY = normalize([-0.45, 0.65, -0.6]);
const FILL = normalize([0.7, 0.1, -0.45]);

/**
 * Pixels tested per pixel of the image before further triangles are skipped. Real models cover the frame a
 * few times over; a hostile one of thousands of big overlapping triangles would cost its whole area each
 * time, so its cover is cut short rather than taking minutes.
 */
const OVERDRAW_BUDGET = 48;

/** Rasterises the batches into an RGBA buffer of width x height. */
export function rasterize(batches: Batch[], camera: Camera | null, width: number, height: number): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  paintBackground(rgba, width, height);
  if (!camera) return rgba;
  const depth = new Float32Array(width * height);
  const focal = (camera.focal * height) / 2;
  const cx = width / 2 + camera.shift[0] * width;
  const cy = height / 2 - camera.shift[1] * height;
  // Opaque first so blended surfaces composite over what is behind them.
  const ordered = [...batches.filter((b) => !b.surface.blend), ...batches.filter((b) => b.surface.blend)];
  const budget = { pixels: OVERDRAW_BUDGET * width * height };

  for (const batch of ordered) {
    const n = batch.positions.length / 3;
    const sx = new Float32Array(n);
    const sy = new Float32Array(n);
    const iz = new Float32Array(n);
    const vn = batch.normals ? new Float32Array(n * 3) : null;
    const near = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const px = (batch.positions[i * 3] ?? 0) - camera.eye[0];
      const py = (batch.positions[i * 3 + 1] ?? 0) - camera.eye[1];
      const pz = (batch.positions[i * 3 + 2] ?? 0) - camera.eye[2];
      const x = px * camera.right[0] + py * camera.right[1] + pz * camera.right[2];
      const y = px * camera.up[0] + py * camera.up[1] + pz * camera.up[2];
      const z = px * camera.forward[0] + py * camera.forward[1] + pz * camera.forward[2];
      near[i] = z < 1e-6 ? 1 : 0;
      const inv = 1 / Math.max(z, 1e-6);
      sx[i] = cx + x * inv * focal;
      sy[i] = cy - y * inv * focal;
      iz[i] = inv;
      if (vn && batch.normals) {
        const nx = batch.normals[i * 3] ?? 0;
        const ny = batch.normals[i * 3 + 1] ?? 0;
        const nz = batch.normals[i * 3 + 2] ?? 0;
        vn[i * 3] = nx * camera.right[0] + ny * camera.right[1] + nz * camera.right[2];
        vn[i * 3 + 1] = nx * camera.up[0] + ny * camera.up[1] + nz * camera.up[2];
        vn[i * 3 + 2] = nx * camera.forward[0] + ny * camera.forward[1] + nz * camera.forward[2];
      }
    }
    drawBatch(batch, { sx, sy, iz, vn, near }, rgba, depth, width, height, camera, budget);
  }
  return rgba;
}

interface Projected {
  sx: Float32Array;
  sy: Float32Array;
  iz: Float32Array;
  vn: Float32Array | null;
  near: Uint8Array;
}

function drawBatch(
  batch: Batch,
  p: Projected,
  rgba: Uint8Array,
  depth: Float32Array,
  width: number,
  height: number,
  camera: Camera,
  budget: { pixels: number },
): void {
  const { surface, indices, uvs, colors } = batch;
  const tex = surface.texture;
  const etex = surface.emissiveTexture;
  const [fr, fg, fb, fa] = surface.color;
  const [fer, feg, feb] = surface.emissive;
  const t = surface.uvTransform;
  const cosR = t ? Math.cos(t.rotation) : 1;
  const sinR = t ? Math.sin(t.rotation) : 0;

  for (let k = 0; k + 2 < indices.length; k += 3) {
    const a = indices[k] ?? 0;
    const b = indices[k + 1] ?? 0;
    const c = indices[k + 2] ?? 0;
    if (p.near[a] || p.near[b] || p.near[c]) continue;
    const ax = p.sx[a] ?? 0;
    const ay = p.sy[a] ?? 0;
    const bx = p.sx[b] ?? 0;
    const by = p.sy[b] ?? 0;
    const cxp = p.sx[c] ?? 0;
    const cyp = p.sy[c] ?? 0;
    const area = (bx - ax) * (cyp - ay) - (by - ay) * (cxp - ax);
    if (!Number.isFinite(area) || Math.abs(area) < 1e-12) continue;
    const minX = Math.max(0, Math.floor(Math.min(ax, bx, cxp)));
    const maxX = Math.min(width - 1, Math.ceil(Math.max(ax, bx, cxp)));
    const minY = Math.max(0, Math.floor(Math.min(ay, by, cyp)));
    const maxY = Math.min(height - 1, Math.ceil(Math.max(ay, by, cyp)));
    if (minX > maxX || minY > maxY) continue;
    budget.pixels -= (maxX - minX + 1) * (maxY - minY + 1);
    if (budget.pixels < 0) return;

    // Face normal in view space from the world positions: used without vertex normals, and to orient them.
    const pa = a * 3;
    const pb = b * 3;
    const pc = c * 3;
    const e1 = [
      (batch.positions[pb] ?? 0) - (batch.positions[pa] ?? 0),
      (batch.positions[pb + 1] ?? 0) - (batch.positions[pa + 1] ?? 0),
      (batch.positions[pb + 2] ?? 0) - (batch.positions[pa + 2] ?? 0),
    ];
    const e2 = [
      (batch.positions[pc] ?? 0) - (batch.positions[pa] ?? 0),
      (batch.positions[pc + 1] ?? 0) - (batch.positions[pa + 1] ?? 0),
      (batch.positions[pc + 2] ?? 0) - (batch.positions[pa + 2] ?? 0),
    ];
    const fnW = normalize([
      (e1[1] ?? 0) * (e2[2] ?? 0) - (e1[2] ?? 0) * (e2[1] ?? 0),
      (e1[2] ?? 0) * (e2[0] ?? 0) - (e1[0] ?? 0) * (e2[2] ?? 0),
      (e1[0] ?? 0) * (e2[1] ?? 0) - (e1[1] ?? 0) * (e2[0] ?? 0),
    ]);
    let fnx = dot(fnW, camera.right);
    let fny = dot(fnW, camera.up);
    let fnz = dot(fnW, camera.forward);
    // Every face is shown from the side the camera sees (broken winding is common in uploads).
    const flip = fnz > 0 ? -1 : 1;
    fnx *= flip;
    fny *= flip;
    fnz *= flip;

    const izA = p.iz[a] ?? 0;
    const izB = p.iz[b] ?? 0;
    const izC = p.iz[c] ?? 0;
    const invArea = 1 / area;
    for (let y = minY; y <= maxY; y++) {
      const py = y + 0.5;
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5;
        let w0 = ((bx - px) * (cyp - py) - (by - py) * (cxp - px)) * invArea;
        let w1 = ((cxp - px) * (ay - py) - (cyp - py) * (ax - px)) * invArea;
        let w2 = 1 - w0 - w1;
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        const z = w0 * izA + w1 * izB + w2 * izC;
        const o = y * width + x;
        if (z <= (depth[o] ?? 0)) continue;
        // Perspective-correct weights.
        w0 = (w0 * izA) / z;
        w1 = (w1 * izB) / z;
        w2 = 1 - w0 - w1;

        let r = fr;
        let g = fg;
        let bl = fb;
        let alpha = fa;
        if (colors) {
          r *= w0 * (colors[a * 4] ?? 1) + w1 * (colors[b * 4] ?? 1) + w2 * (colors[c * 4] ?? 1);
          g *= w0 * (colors[a * 4 + 1] ?? 1) + w1 * (colors[b * 4 + 1] ?? 1) + w2 * (colors[c * 4 + 1] ?? 1);
          bl *= w0 * (colors[a * 4 + 2] ?? 1) + w1 * (colors[b * 4 + 2] ?? 1) + w2 * (colors[c * 4 + 2] ?? 1);
          alpha *= w0 * (colors[a * 4 + 3] ?? 1) + w1 * (colors[b * 4 + 3] ?? 1) + w2 * (colors[c * 4 + 3] ?? 1);
        }
        let er = fer;
        let eg = feg;
        let eb = feb;
        if (uvs && (tex || etex)) {
          let u = w0 * (uvs[a * 2] ?? 0) + w1 * (uvs[b * 2] ?? 0) + w2 * (uvs[c * 2] ?? 0);
          let v = w0 * (uvs[a * 2 + 1] ?? 0) + w1 * (uvs[b * 2 + 1] ?? 0) + w2 * (uvs[c * 2 + 1] ?? 0);
          if (t) {
            const su = u * t.scale[0];
            const sv = v * t.scale[1];
            u = cosR * su + sinR * sv + t.offset[0];
            v = -sinR * su + cosR * sv + t.offset[1];
          }
          u -= Math.floor(u);
          v -= Math.floor(v);
          if (tex) {
            const to =
              (Math.min(tex.height - 1, Math.floor(v * tex.height)) * tex.width +
                Math.min(tex.width - 1, Math.floor(u * tex.width))) *
              4;
            r *= SRGB_TO_LINEAR[tex.data[to] ?? 255] ?? 1;
            g *= SRGB_TO_LINEAR[tex.data[to + 1] ?? 255] ?? 1;
            bl *= SRGB_TO_LINEAR[tex.data[to + 2] ?? 255] ?? 1;
            alpha *= (tex.data[to + 3] ?? 255) / 255;
          }
          if (etex) {
            const to =
              (Math.min(etex.height - 1, Math.floor(v * etex.height)) * etex.width +
                Math.min(etex.width - 1, Math.floor(u * etex.width))) *
              4;
            er *= SRGB_TO_LINEAR[etex.data[to] ?? 0] ?? 0;
            eg *= SRGB_TO_LINEAR[etex.data[to + 1] ?? 0] ?? 0;
            eb *= SRGB_TO_LINEAR[etex.data[to + 2] ?? 0] ?? 0;
          }
        } else if (etex) {
          // An emissive texture without UVs cannot be sampled; glowing everywhere would be wrong.
          er = eg = eb = 0;
        }
        if (surface.cutoff > 0 && alpha < surface.cutoff) continue;

        let nx = fnx;
        let ny = fny;
        let nz = fnz;
        if (p.vn) {
          nx = w0 * (p.vn[a * 3] ?? 0) + w1 * (p.vn[b * 3] ?? 0) + w2 * (p.vn[c * 3] ?? 0);
          ny = w0 * (p.vn[a * 3 + 1] ?? 0) + w1 * (p.vn[b * 3 + 1] ?? 0) + w2 * (p.vn[c * 3 + 1] ?? 0);
          nz = w0 * (p.vn[a * 3 + 2] ?? 0) + w1 * (p.vn[b * 3 + 2] ?? 0) + w2 * (p.vn[c * 3 + 2] ?? 0);
          const len = Math.hypot(nx, ny, nz) || 1;
          const s = (nx * fnx + ny * fny + nz * fnz < 0 ? -1 : 1) / len;
          nx *= s;
          ny *= s;
          nz *= s;
        }
        const key = Math.max(0, nx * KEY[0] + ny * KEY[1] + nz * KEY[2]);
        const fill = Math.max(0, nx * FILL[0] + ny * FILL[1] + nz * FILL[2]);
        const light = 0.28 + 0.12 * ny + 0.85 * key + 0.3 * fill;

        const out = o * 4;
        const sr = toSrgb(r * light + er);
        const sg = toSrgb(g * light + eg);
        const sb = toSrgb(bl * light + eb);
        if (surface.blend && alpha < 0.999) {
          rgba[out] = Math.round(sr * alpha + (rgba[out] ?? 0) * (1 - alpha));
          rgba[out + 1] = Math.round(sg * alpha + (rgba[out + 1] ?? 0) * (1 - alpha));
          rgba[out + 2] = Math.round(sb * alpha + (rgba[out + 2] ?? 0) * (1 - alpha));
        } else {
          rgba[out] = sr;
          rgba[out + 1] = sg;
          rgba[out + 2] = sb;
          depth[o] = z;
        }
      }
    }
  }
}

export interface CoverImages {
  cover: Buffer;
  list: Buffer;
  thumb: Buffer;
}

const SUPERSAMPLE = 2;

async function renderWebp(batches: Batch[], width: number, height: number, quality: number): Promise<Buffer> {
  const w = width * SUPERSAMPLE;
  const h = height * SUPERSAMPLE;
  const rgba = rasterize(batches, frameCamera(batches, w / h), w, h);
  return sharp(rgba, { raw: { width: w, height: h, channels: 4 } })
    .resize(width, height, { kernel: 'lanczos3' })
    .removeAlpha()
    .webp({ quality })
    .toBuffer();
}

/** The 1024x768 cover, the 400x300 list image (resized from it) and a 60x60 thumbnail framed square. */
export async function renderCover(doc: Document): Promise<CoverImages> {
  const batches = await collectBatches(doc);
  const cover = await renderWebp(batches, 1024, 768, 86);
  const list = await sharp(cover).resize(400, 300, { kernel: 'lanczos3' }).webp({ quality: 82 }).toBuffer();
  // The thumbnail is framed on its own: cropping the 4:3 cover would cut wide models.
  const thumb = await renderWebp(batches, 60, 60, 80);
  return { cover, list, thumb };
}
