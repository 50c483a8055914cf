import type * as THREE from 'three';
import { box, cyl, lathe, Parts, type Profile, rbox, smooth, sphere, tube, type Vec3 } from '../kit.js';
import { ceramic, finish, glass, metal, wood } from '../materials.js';
import { between, type Rng } from '../random.js';
import { addVessel, handle } from './walls.js';

/** Cups, mugs, wine glasses, a vacuum flask and a tea set. */

export function cupAndSaucer(rng: Rng, glazeColor: number, rimGold: boolean): THREE.Object3D {
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

export function mug(rng: Rng, outside: number, inside: number): THREE.Object3D {
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

export function wineGlasses(rng: Rng, wineColor: number): THREE.Object3D {
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

export function vacuumFlask(rng: Rng, color: number): THREE.Object3D {
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

export function teaSet(glazeColor: number, trayWood: number): THREE.Object3D {
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
