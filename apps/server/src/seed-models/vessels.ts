import * as THREE from 'three';
import { demo, type DemoModel } from './catalog.js';
import {
  box,
  cyl,
  extrude,
  faceted,
  lathe,
  Parts,
  polygonShape,
  rbox,
  roundedRect,
  shellParts,
  smooth,
  sphere,
  tube,
  type Profile,
  type Vec3,
} from './kit.js';
import { ceramic, finish, glass, metal, wood } from './materials.js';
import { between, intBetween, pick, type Rng } from './random.js';
import { marble, porcelain } from './textures.js';

/** Vases, planters, tableware and tea sets: thin-walled lathes with a separate inside glaze. */

/** Adds a hollow vessel: outside (and lip) in one finish, inside in another. */
function addVessel(
  p: Parts,
  outer: Profile,
  thickness: number,
  outside: THREE.Material,
  inside: THREE.Material,
  segments = 72,
  at: Vec3 = [0, 0, 0],
): void {
  const parts = shellParts(outer, thickness);
  p.add(outside, lathe(parts.outside, segments), { at });
  p.add(inside, lathe(parts.inside, segments), { at });
}

/** A C-shaped handle leaving the wall at x between two heights and reaching out by `reach` (negative: towards -X). */
function handle(x: number, y0: number, y1: number, reach: number, radius: number): THREE.BufferGeometry {
  const mid = (y0 + y1) / 2;
  const h = y1 - y0;
  const inset = Math.sign(reach) * radius;
  return tube(
    [
      [x - inset, y1, 0],
      [x + reach * 0.6, y1 + h * 0.05, 0],
      [x + reach, mid + h * 0.15, 0],
      [x + reach * 0.85, y0 + h * 0.1, 0],
      [x - inset, y0, 0],
    ],
    radius,
    { segments: 40, radial: 12 },
  );
}

// ---- vases --------------------------------------------------------------------------------------------

interface VaseSpec {
  profile: Profile;
  glaze: THREE.Material;
  inside: THREE.Material;
  segments?: number;
  handles?: THREE.Material;
}

function vase(rng: Rng, s: VaseSpec): THREE.Object3D {
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
function facetedVase(rng: Rng, color: number): THREE.Object3D {
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

function tulipBouquet(rng: Rng): THREE.Object3D {
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

function succulentPot(potColor: number): THREE.Object3D {
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
function bronzeDing(rng: Rng): THREE.Object3D {
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

// ---- tableware -------------------------------------------------------------------------------------------

function cupAndSaucer(rng: Rng, glazeColor: number, rimGold: boolean): THREE.Object3D {
  const p = new Parts();
  const white = ceramic(0xf7f4ee);
  const glaze = ceramic(glazeColor);
  const h = between(rng, 0.06, 0.07);
  const saucerH = 0.018;
  const cup = smooth(
    [
      [0, 0],
      [0.022, 0],
      [0.025, 0.006],
      [0.034, h * 0.45],
      [0.042, h],
    ],
    32,
  );
  addVessel(p, cup, 0.003, glaze, white, 72, [0, saucerH - 0.004, 0]);
  p.add(finish('咖啡', 0x3b2416, 0.2, 0), cyl(0.036, 0.036, 0.002, 48), { at: [0, saucerH + h * 0.78, 0] });
  p.add(glaze, handle(0.036, saucerH + h * 0.35, saucerH + h * 0.85, 0.022, 0.0035));
  const saucer: Profile = [
    [0, 0],
    [0.035, 0],
    [0.036, 0.003],
    [0.04, 0.004],
    [0.07, 0.01],
    [0.075, 0.014],
    [0.078, saucerH],
    [0.074, saucerH],
    [0.068, 0.012],
    [0.04, 0.008],
    [0, 0.008],
  ];
  p.add(white, lathe(saucer, 72, 0.7));
  if (rimGold) {
    const gold = metal.gold();
    p.add(
      gold,
      lathe(
        [
          [0.0775, saucerH - 0.0005],
          [0.078, saucerH + 0.0004],
          [0.0745, saucerH + 0.0004],
        ],
        72,
      ),
    );
    p.add(
      gold,
      lathe(
        [
          [0.0425, saucerH - 0.004 + h],
          [0.0425, saucerH - 0.004 + h + 0.0018],
          [0.0395, saucerH - 0.004 + h + 0.0018],
        ],
        72,
      ),
    );
  }
  // Teaspoon resting on the saucer.
  const steel = metal.steel();
  const bowl = sphere(1, 16, 8);
  bowl.scale(0.009, 0.003, 0.014);
  p.add(steel, bowl, { at: [0.045, saucerH - 0.002, 0.03], rot: [0, 0.6, 0] });
  p.add(
    steel,
    tube(
      [
        [0.052, saucerH, 0.02],
        [0.06, saucerH + 0.004, 0.0],
        [0.072, saucerH + 0.008, -0.04],
      ],
      0.0016,
      { segments: 16, radial: 6 },
    ),
  );
  return p.group('cup');
}

function mug(rng: Rng, outside: number, inside: number): THREE.Object3D {
  const p = new Parts();
  const h = between(rng, 0.095, 0.105);
  const r = between(rng, 0.04, 0.044);
  const glaze = ceramic(outside);
  const dip = ceramic(inside);
  addVessel(
    p,
    [
      [0, 0],
      [r - 0.004, 0],
      [r, 0.004],
      [r, h],
    ],
    0.004,
    glaze,
    dip,
    72,
  );
  // Unglazed foot ring.
  p.add(
    finish('素坯', 0xcbb89c, 0.9, 0),
    lathe(
      [
        [r - 0.006, -0.0001],
        [r - 0.0038, -0.0001],
        [r + 0.0002, 0.005],
        [r - 0.006, 0.005],
      ],
      72,
    ),
  );
  p.add(glaze, handle(r, h * 0.2, h * 0.82, 0.032, 0.0055));
  return p.group('mug');
}

function riceBowl(rng: Rng, outside: number, inside: number, count: number): THREE.Object3D {
  const p = new Parts();
  const glaze = ceramic(outside);
  const inner = ceramic(inside);
  const foot = finish('素坯', 0xc9b59a, 0.9, 0);
  for (let i = 0; i < count; i++) {
    const r = between(rng, 0.058, 0.062);
    const bowlProfile = smooth(
      [
        [0, 0.006],
        [0.028, 0.006],
        [0.045, 0.02],
        [0.058, 0.045],
        [r, 0.062],
      ],
      32,
    );
    const at: Vec3 = count === 1 ? [0, 0, 0] : [(i - (count - 1) / 2) * 0.14, 0, i % 2 === 0 ? 0 : -0.03];
    addVessel(p, bowlProfile, 0.0035, glaze, inner, 72, at);
    p.add(
      foot,
      lathe(
        [
          [0.024, 0],
          [0.03, 0],
          [0.031, 0.007],
          [0.024, 0.007],
        ],
        48,
        0.7,
      ),
      { at },
    );
  }
  // A pair of chopsticks across the front bowl.
  const chopstick = wood(0x5c3a21);
  for (const dz of [-0.006, 0.006])
    p.add(
      chopstick,
      tube(
        [
          [-0.11, 0.066, 0.02 + dz],
          [0.12, 0.07, 0.04 + dz * 1.6],
        ],
        0.0028,
        { segments: 2, radial: 8, endRadius: 0.0015 },
      ),
    );
  return p.group('bowls');
}

/** A flat cutlery piece from its outline in the XZ plane (handle towards +Z), lying on the table. */
function flatware(outline: readonly (readonly [number, number])[], thickness: number): THREE.BufferGeometry {
  return extrude(polygonShape(outline), thickness, { bevel: thickness * 0.3, bevelSegments: 1 }).rotateX(-Math.PI / 2);
}

/** A place setting: dinner plate, salad plate and soup bowl stacked, fork on the left, knife on the right. */
function placeSetting(rimColor: number): THREE.Object3D {
  const p = new Parts();
  const white = ceramic(0xf6f3ec);
  const rim = ceramic(rimColor);
  let y = 0;
  for (const r of [0.135, 0.105]) {
    const plate: Profile = [
      [0, 0.002],
      [r * 0.55, 0.002],
      [r * 0.56, 0],
      [r * 0.6, 0],
      [r * 0.62, 0.004],
      [r * 0.75, 0.006],
      [r * 0.98, 0.017],
      [r, 0.019],
      [r * 0.98, 0.021],
      [r * 0.75, 0.0095],
      [0, 0.0075],
    ];
    p.add(white, lathe(plate, 96, 0.5), { at: [0, y, 0] });
    p.add(
      rim,
      lathe(
        [
          [r * 0.93, 0.0176],
          [r * 0.995, 0.021],
          [r * 0.93, 0.0182],
        ],
        96,
      ),
      { at: [0, y + 0.0008, 0] },
    );
    y += 0.01;
  }
  addVessel(
    p,
    smooth(
      [
        [0, 0],
        [0.03, 0],
        [0.06, 0.025],
        [0.075, 0.05],
      ],
      20,
    ),
    0.003,
    white,
    white,
    72,
    [0, y + 0.002, 0],
  );
  p.add(
    rim,
    lathe(
      [
        [0.0735, 0.049],
        [0.0752, 0.0515],
        [0.072, 0.0512],
      ],
      72,
    ),
    { at: [0, y + 0.002, 0] },
  );
  const steel = metal.steel();
  // Fork outline: handle and shoulders, then four tines cut back 34 mm from the tip.
  const fork: [number, number][] = [
    [0.011, -0.1],
    [0.011, -0.055],
    [0.006, -0.04],
    [0.0035, 0],
    [0.006, 0.09],
    [-0.006, 0.09],
    [-0.0035, 0],
    [-0.006, -0.04],
    [-0.011, -0.055],
    [-0.011, -0.1],
  ];
  for (const x of [-0.0075, -0.0015, 0.0045]) fork.push([x, -0.1], [x, -0.066], [x + 0.003, -0.066], [x + 0.003, -0.1]);
  p.add(steel, flatware(fork, 0.0025), { at: [-0.17, 0.0015, 0.01] });
  const knife: [number, number][] = [
    [-0.004, -0.11],
    [0.008, -0.1],
    [0.01, -0.02],
    [0.006, -0.01],
    [0.007, 0.1],
    [-0.006, 0.1],
    [-0.005, -0.01],
    [-0.006, -0.02],
  ];
  p.add(steel, flatware(knife, 0.0025), { at: [0.17, 0.0015, 0.01] });
  return p.group('place-setting');
}

function wineGlasses(rng: Rng, wineColor: number): THREE.Object3D {
  const p = new Parts();
  const clearGlass = glass();
  const wine = finish('红酒', wineColor, 0.08, 0, { opacity: 0.85 });
  for (const [x, z, fill] of [
    [-0.05, 0, 0.35],
    [0.05, -0.02, 0.28],
  ] as const) {
    const stemH = between(rng, 0.09, 0.1);
    const bowl = smooth(
      [
        [0.002, 0],
        [0.03, 0.015],
        [0.042, 0.05],
        [0.038, 0.09],
        [0.033, 0.11],
      ],
      28,
    );
    const outer: Profile = [
      [0, 0],
      [0.038, 0],
      [0.038, 0.002],
      [0.006, 0.006],
      [0.004, stemH],
      ...bowl.map(([r, y]) => [r, y + stemH] as const),
    ];
    addVessel(p, outer, 0.0015, clearGlass, clearGlass, 48, [x, 0, z]);
    const level = stemH + 0.11 * fill;
    const liquid = bowl
      .filter(([, y]) => y + stemH <= level)
      .map(([r, y]) => [Math.max(r - 0.0015, 0.001), y + stemH + 0.0005] as const);
    const top = liquid[liquid.length - 1];
    if (top) p.add(wine, lathe([[0.001, stemH + 0.0005], ...liquid, [0.001, top[1]]], 48), { at: [x, 0, z] });
  }
  return p.group('glasses');
}

function vacuumFlask(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const h = between(rng, 0.22, 0.25);
  const body = metal.painted(color, '粉末喷涂');
  const steel = metal.steel();
  p.add(
    body,
    lathe(
      smooth(
        [
          [0, 0],
          [0.033, 0],
          [0.036, 0.006],
          [0.036, h * 0.82],
          [0.032, h * 0.9],
        ],
        32,
      ),
      64,
    ),
  );
  p.add(
    steel,
    lathe(
      [
        [0.0318, h * 0.9 - 0.002],
        [0.03, h * 0.9 + 0.012],
        [0, h * 0.9 + 0.012],
      ],
      64,
    ),
  );
  const lid = finish('杯盖', 0x2b2b2b, 0.5, 0);
  p.add(
    lid,
    lathe(
      smooth(
        [
          [0, h * 0.9 + 0.012],
          [0.033, h * 0.9 + 0.012],
          [0.034, h * 0.96],
          [0.031, h + 0.012],
          [0, h + 0.014],
        ],
        16,
      ),
      64,
      0.9,
    ),
  );
  // Grip ridges on the lid.
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    p.add(lid, rbox(0.003, 0.022, 0.003, 0.001, 1), {
      at: [Math.cos(a) * 0.0335, h * 0.94, Math.sin(a) * 0.0335],
      rot: [0, -a, 0],
    });
  }
  p.add(steel, rbox(0.004, 0.03, 0.012, 0.0015, 2), { at: [0.035, h * 0.99, 0] });
  return p.group('flask');
}

function teaSet(glazeColor: number, trayWood: number): THREE.Object3D {
  const p = new Parts();
  const glaze = ceramic(glazeColor);
  const white = ceramic(0xf7f5ef);
  const trayH = 0.025;
  const tray = wood(trayWood);
  p.add(tray, rbox(0.42, trayH, 0.26, 0.008, 2), { at: [0, trayH / 2, 0] });
  for (let i = -6; i <= 6; i++)
    p.add(finish('排水槽', 0x3a2818, 0.8, 0), box(0.36, 0.002, 0.005), { at: [0, trayH + 0.0002, i * 0.017] });
  // Teapot: round belly, lid with knob, tapered spout, ear handle.
  const pot = smooth(
    [
      [0, 0],
      [0.035, 0],
      [0.058, 0.03],
      [0.06, 0.055],
      [0.045, 0.085],
      [0.034, 0.09],
    ],
    40,
  );
  const potAt: Vec3 = [-0.08, trayH, 0];
  addVessel(p, pot, 0.003, glaze, white, 72, potAt);
  p.add(
    glaze,
    lathe(
      smooth(
        [
          [0, 0.093],
          [0.036, 0.089],
          [0.03, 0.098],
          [0.012, 0.102],
          [0.009, 0.11],
          [0.011, 0.116],
          [0, 0.118],
        ],
        24,
      ),
      48,
    ),
    { at: potAt },
  );
  p.add(
    glaze,
    tube(
      [
        [-0.08 + 0.05, trayH + 0.03, 0],
        [-0.08 + 0.075, trayH + 0.05, 0],
        [-0.08 + 0.09, trayH + 0.085, 0],
      ],
      0.009,
      { segments: 20, radial: 12, endRadius: 0.0045 },
    ),
  );
  p.add(glaze, handle(-0.08 - 0.058, trayH + 0.025, trayH + 0.08, -0.035, 0.005));
  const cups = 4;
  for (let i = 0; i < cups; i++) {
    const at: Vec3 = [0.04 + (i % 2) * 0.075, trayH, (i < 2 ? -1 : 1) * 0.05];
    addVessel(
      p,
      smooth(
        [
          [0, 0],
          [0.016, 0],
          [0.022, 0.015],
          [0.029, 0.04],
        ],
        12,
      ),
      0.002,
      glaze,
      white,
      36,
      at,
    );
  }
  return p.group('tea-set');
}

// ---- catalogue -------------------------------------------------------------------------------------------

export const VESSELS: DemoModel[] = [
  demo(
    {
      slug: 'retro-ceramic-amphora-vase',
      title: '复古陶瓷双耳花瓶',
      description: '赤陶色釉面双耳花瓶，饱满瓶腹与细长瓶颈，带有地中海复古气息，内壁为米白釉。',
      type: '花瓶器皿',
      trade: '泛家居',
      tags: ['花瓶', '陶瓷', '复古', '软装'],
      priceFen: 0,
    },
    (rng) =>
      vase(rng, {
        profile: [
          [0, 0],
          [0.06, 0],
          [0.07, 0.02],
          [0.13, 0.12],
          [0.12, 0.22],
          [0.055, 0.3],
          [0.045, 0.36],
          [0.06, 0.4],
        ],
        glaze: ceramic(0xb5653d),
        inside: ceramic(0xeee3d0),
        handles: ceramic(0xb5653d),
      }),
  ),
  demo(
    {
      slug: 'blue-white-meiping-vase',
      title: '青花缠枝纹梅瓶',
      description: '仿明代青花梅瓶，小口、丰肩、修长瓶身，瓶身缠枝花卉纹样以程序化贴图绘制，适合博物馆文创展示。',
      type: '花瓶器皿',
      trade: '博物馆文创',
      tags: ['青花瓷', '梅瓶', '国风', '文创', '明代'],
      priceFen: 2900,
    },
    (rng) =>
      vase(rng, {
        profile: [
          [0, 0],
          [0.06, 0],
          [0.065, 0.02],
          [0.085, 0.15],
          [0.11, 0.26],
          [0.095, 0.3],
          [0.035, 0.33],
          [0.03, 0.345],
          [0.035, 0.36],
        ],
        glaze: ceramic(0xffffff, porcelain(rng)),
        inside: ceramic(0xf3f1ea),
      }),
  ),
  demo(
    {
      slug: 'celadon-yuhuchun-vase',
      title: '龙泉青瓷玉壶春瓶',
      description: '经典玉壶春瓶型，撇口、细颈、垂腹、圈足，粉青釉色温润如玉。',
      type: '花瓶器皿',
      trade: '博物馆文创',
      tags: ['青瓷', '玉壶春', '龙泉窑', '国风'],
      priceFen: 1900,
    },
    (rng) =>
      vase(rng, {
        profile: [
          [0, 0],
          [0.045, 0],
          [0.048, 0.012],
          [0.085, 0.06],
          [0.09, 0.1],
          [0.06, 0.17],
          [0.025, 0.23],
          [0.024, 0.26],
          [0.045, 0.3],
        ],
        glaze: ceramic(0x9cc2a8),
        inside: ceramic(0x9cc2a8),
      }),
  ),
  demo(
    {
      slug: 'nordic-faceted-vase',
      title: '北欧几何切面花瓶',
      description: '九边形低多边形切面花瓶，哑光莫兰迪粉，插几枝蓬松的干芦苇花，极简现代风格的桌面软装。',
      type: '花瓶器皿',
      trade: '泛家居',
      tags: ['花瓶', '几何', '北欧', '莫兰迪', '干花'],
      priceFen: 0,
    },
    (rng) => facetedVase(rng, 0xd9a8a0),
  ),
  demo(
    {
      slug: 'tulips-in-glass-vase',
      title: '玻璃花瓶郁金香插花',
      description: '透明玻璃直筒花瓶，内有清水，插入红、黄、粉三色郁金香与叶片，春日桌面花艺。',
      type: '花瓶器皿',
      trade: '泛家居',
      tags: ['插花', '郁金香', '玻璃花瓶', '花艺'],
      priceFen: 1290,
    },
    (rng) => tulipBouquet(rng),
  ),
  demo(
    {
      slug: 'succulent-terracotta-pot',
      title: '多肉植物陶土花盆',
      description: '红陶花盆配莲座状多肉植物，叶片按黄金角螺旋排布，小巧可爱的桌面绿植。',
      type: '花瓶器皿',
      trade: '泛家居',
      tags: ['多肉', '绿植', '花盆', '陶土'],
      priceFen: 0,
    },
    () => succulentPot(0xb8643f),
  ),
  demo(
    {
      slug: 'bronze-ding-replica',
      title: '商周青铜鼎复刻摆件',
      description: '仿商周青铜圆鼎，三足双耳，口沿下饰一周凸弦纹，斑驳青绿锈色贴图，博物馆文创摆件。',
      type: '文创摆件',
      trade: '博物馆文创',
      tags: ['青铜器', '鼎', '文物复刻', '摆件'],
      priceFen: 3900,
    },
    (rng) => bronzeDing(rng),
  ),
  demo(
    {
      slug: 'bone-china-coffee-cup',
      title: '骨瓷描金咖啡杯碟套装',
      description: '骨瓷咖啡杯配碟与小勺，杯口与碟沿描金，杯中盛有咖啡，下午茶场景道具。',
      type: '餐具',
      trade: '日用百货',
      tags: ['咖啡杯', '骨瓷', '下午茶', '描金'],
      priceFen: 590,
    },
    (rng) => cupAndSaucer(rng, 0x25466e, true),
  ),
  demo(
    {
      slug: 'two-tone-ceramic-mug',
      title: '撞色釉陶瓷马克杯',
      description: '350 毫升陶瓷马克杯，外层雾霾绿、内层奶白釉，底部露胎圈足，大耳把手握感舒适。',
      type: '餐具',
      trade: '日用百货',
      tags: ['马克杯', '陶瓷', '水杯', '撞色'],
      priceFen: 0,
    },
    (rng) => mug(rng, 0x6f8f7f, 0xf2ede2),
  ),
  demo(
    {
      slug: 'japanese-rice-bowls',
      title: '日式粗陶饭碗两件套',
      description: '两只日式粗陶饭碗，外施褐色天目釉、内为米白釉，露胎圈足，附一双木筷。',
      type: '餐具',
      trade: '日用百货',
      tags: ['饭碗', '日式', '粗陶', '筷子'],
      priceFen: 390,
    },
    (rng) => riceBowl(rng, 0x5b3a29, 0xe9dfcc, 2),
  ),
  demo(
    {
      slug: 'western-place-setting',
      title: '西餐白瓷餐具套装',
      description: '一人份西餐摆台：大餐盘、沙拉盘与汤碗叠放，盘沿墨蓝釉线，左叉右刀，不锈钢刀叉。',
      type: '餐具',
      trade: '日用百货',
      tags: ['餐盘', '白瓷', '西餐', '刀叉', '摆台'],
      priceFen: 0,
    },
    () => placeSetting(0x22345a),
  ),
  demo(
    {
      slug: 'red-wine-glasses',
      title: '水晶红酒高脚杯一对',
      description: '一对勃艮第型水晶高脚杯，杯中盛有不同液位的红酒，透明材质，适合餐厅与酒吧场景。',
      type: '餐具',
      trade: '日用百货',
      tags: ['红酒杯', '高脚杯', '玻璃', '酒具'],
      priceFen: 490,
    },
    (rng) => wineGlasses(rng, 0x6e0f1f),
  ),
  demo(
    {
      slug: 'stainless-vacuum-flask',
      title: '不锈钢保温杯',
      description: '500 毫升不锈钢真空保温杯，雾粉色粉末喷涂外壳，防滑纹杯盖，日用百货电商主图素材。',
      type: '餐具',
      trade: '日用百货',
      tags: ['保温杯', '不锈钢', '水杯', '日用'],
      priceFen: 0,
    },
    (rng) => vacuumFlask(rng, 0xd8a7a4),
  ),
  demo(
    {
      slug: 'kungfu-tea-set',
      title: '汝窑功夫茶具套装',
      description: '天青色汝窑风格茶壶与四只品茗杯，置于实木排水茶盘上，中式茶室场景必备。',
      type: '餐具',
      trade: '博物馆文创',
      tags: ['茶具', '汝窑', '功夫茶', '茶盘', '国风'],
      priceFen: 2900,
    },
    () => teaSet(0xa9c2c0, 0x6b4428),
  ),
];
