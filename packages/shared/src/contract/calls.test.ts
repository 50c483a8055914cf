import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as refs from '../calls.js';
import { contract } from './index.js';
import { renderCalls } from './render-calls.js';

describe('src/calls.ts (the web view of the contract)', () => {
  it('is what `npm run calls` writes from the contract today', () => {
    expect(readFileSync(new URL('../calls.ts', import.meta.url), 'utf8')).toBe(renderCalls());
  });

  it('holds every call with its method, path, auth and encoding, and no schema', () => {
    for (const [group, calls] of Object.entries(contract)) {
      const view = (refs as Record<string, Record<string, object>>)[`${group}Calls`];
      expect(Object.keys(view ?? {})).toEqual(Object.keys(calls));
      for (const [name, c] of Object.entries(calls)) {
        expect(view?.[name]).toEqual({
          method: c.method,
          path: c.path,
          auth: c.auth,
          ...(c.multipart ? { multipart: true } : {}),
          ...(c.raw ? { raw: true } : {}),
        });
      }
    }
  });
});
