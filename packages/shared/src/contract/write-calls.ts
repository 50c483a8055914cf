/** `npm run calls`: writes src/calls.ts from the contract. */
import { writeFileSync } from 'node:fs';
import { renderCalls } from './render-calls.js';

writeFileSync(new URL('../calls.ts', import.meta.url), renderCalls());
