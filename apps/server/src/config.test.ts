import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('keeps data in ./data at the repository root by default, as the README says, wherever npm runs the server', () => {
    const root = path.resolve(import.meta.dirname, '../../..');
    expect(loadConfig({}).DATA_DIR).toBe(path.join(root, 'data'));
    expect(loadConfig({ DATA_DIR: 'elsewhere' }).DATA_DIR).toBe(path.resolve('elsewhere'));
  });
});
