import * as THREE from 'three';
import { cyl, extrude, lathe, Parts, rbox, smooth, sphere, torus, tube } from '../kit.js';
import { finish, leather, metal } from '../materials.js';
import { between, type Rng } from '../random.js';
import { weave } from '../textures.js';

/** A handbag and a straw hat. */

export function handbag(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const hide = leather(color);
  const gold = metal.gold();
  const w = between(rng, 0.3, 0.32);
  const top = w * 0.78;
  const h = 0.22;
  const depth = 0.13;
  const body = new THREE.Shape();
  const r = 0.025;
  body.moveTo(-w / 2 + r, 0);
  body.lineTo(w / 2 - r, 0);
  body.quadraticCurveTo(w / 2, 0, w / 2 - 0.002, r);
  body.lineTo(top / 2, h - r);
  body.quadraticCurveTo(top / 2 - 0.002, h, top / 2 - r, h);
  body.lineTo(-top / 2 + r, h);
  body.quadraticCurveTo(-top / 2 + 0.002, h, -top / 2, h - r);
  body.lineTo(-w / 2 + 0.002, r);
  body.quadraticCurveTo(-w / 2, 0, -w / 2 + r, 0);
  p.add(hide, extrude(body, depth, { bevel: 0.018, bevelSegments: 4, curveSegments: 8 }));
  // Front flap with a twist lock, handles on gold rings, little feet.
  p.add(hide, rbox(top * 0.98, 0.11, 0.008, 0.004, 2), { at: [0, h - 0.05, depth / 2 + 0.006], rot: [-0.06, 0, 0] });
  p.add(gold, rbox(0.04, 0.025, 0.008, 0.004, 2), { at: [0, h - 0.1, depth / 2 + 0.012] });
  p.add(gold, cyl(0.008, 0.008, 0.01, 16), { at: [0, h - 0.1, depth / 2 + 0.017], rot: [Math.PI / 2, 0, 0] });
  for (const z of [-depth * 0.28, depth * 0.28]) {
    const handle = tube(
      [
        [-top * 0.3, h + 0.012, z],
        [-top * 0.26, h + 0.09, z],
        [0, h + 0.12, z],
        [top * 0.26, h + 0.09, z],
        [top * 0.3, h + 0.012, z],
      ],
      0.006,
      { segments: 40, radial: 10 },
    );
    p.add(hide, handle);
    for (const x of [-top * 0.3, top * 0.3]) p.add(gold, torus(0.011, 0.0025, 8, 20), { at: [x, h + 0.008, z] });
  }
  for (const x of [-w * 0.36, w * 0.36])
    for (const z of [-depth * 0.3, depth * 0.3]) p.add(gold, sphere(0.006, 12, 8), { at: [x, -0.014, z], scale: [1, 0.6, 1] });
  return p.group('handbag', { at: [0, 0.02, 0] });
}

export function strawHat(rng: Rng, ribbon: number): THREE.Object3D {
  const p = new Parts();
  const straw = finish('草编', 0xffffff, 0.9, 0, { map: weave(rng, 0xd8bd83) });
  const brim = between(rng, 0.2, 0.22);
  // One lathe from the brim edge over the crown; its UVs run round and up, so the weave wraps.
  const profile = smooth(
    [
      [brim, 0.012],
      [brim * 0.8, 0.016],
      [0.11, 0.022],
      [0.095, 0.04],
      [0.093, 0.09],
      [0.08, 0.112],
      [0.001, 0.118],
    ],
    48,
  );
  p.add(straw, lathe(profile, 96));
  p.add(
    straw,
    lathe(
      [
        [0.001, 0.112],
        [0.08, 0.106],
        [0.089, 0.09],
        [0.09, 0.04],
        [0.105, 0.018],
        [brim * 0.8, 0.01],
        [brim - 0.002, 0.007],
        [brim, 0.012],
      ],
      96,
    ),
  );
  const band = finish('缎带', ribbon, 0.5, 0);
  p.add(
    band,
    lathe(
      [
        [0.0955, 0.028],
        [0.0955, 0.056],
        [0.094, 0.057],
        [0.094, 0.027],
      ],
      96,
    ),
  );
  p.add(band, sphere(0.012, 16, 10), { at: [0.0, 0.042, 0.097], scale: [1.4, 1, 0.6] });
  for (const side of [-1, 1])
    p.add(band, sphere(0.02, 16, 10), { at: [side * 0.022, 0.042, 0.095], scale: [1.2, 0.7, 0.3], rot: [0, side * 0.3, 0] });
  return p.group('hat');
}
