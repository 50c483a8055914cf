import type { ShowAction, ShowStatus } from '@moxing/shared';
import { AppError } from '../../platform/errors.js';

/**
 * The one state machine of a showroom: its owner drafts it, publishes it to the hall, takes it offline and
 * publishes it again; it may be edited in every state (a published show changes for its visitors at once).
 */
export type ShowActor = 'owner' | 'visitor';
type Arrow = { to: ShowStatus; by: readonly ShowActor[] };

export const TRANSITIONS: Record<ShowAction, Partial<Record<ShowStatus, Arrow>>> = {
  edit: {
    draft: { to: 'draft', by: ['owner'] },
    published: { to: 'published', by: ['owner'] },
    offline: { to: 'offline', by: ['owner'] },
  },
  publish: { draft: { to: 'published', by: ['owner'] }, offline: { to: 'published', by: ['owner'] } },
  unpublish: { published: { to: 'offline', by: ['owner'] } },
};

const LABELS: Record<ShowAction, string> = { edit: '修改', publish: '发布', unpublish: '下线' };
const STATE_LABELS: Record<ShowStatus, string> = { draft: '草稿', published: '已发布', offline: '已下线' };

/** The next status, or a refusal in Chinese: 403 for who, 409 for when. */
export function transition(from: ShowStatus, action: ShowAction, actor: ShowActor): ShowStatus {
  const arrow = TRANSITIONS[action][from];
  if (!arrow) throw new AppError('conflict', `${STATE_LABELS[from]}的展厅不能${LABELS[action]}`);
  if (!arrow.by.includes(actor)) throw new AppError('forbidden', `这不是你的展厅，不能${LABELS[action]}`);
  return arrow.to;
}

export function allowedActions(from: ShowStatus, actor: ShowActor): ShowAction[] {
  return (Object.keys(TRANSITIONS) as ShowAction[]).filter((a) => TRANSITIONS[a][from]?.by.includes(actor));
}
