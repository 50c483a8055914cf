import * as THREE from 'three';
import { animate, spinTrack } from '../anim.js';
import {
  assemble,
  circlePath,
  cyl,
  extrude,
  lathe,
  Parts,
  polygonShape,
  rbox,
  rod,
  roundedRect,
  sphere,
  torus,
  type Vec3,
} from '../kit.js';
import { finish, metal } from '../materials.js';
import { between, type Rng } from '../random.js';
import { hexPrism } from './hardware.js';

/** A gate valve, a hydraulic cylinder and an axial fan. */

/** A round flange with a bolt circle, in the YZ plane, at x. */
function addFlange(
  p: Parts,
  body: THREE.Material,
  bolts: THREE.Material,
  x: number,
  r: number,
  thick: number,
  boreR: number,
): void {
  const shape = new THREE.Shape();
  shape.absarc(0, 0, r, 0, Math.PI * 2, false);
  shape.holes.push(circlePath(boreR));
  p.add(body, extrude(shape, thick, { bevel: thick * 0.12, curveSegments: 48 }), { at: [x, 0, 0], rot: [0, Math.PI / 2, 0] });
  const count = 8;
  for (let i = 0; i < count; i++) {
    const a = ((i + 0.5) * Math.PI * 2) / count;
    const at: Vec3 = [x, Math.cos(a) * r * 0.8, Math.sin(a) * r * 0.8];
    p.add(bolts, hexPrism(r * 0.16, thick * 0.5, r * 0.01), { at: [at[0] + thick / 2, at[1], at[2]], rot: [0, 0, -Math.PI / 2] });
    p.add(bolts, cyl(r * 0.05, r * 0.05, thick * 1.8, 12), { at, rot: [0, 0, Math.PI / 2] });
  }
}

function handwheel(p: Parts, m: THREE.Material, at: Vec3, r: number): void {
  p.add(m, torus(r, r * 0.075, 12, 64), { at, rot: [Math.PI / 2, 0, 0] });
  for (let i = 0; i < 5; i++) {
    const a = (i * Math.PI * 2) / 5;
    p.add(m, rod([at[0], at[1], at[2]], [at[0] + Math.cos(a) * r, at[1] - r * 0.08, at[2] + Math.sin(a) * r], r * 0.05, 10));
  }
  p.add(m, cyl(r * 0.15, r * 0.18, r * 0.2, 24), { at });
}

export function gateValve(rng: Rng, bodyColor: number, wheelColor: number): THREE.Object3D {
  const p = new Parts();
  const body = finish('铸钢烤漆', bodyColor, 0.55, 0.3);
  const bolts = metal.steel();
  const dn = between(rng, 0.05, 0.06);
  const flangeR = dn * 1.6;
  const len = dn * 4.2;
  p.add(body, cyl(dn * 0.75, dn * 0.75, len, 48), { rot: [0, 0, Math.PI / 2] });
  p.add(body, sphere(dn * 1.15, 48, 24), { scale: [0.9, 1, 0.8] });
  addFlange(p, body, bolts, -len / 2, flangeR, dn * 0.35, dn * 0.5);
  addFlange(p, body, bolts, len / 2, flangeR, dn * 0.35, dn * 0.5);
  // Bonnet, bonnet flange, yoke and the rising stem.
  const bonnetTop = dn * 2.6;
  p.add(
    body,
    lathe(
      [
        [dn * 0.95, dn * 0.6],
        [dn * 0.8, dn * 1.6],
        [dn * 0.6, bonnetTop],
        [0, bonnetTop],
      ],
      48,
      0.7,
    ),
  );
  p.add(body, cyl(dn * 1.05, dn * 1.05, dn * 0.2, 48), { at: [0, dn * 1.5, 0] });
  const yokeTop = bonnetTop + dn * 1.6;
  for (const side of [-1, 1])
    p.add(body, rbox(dn * 0.22, yokeTop - bonnetTop, dn * 0.3, dn * 0.05, 2), {
      at: [side * dn * 0.45, (bonnetTop + yokeTop) / 2, 0],
    });
  p.add(body, rbox(dn * 1.2, dn * 0.25, dn * 0.4, dn * 0.06, 2), { at: [0, yokeTop, 0] });
  p.add(metal.chrome(), cyl(dn * 0.09, dn * 0.09, dn * 2.6, 16), { at: [0, yokeTop + dn * 0.2, 0] });
  handwheel(p, metal.painted(wheelColor, '手轮烤漆'), [0, yokeTop + dn * 0.35, 0], dn * 1.5);
  return p.group('valve', { at: [0, flangeR, 0] });
}

export function hydraulicCylinder(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const paint = metal.painted(color, '缸筒烤漆');
  const chrome = metal.chrome();
  const steel = metal.steel();
  const barrelR = 0.04;
  const barrel = between(rng, 0.4, 0.46);
  const rodLen = barrel * 0.6;
  p.add(paint, cyl(barrelR, barrelR, barrel, 48), { rot: [0, 0, Math.PI / 2] });
  for (const side of [-1, 1]) {
    p.add(steel, rbox(0.022, barrelR * 2.3, barrelR * 2.3, 0.004, 2), { at: [(side * barrel) / 2, 0, 0] });
    // Tie rods along the barrel.
    for (const [dy, dz] of [
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      if (side === 1)
        p.add(steel, cyl(0.005, 0.005, barrel + 0.03, 12), {
          at: [0, dy * barrelR * 0.95, dz * barrelR * 0.95],
          rot: [0, 0, Math.PI / 2],
        });
      p.add(steel, hexPrism(0.013, 0.008, 0.001), {
        at: [side * (barrel / 2 + 0.011), dy * barrelR * 0.95, dz * barrelR * 0.95],
        rot: [0, 0, -side * (Math.PI / 2)],
      });
    }
    // Oil ports on top near both ends.
    p.add(steel, hexPrism(0.02, 0.025, 0.002), { at: [side * (barrel / 2 - 0.04), barrelR - 0.004, 0] });
  }
  p.add(chrome, cyl(0.018, 0.018, rodLen, 32), { at: [barrel / 2 + rodLen / 2, 0, 0], rot: [0, 0, Math.PI / 2] });
  // Clevis eyes at both ends.
  const eye = (x: number) => {
    const shape = new THREE.Shape();
    shape.moveTo(0, -0.022);
    shape.lineTo(0.03, -0.022);
    shape.absarc(0.03, 0, 0.022, -Math.PI / 2, Math.PI / 2, false);
    shape.lineTo(0, 0.022);
    shape.lineTo(0, -0.022);
    shape.holes.push(circlePath(0.01, 0.03, 0));
    return extrude(shape, 0.024, { bevel: 0.002 }).translate(x, 0, 0);
  };
  p.add(steel, eye(0), { at: [barrel / 2 + rodLen, 0, 0] });
  p.add(steel, eye(0), { at: [-barrel / 2 - 0.011, 0, 0], rot: [0, Math.PI, 0] });
  return p.group('cylinder', { at: [0, barrelR * 1.15, 0] });
}

export function axialFan(rng: Rng, frameColor: number, bladeColor: number): THREE.Object3D {
  const size = between(rng, 0.5, 0.56);
  const r = size * 0.44;
  const body = new Parts();
  const frame = metal.painted(frameColor, '风机外框');
  const plate = roundedRect(size, size, 0.03);
  plate.holes.push(circlePath(r + 0.01));
  body.add(frame, extrude(plate, 0.012, { bevel: 0.002, curveSegments: 48 }), { at: [0, 0, -0.05] });
  body.add(
    frame,
    lathe(
      [
        [r + 0.01, -0.12],
        [r + 0.016, -0.12],
        [r + 0.016, 0.0],
        [r + 0.01, 0.0],
      ],
      96,
    ),
    { rot: [Math.PI / 2, 0, 0], at: [0, 0, -0.05] },
  );
  // Guard on the front: rings and spokes.
  const guard = metal.chrome();
  for (let i = 1; i <= 6; i++) body.add(guard, torus((r * i) / 6, 0.0025, 6, 96), { at: [0, 0, 0.035] });
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    body.add(guard, rod([0, 0, 0.035], [Math.cos(a) * r, Math.sin(a) * r, 0.035], 0.0025, 6));
  }
  // Motor behind the hub on struts.
  const motor = metal.black();
  body.add(motor, cyl(0.07, 0.07, 0.12, 40), { at: [0, 0, -0.13], rot: [Math.PI / 2, 0, 0] });
  for (const a of [Math.PI / 4, (3 * Math.PI) / 4, (5 * Math.PI) / 4, (7 * Math.PI) / 4])
    body.add(
      frame,
      rod(
        [Math.cos(a) * 0.06, Math.sin(a) * 0.06, -0.12],
        [Math.cos(a) * (r + 0.012), Math.sin(a) * (r + 0.012), -0.08],
        0.008,
        10,
      ),
    );
  // Feet so it stands.
  for (const sx of [-1, 1]) body.add(frame, rbox(0.05, 0.02, 0.22, 0.004, 1), { at: [(sx * size) / 3, -size / 2 - 0.01, -0.07] });
  const rotor = new Parts();
  const blade = metal.painted(bladeColor, '叶片');
  rotor.add(
    blade,
    lathe(
      [
        [0, 0.03],
        [0.05, 0.025],
        [0.06, 0],
        [0.055, -0.04],
        [0, -0.04],
      ],
      40,
    ),
    { rot: [Math.PI / 2, 0, 0] },
  );
  const blades = 5;
  for (let i = 0; i < blades; i++) {
    const a = (i * Math.PI * 2) / blades;
    // A swept blade: a rounded outline, pitched 25° about its own radial axis.
    const outline = polygonShape([
      [0.05, -0.03],
      [r * 0.6, -0.055],
      [r - 0.01, -0.045],
      [r - 0.005, 0.0],
      [r * 0.8, 0.05],
      [0.05, 0.035],
    ]);
    const geometry = extrude(outline, 0.004, { bevel: 0.0012, bevelSegments: 1 });
    geometry.rotateX(0.45);
    geometry.rotateZ(a);
    rotor.add(blade, geometry);
  }
  const rotorGroup = rotor.group('fan-rotor');
  const root = assemble(body.group('fan-frame'), rotorGroup);
  root.position.y = size / 2 + 0.02;
  animate(root, '风机旋转', 1.5, [spinTrack(rotorGroup, [0, 0, 1], 3, 1.5)]);
  return root;
}
