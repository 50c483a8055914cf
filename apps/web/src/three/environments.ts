/**
 * Environment lighting presets, made on the spot (no HDR downloads): a small scene of emissive panels and a
 * gradient sky, rendered by PMREMGenerator into a pre-filtered environment map, plus a hemisphere light for
 * materials that do not use image-based lighting.
 */
import {
  BackSide,
  BoxGeometry,
  BufferAttribute,
  Color,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  PMREMGenerator,
  Scene,
  SphereGeometry,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { EnvironmentName } from './settings';

interface Preset {
  /** scene.environmentIntensity */
  intensity: number;
  hemisphere: { sky: string; ground: string; intensity: number };
  build(): Scene;
}

/** A back-facing sphere coloured from the ground up to the zenith (linear RGB, values above 1 glow). */
function skyDome(stops: { at: number; rgb: [number, number, number] }[]): Mesh {
  const geometry = new SphereGeometry(40, 48, 24);
  const pos = geometry.getAttribute('position');
  const colors = new Float32Array(pos.count * 3);
  for (let i = 0; i < pos.count; i++) {
    const h = pos.getY(i) / 40; // -1 .. 1
    let lo = stops[0]!;
    let hi = stops[stops.length - 1]!;
    for (let s = 0; s < stops.length - 1; s++) {
      if (h >= stops[s]!.at && h <= stops[s + 1]!.at) {
        lo = stops[s]!;
        hi = stops[s + 1]!;
        break;
      }
    }
    const t = hi.at === lo.at ? 0 : Math.min(1, Math.max(0, (h - lo.at) / (hi.at - lo.at)));
    for (let c = 0; c < 3; c++) colors[i * 3 + c] = lo.rgb[c]! + (hi.rgb[c]! - lo.rgb[c]!) * t;
  }
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  return new Mesh(geometry, new MeshBasicMaterial({ vertexColors: true, side: BackSide }));
}

function panel(rgb: [number, number, number], size: [number, number, number], at: [number, number, number]): Mesh {
  const mesh = new Mesh(new BoxGeometry(...size), new MeshBasicMaterial({ color: new Color(...rgb) }));
  mesh.position.set(...at);
  mesh.lookAt(0, 0, 0);
  return mesh;
}

/** RoomEnvironment with its light panels tinted warm: a lived-in interior. */
function warmRoom(): Scene {
  const room = new RoomEnvironment();
  const tint = new Color(1, 0.82, 0.62);
  room.traverse((obj) => {
    const material = (obj as Mesh).material as MeshBasicMaterial | undefined;
    if (material && (material as { isMeshBasicMaterial?: boolean }).isMeshBasicMaterial) material.color.multiply(tint);
  });
  return room;
}

const PRESETS: Record<EnvironmentName, Preset> = {
  studio: {
    intensity: 1,
    hemisphere: { sky: '#ffffff', ground: '#8d8d8d', intensity: 0.35 },
    build: () => new RoomEnvironment(),
  },
  room: {
    intensity: 1,
    hemisphere: { sky: '#ffe7c7', ground: '#6b5a4a', intensity: 0.35 },
    build: warmRoom,
  },
  sunset: {
    intensity: 1.1,
    hemisphere: { sky: '#ffb070', ground: '#3a2a40', intensity: 0.4 },
    build() {
      const scene = new Scene();
      scene.add(
        skyDome([
          { at: -1, rgb: [0.08, 0.05, 0.06] },
          { at: -0.05, rgb: [0.35, 0.18, 0.12] },
          { at: 0.05, rgb: [1.6, 0.65, 0.25] },
          { at: 0.35, rgb: [0.55, 0.3, 0.45] },
          { at: 1, rgb: [0.12, 0.12, 0.3] },
        ]),
      );
      scene.add(panel([40, 18, 6], [6, 3, 0.5], [-25, 4, -18]));
      scene.add(panel([1.2, 1.1, 1.3], [10, 6, 0.5], [20, 10, 18]));
      return scene;
    },
  },
  night: {
    intensity: 0.8,
    hemisphere: { sky: '#5d73b3', ground: '#10131c', intensity: 0.3 },
    build() {
      const scene = new Scene();
      scene.add(
        skyDome([
          { at: -1, rgb: [0.01, 0.01, 0.02] },
          { at: 0, rgb: [0.06, 0.08, 0.16] },
          { at: 1, rgb: [0.015, 0.02, 0.06] },
        ]),
      );
      scene.add(panel([3, 3.4, 4.5], [5, 5, 0.5], [-18, 22, 12]));
      scene.add(panel([4, 2.4, 1.2], [3, 2, 0.5], [22, 3, -10]));
      scene.add(panel([0.6, 0.7, 1], [12, 8, 0.5], [5, 8, -30]));
      return scene;
    },
  },
  neutral: {
    intensity: 1,
    hemisphere: { sky: '#ffffff', ground: '#bdbdbd', intensity: 0.6 },
    build() {
      const scene = new Scene();
      scene.add(
        skyDome([
          { at: -1, rgb: [0.35, 0.35, 0.35] },
          { at: 0, rgb: [0.75, 0.75, 0.75] },
          { at: 1, rgb: [1, 1, 1] },
        ]),
      );
      return scene;
    },
  },
};

export interface BuiltEnvironment {
  texture: Texture;
  intensity: number;
  hemisphere: HemisphereLight;
}

function disposeScene(scene: Scene): void {
  scene.traverse((obj) => {
    const mesh = obj as Mesh;
    mesh.geometry?.dispose();
    const material = mesh.material as MeshBasicMaterial | MeshBasicMaterial[] | undefined;
    if (Array.isArray(material)) material.forEach((m) => m.dispose());
    else material?.dispose();
  });
  (scene as Scene & { dispose?: () => void }).dispose?.();
}

/** Environments are built once per viewer and kept (switching back is instant). */
export class EnvironmentCache {
  private readonly built = new Map<EnvironmentName, BuiltEnvironment>();
  private pmrem: PMREMGenerator | null = null;

  constructor(
    private readonly renderer: WebGLRenderer,
    /** cube face size of the captured environment (256 on desktops, 128 on phones) */
    private readonly size = 256,
  ) {}

  get(name: EnvironmentName): BuiltEnvironment {
    const cached = this.built.get(name);
    if (cached) return cached;
    const preset = PRESETS[name] ?? PRESETS.studio;
    this.pmrem ??= new PMREMGenerator(this.renderer);
    const scene = preset.build();
    const target = this.pmrem.fromScene(scene, 0.04, 0.1, 100, { size: this.size });
    disposeScene(scene);
    const hemisphere = new HemisphereLight(preset.hemisphere.sky, preset.hemisphere.ground, preset.hemisphere.intensity);
    const entry = { texture: target.texture, intensity: preset.intensity, hemisphere };
    this.built.set(name, entry);
    return entry;
  }

  dispose(): void {
    for (const entry of this.built.values()) entry.texture.dispose();
    this.built.clear();
    this.pmrem?.dispose();
    this.pmrem = null;
  }
}
