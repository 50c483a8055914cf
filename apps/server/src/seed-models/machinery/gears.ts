import * as THREE from 'three';
import { animate, spinTrack } from '../anim.js';
import { assemble, box, circlePath, cyl, extrude, gearShape, Parts, rbox } from '../kit.js';
import { metal } from '../materials.js';
import { between, type Rng } from '../random.js';

/** Spur gears and a meshing gear train. */

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

export function spurGear(rng: Rng, teeth: number): THREE.Object3D {
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
export function gearTrain(): THREE.Object3D {
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
