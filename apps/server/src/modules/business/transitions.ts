import type { CertAction, CertState } from '@moxing/shared';
import { AppError } from '../../platform/errors.js';

/**
 * The one state machine of a certification: an application waits for an operator, who approves it or rejects it
 * with a reason; its owner may apply again after a rejection. An approved certification stays.
 */
export type CertActor = 'owner' | 'operator';

type Arrow = { to: CertState; by: readonly CertActor[] };

export const TRANSITIONS: Record<CertAction, Partial<Record<CertState, Arrow>>> = {
  approve: { pending: { to: 'approved', by: ['operator'] } },
  reject: { pending: { to: 'rejected', by: ['operator'] } },
  resubmit: { rejected: { to: 'pending', by: ['owner'] } },
};

const LABELS: Record<CertAction, string> = { approve: '通过', reject: '驳回', resubmit: '重新提交' };
const STATE_LABELS: Record<CertState, string> = { pending: '审核中', approved: '已通过', rejected: '未通过' };
const ACTOR_LABELS: Record<CertActor, string> = { owner: '申请人', operator: '运营人员' };

/** The next state, or a refusal in Chinese: 403 for who, 409 for when. */
export function transition(from: CertState, action: CertAction, actor: CertActor): CertState {
  const arrow = TRANSITIONS[action][from];
  if (!arrow) throw new AppError('conflict', `${STATE_LABELS[from]}的认证不能${LABELS[action]}`);
  if (!arrow.by.includes(actor)) {
    const who = TRANSITIONS[action][from]?.by.map((a) => ACTOR_LABELS[a]).join('或');
    throw new AppError('forbidden', `只有${who}可以${LABELS[action]}认证`);
  }
  return arrow.to;
}

export function allowedActions(from: CertState, actor: CertActor): CertAction[] {
  return (Object.keys(TRANSITIONS) as CertAction[]).filter((a) => TRANSITIONS[a][from]?.by.includes(actor));
}
