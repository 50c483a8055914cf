import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FileRow } from '../../db/schema.js';
import type { Storage } from '../../platform/storage/index.js';
import { extensionOf } from './sniff.js';

/**
 * A name that is safe inside a private temporary folder: no folders, no "..", no leading dot, only
 * letters, digits, CJK and a few marks. User names never reach permanent storage (blobs are content
 * hashes); they are needed here only because an OBJ names its MTL and an MTL its textures.
 */
export function safeFsName(name: string, fallbackExt = ''): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean = base
    .replace(/[^\p{L}\p{N}._()+-]/gu, '_')
    .replace(/^[.\s]+/, '')
    .replace(/_+/g, '_');
  if (clean.length > 120) {
    const ext = extensionOf(clean);
    clean = `${clean.slice(0, 110)}${ext ? `.${ext}` : ''}`;
  }
  if (!clean || clean === '.' || clean === '..') clean = 'file';
  if (fallbackExt && !extensionOf(clean)) clean = `${clean}.${fallbackExt}`;
  return clean;
}

/**
 * Copies the given files into `dir` under safe, unique names and answers the input path for the
 * pipeline: the file itself when there is one, else the folder.
 */
export async function materialise(storage: Storage, rows: FileRow[], dir: string): Promise<string> {
  await fsp.mkdir(dir, { recursive: true });
  const taken = new Set<string>();
  const paths: string[] = [];
  for (const row of rows) {
    let name = safeFsName(row.name, row.format ?? (row.kind === 'zip' ? 'zip' : ''));
    const ext = extensionOf(name);
    const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
    for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${stem}(${i})${ext ? `.${ext}` : ''}`;
    taken.add(name.toLowerCase());
    const target = path.join(dir, name);
    await storage.copyToFile(row.storage_key, target);
    paths.push(target);
  }
  const only = paths[0];
  return paths.length === 1 && only ? only : dir;
}
