/**
 * The imperative side of the walk viewer: renderer, camera, the room, the models loading nearest first, the
 * three ways of moving (walk, overview, tour), picking and the measurements the bench reads. The React
 * component (ShowroomViewer.tsx) owns the overlays and talks to this through a few methods and callbacks.
 */
import {
  AmbientLight,
  Box3,
  BoxGeometry,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Raycaster,
  SRGBColorSpace,
  Scene,
  TextureLoader,
  Vector2,
  Vector3,
  WebGLRenderer,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import type { ShowScene, ShowSlot, ShowTemplate } from '@moxing/shared';
import { byDistance, EYE_HEIGHT, fitScale, moveWithCollisions, tourOrder, viewpoint, type Point } from './layout';
import { disposeTree, prepareModels, startDownloads, type Download } from './loading';
import { buildRoom, type BuiltRoom } from './room';

export type ShowMode = 'walk' | 'overview' | 'tour';

export interface EngineEvents {
  onProgress(settled: number, total: number): void;
  /** A model was clicked (or the tour stopped at it); null closes the panel. */
  onPick(slot: number | null): void;
  onMode(mode: ShowMode): void;
  onFirstFrame(): void;
}

/** What the bench and the e2e stories read (window.__showroom). */
export interface ShowroomProbe {
  /** ms since navigation start when the first frame was drawn; null before. */
  firstFrame: number | null;
  /** ms since navigation start when every model was settled: drawn in a frame, or failed (its cover shown). */
  allSettled: number | null;
  visible: number;
  failed: number;
  total: number;
  mode: ShowMode;
  /** Walks the tour path without pauses for `ms`, drawing every frame; resolves with frames per second. */
  walkFps(ms: number): Promise<number>;
  /** Screen position (CSS px in the canvas) of a slot's model, to click it. */
  slotOnScreen(slot: number): { x: number; y: number } | null;
}

declare global {
  interface Window {
    __showroom?: ShowroomProbe;
  }
}

type Placement = ShowScene['placements'][number];

const ARRIVAL_FRAME_MS = 300;
const WALK_SPEED = 2.2;
const TOUR_SPEED = 1.8;
const TOUR_PAUSE_MS = 4500;
const LOOK_SPEED = 0.0045;
/** The horizontal field of view aimed at, degrees. */
const HORIZONTAL_FOV = 72;

interface Stand {
  placement: Placement;
  slot: ShowSlot;
  group: Group;
  placeholder: Mesh | null;
}

export class ShowroomEngine {
  private readonly renderer: WebGLRenderer;
  private readonly camera: PerspectiveCamera;
  private readonly scene = new Scene();
  private readonly room: BuiltRoom;
  private readonly stands = new Map<number, Stand>();
  private readonly orbit: OrbitControls;
  private readonly abort = new AbortController();
  private readonly raycaster = new Raycaster();
  private readonly keys = new Set<string>();
  private readonly resize: ResizeObserver;
  private readonly probe: ShowroomProbe;
  private frame = 0;
  private last = 0;
  private dirty = true;
  private disposed = false;
  private mode: ShowMode = 'walk';
  private pos: Point;
  private yaw: number;
  private pitch = -0.05;
  private stick = { x: 0, y: 0 };
  private walkTarget: Point | null = null;
  private drag: { id: number; x: number; y: number; startX: number; startY: number; at: number; kind: string } | null = null;
  private tour: {
    stops: { slot: number; x: number; z: number; yaw: number }[];
    index: number;
    pauseUntil: number;
    pauses: boolean;
  } | null = null;
  private frames = 0;
  /** Models in the scene that no frame has drawn yet. */
  private undrawn = 0;
  /** Every model is in the scene or failed. */
  private loaded = false;
  private drawnAt = 0;

  constructor(
    private readonly container: HTMLElement,
    private readonly show: ShowScene,
    private readonly template: ShowTemplate,
    private readonly events: EngineEvents,
  ) {
    this.pos = { x: show.entrance.x, z: show.entrance.z };
    this.yaw = show.entrance.yaw;
    this.placeStands();
    // First of all, before the renderer and the room: the network works while the main thread does.
    const downloads = this.startDownloads();
    const dpr = window.devicePixelRatio || 1;
    const coarse = window.matchMedia('(pointer: coarse)').matches;
    this.renderer = new WebGLRenderer({ antialias: !coarse && dpr < 1.5, powerPreference: 'high-performance' });
    this.renderer.setPixelRatio(Math.min(dpr, coarse ? 1.25 : 1.5));
    this.renderer.outputColorSpace = SRGBColorSpace;
    const canvas = this.renderer.domElement;
    canvas.setAttribute('aria-label', `${show.title}：3D 展厅`);
    canvas.setAttribute('role', 'img');
    canvas.style.touchAction = 'none';
    canvas.style.display = 'block';
    container.appendChild(canvas);

    this.camera = new PerspectiveCamera(60, 1, 0.05, 200);
    this.scene.background = new Color(template.palette.ceiling).multiplyScalar(0.25);
    // Models keep their own materials: a sky/ground fill and a soft key light, no shadows.
    this.scene.add(new HemisphereLight(template.palette.light, template.palette.floor, 1.6));
    this.scene.add(new AmbientLight(0xffffff, 0.55));
    const key = new DirectionalLight(template.palette.light, 1.4);
    key.position.set(2, 6, 4);
    this.scene.add(key);

    const target = { renderer: this.renderer, camera: this.camera, scene: this.scene, signal: this.abort.signal };
    const loading = prepareModels(downloads, target, (slot, model) => this.settle(this.stands.get(slot)!, model));
    performance.mark('showroom:room-start');
    this.room = buildRoom(template);
    performance.measure('showroom:room', 'showroom:room-start');
    this.scene.add(this.room.group);
    this.orbit = new OrbitControls(this.camera, canvas);
    this.orbit.enabled = false;
    this.orbit.enableDamping = true;
    this.orbit.maxPolarAngle = Math.PI * 0.47;
    this.orbit.addEventListener('change', () => (this.dirty = true));

    this.probe = {
      firstFrame: null,
      allSettled: null,
      visible: 0,
      failed: 0,
      total: this.stands.size,
      mode: this.mode,
      walkFps: (ms) => this.walkFps(ms),
      slotOnScreen: (slot) => this.slotOnScreen(slot),
    };
    window.__showroom = this.probe;
    this.report();

    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointermove', this.onPointerMove);
    canvas.addEventListener('pointerup', this.onPointerUp);
    canvas.addEventListener('pointercancel', this.onPointerUp);
    window.addEventListener('keydown', this.onKeyDown);
    window.addEventListener('keyup', this.onKeyUp);
    window.addEventListener('blur', this.onBlur);
    this.resize = new ResizeObserver(() => this.fit());
    this.resize.observe(container);
    this.fit();
    this.frame = requestAnimationFrame(this.loop);
    for (const stand of this.stands.values()) if (!stand.placement.modelUrl) this.settle(stand, null);
    void loading.then(() => {
      this.loaded = true;
      performance.mark('showroom:models-ready');
    });
  }

  setMode(mode: ShowMode): void {
    if (mode === this.mode && mode !== 'tour') return;
    this.mode = mode;
    this.probe.mode = mode;
    this.walkTarget = null;
    this.orbit.enabled = mode === 'overview';
    this.room.ceiling.visible = mode !== 'overview';
    if (mode === 'overview') {
      const { minX, maxX, minZ, maxZ } = this.room.plan.bounds;
      const span = Math.max(maxX - minX, maxZ - minZ);
      this.orbit.target.set((minX + maxX) / 2, 0.5, (minZ + maxZ) / 2);
      this.camera.position.set((minX + maxX) / 2, span * 0.85, (minZ + maxZ) / 2 + span * 0.55);
      this.orbit.update();
    }
    this.tour = mode === 'tour' ? this.planTour(true) : null;
    if (mode !== 'tour') this.events.onPick(null);
    this.events.onMode(mode);
    this.dirty = true;
  }

  /** The touch joystick: x turns sideways (strafe), y forward; both -1..1. */
  setStick(x: number, y: number): void {
    this.stick = { x, y };
    if (x || y) this.leaveTour();
  }

  dispose(): void {
    this.disposed = true;
    cancelAnimationFrame(this.frame);
    this.abort.abort();
    this.resize.disconnect();
    const canvas = this.renderer.domElement;
    canvas.removeEventListener('pointerdown', this.onPointerDown);
    canvas.removeEventListener('pointermove', this.onPointerMove);
    canvas.removeEventListener('pointerup', this.onPointerUp);
    canvas.removeEventListener('pointercancel', this.onPointerUp);
    window.removeEventListener('keydown', this.onKeyDown);
    window.removeEventListener('keyup', this.onKeyUp);
    window.removeEventListener('blur', this.onBlur);
    this.orbit.dispose();
    disposeTree(this.scene);
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    canvas.remove();
    if (window.__showroom === this.probe) delete window.__showroom;
  }

  private placeStands(): void {
    const slots = new Map(this.template.slots.map((s) => [s.index, s]));
    for (const placement of this.show.placements) {
      const slot = slots.get(placement.slot);
      if (!slot || this.stands.has(slot.index)) continue;
      const group = new Group();
      group.position.set(slot.x, slot.y, slot.z);
      group.rotation.y = slot.yaw + (placement.rotation * Math.PI) / 180;
      // A soft glowing box where the model will stand, clickable already.
      const s = slot.size * 0.55;
      const placeholder = new Mesh(
        new BoxGeometry(s, s, s),
        new MeshBasicMaterial({ color: this.template.palette.light, transparent: true, opacity: 0.35 }),
      );
      placeholder.position.y = s / 2;
      group.add(placeholder);
      this.scene.add(group);
      this.stands.set(slot.index, { placement, slot, group, placeholder });
    }
  }

  /** Nearest to the entrance first. */
  private startDownloads(): Download[] {
    const order = byDistance(
      [...this.stands.values()].map((s) => ({ slot: s.slot.index, url: s.placement.modelUrl })),
      this.template.slots,
      this.pos,
    );
    const jobs = order.flatMap((s) => (s.url ? [{ key: s.slot, url: s.url }] : []));
    return startDownloads(jobs, this.abort.signal);
  }

  /** A stand's model is ready (counted visible once a frame has drawn it), or failed (its cover shown instead). */
  private settle(stand: Stand, model: Object3D | null): void {
    if (model) {
      const box = new Box3().setFromObject(model);
      const size = box.getSize(new Vector3());
      const k = fitScale(size, stand.slot.size, stand.placement.scale);
      model.scale.setScalar(k);
      const centre = box.getCenter(new Vector3());
      model.position.set(-centre.x * k, -box.min.y * k, -centre.z * k);
      this.removePlaceholder(stand, true);
      stand.group.add(model);
      this.undrawn++;
      return;
    }
    this.removePlaceholder(stand, false);
    this.probe.failed++;
    if (stand.placement.cover) this.showCover(stand, stand.placement.cover);
    this.report();
    this.dirty = true;
  }

  private removePlaceholder(stand: Stand, loaded: boolean): void {
    if (!stand.placeholder) return;
    // Without a model and without a cover the soft box stays, so the stand is never empty.
    if (!loaded && !stand.placement.cover) return;
    stand.group.remove(stand.placeholder);
    disposeTree(stand.placeholder);
    stand.placeholder = null;
  }

  private showCover(stand: Stand, url: string): void {
    new TextureLoader().load(url, (texture) => {
      if (this.disposed) return texture.dispose();
      texture.colorSpace = SRGBColorSpace;
      const image = texture.image as { width: number; height: number };
      const aspect = image.width / Math.max(1, image.height) || 1;
      const h = stand.slot.size / Math.max(1, aspect);
      const w = h * aspect;
      const board = new Mesh(new PlaneGeometry(w, h), new MeshBasicMaterial({ map: texture }));
      board.position.y = h / 2 + 0.02;
      stand.group.add(board);
      this.dirty = true;
    });
  }

  private report(): void {
    const settled = this.probe.visible + this.probe.failed;
    if (settled === this.probe.total && this.probe.allSettled === null) this.probe.allSettled = performance.now();
    const el = this.container;
    el.dataset.modelsVisible = String(this.probe.visible);
    el.dataset.modelsSettled = String(settled);
    el.dataset.modelsTotal = String(this.probe.total);
    this.events.onProgress(settled, this.probe.total);
  }

  private fit(): void {
    const w = Math.max(1, this.container.clientWidth);
    const h = Math.max(1, this.container.clientHeight);
    this.renderer.setSize(w, h);
    this.camera.aspect = w / h;
    // Portrait phones: widen the vertical field so the sides of the room stay in view (up to 90 degrees).
    const wide = (2 * Math.atan(Math.tan((HORIZONTAL_FOV * Math.PI) / 360) / this.camera.aspect) * 180) / Math.PI;
    this.camera.fov = Math.max(60, Math.min(90, wide));
    this.camera.updateProjectionMatrix();
    this.dirty = true;
  }

  private placedSlots(): ShowSlot[] {
    return [...this.stands.values()].map((s) => s.slot);
  }

  private planTour(pauses: boolean): NonNullable<ShowroomEngine['tour']> {
    const stops = tourOrder(this.placedSlots(), this.pos).map((slot) => ({
      slot: slot.index,
      ...viewpoint(slot, this.room.plan, this.template.floor),
    }));
    return { stops, index: 0, pauseUntil: 0, pauses };
  }

  private leaveTour(): void {
    if (this.mode === 'tour') this.setMode('walk');
  }

  private readonly loop = (now: number): void => {
    this.frame = requestAnimationFrame(this.loop);
    // Capped so a stalled tab does not jump through walls, loose enough that a slow device still moves.
    const dt = Math.min(0.25, (now - (this.last || now)) / 1000);
    this.last = now;
    let moving = false;
    if (this.mode === 'overview') moving = this.orbit.update();
    else if (this.mode === 'tour') moving = this.stepTour(now, dt);
    else moving = this.stepWalk(dt);
    // While models keep arriving, a still view is redrawn for them at most every ARRIVAL_FRAME_MS: on a slow GPU
    // a frame holds the page for its whole cost, time the models still to come need.
    const arrivals = this.undrawn > 0 && (this.loaded || now - this.drawnAt >= ARRIVAL_FRAME_MS);
    if (!moving && !this.dirty && !arrivals) return;
    this.dirty = false;
    this.drawnAt = now;
    if (this.mode !== 'overview') {
      this.camera.position.set(this.pos.x, EYE_HEIGHT, this.pos.z);
      // The templates' yaw is the direction faced (0 = +z); a camera looks down its own -z.
      this.camera.rotation.set(this.pitch, this.yaw + Math.PI, 0, 'YXZ');
    }
    this.renderer.render(this.scene, this.camera);
    this.frames++;
    if (this.undrawn) {
      this.probe.visible += this.undrawn;
      this.undrawn = 0;
      this.report();
    }
    if (this.probe.firstFrame === null) {
      this.probe.firstFrame = performance.now();
      this.container.dataset.firstFrame = String(Math.round(this.probe.firstFrame));
      this.events.onFirstFrame();
    }
  };

  private stepWalk(dt: number): boolean {
    let forward = this.stick.y;
    let side = this.stick.x;
    let turn = 0;
    const k = this.keys;
    if (k.has('KeyW') || k.has('ArrowUp')) forward += 1;
    if (k.has('KeyS') || k.has('ArrowDown')) forward -= 1;
    if (k.has('KeyD')) side += 1;
    if (k.has('KeyA')) side -= 1;
    if (k.has('ArrowLeft')) turn += 1;
    if (k.has('ArrowRight')) turn -= 1;
    if (turn) this.yaw += turn * 1.8 * dt;
    if (forward || side) this.walkTarget = null;
    const fx = Math.sin(this.yaw);
    const fz = Math.cos(this.yaw);
    let to: Point | null = null;
    if (forward || side) {
      const len = Math.max(1, Math.hypot(forward, side));
      const step = (WALK_SPEED * dt) / len;
      // Right of the facing direction (fx, fz) is (-fz, fx).
      to = { x: this.pos.x + (fx * forward - fz * side) * step, z: this.pos.z + (fz * forward + fx * side) * step };
    } else if (this.walkTarget) {
      const dx = this.walkTarget.x - this.pos.x;
      const dz = this.walkTarget.z - this.pos.z;
      const d = Math.hypot(dx, dz);
      if (d < 0.05) this.walkTarget = null;
      else {
        const step = Math.min(d, WALK_SPEED * dt);
        to = { x: this.pos.x + (dx / d) * step, z: this.pos.z + (dz / d) * step };
        this.yaw = turnTowards(this.yaw, Math.atan2(dx, dz), 3 * dt);
      }
    }
    if (!to) return turn !== 0;
    const next = moveWithCollisions(this.pos, to, this.room.plan, this.template.floor);
    if (Math.hypot(next.x - this.pos.x, next.z - this.pos.z) < 1e-4) this.walkTarget = null;
    this.pos = next;
    return true;
  }

  private stepTour(now: number, dt: number): boolean {
    const tour = this.tour;
    if (!tour || !tour.stops.length) return false;
    if (now < tour.pauseUntil) return false;
    const stop = tour.stops[tour.index]!;
    const dx = stop.x - this.pos.x;
    const dz = stop.z - this.pos.z;
    const d = Math.hypot(dx, dz);
    if (d > 0.05) {
      const step = Math.min(d, TOUR_SPEED * dt);
      this.pos = { x: this.pos.x + (dx / d) * step, z: this.pos.z + (dz / d) * step };
      this.yaw = turnTowards(this.yaw, d > 1 ? Math.atan2(dx, dz) : stop.yaw, 2.5 * dt);
      this.pitch += (-0.12 - this.pitch) * Math.min(1, dt * 2);
      return true;
    }
    this.yaw = turnTowards(this.yaw, stop.yaw, 2.5 * dt);
    if (Math.abs(angleDiff(this.yaw, stop.yaw)) > 0.02) return true;
    tour.index = (tour.index + 1) % tour.stops.length;
    if (tour.pauses) {
      tour.pauseUntil = now + TOUR_PAUSE_MS;
      this.events.onPick(stop.slot);
    }
    return true;
  }

  private walkFps(ms: number): Promise<number> {
    const before = { mode: this.mode, pos: this.pos, yaw: this.yaw };
    this.setMode('walk');
    this.mode = 'tour';
    this.tour = this.planTour(false);
    const start = performance.now();
    const frames = this.frames;
    return new Promise((resolve) => {
      const tick = () => {
        // Keep every frame drawn even when a stop is reached.
        this.dirty = true;
        if (performance.now() - start < ms && !this.disposed) requestAnimationFrame(tick);
        else {
          const fps = ((this.frames - frames) * 1000) / (performance.now() - start);
          this.pos = before.pos;
          this.yaw = before.yaw;
          this.mode = 'walk';
          this.setMode(before.mode);
          resolve(fps);
        }
      };
      requestAnimationFrame(tick);
    });
  }

  private slotOnScreen(slot: number): { x: number; y: number } | null {
    const stand = this.stands.get(slot);
    if (!stand) return null;
    const box = new Box3().setFromObject(stand.group);
    const p = box.getCenter(new Vector3()).project(this.camera);
    if (p.z > 1 || Math.abs(p.x) > 1 || Math.abs(p.y) > 1) return null;
    const rect = this.renderer.domElement.getBoundingClientRect();
    return { x: ((p.x + 1) / 2) * rect.width, y: ((1 - p.y) / 2) * rect.height };
  }

  private readonly onPointerDown = (e: PointerEvent): void => {
    this.drag = {
      id: e.pointerId,
      x: e.clientX,
      y: e.clientY,
      startX: e.clientX,
      startY: e.clientY,
      at: performance.now(),
      kind: e.pointerType,
    };
    if (this.mode !== 'overview') this.renderer.domElement.setPointerCapture(e.pointerId);
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    const drag = this.drag;
    if (!drag || drag.id !== e.pointerId || this.mode === 'overview') return;
    const dx = e.clientX - drag.x;
    const dy = e.clientY - drag.y;
    drag.x = e.clientX;
    drag.y = e.clientY;
    if (Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) < 6) return;
    this.leaveTour();
    // A mouse looks where it moves; a finger drags the view along (as in photo panoramas).
    const sign = drag.kind === 'mouse' ? 1 : -1;
    this.yaw -= dx * LOOK_SPEED * sign;
    this.pitch = Math.max(-1.2, Math.min(1.2, this.pitch - dy * LOOK_SPEED * sign));
    this.dirty = true;
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const drag = this.drag;
    this.drag = null;
    if (!drag || drag.id !== e.pointerId || e.type === 'pointercancel') return;
    const moved = Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY);
    if (moved < 6 && performance.now() - drag.at < 600) this.click(e.clientX, e.clientY);
  };

  private click(clientX: number, clientY: number): void {
    const rect = this.renderer.domElement.getBoundingClientRect();
    const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    this.raycaster.setFromCamera(ndc, this.camera);
    // A stand is picked anywhere in its bounding box (a ring's hole or a chair's gaps count): easier on a phone.
    const ray = this.raycaster.ray;
    const hit = this.raycaster.intersectObject(this.room.group, true)[0];
    let picked: { slot: number; distance: number } | null = null;
    const box = new Box3();
    const point = new Vector3();
    for (const stand of this.stands.values()) {
      if (!ray.intersectBox(box.setFromObject(stand.group), point)) continue;
      const distance = point.distanceTo(ray.origin);
      if (distance < (picked?.distance ?? Infinity)) picked = { slot: stand.slot.index, distance };
    }
    if (picked && (!hit || picked.distance <= hit.distance + 0.05)) {
      this.events.onPick(picked.slot);
      return;
    }
    if (!hit) return;
    if (hit.object === this.room.floor) {
      this.events.onPick(null);
      if (this.mode === 'overview') {
        this.pos = { x: hit.point.x, z: hit.point.z };
        this.setMode('walk');
        return;
      }
      this.leaveTour();
      this.walkTarget = { x: hit.point.x, z: hit.point.z };
    }
  }

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const t = e.target as HTMLElement | null;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    if (!/^(Key[WASD]|Arrow(Up|Down|Left|Right))$/.test(e.code)) return;
    e.preventDefault();
    this.keys.add(e.code);
    if (this.mode !== 'walk') this.setMode('walk');
  };

  private readonly onKeyUp = (e: KeyboardEvent): void => {
    this.keys.delete(e.code);
  };

  private readonly onBlur = (): void => {
    this.keys.clear();
  };
}

function angleDiff(from: number, to: number): number {
  return Math.atan2(Math.sin(to - from), Math.cos(to - from));
}

function turnTowards(from: number, to: number, maxStep: number): number {
  const d = angleDiff(from, to);
  return from + Math.max(-maxStep, Math.min(maxStep, d));
}
