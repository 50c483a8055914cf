export * from './codes.js';
export * from './fields.js';
export * from './users.js';
export * from './account.js';
export * from './constants.js';
export * from './format.js';
export * from './pages.js';
export * from './files.js';
