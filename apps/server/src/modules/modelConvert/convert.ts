import fsp from 'node:fs/promises';
import path from 'node:path';
import { Format, Logger, NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dequantize } from '@gltf-transform/functions';
import type { ConvertTarget } from '@moxing/shared';
import { zipSync } from 'fflate';
import { MeshoptDecoder } from 'meshoptimizer';
import sharp from 'sharp';
import { runSandboxed, type SandboxLimits } from '../../platform/sandbox.js';
import { Mesh, type BufferAttribute, type Object3D } from 'three';
import { OBJExporter } from 'three/examples/jsm/exporters/OBJExporter.js';
import { STLExporter } from 'three/examples/jsm/exporters/STLExporter.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/**
 * Turns the pipeline's web GLB into the format the user asked for.
 *
 * Why from the web GLB: every input format (FBX, DAE, 3DS, OBJ, zips …) goes through the same checked
 * pipeline (zip bombs, paths leaving the upload, truncated files are refused there), so conversion needs
 * one reader only. The web GLB is meshopt-compressed and quantized with WebP textures, which many tools
 * cannot open, so it is first normalised with glTF-Transform: meshopt decoded, attributes dequantized to
 * floats, WebP textures re-encoded as PNG. Consequences users can see: textures are at most 2048 px and
 * vertex positions carry the quantization of the web version (well below 0.1 mm for typical models).
 *
 * - glb / gltf: written by glTF-Transform (keeps PBR materials, animations and skins). gltf is zipped with
 *   its .bin and textures.
 * - obj: three.js OBJExporter over the scene loaded by GLTFLoader (textures stripped: three's image
 *   loading needs a browser); the MTL and its texture files are written here from the glTF materials;
 *   UVs are flipped to OBJ's bottom-left origin. Zipped: .obj + .mtl + textures.
 * - stl: three.js STLExporter, binary, geometry only (STL has no materials).
 */

let ioPromise: Promise<NodeIO> | null = null;
function io(): Promise<NodeIO> {
  ioPromise ??= (async () => {
    await MeshoptDecoder.ready;
    return new NodeIO()
      .setLogger(new Logger(Logger.Verbosity.ERROR))
      .registerExtensions(ALL_EXTENSIONS)
      .registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
  })();
  return ioPromise;
}

export interface ConvertedFile {
  path: string;
  name: string;
  mime: string;
}

const EXT_OF: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/ktx2': 'ktx2' };

/** A plain glTF 2.0 document: no meshopt, no quantization, PNG instead of WebP; unique material names. */
async function normalise(glbPath: string): Promise<Document> {
  const doc = await (await io()).read(glbPath);
  await doc.transform(dequantize());
  for (const tex of doc.getRoot().listTextures()) {
    if (tex.getMimeType() === 'image/webp') {
      const image = tex.getImage();
      if (image) tex.setImage(new Uint8Array(await sharp(image).png().toBuffer())).setMimeType('image/png');
    }
  }
  for (const ext of doc.getRoot().listExtensionsUsed()) {
    if (
      ['EXT_meshopt_compression', 'KHR_mesh_quantization', 'EXT_texture_webp', 'KHR_draco_mesh_compression'].includes(
        ext.extensionName,
      )
    ) {
      ext.dispose();
    }
  }
  const names = new Set<string>();
  doc
    .getRoot()
    .listMaterials()
    .forEach((m, i) => {
      let name = (m.getName() || `material_${i + 1}`).replace(/\s+/g, '_').replace(/[^\p{L}\p{N}_.-]/gu, '_');
      while (names.has(name)) name = `${name}_${i + 1}`;
      names.add(name);
      m.setName(name);
    });
  doc
    .getRoot()
    .listTextures()
    .forEach((t, i) => {
      t.setURI(`textures/texture_${i + 1}.${EXT_OF[t.getMimeType()] ?? 'png'}`);
    });
  return doc;
}

async function loadThreeScene(doc: Document): Promise<Object3D> {
  // three's texture loading needs a DOM; geometry and material factors are all OBJ/STL need.
  for (const t of doc.getRoot().listTextures()) t.dispose();
  const glb = await (await io()).writeBinary(doc);
  const buffer = glb.buffer.slice(glb.byteOffset, glb.byteOffset + glb.byteLength);
  const gltf = await new GLTFLoader().parseAsync(buffer, '');
  gltf.scene.updateMatrixWorld(true);
  return gltf.scene;
}

function mtlFor(doc: Document, texturePaths: Map<string, string>): string {
  const lines = ['# 模型星球 格式转换'];
  for (const m of doc.getRoot().listMaterials()) {
    const [r, g, b, a] = m.getBaseColorFactor();
    lines.push(
      '',
      `newmtl ${m.getName()}`,
      `Kd ${r.toFixed(6)} ${g.toFixed(6)} ${b.toFixed(6)}`,
      'Ka 0 0 0',
      'Ks 0 0 0',
      `d ${a.toFixed(6)}`,
      'illum 1',
    );
    const tex = m.getBaseColorTexture();
    const uri = tex ? texturePaths.get(tex.getURI()) : undefined;
    if (uri) lines.push(`map_Kd ${uri}`);
    const normal = m.getNormalTexture();
    const normalUri = normal ? texturePaths.get(normal.getURI()) : undefined;
    if (normalUri) lines.push(`norm ${normalUri}`);
  }
  return `${lines.join('\n')}\n`;
}

function flipUvs(scene: Object3D): void {
  scene.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const uv = (o.geometry as { getAttribute(n: string): BufferAttribute | undefined }).getAttribute('uv');
    if (!uv) return;
    for (let i = 0; i < uv.count; i++) uv.setY(i, 1 - uv.getY(i));
  });
}

export type GlbConverter = (...args: [...Parameters<typeof convertGlb>, signal?: AbortSignal]) => Promise<ConvertedFile>;

const CHILD = new URL('./convertChild.ts', import.meta.url);

/** convertGlb, or with `limits` the same run in a sandboxed child process (platform/sandbox.ts), off the API's event loop. */
export function glbConverter(limits: SandboxLimits | undefined): GlbConverter {
  if (!limits) return (glbPath, target, outDir, baseName) => convertGlb(glbPath, target, outDir, baseName);
  return (glbPath, target, outDir, baseName, signal) =>
    runSandboxed<ConvertedFile>(CHILD, [glbPath, target, outDir, baseName], { limits, signal });
}

/** Converts `glbPath` (the pipeline's web.glb) into `target`, writing one file into `outDir`. */
export async function convertGlb(
  glbPath: string,
  target: ConvertTarget,
  outDir: string,
  baseName: string,
): Promise<ConvertedFile> {
  await fsp.mkdir(outDir, { recursive: true });
  const doc = await normalise(glbPath);
  const nodeIO = await io();
  switch (target) {
    case 'glb': {
      const name = `${baseName}.glb`;
      const file = path.join(outDir, 'result.glb');
      await fsp.writeFile(file, await nodeIO.writeBinary(doc));
      return { path: file, name, mime: 'model/gltf-binary' };
    }
    case 'gltf': {
      const { json, resources } = await nodeIO.writeJSON(doc, { format: Format.GLTF, basename: baseName });
      const entries: Record<string, Uint8Array> = {
        [`${baseName}.gltf`]: new TextEncoder().encode(JSON.stringify(json, null, 2)),
      };
      for (const [uri, bytes] of Object.entries(resources)) entries[decodeURIComponent(uri)] = bytes;
      const file = path.join(outDir, 'result.zip');
      await fsp.writeFile(file, zipSync(entries, { level: 6 }));
      return { path: file, name: `${baseName}-gltf.zip`, mime: 'application/zip' };
    }
    case 'obj': {
      const textures = new Map<string, string>();
      const entries: Record<string, Uint8Array> = {};
      for (const t of doc.getRoot().listTextures()) {
        const image = t.getImage();
        if (!image) continue;
        textures.set(t.getURI(), t.getURI());
        entries[t.getURI()] = image;
      }
      entries[`${baseName}.mtl`] = new TextEncoder().encode(mtlFor(doc, textures));
      const scene = await loadThreeScene(doc);
      flipUvs(scene);
      const obj = `# 模型星球 格式转换\nmtllib ${baseName}.mtl\n${new OBJExporter().parse(scene)}`;
      entries[`${baseName}.obj`] = new TextEncoder().encode(obj);
      const file = path.join(outDir, 'result.zip');
      await fsp.writeFile(file, zipSync(entries, { level: 6 }));
      return { path: file, name: `${baseName}-obj.zip`, mime: 'application/zip' };
    }
    case 'stl': {
      const scene = await loadThreeScene(doc);
      const view = new STLExporter().parse(scene, { binary: true });
      const file = path.join(outDir, 'result.stl');
      await fsp.writeFile(file, new Uint8Array(view.buffer, view.byteOffset, view.byteLength));
      return { path: file, name: `${baseName}.stl`, mime: 'model/stl' };
    }
  }
}
