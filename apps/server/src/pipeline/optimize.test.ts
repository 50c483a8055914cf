import { Document, type Primitive } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { arrayOf, splitLargePrimitives } from './geometry.js';
import { releaseDisposedData } from './optimize.js';

/** A flat grid of size x size vertices at integer x/z, with normals, UVs and one material. */
function grid(doc: Document, size: number): Primitive {
  const count = size * size;
  const positions = new Float32Array(count * 3);
  const normals = new Float32Array(count * 3);
  const uvs = new Float32Array(count * 2);
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      const k = j * size + i;
      positions.set([i, (i * j) % 7, j], k * 3);
      normals.set([0, 1, 0], k * 3);
      uvs.set([i / size, j / size], k * 2);
    }
  }
  const indices = new Uint32Array((size - 1) * (size - 1) * 6);
  let o = 0;
  for (let j = 0; j < size - 1; j++) {
    for (let i = 0; i < size - 1; i++) {
      const a = j * size + i;
      indices.set([a, a + size, a + 1, a + 1, a + size, a + size + 1], o);
      o += 6;
    }
  }
  doc.createBuffer();
  const prim = doc
    .createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions))
    .setAttribute('NORMAL', doc.createAccessor().setType('VEC3').setArray(normals))
    .setAttribute('TEXCOORD_0', doc.createAccessor().setType('VEC2').setArray(uvs))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(indices))
    .setMaterial(doc.createMaterial('ground'));
  doc.createScene().addChild(doc.createNode().setMesh(doc.createMesh().addPrimitive(prim)));
  return prim;
}

/**
 * Every triangle as drawn, by the positions of its corners, sorted; and how many corners carry a UV
 * that is not the one of their position (the attributes must follow their vertex into the pieces).
 */
function drawnTriangles(prims: Primitive[], size: number): { triangles: string[]; strayUvs: number } {
  const triangles: string[] = [];
  let strayUvs = 0;
  for (const prim of prims) {
    const positions = arrayOf(prim.getAttribute('POSITION')!) as Float32Array;
    const uvs = arrayOf(prim.getAttribute('TEXCOORD_0')!) as Float32Array;
    const indices = arrayOf(prim.getIndices()!) as Uint32Array;
    for (let t = 0; t < indices.length; t += 3) {
      const corners: string[] = [];
      for (let c = 0; c < 3; c++) {
        const v = indices[t + c] ?? 0;
        const x = positions[v * 3] ?? 0;
        const z = positions[v * 3 + 2] ?? 0;
        if (Math.abs((uvs[v * 2] ?? 0) - x / size) + Math.abs((uvs[v * 2 + 1] ?? 0) - z / size) > 1e-6) strayUvs++;
        corners.push(`${x},${positions[v * 3 + 1]},${z}`);
      }
      triangles.push(corners.join(' '));
    }
  }
  return { triangles: triangles.sort(), strayUvs };
}

describe('splitLargePrimitives', () => {
  it('cuts a primitive above 500k triangles into slabs that draw the same triangles', () => {
    const doc = new Document();
    const size = 520;
    const source = grid(doc, size);
    const before = drawnTriangles([source], size).triangles;
    const material = source.getMaterial();
    splitLargePrimitives(doc);

    const pieces = doc.getRoot().listMeshes()[0]?.listPrimitives() ?? [];
    expect(pieces.length).toBe(2);
    expect(source.isDisposed()).toBe(true);
    for (const piece of pieces) {
      expect(piece.getMaterial()).toBe(material);
      expect(piece.getIndices()!.getCount() / 3).toBeLessThanOrEqual(500_000);
      // Each piece keeps only the vertices it uses.
      expect(piece.getAttribute('POSITION')!.getCount()).toBeLessThan(size * size);
    }
    const after = drawnTriangles(pieces, size);
    expect(after.strayUvs).toBe(0);
    expect(after.triangles.length).toBe(before.length);
    expect(after.triangles.findIndex((triangle, i) => triangle !== before[i])).toBe(-1);
    // The source arrays went with the source primitive.
    expect(doc.getRoot().listAccessors()).toHaveLength(pieces.length * 4);
  });

  it('leaves smaller primitives and morph-targeted ones whole', () => {
    const doc = new Document();
    const small = grid(doc, 300);
    splitLargePrimitives(doc);
    expect(doc.getRoot().listMeshes()[0]?.listPrimitives()).toEqual([small]);

    const morphed = new Document();
    const big = grid(morphed, 520);
    big.addTarget(morphed.createPrimitiveTarget().setAttribute('POSITION', big.getAttribute('POSITION')!.clone()));
    splitLargePrimitives(morphed);
    expect(morphed.getRoot().listMeshes()[0]?.listPrimitives()).toEqual([big]);
  });
});

describe('releaseDisposedData', () => {
  it('drops the arrays and images of what the document disposes', () => {
    const doc = releaseDisposedData(new Document());
    doc.createBuffer();
    const accessor = doc.createAccessor().setType('SCALAR').setArray(new Float32Array(8));
    const kept = doc.createAccessor().setType('SCALAR').setArray(new Float32Array(4));
    const texture = doc.createTexture().setImage(new Uint8Array(16)).setMimeType('image/png');
    accessor.dispose();
    texture.dispose();
    expect(accessor.getArray()).toBeNull();
    expect(texture.getImage()).toBeNull();
    expect(kept.getArray()).toHaveLength(4);
  });
});
