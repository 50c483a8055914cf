import { contract } from './index.js';
import type { AnyCall } from './call.js';

/** The group names of `contract` and the names they are exported under. */
const exportName = (group: string) => `${group}Calls`;

function meta(c: AnyCall): string {
  const parts = [`method: '${c.method}'`, `path: '${c.path}'`, `auth: '${c.auth}'`];
  if (c.multipart) parts.push('multipart: true');
  if (c.raw) parts.push('raw: true');
  return `{ ${parts.join(', ')} }`;
}

/** The text of src/calls.ts: every call of the contract as a CallRef, grouped as the contract groups them. */
export function renderCalls(): string {
  const groups = Object.entries(contract) as [string, Record<string, AnyCall>][];
  const lines = [
    '// Written by `npm run calls` from src/contract/ (calls.test.ts checks it is current); do not edit.',
    '// The web imports calls from here: the same calls without their schemas (see CallRef in contract/call.ts).',
    `import type { CallRef } from './contract/call.js';`,
    ...groups.map(([group]) => `import type { ${exportName(group)} as ${group} } from './contract/${group}.js';`),
  ];
  for (const [group, calls] of groups) {
    lines.push('', `export const ${exportName(group)} = {`);
    for (const [name, c] of Object.entries(calls)) {
      lines.push(`  ${name}: ${meta(c)} as CallRef<typeof ${group}.${name}>,`);
    }
    lines.push('};');
  }
  return `${lines.join('\n')}\n`;
}
