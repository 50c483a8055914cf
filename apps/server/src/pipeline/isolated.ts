import { runSandboxed, SandboxTaskError, type SandboxLimits } from '../platform/sandbox.js';
import { PipelineInputError, type PipelineOptions, type PipelineResult, type PipelineStage } from './types.js';

const CHILD = new URL('./child.ts', import.meta.url);

/**
 * runPipeline with the same signature, run in a sandboxed child process (platform/sandbox.ts) under `limits`.
 * Refused input comes back as PipelineInputError; exceeded limits as SandboxLimitError.
 */
export function isolatedPipeline(limits: SandboxLimits) {
  return async (input: string, outDir: string, opts: PipelineOptions = {}): Promise<PipelineResult> => {
    const { onStage, signal, ...rest } = opts;
    try {
      return await runSandboxed<PipelineResult>(
        CHILD,
        { input, outDir, opts: rest },
        { limits, signal, onEvent: (stage) => onStage?.(stage as PipelineStage) },
      );
    } catch (e) {
      if (e instanceof SandboxTaskError && e.errorName === 'PipelineInputError') throw new PipelineInputError(e.message);
      throw e;
    }
  };
}
