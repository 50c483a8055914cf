import * as THREE from 'three';
import {
  cyl,
  extrude,
  faceted,
  lathe,
  Parts,
  type Profile,
  roundedRect,
  shellParts,
  smooth,
  sphere,
  tube,
  type Vec3,
} from '../kit.js';
import { ceramic, finish, glass } from '../materials.js';
import { between, intBetween, pick, type Rng } from '../random.js';
import { marble } from '../textures.js';
import { addVessel, handle } from './walls.js';

/** Vases, planters and a bronze ding. */

interface VaseSpec {
  profile: Profile;
  glaze: THREE.Material;
  inside: THREE.Material;
  segments?: number;
  handles?: THREE.Material;
}

export function vase(rng: Rng, s: VaseSpec): THREE.Object3D {
  const p = new Parts();
  const scale = between(rng, 0.96, 1.04);
  const outer = smooth(
    s.profile.map(([r, y]) => [r * scale, y] as const),
    44,
  );
  addVessel(p, outer, 0.005, s.glaze, s.inside, s.segments ?? 72);
  if (s.handles) {
    // Amphora ears: from the neck down to the shoulder on both sides.
    const neck = outer[Math.floor(outer.length * 0.82)] ?? [0.05, 0.3];
    const shoulder = outer[Math.floor(outer.length * 0.58)] ?? [0.1, 0.2];
    for (const side of [0, Math.PI]) {
      p.add(s.handles, handle(shoulder[0] - 0.004, shoulder[1], neck[1], 0.045, 0.007), { rot: [0, side, 0] });
    }
  }
  return p.group('vase');
}

/** Low-poly faceted vase (few lathe segments, flat shaded) holding a few stems of dried pampas grass. */
export function facetedVase(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const h = between(rng, 0.26, 0.3);
  const profile: Profile = [
    [0, 0],
    [0.06, 0],
    [0.1, h * 0.3],
    [0.085, h * 0.7],
    [0.045, h * 0.9],
    [0.05, h],
  ];
  const matte = finish('哑光陶瓷', color, 0.75, 0);
  const { outside, inside } = shellParts(profile, 0.004);
  p.add(matte, faceted(lathe(outside, 9)));
  p.add(ceramic(0xf3efe8), faceted(lathe(inside, 9)));
  const stem = finish('干枝', 0xa08660, 0.8, 0);
  const plume = finish('芦苇花', 0xe6d6b8, 0.95, 0);
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 + rng() * 0.5;
    const lean = between(rng, 0.08, 0.2);
    const tip: Vec3 = [Math.cos(a) * lean, h + between(rng, 0.3, 0.42), Math.sin(a) * lean];
    p.add(stem, tube([[0, h * 0.3, 0], [Math.cos(a) * 0.02, h, Math.sin(a) * 0.02], tip], 0.0025, { segments: 16, radial: 6 }));
    // The plume: a fluffy spindle along the last part of the stem, leaning with it.
    const dir = new THREE.Vector3(tip[0] - Math.cos(a) * 0.02, tip[1] - h, tip[2] - Math.sin(a) * 0.02).normalize();
    const q = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(0, 1, 0), dir);
    const fluff = lathe(
      smooth(
        [
          [0.001, 0],
          [0.02, 0.04],
          [0.026, 0.1],
          [0.016, 0.16],
          [0.001, 0.19],
        ],
        16,
      ),
      16,
    );
    fluff.applyQuaternion(q);
    p.add(plume, fluff, { at: [tip[0] - dir.x * 0.15, tip[1] - dir.y * 0.15, tip[2] - dir.z * 0.15] });
  }
  return p.group('vase');
}

export function tulipBouquet(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const vaseH = 0.22;
  const clearGlass = glass();
  addVessel(
    p,
    [
      [0, 0],
      [0.055, 0],
      [0.058, 0.004],
      [0.058, vaseH],
    ],
    0.004,
    clearGlass,
    clearGlass,
    64,
  );
  p.add(finish('水', 0xc9e4ea, 0.05, 0, { opacity: 0.35 }), cyl(0.052, 0.052, vaseH * 0.6, 48), {
    at: [0, 0.004 + vaseH * 0.3, 0],
  });
  const stem = finish('花茎', 0x4f7d3a, 0.6, 0);
  const petals = [0xd3213a, 0xf2c94c, 0xf08aa8].map((c) => finish('花瓣', c, 0.55, 0));
  const count = intBetween(rng, 7, 9);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng() * 0.4;
    const lean = between(rng, 0.07, 0.16);
    const height = between(rng, 0.42, 0.52);
    const top: Vec3 = [Math.cos(a) * lean, height, Math.sin(a) * lean];
    p.add(
      stem,
      tube(
        [
          [Math.cos(a) * 0.01, 0.01, Math.sin(a) * 0.01],
          [Math.cos(a) * 0.03, vaseH, Math.sin(a) * 0.03],
          [top[0] * 0.8, height - 0.08, top[2] * 0.8],
          top,
        ],
        0.003,
        { segments: 24, radial: 6 },
      ),
    );
    // The bloom: a closed tulip cup, tipped along the stem's lean.
    const bloom = lathe(
      smooth(
        [
          [0.001, -0.005],
          [0.016, 0.0],
          [0.022, 0.02],
          [0.02, 0.04],
          [0.012, 0.052],
          [0.001, 0.05],
        ],
        16,
      ),
      24,
    );
    p.add(pick(rng, petals), bloom, { at: top, rot: [Math.sin(a) * lean * 1.5, 0, -Math.cos(a) * lean * 1.5] });
    if (i % 3 === 0) {
      const leaf = sphere(1, 12, 8);
      leaf.scale(0.012, 0.09, 0.003);
      p.add(stem, leaf, {
        at: [Math.cos(a) * 0.05, vaseH + 0.06, Math.sin(a) * 0.05],
        rot: [Math.sin(a) * 0.5, -a, -Math.cos(a) * 0.5],
      });
    }
  }
  return p.group('bouquet');
}

export function succulentPot(potColor: number): THREE.Object3D {
  const p = new Parts();
  const h = 0.11;
  const terracotta = finish('陶土', potColor, 0.85, 0);
  addVessel(
    p,
    [
      [0, 0],
      [0.052, 0],
      [0.06, h * 0.75],
      [0.068, h * 0.78],
      [0.068, h],
    ],
    0.006,
    terracotta,
    terracotta,
    64,
  );
  p.add(finish('泥土', 0x4a3526, 1, 0), cyl(0.058, 0.058, 0.01, 40), { at: [0, h - 0.012, 0] });
  const [jade, pale] = [finish('多肉', 0x7ea58c, 0.5, 0), finish('多肉', 0x96b59a, 0.5, 0)];
  // A rosette: leaves on the golden angle, inner ones small and upright, outer ones long and spread.
  const leaves = 34;
  for (let i = 0; i < leaves; i++) {
    const k = i / leaves;
    const a = i * 2.39996;
    const len = 0.012 + k * 0.03;
    const tilt = 0.25 + k * 1.05;
    const leaf = sphere(1, 14, 10);
    leaf.scale(len * 0.42, len, len * 0.22);
    leaf.translate(0, len * 0.9, 0);
    const q = new THREE.Quaternion()
      .setFromEuler(new THREE.Euler(0, -a, 0))
      .multiply(new THREE.Quaternion().setFromEuler(new THREE.Euler(0, 0, -tilt)));
    leaf.applyQuaternion(q);
    p.add(i % 2 === 0 ? jade : pale, leaf, { at: [0, h - 0.006 + (1 - k) * 0.012, 0] });
  }
  return p.group('succulent');
}

/** A bronze ding: round belly, three hoof legs, two upright ears, mottled patina. */
export function bronzeDing(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const bronze = finish('青铜', 0xffffff, 0.65, 0.6, { map: marble(rng, 0x5d7256, 0x2f3a2c) });
  const inside = finish('青铜内壁', 0x3c4535, 0.8, 0.4);
  const legH = 0.11;
  const bowl = smooth(
    [
      [0, 0],
      [0.1, 0.005],
      [0.15, 0.05],
      [0.158, 0.11],
      [0.15, 0.15],
      [0.155, 0.16],
    ],
    32,
  );
  addVessel(p, bowl, 0.008, bronze, inside, 72, [0, legH, 0]);
  // A raised band of relief under the rim.
  p.add(
    bronze,
    lathe(
      [
        [0.157, legH + 0.12],
        [0.162, legH + 0.125],
        [0.162, legH + 0.14],
        [0.156, legH + 0.145],
      ],
      96,
      0.6,
    ),
  );
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI * 2) / 3 + Math.PI / 2;
    const leg = lathe(
      smooth(
        [
          [0.0, 0],
          [0.028, 0.004],
          [0.022, 0.03],
          [0.02, legH * 0.6],
          [0.03, legH + 0.02],
          [0.001, legH + 0.04],
        ],
        24,
      ),
      24,
    );
    p.add(bronze, leg, { at: [Math.cos(a) * 0.1, 0, Math.sin(a) * 0.1] });
  }
  for (const side of [-1, 1]) {
    const ear = roundedRect(0.05, 0.075, 0.012);
    const hole = roundedRect(0.028, 0.04, 0.008);
    ear.holes.push(hole);
    p.add(bronze, extrude(ear, 0.012, { bevel: 0.002 }), { at: [side * 0.135, legH + 0.16 + 0.03, 0], rot: [0, Math.PI / 2, 0] });
  }
  return p.group('ding');
}
