/** The operators' review queue (/admin/needReview), shared by its desktop and phone views. */
import { DEMAND_STATES } from '@moxing/shared';

/** The queue's tabs by status: the pending one (the default tab) shows its count. */
const QUEUE_VIEWS: Record<number, { empty: string; counted: boolean }> = {
  [-2]: { empty: '没有待审核的需求，辛苦了', counted: true },
};
export const reviewQueueView = (s: number) => QUEUE_VIEWS[s] ?? { empty: '没有该状态的需求', counted: false };

/** The status of ?status=: a known one, else the pending demands. */
export const reviewStatus = (raw: string | null): number =>
  raw !== null && DEMAND_STATES.includes(Number(raw) as never) ? Number(raw) : -2;

/** ?status= for a tab: none for the pending one. */
export const reviewParams = (key: string): Record<string, string> => (key === '-2' ? {} : { status: key });
