import * as THREE from 'three';
import { mergeGeometries, mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { extrude, type Parts, torus, tube, type Vec3 } from '../kit.js';

/**
 * A shoe is built on a "last": for u from heel (0) to toe (1) a cross-section arches from the outer
 * sole edge (θ = 0) over the instep (θ = π/2) to the inner edge (θ = π). The collar and throat are cut by
 * limiting θ near the top, so the upper is two patches (outer and inner side) that meet along the ridge
 * in front of the opening.
 */

/** A smooth function through (u, value) control points, sampled densely once and read linearly. */
export function curve1d(points: readonly (readonly [number, number])[]): (u: number) => number {
  const spline = new THREE.SplineCurve(points.map(([u, v]) => new THREE.Vector2(u, v)));
  const table = spline.getPoints(400);
  return (u) => {
    let i = 0;
    while (i < table.length - 2 && (table[i + 1]?.x ?? 1) < u) i++;
    const a = table[i] ?? new THREE.Vector2();
    const b = table[i + 1] ?? a;
    const t = b.x === a.x ? 0 : Math.min(1, Math.max(0, (u - a.x) / (b.x - a.x)));
    return a.y + (b.y - a.y) * t;
  };
}

export interface LastSpec {
  length: number;
  /** Half-widths (fractions of `width`) of the outer and inner side along the foot. */
  outer: (u: number) => number;
  inner: (u: number) => number;
  width: number;
  /** Height of the closed upper above its base along the foot. */
  height: (u: number) => number;
  /** Raise of the whole foot (a high heel, toe spring). */
  lift: (u: number) => number;
  /** y where the upper meets the sole. */
  base: number;
  /** How far (radians) the opening cuts down from the top; 0 where the upper is closed. */
  opening: (u: number) => number;
}

export const FOOT_OUTER = curve1d([
  [0, 0],
  [0.012, 0.42],
  [0.05, 0.7],
  [0.12, 0.8],
  [0.3, 0.8],
  [0.5, 0.82],
  [0.7, 1],
  [0.86, 0.93],
  [0.95, 0.68],
  [0.985, 0.38],
  [1, 0],
]);
export const FOOT_INNER = curve1d([
  [0, 0],
  [0.012, 0.42],
  [0.05, 0.7],
  [0.12, 0.78],
  [0.3, 0.7],
  [0.48, 0.62],
  [0.7, 0.96],
  [0.86, 0.92],
  [0.95, 0.7],
  [0.985, 0.4],
  [1, 0],
]);

export function lastPoint(s: LastSpec, u: number, theta: number, inflate = 0): THREE.Vector3 {
  const c = Math.cos(theta);
  const sn = Math.sin(theta);
  const half = (c >= 0 ? s.outer(u) : s.inner(u)) * (s.width / 2) + inflate;
  const h = s.height(u) + inflate;
  return new THREE.Vector3(
    (u - 0.5) * s.length,
    s.base + s.lift(u) + h * Math.abs(sn) ** 0.9,
    half * Math.sign(c) * Math.abs(c) ** 0.6,
  );
}

/** Cosine spacing: more stations at the rounded heel and toe. */
const stationU = (i: number, n: number, u0: number, u1: number) => u0 + ((u1 - u0) * (1 - Math.cos((Math.PI * i) / n))) / 2;

/** A grid over (u, θ) with θ between two functions of u; positions and UVs only. */
export function lastPatch(
  s: LastSpec,
  u0: number,
  u1: number,
  theta0: (u: number) => number,
  theta1: (u: number) => number,
  inflate = 0,
  nu = 48,
  nt = 16,
): THREE.BufferGeometry {
  const positions: number[] = [];
  const uvs: number[] = [];
  const index: number[] = [];
  for (let i = 0; i <= nu; i++) {
    const u = stationU(i, nu, u0, u1);
    for (let k = 0; k <= nt; k++) {
      const theta = theta0(u) + ((theta1(u) - theta0(u)) * k) / nt;
      const p = lastPoint(s, u, theta, inflate);
      positions.push(p.x, p.y, p.z);
      uvs.push(u * 3, (theta / Math.PI) * 1.2);
      if (i < nu && k < nt) {
        const a = i * (nt + 1) + k;
        const b = a + nt + 1;
        index.push(a, b, a + 1, b, b + 1, a + 1);
      }
    }
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new THREE.Float32BufferAttribute(uvs, 2));
  geometry.setIndex(index);
  return geometry;
}

/** Welds patches along shared edges before computing normals, so the ridge and heel seams shade smoothly. */
export function welded(...patches: THREE.BufferGeometry[]): THREE.BufferGeometry {
  const merged = mergeGeometries(patches);
  if (!merged) throw new Error('shoe patches do not merge');
  const geometry = mergeVertices(merged, 1e-6);
  geometry.computeVertexNormals();
  return geometry;
}

export const thetaMax = (s: LastSpec) => (u: number) => Math.PI / 2 - Math.max(0, s.opening(u));

/** The upper: outer and inner side patches, open wherever `opening` is positive. */
function upper(s: LastSpec): THREE.BufferGeometry {
  const top = thetaMax(s);
  return welded(
    lastPatch(s, 0, 1, () => 0, top, 0, 48, 16),
    lastPatch(
      s,
      0,
      1,
      (u) => Math.PI - top(u),
      () => Math.PI,
      0,
      48,
      16,
    ),
  );
}

/** Sole outline in plan, scaled, as a shape for extrusion (shape y is world -z after rotation). */
export function soleShape(s: LastSpec, grow: number): THREE.Shape {
  const pts: THREE.Vector2[] = [];
  const n = 36;
  for (let i = 0; i <= n; i++) {
    const u = stationU(i, n, 0, 1);
    pts.push(
      new THREE.Vector2((u - 0.5) * s.length * (1 + grow * 0.3), -(s.outer(u) * (s.width / 2) * (1 + grow) + grow * 0.01)),
    );
  }
  for (let i = n - 1; i > 0; i--) {
    const u = stationU(i, n, 0, 1);
    pts.push(new THREE.Vector2((u - 0.5) * s.length * (1 + grow * 0.3), s.inner(u) * (s.width / 2) * (1 + grow) + grow * 0.01));
  }
  return new THREE.Shape(pts);
}

/** A sole slab from y0 to y1, following the foot's lift. */
export function soleSlab(s: LastSpec, y0: number, y1: number, grow: number): THREE.BufferGeometry {
  const geometry = extrude(soleShape(s, grow), y1 - y0, {
    bevel: Math.min(0.003, (y1 - y0) / 4),
    bevelSegments: 1,
    curveSegments: 2,
  });
  geometry.rotateX(-Math.PI / 2);
  geometry.translate(0, (y0 + y1) / 2, 0);
  const pos = geometry.getAttribute('position');
  for (let i = 0; i < pos.count; i++) {
    const u = Math.min(1, Math.max(0, pos.getX(i) / s.length + 0.5));
    pos.setY(i, pos.getY(i) + s.lift(u));
  }
  geometry.computeVertexNormals();
  return geometry;
}

/** Padding round the opening: along the outer edge from the throat to the heel, back along the inner one. */
function collar(s: LastSpec, radius: number): THREE.BufferGeometry | null {
  const top = thetaMax(s);
  let end = 0;
  for (let u = 0; u <= 1; u += 0.005) if (s.opening(u) > 0.01) end = u;
  if (end === 0) return null;
  const points: Vec3[] = [];
  const n = 40;
  for (let i = n; i >= 0; i--) points.push(lastPoint(s, (end * i) / n, top((end * i) / n)).toArray());
  for (let i = 1; i < n; i++) points.push(lastPoint(s, (end * i) / n, Math.PI - top((end * i) / n)).toArray());
  return tube(points, radius, { segments: 96, radial: 6, closed: true });
}

interface LaceSpec {
  from: number;
  to: number;
  pairs: number;
  material: THREE.Material;
  eyelet: THREE.Material;
}

/** Criss-cross laces between eyelets on both edges of the throat, arching over the tongue. */
export function addLaces(p: Parts, s: LastSpec, l: LaceSpec): void {
  const top = thetaMax(s);
  const eyelet = (u: number, side: number) => lastPoint(s, u, side > 0 ? top(u) - 0.12 : Math.PI - top(u) + 0.12, 0.002);
  for (let j = 0; j < l.pairs; j++) {
    const u = l.from + ((l.to - l.from) * j) / (l.pairs - 1);
    for (const side of [1, -1])
      p.add(l.eyelet, torus(0.0035, 0.0012, 4, 10), { at: eyelet(u, side).toArray(), rot: [Math.PI / 2, 0, 0] });
    if (j === l.pairs - 1) continue;
    const next = l.from + ((l.to - l.from) * (j + 1)) / (l.pairs - 1);
    for (const side of [1, -1]) {
      const a = eyelet(u, side);
      const b = eyelet(next, -side);
      const mid = lastPoint(s, (u + next) / 2, Math.PI / 2, 0.006);
      p.add(l.material, tube([a.toArray(), mid.toArray(), b.toArray()], 0.0022, { segments: 12, radial: 6 }));
    }
  }
}

export interface ShoeMaterials {
  upper: THREE.Material;
  sole: THREE.Material;
  lining: THREE.Material;
  collar: THREE.Material;
}

/** Upper, insole, sole and collar padding: what every shoe has; callers add laces, tongues, heels. */
export function addShoe(p: Parts, s: LastSpec, m: ShoeMaterials, soleTop: number, collarRadius = 0.006): void {
  p.add(m.upper, upper(s));
  p.add(m.lining, soleSlab(s, s.base - 0.001, s.base + 0.004, -0.04));
  p.add(m.sole, soleSlab(s, 0, soleTop, 0.04));
  const c = collar(s, collarRadius);
  if (c) p.add(m.collar, c);
}

/** The tongue: a strip of the closed last under the throat, rising above the collar at its top end. */
export function tongue(s: LastSpec, from: number, to: number, halfAngle: number): THREE.BufferGeometry {
  const geometry = lastPatch(
    s,
    from,
    to,
    () => Math.PI / 2 - halfAngle,
    () => Math.PI / 2 + halfAngle,
    -0.002,
    24,
    8,
  );
  const pos = geometry.getAttribute('position');
  for (let i = 0; i < pos.count; i++) {
    const u = pos.getX(i) / s.length + 0.5;
    pos.setY(i, pos.getY(i) + Math.max(0, from + 0.1 - u) * 0.25);
  }
  geometry.computeVertexNormals();
  return geometry;
}
