import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkFile,
  checkSelection,
  filesFromDrop,
  filesFromInput,
  isJunkPath,
  missingReferences,
  roleOf,
  sniffFile,
  type SelectionItem,
} from './files';

const FIXTURES = process.env.MODEL_FIXTURES ?? '/work/shared/fixtures/models';
const fixture = (rel: string) => {
  const buf = fs.readFileSync(path.join(FIXTURES, rel));
  return new File([new Uint8Array(buf)], path.basename(rel));
};
const text = (name: string, content: string) => new File([content], name);
const haveFixtures = fs.existsSync(FIXTURES);

describe('roles of files', () => {
  it('tells models, archives, textures, resources and junk apart by name', () => {
    expect(roleOf('chair.FBX')).toBe('model');
    expect(roleOf('scene.gltf')).toBe('model');
    expect(roleOf('pack.zip')).toBe('archive');
    expect(roleOf('tex/Wood.JPG')).toBe('texture');
    expect(roleOf('scene.bin')).toBe('resource');
    expect(roleOf('capsule.mtl')).toBe('resource');
    expect(roleOf('readme.txt')).toBe('other');
    expect(roleOf('model/.DS_Store')).toBe('junk');
    expect(roleOf('__MACOSX/model/._chair.fbx')).toBe('junk');
    expect(isJunkPath('a/Thumbs.db')).toBe(true);
    expect(isJunkPath('a/chair.fbx')).toBe(false);
  });
});

describe('checkFile: refusals before uploading', () => {
  it('explains unsupported formats in Chinese', () => {
    expect(checkFile({ name: 'car.blend', size: 10 })).toMatch(/Blender.*导出为 GLB、FBX、OBJ 或 STL/);
    expect(checkFile({ name: 'pack.rar', size: 10 })).toMatch(/暂不支持 \.rar 压缩包，请改用 ZIP/);
    expect(checkFile({ name: 'notes.docx', size: 10 })).toMatch(/不支持 \.docx 文件/);
    expect(checkFile({ name: 'noext', size: 10 })).toMatch(/没有扩展名/);
  });

  it('refuses empty and too large files', () => {
    expect(checkFile({ name: 'a.glb', size: 0 })).toMatch(/空的（0 字节）/);
    expect(checkFile({ name: 'a.glb', size: 600 * 1024 * 1024 })).toMatch(/单个文件不能超过 500 MB/);
    expect(checkFile({ name: 'a.glb', size: 30 * 1024 * 1024 }, 20 * 1024 * 1024)).toMatch(/不能超过 20 MB/);
    expect(checkFile({ name: 'a.glb', size: 1024 })).toBeNull();
  });
});

describe.skipIf(!haveFixtures)('sniffFile: the first bytes', () => {
  it('accepts real models, textures and zips', async () => {
    for (const rel of [
      'glb/BoxTextured.glb',
      'fbx/cubes_with_names.fbx',
      '3ds/fels.3ds',
      'ply/fixed_top.ply',
      'obj/capsule.zip',
      'gltf/BoxTextured/BoxTextured.gltf',
      'gltf/BoxTextured/CesiumLogoFlat.png',
      'obj/capsule/capsule.obj',
      'obj/capsule/capsule0.jpg',
      'dae/duck/duck.dae',
    ]) {
      const f = fixture(rel);
      expect(await sniffFile(f, f.name), rel).toBeNull();
    }
  });

  it('refuses a text file named .fbx', async () => {
    const f = fixture('bad/not-really-an.fbx');
    expect(await sniffFile(f, f.name)).toMatch(/不是有效的FBX 模型（与扩展名 \.fbx 不符/);
  });

  it('refuses a truncated GLB with both sizes', async () => {
    const f = fixture('bad/truncated.glb');
    expect(await sniffFile(f, f.name)).toMatch(/GLB 文件不完整：应有 .*实际只有 97\.7 KB/);
  });

  it('refuses text named .png or .zip, but not a PNG named .jpg', async () => {
    expect(await sniffFile(text('a.png', 'hello'), 'a.png')).toMatch(/不是有效的图片/);
    expect(await sniffFile(text('a.zip', 'hello'), 'a.zip')).toMatch(/不是有效的ZIP 压缩包/);
    const png = fixture('gltf/BoxTextured/CesiumLogoFlat.png');
    expect(await sniffFile(png, 'logo.jpg')).toBeNull();
    expect(await sniffFile(new File([new Uint8Array([0, 1, 2, 0])], 'x.obj'), 'x.obj')).toMatch(/OBJ 模型/);
  });
});

describe('checkSelection: one model per upload', () => {
  const item = (name: string, size = 100, uploaded = false): SelectionItem => ({ name, size, role: roleOf(name), uploaded });

  it('asks for a model when there is none', () => {
    expect(checkSelection([]).errors[0]).toMatch(/请添加模型文件/);
    expect(checkSelection([item('a.png'), item('b.bin')]).errors[0]).toMatch(/没有找到模型文件/);
  });

  it('accepts a model with its textures and names the main file', () => {
    const r = checkSelection([item('tex/a.png'), item('scene.gltf'), item('scene.bin')]);
    expect(r.errors).toEqual([]);
    expect(r.main).toBe(1);
  });

  it('refuses two models, two zips, and a zip with other files', () => {
    expect(checkSelection([item('a.fbx'), item('b.obj')]).errors[0]).toMatch(
      /一次只能上传一个模型，当前有 2 个：“a\.fbx”、“b\.obj”/,
    );
    expect(checkSelection([item('a.zip'), item('b.zip')]).errors[0]).toMatch(/一次只能上传一个压缩包/);
    expect(checkSelection([item('a.zip'), item('a.png')]).errors[0]).toMatch(/压缩包请单独上传/);
    expect(checkSelection([item('a.zip')]).errors).toEqual([]);
  });

  it('refuses more than 50 files and more than the free space', () => {
    const many = [item('m.obj'), ...Array.from({ length: 50 }, (_, i) => item(`t${i}.png`))];
    expect(checkSelection(many).errors[0]).toMatch(/一次最多提交 50 个文件，当前有 51 个/);
    const big = [item('m.glb', 3 * 1024 * 1024)];
    expect(checkSelection(big, { freeBytes: 1024 * 1024 }).errors[0]).toMatch(/存储空间不足：还要上传 3 MB，剩余空间只有 1 MB/);
    // uploaded files are already counted in the used space
    expect(checkSelection([item('m.glb', 3 * 1024 * 1024, true)], { freeBytes: 0 }).errors).toEqual([]);
  });

  it('warns about files with the same name in different folders', () => {
    const r = checkSelection([item('m.obj'), item('a/wood.png'), item('b/Wood.png')]);
    expect(r.errors).toEqual([]);
    expect(r.warnings[0]).toMatch(/同名文件 “wood\.png”/);
  });
});

describe.skipIf(!haveFixtures)('missingReferences', () => {
  it('finds the buffer and image a glTF names but that were not chosen', async () => {
    const gltf = fixture('gltf/BoxTextured/BoxTextured.gltf');
    expect(await missingReferences([{ file: gltf, path: gltf.name }])).toEqual(['BoxTextured0.bin', 'CesiumLogoFlat.png']);
    const bin = fixture('gltf/BoxTextured/BoxTextured0.bin');
    const png = fixture('gltf/BoxTextured/CesiumLogoFlat.png');
    expect(
      await missingReferences([
        { file: gltf, path: 'BoxTextured/BoxTextured.gltf' },
        { file: bin, path: 'BoxTextured/BoxTextured0.bin' },
        { file: png, path: 'BoxTextured/CesiumLogoFlat.png' },
      ]),
    ).toEqual([]);
  });

  it('follows OBJ -> MTL -> textures, with Windows paths and options', async () => {
    const obj = text('chair.obj', 'mtllib chair.mtl\nv 0 0 0\n');
    const mtl = text('chair.mtl', 'newmtl a\nmap_Kd C:\\Users\\me\\Wood Grain.JPG\nmap_Bump -bm 0.5 normal.png\n');
    expect(await missingReferences([{ file: obj, path: 'chair.obj' }])).toEqual(['chair.mtl']);
    expect(
      await missingReferences([
        { file: obj, path: 'chair.obj' },
        { file: mtl, path: 'chair.mtl' },
      ]),
    ).toEqual(['Wood Grain.JPG', 'normal.png']);
    expect(
      await missingReferences([
        { file: obj, path: 'chair.obj' },
        { file: mtl, path: 'chair.mtl' },
        { file: text('wood grain.jpg', 'x'), path: 'tex/wood grain.jpg' },
        { file: text('normal.png', 'x'), path: 'normal.png' },
      ]),
    ).toEqual([]);
  });
});

// --- drops and pickers -----------------------------------------------------------------------------------------------

type FakeEntry = {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
  file?: (ok: (f: File) => void) => void;
  createReader?: () => { readEntries: (ok: (e: FakeEntry[]) => void) => void };
};

function fileEntry(fullPath: string, content = 'x'): FakeEntry {
  const name = fullPath.split('/').pop() ?? '';
  return { isFile: true, isDirectory: false, name, fullPath, file: (ok) => ok(new File([content], name)) };
}

/** Directory readers answer in batches of `batch`, then with nothing. */
function dirEntry(fullPath: string, children: FakeEntry[], batch = 2): FakeEntry {
  return {
    isFile: false,
    isDirectory: true,
    name: fullPath.split('/').pop() ?? '',
    fullPath,
    createReader: () => {
      let at = 0;
      return {
        readEntries: (ok) => {
          const part = children.slice(at, at + batch);
          at += batch;
          ok(part);
        },
      };
    },
  };
}

describe('filesFromDrop', () => {
  it('walks dropped folders in batches and keeps the relative paths', async () => {
    const folder = dirEntry('/chair', [
      fileEntry('/chair/chair.obj'),
      fileEntry('/chair/chair.mtl'),
      dirEntry('/chair/textures', [
        fileEntry('/chair/textures/wood.jpg'),
        fileEntry('/chair/textures/metal.png'),
        fileEntry('/chair/textures/.DS_Store'),
      ]),
      dirEntry('/chair/__MACOSX', [fileEntry('/chair/__MACOSX/._chair.obj')]),
    ]);
    const loose = fileEntry('/extra.png');
    const dt = {
      items: [
        { kind: 'file', webkitGetAsEntry: () => folder },
        { kind: 'file', webkitGetAsEntry: () => loose },
      ],
      files: [],
    } as unknown as DataTransfer;
    const files = await filesFromDrop(dt);
    expect(files.map((f) => [f.path, f.fromFolder])).toEqual([
      ['chair/chair.obj', true],
      ['chair/chair.mtl', true],
      ['chair/textures/wood.jpg', true],
      ['chair/textures/metal.png', true],
      ['chair/textures/.DS_Store', true],
      ['extra.png', false],
    ]);
  });

  it('falls back to dataTransfer.files without entries', async () => {
    const f = new File(['x'], 'a.glb');
    const dt = { items: [{ kind: 'file' }], files: [f] } as unknown as DataTransfer;
    expect(await filesFromDrop(dt)).toEqual([{ file: f, path: 'a.glb', fromFolder: false }]);
  });
});

describe('filesFromInput', () => {
  it('uses webkitRelativePath from a folder picker', () => {
    const a = new File(['x'], 'a.fbx');
    Object.defineProperty(a, 'webkitRelativePath', { value: 'car/a.fbx' });
    const b = new File(['x'], 'b.png');
    expect(filesFromInput([a, b])).toEqual([
      { file: a, path: 'car/a.fbx', fromFolder: true },
      { file: b, path: 'b.png', fromFolder: false },
    ]);
  });
});
