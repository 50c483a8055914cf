import base from './vite.config';
import type { Plugin } from 'vite';
const analyze: Plugin = {
  name: 'analyze',
  generateBundle(_o, bundle) {
    for (const [name, chunk] of Object.entries(bundle)) {
      if (chunk.type !== 'chunk' || !/^assets\/(data|index|dropdown|antd-core)-/.test(name)) continue;
      const mods = Object.entries(chunk.modules).map(([id, m]) => [m.renderedLength, id.split('node_modules/').pop()] as const).sort((a, b) => b[0] - a[0]);
      console.log('\n##', name, chunk.code.length, chunk.isEntry, mods.length);
      console.log(mods.slice(0, 14).map(([l, i]) => `${l} ${i}`).join('\n'));
    }
  },
};
export default { ...base, plugins: [...(base.plugins ?? []), analyze] };
