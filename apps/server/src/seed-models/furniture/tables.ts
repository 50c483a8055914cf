import * as THREE from 'three';
import { box, extrude, lathe, Parts, rbox, rod, roundedRect } from '../kit.js';
import { finish, metal, wood } from '../materials.js';
import { between, type Rng } from '../random.js';
import { woodGrain } from '../textures.js';
import { addLegs, type LegStyle } from './legs.js';

/** Tables: rectangular, round or oval tops on legs, a pedestal, a tripod or trestles. */

interface TableSpec {
  top: 'rect' | 'round' | 'oval';
  w: number;
  d: number;
  h: number;
  legs: LegStyle | 'pedestal' | 'tripod' | 'trestle';
  woodLight: number;
  woodDark: number;
  topMaterial?: 'wood' | 'marble-white' | 'glass';
}

function tableTop(spec: TableSpec, thick: number): THREE.BufferGeometry {
  const shape =
    spec.top === 'rect'
      ? roundedRect(spec.w, spec.d, 0.02)
      : new THREE.Shape().absellipse(0, 0, spec.w / 2, spec.d / 2, 0, Math.PI * 2, false, 0);
  const geometry = extrude(shape, thick, {
    bevel: Math.min(0.006, thick / 4),
    bevelSegments: 3,
    curveSegments: spec.top === 'rect' ? 8 : 72,
  });
  return geometry.rotateX(-Math.PI / 2);
}

export function table(rng: Rng, spec: TableSpec): THREE.Object3D {
  const grain = wood(0xffffff, woodGrain(rng, spec.woodLight, spec.woodDark));
  const solid = wood(spec.woodDark);
  const topMat =
    spec.topMaterial === 'glass'
      ? finish('钢化玻璃', 0xcfe3e0, 0.05, 0, { opacity: 0.45 })
      : spec.topMaterial === 'marble-white'
        ? finish('岩板', 0xeeeeea, 0.25, 0)
        : grain;
  const thick = spec.topMaterial === 'glass' ? 0.012 : between(rng, 0.028, 0.04);
  const p = new Parts().projectUv(grain, 1.1);
  p.add(topMat, tableTop(spec, thick), { at: [0, spec.h - thick / 2, 0] });
  const legH = spec.h - thick;
  const legs = spec.legs;
  const inset = spec.top === 'rect' ? 0.08 : 0;
  switch (legs) {
    case 'pedestal': {
      const column = lathe(
        [
          [0, 0],
          [spec.w * 0.26, 0],
          [spec.w * 0.26, 0.025],
          [0.09, 0.06],
          [0.05, 0.14],
          [0.045, legH * 0.6],
          [0.06, legH - 0.04],
          [0.12, legH - 0.01],
          [0, legH - 0.01],
        ],
        48,
        0.6,
      );
      p.add(solid, column);
      break;
    }
    case 'tripod':
      for (let i = 0; i < 3; i++) {
        const a = (i * Math.PI * 2) / 3 + Math.PI / 6;
        const r = Math.min(spec.w, spec.d) * 0.32;
        p.add(
          solid,
          rod([Math.cos(a) * r * 0.55, legH, Math.sin(a) * r * 0.55], [Math.cos(a) * r, 0, Math.sin(a) * r], 0.016, 14),
        );
      }
      break;
    case 'trestle':
      for (const side of [-1, 1]) {
        const x = side * (spec.w / 2 - 0.18);
        p.add(solid, rbox(0.06, legH, 0.06, 0.005, 1), { at: [x, legH / 2, 0] });
        p.add(solid, rbox(0.08, 0.05, spec.d - 0.12, 0.008, 2), { at: [x, 0.025, 0] });
        p.add(solid, rbox(0.07, 0.045, spec.d - 0.18, 0.008, 2), { at: [x, legH - 0.0225, 0] });
      }
      p.add(solid, rbox(spec.w - 0.36, 0.05, 0.03, 0.006, 1), { at: [0, 0.2, 0] });
      break;
    case 'tapered':
    case 'square':
    case 'metal':
    case 'hairpin':
    case 'block': {
      const legW = spec.w - 2 * inset;
      const legD = spec.d - 2 * inset;
      const legMat = legs === 'metal' || legs === 'hairpin' ? metal.black() : solid;
      if (spec.top === 'rect' && legs !== 'hairpin') {
        // Aprons under the top tie the legs together.
        p.add(solid, box(legW - 0.03, 0.08, 0.02), { at: [0, legH - 0.04, legD / 2 - 0.01] });
        p.add(solid, box(legW - 0.03, 0.08, 0.02), { at: [0, legH - 0.04, -legD / 2 + 0.01] });
        p.add(solid, box(0.02, 0.08, legD - 0.03), { at: [legW / 2 - 0.01, legH - 0.04, 0] });
        p.add(solid, box(0.02, 0.08, legD - 0.03), { at: [-legW / 2 + 0.01, legH - 0.04, 0] });
      }
      const [footW, footD]: [number, number] = spec.top === 'rect' ? [legW, legD] : [spec.w * 0.62, spec.d * 0.62];
      addLegs(p, legMat, legs, footW, footD, legH);
      break;
    }
  }
  return p.group('table');
}
