import { existsSync, readdirSync, statSync } from 'node:fs';
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
