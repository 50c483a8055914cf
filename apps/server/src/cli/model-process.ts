import path from 'node:path';
import { parseArgs } from 'node:util';
import { PipelineInputError, runPipeline, type PipelineStage } from '../pipeline/index.js';

const STAGE_LABELS: Record<PipelineStage, string> = {
  detect: '识别格式',
  convert: '转换为 glTF',
  optimize: '优化网页版',
  light: '生成轻量版',
  render: '渲染封面',
  inspect: '统计信息',
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * npm run model:process -- <file | folder | zip> --out <dir> [--light-target <bytes>]
 * Runs the 3D pipeline once without the server. Refused input: the Chinese reason on stderr, exit 2.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string', short: 'o' }, 'light-target': { type: 'string' }, quiet: { type: 'boolean', short: 'q' } },
  });
  const input = positionals[0];
  if (!input || !values.out) {
    console.error('用法：npm run model:process -- <文件 | 文件夹 | zip> --out <输出目录> [--light-target <字节数>]');
    return 64;
  }
  const lightTargetBytes = values['light-target'] ? Number(values['light-target']) : undefined;
  if (lightTargetBytes !== undefined && !(lightTargetBytes > 0)) {
    console.error('--light-target 须为正整数（字节）');
    return 64;
  }
  const started = Date.now();
  const { stats, files } = await runPipeline(input, values.out, {
    lightTargetBytes,
    onStage: values.quiet ? undefined : (stage) => console.log(`… ${STAGE_LABELS[stage]}`),
  });
  const { bytes, bboxMm } = stats;
  console.log(`处理完成（${((Date.now() - started) / 1000).toFixed(1)} 秒），格式 ${stats.format.toUpperCase()}`);
  console.log(
    `  三角面 ${stats.triangles.toLocaleString('zh-CN')}，顶点 ${stats.vertices.toLocaleString('zh-CN')}，网格 ${stats.meshes}，材质 ${stats.materials}，贴图 ${stats.textures.length}，动画 ${stats.animations}`,
  );
  console.log(`  尺寸 ${bboxMm.x} × ${bboxMm.y} × ${bboxMm.z} 毫米`);
  console.log(
    `  原始 ${kb(bytes.original)} → 网页版 ${kb(bytes.web)}，轻量版 ${kb(bytes.light)}，封面 ${kb(bytes.cover)}，缩略图 ${kb(bytes.thumb)}`,
  );
  for (const warning of stats.warnings) console.log(`  注意：${warning}`);
  console.log(`  输出目录 ${path.resolve(path.dirname(files.stats))}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof PipelineInputError) {
      console.error(`模型无法处理：${err.message}`);
      process.exit(2);
    }
    console.error(`处理失败：${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    process.exit(1);
  },
);
