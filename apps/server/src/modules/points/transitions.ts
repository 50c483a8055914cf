import {
  REDEMPTION_ACTIONS,
  REDEMPTION_STATUS_LABELS,
  RedemptionStatus,
  type RedemptionAction,
  type RedemptionStatusValue,
} from '@moxing/shared';
import { errors } from '../../platform/errors.js';

/**
 * A mall redemption's state machine: virtual goods are delivered when redeemed; physical goods wait to be shipped
 * until an operator marks them shipped.
 */
export type RedemptionActor = 'owner' | 'operator';

type Arrow = { to: RedemptionStatusValue; by: readonly RedemptionActor[] };

export const TRANSITIONS: Record<RedemptionAction, Partial<Record<RedemptionStatusValue, Arrow>>> = {
  ship: { [RedemptionStatus.toShip]: { to: RedemptionStatus.shipped, by: ['operator'] } },
};

const STATE_RULES: Record<RedemptionAction, string> = { ship: '只有待发货的实物兑换才能发货' };
const FORBIDDEN: Record<RedemptionAction, string> = { ship: '仅运营人员可以发货' };

/** The status after `action`, or an AppError (403 for who, 409 for when). */
export function transition(
  from: RedemptionStatusValue,
  action: RedemptionAction,
  roles: readonly RedemptionActor[],
): RedemptionStatusValue {
  const arrows = TRANSITIONS[action];
  if (!Object.values(arrows).some((a) => a.by.some((r) => roles.includes(r)))) throw errors.forbidden(FORBIDDEN[action]);
  const arrow = arrows[from];
  if (!arrow) throw errors.conflict(`${STATE_RULES[action]}（当前状态：${REDEMPTION_STATUS_LABELS[from]}）`);
  if (!arrow.by.some((r) => roles.includes(r))) throw errors.forbidden(FORBIDDEN[action]);
  return arrow.to;
}

export function allowedActions(from: RedemptionStatusValue, roles: readonly RedemptionActor[]): RedemptionAction[] {
  return REDEMPTION_ACTIONS.filter((a) => {
    const arrow = TRANSITIONS[a][from];
    return arrow !== undefined && arrow.by.some((r) => roles.includes(r));
  });
}
