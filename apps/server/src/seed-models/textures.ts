import * as THREE from 'three';
import { type Rng } from './random.js';

/**
 * Small procedural textures (RGBA DataTexture, sRGB). They tile seamlessly: the noise lattice wraps.
 * At 128–256 px, stored as JPEG, each adds only a few tens of kilobytes to a GLB.
 */

type Rgb = readonly [number, number, number];

const rgbOf = (hex: number): Rgb => [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const smoothstep = (t: number) => t * t * (3 - 2 * t);

/** Periodic value noise on a px × py lattice over [0, 1)²; unequal periods stretch it (wood fibres). */
function tilingNoise(rng: Rng, px: number, py = px): (u: number, v: number) => number {
  const lattice = Float32Array.from({ length: px * py }, () => rng());
  const at = (i: number, j: number) => lattice[(((j % py) + py) % py) * px + (((i % px) + px) % px)] ?? 0;
  return (u, v) => {
    const x = u * px;
    const y = v * py;
    const i = Math.floor(x);
    const j = Math.floor(y);
    const fx = smoothstep(x - i);
    const fy = smoothstep(y - j);
    const top = at(i, j) + (at(i + 1, j) - at(i, j)) * fx;
    const bottom = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * fx;
    return top + (bottom - top) * fy;
  };
}

function paint(size: number, shade: (u: number, v: number, x: number, y: number) => Rgb): THREE.DataTexture {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const [r, g, b] = shade(x / size, y / size, x, y);
      const o = (y * size + x) * 4;
      data[o] = Math.max(0, Math.min(255, Math.round(r)));
      data[o + 1] = Math.max(0, Math.min(255, Math.round(g)));
      data[o + 2] = Math.max(0, Math.min(255, Math.round(b)));
      data[o + 3] = 255;
    }
  }
  const texture = new THREE.DataTexture(data, size, size, THREE.RGBAFormat);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.wrapS = THREE.RepeatWrapping;
  texture.wrapT = THREE.RepeatWrapping;
  texture.magFilter = THREE.LinearFilter;
  texture.minFilter = THREE.LinearMipmapLinearFilter;
  texture.needsUpdate = true;
  return texture;
}

/**
 * Plank grain running along u (box UVs put u along x on the front and top faces, so boards read
 * horizontal): growth rings that fade in slowly and end in a sharp dark latewood line, warped, with
 * fine fibre streaks.
 */
export function woodGrain(rng: Rng, light: number, dark: number): THREE.DataTexture {
  const warp = tilingNoise(rng, 3, 5);
  const fibre = tilingNoise(rng, 6, 160);
  const a = rgbOf(light);
  const b = rgbOf(dark);
  const rings = 9 + Math.floor(rng() * 6);
  return paint(256, (u, v) => {
    const t = v * rings + warp(u, v) * 1.6;
    const ring = t - Math.floor(t);
    // The dark line ends over ~2 px rather than one, so it does not alias into stairs.
    const latewood = Math.pow(ring, 5) * Math.min(1, (1 - ring) / 0.08);
    const f = (fibre(u, v) - 0.5) * 0.3;
    return mix(a, b, Math.max(0, Math.min(1, latewood * 0.75 + 0.1 + f)));
  });
}

/** Plain weave: alternating thread highlights with slubs, for upholstery. */
export function weave(rng: Rng, color: number): THREE.DataTexture {
  const slub = tilingNoise(rng, 16);
  const base = rgbOf(color);
  return paint(128, (u, v, x, y) => {
    const over = (x + y) % 2 === 0 ? 1.07 : 0.93;
    const lineShade = x % 4 === 0 || y % 4 === 0 ? 0.92 : 1;
    const k = over * lineShade * (0.92 + slub(u, v) * 0.16);
    return [base[0] * k, base[1] * k, base[2] * k];
  });
}

export function checker(a: number, b: number, cells: number): THREE.DataTexture {
  const ca = rgbOf(a);
  const cb = rgbOf(b);
  return paint(128, (u, v) => ((Math.floor(u * cells) + Math.floor(v * cells)) % 2 === 0 ? ca : cb));
}

/**
 * Blue-and-white porcelain wrapped around a lathe (u around, v up): cobalt bands at the foot,
 * shoulder and neck, a scrolling vine with blossoms over the belly.
 */
export function porcelain(rng: Rng, cobalt = 0x1f3f8f): THREE.DataTexture {
  const white = rgbOf(0xf3f1ea);
  const blue = rgbOf(cobalt);
  const blotch = tilingNoise(rng, 8);
  const lobes = 4 + Math.floor(rng() * 3);
  return paint(256, (u, v) => {
    const band = (v > 0.06 && v < 0.1) || (v > 0.7 && v < 0.73) || (v > 0.86 && v < 0.92);
    const petalsAtFoot = v < 0.06 && Math.abs(Math.sin(u * Math.PI * 24)) > 0.55 - v * 4;
    const vineY = 0.4 + 0.14 * Math.sin(u * Math.PI * 2 * lobes);
    const vine = v > 0.12 && v < 0.68 && Math.abs(v - vineY) < 0.012;
    const cu = (u * lobes) % 1;
    const bloom = Math.hypot((cu - 0.5) * 0.9, v - (vineY + 0.12 * Math.sign(Math.cos(u * Math.PI * 2 * lobes)))) < 0.055;
    const ink = band || petalsAtFoot || vine || bloom ? 0.75 + blotch(u, v) * 0.25 : 0;
    return mix(white, blue, ink);
  });
}

/** Veined stone: a warped sine gives marble-like veins over a lightly clouded base. */
export function marble(rng: Rng, base: number, vein: number): THREE.DataTexture {
  const warp = tilingNoise(rng, 4);
  const cloud = tilingNoise(rng, 16);
  const a = rgbOf(base);
  const b = rgbOf(vein);
  return paint(128, (u, v) => {
    const t = Math.sin((u * 2 + v * 2 + warp(u, v) * 2.5) * Math.PI * 2);
    const veinK = Math.pow(1 - Math.abs(t), 12) * 0.8;
    return mix(a, b, Math.min(1, veinK + cloud(u, v) * 0.15));
  });
}
