import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { BufferAttribute, BufferGeometry } from 'three';

/** A Float32Array that grows by doubling; `view()` is the filled part without a copy. */
class FloatList {
  array: Float32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.array = new Float32Array(capacity);
  }
  reserve(n: number): void {
    if (this.length + n <= this.array.length) return;
    let size = this.array.length * 2;
    while (size < this.length + n) size *= 2;
    const next = new Float32Array(size);
    next.set(this.array.subarray(0, this.length));
    this.array = next;
  }
  push3(a: number, b: number, c: number): void {
    this.reserve(3);
    this.array[this.length++] = a;
    this.array[this.length++] = b;
    this.array[this.length++] = c;
  }
  push2(a: number, b: number): void {
    this.reserve(2);
    this.array[this.length++] = a;
    this.array[this.length++] = b;
  }
  /** The filled part; trimmed by a copy only when more than a quarter of the capacity is unused. */
  view(): Float32Array {
    return this.length < this.array.length * 0.75 ? this.array.slice(0, this.length) : this.array.subarray(0, this.length);
  }
}

export interface ObjObject {
  name: string;
  geometry: BufferGeometry;
  /** Material name of each geometry group, in group order ('' when no usemtl came before the faces). */
  materials: string[];
}

export interface ObjParseResult {
  objects: ObjObject[];
  /** The values of every `mtllib` statement. */
  mtllibs: string[];
  /** Whether the file has any `vn` statement (without them the normals are left for the viewer to compute). */
  hasNormals: boolean;
}

interface Builder {
  name: string;
  positions: FloatList;
  uvs: FloatList;
  normals: FloatList;
  colors: FloatList;
  hasUv: boolean;
  hasNormal: boolean;
  hasColor: boolean;
  groups: { start: number; count: number; material: string }[];
}

const newBuilder = (name: string): Builder => ({
  name,
  positions: new FloatList(),
  uvs: new FloatList(16),
  normals: new FloatList(16),
  colors: new FloatList(16),
  hasUv: false,
  hasNormal: false,
  hasColor: false,
  groups: [],
});

/**
 * A streaming Wavefront OBJ reader: lines come from a file stream and go straight into typed arrays, so
 * the file is never one string and nothing is held as JS number arrays (three's OBJLoader does both, about
 * 12x the file size at its peak). Same model as OBJLoader: `o` and `g` start an object, `usemtl` starts a
 * group inside it, polygons are fanned into triangles, and every triangle corner gets its own vertex (the
 * optimiser welds them afterwards). Lines and points are skipped: the marketplace shows surfaces.
 */
export async function parseObjStream(file: string): Promise<ObjParseResult> {
  const v = new FloatList(1 << 16);
  const vt = new FloatList(1 << 12);
  const vn = new FloatList(1 << 12);
  let vc: FloatList | null = null;
  const mtllibs: string[] = [];
  const objects: ObjObject[] = [];
  let hasNormals = false;
  let material = '';
  let current = newBuilder('');

  const finish = (b: Builder) => {
    if (b.positions.length < 9) return;
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(b.positions.view(), 3));
    if (b.hasUv) geometry.setAttribute('uv', new BufferAttribute(b.uvs.view(), 2));
    if (b.hasNormal) geometry.setAttribute('normal', new BufferAttribute(b.normals.view(), 3));
    if (b.hasColor) geometry.setAttribute('color', new BufferAttribute(b.colors.view(), 3));
    for (const [i, g] of b.groups.entries()) geometry.addGroup(g.start, g.count, i);
    objects.push({ name: b.name, geometry, materials: b.groups.map((g) => g.material) });
  };
  const startObject = (name: string) => {
    finish(current);
    current = newBuilder(name);
  };

  const vertexCount = () => v.length / 3;
  const resolve = (raw: string | undefined, count: number): number => {
    if (!raw) return -1;
    const i = parseInt(raw, 10);
    if (!Number.isFinite(i) || i === 0) return -1;
    const index = i > 0 ? i - 1 : count + i;
    return index >= 0 && index < count ? index : -1;
  };

  const addCorner = (b: Builder, ref: string) => {
    const parts = ref.split('/');
    const pi = resolve(parts[0], vertexCount());
    const ti = resolve(parts[1], vt.length / 2);
    const ni = resolve(parts[2], vn.length / 3);
    const pos = v.array;
    if (pi < 0) b.positions.push3(0, 0, 0);
    else b.positions.push3(pos[pi * 3] ?? 0, pos[pi * 3 + 1] ?? 0, pos[pi * 3 + 2] ?? 0);
    if (ti >= 0 && !b.hasUv) {
      b.hasUv = true;
      b.uvs.reserve((b.positions.length / 3) * 2);
      b.uvs.length = (b.positions.length / 3 - 1) * 2;
    }
    if (b.hasUv) b.uvs.push2(ti >= 0 ? (vt.array[ti * 2] ?? 0) : 0, ti >= 0 ? (vt.array[ti * 2 + 1] ?? 0) : 0);
    if (ni >= 0 && !b.hasNormal) {
      b.hasNormal = true;
      b.normals.reserve(b.positions.length);
      b.normals.length = b.positions.length - 3;
    }
    if (b.hasNormal)
      b.normals.push3(
        ni >= 0 ? (vn.array[ni * 3] ?? 0) : 0,
        ni >= 0 ? (vn.array[ni * 3 + 1] ?? 0) : 0,
        ni >= 0 ? (vn.array[ni * 3 + 2] ?? 0) : 0,
      );
    if (vc && pi >= 0 && !b.hasColor) {
      b.hasColor = true;
      b.colors.reserve(b.positions.length);
      b.colors.length = b.positions.length - 3;
    }
    if (b.hasColor)
      b.colors.push3(
        vc && pi >= 0 ? (vc.array[pi * 3] ?? 1) : 1,
        vc && pi >= 0 ? (vc.array[pi * 3 + 1] ?? 1) : 1,
        vc && pi >= 0 ? (vc.array[pi * 3 + 2] ?? 1) : 1,
      );
  };

  const lines = createInterface({
    input: createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 }),
    crlfDelay: Infinity,
  });
  for await (const raw of lines) {
    const line = raw.trim();
    if (line.length < 2 || line.charCodeAt(0) === 35 /* # */) continue;
    const space = line.search(/\s/);
    const key = space < 0 ? line : line.slice(0, space);
    const rest = space < 0 ? '' : line.slice(space + 1).trim();
    switch (key) {
      case 'v': {
        const t = rest.split(/\s+/);
        v.push3(Number(t[0]) || 0, Number(t[1]) || 0, Number(t[2]) || 0);
        if (t.length >= 6) {
          if (!vc) {
            vc = new FloatList(v.array.length);
            // Vertices before the first coloured one are white.
            vc.reserve(v.length);
            vc.array.fill(1, 0, v.length - 3);
            vc.length = v.length - 3;
          }
          vc.push3(Number(t[3]), Number(t[4]), Number(t[5]));
        } else if (vc) vc.push3(1, 1, 1);
        break;
      }
      case 'vt': {
        const t = rest.split(/\s+/);
        vt.push2(Number(t[0]) || 0, Number(t[1]) || 0);
        break;
      }
      case 'vn': {
        const t = rest.split(/\s+/);
        vn.push3(Number(t[0]) || 0, Number(t[1]) || 0, Number(t[2]) || 0);
        hasNormals = true;
        break;
      }
      case 'f': {
        const refs = rest.split(/\s+/);
        if (refs.length < 3) break;
        let group = current.groups[current.groups.length - 1];
        if (!group || group.material !== material) {
          group = { start: current.positions.length / 3, count: 0, material };
          current.groups.push(group);
        }
        for (let i = 1; i + 1 < refs.length; i++) {
          addCorner(current, refs[0] ?? '');
          addCorner(current, refs[i] ?? '');
          addCorner(current, refs[i + 1] ?? '');
          group.count += 3;
        }
        break;
      }
      case 'o':
      case 'g':
        startObject(rest);
        break;
      case 'usemtl':
        material = rest;
        break;
      case 'mtllib':
        mtllibs.push(rest);
        break;
      default:
        break;
    }
  }
  finish(current);
  return { objects, mtllibs, hasNormals };
}
