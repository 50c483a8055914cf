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

/** Fills a size² RGBA texture from shade(u, v); `samples` > 1 averages a grid of sub-pixels so hard-edged motifs stay smooth. */
function paint(size: number, shade: (u: number, v: number) => Rgb, samples = 1): THREE.DataTexture {
  const data = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = shade((x + (sx + 0.5) / samples - 0.5) / size, (y + (sy + 0.5) / samples - 0.5) / size);
          r += c[0];
          g += c[1];
          b += c[2];
        }
      }
      const n = samples * samples;
      const o = (y * size + x) * 4;
      data[o] = Math.max(0, Math.min(255, Math.round(r / n)));
      data[o + 1] = Math.max(0, Math.min(255, Math.round(g / n)));
      data[o + 2] = Math.max(0, Math.min(255, Math.round(b / n)));
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
  return paint(128, (u, v) => {
    const [x, y] = [Math.floor(u * 128), Math.floor(v * 128)];
    const over = (x + y) % 2 === 0 ? 1.07 : 0.93;
    const lineShade = x % 4 === 0 || y % 4 === 0 ? 0.92 : 1;
    const k = over * lineShade * (0.92 + slub(u, v) * 0.16);
    return [base[0] * k, base[1] * k, base[2] * k];
  });
}

export function checker(a: number, b: number, cells: number): THREE.DataTexture {
  const ca = rgbOf(a);
  const cb = rgbOf(b);
  return paint(128, (u, v) => ((Math.floor(u * cells + 8) + Math.floor(v * cells + 8)) % 2 === 0 ? ca : cb), 2);
}

/**
 * Blue-and-white porcelain wrapped around a lathe (u around, v up the profile): lotus panels at the
 * foot, a peony scroll over the belly, cloud-collar lappets on the shoulder, double lines between.
 * Ink intensity varies a little, like cobalt soaking into the glaze.
 */
export function porcelain(rng: Rng, cobalt = 0x1f3f8f): THREE.DataTexture {
  const white = rgbOf(0xf3f2ec);
  const blue = rgbOf(cobalt);
  const soak = tilingNoise(rng, 12);
  const lobes = 5 + Math.floor(rng() * 2);
  // u spans the circumference, which is about 1.3x the profile length: squash u distances to match.
  const aspect = 1.3;
  const lines = (v: number, at: number) => Math.abs(v - at) < 0.005 || Math.abs(v - at - 0.014) < 0.004;
  const ink = (u: number, v: number): number => {
    if (lines(v, 0.1) || lines(v, 0.66) || lines(v, 0.87) || v > 0.97) return 1;
    if (v < 0.1) {
      const cu = ((u * 12) % 1) * 2 - 1;
      const arch = 0.015 + 0.07 * Math.sqrt(Math.max(0, 1 - cu * cu));
      return Math.abs(v - arch) < 0.006 ? 1 : v < arch - 0.018 && v > 0.02 ? 0.35 : 0;
    }
    if (v > 0.69 && v < 0.87) {
      const cu = ((u * 8) % 1) * 2 - 1;
      const edge = 0.87 - 0.15 * (1 - Math.abs(cu) ** 1.6);
      if (v > edge + 0.012) return 0.9;
      return Math.abs(v - edge) < 0.005 ? 1 : 0;
    }
    if (v > 0.12 && v < 0.65) {
      const phase = u * lobes * Math.PI * 2;
      const vine = 0.39 + 0.09 * Math.sin(phase);
      if (Math.abs(v - vine) < 0.007) return 1;
      // Blossoms on the crests and troughs of the vine, leaves where it crosses the middle.
      const cell = (u * lobes * 2) % 1;
      const crest = Math.floor(u * lobes * 2) % 2 === 0;
      const cx = ((cell - 0.5) / (lobes * 2)) * aspect;
      const cy = v - (crest ? 0.48 : 0.3);
      const rho = Math.hypot(cx, cy);
      const petal = 0.072 * (0.7 + 0.3 * Math.abs(Math.cos(Math.atan2(cy, cx) * 3)));
      if (rho < 0.016) return 1;
      if (rho < 0.026) return 0;
      if (rho < petal) return petal - rho < 0.008 ? 1 : 0.5;
      const leafCell = ((u * lobes * 2 + 0.5) % 1) - 0.5;
      const lx = (leafCell / (lobes * 2)) * aspect;
      const up = Math.floor(u * lobes * 2 + 0.5) % 2 === 0;
      const ly = v - vine - (up ? 0.03 : -0.03);
      return Math.hypot(lx / 0.045, ly / 0.018) < 1 ? 0.8 : 0;
    }
    return 0;
  };
  return paint(
    512,
    (u, v) => {
      const k = ink(((u % 1) + 1) % 1, v);
      return mix(white, blue, k === 0 ? 0 : k * (0.78 + soak(u, v) * 0.22));
    },
    2,
  );
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

/** Woodland camouflage: blobs of three colours over a base, from thresholded noise at two scales. */
export function camouflage(rng: Rng, colors: readonly [number, number, number, number]): THREE.DataTexture {
  const [base, c1, c2, c3] = colors.map(rgbOf) as [Rgb, Rgb, Rgb, Rgb];
  const n1 = tilingNoise(rng, 5);
  const n2 = tilingNoise(rng, 7);
  const n3 = tilingNoise(rng, 9);
  return paint(128, (u, v) => (n3(u, v) > 0.66 ? c3 : n2(u, v) > 0.6 ? c2 : n1(u, v) > 0.55 ? c1 : base));
}
