import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDracoCopy, writeKtx2Model, writeManyMeshGltf } from './built-models.js';
import { detectFile, readHead, sniffFormat } from './detect.js';
import { FIXTURES_DIR, hasFixtures } from './fixtures.js';
import { runPipeline } from './index.js';
import { getIO } from './io.js';
import { entryName, extractZip } from './zip.js';

let tmp = '';
let counter = 0;
const fresh = (name: string) => path.join(tmp, `${++counter}-${name}`);

beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'pipeline-fidelity-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The JSON chunk of a GLB. */
function glbJson(file: string): {
  extensionsUsed?: string[];
  images?: { mimeType?: string }[];
  textures?: { source?: number; extensions?: Record<string, { source: number }> }[];
  materials?: { extensions?: Record<string, unknown> }[];
} {
  const glb = readFileSync(file);
  return JSON.parse(glb.subarray(20, 20 + glb.readUInt32LE(12)).toString('utf8')) as ReturnType<typeof glbJson>;
}

describe('recognises a glTF whatever its size and layout', () => {
  it('converts a folder with a 1 MB pretty-printed glTF of 501 meshes whose "asset" comes last', async () => {
    const dir = fresh('many');
    const file = await writeManyMeshGltf(dir, { meshes: 501 });
    expect(statSync(file).size).toBeGreaterThan(900_000);
    const { head, size } = await readHead(file);
    expect(Buffer.from(head).toString('latin1')).not.toContain('"asset"');
    expect(sniffFormat(head, size)).toBe('gltf');
    const { stats } = await runPipeline(dir, fresh('out'));
    expect(stats.format).toBe('gltf');
    expect(stats.triangles).toBe(501 * 48);
  });

  it('reads on past the head when no glTF property appears in the first 64 KB', async () => {
    const dir = fresh('extras-first');
    const file = await writeManyMeshGltf(dir, { meshes: 3, leadingExtrasBytes: 100_000 });
    const { head, size } = await readHead(file);
    expect(sniffFormat(head, size)).toBeNull();
    expect(await detectFile(file, 'model.gltf')).toBe('gltf');
    // Any other JSON is still refused.
    const other = path.join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ extras: 'x'.repeat(100_000), meshesList: [1], nested: { asset: {} } }, null, 2));
    await expect(detectFile(other, 'other.json')).rejects.toThrow(/无法识别/);
  });
});

describe('keeps KTX2 textures and material extensions', () => {
  it('serves the KTX2 maps as they are, with KHR_texture_basisu, anisotropy, clearcoat and sheen', async () => {
    const input = await writeKtx2Model(fresh('lamp.glb'));
    const { stats, files } = await runPipeline(input, fresh('out'));
    expect(stats.warnings.join('\n')).not.toMatch(/无法解码/);
    expect(stats.textures.map((t) => [t.mimeType, t.width, t.height])).toEqual(Array(4).fill(['image/ktx2', 64, 64]));
    for (const file of [files.web, files.light]) {
      const json = glbJson(file);
      expect(json.extensionsUsed).toEqual(
        expect.arrayContaining([
          'KHR_texture_basisu',
          'KHR_materials_anisotropy',
          'KHR_materials_clearcoat',
          'KHR_materials_sheen',
        ]),
      );
      expect(json.images?.map((i) => i.mimeType)).toEqual(Array(4).fill('image/ktx2'));
      expect(json.textures?.every((t) => t.extensions?.KHR_texture_basisu)).toBe(true);
    }
    // The cover is drawn with the KTX2 base colour: copper, not the white of the bare material factor.
    const { data } = await sharp(files.cover).raw().toBuffer({ resolveWithObject: true });
    let copper = 0;
    for (let i = 0; i < data.length; i += 3) if ((data[i] ?? 0) - (data[i + 2] ?? 0) > 40) copper++;
    expect(copper / (data.length / 3)).toBeGreaterThan(0.05);
  });

  it('keeps a .ktx2 referenced by URI from a .gltf folder (no mimeType given)', async () => {
    const dir = fresh('ktx2-folder');
    mkdirSync(dir, { recursive: true });
    const io = await getIO();
    const doc = await io.read(await writeKtx2Model(fresh('lamp.glb')));
    const { json, resources } = await io.writeJSON(doc, { basename: 'lamp' });
    json.images?.forEach((image, i) => {
      const data = resources[image.uri ?? ''] ?? new Uint8Array(0);
      image.uri = `map${i}.ktx2`;
      delete image.mimeType;
      writeFileSync(path.join(dir, image.uri), data);
    });
    for (const [uri, data] of Object.entries(resources)) if (uri.endsWith('.bin')) writeFileSync(path.join(dir, uri), data);
    writeFileSync(path.join(dir, 'lamp.gltf'), JSON.stringify(json));
    const { stats } = await runPipeline(dir, fresh('out'));
    expect(stats.textures).toHaveLength(4);
    expect(stats.warnings.join('\n')).not.toMatch(/无法解码/);
  });
});

describe('an already compressed input is never outgrown', () => {
  it('writes a Draco sphere back no larger than it came', async () => {
    const plain = await writeKtx2Model(fresh('plain.glb'));
    const input = await writeDracoCopy(plain, fresh('draco.glb'));
    const { stats } = await runPipeline(input, fresh('out'));
    expect(stats.bytes.web).toBeLessThanOrEqual(statSync(input).size);
    expect(stats.bytes.light).toBeLessThanOrEqual(stats.bytes.web);
  });

  it.runIf(hasFixtures())('Draco copies of the shared GLBs and Box_Draco.glb', async () => {
    const inputs = [
      path.join(FIXTURES_DIR, 'draco', 'Box_Draco.glb'),
      await writeDracoCopy(path.join(FIXTURES_DIR, 'glb', 'low-poly-tree.glb'), fresh('tree-draco.glb')),
    ];
    for (const input of inputs) {
      const { stats } = await runPipeline(input, fresh('out'));
      expect(stats.bytes.web, path.basename(input)).toBeLessThanOrEqual(statSync(input).size);
    }
  });
});

describe('zip entry names', () => {
  it('reads names without the UTF-8 flag as UTF-8 when valid, else as GBK', () => {
    const latin1 = (bytes: number[]) => Buffer.from(bytes).toString('latin1');
    // "模型.obj" in GBK, as fflate hands over a name without the flag.
    expect(entryName(latin1([0xc4, 0xa3, 0xd0, 0xcd, 0x2e, 0x6f, 0x62, 0x6a]))).toBe('模型.obj');
    expect(entryName(latin1([...Buffer.from('贴图/木纹.jpg')]))).toBe('贴图/木纹.jpg');
    expect(entryName('模型.obj')).toBe('模型.obj');
    expect(entryName('plain/name.obj')).toBe('plain/name.obj');
    // Neither UTF-8 nor GBK: left as it was.
    expect(entryName('caf\u00e9.obj')).toBe('caf\u00e9.obj');
  });

  it('extracts a zip made on Chinese Windows with the names its user typed', async () => {
    // fflate flags non-ASCII names as UTF-8; an ASCII placeholder of the same length is patched to GBK bytes.
    const zip = Buffer.from(zipSync({ 'XXXX/YYYY.obj': new TextEncoder().encode('v 0 0 0\n') }));
    const swap = (from: string, to: number[]) => {
      for (let at = zip.indexOf(from); at >= 0; at = zip.indexOf(from, at + 1)) zip.set(to, at);
    };
    swap('XXXX', [0xc4, 0xa3, 0xd0, 0xcd]); // 模型
    swap('YYYY', [0xd2, 0xce, 0xd7, 0xd3]); // 椅子
    const file = fresh('gbk.zip');
    writeFileSync(file, zip);
    const dest = fresh('unzipped');
    await extractZip(file, zip.length, dest);
    expect(readdirSync(dest)).toEqual(['模型']);
    expect(readdirSync(path.join(dest, '模型'))).toEqual(['椅子.obj']);
  });
});
