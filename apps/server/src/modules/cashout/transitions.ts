import {
  CASHOUT_ACTIONS,
  CASHOUT_STATUS_LABELS,
  CashoutStatus,
  type CashoutAction,
  type CashoutStatusValue,
} from '@moxing/shared';
import { errors } from '../../platform/errors.js';

/**
 * The withdrawal state machine: applied -> paid (an operator approves with the transfer reference) or rejected (an
 * operator refuses with a reason; the hold goes back). Every status change goes through `transition`.
 */
export type CashoutActor = 'owner' | 'operator';

type Arrow = { to: CashoutStatusValue; by: readonly CashoutActor[] };

export const TRANSITIONS: Record<CashoutAction, Partial<Record<CashoutStatusValue, Arrow>>> = {
  approve: { [CashoutStatus.applied]: { to: CashoutStatus.paid, by: ['operator'] } },
  reject: { [CashoutStatus.applied]: { to: CashoutStatus.rejected, by: ['operator'] } },
};

const LABELS: Record<CashoutAction, string> = { approve: '确认打款', reject: '驳回' };

/** The status after `action`, or a refusal: 403 for who, 409 for when. */
export function transition(from: CashoutStatusValue, action: CashoutAction, roles: readonly CashoutActor[]): CashoutStatusValue {
  const arrows = TRANSITIONS[action];
  if (!Object.values(arrows).some((a) => a.by.some((r) => roles.includes(r)))) {
    throw errors.forbidden(`仅运营人员可以${LABELS[action]}提现`);
  }
  const arrow = arrows[from];
  if (!arrow) throw errors.conflict(`该提现已处理，不能再${LABELS[action]}（当前状态：${CASHOUT_STATUS_LABELS[from]}）`);
  return arrow.to;
}

export function allowedActions(from: CashoutStatusValue, roles: readonly CashoutActor[]): CashoutAction[] {
  return CASHOUT_ACTIONS.filter((a) => TRANSITIONS[a][from]?.by.some((r) => roles.includes(r)));
}
