import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { countTriangles, DEMO_MODELS, exportGlb } from './index.js';

/**
 * npx tsx src/seed-models/preview.ts <outDir> [slug...]
 * Writes every demo GLB (or the named ones) and prints slug, title, triangles and bytes.
 */
async function main(): Promise<void> {
  const [outDir, ...only] = process.argv.slice(2);
  if (!outDir) {
    process.stderr.write('用法：npx tsx src/seed-models/preview.ts <输出目录> [slug...]\n');
    process.exitCode = 64;
    return;
  }
  await mkdir(outDir, { recursive: true });
  const models = only.length > 0 ? DEMO_MODELS.filter((m) => only.includes(m.slug)) : DEMO_MODELS;
  const started = Date.now();
  let totalBytes = 0;
  let totalTriangles = 0;
  for (const model of models) {
    const root = model.build();
    const triangles = countTriangles(root);
    const glb = await exportGlb(root);
    await writeFile(path.join(outDir, `${model.slug}.glb`), glb);
    totalBytes += glb.byteLength;
    totalTriangles += triangles;
    const clips = root.animations.length > 0 ? `  动画 ${root.animations.length}` : '';
    process.stdout.write(
      `${model.slug.padEnd(34)} ${model.title.padEnd(16, '　')} ${String(triangles).padStart(7)} 面 ${(glb.byteLength / 1024).toFixed(1).padStart(8)} KB${clips}\n`,
    );
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `共 ${models.length} 个模型，${totalTriangles} 面，${(totalBytes / 1024 / 1024).toFixed(2)} MB，用时 ${seconds} 秒\n`,
  );
}

await main();
