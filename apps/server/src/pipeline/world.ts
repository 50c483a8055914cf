import { type Accessor, type Document, type Node, type Primitive } from '@gltf-transform/core';

/** Column-major 4x4 matrix, as glTF stores them. */
type Mat4 = ArrayLike<number>;

const IDENTITY: number[] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

function multiply(a: Mat4, b: Mat4): Float64Array {
  const out = new Float64Array(16);
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      let sum = 0;
      for (let k = 0; k < 4; k++) sum += (a[k * 4 + r] ?? 0) * (b[c * 4 + k] ?? 0);
      out[c * 4 + r] = sum;
    }
  }
  return out;
}

/** Reads an accessor into a tight float array of `components` per element (missing ones are 1, as for alpha). */
export function readAccessor(accessor: Accessor, components: number): Float32Array {
  const count = accessor.getCount();
  const size = accessor.getElementSize();
  const array: unknown = accessor.getArray();
  // Plain float data is copied in one go; getElement per vertex is the slow path for quantized data.
  if (array instanceof Float32Array && size === components && array.length === count * size) return array.slice();
  const out = new Float32Array(count * components);
  const el: number[] = new Array<number>(size).fill(0);
  for (let i = 0; i < count; i++) {
    accessor.getElement(i, el);
    for (let c = 0; c < components; c++) out[i * components + c] = c < size ? (el[c] ?? 0) : 1;
  }
  return out;
}

export interface DrawnPrimitive {
  node: Node;
  prim: Primitive;
  /** World-space positions (skinned primitives in their bind pose, as a viewer shows them before playing). */
  positions: Float32Array;
  /** World-space unit normals, when the primitive has them. */
  normals: Float32Array | null;
}

function transformInPlace(values: Float32Array, m: Mat4, isDirection: boolean): void {
  for (let i = 0; i < values.length; i += 3) {
    const x = values[i] ?? 0;
    const y = values[i + 1] ?? 0;
    const z = values[i + 2] ?? 0;
    const w = isDirection ? 0 : 1;
    let nx = (m[0] ?? 0) * x + (m[4] ?? 0) * y + (m[8] ?? 0) * z + (m[12] ?? 0) * w;
    let ny = (m[1] ?? 0) * x + (m[5] ?? 0) * y + (m[9] ?? 0) * z + (m[13] ?? 0) * w;
    let nz = (m[2] ?? 0) * x + (m[6] ?? 0) * y + (m[10] ?? 0) * z + (m[14] ?? 0) * w;
    if (isDirection) {
      const len = Math.hypot(nx, ny, nz) || 1;
      nx /= len;
      ny /= len;
      nz /= len;
    }
    values[i] = nx;
    values[i + 1] = ny;
    values[i + 2] = nz;
  }
}

/**
 * glTF ignores a skinned mesh node's own transform: vertices follow their joints. Each vertex is moved
 * by the weighted sum of jointWorld x inverseBind; the result is the bind pose in world space.
 */
function skin(node: Node, prim: Primitive, positions: Float32Array, normals: Float32Array | null): boolean {
  const skinDef = node.getSkin();
  const jointsAttr = prim.getAttribute('JOINTS_0');
  const weightsAttr = prim.getAttribute('WEIGHTS_0');
  if (!skinDef || !jointsAttr || !weightsAttr) return false;
  const ibmAccessor = skinDef.getInverseBindMatrices();
  const ibm = ibmAccessor ? readAccessor(ibmAccessor, 16) : null;
  const matrices = skinDef
    .listJoints()
    .map((joint, j) => multiply(joint.getWorldMatrix(), ibm ? ibm.subarray(j * 16, j * 16 + 16) : IDENTITY));
  const joints = readAccessor(jointsAttr, 4);
  const weights = readAccessor(weightsAttr, 4);
  const count = positions.length / 3;
  const m = new Float64Array(16);
  for (let i = 0; i < count; i++) {
    m.fill(0);
    let total = 0;
    for (let k = 0; k < 4; k++) {
      const w = weights[i * 4 + k] ?? 0;
      const jm = matrices[joints[i * 4 + k] ?? 0];
      if (!w || !jm) continue;
      total += w;
      for (let e = 0; e < 16; e++) m[e] = (m[e] ?? 0) + w * (jm[e] ?? 0);
    }
    if (total === 0) m.set(node.getWorldMatrix());
    else if (Math.abs(total - 1) > 1e-6) for (let e = 0; e < 16; e++) m[e] = (m[e] ?? 0) / total;
    transformInPlace(positions.subarray(i * 3, i * 3 + 3), m, false);
    if (normals) transformInPlace(normals.subarray(i * 3, i * 3 + 3), m, true);
  }
  return true;
}

/**
 * Every primitive of the default scene as drawn, with world-space positions and normals. A generator,
 * so a caller that only aggregates (the bounding box) holds one primitive's copy at a time.
 */
export function* listDrawnPrimitives(doc: Document): Generator<DrawnPrimitive> {
  const scene = doc.getRoot().getDefaultScene() ?? doc.getRoot().listScenes()[0];
  const nodes: Node[] = [];
  scene?.traverse((node) => nodes.push(node));
  for (const node of nodes) {
    for (const prim of node.getMesh()?.listPrimitives() ?? []) {
      const position = prim.getAttribute('POSITION');
      if (!position) continue;
      const positions = readAccessor(position, 3);
      const normalAttr = prim.getAttribute('NORMAL');
      const normals = normalAttr ? readAccessor(normalAttr, 3) : null;
      if (!skin(node, prim, positions, normals)) {
        const world = node.getWorldMatrix();
        transformInPlace(positions, world, false);
        if (normals) transformInPlace(normals, world, true);
      }
      yield { node, prim, positions, normals };
    }
  }
}
