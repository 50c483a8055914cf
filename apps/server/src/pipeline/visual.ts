import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * The pipeline's visual check, for its tests and the benchmark only: the original upload and the web
 * model are drawn alike by three.js in headless Chromium (the viewer's own loaders, the same camera framed
 * on the original, the same lights and environment) and compared by SSIM over the model's own pixels.
 * Nothing here is reached over the network: the page, three.js and the models are answered from memory.
 */

const ORIGIN = 'http://visual.check';
const SIZE = 384;
// three's main entry is build/three.cjs: its folder's parent is the package.
const THREE_DIR = path.resolve(path.dirname(createRequire(import.meta.url).resolve('three')), '..');

const PAGE = `<!doctype html><html><body style="margin:0;background:#000">
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
<script type="module">
import * as THREE from 'three';
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js';
import { DRACOLoader } from 'three/addons/loaders/DRACOLoader.js';
import { KTX2Loader } from 'three/addons/loaders/KTX2Loader.js';
import { MeshoptDecoder } from 'three/addons/libs/meshopt_decoder.module.js';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';

const renderer = new THREE.WebGLRenderer({ antialias: true, alpha: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(${SIZE}, ${SIZE});
renderer.setClearColor(0x000000, 0);
renderer.outputColorSpace = THREE.SRGBColorSpace;
renderer.toneMapping = THREE.ACESFilmicToneMapping;
document.body.appendChild(renderer.domElement);
const pmrem = new THREE.PMREMGenerator(renderer);
const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
const draco = new DRACOLoader().setDecoderPath('/three/examples/jsm/libs/draco/gltf/');
const ktx2 = new KTX2Loader().setTranscoderPath('/three/examples/jsm/libs/basis/').detectSupport(renderer);
const loader = new GLTFLoader().setDRACOLoader(draco).setKTX2Loader(ktx2).setMeshoptDecoder(MeshoptDecoder);
let view = null;

async function load(url) {
  const gltf = await loader.loadAsync(url);
  const scene = new THREE.Scene();
  scene.environment = environment;
  scene.add(new THREE.HemisphereLight(0xffffff, 0x444444, 0.8));
  const key = new THREE.DirectionalLight(0xffffff, 1.6);
  key.position.set(1, 2, 1.5);
  scene.add(key);
  scene.add(gltf.scene);
  scene.updateMatrixWorld(true);
  return scene;
}

/** Draws a model; the first call of a pair frames the camera on it and the second reuses that view. */
window.draw = async (url, reframe) => {
  const scene = await load(url);
  if (reframe || !view) {
    const box = new THREE.Box3().setFromObject(scene);
    const sphere = box.getBoundingSphere(new THREE.Sphere());
    const r = sphere.radius || 1;
    const camera = new THREE.PerspectiveCamera(40, 1, r / 100, r * 100);
    camera.position.copy(sphere.center).add(new THREE.Vector3(0.8, 0.55, 1).normalize().multiplyScalar(r * 2.8));
    camera.lookAt(sphere.center);
    view = camera;
  }
  renderer.render(scene, view);
  return renderer.domElement.toDataURL('image/png');
};
window.ready = true;
</script></body></html>`;

const MIME: Record<string, string> = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.glb': 'model/gltf-binary' };

export interface VisualChecker {
  /**
   * SSIM of the web model's picture against the original's, over the pixels either covers (1 = identical).
   * With `saveAs`, both pictures are written to saveAs-original.png and saveAs-web.png for a person to see.
   */
  compare(original: string, web: string, saveAs?: string): Promise<{ ssim: number; coverage: number }>;
  close(): Promise<void>;
}

/**
 * Opens Debian's Chromium (CHROMIUM_PATH overrides) with a page that draws glTF files. `original` may be a
 * .glb, or a .gltf whose resources sit beside it.
 */
export async function openVisualChecker(): Promise<VisualChecker> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--disable-background-networking',
    ],
  });
  const page: Page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  const models = new Map<string, string>();
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    let file: string | undefined;
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
    if (url.pathname.startsWith('/three/')) file = path.join(THREE_DIR, path.normalize(url.pathname.slice('/three/'.length)));
    else {
      const [, id, ...rest] = url.pathname.split('/');
      const base = models.get(id ?? '');
      if (base) file = path.join(path.dirname(base), decodeURIComponent(rest.join('/')));
    }
    if (!file) return route.fulfill({ status: 404 });
    try {
      return await route.fulfill({
        body: readFileSync(file),
        contentType: MIME[path.extname(file)] ?? 'application/octet-stream',
      });
    } catch {
      return route.fulfill({ status: 404 });
    }
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => (globalThis as unknown as { ready?: boolean }).ready === true);

  let next = 0;
  const draw = async (
    file: string,
    reframe: boolean,
    saveAs?: string,
  ): Promise<{ data: Buffer; width: number; height: number }> => {
    const id = `m${++next}`;
    models.set(id, file);
    const url = `/${id}/${encodeURIComponent(path.basename(file))}`;
    const png = await page.evaluate(
      ([u, r]) => (globalThis as unknown as { draw: (u: string, r: boolean) => Promise<string> }).draw(u, r),
      [url, reframe] as const,
    );
    models.delete(id);
    const bytes = Buffer.from(png.split(',')[1] ?? '', 'base64');
    if (saveAs) writeFileSync(saveAs, bytes);
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };

  return {
    async compare(original, web, saveAs) {
      const a = await draw(original, true, saveAs && `${saveAs}-original.png`);
      const b = await draw(web, false, saveAs && `${saveAs}-web.png`);
      return maskedSsim(a.data, b.data, a.width, a.height);
    },
    close: () => browser.close(),
  };
}

/**
 * Mean SSIM of 8x8 windows (stride 4) of luma, counting only windows of which at least half the pixels
 * belong to the model in either picture (alpha > 0): the empty background would otherwise make any two
 * pictures look alike. `coverage` is the share of the picture the model covers.
 */
export function maskedSsim(a: Uint8Array, b: Uint8Array, width: number, height: number): { ssim: number; coverage: number } {
  const W = 8;
  const STRIDE = 4;
  const C1 = (0.01 * 255) ** 2;
  const C2 = (0.03 * 255) ** 2;
  const luma = (rgba: Uint8Array, i: number) =>
    // Premultiplied by alpha: a pixel the model does not cover counts as black in both pictures.
    ((0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0)) * (rgba[i + 3] ?? 0)) / 255;
  const n = width * height;
  const la = new Float64Array(n);
  const lb = new Float64Array(n);
  const mask = new Uint8Array(n);
  let covered = 0;
  for (let p = 0; p < n; p++) {
    la[p] = luma(a, p * 4);
    lb[p] = luma(b, p * 4);
    mask[p] = (a[p * 4 + 3] ?? 0) > 0 || (b[p * 4 + 3] ?? 0) > 0 ? 1 : 0;
    covered += mask[p] ?? 0;
  }
  let sum = 0;
  let windows = 0;
  for (let y = 0; y + W <= height; y += STRIDE) {
    for (let x = 0; x + W <= width; x += STRIDE) {
      let inside = 0;
      let ma = 0;
      let mb = 0;
      for (let j = 0; j < W; j++)
        for (let i = 0; i < W; i++) {
          const p = (y + j) * width + x + i;
          inside += mask[p] ?? 0;
          ma += la[p] ?? 0;
          mb += lb[p] ?? 0;
        }
      if (inside * 2 < W * W) continue;
      ma /= W * W;
      mb /= W * W;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let j = 0; j < W; j++)
        for (let i = 0; i < W; i++) {
          const p = (y + j) * width + x + i;
          const da = (la[p] ?? 0) - ma;
          const db = (lb[p] ?? 0) - mb;
          va += da * da;
          vb += db * db;
          cov += da * db;
        }
      const k = W * W - 1;
      va /= k;
      vb /= k;
      cov /= k;
      sum += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      windows++;
    }
  }
  return { ssim: windows ? sum / windows : 0, coverage: covered / n };
}
