import { serveSandbox } from '../../platform/sandbox.js';
import { convertGlb } from './convert.js';

/** Sandbox entry: the format conversion of a web GLB runs in a child process (service.ts). */
serveSandbox<Parameters<typeof convertGlb>>((args) => convertGlb(...args));
