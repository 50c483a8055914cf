import * as THREE from 'three';
import { animate, spinTrack } from './anim.js';
import { demo, type DemoModel } from './catalog.js';
import {
  assemble,
  box,
  circlePath,
  cyl,
  extrude,
  faceted,
  gearShape,
  lathe,
  Parts,
  polygonShape,
  rbox,
  rod,
  roundedRect,
  sphere,
  torus,
  tube,
  type Vec3,
} from './kit.js';
import { finish, metal } from './materials.js';
import { between, type Rng } from './random.js';

/** Machine parts and hardware: gears, bearings, fasteners, valves, fans, cylinders, a spindle head. */

// ---- gears ----------------------------------------------------------------------------------------------

interface GearSpec {
  teeth: number;
  /** Module in metres: pitch diameter = module × teeth. */
  module: number;
  width: number;
  bore: number;
  /** Lightening holes in the web of large gears. */
  holes: number;
}

function gearGeometry(s: GearSpec): THREE.BufferGeometry {
  const pitch = (s.module * s.teeth) / 2;
  const shape = gearShape(s.teeth, pitch - 1.25 * s.module, pitch + s.module, s.bore);
  if (s.holes > 0) {
    const ring = (pitch - 1.25 * s.module + s.bore) / 2;
    const r = (pitch - 1.25 * s.module - s.bore) * 0.28;
    for (let i = 0; i < s.holes; i++) {
      const a = (i * Math.PI * 2) / s.holes;
      shape.holes.push(circlePath(r, Math.cos(a) * ring, Math.sin(a) * ring, 28));
    }
  }
  // Few points per arc: tooth roots are tiny (holes are polygons of their own, see circlePath).
  return extrude(shape, s.width, { bevel: s.module * 0.15, bevelSegments: 1, curveSegments: 5 });
}

/** Phase that puts a tooth centre at angle 0 (gearShape's teeth are centred 0.325 of a pitch in). */
const toothAt = (teeth: number, angle: number) => angle - (0.325 * Math.PI * 2) / teeth;
/** Phase that puts a gap centre at the given angle. */
const gapAt = (teeth: number, angle: number) => angle - (0.825 * Math.PI * 2) / teeth;

function addHub(p: Parts, m: THREE.Material, bore: number, width: number, hubR: number): void {
  const hub = new THREE.Shape();
  hub.absarc(0, 0, hubR, 0, Math.PI * 2, false);
  hub.holes.push(circlePath(bore));
  p.add(m, extrude(hub, width * 1.6, { bevel: width * 0.08, bevelSegments: 2, curveSegments: 32 }));
}

function spurGear(rng: Rng, teeth: number): THREE.Object3D {
  const module = 0.004;
  const spec: GearSpec = { teeth, module, width: between(rng, 0.02, 0.026), bore: 0.012, holes: 6 };
  const steel = metal.steel();
  const p = new Parts();
  p.add(steel, gearGeometry(spec));
  addHub(p, steel, spec.bore, spec.width, 0.026);
  // Keyway visible in the bore.
  p.add(metal.black(), box(0.006, 0.004, spec.width * 1.62), { at: [0, spec.bore + 0.0015, 0] });
  // Standing on its teeth, face to the viewer.
  return p.group('gear', { at: [0, (module * teeth) / 2 + module, 0] });
}

/** Three meshing gears on shafts in a housing plate; they turn at their true ratios, looping seamlessly. */
function gearTrain(): THREE.Object3D {
  const module = 0.003;
  const width = 0.015;
  const [z1, z2, z3] = [30, 15, 20];
  const pitchRadius = (teeth: number) => (module * teeth) / 2;
  const [r1, r2, r3] = [pitchRadius(z1), pitchRadius(z2), pitchRadius(z3)];
  // Gear 1 has a tooth on the line to gear 2, which has a gap there.
  const c1 = new THREE.Vector2(0, 0);
  const c2 = new THREE.Vector2(r1 + r2, 0);
  const phase1 = toothAt(z1, 0);
  const phase2 = gapAt(z2, Math.PI);
  // Gear 3 meshes with gear 2 at whichever tooth of gear 2 lies nearest 60° up, in a gap of its own.
  const step2 = (Math.PI * 2) / z2;
  const firstTooth = phase2 + 0.325 * step2;
  const contact = firstTooth + Math.round((Math.PI / 3 - firstTooth) / step2) * step2;
  const c3 = c2.clone().add(new THREE.Vector2(Math.cos(contact), Math.sin(contact)).multiplyScalar(r2 + r3));
  const phase3 = gapAt(z3, contact + Math.PI);
  const train = [
    { centre: c1, teeth: z1, phase: phase1, material: metal.brass() },
    { centre: c2, teeth: z2, phase: phase2, material: metal.steel() },
    { centre: c3, teeth: z3, phase: phase3, material: metal.copper() },
  ];
  const frame = metal.painted(0x2f4b5e, '机架烤漆');
  const shaft = metal.chrome();
  const base = new Parts();
  const minX = -r1 - 0.03;
  const maxX = Math.max(c2.x + r2, c3.x + r3) + 0.03;
  const minY = -r1 - 0.03;
  const maxY = Math.max(r1, c3.y + r3) + 0.03;
  base.add(frame, rbox(maxX - minX, maxY - minY, 0.012, 0.006, 2), {
    at: [(minX + maxX) / 2, (minY + maxY) / 2, -width - 0.006],
  });
  base.add(frame, rbox(maxX - minX + 0.04, 0.02, 0.09, 0.004, 2), { at: [(minX + maxX) / 2, minY - 0.01, -0.02] });
  const gears = train.map(({ centre, teeth, phase, material }, i) => {
    base.add(shaft, cyl(0.005, 0.005, width * 2.6, 20), { at: [centre.x, centre.y, -width * 0.5], rot: [Math.PI / 2, 0, 0] });
    base.add(shaft, cyl(0.008, 0.008, 0.004, 6), { at: [centre.x, centre.y, width * 0.85], rot: [Math.PI / 2, 0, 0] });
    const g = new Parts();
    g.add(material, gearGeometry({ teeth, module, width, bore: 0.005, holes: teeth >= 20 ? 5 : 0 }));
    addHub(g, material, 0.005, width * 0.7, Math.min(0.012, (module * teeth) / 2 - 2 * module));
    return g.group(`gear-${i + 1}`, { at: [centre.x, centre.y, 0], rot: [0, 0, phase] });
  });
  const root = assemble(base.group('gear-frame'), ...gears);
  // Lift the train so the base plate sits on the floor.
  root.position.y = 0.02 - minY;
  const [g1, g2, g3] = gears;
  if (!g1 || !g2 || !g3) throw new Error('gear train needs three gears');
  // Turns per 6 s loop: 2, then ×30/15 and ×15/20 along the train, alternating direction.
  animate(root, '齿轮传动', 6, [spinTrack(g1, [0, 0, 1], 2, 6), spinTrack(g2, [0, 0, 1], -4, 6), spinTrack(g3, [0, 0, 1], 3, 6)]);
  return root;
}

// ---- bearing and fasteners ----------------------------------------------------------------------------

function ballBearing(rng: Rng): THREE.Object3D {
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
function hexPrism(across: number, h: number, chamfer: number): THREE.BufferGeometry {
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

function boltSet(rng: Rng, finishName: 'zinc' | 'black'): THREE.Object3D {
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

// ---- valve, cylinder, fan -----------------------------------------------------------------------------------

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

function gateValve(rng: Rng, bodyColor: number, wheelColor: number): THREE.Object3D {
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

function hydraulicCylinder(rng: Rng, color: number): THREE.Object3D {
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

function axialFan(rng: Rng, frameColor: number, bladeColor: number): THREE.Object3D {
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

/** CNC spindle head: ribbed casting, spindle nose with a BT40 holder and end mill, motor on top. */
function spindleHead(rng: Rng, castingColor: number): THREE.Object3D {
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

function benchVise(rng: Rng, color: number): THREE.Object3D {
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

// ---- catalogue ----------------------------------------------------------------------------------------------

export const MACHINERY: DemoModel[] = [
  demo(
    {
      slug: 'spur-gear-48t',
      title: '直齿圆柱齿轮 48 齿',
      description: '模数 4、48 齿直齿圆柱齿轮，带轮毂、键槽与六个减重孔，倒角齿顶，适合机械设计展示与教学。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['齿轮', '直齿轮', '传动', '机械设计'],
      priceFen: 0,
    },
    (rng) => spurGear(rng, 48),
  ),
  demo(
    {
      slug: 'gear-train-animated',
      title: '三级齿轮传动机构',
      description: '30、15、20 齿三只齿轮在机架上啮合，附按真实传动比转动的循环动画，黄铜、钢、紫铜三种材质。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['齿轮组', '传动', '动画', '教学模型'],
      priceFen: 2900,
    },
    () => gearTrain(),
  ),
  demo(
    {
      slug: 'cnc-spindle-head',
      title: '数控机床主轴箱',
      description: '立式加工中心主轴箱：带加强筋的铸件箱体、顶置主电机、BT40 刀柄与立铣刀，附主轴旋转动画。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['数控机床', '主轴箱', '加工中心', '动画', '工业'],
      priceFen: 19900,
    },
    (rng) => spindleHead(rng, 0x8fa3a8),
  ),
  demo(
    {
      slug: 'deep-groove-ball-bearing',
      title: '6210 深沟球轴承',
      description: '外径 100 毫米深沟球轴承，内外圈滚道、十颗钢球与黄铜保持架完整建模。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['轴承', '深沟球轴承', '标准件', '机械'],
      priceFen: 990,
    },
    (rng) => ballBearing(rng),
  ),
  demo(
    {
      slug: 'hex-bolt-nut-washer',
      title: 'M16 镀锌六角螺栓螺母套装',
      description: 'M16 外六角螺栓配螺母与平垫，螺纹以螺旋线建模，镀锌表面，五金标准件素材。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['螺栓', '螺母', '五金', '标准件'],
      priceFen: 0,
    },
    (rng) => boltSet(rng, 'zinc'),
  ),
  demo(
    {
      slug: 'black-oxide-bolt',
      title: '12.9 级发黑高强度螺栓',
      description: '发黑处理的高强度六角螺栓，带螺母与垫圈，适合机械装配图与电商主图。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['螺栓', '高强度', '发黑', '紧固件'],
      priceFen: 0,
    },
    (rng) => boltSet(rng, 'black'),
  ),
  demo(
    {
      slug: 'flanged-gate-valve',
      title: '法兰明杆闸阀 DN50',
      description: 'DN50 铸钢法兰闸阀，两端法兰带螺栓，明杆支架与红色手轮，管道工程与工厂场景常用件。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['阀门', '闸阀', '法兰', '管道'],
      priceFen: 4900,
    },
    (rng) => gateValve(rng, 0x3d4f63, 0xc0392b),
  ),
  demo(
    {
      slug: 'hydraulic-cylinder',
      title: '拉杆式液压油缸',
      description: '拉杆式液压缸，黄色缸筒、镀铬活塞杆、四根拉杆与两端耳环，油口细节完整。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['液压缸', '油缸', '液压', '工程机械'],
      priceFen: 2900,
    },
    (rng) => hydraulicCylinder(rng, 0xe0a526),
  ),
  demo(
    {
      slug: 'industrial-axial-fan',
      title: '工业轴流排风扇',
      description: '方框式工业轴流风机，五片扭曲叶片、镀铬防护网与后置电机，附叶轮旋转动画。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['风机', '排风扇', '工业', '动画'],
      priceFen: 1990,
    },
    (rng) => axialFan(rng, 0x5b6b73, 0x9aa7ad),
  ),
  demo(
    {
      slug: 'bench-vise',
      title: '重型台虎钳',
      description: '钳口宽 125 毫米的重型台虎钳，带砧台、可旋转底座与滚花钳口板，蓝色铸铁烤漆。',
      type: '机械零件',
      trade: '机械五金',
      tags: ['台虎钳', '工具', '五金', '钳工'],
      priceFen: 990,
    },
    (rng) => benchVise(rng, 0x24508f),
  ),
];
