import * as THREE from 'three';
import { angleTrack, animate, spinTrack } from '../anim.js';
import { assemble, cyl, faceted, lathe, Parts, rbox, rod, sphere, torus, tube, type Vec3 } from '../kit.js';
import { clear, finish, glow, metal, plastic, wood } from '../materials.js';

/** Desk toys and figures: a crystal ball, a cartoon robot and a Newton's cradle. */

export function crystalBall(tint: number): THREE.Object3D {
  const p = new Parts();
  const base = wood(0x6a4428);
  const brass = metal.brass();
  p.add(
    base,
    lathe(
      [
        [0, 0],
        [0.075, 0],
        [0.078, 0.008],
        [0.07, 0.016],
        [0.05, 0.024],
        [0.042, 0.045],
        [0.05, 0.055],
        [0.05, 0.06],
        [0, 0.06],
      ],
      64,
      0.7,
    ),
  );
  const r = 0.07;
  const centre: Vec3 = [0, 0.06 + r * 0.85, 0];
  for (let i = 0; i < 3; i++) {
    const a = (i * Math.PI * 2) / 3;
    const pt = (rr: number, y: number): Vec3 => [Math.cos(a) * rr, y, Math.sin(a) * rr];
    p.add(
      brass,
      tube([pt(0.045, 0.055), pt(0.075, 0.08), pt(r * 0.95, centre[1] - r * 0.2), pt(r * 0.78, centre[1] + r * 0.35)], 0.005, {
        segments: 24,
        radial: 8,
        endRadius: 0.002,
      }),
    );
  }
  p.add(clear('水晶', tint, 1.5, 0.35), sphere(r, 48, 32), { at: centre });
  const core = new Parts();
  const crystal = faceted(new THREE.OctahedronGeometry(0.028, 0));
  crystal.scale(0.7, 1.3, 0.7);
  core.add(glow(tint), crystal);
  const inner = core.group('crystal-core', { at: centre });
  const root = assemble(p.group('crystal-ball'), inner);
  animate(root, '水晶旋转', 6, [spinTrack(inner, [0, 1, 0], 1, 6)]);
  return root;
}

export function cartoonRobot(shell: number, accent: number): THREE.Object3D {
  const p = new Parts();
  const white = plastic(shell, '外壳');
  const trim = plastic(accent, '点缀色');
  const dark = finish('屏幕', 0x15191f, 0.15, 0);
  const eye = glow(0x45e0ff);
  const legH = 0.05;
  for (const x of [-0.045, 0.045]) {
    p.add(trim, rbox(0.06, 0.03, 0.09, 0.012, 3), { at: [x, 0.015, 0.01] });
    p.add(white, cyl(0.02, 0.022, legH, 20), { at: [x, 0.03 + legH / 2, 0] });
  }
  const bodyY = 0.03 + legH;
  p.add(white, rbox(0.17, 0.15, 0.12, 0.04, 4), { at: [0, bodyY + 0.075, 0] });
  p.add(trim, cyl(0.025, 0.025, 0.012, 32), { at: [0, bodyY + 0.08, 0.062], rot: [Math.PI / 2, 0, 0] });
  p.add(glow(0xff9a3d), cyl(0.012, 0.012, 0.014, 24), { at: [0, bodyY + 0.08, 0.063], rot: [Math.PI / 2, 0, 0] });
  for (const side of [-1, 1]) {
    p.add(trim, sphere(0.022, 16, 12), { at: [side * 0.095, bodyY + 0.12, 0] });
    p.add(white, new THREE.CapsuleGeometry(0.018, 0.07, 6, 16), {
      at: [side * 0.11, bodyY + 0.07, 0.01],
      rot: [0.3, 0, side * 0.25],
    });
    p.add(trim, torus(0.02, 0.007, 8, 20, Math.PI * 1.4), {
      at: [side * 0.125, bodyY + 0.01, 0.035],
      rot: [Math.PI / 2, 0, Math.PI * 0.8],
    });
  }
  const headY = bodyY + 0.15 + 0.01;
  p.add(white, cyl(0.02, 0.025, 0.02, 20), { at: [0, headY, 0] });
  p.add(white, rbox(0.2, 0.13, 0.13, 0.045, 4), { at: [0, headY + 0.075, 0] });
  p.add(dark, rbox(0.16, 0.085, 0.02, 0.025, 3), { at: [0, headY + 0.075, 0.058] });
  for (const x of [-0.035, 0.035]) p.add(eye, sphere(0.014, 16, 10), { at: [x, headY + 0.08, 0.066], scale: [1, 1.2, 0.4] });
  for (const side of [-1, 1])
    p.add(trim, cyl(0.02, 0.02, 0.02, 24), { at: [side * 0.105, headY + 0.075, 0], rot: [0, 0, Math.PI / 2] });
  p.add(white, rod([0, headY + 0.14, 0], [0.02, headY + 0.2, 0], 0.004, 8));
  p.add(trim, sphere(0.014, 16, 10), { at: [0.02, headY + 0.205, 0] });
  return p.group('robot');
}

export function newtonsCradle(): THREE.Object3D {
  const base = new Parts();
  const chrome = metal.chrome();
  const baseMat = finish('钢琴漆底座', 0x151515, 0.2, 0);
  const w = 0.2;
  const depth = 0.1;
  const top = 0.17;
  base.add(baseMat, rbox(w + 0.04, 0.02, depth + 0.04, 0.006, 2), { at: [0, 0.01, 0] });
  for (const z of [-depth / 2, depth / 2]) {
    base.add(
      chrome,
      tube(
        [
          [-w / 2, 0.02, z],
          [-w / 2, top - 0.01, z],
          [-w / 2 + 0.01, top, z],
          [w / 2 - 0.01, top, z],
          [w / 2, top - 0.01, z],
          [w / 2, 0.02, z],
        ],
        0.003,
        { segments: 64, radial: 8, tension: 0.05 },
      ),
    );
  }
  const ballR = 0.0125;
  const drop = 0.11;
  const string = finish('吊线', 0x222222, 0.8, 0);
  const balls: THREE.Group[] = [];
  for (let i = 0; i < 5; i++) {
    const x = (i - 2) * ballR * 2.02;
    const ball = new Parts();
    ball.add(chrome, sphere(ballR, 32, 20), { at: [0, -drop, 0] });
    ball.add(chrome, cyl(0.002, 0.002, 0.004, 8), { at: [0, -drop + ballR + 0.001, 0] });
    for (const z of [-depth / 2, depth / 2]) ball.add(string, rod([0, -drop + ballR + 0.002, 0], [0, 0, z], 0.0005, 4));
    balls.push(ball.group(`ball-${i + 1}`, { at: [x, top, 0] }));
  }
  const root = assemble(base.group('cradle-frame'), ...balls);
  const [first, , , , last] = balls;
  if (!first || !last) throw new Error('cradle needs five balls');
  const swing = 0.5;
  // The end balls take turns: the left one swings out and back, strikes, then the right one goes.
  animate(root, '碰撞摆动', 1.4, [
    angleTrack(first, [0, 0, 1], 1.4, (f) => (f < 0.5 ? -swing * Math.sin(f * Math.PI * 2) : 0)),
    angleTrack(last, [0, 0, 1], 1.4, (f) => (f < 0.5 ? 0 : -swing * Math.sin(f * Math.PI * 2))),
  ]);
  return root;
}
