import { closeSync, openSync, readSync } from 'node:fs';
import { type Document, type mat4 } from '@gltf-transform/core';
import { type ModelFormat } from './types.js';
import { listDrawnPrimitives } from './world.js';

/**
 * Units and orientation. glTF is metres and +Y up; the source formats are not:
 *
 * - FBX: GlobalSettings carries UnitScaleFactor (centimetres per file unit: 1 = cm, 100 = m) and the
 *   axis system (UpAxis/UpAxisSign, CoordAxis/CoordAxisSign). assimp (assimpjs) keeps the file's units and
 *   axes, so we read them from the FBX ourselves (binary or ASCII) and put a root transform above the scene.
 * - COLLADA: `<asset><unit meter>` and `<up_axis>`. assimp applies both on its root node; we read them too
 *   and only add a transform when assimp's root does not already carry the unit scale.
 * - 3DS: Z-up; assimp rotates its root to Y-up and applies the master scale (chunk 0x0100) itself.
 * - glTF/GLB: metres and Y-up by specification, left as they are.
 * - STL, PLY, OBJ carry no unit. Heuristic (documented, and a Chinese warning when it fires): a model
 *   whose largest side is over 50 m (STL/PLY: CAD, 3D printing and scanning, almost always millimetres)
 *   or over 500 m (OBJ: also used for buildings and terrain in metres) is read as millimetres.
 *   STL is Z-up by the 3D-printing/CAD convention and is turned to Y-up; OBJ and PLY are Y-up already.
 */

/** Largest side in metres above which a unit-less model is read as millimetres. */
export const MM_HEURISTIC_LIMIT_M: Partial<Record<ModelFormat, number>> = { stl: 50, ply: 50, obj: 500 };

export interface FbxAxes {
  /** Centimetres per file unit. */
  unitScaleFactor: number;
  upAxis: number;
  upAxisSign: number;
  coordAxis: number;
  coordAxisSign: number;
}

const FBX_DEFAULTS: FbxAxes = { unitScaleFactor: 1, upAxis: 1, upAxisSign: 1, coordAxis: 0, coordAxisSign: 1 };
/** GlobalSettings sits near the start of an FBX; this much is read to find it. */
const FBX_HEAD_BYTES = 8 * 1024 * 1024;

function readHead(file: string, max: number): Buffer {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(max);
    const n = readSync(fd, buf, 0, max, 0);
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/**
 * One Properties70 value of an FBX. Binary: the P record's properties are typed ('S' + uint32 length +
 * bytes for the name and the three type strings, then 'D' double or 'I' int32). ASCII: `P: "Name", "type", "", "", value`.
 */
function fbxProperty(head: Buffer, name: string, ascii: boolean): number | null {
  if (ascii) {
    const match = new RegExp(`P:\\s*"${name}"\\s*,\\s*"[^"]*"\\s*,\\s*"[^"]*"\\s*,\\s*"[^"]*"\\s*,\\s*([-+0-9.eE]+)`).exec(
      head.toString('latin1'),
    );
    const v = match ? Number(match[1]) : NaN;
    return Number.isFinite(v) ? v : null;
  }
  const key = Buffer.alloc(5 + name.length);
  key.write('S', 0, 'latin1');
  key.writeUInt32LE(name.length, 1);
  key.write(name, 5, 'latin1');
  const at = head.indexOf(key);
  if (at < 0) return null;
  let offset = at + key.length;
  // Three more strings: type, label, flags.
  for (let i = 0; i < 3; i++) {
    if (head[offset] !== 0x53 || offset + 5 > head.length) return null;
    offset += 5 + head.readUInt32LE(offset + 1);
  }
  const type = String.fromCharCode(head[offset] ?? 0);
  if (type === 'D' && offset + 9 <= head.length) return head.readDoubleLE(offset + 1);
  if (type === 'F' && offset + 5 <= head.length) return head.readFloatLE(offset + 1);
  if (type === 'I' && offset + 5 <= head.length) return head.readInt32LE(offset + 1);
  if (type === 'L' && offset + 9 <= head.length) return Number(head.readBigInt64LE(offset + 1));
  return null;
}

/** The unit and axis system of an FBX file (binary or ASCII); defaults (cm, Y-up) for what it does not say. */
export function readFbxAxes(file: string): FbxAxes {
  const head = readHead(file, FBX_HEAD_BYTES);
  const ascii = !head.subarray(0, 18).toString('latin1').startsWith('Kaydara FBX Binary');
  const get = (name: keyof FbxAxes, key: string, ok: (v: number) => boolean) => {
    const v = fbxProperty(head, key, ascii);
    return v !== null && ok(v) ? v : FBX_DEFAULTS[name];
  };
  const axis = (v: number) => v === 0 || v === 1 || v === 2;
  const sign = (v: number) => v === 1 || v === -1;
  return {
    unitScaleFactor: get('unitScaleFactor', 'UnitScaleFactor', (v) => Number.isFinite(v) && v > 1e-6 && v < 1e6),
    upAxis: get('upAxis', 'UpAxis', axis),
    upAxisSign: get('upAxisSign', 'UpAxisSign', sign),
    coordAxis: get('coordAxis', 'CoordAxis', axis),
    coordAxisSign: get('coordAxisSign', 'CoordAxisSign', sign),
  };
}

/**
 * Column-major matrix taking the file's axes to glTF's (right +X, up +Y, right x up = +Z), scaled by
 * `scale`. Null when the file's up and right axes coincide (a broken header).
 */
export function axisMatrix(upAxis: number, upSign: number, rightAxis: number, rightSign: number, scale: number): mat4 | null {
  if (upAxis === rightAxis) return null;
  const up = [0, 0, 0];
  const right = [0, 0, 0];
  up[upAxis] = upSign;
  right[rightAxis] = rightSign;
  const [ux = 0, uy = 0, uz = 0] = up;
  const [rx = 0, ry = 0, rz = 0] = right;
  const back = [ry * uz - rz * uy, rz * ux - rx * uz, rx * uy - ry * ux];
  // Rows of the rotation are the file's right, up and back vectors.
  const rows = [right, up, back];
  const m = new Array<number>(16).fill(0);
  for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) m[c * 4 + r] = (rows[r]?.[c] ?? 0) * scale;
  m[15] = 1;
  return m as mat4;
}

const isIdentity = (m: ArrayLike<number>) =>
  Array.from({ length: 16 }, (_, i) => m[i] ?? 0).every((v, i) => Math.abs(v - (i % 5 === 0 ? 1 : 0)) < 1e-9);

/** Puts every root node of every scene under one node with matrix m (skins and animations follow). */
export function applyRootTransform(doc: Document, m: mat4, name = 'UnitAxisCorrection'): void {
  if (isIdentity(m)) return;
  for (const scene of doc.getRoot().listScenes()) {
    const children = scene.listChildren();
    if (children.length === 0) continue;
    const wrapper = doc.createNode(name).setMatrix(m);
    for (const child of children) {
      scene.removeChild(child);
      wrapper.addChild(child);
    }
    scene.addChild(wrapper);
  }
}

/** Largest side of the drawn model, in glTF units. */
function largestSide(doc: Document): number {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const { positions } of listDrawnPrimitives(doc)) {
    for (let i = 0; i < positions.length; i += 3) {
      for (let c = 0; c < 3; c++) {
        const v = positions[i + c] ?? 0;
        if (v < (min[c] ?? 0)) min[c] = v;
        if (v > (max[c] ?? 0)) max[c] = v;
      }
    }
  }
  const side = Math.max(...[0, 1, 2].map((c) => (max[c] ?? 0) - (min[c] ?? 0)));
  return Number.isFinite(side) ? side : 0;
}

export interface ColladaAsset {
  meter: number;
  upAxis: 'X_UP' | 'Y_UP' | 'Z_UP';
}

/** `<asset><unit meter="..."/>` and `<up_axis>` of a COLLADA file (the asset block is at its start). */
export function readColladaAsset(file: string): ColladaAsset {
  const head = readHead(file, 256 * 1024).toString('utf8');
  const asset = /<asset\b[\s\S]*?<\/asset>/i.exec(head)?.[0] ?? '';
  const meter = Number(/<unit\b[^>]*\bmeter\s*=\s*["']([^"']+)["']/i.exec(asset)?.[1] ?? '1');
  const up = /<up_axis>\s*([XYZ]_UP)\s*<\/up_axis>/i.exec(asset)?.[1]?.toUpperCase();
  return { meter: Number.isFinite(meter) && meter > 0 ? meter : 1, upAxis: up === 'X_UP' || up === 'Z_UP' ? up : 'Y_UP' };
}

/** Uniform scale of a node's matrix (cube root of its determinant's magnitude). */
function matrixScale(m: ArrayLike<number>): number {
  const a = (i: number) => m[i] ?? 0;
  const det = a(0) * (a(5) * a(10) - a(9) * a(6)) - a(4) * (a(1) * a(10) - a(9) * a(2)) + a(8) * (a(1) * a(6) - a(5) * a(2));
  return Math.cbrt(Math.abs(det));
}

const fmt = (v: number) => Number(v.toPrecision(4)).toString();

/**
 * Brings a converted document to metres and +Y up, from what its source format says (see the top of
 * this file). Runs once, right after conversion and before any statistics.
 */
export function normalizeUnits(doc: Document, format: ModelFormat, file: string, warnings: string[]): void {
  if (format === 'fbx') {
    const axes = readFbxAxes(file);
    const m = axisMatrix(axes.upAxis, axes.upAxisSign, axes.coordAxis, axes.coordAxisSign, axes.unitScaleFactor / 100);
    if (m) applyRootTransform(doc, m);
    return;
  }
  if (format === 'dae') {
    const asset = readColladaAsset(file);
    // assimp applies both on its root node; only fill in when its root does not carry the unit scale.
    const top = doc.getRoot().getDefaultScene()?.listChildren() ?? [];
    const applied = top.length === 1 && top[0] && Math.abs(matrixScale(top[0].getMatrix()) / asset.meter - 1) < 1e-3;
    if (!applied && asset.meter !== 1) {
      const m =
        asset.upAxis === 'Z_UP'
          ? axisMatrix(2, 1, 0, 1, asset.meter)
          : asset.upAxis === 'X_UP'
            ? axisMatrix(0, 1, 1, -1, asset.meter)
            : axisMatrix(1, 1, 0, 1, asset.meter);
      if (m) applyRootTransform(doc, m);
    }
    return;
  }
  if (format === 'stl') {
    const m = axisMatrix(2, 1, 0, 1, 1);
    if (m) applyRootTransform(doc, m, 'ZUpToYUp');
  }
  const limit = MM_HEURISTIC_LIMIT_M[format];
  if (limit === undefined) return;
  const side = largestSide(doc);
  if (side > limit) {
    applyRootTransform(doc, [0.001, 0, 0, 0, 0, 0.001, 0, 0, 0, 0, 0.001, 0, 0, 0, 0, 1], 'MillimetresToMetres');
    warnings.push(
      `${format.toUpperCase()} 文件不含长度单位：按米计算模型最长边为 ${fmt(side)} 米，超过 ${limit} 米，已按毫米处理（最长边 ${fmt(side)} 毫米）；如尺寸不对，请在建模软件中以米为单位重新导出`,
    );
  }
}
