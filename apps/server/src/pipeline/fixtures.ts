import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The shared model fixtures (../shared/fixtures/models beside the repository, or MODEL_FIXTURES):
 * used by the pipeline tests and the benchmark, never by the pipeline itself.
 */
export const FIXTURES_DIR =
  process.env.MODEL_FIXTURES ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/fixtures/models');

export function hasFixtures(): boolean {
  return existsSync(FIXTURES_DIR);
}

/** Every good model input: each file of a format folder, and each sub-folder as one multi-file model. */
export function listFixtureModels(root: string = FIXTURES_DIR): string[] {
  const out: string[] = [];
  for (const group of readdirSync(root).sort()) {
    const dir = path.join(root, group);
    if (group === 'bad' || !statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir).sort()) if (!name.startsWith('.')) out.push(path.join(dir, name));
  }
  return out;
}

/** Every deliberately bad input: files of bad/, and sub-folders of bad/ as one input each. */
export function listBadFixtures(root: string = FIXTURES_DIR): string[] {
  const dir = path.join(root, 'bad');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .filter((name) => !name.startsWith('.'))
    .map((name) => {
      const full = path.join(dir, name);
      // A folder such as path-traversal/ holds one model file: that file is the input.
      if (!statSync(full).isDirectory()) return full;
      const inner = readdirSync(full).filter((n) => !n.startsWith('.'));
      return inner.length === 1 ? path.join(full, inner[0] ?? '') : full;
    });
}

/**
 * A hostile binary STL (ISSUE 14): `triangles` copies of one big triangle, or with `distinct` each moved a
 * hair along the view axis so none is a repeat. Built here rather than kept as a file: the large variant is 20 MB.
 */
export function writeDegenerateStl(file: string, triangles: number, opts: { distinct?: boolean } = {}): void {
  const buf = Buffer.alloc(84 + triangles * 50);
  buf.writeUInt32LE(triangles, 80);
  for (let i = 0; i < triangles; i++) {
    const o = 84 + i * 50;
    const z = opts.distinct ? i * 1e-4 : 0;
    // normal, then three corners; the attribute count stays 0.
    [0, 0, 1, 0, 0, z, 1, 0, z, 0, 1, z].forEach((v, j) => buf.writeFloatLE(v, o + j * 4));
  }
  writeFileSync(file, buf);
}
