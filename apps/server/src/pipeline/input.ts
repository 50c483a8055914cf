import { stat } from 'node:fs/promises';
import path from 'node:path';
import { detectFile, FORMAT_LABELS, readHead, sniffFormat } from './detect.js';
import { ModelFolder } from './resources.js';
import { PipelineInputError, type ModelFormat } from './types.js';
import { extractZip, isZip } from './zip.js';

export interface ModelSource {
  /** The model file inside the folder. */
  file: string;
  format: ModelFormat;
  /** Every file the model references must be inside this folder. */
  folder: ModelFolder;
  /** Bytes of what was uploaded: the file, the zip, or all files of the folder. */
  originalBytes: number;
}

/** When a folder holds several models, the most complete description wins (glTF keeps everything, STL the least). */
const PRIORITY: ModelFormat[] = ['gltf', 'glb', 'fbx', 'dae', 'obj', '3ds', 'ply', 'stl'];
/** Files that are never the model itself; skipped without reading them. */
const RESOURCE_EXTENSIONS = new Set([
  '.mtl',
  '.bin',
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.tga',
  '.bmp',
  '.gif',
  '.tif',
  '.tiff',
  '.dds',
  '.ktx2',
  '.psd',
  '.exr',
  '.hdr',
  '.txt',
  '.md',
  '.pdf',
  '.html',
  '.json',
]);

async function pickModel(
  folder: ModelFolder,
  warnings: string[],
  where: string,
): Promise<{ file: string; format: ModelFormat; total: number }> {
  const files = folder.listFiles();
  const found: { file: string; format: ModelFormat; size: number }[] = [];
  let total = 0;
  let refusal: Error | null = null;
  for (const file of files) {
    const size = (await stat(file)).size;
    total += size;
    if (size === 0) continue;
    const ext = path.extname(file).toLowerCase();
    // .json may be a glTF saved with the wrong extension; it is sniffed, others in the list are not.
    if (RESOURCE_EXTENSIONS.has(ext) && ext !== '.json') continue;
    const { head } = await readHead(file);
    if (isZip(head)) continue;
    let format: ModelFormat | null = null;
    try {
      format = sniffFormat(head, size);
    } catch (err) {
      // A broken candidate is reported only if nothing better is found.
      refusal ??= err as Error;
    }
    if (format) found.push({ file, format, size });
  }
  if (files.length === 0) throw new PipelineInputError(`${where}中没有任何文件`);
  found.sort((a, b) => PRIORITY.indexOf(a.format) - PRIORITY.indexOf(b.format) || b.size - a.size);
  const best = found[0];
  if (!best && refusal) throw refusal;
  if (!best) throw new PipelineInputError(`${where}中没有找到可识别的模型文件（支持 GLB、glTF、OBJ、FBX、STL、PLY、DAE、3DS）`);
  if (found.length > 1) {
    warnings.push(
      `${where}中有 ${found.length} 个模型文件，已使用“${path.relative(folder.root, best.file)}”（${FORMAT_LABELS[best.format]}）`,
    );
  }
  return { file: best.file, format: best.format, total };
}

/** Turns the uploaded path (file, folder or zip) into one model file and the folder that holds its resources. */
export async function resolveInput(input: string, workDir: string, warnings: string[]): Promise<ModelSource> {
  const info = await stat(input).catch(() => null);
  if (!info) throw new PipelineInputError(`找不到输入文件“${path.basename(input)}”`);
  if (info.isDirectory()) {
    const folder = new ModelFolder(input);
    const picked = await pickModel(folder, warnings, '文件夹');
    return { file: picked.file, format: picked.format, folder, originalBytes: picked.total };
  }
  if (!info.isFile()) throw new PipelineInputError('输入既不是文件也不是文件夹');
  if (info.size === 0) throw new PipelineInputError(`文件“${path.basename(input)}”为空（0 字节），请重新上传完整的模型文件`);
  const { head } = await readHead(input, 8);
  if (isZip(head)) {
    const dest = path.join(workDir, 'unzipped');
    await extractZip(input, info.size, dest);
    const folder = new ModelFolder(dest);
    const picked = await pickModel(folder, warnings, '压缩包');
    return { file: picked.file, format: picked.format, folder, originalBytes: info.size };
  }
  const format = await detectFile(input, path.basename(input));
  return { file: input, format, folder: new ModelFolder(path.dirname(input)), originalBytes: info.size };
}
