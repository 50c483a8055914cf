import { type Accessor, type Document, Primitive } from '@gltf-transform/core';

/** Geometry clean-up before the heavy steps: giant primitives cut into slabs, degenerate and repeated triangles dropped. */

/**
 * An accessor's array as `unknown`: glTF-Transform's TypedArray union names Float16Array, which this
 * project's ES2023 lib does not define, so the declared type resolves to an error type; callers narrow.
 */
export function arrayOf(accessor: Accessor): unknown {
  return accessor.getArray();
}

/**
 * Primitives above this many triangles are cut into pieces of at most this size. Every meshopt step
 * (reorder, simplify, encode) copies a whole primitive into its WebAssembly heap, which grows to fit
 * and never shrinks: a single 7 M-triangle scan took the simplifier's heap alone to about 1 GB.
 */
const SPLIT_MAX_TRIANGLES = 500_000;
/** Buckets of the counting sort that places triangles along the longest axis before cutting. */
const SPLIT_BUCKETS = 1 << 16;

/**
 * Which piece each triangle goes to: pieces are slabs across the longest axis of the primitive's
 * bounds, so each is a compact run of surface with a short border. A counting sort of the
 * triangles' centroids into SPLIT_BUCKETS slices of that axis, each slice whole in one piece.
 */
function slabPieces(indices: Uint32Array | Uint16Array, positions: Float32Array, pieces: number): Uint16Array {
  const extents = [0, 1, 2].map((c) => {
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = c; i < positions.length; i += 3) {
      const v = positions[i] ?? 0;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    return { lo, size: hi - lo };
  });
  const sizes = extents.map((e) => e.size);
  const axis = sizes.indexOf(Math.max(...sizes));
  const { lo, size } = extents[axis] ?? { lo: 0, size: 0 };
  // Centroids are summed, not averaged: the bounds are scaled by three instead.
  const scale = size > 0 ? SPLIT_BUCKETS / (3 * size) : 0;
  const triangles = Math.floor(indices.length / 3);
  const pieceOf = new Uint16Array(triangles);
  const counts = new Uint32Array(SPLIT_BUCKETS);
  for (let t = 0; t < triangles; t++) {
    const sum =
      (positions[(indices[t * 3] ?? 0) * 3 + axis] ?? 0) +
      (positions[(indices[t * 3 + 1] ?? 0) * 3 + axis] ?? 0) +
      (positions[(indices[t * 3 + 2] ?? 0) * 3 + axis] ?? 0);
    const bucket = Math.min(SPLIT_BUCKETS - 1, Math.max(0, Math.floor((sum - 3 * lo) * scale)));
    pieceOf[t] = bucket;
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  const perPiece = Math.ceil(triangles / pieces);
  const pieceOfBucket = new Uint16Array(SPLIT_BUCKETS);
  for (let b = 0, before = 0; b < SPLIT_BUCKETS; b++) {
    pieceOfBucket[b] = Math.min(pieces - 1, Math.floor(before / perPiece));
    before += counts[b] ?? 0;
  }
  for (let t = 0; t < triangles; t++) pieceOf[t] = pieceOfBucket[pieceOf[t] ?? 0] ?? 0;
  return pieceOf;
}

/**
 * The corners (source vertex numbers) of each piece, in one pass. The source order is kept inside a
 * piece: exporters write neighbouring triangles together, and the vertex cache order builds on it.
 */
function dealCorners(indices: Uint32Array | Uint16Array, pieceOf: Uint16Array, pieces: number): Uint32Array[] {
  const counts = new Uint32Array(pieces);
  for (const p of pieceOf) counts[p] = (counts[p] ?? 0) + 1;
  const out = Array.from(counts, (count) => new Uint32Array(count * 3));
  const filled = new Uint32Array(pieces);
  for (let t = 0; t < pieceOf.length; t++) {
    const p = pieceOf[t] ?? 0;
    const corners = out[p];
    if (!corners) continue;
    const o = filled[p] ?? 0;
    corners[o] = indices[t * 3] ?? 0;
    corners[o + 1] = indices[t * 3 + 1] ?? 0;
    corners[o + 2] = indices[t * 3 + 2] ?? 0;
    filled[p] = o + 3;
  }
  return out;
}

/** The vertices `used` of an attribute, in that order, as a new accessor of the same kind. */
function gatherVertices(doc: Document, source: Accessor, used: Uint32Array, count: number): Accessor {
  // Any typed array: indexed reads and writes of numbers are all this needs.
  const array = arrayOf(source) as Float32Array;
  const size = source.getElementSize();
  const out = new (array.constructor as Float32ArrayConstructor)(count * size);
  for (let i = 0; i < count; i++) {
    const from = (used[i] ?? 0) * size;
    for (let j = 0; j < size; j++) out[i * size + j] = array[from + j] ?? 0;
  }
  return doc
    .createAccessor(source.getName(), source.getBuffer())
    .setType(source.getType())
    .setNormalized(source.getNormalized())
    .setArray(out);
}

/**
 * Cuts every indexed triangle primitive above SPLIT_MAX_TRIANGLES into slabs of the same material,
 * each with only the vertices it uses: the model looks the same, and no later step holds more than
 * one slab in WebAssembly memory. Primitives with morph targets are left whole (scans have none).
 */
export function splitLargePrimitives(doc: Document): void {
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const prim of mesh.listPrimitives()) {
      const indices = prim.getIndices();
      const indexArray = indices ? arrayOf(indices) : null;
      const position = prim.getAttribute('POSITION');
      const positionArray = position ? arrayOf(position) : null;
      if (
        prim.getMode() !== Primitive.Mode.TRIANGLES ||
        prim.listTargets().length > 0 ||
        !indices ||
        !position ||
        !(indexArray instanceof Uint32Array || indexArray instanceof Uint16Array) ||
        !(positionArray instanceof Float32Array) ||
        indexArray.length / 3 <= SPLIT_MAX_TRIANGLES
      )
        continue;
      const pieces = Math.ceil(indexArray.length / 3 / SPLIT_MAX_TRIANGLES);
      const pieceCorners = dealCorners(indexArray, slabPieces(indexArray, positionArray, pieces), pieces);
      const sources = prim.listSemantics().map((semantic) => [semantic, prim.getAttribute(semantic)] as const);
      // A source vertex's number in the current piece, or -1; reset after each piece.
      const remap = new Int32Array(position.getCount()).fill(-1);
      const used = new Uint32Array(position.getCount());
      for (const corners of pieceCorners) {
        if (corners.length === 0) continue;
        let vertices = 0;
        for (let c = 0; c < corners.length; c++) {
          const v = corners[c] ?? 0;
          let r = remap[v] ?? -1;
          if (r < 0) {
            r = remap[v] = vertices;
            used[vertices++] = v;
          }
          corners[c] = r;
        }
        for (let i = 0; i < vertices; i++) remap[used[i] ?? 0] = -1;
        const pieceIndices = doc
          .createAccessor(indices.getName(), indices.getBuffer())
          .setType('SCALAR')
          .setArray(vertices <= 65534 ? new Uint16Array(corners) : corners);
        const piece = prim.clone().setIndices(pieceIndices);
        for (const [semantic, source] of sources) {
          if (source) piece.setAttribute(semantic, gatherVertices(doc, source, used, vertices));
        }
        mesh.addPrimitive(piece);
      }
      prim.dispose();
      // Only the root still lists them: dispose now rather than at the next prune, so their arrays go.
      for (const accessor of [indices, ...sources.map(([, source]) => source)]) {
        if (accessor && accessor.listParents().length <= 1) accessor.dispose();
      }
    }
  }
}

/**
 * Drops triangles that show nothing or show twice: a corner used twice, and exact repeats of an earlier
 * triangle with the same winding (after weld, repeats share indices). Hostile files made of thousands of
 * copies of one big triangle cost the cover renderer their whole area each time; a repeat with the opposite
 * winding is the other side of a thin wall and is kept. Distinct corners at one position (a UV sphere's
 * poles) are left: they cost nothing and the statistics count them as the file has them.
 */
export function dropDegenerateTriangles(doc: Document): void {
  for (const mesh of doc.getRoot().listMeshes()) {
    for (const prim of mesh.listPrimitives()) {
      const indices = prim.getIndices();
      const indexArray = indices ? arrayOf(indices) : null;
      if (
        prim.getMode() !== Primitive.Mode.TRIANGLES ||
        prim.listTargets().length > 0 ||
        !indices ||
        !(indexArray instanceof Uint32Array || indexArray instanceof Uint16Array)
      )
        continue;
      const count = Math.floor(indexArray.length / 3);
      // Open addressing over triangle numbers; a table of at least twice the triangles keeps probes short.
      const size = 2 ** Math.ceil(Math.log2(Math.max(2, count * 2)));
      const table = new Int32Array(size).fill(-1);
      const kept = new Uint32Array(count * 3);
      let n = 0;
      for (let t = 0; t < count; t++) {
        let a = indexArray[t * 3] ?? 0;
        let b = indexArray[t * 3 + 1] ?? 0;
        let c = indexArray[t * 3 + 2] ?? 0;
        if (a === b || b === c || a === c) continue;
        // The same triangle starts at its smallest corner, whichever corner the file started at.
        while (a > b || a > c) [a, b, c] = [b, c, a];
        let slot = (Math.imul(a, 73856093) ^ Math.imul(b, 19349663) ^ Math.imul(c, 83492791)) & (size - 1);
        let repeat = false;
        for (let other = table[slot] ?? -1; other >= 0; other = table[slot] ?? -1) {
          if (kept[other * 3] === a && kept[other * 3 + 1] === b && kept[other * 3 + 2] === c) {
            repeat = true;
            break;
          }
          slot = (slot + 1) & (size - 1);
        }
        if (repeat) continue;
        table[slot] = n;
        kept[n * 3] = a;
        kept[n * 3 + 1] = b;
        kept[n * 3 + 2] = c;
        n++;
      }
      if (n === count) continue;
      if (n === 0) {
        prim.dispose();
        continue;
      }
      const out = indexArray instanceof Uint16Array ? new Uint16Array(kept.subarray(0, n * 3)) : kept.slice(0, n * 3);
      const replacement = doc.createAccessor(indices.getName(), indices.getBuffer()).setType('SCALAR').setArray(out);
      prim.setIndices(replacement);
      if (indices.listParents().length <= 1) indices.dispose();
    }
  }
}
