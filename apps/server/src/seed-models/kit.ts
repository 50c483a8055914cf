import * as THREE from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeGeometries, mergeVertices, toCreasedNormals } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * Geometry toolkit shared by every model family: primitives in metres, lathe profiles, extrusions,
 * tubes, gem cuts, and Parts, which merges everything sharing a material into one mesh.
 */

export type Vec3 = readonly [number, number, number];
/** A lathe profile: [radius, height] pairs from the bottom up. */
export type Profile = readonly (readonly [number, number])[];

export interface Place {
  at?: Vec3;
  rot?: Vec3;
  scale?: number | Vec3;
}

const KEPT_ATTRIBUTES = new Set(['position', 'normal', 'uv']);

/**
 * Every geometry merged by Parts must carry the same attributes and be indexed. Without a texture the
 * UVs are dropped: they would only weigh the GLB down and keep seam vertices from merging.
 */
function normalise(geometry: THREE.BufferGeometry, keepUv = true): THREE.BufferGeometry {
  for (const name of Object.keys(geometry.attributes))
    if (!KEPT_ATTRIBUTES.has(name) || (name === 'uv' && !keepUv)) geometry.deleteAttribute(name);
  if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
  // Degenerate triangles (lathe poles, collapsed tube ends) leave zero normals, which glTF forbids.
  const normal = geometry.getAttribute('normal');
  for (let i = 0; i < normal.count; i++) {
    const x = normal.getX(i);
    const y = normal.getY(i);
    const z = normal.getZ(i);
    const length = Math.hypot(x, y, z);
    if (length < 1e-12) normal.setXYZ(i, 0, 1, 0);
    else if (Math.abs(length - 1) > 1e-4) normal.setXYZ(i, x / length, y / length, z / length);
  }
  if (keepUv && !geometry.getAttribute('uv')) {
    const count = geometry.getAttribute('position').count;
    geometry.setAttribute('uv', new THREE.Float32BufferAttribute(new Float32Array(count * 2), 2));
  }
  // A tiny tolerance: only true duplicates merge, so ring-sized details keep their shape.
  const indexed = geometry.index ? geometry : mergeVertices(geometry, 1e-7);
  indexed.clearGroups();
  return indexed;
}

function flipWinding(geometry: THREE.BufferGeometry): void {
  const index = geometry.index;
  if (!index) return;
  for (let i = 0; i < index.count; i += 3) {
    const b = index.getX(i + 1);
    index.setX(i + 1, index.getX(i + 2));
    index.setX(i + 2, b);
  }
  index.needsUpdate = true;
}

function matrixOf(where: Place): THREE.Matrix4 {
  const [x, y, z] = where.at ?? [0, 0, 0];
  const [rx, ry, rz] = where.rot ?? [0, 0, 0];
  const s = where.scale ?? 1;
  const scale = typeof s === 'number' ? new THREE.Vector3(s, s, s) : new THREE.Vector3(...s);
  return new THREE.Matrix4().compose(
    new THREE.Vector3(x, y, z),
    new THREE.Quaternion().setFromEuler(new THREE.Euler(rx, ry, rz)),
    scale,
  );
}

/** Transforms in place; a mirroring scale also flips the winding so faces keep pointing outwards. */
export function place(geometry: THREE.BufferGeometry, where: Place = {}, keepUv = true): THREE.BufferGeometry {
  const out = normalise(geometry, keepUv);
  const matrix = matrixOf(where);
  out.applyMatrix4(matrix);
  if (matrix.determinant() < 0) flipWinding(out);
  return out;
}

/**
 * Box-projects UVs from positions (metres / metresPerRepeat), picking the plane by the dominant normal:
 * top faces take (x, z), front faces (x, y), side faces (z, y). Texture scale is then the same on a
 * drawer front and a table top, and u always runs horizontally, the way board grain does.
 */
function projectUv(geometry: THREE.BufferGeometry, metresPerRepeat: number): void {
  const pos = geometry.getAttribute('position');
  const normal = geometry.getAttribute('normal');
  const uv = geometry.getAttribute('uv');
  for (let i = 0; i < pos.count; i++) {
    const nx = Math.abs(normal.getX(i));
    const ny = Math.abs(normal.getY(i));
    const nz = Math.abs(normal.getZ(i));
    const [u, v] =
      ny >= nx && ny >= nz ? [pos.getX(i), pos.getZ(i)] : nz >= nx ? [pos.getX(i), pos.getY(i)] : [pos.getZ(i), pos.getY(i)];
    uv.setXY(i, u / metresPerRepeat, v / metresPerRepeat);
  }
}

/** Collects parts per material and merges them: one mesh per material keeps node and draw-call counts low. */
export class Parts {
  private readonly byMaterial = new Map<THREE.Material, THREE.BufferGeometry[]>();
  private readonly projected = new Map<THREE.Material, number>();

  /** Box-projected UVs for every part of this material (see projectUv); lathes keep their own otherwise. */
  projectUv(material: THREE.Material, metresPerRepeat: number): this {
    this.projected.set(material, metresPerRepeat);
    return this;
  }

  add(material: THREE.Material, geometry: THREE.BufferGeometry, where?: Place): this {
    const list = this.byMaterial.get(material) ?? [];
    const textured = 'map' in material && material.map instanceof THREE.Texture;
    list.push(place(geometry, where, textured));
    this.byMaterial.set(material, list);
    return this;
  }

  /** Same geometry at several places (legs, spokes, studs...). */
  addEach(material: THREE.Material, make: () => THREE.BufferGeometry, places: readonly Place[]): this {
    for (const where of places) this.add(material, make(), where);
    return this;
  }

  /** A copy of every part moved by `where` (a mirroring scale makes the other shoe of a pair). */
  copy(where: Place): Parts {
    const out = new Parts();
    for (const [material, geometries] of this.byMaterial)
      for (const geometry of geometries) out.add(material, geometry.clone(), where);
    for (const [material, repeat] of this.projected) out.projectUv(material, repeat);
    return out;
  }

  group(name: string, where: Place = {}): THREE.Group {
    const group = new THREE.Group();
    group.name = name;
    let i = 0;
    for (const [material, geometries] of this.byMaterial) {
      const merged = mergeGeometries(geometries);
      if (!merged) throw new Error(`${name}: parts of material ${material.name} do not merge`);
      const repeat = this.projected.get(material);
      if (repeat !== undefined) projectUv(merged, repeat);
      const mesh = new THREE.Mesh(merged, material);
      mesh.name = `${name}-${material.name || i}`;
      group.add(mesh);
      i++;
    }
    matrixOf(where).decompose(group.position, group.quaternion, group.scale);
    return group;
  }
}

/** A root holding several groups, e.g. the static body and an animated part. */
export function assemble(...children: THREE.Object3D[]): THREE.Group {
  const root = new THREE.Group();
  for (const child of children) root.add(child);
  return root;
}

// ---- primitives -------------------------------------------------------------------------------

export const box = (w: number, h: number, d: number) => new THREE.BoxGeometry(w, h, d);

/** A box with rounded edges; the radius is clamped so thin panels still work. */
export function rbox(w: number, h: number, d: number, radius: number, segments = 3): THREE.BufferGeometry {
  const r = Math.min(radius, Math.min(w, h, d) / 2 - 1e-5);
  return new RoundedBoxGeometry(w, h, d, segments, Math.max(r, 1e-5));
}

export const cyl = (rTop: number, rBottom: number, h: number, segments = 32, open = false) =>
  new THREE.CylinderGeometry(rTop, rBottom, h, segments, 1, open);

export const sphere = (r: number, w = 32, h = 16) => new THREE.SphereGeometry(r, w, h);

export const torus = (radius: number, tube: number, radial = 16, tubular = 64, arc = Math.PI * 2) =>
  new THREE.TorusGeometry(radius, tube, radial, tubular, arc);

/** Flat-shaded facets (gems, low-poly styles): every triangle gets its own normal. */
export function faceted(geometry: THREE.BufferGeometry): THREE.BufferGeometry {
  const flat = geometry.index ? geometry.toNonIndexed() : geometry;
  flat.deleteAttribute('normal');
  flat.computeVertexNormals();
  return flat;
}

export function scaleUv(geometry: THREE.BufferGeometry, su: number, sv: number): THREE.BufferGeometry {
  const uv = geometry.getAttribute('uv');
  for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) * su, uv.getY(i) * sv);
  return geometry;
}

// ---- lathe profiles ---------------------------------------------------------------------------

/**
 * Solid of revolution around Y. crease (radians) splits normals at sharp profile corners, so a rim
 * or a foot edge reads crisp instead of smeared.
 */
export function lathe(profile: Profile, segments = 48, crease?: number): THREE.BufferGeometry {
  // Points on the axis would give zero-area triangles, hence zero creased normals: stay a hair off it.
  const geometry = new THREE.LatheGeometry(
    profile.map(([r, y]) => new THREE.Vector2(Math.max(r, 1e-5), y)),
    segments,
  );
  return crease === undefined ? geometry : toCreasedNormals(geometry, crease);
}

/** A thin wall of revolution (lamp shades, open sleeves) from a path that stays off the axis: out along it, back inside. */
export function wall(path: Profile, thickness: number): Profile {
  const inner = [...path].reverse().map(([r, y]) => [r - thickness, y] as const);
  const first = path[0];
  return first ? [...path, ...inner, first] : [];
}

/**
 * A smooth curve through control points (Catmull-Rom), for vase bellies and shades. Points are spaced
 * evenly by arc length, so a lathe's v coordinate follows the surface and textures do not bunch up.
 */
export function smooth(control: Profile, divisions = 48): Profile {
  const curve = new THREE.SplineCurve(control.map(([r, y]) => new THREE.Vector2(r, y)));
  return curve.getSpacedPoints(divisions).map((p) => [p.x, p.y] as const);
}

/**
 * A hollow vessel from its outer profile (axis at the bottom to the rim): the inside follows the
 * outside at the given wall thickness and a rounded lip joins them. Returned in two parts, outside
 * (with the lip) and inside, so each can take its own glaze or texture.
 */
export function shellParts(outer: Profile, thickness: number): { outside: Profile; inside: Profile } {
  const first = outer[0];
  const rim = outer[outer.length - 1];
  if (!first || !rim) throw new Error('shell needs a profile');
  const floor = first[1] + thickness;
  const inner: [number, number][] = [];
  for (let i = outer.length - 1; i >= 1; i--) {
    const p = outer[i];
    if (p && p[1] > floor) inner.push([Math.max(p[0] - thickness, 0.0005), p[1]]);
  }
  inner.push([0, floor]);
  const lip: [number, number] = [rim[0] - thickness / 2, rim[1] + thickness * 0.45];
  const innerRim = inner[0] ?? lip;
  return { outside: [...outer, lip, innerRim], inside: inner };
}

// ---- extrusions and tubes ---------------------------------------------------------------------

export interface ExtrudeOptions {
  bevel?: number;
  bevelSegments?: number;
  curveSegments?: number;
}

/** Extrudes a shape along +Z, centred on z = 0, with a soft bevel. */
export function extrude(shape: THREE.Shape, depth: number, options: ExtrudeOptions = {}): THREE.BufferGeometry {
  const bevel = options.bevel ?? Math.min(depth * 0.15, 0.004);
  const geometry = new THREE.ExtrudeGeometry(shape, {
    depth: Math.max(depth - 2 * bevel, 1e-5),
    bevelEnabled: bevel > 0,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: options.bevelSegments ?? 2,
    curveSegments: options.curveSegments ?? 12,
  });
  geometry.translate(0, 0, -depth / 2 + bevel);
  // ExtrudeGeometry shades every triangle flat; smooth the curved walls and bevels, keep the real edges.
  return toCreasedNormals(geometry, Math.PI / 5);
}

export function roundedRect(w: number, h: number, r: number): THREE.Shape {
  const shape = new THREE.Shape();
  const x = -w / 2;
  const y = -h / 2;
  shape.moveTo(x + r, y);
  shape.lineTo(x + w - r, y);
  shape.quadraticCurveTo(x + w, y, x + w, y + r);
  shape.lineTo(x + w, y + h - r);
  shape.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  shape.lineTo(x + r, y + h);
  shape.quadraticCurveTo(x, y + h, x, y + h - r);
  shape.lineTo(x, y + r);
  shape.quadraticCurveTo(x, y, x + r, y);
  return shape;
}

/**
 * A circular hole for Shape.holes, clockwise as holes must be. Straight segments, so its smoothness
 * does not depend on the extrusion's curveSegments (kept low for small tooth arcs).
 */
export function circlePath(radius: number, x = 0, y = 0, segments = 40): THREE.Path {
  return new THREE.Path(
    Array.from(
      { length: segments + 1 },
      (_, i) =>
        new THREE.Vector2(
          x + radius * Math.cos((-i / segments) * Math.PI * 2),
          y + radius * Math.sin((-i / segments) * Math.PI * 2),
        ),
    ),
  );
}

export function polygonShape(points: readonly (readonly [number, number])[]): THREE.Shape {
  return new THREE.Shape(points.map(([x, y]) => new THREE.Vector2(x, y)));
}

/** Spur gear outline with trapezoid teeth and a bore, in the XY plane. */
export function gearShape(teeth: number, rootRadius: number, tipRadius: number, boreRadius: number): THREE.Shape {
  const shape = new THREE.Shape();
  const step = (Math.PI * 2) / teeth;
  for (let i = 0; i < teeth; i++) {
    const a = i * step;
    const pts: [number, number][] = [
      [rootRadius, a],
      [tipRadius, a + step * 0.2],
      [tipRadius, a + step * 0.45],
      [rootRadius, a + step * 0.65],
    ];
    pts.forEach(([r, t], k) => {
      const x = r * Math.cos(t);
      const y = r * Math.sin(t);
      if (i === 0 && k === 0) shape.moveTo(x, y);
      else shape.lineTo(x, y);
    });
    shape.absarc(0, 0, rootRadius, a + step * 0.65, a + step, false);
  }
  if (boreRadius > 0) shape.holes.push(circlePath(boreRadius));
  return shape;
}

interface TubeOptions {
  segments?: number;
  radial?: number;
  closed?: boolean;
  /** Catmull-Rom tension: lower keeps corners tighter (hairpin legs, handles). */
  tension?: number;
  /** Radius at the far end, for tapering spouts and horns; linear along the curve. */
  endRadius?: number;
}

/** A tube through points (a smooth Catmull-Rom curve). */
export function tube(points: readonly Vec3[], radius: number, options: TubeOptions = {}): THREE.BufferGeometry {
  const closed = options.closed ?? false;
  const curve = new THREE.CatmullRomCurve3(
    points.map((p) => new THREE.Vector3(...p)),
    closed,
    'catmullrom',
    options.tension ?? 0.5,
  );
  const segments = options.segments ?? 64;
  const radial = options.radial ?? 12;
  const geometry = new THREE.TubeGeometry(curve, segments, radius, radial, closed);
  if (options.endRadius !== undefined) {
    // TubeGeometry lays out one ring of radial + 1 vertices per step: scale each ring about its centre.
    const pos = geometry.getAttribute('position');
    const centre = new THREE.Vector3();
    const v = new THREE.Vector3();
    for (let i = 0; i <= segments; i++) {
      curve.getPointAt(i / segments, centre);
      const k = 1 + ((options.endRadius / radius - 1) * i) / segments;
      for (let j = 0; j <= radial; j++) {
        const index = i * (radial + 1) + j;
        v.fromBufferAttribute(pos, index).sub(centre).multiplyScalar(k).add(centre);
        pos.setXYZ(index, v.x, v.y, v.z);
      }
    }
    geometry.computeVertexNormals();
  }
  return geometry;
}

/** A straight rod between two points, capped. */
export function rod(from: Vec3, to: Vec3, radius: number, segments = 16): THREE.BufferGeometry {
  const a = new THREE.Vector3(...from);
  const b = new THREE.Vector3(...to);
  const geometry = new THREE.CylinderGeometry(radius, radius, a.distanceTo(b), segments);
  const q = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(0, 1, 0), b.clone().sub(a).normalize());
  geometry.applyQuaternion(q);
  geometry.translate((a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2);
  return geometry;
}

// ---- gems ---------------------------------------------------------------------------------------

export type GemCut = 'round' | 'princess' | 'emerald' | 'oval' | 'pear';

/**
 * A faceted stone of the given girdle width, table up, girdle at y = 0. Cuts are lathes with few
 * segments, flat-shaded: 16 sides read as a brilliant, 4 as a princess, a stretched 8 as an emerald cut.
 */
export function gem(cut: GemCut, width: number, facets?: number): THREE.BufferGeometry {
  const brilliant: Profile = [
    [0, -0.43],
    [0.5, -0.22],
    [1, -0.01],
    [1, 0.02],
    [0.78, 0.1],
    [0.55, 0.16],
    [0, 0.16],
  ];
  const step: Profile = [
    [0, -0.35],
    [0.55, -0.22],
    [1, -0.02],
    [1, 0.02],
    [0.85, 0.1],
    [0.68, 0.15],
    [0, 0.15],
  ];
  // Melee stones a millimetre across may pass fewer facets: nobody can count them, the GLB shrinks.
  const segments = facets ?? { round: 16, princess: 4, emerald: 8, oval: 16, pear: 16 }[cut];
  const geometry = lathe(cut === 'round' || cut === 'oval' || cut === 'pear' ? brilliant : step, segments);
  if (cut === 'princess') geometry.rotateY(Math.PI / 4);
  if (cut === 'emerald') geometry.rotateY(Math.PI / 8);
  const r = width / 2;
  const stretch = cut === 'emerald' ? 1.4 : cut === 'oval' ? 1.35 : cut === 'pear' ? 1.45 : 1;
  // Princess: the lathe corners sit at radius 1, so scale until the square's side equals the width.
  const sideScale = cut === 'princess' ? Math.SQRT2 : 1;
  geometry.scale(r * sideScale, r * 1.6, r * sideScale * stretch);
  if (cut === 'pear') {
    // Narrows the front half into a drop.
    const pos = geometry.getAttribute('position');
    for (let i = 0; i < pos.count; i++) {
      const z = pos.getZ(i);
      if (z > 0) pos.setX(i, pos.getX(i) * (1 - (0.75 * z) / (r * stretch)));
    }
  }
  return faceted(geometry);
}
