import { serveSandbox } from '../platform/sandbox.js';
import { runPipeline } from './index.js';
import type { PipelineOptions, PipelineStage } from './types.js';

/** Sandbox entry (isolated.ts): runs the pipeline in a child process, reporting each stage as an event. */
serveSandbox<{ input: string; outDir: string; opts: Omit<PipelineOptions, 'onStage' | 'signal'> }>(
  ({ input, outDir, opts }, emit) => runPipeline(input, outDir, { ...opts, onStage: (stage: PipelineStage) => emit(stage) }),
);
