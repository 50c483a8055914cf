import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
    // pages wait on real requests (scrypt, model processing): a second is too short on a busy machine
    expect: { poll: { timeout: 10_000 } },
  },
});
