import type * as THREE from 'three';
import { animate, spinTrack } from '../anim.js';
import { assemble, box, cyl, lathe, Parts, rbox, sphere, tube, type Vec3 } from '../kit.js';
import { finish, metal } from '../materials.js';
import { between, type Rng } from '../random.js';

/** Machine tool parts: a CNC spindle head and a bench vise. */

/** CNC spindle head: ribbed casting, spindle nose with a BT40 holder and end mill, motor on top. */
export function spindleHead(rng: Rng, castingColor: number): THREE.Object3D {
  const body = new Parts();
  const casting = finish('铸件烤漆', castingColor, 0.55, 0.2);
  const steel = metal.steel();
  const black = metal.black();
  const w = 0.36;
  const h = between(rng, 0.5, 0.55);
  const d = 0.42;
  const bottom = 0.3;
  body.add(casting, rbox(w, h, d, 0.02, 2), { at: [0, bottom + h / 2, 0] });
  // Side ribs and the rail carriages behind.
  for (let i = 0; i < 4; i++)
    for (const sx of [-1, 1])
      body.add(casting, rbox(0.02, h * 0.8, 0.03, 0.006, 1), {
        at: [sx * (w / 2 + 0.008), bottom + h / 2, -d / 2 + 0.06 + i * 0.1],
      });
  for (const sx of [-1, 1])
    for (const y of [0.25, 0.75])
      body.add(black, rbox(0.08, 0.06, 0.05, 0.006, 2), { at: [sx * 0.11, bottom + h * y, -d / 2 - 0.025] });
  // Spindle housing under the casting.
  body.add(
    casting,
    lathe(
      [
        [0.1, 0],
        [0.1, 0.04],
        [0.085, 0.06],
        [0.085, 0.2],
        [0.12, 0.2],
        [0, 0.2],
      ],
      64,
      0.6,
    ),
    { at: [0, bottom - 0.2, 0.04] },
  );
  // Motor on top with cooling fins and a terminal box.
  const motorY = bottom + h;
  body.add(black, cyl(0.11, 0.11, 0.26, 48), { at: [0, motorY + 0.13 + 0.02, 0.04] });
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    body.add(black, box(0.012, 0.22, 0.003), {
      at: [Math.cos(a) * 0.116, motorY + 0.15, 0.04 + Math.sin(a) * 0.116],
      rot: [0, -a + Math.PI / 2, 0],
    });
  }
  body.add(black, rbox(0.1, 0.08, 0.08, 0.008, 2), { at: [0.12, motorY + 0.2, 0.04] });
  body.add(casting, rbox(0.3, 0.02, 0.3, 0.008, 2), { at: [0, motorY + 0.01, 0.04] });
  body.add(finish('铭牌', 0xd9d4c3, 0.5, 0.3), box(0.12, 0.06, 0.003), { at: [0, bottom + h * 0.6, d / 2 + 0.0015] });
  // The spinning part: spindle nose, tool holder, end mill.
  const spindle = new Parts();
  spindle.add(
    steel,
    lathe(
      [
        [0.07, 0],
        [0.07, -0.03],
        [0.05, -0.035],
        [0.05, -0.045],
        [0, -0.045],
      ],
      64,
      0.6,
    ),
  );
  spindle.add(
    black,
    lathe(
      [
        [0.031, -0.045],
        [0.031, -0.06],
        [0.024, -0.07],
        [0.024, -0.085],
        [0.016, -0.1],
        [0.014, -0.14],
        [0, -0.14],
      ],
      48,
      0.6,
    ),
  );
  const flutes: Vec3[] = [];
  for (let i = 0; i <= 48; i++) {
    const t = i / 48;
    const a = t * Math.PI * 3;
    flutes.push([Math.cos(a) * 0.004, -0.14 - t * 0.07, Math.sin(a) * 0.004]);
  }
  spindle.add(steel, cyl(0.008, 0.008, 0.04, 24), { at: [0, -0.16, 0] });
  spindle.add(metal.gold(), tube(flutes, 0.005, { segments: 96, radial: 10 }));
  const spindleGroup = spindle.group('spindle', { at: [0, bottom - 0.2, 0.04] });
  const root = assemble(body.group('head'), spindleGroup);
  animate(root, '主轴旋转', 1, [spinTrack(spindleGroup, [0, 1, 0], 4, 1)]);
  return root;
}

export function benchVise(rng: Rng, color: number): THREE.Object3D {
  const p = new Parts();
  const paint = finish('铸铁烤漆', color, 0.5, 0.3);
  const steel = metal.steel();
  const jawW = between(rng, 0.125, 0.15);
  p.add(
    paint,
    lathe(
      [
        [0, 0],
        [0.1, 0],
        [0.1, 0.02],
        [0.085, 0.03],
        [0, 0.03],
      ],
      48,
      0.6,
    ),
  );
  for (const sx of [-1, 1]) p.add(paint, rbox(0.05, 0.016, 0.03, 0.005, 2), { at: [sx * 0.11, 0.008, 0] });
  // Fixed jaw with anvil, sliding jaw in front on its beam.
  p.add(paint, rbox(jawW, 0.09, 0.08, 0.01, 2), { at: [0, 0.075, -0.05] });
  p.add(paint, rbox(jawW * 0.6, 0.02, 0.07, 0.004, 2), { at: [0, 0.13, -0.09] });
  p.add(paint, rbox(0.06, 0.05, 0.22, 0.008, 2), { at: [0, 0.06, 0.07] });
  p.add(paint, rbox(jawW, 0.08, 0.06, 0.01, 2), { at: [0, 0.09, 0.06] });
  const plateY = 0.125;
  for (const z of [-0.008, 0.028]) {
    p.add(steel, box(jawW, 0.03, 0.008), { at: [0, plateY, z] });
    for (let i = 0; i < 14; i++)
      p.add(steel, box(jawW, 0.0015, 0.0015), {
        at: [0, plateY - 0.013 + i * 0.002, z + (z < 0 ? 0.0045 : -0.0045)],
        rot: [Math.PI / 4, 0, 0],
      });
  }
  // Lead screw and tommy bar.
  p.add(steel, cyl(0.009, 0.009, 0.1, 20), { at: [0, 0.07, 0.21], rot: [Math.PI / 2, 0, 0] });
  p.add(steel, cyl(0.018, 0.018, 0.03, 24), { at: [0, 0.07, 0.25], rot: [Math.PI / 2, 0, 0] });
  p.add(steel, cyl(0.006, 0.006, 0.22, 16), { at: [0.04, 0.07, 0.255], rot: [0, 0, Math.PI / 2] });
  for (const x of [-0.07, 0.15]) p.add(steel, sphere(0.011, 16, 10), { at: [x, 0.07, 0.255] });
  return p.group('vise');
}
