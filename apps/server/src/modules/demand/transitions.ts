import {
  BID_STATUS_LABELS,
  BidStatus,
  DEMAND_ACTIONS,
  DEMAND_STATUS_LABELS,
  DemandState,
  type BidStatusValue,
  type DemandAction,
  type DemandStateValue,
} from '@moxing/shared';
import { AppError, errors } from '../../platform/errors.js';

/**
 * The demand state machine: every status change and every action that needs a particular status goes
 * through `transition`, which answers the next status or refuses in Chinese.
 */
export type TransitionAction = 'create' | DemandAction;

/**
 * Who is acting, seen from the demand: its owner (the buyer), the chosen modeller, an operator, a
 * service-side user (types 2, 3, 4) who does not own it, or (for creating) a demand-side user (types 0, 1, 6).
 * A user may hold several roles.
 */
export type DemandActor = 'owner' | 'modeller' | 'operator' | 'service' | 'demand';

/** The pseudo-status of a demand that does not exist yet. */
export const NEW = 'new';
type From = DemandStateValue | typeof NEW;

const {
  pendingReview: P,
  rejected: R,
  bidding: B,
  awaitingEscrow: A,
  inProduction: I,
  disputed: D,
  completed: C,
  cancelled: X,
} = DemandState;

type Arrow = { to: DemandStateValue; by: readonly DemandActor[] };

/** The arrows. Anything not listed is forbidden. */
export const TRANSITIONS: Record<TransitionAction, Partial<Record<From, Arrow>>> = {
  create: { [NEW]: { to: P, by: ['demand'] } },
  approve: { [P]: { to: B, by: ['operator'] } },
  reject: { [P]: { to: R, by: ['operator'] } },
  // Editing keeps a demand in review; fixing a rejected one sends it back to review.
  edit: { [P]: { to: P, by: ['owner'] }, [R]: { to: P, by: ['owner'] } },
  bid: { [B]: { to: B, by: ['service'] } },
  withdrawBid: { [B]: { to: B, by: ['service'] } },
  // Choosing a bid asks the buyer to put its price in escrow; production starts when it is held (escrow.ts).
  choose: { [B]: { to: A, by: ['owner'] } },
  fund: { [A]: { to: I, by: ['owner'] } },
  deliver: { [I]: { to: I, by: ['modeller'] } },
  requestChange: { [I]: { to: I, by: ['owner'] } },
  accept: { [I]: { to: C, by: ['owner'] } },
  cancel: {
    [P]: { to: X, by: ['owner', 'operator'] },
    [R]: { to: X, by: ['owner', 'operator'] },
    [B]: { to: X, by: ['owner', 'operator'] },
    [A]: { to: X, by: ['owner', 'operator'] },
    // Before any delivery only (a fact rule); the escrow goes back to the buyer in full.
    [I]: { to: X, by: ['owner', 'modeller', 'operator'] },
  },
  // After a delivery, cancelling is a dispute: both sides give their reasons and an operator splits the escrow.
  dispute: { [I]: { to: D, by: ['owner', 'modeller'] } },
  respondDispute: { [D]: { to: D, by: ['owner', 'modeller'] } },
  decideDispute: { [D]: { to: X, by: ['operator'] } },
  evaluate: { [C]: { to: C, by: ['owner', 'modeller'] } },
};

export const TRANSITION_ACTIONS = Object.keys(TRANSITIONS) as TransitionAction[];

export const ACTION_LABELS: Record<TransitionAction, string> = {
  create: '发布需求',
  approve: '审核通过',
  reject: '审核驳回',
  edit: '修改并提交审核',
  bid: '投标',
  withdrawBid: '撤回投标',
  choose: '选择服务商',
  fund: '托管赏金',
  deliver: '提交交付',
  requestChange: '要求修改',
  accept: '验收通过',
  cancel: '取消需求',
  dispute: '申请取消（运营裁决）',
  respondDispute: '提交纠纷说明',
  decideDispute: '裁决纠纷',
  evaluate: '评价',
};

const statusText = (s: From) => (s === NEW ? '未发布' : DEMAND_STATUS_LABELS[s]);

/** What the action requires, said to the person refused because the demand is in another status. */
const STATE_RULES: Record<TransitionAction, string> = {
  create: '需求已存在',
  approve: '只有待审核的需求才能审核',
  reject: '只有待审核的需求才能驳回',
  edit: '只有待审核或审核未通过的需求才能修改',
  bid: '该需求不在竞标中，无法投标',
  withdrawBid: '需求已不在竞标中，投标不能撤回',
  choose: '该需求已不在竞标中，不能再选择服务商',
  fund: '只有待托管赏金的需求才能托管',
  deliver: '只有制作中的需求才能提交交付',
  requestChange: '只有制作中的需求才能要求修改',
  accept: '需求不在制作中，无法验收',
  cancel: '已完成、已取消或纠纷处理中的需求不能取消',
  dispute: '只有制作中的需求才能申请取消',
  respondDispute: '需求不在纠纷处理中',
  decideDispute: '需求不在纠纷处理中，无需裁决',
  evaluate: '需求完成后才能评价',
};

/** Why this kind of person may not do it (HTTP 403). */
function forbiddenText(action: TransitionAction, roles: readonly DemandActor[]): string {
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
    case 'dispute':
    case 'respondDispute':
      return '只有需求方和中标的建模师才能申请取消或提交纠纷说明';
    case 'decideDispute':
      return '仅运营人员可以裁决纠纷';
    case 'cancel':
      return '只有需求发布者才能取消该需求';
    case 'edit':
    case 'choose':
    case 'fund':
    case 'requestChange':
    case 'accept':
      return '只能操作自己发布的需求';
  }
}

/**
 * The status after `action`, or an AppError: 403 when these roles may never do it (checked first, so
 * an outsider learns nothing about the demand's status), 409 when the demand is not in a status that allows it.
 */
export function transition(from: From, action: TransitionAction, roles: readonly DemandActor[]): DemandStateValue {
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

/** Whether these roles may do `action` on a demand in status `from`, by the arrows of TRANSITIONS. */
function permits(from: DemandStateValue, action: TransitionAction, roles: readonly DemandActor[]): boolean {
  return TRANSITIONS[action][from]?.by.some((r) => roles.includes(r)) ?? false;
}

/** What the service checks besides the status and the roles, seen from one user and one demand. */
export interface DemandFacts {
  /** The deadline has passed: no more bids. */
  expired: boolean;
  /** The status of the user's own bid on the demand; null when they never bid. */
  ownBid: BidStatusValue | null;
  /** The status of the bid to choose; for the demand as a whole, active when it has an active bid, else null. */
  candidate: BidStatusValue | null;
  /** A delivery waits for the buyer to accept it or ask for changes. */
  pendingDelivery: boolean;
  /** The user has evaluated the demand. */
  evaluated: boolean;
  /** The chosen modeller has delivered at least once (cancelling then needs an operator's decision). */
  delivered: boolean;
  /** In a dispute: the user's side has given its reason. */
  disputeReplied: boolean;
}

/** The facts each action depends on. */
interface FactsOf {
  bid: Pick<DemandFacts, 'expired' | 'ownBid'>;
  withdrawBid: Pick<DemandFacts, 'ownBid'>;
  choose: Pick<DemandFacts, 'candidate'>;
  requestChange: Pick<DemandFacts, 'pendingDelivery'>;
  accept: Pick<DemandFacts, 'pendingDelivery'>;
  evaluate: Pick<DemandFacts, 'evaluated'>;
  cancel: Pick<DemandFacts, 'delivered'>;
  dispute: Pick<DemandFacts, 'delivered'>;
  respondDispute: Pick<DemandFacts, 'disputeReplied'>;
}

const bidLabel = (s: BidStatusValue) => BID_STATUS_LABELS[s];

/** The refusals that depend on facts, in the words and HTTP statuses the service answers them with. */
const FACT_RULES: { [A in keyof FactsOf]: (f: FactsOf[A]) => AppError | null } = {
  bid: (f) => {
    if (f.expired) return errors.conflict('需求已过截止日期，不能再投标');
    if (f.ownBid !== null && f.ownBid !== BidStatus.withdrawn) {
      return errors.conflict('您已投标该需求，不能重复投标；如需修改报价，请先撤回投标再重新投标');
    }
    return null;
  },
  withdrawBid: (f) => {
    if (f.ownBid === null) return errors.notFound('您尚未投标该需求');
    if (f.ownBid === BidStatus.withdrawn) return errors.conflict('该投标已撤回');
    if (f.ownBid !== BidStatus.active) return errors.conflict(`投标${bidLabel(f.ownBid)}，不能撤回`);
    return null;
  },
  choose: (f) => {
    if (f.candidate === null) return errors.notFound('投标不存在');
    if (f.candidate === BidStatus.withdrawn) return errors.conflict('该投标已被建模师撤回，不能选择');
    if (f.candidate !== BidStatus.active) return errors.conflict(`该投标${bidLabel(f.candidate)}，不能选择`);
    return null;
  },
  requestChange: (f) => (f.pendingDelivery ? null : errors.conflict('建模师还没有提交待验收的交付，暂时不能要求修改')),
  accept: (f) => (f.pendingDelivery ? null : errors.conflict('建模师尚未提交待验收的交付，暂时不能验收')),
  evaluate: (f) => (f.evaluated ? errors.conflict('您已评价过该需求，每个需求只能评价一次') : null),
  cancel: (f) =>
    f.delivered ? errors.conflict('建模师已提交交付，不能直接取消；请申请取消并说明原因，由运营裁决托管赏金的去向') : null,
  dispute: (f) => (f.delivered ? null : errors.conflict('建模师尚未提交交付，可以直接取消需求，托管赏金全额退还需求方')),
  respondDispute: (f) => (f.disputeReplied ? errors.conflict('您已提交过说明，请等待运营裁决') : null),
};
// Every rule reads a part of DemandFacts, so each accepts all of them.
const RULES: Partial<Record<TransitionAction, (f: DemandFacts) => AppError | null>> = FACT_RULES;

/** Throws the refusal of `action` these facts call for, if any; `transition` has allowed the status and roles. */
export function checkFacts<A extends keyof FactsOf>(action: A, facts: FactsOf[A]): void {
  const refusal = FACT_RULES[action](facts);
  if (refusal) throw refusal;
}

/**
 * The actions these roles may take now on a demand in `status`: the arrows of TRANSITIONS that the facts do not
 * refuse. Exactly what the service would accept (apart from what the request itself carries: files, reasons).
 */
export function allowedActions(status: DemandStateValue, roles: readonly DemandActor[], facts: DemandFacts): DemandAction[] {
  return DEMAND_ACTIONS.filter((a) => permits(status, a, roles) && !RULES[a]?.(facts));
}

/** Facts under which every fact-dependent action is refused: the base for asking about one bid or one delivery. */
const NO_FACTS: DemandFacts = {
  expired: true,
  ownBid: BidStatus.withdrawn,
  candidate: null,
  pendingDelivery: false,
  evaluated: true,
  delivered: true,
  disputeReplied: true,
};

/** The actions on one bid: the owner may choose it, its bidder withdraw it. */
export function bidActions(
  status: DemandStateValue,
  roles: readonly DemandActor[],
  bid: { status: BidStatusValue; mine: boolean },
): DemandAction[] {
  const facts = { ...NO_FACTS, candidate: bid.status, ownBid: bid.mine ? bid.status : NO_FACTS.ownBid };
  return allowedActions(status, roles, facts).filter((a) => a === 'choose' || a === 'withdrawBid');
}

/** The actions on one delivery: the owner accepts it or asks for changes while it is pending. */
export function deliveryActions(status: DemandStateValue, roles: readonly DemandActor[], pending: boolean): DemandAction[] {
  return allowedActions(status, roles, { ...NO_FACTS, pendingDelivery: pending }).filter(
    (a) => a === 'requestChange' || a === 'accept',
  );
}
