/**
 * The room generator: floor, walls on the outline's edges, ceiling, skirting and cornice in the accent colour,
 * plinths, wall panels with shelves, all with their light baked in (light-map textures for the large surfaces,
 * vertex colours for the small ones) and drawn unlit, so the room costs no lights or shadows while walking.
 */
import {
  BoxGeometry,
  BufferAttribute,
  CanvasTexture,
  Color,
  CylinderGeometry,
  DoubleSide,
  Group,
  LinearMipmapLinearFilter,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  SRGBColorSpace,
  Shape,
  ShapeGeometry,
  Vector2,
  type BufferGeometry,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { ShowTemplate } from '@moxing/shared';
import { floorOcclusion, lampLight, shade, wallOcclusion } from './bake';
import { planRoom, wallDistance, type RoomPlan } from './layout';

export interface BuiltRoom {
  group: Group;
  floor: Mesh;
  ceiling: Mesh;
  plan: RoomPlan;
}

/** Texels per metre of the baked maps: the light varies slowly, so a coarse map looks smooth when filtered. */
const FLOOR_TEXELS = 14;
const WALL_TEXELS = 16;
const MAX_SIDE = 1024;

/** How bright the room is without its lamps, by mood (dark rooms rely on their spots). */
function ambientOf(template: ShowTemplate): number {
  return luminance(new Color(template.palette.wall)) < 0.15 ? 0.55 : 0.66;
}

function luminance(c: Color): number {
  return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b;
}

function hash(x: number, z: number): number {
  const s = Math.sin(x * 127.1 + z * 311.7) * 43758.5453;
  return s - Math.floor(s);
}

/** A surface pattern multiplier by template (stone tiles, inlaid stone, dark tiles, concrete; bricks on the loft). */
function floorPattern(code: string, x: number, z: number): number {
  switch (code) {
    case 'gallery': {
      // Pale stone tiles of 1.5 m, each a slightly different shade.
      const tx = Math.floor(x / 1.5);
      const tz = Math.floor(z / 1.5);
      const seam = x / 1.5 - tx < 0.02 || z / 1.5 - tz < 0.02 ? 0.84 : 1;
      return seam * (0.95 + 0.07 * hash(tx, tz));
    }
    case 'rotunda': {
      // Polished stone with a golden inlay ring around the centre stand.
      const r = Math.hypot(x, z);
      return (
        (Math.abs(r - 3.2) < 0.06 || Math.abs(r - 7.2) < 0.05 ? 2.6 : 1) *
        (0.95 + 0.06 * hash(Math.floor(x * 2), Math.floor(z * 2)))
      );
    }
    case 'corridor': {
      const gx = x - Math.floor(x);
      const gz = z - Math.floor(z);
      return gx < 0.04 || gz < 0.04 ? 0.7 : 1;
    }
    default:
      return 0.9 + 0.14 * hash(Math.floor(x * 3), Math.floor(z * 3));
  }
}

function wallPattern(code: string, u: number, h: number): number {
  if (code !== 'loft') return 1;
  const row = Math.floor(h / 0.2);
  const bu = (u + (row % 2) * 0.2) / 0.4;
  const mortar = h / 0.2 - row < 0.12 || bu - Math.floor(bu) < 0.06;
  return mortar ? 1.35 : 0.9 + 0.18 * hash(Math.floor(bu), row);
}

/** Paints a map texel by texel; `texel` returns linear RGB multiplied by the shade (0..1.35). */
function bakeTexture(width: number, height: number, texel: (i: number, j: number, out: Color) => void): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  const c = new Color();
  if (ctx) {
    const image = ctx.createImageData(width, height);
    for (let j = 0; j < height; j++) {
      for (let i = 0; i < width; i++) {
        texel(i, j, c);
        c.convertLinearToSRGB();
        const o = (j * width + i) * 4;
        image.data[o] = Math.min(255, c.r * 255);
        image.data[o + 1] = Math.min(255, c.g * 255);
        image.data[o + 2] = Math.min(255, c.b * 255);
        image.data[o + 3] = 255;
      }
    }
    ctx.putImageData(image, 0, 0);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.flipY = false;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.anisotropy = 4;
  return texture;
}

/** Floor and ceiling: the outline triangulated, with UVs over the bounding box (row 0 = smallest z). */
function outlineGeometry(template: ShowTemplate, plan: RoomPlan): BufferGeometry {
  const shape = new Shape(template.floor.map(([x, z]) => new Vector2(x, -z)));
  const geometry = new ShapeGeometry(shape);
  geometry.rotateX(-Math.PI / 2);
  const pos = geometry.getAttribute('position');
  const uv = new Float32Array(pos.count * 2);
  const { minX, maxX, minZ, maxZ } = plan.bounds;
  for (let i = 0; i < pos.count; i++) {
    uv[i * 2] = (pos.getX(i) - minX) / (maxX - minX);
    uv[i * 2 + 1] = (pos.getZ(i) - minZ) / (maxZ - minZ);
  }
  geometry.setAttribute('uv', new BufferAttribute(uv, 2));
  return geometry;
}

function mapSize(metresX: number, metresY: number, perMetre: number): [number, number] {
  const k = Math.min(perMetre, MAX_SIDE / Math.max(metresX, metresY));
  return [Math.max(4, Math.round(metresX * k)), Math.max(4, Math.round(metresY * k))];
}

/** Colours every vertex of a geometry by height (darker at the foot) and facing (tops brightest). */
function shadeVertices(geometry: BufferGeometry, base: Color, bottom: number, top: number): BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry;
  const pos = g.getAttribute('position');
  const normal = g.getAttribute('normal');
  const colours = new Float32Array(pos.count * 3);
  for (let i = 0; i < pos.count; i++) {
    const t = Math.max(0, Math.min(1, (pos.getY(i) - bottom) / Math.max(0.01, top - bottom)));
    const facing = normal.getY(i) > 0.5 ? 1.12 : normal.getY(i) < -0.5 ? 0.55 : 1;
    const k = (0.58 + 0.42 * Math.sqrt(t)) * facing;
    colours[i * 3] = base.r * k;
    colours[i * 3 + 1] = base.g * k;
    colours[i * 3 + 2] = base.b * k;
  }
  g.setAttribute('color', new BufferAttribute(colours, 3));
  g.deleteAttribute('uv');
  return g;
}

/** Builds the whole room of a template. */
export function buildRoom(template: ShowTemplate): BuiltRoom {
  const plan = planRoom(template);
  const group = new Group();
  group.name = 'room';
  const H = template.height;
  const ambient = ambientOf(template);
  const light = new Color(template.palette.light);
  const floorColour = new Color(template.palette.floor);
  const wallColour = new Color(template.palette.wall);
  const ceilingColour = new Color(template.palette.ceiling);
  const accent = new Color(template.palette.accent);
  const { minX, maxX, minZ, maxZ } = plan.bounds;

  // Floor: pattern x lamps x occlusion, per texel.
  const [fw, fh] = mapSize(maxX - minX, maxZ - minZ, FLOOR_TEXELS);
  const floorMap = bakeTexture(fw, fh, (i, j, out) => {
    const x = minX + ((i + 0.5) / fw) * (maxX - minX);
    const z = minZ + ((j + 0.5) / fh) * (maxZ - minZ);
    const lamps = lampLight(x, 0, z, 0, 1, 0, plan.lamps);
    const k = shade(ambient, lamps, floorOcclusion({ x, z }, plan.walls, plan.plinths)) * floorPattern(template.code, x, z);
    out
      .copy(floorColour)
      .multiplyScalar(k)
      .lerp(light.clone().multiplyScalar(k), Math.min(0.25, lamps * 0.1));
  });
  const outline = outlineGeometry(template, plan);
  const floor = new Mesh(outline, new MeshBasicMaterial({ map: floorMap }));
  floor.name = 'floor';
  group.add(floor);

  // Ceiling: dimmer than the walls, with the lamps' bright discs.
  const [cw, ch] = mapSize(maxX - minX, maxZ - minZ, FLOOR_TEXELS / 2);
  const ceilingMap = bakeTexture(cw, ch, (i, j, out) => {
    const x = minX + ((i + 0.5) / cw) * (maxX - minX);
    const z = minZ + ((j + 0.5) / ch) * (maxZ - minZ);
    let glow = 0;
    for (const l of plan.lamps) glow += Math.exp(-((x - l.x) ** 2 + (z - l.z) ** 2) / 0.08);
    const edge = 1 - 0.3 * Math.exp(-wallDistance({ x, z }, plan.walls) / 0.6);
    out
      .copy(ceilingColour)
      .multiplyScalar(ambient * 0.72 * edge)
      .lerp(light, Math.min(1, glow));
  });
  const ceiling = new Mesh(outline.clone(), new MeshBasicMaterial({ map: ceilingMap, side: DoubleSide }));
  ceiling.position.y = H;
  ceiling.name = 'ceiling';
  group.add(ceiling);

  // Walls: one plane per outline edge, each with its own baked map (row 0 at the floor).
  const trims: BufferGeometry[] = [];
  for (const w of plan.walls) {
    const [ww, wh] = mapSize(w.length, H, WALL_TEXELS);
    const dir = { x: (w.b.x - w.a.x) / w.length, z: (w.b.z - w.a.z) / w.length };
    const map = bakeTexture(ww, wh, (i, j, out) => {
      const along = ((i + 0.5) / ww) * w.length;
      const h = ((j + 0.5) / wh) * H;
      const x = w.a.x + dir.x * along + w.normal.x * 0.01;
      const z = w.a.z + dir.z * along + w.normal.z * 0.01;
      const lamps = lampLight(x, h, z, w.normal.x, 0, w.normal.z, plan.lamps);
      const ao = wallOcclusion(h, H, Math.min(along, w.length - along));
      const k = shade(ambient * 0.92, lamps, ao) * wallPattern(template.code, along, h);
      out
        .copy(wallColour)
        .multiplyScalar(k)
        .lerp(light.clone().multiplyScalar(k), Math.min(0.3, lamps * 0.12));
    });
    const plane = new Mesh(new PlaneGeometry(w.length, H), new MeshBasicMaterial({ map }));
    // The plane's front (+z) turned to the room; its u runs from a to b.
    plane.rotation.y = Math.atan2(w.normal.x, w.normal.z);
    plane.position.set((w.a.x + w.b.x) / 2, H / 2, (w.a.z + w.b.z) / 2);
    plane.name = 'wall';
    group.add(plane);

    for (const [y, tall] of [
      [0.07, 0.14],
      [H - 0.05, 0.1],
    ] as const) {
      const trim = new BoxGeometry(w.length + 0.04, tall, 0.04);
      trim.rotateY(plane.rotation.y);
      trim.translate(plane.position.x + w.normal.x * 0.02, y, plane.position.z + w.normal.z * 0.02);
      trims.push(trim);
    }
  }
  const trimMesh = new Mesh(
    shadeVertices(mergeGeometries(trims), accent.clone().multiplyScalar(0.85), 0, H),
    new MeshBasicMaterial({ vertexColors: true }),
  );
  trims.forEach((g) => g.dispose());
  group.add(trimMesh);

  // Plinths (round in the rotunda) with an accent band under the top; wall slots get a panel and a shelf.
  const plinthBase = luminance(wallColour) < 0.15 ? new Color('#12161b') : wallColour.clone().lerp(ceilingColour, 0.5);
  const parts: BufferGeometry[] = [];
  const bands: BufferGeometry[] = [];
  for (const p of plan.plinths) {
    const body = p.round
      ? new CylinderGeometry(p.half, p.half * 1.06, p.height, 40)
      : new BoxGeometry(p.half * 2, p.height, p.half * 2);
    body.translate(p.x, p.height / 2, p.z);
    parts.push(shadeVertices(body, plinthBase, 0, p.height));
    const band = p.round
      ? new CylinderGeometry(p.half + 0.008, p.half + 0.008, 0.05, 40)
      : new BoxGeometry(p.half * 2 + 0.016, 0.05, p.half * 2 + 0.016);
    band.translate(p.x, p.height - 0.07, p.z);
    bands.push(shadeVertices(band, accent, 0, 1));
  }
  const panelColour = wallColour.clone().lerp(accent, 0.12).multiplyScalar(0.9);
  for (const s of template.slots) {
    if (s.kind !== 'wall') continue;
    const fx = Math.sin(s.yaw);
    const fz = Math.cos(s.yaw);
    const gap = wallDistance({ x: s.x, z: s.z }, plan.walls);
    const wx = s.x - fx * (gap - 0.03);
    const wz = s.z - fz * (gap - 0.03);
    const panel = new BoxGeometry(s.size * 1.35, s.size * 1.5, 0.04);
    panel.rotateY(s.yaw);
    panel.translate(wx, s.y + s.size * 0.6, wz);
    parts.push(shadeVertices(panel, panelColour, s.y - s.size * 0.15, s.y + s.size * 1.35));
    const shelf = new BoxGeometry(s.size * 1.05, 0.05, gap + s.size * 0.35);
    shelf.rotateY(s.yaw);
    const mid = (gap + s.size * 0.35) / 2 - 0.02;
    shelf.translate(wx + fx * mid, s.y - 0.025, wz + fz * mid);
    bands.push(shadeVertices(shelf, accent, s.y - 0.05, s.y));
  }
  for (const [list, name] of [
    [parts, 'stands'],
    [bands, 'accents'],
  ] as const) {
    if (!list.length) continue;
    const mesh = new Mesh(mergeGeometries(list), new MeshBasicMaterial({ vertexColors: true }));
    mesh.name = name;
    list.forEach((g) => g.dispose());
    group.add(mesh);
  }
  return { group, floor, ceiling, plan };
}
