import { writeFile } from 'node:fs/promises';
import { Logger, NodeIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import sharp from 'sharp';
import * as THREE from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { type DemoModel } from './catalog.js';

/**
 * GLB export in plain Node. GLTFExporter reads its output Blob through FileReader (absent in Node 20)
 * and draws textures on a canvas (also absent), so: a minimal FileReader, and base colour maps are
 * detached before export and attached again afterwards as JPEGs encoded by sharp, via glTF-Transform.
 */

class BlobReader {
  result: ArrayBuffer | string | null = null;
  onload: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  readAsArrayBuffer(blob: Blob): void {
    void blob.arrayBuffer().then((buffer) => this.finish(buffer));
  }

  readAsDataURL(blob: Blob): void {
    void blob
      .arrayBuffer()
      .then((buffer) =>
        this.finish(`data:${blob.type || 'application/octet-stream'};base64,${Buffer.from(buffer).toString('base64')}`),
      );
  }

  private finish(result: ArrayBuffer | string): void {
    this.result = result;
    this.onload?.();
    this.onloadend?.();
  }
}

function installFileReader(): void {
  const scope = globalThis as { FileReader?: unknown };
  scope.FileReader ??= BlobReader;
}

const MAP_KEY = 'demoBaseColorMap';

/** Detaches every base colour DataTexture, marking its material for re-attachment; returns a restore callback. */
function detachMaps(root: THREE.Object3D): { textures: THREE.DataTexture[]; restore: () => void } {
  const textures: THREE.DataTexture[] = [];
  const detached = new Map<THREE.MeshStandardMaterial, THREE.Texture>();
  root.traverse((object) => {
    if (!(object instanceof THREE.Mesh)) return;
    const materials: unknown[] = Array.isArray(object.material) ? object.material : [object.material];
    for (const material of materials) {
      if (!(material instanceof THREE.MeshStandardMaterial) || !material.map || detached.has(material)) continue;
      if (!(material.map instanceof THREE.DataTexture))
        throw new Error(`${material.name}: only DataTexture maps can be exported in Node`);
      let index = textures.indexOf(material.map);
      if (index < 0) index = textures.push(material.map) - 1;
      detached.set(material, material.map);
      material.userData[MAP_KEY] = index;
      material.map = null;
    }
  });
  const restore = () => {
    for (const [material, map] of detached) {
      material.map = map;
      delete material.userData[MAP_KEY];
    }
  };
  return { textures, restore };
}

/** JPEG: the textures are opaque and noisy, where PNG would be several times larger. */
async function encodeJpeg(texture: THREE.DataTexture): Promise<Uint8Array> {
  const { data, width, height } = texture.image;
  if (!data) throw new Error('DataTexture without data');
  const jpeg = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 88, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return new Uint8Array(jpeg);
}

const io = new NodeIO().registerExtensions(ALL_EXTENSIONS).setLogger(new Logger(Logger.Verbosity.ERROR));

async function attachTextures(glb: Uint8Array, textures: THREE.DataTexture[]): Promise<Uint8Array> {
  const doc = await io.readBinary(glb);
  const images = await Promise.all(textures.map(encodeJpeg));
  const made = images.map((image, i) =>
    doc
      .createTexture(`纹理${i + 1}`)
      .setImage(image)
      .setMimeType('image/jpeg'),
  );
  for (const material of doc.getRoot().listMaterials()) {
    const extras = { ...material.getExtras() };
    const index = extras[MAP_KEY];
    if (typeof index !== 'number') continue;
    const texture = made[index];
    if (!texture) throw new Error(`missing texture ${index}`);
    // glTF's default sampler already repeats and leaves filtering to the viewer (trilinear in three.js).
    material.setBaseColorTexture(texture);
    delete extras[MAP_KEY];
    material.setExtras(extras);
  }
  return io.writeBinary(doc);
}

/** The GLB bytes of an object built by a demo model (its clips taken from root.animations). */
export async function exportGlb(root: THREE.Object3D): Promise<Uint8Array> {
  installFileReader();
  const { textures, restore } = detachMaps(root);
  let output: ArrayBuffer | Record<string, unknown>;
  try {
    output = await new GLTFExporter().parseAsync(root, { binary: true, animations: root.animations });
  } finally {
    restore();
  }
  if (!(output instanceof ArrayBuffer)) throw new Error('GLTFExporter returned JSON for a binary export');
  const glb = new Uint8Array(output);
  return textures.length > 0 ? attachTextures(glb, textures) : glb;
}

export async function buildDemoGlb(model: DemoModel): Promise<Uint8Array> {
  return exportGlb(model.build());
}

/** Builds the model, writes its GLB to `file` and returns the byte size. */
export async function writeDemoGlb(model: DemoModel, file: string): Promise<number> {
  const glb = await buildDemoGlb(model);
  await writeFile(file, glb);
  return glb.byteLength;
}

/** Triangles of every mesh under root, as the catalogue reports them. */
export function countTriangles(root: THREE.Object3D): number {
  let triangles = 0;
  root.traverse((object) => {
    if (!(object instanceof THREE.Mesh)) return;
    const geometry = object.geometry as THREE.BufferGeometry;
    triangles += (geometry.index ? geometry.index.count : geometry.getAttribute('position').count) / 3;
  });
  return triangles;
}
