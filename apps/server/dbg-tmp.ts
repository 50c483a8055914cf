import { writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { convertInput, runPipeline } from './src/pipeline/index.js';
import { getIO } from './src/pipeline/io.js';
const input = process.argv[2]!;
const { doc } = await convertInput(input, '/tmp/cmp');
writeFileSync('/tmp/cmp/plain.glb', await (await getIO()).writeBinary(doc));
execFileSync(process.execPath, ['/work/main/node_modules/gltfpack/cli.js', '-i', '/tmp/cmp/plain.glb', '-o', '/tmp/cmp/packed.glb', '-cc']);
await runPipeline(input, '/tmp/cmp/out');
