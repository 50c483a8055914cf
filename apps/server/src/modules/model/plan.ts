import { randomInt } from 'node:crypto';
import { MODEL_FORMATS } from '@moxing/shared';
import type { FileRow } from '../../db/schema.js';
import { errors } from '../../platform/errors.js';

const CODE_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const newCode = (length = 12) => Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** Picks the model among the uploaded files and refuses combinations the pipeline cannot use. */
export function checkModelFiles(rows: FileRow[]): { main: FileRow } {
  const zips = rows.filter((r) => r.kind === 'zip');
  const models = rows.filter((r) => r.kind === 'model' && r.format);
  if (zips.length > 0 && rows.length > 1) throw errors.validation('压缩包请单独提交：一个 ZIP 里放模型和它的贴图即可');
  const zip = zips[0];
  if (zip) return { main: zip };
  const first = models[0];
  if (!first) throw errors.validation('没有可识别的模型文件：请上传 GLB、glTF、OBJ、FBX、STL、PLY、DAE、3DS 文件或 ZIP 压缩包');
  // A glTF with its .bin, an OBJ with its MTL: one model plus resources. Two models at once are refused.
  if (models.length > 1) {
    throw errors.validation(`一次只能提交一个模型，收到了 ${models.length} 个：${models.map((m) => `“${m.name}”`).join('、')}`);
  }
  for (const r of rows) {
    const resource = r.kind === 'image' || r.kind === 'model' || (r.kind === 'other' && r.ext === 'bin') || r.kind === 'txt';
    if (!resource) throw errors.validation(`“${r.name}”不是模型、贴图或模型附属文件，不能一起提交`);
  }
  return { main: first };
}

/**
 * A model found among delivered files: its file, and the files the pipeline gets with it (for formats that
 * read other files: the MTL and textures delivered beside an OBJ, the textures beside a DAE or FBX).
 */
export interface ModelPlan {
  fileId: string;
  main: FileRow;
  sources: FileRow[];
}

/** Formats that keep everything in one file; the others may read companions. */
export const SELF_CONTAINED = new Set(['glb', 'stl', 'ply']);
export const isCompanion = (r: FileRow) => (r.kind === 'model' && !r.format) || r.kind === 'image';
const MODEL_ENTRY = new RegExp(`\\.(${MODEL_FORMATS.join('|')})$`, 'i');
/** A model file inside a zip, not a macOS resource fork or a hidden file. */
export const isModelEntry = (name: string) =>
  MODEL_ENTRY.test(name) && !name.split('/').some((p) => p === '__MACOSX' || p.startsWith('.'));
