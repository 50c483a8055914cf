import * as THREE from 'three';
import { animate, hingeTrack, spinTrack, swingTrack } from '../anim.js';
import { assemble, box, cyl, extrude, faceted, lathe, Parts, rbox, rod, roundedRect, smooth, sphere, tube } from '../kit.js';
import { clear, finish, metal, plastic, wood } from '../materials.js';
import { between, intBetween, pick, type Rng } from '../random.js';
import { woodGrain } from '../textures.js';

/** Traditional toys: a spinning top, a rocking horse, a treasure chest and a block castle. */

export function spinningTop(rng: Rng): THREE.Object3D {
  const colors = [0xd6452f, 0xf2b631, 0x2f7fc1, 0x3b9b5f].map((c) => finish('彩漆', c, 0.35, 0));
  const body = wood(0xe3c08d);
  const p = new Parts();
  const h = 0.075;
  const outline = smooth(
    [
      [0.001, 0],
      [0.012, 0.01],
      [0.032, 0.03],
      [0.04, 0.042],
      [0.036, 0.05],
      [0.012, 0.054],
    ],
    40,
  );
  // Paint the widest part in stripes: consecutive slices of the profile, each its own lathe.
  const bands = intBetween(rng, 3, 4);
  const start = 14;
  const per = Math.floor((outline.length - start - 6) / bands);
  p.add(body, lathe(outline.slice(0, start + 1), 48));
  for (let b = 0; b < bands; b++)
    p.add(colors[b % colors.length] ?? body, lathe(outline.slice(start + b * per, start + (b + 1) * per + 1), 48));
  p.add(body, lathe(outline.slice(start + bands * per), 48));
  // Twirling stem with a flat grip knob.
  p.add(
    body,
    lathe(
      [
        [0.012, 0.054],
        [0.0045, 0.056],
        [0.0035, h - 0.01],
        [0.007, h - 0.008],
        [0.0075, h - 0.004],
        [0.006, h - 0.002],
        [0, h - 0.0015],
      ],
      24,
      0.8,
    ),
  );
  // Spins fast about its own tilted axis while the axis precesses slowly.
  const spin = p.group('top-spin', { rot: [0, 0, 0.14] });
  const precess = assemble(spin);
  precess.name = 'top-precess';
  const root = assemble(precess);
  animate(root, '陀螺旋转', 4, [spinTrack(spin, [0, 1, 0], 16, 4), spinTrack(precess, [0, 1, 0], 1, 4)]);
  return root;
}

export function rockingHorse(coat: number): THREE.Object3D {
  const p = new Parts();
  const frame = wood(0xc89a63);
  const paint = finish('木马彩漆', coat, 0.45, 0);
  const mane = finish('鬃毛', 0x4a2e1e, 0.8, 0);
  const saddle = finish('鞍座', 0xb22a2a, 0.5, 0);
  const R = 0.9;
  // Rockers: annular arcs in the XY plane (the horse faces +X), one each side.
  const rocker = new THREE.Shape();
  const half = 0.42;
  rocker.absarc(0, R, R, -Math.PI / 2 - half, -Math.PI / 2 + half, false);
  rocker.absarc(0, R, R - 0.035, -Math.PI / 2 + half, -Math.PI / 2 - half, true);
  for (const z of [-0.13, 0.13]) p.add(frame, extrude(rocker, 0.03, { bevel: 0.005 }), { at: [0, 0, z] });
  for (const x of [-0.25, 0.25])
    p.add(frame, rbox(0.05, 0.025, 0.3, 0.006, 2), { at: [x, R - Math.sqrt(R * R - x * x) + 0.03, 0] });
  const bodyY = 0.42;
  for (const [x, z] of [
    [-0.17, -0.06],
    [-0.17, 0.06],
    [0.17, -0.06],
    [0.17, 0.06],
  ] as const) {
    const footY = R - Math.sqrt(R * R - x * 1.3 * (x * 1.3)) + 0.04;
    p.add(paint, rod([x * 1.3, footY, z * 1.9], [x, bodyY, z], 0.022, 14));
  }
  p.add(paint, new THREE.CapsuleGeometry(0.1, 0.26, 8, 24).rotateZ(Math.PI / 2), {
    at: [0, bodyY + 0.02, 0],
    scale: [1, 0.95, 0.85],
  });
  p.add(paint, new THREE.CapsuleGeometry(0.055, 0.16, 8, 16), { at: [0.2, bodyY + 0.15, 0], rot: [0, 0, -0.6] });
  p.add(paint, new THREE.CapsuleGeometry(0.055, 0.11, 8, 16), { at: [0.3, bodyY + 0.24, 0], rot: [0, 0, 1.1] });
  for (const z of [-0.03, 0.03])
    p.add(paint, new THREE.ConeGeometry(0.016, 0.05, 12), { at: [0.23, bodyY + 0.33, z], rot: [0, 0, 0.2] });
  for (const z of [-0.05, 0.05]) p.add(finish('眼睛', 0x111111, 0.2, 0), sphere(0.01, 12, 8), { at: [0.3, bodyY + 0.27, z] });
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    p.add(mane, sphere(0.024, 10, 8), { at: [0.2 - t * 0.1 + 0.02, bodyY + 0.31 - t * 0.2, 0], scale: [0.8, 1, 0.6] });
  }
  p.add(
    mane,
    tube(
      [
        [-0.22, bodyY + 0.06, 0],
        [-0.3, bodyY, 0],
        [-0.33, bodyY - 0.12, 0],
      ],
      0.02,
      { segments: 16, radial: 10, endRadius: 0.008 },
    ),
  );
  p.add(saddle, rbox(0.16, 0.03, 0.2, 0.012, 3), { at: [-0.02, bodyY + 0.11, 0] });
  p.add(metal.brass(), rod([0.23, bodyY + 0.2, -0.09], [0.23, bodyY + 0.2, 0.09], 0.01, 12));
  const rocking = p.group('horse-rock', { at: [0, -R, 0] });
  const pivot = assemble(rocking);
  pivot.name = 'horse-pivot';
  pivot.position.y = R;
  const root = assemble(pivot);
  animate(root, '摇摆', 2.4, [swingTrack(pivot, [0, 0, 1], 0.16, 2.4)]);
  return root;
}

export function treasureChest(rng: Rng): THREE.Object3D {
  const w = 0.6;
  const d = 0.38;
  const h = 0.3;
  const planks = wood(0xffffff, woodGrain(rng, 0x9a6a3c, 0x5e3b1f));
  const iron = finish('铁箍', 0x3d3d40, 0.5, 0.8);
  const gold = metal.gold();
  const body = new Parts().projectUv(planks, 0.6);
  // Box of horizontal planks with an open top, then iron bands and corner caps.
  for (let i = 0; i < 3; i++) {
    const y = 0.02 + (i + 0.5) * ((h - 0.02) / 3);
    const ph = (h - 0.02) / 3 - 0.004;
    body.add(planks, rbox(w, ph, 0.02, 0.004, 1), { at: [0, y, d / 2 - 0.01] });
    body.add(planks, rbox(w, ph, 0.02, 0.004, 1), { at: [0, y, -d / 2 + 0.01] });
    body.add(planks, rbox(0.02, ph, d - 0.04, 0.004, 1), { at: [w / 2 - 0.01, y, 0] });
    body.add(planks, rbox(0.02, ph, d - 0.04, 0.004, 1), { at: [-w / 2 + 0.01, y, 0] });
  }
  body.add(planks, box(w - 0.04, 0.02, d - 0.04), { at: [0, 0.01 + 0.02, 0] });
  for (const x of [-w / 2 + 0.1, w / 2 - 0.1]) body.add(iron, rbox(0.04, h, d + 0.012, 0.003, 1), { at: [x, h / 2, 0] });
  body.add(gold, rbox(0.07, 0.09, 0.012, 0.006, 2), { at: [0, h - 0.06, d / 2 + 0.006] });
  body.add(finish('锁孔', 0x1a1a1a, 0.6, 0), rbox(0.012, 0.03, 0.004, 0.004, 1), { at: [0, h - 0.065, d / 2 + 0.013] });
  // The hoard inside: a mound of coins and a few gems.
  const coins = 70;
  for (let i = 0; i < coins; i++) {
    const r = Math.sqrt(rng()) * 0.8;
    const a = rng() * Math.PI * 2;
    const x = Math.cos(a) * r * (w / 2 - 0.05);
    const z = Math.sin(a) * r * (d / 2 - 0.05);
    const y = h - 0.035 + (1 - r * r) * 0.06 + rng() * 0.01;
    body.add(gold, cyl(0.018, 0.018, 0.004, 20), { at: [x, y, z], rot: [between(rng, -0.5, 0.5), 0, between(rng, -0.5, 0.5)] });
  }
  for (const c of [0xd01c3a, 0x1f5fd0, 0x1c9a55])
    body.add(clear('宝石', c, 1.77), faceted(new THREE.OctahedronGeometry(0.02, 0)), {
      at: [between(rng, -0.15, 0.15), h + 0.03, between(rng, -0.08, 0.08)],
      rot: [rng(), rng(), rng()],
    });
  // Lid: a half-cylinder vault hinged along the back edge.
  const lidParts = new Parts().projectUv(planks, 0.6);
  // Cylinder theta 0..π is the x ≥ 0 half; turned about Z that half becomes the upper one, axis along X.
  const halfTube = (r: number, len: number, open: boolean) =>
    new THREE.CylinderGeometry(r, r, len, 32, 1, open, 0, Math.PI).rotateZ(Math.PI / 2);
  lidParts.add(planks, halfTube(d / 2, w, true), { at: [0, 0, d / 2] });
  for (const side of [-1, 1])
    lidParts.add(planks, new THREE.CircleGeometry(d / 2, 32, 0, Math.PI).rotateY((side * Math.PI) / 2), {
      at: [(side * w) / 2, 0, d / 2],
    });
  for (const x of [-w / 2 + 0.1, w / 2 - 0.1]) lidParts.add(iron, halfTube(d / 2 + 0.006, 0.04, false), { at: [x, 0, d / 2] });
  lidParts.add(gold, rbox(0.05, 0.06, 0.012, 0.006, 2), { at: [0, -0.0, d + 0.006] });
  const lid = lidParts.group('chest-lid', { at: [0, h, -d / 2] });
  const root = assemble(body.group('chest'), lid);
  animate(root, '开箱', 4, [hingeTrack(lid, [1, 0, 0], -1.9, 4)]);
  return root;
}

export function blockCastle(rng: Rng): THREE.Object3D {
  const p = new Parts();
  const [red, yellow, blue, green] = [
    plastic(0xd93b30, '积木'),
    plastic(0xf2c12e, '积木'),
    plastic(0x2b7bd6, '积木'),
    plastic(0x3aa65a, '积木'),
  ] as const;
  const colors = [red, yellow, blue, green, plastic(0xf08a24, '积木')];
  const natural = wood(0xe6c796);
  const u = 0.03;
  p.add(plastic(0x3aa65a, '底板'), rbox(u * 12, u * 0.4, u * 8, 0.004, 2), { at: [0, u * 0.2, 0] });
  const base = u * 0.4;
  // Two towers with cone roofs, a gate with an arch between, walls and merlons.
  for (const side of [-1, 1]) {
    const x = side * u * 4.2;
    for (let level = 0; level < 3; level++)
      p.add(level % 2 === 0 ? natural : pick(rng, colors), cyl(u, u, u * 1.2, 32), {
        at: [x, base + u * 0.6 + level * u * 1.2, 0],
      });
    p.add(red, new THREE.ConeGeometry(u * 1.25, u * 2, 32), { at: [x, base + u * 3.6 + u, 0] });
    p.add(yellow, sphere(u * 0.25, 12, 8), { at: [x, base + u * 5.7, 0] });
  }
  const gate = roundedRect(u * 4, u * 3, 0.002);
  const hole = new THREE.Path();
  hole.moveTo(-u * 0.8, -u * 1.5 + 0.0001);
  hole.lineTo(u * 0.8, -u * 1.5 + 0.0001);
  hole.lineTo(u * 0.8, 0);
  hole.absarc(0, 0, u * 0.8, 0, Math.PI, false);
  hole.lineTo(-u * 0.8, -u * 1.5 + 0.0001);
  gate.holes.push(hole);
  p.add(blue, extrude(gate, u, { bevel: 0.002 }), { at: [0, base + u * 1.5, 0] });
  for (const side of [-1, 1]) p.add(natural, rbox(u * 1.2, u * 2, u, 0.002, 1), { at: [side * u * 2.6, base + u, 0] });
  for (let i = 0; i < 5; i++)
    p.add(pick(rng, colors), rbox(u * 0.6, u * 0.6, u, 0.002, 1), { at: [(i - 2) * u * 0.85, base + u * 3.3, 0] });
  p.add(green, new THREE.CylinderGeometry(u * 0.9, u * 0.9, u, 3), {
    at: [0, base + u * 4.05, 0],
    rot: [Math.PI / 2, 0, Math.PI / 2],
  });
  // A few loose blocks in front.
  for (let i = 0; i < 4; i++)
    p.add(pick(rng, colors), rbox(u, u, u, 0.002, 1), {
      at: [between(rng, -u * 4, u * 4), base + u / 2, u * between(rng, 2, 3.3)],
      rot: [0, rng() * Math.PI, 0],
    });
  return p.group('castle');
}
