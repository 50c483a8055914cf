import { describe, expect, it } from 'vitest';
import { fixture } from './test-helpers.js';
import { SniffRefusal, sniff } from './sniff.js';

const b = (s: string) => Buffer.from(s, 'latin1');
const whole = (buf: Buffer, name: string) => sniff(buf.subarray(0, 64 * 1024), buf.length, name);
const zipWith = (entry: string) => Buffer.concat([b('PK\x03\x04'), Buffer.alloc(26), b(entry), Buffer.alloc(40)]);

describe('type sniffing', () => {
  it('recognises each model fixture by its bytes', () => {
    expect(whole(fixture('glb/BoxTextured.glb'), 'a.glb')).toMatchObject({
      kind: 'model',
      format: 'glb',
      mime: 'model/gltf-binary',
    });
    expect(whole(fixture('gltf/BoxTextured/BoxTextured.gltf'), 'a.gltf')).toMatchObject({ kind: 'model', format: 'gltf' });
    expect(whole(fixture('obj/capsule/capsule.obj'), 'a.obj')).toMatchObject({ kind: 'model', format: 'obj' });
    expect(whole(fixture('obj/capsule/capsule.mtl'), 'a.mtl')).toMatchObject({ kind: 'model', format: null, mime: 'model/mtl' });
    expect(whole(fixture('fbx/cubes_with_names.fbx'), 'a.fbx')).toMatchObject({ kind: 'model', format: 'fbx' });
    expect(whole(fixture('stl/sphereWithHole.stl'), 'a.stl')).toMatchObject({ kind: 'model', format: 'stl' });
    expect(whole(fixture('stl/Wuson.stl'), 'a.stl')).toMatchObject({ kind: 'model', format: 'stl' });
    expect(whole(fixture('ply/fixed_top.ply'), 'a.ply')).toMatchObject({ kind: 'model', format: 'ply' });
    expect(whole(fixture('dae/duck/duck.dae'), 'a.dae')).toMatchObject({ kind: 'model', format: 'dae' });
    expect(whole(fixture('3ds/fels.3ds'), 'a.3ds')).toMatchObject({ kind: 'model', format: '3ds' });
    expect(whole(fixture('obj/capsule.zip'), 'a.zip')).toMatchObject({ kind: 'zip', mime: 'application/zip' });
    expect(whole(fixture('gltf/BoxTextured/BoxTextured0.bin'), 'BoxTextured0.bin')).toMatchObject({ kind: 'other', type: 'bin' });
    expect(whole(fixture('dae/duck/duckCM.tga'), 'duckCM.tga')).toMatchObject({ kind: 'image', mime: 'image/x-tga' });
  });

  it('recognises images, documents, archives and video', () => {
    expect(whole(fixture('gltf/BoxTextured/CesiumLogoFlat.png'), 'logo.png')).toMatchObject({ kind: 'image', mime: 'image/png' });
    expect(whole(fixture('obj/capsule/capsule0.jpg'), 'x.jpg')).toMatchObject({ kind: 'image', mime: 'image/jpeg' });
    // A PNG named .jpg is stored as what it is.
    expect(whole(fixture('gltf/BoxTextured/CesiumLogoFlat.png'), 'logo.jpg')).toMatchObject({ mime: 'image/png' });
    expect(whole(Buffer.concat([b('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(40)]), 'a.webp')).toMatchObject({ mime: 'image/webp' });
    expect(whole(Buffer.concat([b('GIF89a'), Buffer.alloc(40)]), 'a.gif')).toMatchObject({ mime: 'image/gif' });
    expect(whole(b('%PDF-1.7\n%âãÏÓ\n1 0 obj'), '合同.pdf')).toMatchObject({ kind: 'pdf' });
    expect(whole(zipWith('[Content_Types].xmlword/document.xml'), 'a.docx')).toMatchObject({ kind: 'doc', type: 'docx' });
    expect(whole(zipWith('[Content_Types].xmlxl/workbook.xml'), 'a.xlsx')).toMatchObject({ kind: 'xls', type: 'xlsx' });
    expect(whole(zipWith('[Content_Types].xmlppt/presentation.xml'), 'a.pptx')).toMatchObject({ kind: 'ppt', type: 'pptx' });
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    expect(whole(ole, 'a.doc')).toMatchObject({ kind: 'doc', mime: 'application/msword' });
    expect(whole(ole, 'a.xls')).toMatchObject({ kind: 'xls' });
    expect(whole(ole, 'a.ppt')).toMatchObject({ kind: 'ppt' });
    expect(whole(Buffer.concat([b('Rar!\x1a\x07\x01\0'), Buffer.alloc(30)]), 'a.rar')).toMatchObject({ kind: 'rar' });
    expect(whole(Buffer.concat([b('\0\0\0\x18ftypmp42'), Buffer.alloc(30)]), 'a.mp4')).toMatchObject({
      kind: 'video',
      mime: 'video/mp4',
    });
    expect(whole(Buffer.concat([b('\0\0\0\x14ftypqt  '), Buffer.alloc(30)]), 'a.mov')).toMatchObject({
      kind: 'video',
      mime: 'video/quicktime',
    });
    expect(whole(Buffer.from('需求说明：\n做一个杯子的模型。\n', 'utf8'), '说明.txt')).toMatchObject({ kind: 'txt' });
  });

  it('refuses bytes that contradict the name, empty files and programs', () => {
    expect(() => whole(fixture('bad/not-really-an.fbx'), 'not-really-an.fbx')).toThrow(/不是有效的FBX 模型/);
    expect(() => whole(fixture('glb/BoxTextured.glb'), 'photo.png')).toThrow(SniffRefusal);
    expect(() => whole(b('hello'), 'a.pdf')).toThrow(/不是有效的PDF/);
    expect(() => whole(fixture('obj/capsule.zip'), 'a.rar')).toThrow(SniffRefusal);
    expect(() => whole(Buffer.alloc(2000, 1), 'a.stl')).toThrow(/STL/);
    expect(() => sniff(Buffer.alloc(0), 0, 'empty.glb')).toThrow(/0 字节/);
    expect(() => whole(Buffer.concat([b('\x7fELF'), Buffer.alloc(60)]), 'tool.bin')).toThrow(/可执行程序/);
    expect(() => whole(fixture('bad/truncated.glb'), 'truncated.glb')).toThrow(/不完整/);
  });

  it('waits for the size before judging binary without a magic number, but refuses text at once', () => {
    const stl = fixture('stl/Wuson.stl');
    expect(sniff(stl.subarray(0, 64 * 1024), null, 'a.stl')).toBeNull();
    expect(() => sniff(fixture('bad/not-really-an.fbx'), null, 'x.fbx')).toThrow(SniffRefusal);
  });
});
