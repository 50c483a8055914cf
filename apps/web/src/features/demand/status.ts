/**
 * How a status is shown, looked up by its code (desktop and phone alike). These tables only decide display: which
 * sections a status has and their wording. What the viewer may do comes from the `actions` the server sends.
 */
import type { DeliveryView } from '@moxing/shared';

export interface DemandStatusView {
  /** Visible to everybody: the public page and its bids exist. */
  public: boolean;
  /** Open for bids: the time left is shown instead of the deadline date, and bids are listed. */
  bidding: boolean;
  /** In production: cancelling needs a reason, the modeller works on it. */
  production: boolean;
  /** Deliveries exist or may come. */
  deliveries: boolean;
  /** Progress steps: the step reached (null: the last one the timestamps show) and how it looks. */
  step: number | null;
  stepState: 'process' | 'error' | 'finish';
  reviewStep: string;
  lastStep: string;
  /** Refused in review: the reason is shown and an edit resubmits it. */
  rejected: boolean;
  /** The owner's edit button, and its wording in the lists (none: no edit link there). */
  editLabel: string;
  listEditLabel: string | null;
  /** The owner's and the chosen modeller's link to the demand in the lists. */
  ownerLinkLabel: string;
  modellerLinkLabel: string;
}

const BASE: DemandStatusView = {
  public: false,
  bidding: false,
  production: false,
  deliveries: false,
  step: 1,
  stepState: 'process',
  reviewStep: '运营审核',
  lastStep: '验收完成',
  rejected: false,
  editLabel: '修改需求',
  listEditLabel: null,
  ownerLinkLabel: '管理',
  modellerLinkLabel: '查看',
};

const STATUS_VIEWS: Record<number, DemandStatusView> = {
  [-2]: BASE,
  [-1]: {
    ...BASE,
    stepState: 'error',
    reviewStep: '审核未通过',
    rejected: true,
    editLabel: '修改并重新提交',
    listEditLabel: '修改并重新提交',
  },
  0: { ...BASE, public: true, bidding: true, step: 2 },
  1: {
    ...BASE,
    public: true,
    production: true,
    deliveries: true,
    step: 3,
    ownerLinkLabel: '查看交付',
    modellerLinkLabel: '制作与交付',
  },
  2: {
    ...BASE,
    public: true,
    deliveries: true,
    step: 4,
    stepState: 'finish',
    ownerLinkLabel: '查看与评价',
    modellerLinkLabel: '查看与评价',
  },
  3: { ...BASE, step: null, stepState: 'error', lastStep: '已取消' },
  // A bid is chosen; production starts once the buyer's escrow is held.
  4: { ...BASE, public: true, step: 3, ownerLinkLabel: '托管赏金', modellerLinkLabel: '查看' },
  // A cancellation after a delivery, waiting for an operator's decision.
  5: {
    ...BASE,
    public: true,
    deliveries: true,
    step: 3,
    stepState: 'error',
    ownerLinkLabel: '查看纠纷',
    modellerLinkLabel: '查看纠纷',
  },
};

export function statusView(status: number): DemandStatusView {
  return STATUS_VIEWS[status] ?? BASE;
}

/** Delivery status: 0 waiting for the buyer, 1 accepted, 2 changes requested. */
const DELIVERY_WAITING: Record<number, boolean> = { 0: true, 1: false, 2: false };
export const DELIVERY_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'red' };
export const DELIVERY_PHONE_COLORS: Record<number, 'warning' | 'success' | 'danger'> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
};

/** A delivery waits for the buyer's acceptance. */
export function awaitingAcceptance(deliveries: readonly DeliveryView[]): boolean {
  return deliveries.some((d) => DELIVERY_WAITING[d.status] ?? false);
}

/** Bid status: 0 competing, 1 chosen (the work is the modeller's), 2 not chosen, 3 withdrawn, 4 demand cancelled. */
const BID_VIEWS: Record<number, { active: boolean; chosen: boolean }> = {
  0: { active: true, chosen: false },
  1: { active: false, chosen: true },
};
export function bidView(status: number | undefined): { active: boolean; chosen: boolean } {
  return (status === undefined ? undefined : BID_VIEWS[status]) ?? { active: false, chosen: false };
}
