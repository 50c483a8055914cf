import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { type Document } from '@gltf-transform/core';
import { FORMAT_LABELS } from '../detect.js';
import { type ModelFolder } from '../resources.js';
import { PipelineInputError, type ModelFormat } from '../types.js';
import { readGltfBytes } from './gltf.js';

// assimpjs ships no types: the part of its Emscripten interface we call.
interface AssimpResult {
  IsSuccess(): boolean;
  FileCount(): number;
  GetFile(index: number): { GetContent(): Uint8Array };
  delete(): void;
}
interface AssimpModule {
  FileList: new () => { AddFile(path: string, content: Uint8Array): void; delete(): void };
  ConvertFileList(files: InstanceType<AssimpModule['FileList']>, format: string): AssimpResult;
}
const assimpjs = createRequire(import.meta.url)('assimpjs') as () => Promise<AssimpModule>;

/**
 * FBX (binary and ASCII), COLLADA and 3DS through assimp compiled to WebAssembly: one library that
 * keeps hierarchy, skins and animations for all three without a DOM. A fresh instance per file, so the
 * WebAssembly heap a large model grew is released with it instead of staying with the worker.
 */
export async function convertWithAssimp(
  file: string,
  format: Extract<ModelFormat, 'fbx' | 'dae' | '3ds'>,
  folder: ModelFolder,
  warnings: string[],
): Promise<Document> {
  const ajs = await assimpjs();
  const list = new ajs.FileList();
  // assimp picks its importer by extension, so the name carries the detected format, not the uploaded one.
  const name = `${path.parse(file).name || 'model'}.${format}`;
  const data = readFileSync(file);
  list.AddFile(name, new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  const result = ajs.ConvertFileList(list, 'glb2');
  try {
    if (!result.IsSuccess() || result.FileCount() < 1) {
      throw new PipelineInputError(
        `${FORMAT_LABELS[format]} 文件无法解析（可能已损坏、被截断或版本过旧），请在建模软件中重新导出`,
      );
    }
    const glb = result.GetFile(0).GetContent().slice();
    // Texture paths in these formats are often absolute Windows paths from the author's machine: lenient lookup by name.
    return await readGltfBytes(glb, { folder, baseDir: path.dirname(file), mode: 'lenient', warnings });
  } finally {
    result.delete();
    list.delete();
  }
}
