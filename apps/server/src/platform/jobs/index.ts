export * from './registry.js';
export * from './queue.js';
export * from './worker.js';
export * from './workdir.js';
