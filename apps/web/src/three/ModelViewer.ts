/**
 * The imperative three.js viewer: one WebGL canvas, orbit controls (mouse and touch), environment presets,
 * background, wireframe / texture-only views, a contact shadow, dimension labels, animation playback and
 * screenshots. Renders on demand: an idle model costs no frames.
 */
import {
  ACESFilmicToneMapping,
  AnimationMixer,
  Box3,
  Box3Helper,
  CanvasTexture,
  Color,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Timer,
  SRGBColorSpace,
  Scene,
  Vector3,
  type AnimationAction,
  type AnimationClip,
  type HemisphereLight,
  type Material,
  type Object3D,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { ViewerSettings } from '@moxing/shared';
import { EnvironmentCache } from './environments';
import { frameModel } from './fit';
import { fetchWithProgress, parseGlb, type FetchProgress } from './loaders';
import {
  backgroundCss,
  isDarkBackground,
  type BackgroundSetting,
  type CameraSetting,
  type EnvironmentName,
  type ViewMode,
} from './settings';

export interface LoadOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  onProgress?: (p: FetchProgress) => void;
}

export interface LoadedModel {
  animations: string[];
  /** metres as loaded (x, y, z) */
  size: { x: number; y: number; z: number };
}

export class WebGLUnavailableError extends Error {
  override readonly name = 'WebGLUnavailableError';
  constructor() {
    super('您的浏览器或设备不支持 WebGL，无法显示 3D 预览');
  }
}

type MaterialSlot = Material | Material[];

function disposeMaterial(m: MaterialSlot): void {
  if (Array.isArray(m)) m.forEach((x) => x.dispose());
  else m.dispose();
}

/** A soft round shadow texture drawn once on a 2D canvas. */
function shadowTexture(): CanvasTexture {
  const c = document.createElement('canvas');
  c.width = c.height = 128;
  const ctx = c.getContext('2d');
  if (ctx) {
    const g = ctx.createRadialGradient(64, 64, 0, 64, 64, 64);
    g.addColorStop(0, 'rgba(0,0,0,0.55)');
    g.addColorStop(0.45, 'rgba(0,0,0,0.25)');
    g.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 128, 128);
  }
  return new CanvasTexture(c);
}

export interface DimensionLabels {
  x: HTMLElement;
  y: HTMLElement;
  z: HTMLElement;
}

export class ModelViewer {
  readonly renderer: WebGLRenderer;
  readonly scene = new Scene();
  readonly camera = new PerspectiveCamera(45, 1, 0.01, 1000);
  readonly controls: OrbitControls;
  private readonly envs: EnvironmentCache;
  private readonly timer = new Timer();
  private readonly resizeObserver: ResizeObserver;
  private raf = 0;
  private dirty = true;
  private disposed = false;
  private model: Object3D | null = null;
  private size = new Vector3(1, 1, 1);
  private mixer: AnimationMixer | null = null;
  private clips: AnimationClip[] = [];
  private action: AnimationAction | null = null;
  private playing = false;
  private originals = new Map<Mesh, MaterialSlot>();
  private swapped = new Map<Mesh, MaterialSlot>();
  private hemisphere: HemisphereLight | null = null;
  private shadow: Mesh<PlaneGeometry, MeshBasicMaterial> | null = null;
  private boxHelper: Box3Helper | null = null;
  private labels: DimensionLabels | null = null;
  private dimensionsMm: { x: number; y: number; z: number } | null = null;
  private changeListeners = new Set<() => void>();
  settings: ViewerSettings;

  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly container: HTMLElement,
    settings: ViewerSettings,
    /** phones: no multisampling on high-density screens, a smaller environment map */
    options: { lowPower?: boolean } = {},
  ) {
    this.settings = settings;
    const dpr = window.devicePixelRatio || 1;
    try {
      this.renderer = new WebGLRenderer({
        canvas,
        antialias: options.lowPower ? dpr < 1.5 : dpr < 2,
        alpha: true,
        powerPreference: 'high-performance',
      });
    } catch {
      throw new WebGLUnavailableError();
    }
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
    this.renderer.outputColorSpace = SRGBColorSpace;
    this.renderer.toneMapping = ACESFilmicToneMapping;
    this.renderer.setClearColor(0x000000, 0);
    // Checking every shader's link status makes the page wait for the GPU; only worth it while developing.
    this.renderer.debug.checkShaderErrors = import.meta.env.DEV;
    this.envs = new EnvironmentCache(this.renderer, options.lowPower ? 128 : 256);

    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.enableDamping = true;
    this.controls.dampingFactor = 0.08;
    this.controls.screenSpacePanning = true;
    this.controls.addEventListener('change', () => {
      this.dirty = true;
      for (const fn of this.changeListeners) fn();
    });

    canvas.addEventListener('webglcontextlost', this.onContextLost);
    this.resizeObserver = new ResizeObserver(() => this.resize());
    this.resizeObserver.observe(container);
    this.resize();
    this.applySettings(settings);
    this.raf = requestAnimationFrame(this.loop);
  }

  private onContextLost = (e: Event) => {
    e.preventDefault();
  };

  onChange(fn: () => void): () => void {
    this.changeListeners.add(fn);
    return () => this.changeListeners.delete(fn);
  }

  private resize(): void {
    const w = Math.max(1, this.container.clientWidth);
    const h = Math.max(1, this.container.clientHeight);
    this.renderer.setSize(w, h, false);
    this.camera.aspect = w / h;
    this.camera.updateProjectionMatrix();
    this.dirty = true;
  }

  private loop = (time: number) => {
    if (this.disposed) return;
    this.raf = requestAnimationFrame(this.loop);
    this.timer.update(time);
    const dt = Math.min(this.timer.getDelta(), 0.1);
    if (this.controls.update(dt)) this.dirty = true;
    if (this.mixer && this.playing) {
      this.mixer.update(dt);
      this.dirty = true;
    }
    if (this.dirty) this.renderNow();
  };

  renderNow(): void {
    this.dirty = false;
    this.renderer.render(this.scene, this.camera);
    this.placeLabels();
  }

  async load(url: string, options: LoadOptions = {}): Promise<LoadedModel> {
    const buffer = await fetchWithProgress(url, options);
    const gltf = await parseGlb(buffer, this.renderer);
    if (this.disposed) return { animations: [], size: { x: 0, y: 0, z: 0 } };
    const root = gltf.scene;
    // Stand the model on the ground at the origin: the saved camera positions are relative to this.
    const box = new Box3().setFromObject(root);
    if (box.isEmpty()) box.set(new Vector3(-0.5, 0, -0.5), new Vector3(0.5, 1, 0.5));
    const center = box.getCenter(new Vector3());
    root.position.set(root.position.x - center.x, root.position.y - box.min.y, root.position.z - center.z);
    root.updateMatrixWorld(true);
    this.size = box.getSize(new Vector3());
    root.traverse((obj) => {
      const mesh = obj as Mesh;
      if (mesh.isMesh) this.originals.set(mesh, mesh.material);
    });
    this.model = root;
    this.scene.add(root);
    this.clips = gltf.animations;
    if (this.clips.length) this.mixer = new AnimationMixer(root);
    this.buildShadow();
    this.applySettings(this.settings);
    this.setCamera(this.settings.camera);
    return {
      animations: this.clips.map((c, i) => c.name || `动画 ${i + 1}`),
      size: { x: this.size.x, y: this.size.y, z: this.size.z },
    };
  }

  private buildShadow(): void {
    const span = Math.max(this.size.x, this.size.z) * 1.7;
    const material = new MeshBasicMaterial({ map: shadowTexture(), transparent: true, depthWrite: false, toneMapped: false });
    const plane = new Mesh(new PlaneGeometry(span, span), material);
    plane.rotation.x = -Math.PI / 2;
    plane.position.y = Math.max(this.size.y, 0.001) * 0.001;
    plane.renderOrder = -1;
    this.shadow = plane;
    this.scene.add(plane);
  }

  applySettings(next: ViewerSettings): void {
    const prev = this.settings;
    this.settings = next;
    this.setBackground(next.background);
    this.setEnvironment(next.environment);
    this.renderer.toneMappingExposure = next.exposure;
    this.controls.autoRotate = next.autoRotate;
    this.controls.autoRotateSpeed = next.autoRotateSpeed * 2;
    if (this.shadow) this.shadow.visible = next.shadow;
    if (prev.view !== next.view || this.swapped.size === 0) this.setView(next.view);
    this.dirty = true;
  }

  setBackground(bg: BackgroundSetting): void {
    this.settings = { ...this.settings, background: bg };
    this.container.style.background = backgroundCss(bg);
    this.container.dataset.dark = isDarkBackground(bg) ? '1' : '0';
    if (this.shadow) this.shadow.material.opacity = isDarkBackground(bg) ? 0.8 : 0.55;
    this.dirty = true;
  }

  setEnvironment(name: EnvironmentName): void {
    this.settings = { ...this.settings, environment: name };
    const env = this.envs.get(name);
    this.scene.environment = env.texture;
    this.scene.environmentIntensity = env.intensity;
    if (this.hemisphere !== env.hemisphere) {
      if (this.hemisphere) this.scene.remove(this.hemisphere);
      this.hemisphere = env.hemisphere;
      this.scene.add(env.hemisphere);
    }
    this.dirty = true;
  }

  setExposure(exposure: number): void {
    this.settings = { ...this.settings, exposure };
    this.renderer.toneMappingExposure = exposure;
    this.dirty = true;
  }

  setAutoRotate(on: boolean, speed = this.settings.autoRotateSpeed): void {
    this.settings = { ...this.settings, autoRotate: on, autoRotateSpeed: speed };
    this.controls.autoRotate = on;
    this.controls.autoRotateSpeed = speed * 2;
    this.dirty = true;
  }

  setShadow(on: boolean): void {
    this.settings = { ...this.settings, shadow: on };
    if (this.shadow) this.shadow.visible = on;
    this.dirty = true;
  }

  /** normal: the model's own materials; wireframe: edges only; texture: colours and textures without lighting. */
  setView(mode: ViewMode): void {
    this.settings = { ...this.settings, view: mode };
    for (const [mesh, material] of this.swapped) {
      disposeMaterial(material);
      mesh.material = this.originals.get(mesh) ?? mesh.material;
    }
    this.swapped.clear();
    if (mode !== 'normal') {
      const dark = isDarkBackground(this.settings.background);
      for (const [mesh, original] of this.originals) {
        const convert = (m: Material): Material => {
          const src = m as Material & { map?: MeshBasicMaterial['map']; color?: Color };
          if (mode === 'wireframe') {
            return new MeshBasicMaterial({
              wireframe: true,
              color: dark ? 0xc8d4ff : 0x1f3f99,
              transparent: true,
              opacity: 0.85,
            });
          }
          return new MeshBasicMaterial({
            map: src.map ?? null,
            color: src.color ? src.color.clone() : new Color(0xffffff),
            transparent: m.transparent,
            opacity: m.opacity,
            side: m.side,
            alphaTest: m.alphaTest,
          });
        };
        const replacement = Array.isArray(original) ? original.map(convert) : convert(original);
        mesh.material = replacement;
        this.swapped.set(mesh, replacement);
      }
    }
    this.dirty = true;
  }

  /** Camera from saved settings, or framed on the model. */
  setCamera(camera: CameraSetting | null): void {
    const framing = frameModel(this.size, camera?.fov ?? 45, this.camera.aspect);
    this.camera.fov = camera?.fov ?? 45;
    this.camera.near = framing.near;
    this.camera.far = framing.far;
    this.controls.minDistance = framing.minDistance;
    this.controls.maxDistance = Math.max(
      framing.maxDistance,
      camera ? new Vector3(...camera.position).distanceTo(new Vector3(...camera.target)) * 2 : 0,
    );
    this.camera.position.set(...(camera?.position ?? framing.position));
    this.controls.target.set(...(camera?.target ?? framing.target));
    this.camera.updateProjectionMatrix();
    this.controls.update();
    this.dirty = true;
  }

  resetCamera(): void {
    this.setCamera(this.settings.camera);
  }

  /** The current view, to save as the start camera. */
  cameraState(): CameraSetting {
    const r = (n: number) => Math.round(n * 10000) / 10000;
    const p = this.camera.position;
    const t = this.controls.target;
    return { position: [r(p.x), r(p.y), r(p.z)], target: [r(t.x), r(t.y), r(t.z)], fov: Math.round(this.camera.fov) };
  }

  /** Dimension labels (three elements the caller owns) placed at the middle of the box edges. */
  showDimensions(labels: DimensionLabels | null, mm: { x: number; y: number; z: number } | null): void {
    if (this.boxHelper) {
      this.scene.remove(this.boxHelper);
      this.boxHelper.dispose();
      this.boxHelper = null;
    }
    this.labels = labels;
    this.dimensionsMm = mm;
    if (labels && this.model) {
      const box = new Box3().setFromObject(this.model);
      this.boxHelper = new Box3Helper(box, new Color(0x1f5eff));
      this.scene.add(this.boxHelper);
    }
    this.dirty = true;
  }

  private placeLabels(): void {
    const labels = this.labels;
    if (!labels || !this.model) return;
    const s = this.size;
    const w = this.container.clientWidth;
    const h = this.container.clientHeight;
    const place = (el: HTMLElement, x: number, y: number, z: number) => {
      const v = new Vector3(x, y, z).project(this.camera);
      const visible = v.z < 1 && v.z > -1;
      el.style.display = visible ? '' : 'none';
      el.style.transform = `translate(-50%, -50%) translate(${((v.x + 1) / 2) * w}px, ${((1 - v.y) / 2) * h}px)`;
    };
    // edges nearest the default camera (front, right)
    place(labels.x, 0, 0, s.z / 2);
    place(labels.y, s.x / 2, s.y / 2, s.z / 2);
    place(labels.z, s.x / 2, 0, 0);
  }

  get dimensions(): { x: number; y: number; z: number } | null {
    return this.dimensionsMm;
  }

  get animationNames(): string[] {
    return this.clips.map((c, i) => c.name || `动画 ${i + 1}`);
  }

  playAnimation(index: number): void {
    const clip = this.clips[index];
    if (!clip || !this.mixer) return;
    if (this.action && this.action.getClip() !== clip) this.action.stop();
    this.action = this.mixer.clipAction(clip);
    this.action.paused = false;
    this.action.play();
    this.playing = true;
    this.dirty = true;
  }

  pauseAnimation(): void {
    if (this.action) this.action.paused = true;
    this.playing = false;
  }

  get isPlaying(): boolean {
    return this.playing;
  }

  /** A PNG of the current view with the background (and an optional watermark) painted in. */
  screenshot(watermark?: string | null): Promise<Blob> {
    this.renderNow();
    const src = this.renderer.domElement;
    const out = document.createElement('canvas');
    out.width = src.width;
    out.height = src.height;
    const ctx = out.getContext('2d');
    if (!ctx) return Promise.reject(new Error('无法生成截图'));
    const bg = this.settings.background;
    if (bg.type === 'color' && bg.color) {
      ctx.fillStyle = bg.color;
      ctx.fillRect(0, 0, out.width, out.height);
    } else if (bg.type === 'gradient' && bg.color && bg.color2) {
      const g = ctx.createLinearGradient(0, 0, 0, out.height);
      g.addColorStop(0, bg.color);
      g.addColorStop(1, bg.color2);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, out.width, out.height);
    }
    ctx.drawImage(src, 0, 0);
    if (watermark) {
      const size = Math.max(14, Math.round(out.width / 40));
      ctx.font = `${size}px sans-serif`;
      ctx.fillStyle = isDarkBackground(bg) ? 'rgba(255,255,255,0.35)' : 'rgba(0,0,0,0.28)';
      ctx.textAlign = 'right';
      ctx.fillText(watermark, out.width - size, out.height - size);
    }
    return new Promise((resolve, reject) => out.toBlob((b) => (b ? resolve(b) : reject(new Error('无法生成截图'))), 'image/png'));
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.raf);
    this.resizeObserver.disconnect();
    this.canvas.removeEventListener('webglcontextlost', this.onContextLost);
    this.controls.dispose();
    this.mixer?.stopAllAction();
    this.setView('normal'); // puts the model's own materials back so they are disposed below
    this.scene.traverse((obj) => {
      const mesh = obj as Mesh;
      if (!mesh.isMesh) return;
      mesh.geometry.dispose();
      const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
      for (const m of materials) {
        for (const value of Object.values(m)) {
          if (value && typeof value === 'object' && 'isTexture' in value) (value as { dispose(): void }).dispose();
        }
        m.dispose();
      }
    });
    this.boxHelper?.dispose();
    this.envs.dispose();
    this.renderer.dispose();
    this.changeListeners.clear();
  }
}
