import * as THREE from 'three';
import { box, circlePath, cyl, extrude, faceted, lathe, Parts, sphere, torus, tube, type Vec3 } from '../kit.js';
import { finish, metal } from '../materials.js';
import { between, type Rng } from '../random.js';

/** A ball bearing and fasteners. */

export function ballBearing(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const steel = metal.chrome();
  const outerR = 0.05;
  const innerR = 0.025;
  const w = between(rng, 0.016, 0.02);
  const ballR = (outerR - innerR) * 0.3;
  const pitchR = (outerR + innerR) / 2;
  const outer = lathe(
    [
      [outerR - 0.002, -w / 2],
      [outerR, -w / 2 + 0.002],
      [outerR, w / 2 - 0.002],
      [outerR - 0.002, w / 2],
      [pitchR + ballR * 0.75, w / 2],
      [pitchR + ballR * 0.75, w * 0.3],
      [pitchR + ballR * 0.95, 0],
      [pitchR + ballR * 0.75, -w * 0.3],
      [pitchR + ballR * 0.75, -w / 2],
      [outerR - 0.002, -w / 2],
    ],
    96,
    0.5,
  );
  const inner = lathe(
    [
      [innerR, -w / 2 + 0.0015],
      [innerR + 0.0015, -w / 2],
      [pitchR - ballR * 0.75, -w / 2],
      [pitchR - ballR * 0.75, -w * 0.3],
      [pitchR - ballR * 0.95, 0],
      [pitchR - ballR * 0.75, w * 0.3],
      [pitchR - ballR * 0.75, w / 2],
      [innerR + 0.0015, w / 2],
      [innerR, w / 2 - 0.0015],
      [innerR, -w / 2 + 0.0015],
    ],
    96,
    0.5,
  );
  p.add(steel, outer, { rot: [Math.PI / 2, 0, 0] });
  p.add(steel, inner, { rot: [Math.PI / 2, 0, 0] });
  const balls = 10;
  const cage = metal.brass();
  for (let i = 0; i < balls; i++) {
    const a = (i * Math.PI * 2) / balls;
    p.add(steel, sphere(ballR, 20, 14), { at: [Math.cos(a) * pitchR, Math.sin(a) * pitchR, 0] });
    const b = a + Math.PI / balls;
    p.add(cage, box(0.004, ballR * 1.3, w * 0.5), { at: [Math.cos(b) * pitchR, Math.sin(b) * pitchR, 0], rot: [0, 0, b] });
  }
  p.add(cage, torus(pitchR, 0.0012, 8, 96), { at: [0, 0, w * 0.22] });
  p.add(cage, torus(pitchR, 0.0012, 8, 96), { at: [0, 0, -w * 0.22] });
  // Leaning back a little, resting on its outer ring.
  return p.group('bearing', { at: [0, outerR, 0], rot: [-0.35, 0, 0] });
}

/** Hex prism with chamfered ends, flat-shaded, axis Y. */
export function hexPrism(across: number, h: number, chamfer: number): THREE.BufferGeometry {
  const r = across / Math.sqrt(3);
  return faceted(
    lathe(
      [
        [0, 0],
        [r - chamfer, 0],
        [r, chamfer],
        [r, h - chamfer],
        [r - chamfer, h],
        [0, h],
      ],
      6,
    ).rotateY(Math.PI / 6),
  );
}

export function boltSet(rng: Rng, finishName: 'zinc' | 'black'): THREE.Object3D {
  const p = new Parts();
  const m = finishName === 'zinc' ? finish('镀锌', 0xc8ccc9, 0.35, 0.9) : finish('发黑', 0x2e2f31, 0.45, 0.8);
  const d = 0.016;
  const len = between(rng, 0.08, 0.1);
  const headH = 0.01;
  const pitch = 0.002;
  p.add(m, hexPrism(0.024, headH, 0.0012));
  p.add(m, cyl(d / 2 - 0.0009, d / 2 - 0.0009, len, 32), { at: [0, headH + len / 2, 0] });
  // Thread: a helix of round wire over the core, starting a third of the way up.
  const threadStart = headH + len * 0.3;
  const turns = Math.floor((len * 0.7 - 0.002) / pitch);
  const helix: Vec3[] = [];
  for (let i = 0; i <= turns * 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    helix.push([Math.cos(a) * (d / 2 - 0.0009), threadStart + (i / 12) * pitch, Math.sin(a) * (d / 2 - 0.0009)]);
  }
  p.add(m, tube(helix, 0.0008, { segments: turns * 12, radial: 6 }));
  p.add(
    m,
    lathe(
      [
        [0, 0],
        [d / 2 - 0.0009, 0],
        [d / 2 - 0.0009, 0.0008],
        [d / 2 - 0.0025, 0.0018],
        [0, 0.0018],
      ],
      32,
    ),
    { at: [0, headH + len, 0] },
  );
  // Nut and washer threaded on halfway.
  const nutY = headH + len * 0.6;
  const nut = new THREE.Shape(
    Array.from(
      { length: 6 },
      (_, i) => new THREE.Vector2(Math.cos((i * Math.PI) / 3) * 0.0139, Math.sin((i * Math.PI) / 3) * 0.0139),
    ),
  );
  nut.holes.push(circlePath(d / 2 + 0.0002));
  p.add(m, faceted(extrude(nut, 0.013, { bevel: 0.001, bevelSegments: 1, curveSegments: 24 })), {
    at: [0, nutY + 0.0065, 0],
    rot: [Math.PI / 2, 0, 0],
  });
  const washer = new THREE.Shape();
  washer.absarc(0, 0, 0.015, 0, Math.PI * 2, false);
  washer.holes.push(circlePath(d / 2 + 0.0005));
  p.add(m, extrude(washer, 0.0025, { bevel: 0.0004, bevelSegments: 1, curveSegments: 48 }), {
    at: [0, nutY - 0.0013, 0],
    rot: [Math.PI / 2, 0, 0],
  });
  return p.group('bolt');
}
