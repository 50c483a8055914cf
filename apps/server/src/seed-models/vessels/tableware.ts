import type * as THREE from 'three';
import { extrude, lathe, Parts, polygonShape, type Profile, smooth, tube, type Vec3 } from '../kit.js';
import { ceramic, finish, metal, wood } from '../materials.js';
import { between, type Rng } from '../random.js';
import { addVessel } from './walls.js';

/** Rice bowls and a place setting with flat cutlery. */

export function riceBowl(rng: Rng, outside: number, inside: number, count: number): THREE.Object3D {
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
export function placeSetting(rimColor: number): THREE.Object3D {
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
