import { mkdtempSync } from 'node:fs';
import os from 'node:os'; import path from 'node:path';
import { openVisualChecker } from './src/pipeline/visual.js';
import { runPipeline } from './src/pipeline/index.js';
import { writeKtx2Model, writeDracoCopy } from './src/pipeline/built-models.js';
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vis-'));
const F = '/work/shared/fixtures/models/';
const inputs = [F+'glb/BoxTextured.glb', F+'glb/low-poly-tree.glb', F+'glb/portal.glb', F+'glb/CesiumMan.glb', F+'gltf/BoxTextured/BoxTextured.gltf', await writeKtx2Model(path.join(tmp,'lamp.glb')), await writeDracoCopy(F+'glb/low-poly-tree.glb', path.join(tmp,'tree-draco.glb'))];
const t0 = Date.now();
const v = await openVisualChecker();
console.log('open', Date.now()-t0);
for (const input of inputs) {
  const out = path.join(tmp, 'out-' + path.basename(input));
  const r = await runPipeline(input, out);
  const t = Date.now();
  console.log(path.basename(input), await v.compare(input, r.files.web, '/tmp/vis-' + path.basename(input)), Date.now()-t, 'ms');
}
await v.close();
