import type { DayTaskCode } from '@moxing/shared';
import type { Executor } from '../../db/index.js';

/**
 * What other modules tell the points module: a user did one of the day tasks' things (uploaded a model, commented,
 * collected, completed a demand). Called inside the caller's transaction, so the progress counts only if the thing
 * happened. Wired in app.ts.
 */
export interface DayTaskRecorder {
  record(db: Executor, userId: number, code: DayTaskCode): Promise<void>;
}
