import type { ContentAction, ContentState } from '@moxing/shared';
import { AppError } from '../../platform/errors.js';

/**
 * The one state machine of site content: a draft is published (shown from its start time to its end time),
 * taken offline and published again; only a draft or an offline item may be deleted. Operators alone act.
 */
export const DELETED = 'deleted';
type To = ContentState | typeof DELETED;
export type ContentActor = 'operator' | 'visitor';

type Arrow = { to: To; by: readonly ContentActor[] };

export const TRANSITIONS: Record<ContentAction, Partial<Record<ContentState, Arrow>>> = {
  edit: {
    draft: { to: 'draft', by: ['operator'] },
    published: { to: 'published', by: ['operator'] },
    offline: { to: 'offline', by: ['operator'] },
  },
  publish: { draft: { to: 'published', by: ['operator'] }, offline: { to: 'published', by: ['operator'] } },
  unpublish: { published: { to: 'offline', by: ['operator'] } },
  delete: { draft: { to: DELETED, by: ['operator'] }, offline: { to: DELETED, by: ['operator'] } },
};

const LABELS: Record<ContentAction, string> = { edit: '修改', publish: '发布', unpublish: '下线', delete: '删除' };
const STATE_LABELS: Record<ContentState, string> = { draft: '草稿', published: '已发布', offline: '已下线' };

/** The next state, or a refusal in Chinese: 403 for who, 409 for when. */
export function transition(from: ContentState, action: ContentAction, actor: ContentActor): To {
  const arrow = TRANSITIONS[action][from];
  if (!arrow) {
    const hint = action === 'delete' ? '，请先下线' : '';
    throw new AppError('conflict', `${STATE_LABELS[from]}的内容不能${LABELS[action]}${hint}`);
  }
  if (!arrow.by.includes(actor)) throw new AppError('forbidden', `只有运营人员可以${LABELS[action]}内容`);
  return arrow.to;
}

export function allowedActions(from: ContentState, actor: ContentActor): ContentAction[] {
  return (Object.keys(TRANSITIONS) as ContentAction[]).filter((a) => TRANSITIONS[a][from]?.by.includes(actor));
}
