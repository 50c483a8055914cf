import { NEED_STATUS_LABELS, NeedState, type NeedStateValue } from '@moxing/shared';
import { AppError, errors } from '../../platform/errors.js';

/**
 * The demand state machine: every status change and every action that needs a particular status goes
 * through `transition`, which answers the next status or refuses in Chinese.
 */
export type NeedAction =
  | 'create'
  | 'approve'
  | 'reject'
  | 'edit'
  | 'bid'
  | 'withdrawBid'
  | 'choose'
  | 'deliver'
  | 'requestChange'
  | 'accept'
  | 'cancel'
  | 'evaluate';

/**
 * Who is acting, seen from the demand: its owner (the buyer), the chosen modeller, an operator, a
 * service-side user (types 2, 3, 4) who does not own it, or (for creating) a demand-side user (types 0, 1, 6).
 * A user may hold several roles.
 */
export type NeedActor = 'owner' | 'modeller' | 'operator' | 'service' | 'demand';

/** The pseudo-status of a demand that does not exist yet. */
export const NEW = 'new';
type From = NeedStateValue | typeof NEW;

const { pendingReview: P, rejected: R, bidding: B, inProduction: I, completed: C, cancelled: X } = NeedState;

type Arrow = { to: NeedStateValue; by: readonly NeedActor[] };

/** The arrows. Anything not listed is forbidden. */
export const TRANSITIONS: Record<NeedAction, Partial<Record<From, Arrow>>> = {
  create: { [NEW]: { to: P, by: ['demand'] } },
  approve: { [P]: { to: B, by: ['operator'] } },
  reject: { [P]: { to: R, by: ['operator'] } },
  // Editing keeps a demand in review; fixing a rejected one sends it back to review.
  edit: { [P]: { to: P, by: ['owner'] }, [R]: { to: P, by: ['owner'] } },
  bid: { [B]: { to: B, by: ['service'] } },
  withdrawBid: { [B]: { to: B, by: ['service'] } },
  choose: { [B]: { to: I, by: ['owner'] } },
  deliver: { [I]: { to: I, by: ['modeller'] } },
  requestChange: { [I]: { to: I, by: ['owner'] } },
  accept: { [I]: { to: C, by: ['owner'] } },
  cancel: {
    [P]: { to: X, by: ['owner', 'operator'] },
    [R]: { to: X, by: ['owner', 'operator'] },
    [B]: { to: X, by: ['owner', 'operator'] },
    [I]: { to: X, by: ['owner', 'modeller', 'operator'] },
  },
  evaluate: { [C]: { to: C, by: ['owner', 'modeller'] } },
};

export const NEED_ACTIONS = Object.keys(TRANSITIONS) as NeedAction[];

export const ACTION_LABELS: Record<NeedAction, string> = {
  create: '发布需求',
  approve: '审核通过',
  reject: '审核驳回',
  edit: '修改并提交审核',
  bid: '投标',
  withdrawBid: '撤回投标',
  choose: '选择服务商',
  deliver: '提交交付',
  requestChange: '要求修改',
  accept: '验收通过',
  cancel: '取消需求',
  evaluate: '评价',
};

const statusText = (s: From) => (s === NEW ? '未发布' : NEED_STATUS_LABELS[s]);

/** What the action requires, said to the person refused because the demand is in another status. */
const STATE_RULES: Record<NeedAction, string> = {
  create: '需求已存在',
  approve: '只有待审核的需求才能审核',
  reject: '只有待审核的需求才能驳回',
  edit: '只有待审核或审核未通过的需求才能修改',
  bid: '该需求不在竞标中，无法投标',
  withdrawBid: '需求已不在竞标中，投标不能撤回',
  choose: '该需求已不在竞标中，不能再选择服务商',
  deliver: '只有制作中的需求才能提交交付',
  requestChange: '只有制作中的需求才能要求修改',
  accept: '需求不在制作中，无法验收',
  cancel: '已完成或已取消的需求不能取消',
  evaluate: '需求完成后才能评价',
};

/** Why this kind of person may not do it (HTTP 403). */
function forbiddenText(action: NeedAction, roles: readonly NeedActor[]): string {
  switch (action) {
    case 'create':
      return '只有需求方账号才能发布需求，请先切换为需求方身份';
    case 'approve':
    case 'reject':
      return '仅运营人员可以审核需求';
    case 'bid':
    case 'withdrawBid':
      return roles.includes('owner')
        ? '不能投标自己发布的需求'
        : '只有建模服务方（个人建模师、建模工作室、建模服务企业）才能投标，请先切换为服务方身份';
    case 'deliver':
      return '只有中标的建模师才能提交交付';
    case 'evaluate':
      return '只有需求方和中标的建模师才能评价';
    case 'cancel':
      return '只有需求发布者才能取消该需求';
    case 'edit':
    case 'choose':
    case 'requestChange':
    case 'accept':
      return '只能操作自己发布的需求';
  }
}

/**
 * The status after `action`, or an AppError: 403 when these roles may never do it (checked first, so
 * an outsider learns nothing about the demand's status), 409 when the demand is not in a status that allows it.
 */
export function transition(from: From, action: NeedAction, roles: readonly NeedActor[]): NeedStateValue {
  const arrows = TRANSITIONS[action];
  const anywhere = Object.values(arrows).some((a) => a.by.some((r) => roles.includes(r)));
  if (!anywhere) throw errors.forbidden(forbiddenText(action, roles));
  const arrow = arrows[from];
  if (!arrow) {
    throw new AppError('conflict', `${STATE_RULES[action]}（当前状态：${statusText(from)}）`);
  }
  if (!arrow.by.some((r) => roles.includes(r))) {
    // The chosen modeller may cancel only while in production; say so plainly.
    if (action === 'cancel' && roles.includes('modeller')) {
      throw new AppError('conflict', `建模师只能在制作中取消需求（当前状态：${statusText(from)}）`);
    }
    throw errors.forbidden(forbiddenText(action, roles));
  }
  return arrow.to;
}
