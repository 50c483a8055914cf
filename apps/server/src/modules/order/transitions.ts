import {
  ORDER_ACTIONS,
  ORDER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  OrderStatus,
  type OrderAction,
  type OrderKind,
  type OrderStatusValue,
} from '@moxing/shared';
import { AppError, errors } from '../../platform/errors.js';

/**
 * The order state machine: every status change of an order goes through `transition`, which answers the next
 * status or refuses in Chinese (403 for who, 409 for when); `allowedActions` reads the same table.
 *
 * Who acts, seen from the order: its buyer, the seller (a model's author), an operator, or the system (a verified
 * payment notification, the time-out job).
 */
export type OrderActor = 'buyer' | 'seller' | 'operator' | 'system';

const { unpaid: U, paid: P, completed: C, closed: X, refunded: R } = OrderStatus;

type Arrow = { to: OrderStatusValue; by: readonly OrderActor[] };

/** The arrows; anything not listed is forbidden. */
export const TRANSITIONS: Record<OrderAction, Partial<Record<OrderStatusValue, Arrow>>> = {
  pay: { [U]: { to: P, by: ['buyer', 'system'] } },
  close: { [U]: { to: X, by: ['buyer', 'operator', 'system'] } },
  changePayType: { [U]: { to: U, by: ['buyer'] } },
  confirm: { [P]: { to: C, by: ['buyer'] } },
  feedback: { [P]: { to: P, by: ['buyer'] }, [C]: { to: C, by: ['buyer'] } },
  refund: { [P]: { to: R, by: ['operator'] }, [C]: { to: R, by: ['operator'] } },
};

/** Actions that only some kinds of order have, with the reason given for the others. */
const KINDS: Partial<Record<OrderAction, { kinds: readonly OrderKind[]; refusal: string }>> = {
  confirm: { kinds: ['model'], refusal: '只有模型订单需要确认收货' },
  feedback: { kinds: ['model'], refusal: '只有模型订单可以提交反馈' },
  refund: {
    kinds: ['coin', 'model', 'package'],
    refusal: '需求托管按需求的取消规则退款，不能在此直接退款',
  },
};

const STATE_RULES: Record<OrderAction, string> = {
  pay: '只有待支付的订单才能支付',
  close: '只有待支付的订单才能关闭',
  changePayType: '只有待支付的订单才能修改支付方式',
  confirm: '只有已支付的订单才能确认收货',
  feedback: '订单支付后才能提交反馈',
  refund: '只有已支付或已完成的订单才能退款',
};

const FORBIDDEN: Record<OrderAction, string> = {
  pay: '只能支付自己的订单',
  close: '只能关闭自己的订单',
  changePayType: '只能修改自己的订单',
  confirm: '只有买家才能确认收货',
  feedback: '只有买家才能提交反馈',
  refund: '仅运营人员可以退款',
};

/** The status after `action`, or an AppError (403 for who, 409 for when or for which kind of order). */
export function transition(
  from: OrderStatusValue,
  action: OrderAction,
  roles: readonly OrderActor[],
  kind: OrderKind,
): OrderStatusValue {
  const arrows = TRANSITIONS[action];
  const anywhere = Object.values(arrows).some((a) => a.by.some((r) => roles.includes(r)));
  if (!anywhere) throw errors.forbidden(FORBIDDEN[action]);
  const only = KINDS[action];
  if (only && !only.kinds.includes(kind)) throw errors.conflict(`${only.refusal}（${ORDER_KIND_LABELS[kind]}）`);
  const arrow = arrows[from];
  if (!arrow) throw new AppError('conflict', `${STATE_RULES[action]}（当前状态：${ORDER_STATUS_LABELS[from]}）`);
  if (!arrow.by.some((r) => roles.includes(r))) throw errors.forbidden(FORBIDDEN[action]);
  return arrow.to;
}

/** What these roles may do now to an order of this kind in this status. */
export function allowedActions(status: OrderStatusValue, kind: OrderKind, roles: readonly OrderActor[]): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => {
    const only = KINDS[action];
    if (only && !only.kinds.includes(kind)) return false;
    return TRANSITIONS[action][status]?.by.some((r) => roles.includes(r)) ?? false;
  });
}
