import { z } from 'zod';

/**
 * Escrow of a demand (赏金托管), issue 19. When the buyer chooses a bid the demand waits for the bid's price to be
 * held by the platform; it goes into production only once held. Acceptance releases it to the modeller less the
 * platform fee; a cancellation refunds it by the rules of apps/server/src/modules/demand/escrow.ts.
 */
export const ESCROW_STATES = ['awaiting', 'held', 'released', 'refunded', 'split'] as const;
export type EscrowStateValue = (typeof ESCROW_STATES)[number];
export const ESCROW_STATE_LABELS: Record<EscrowStateValue, string> = {
  awaiting: '待托管',
  held: '托管中',
  released: '已支付给建模师',
  refunded: '已退还需求方',
  split: '已按运营裁决分配',
};

/** coin: from the buyer's coin balance; order: paid directly (WeChat Pay, Alipay) through an escrow order. */
export const ESCROW_PAY_TYPES = ['coin', 'order'] as const;
export type EscrowPayType = (typeof ESCROW_PAY_TYPES)[number];
export const ESCROW_PAY_TYPE_LABELS: Record<EscrowPayType, string> = { coin: '金币支付', order: '在线支付' };

/** Amounts in fen, each with its text. Shown to the buyer, the chosen modeller and operators. */
export const escrowView = z.object({
  status: z.enum(ESCROW_STATES),
  statusText: z.string(),
  amount: z.number(),
  amountText: z.string(),
  payType: z.enum(ESCROW_PAY_TYPES).nullable(),
  payTypeText: z.string().nullable(),
  /** The platform fee rate in percent (config), and once released: the fee kept, what the modeller got. */
  feePercent: z.number(),
  fee: z.number().nullable(),
  payout: z.number().nullable(),
  /** What went back to the buyer (cancellation). */
  refund: z.number().nullable(),
  fundedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
});
export type EscrowView = z.infer<typeof escrowView>;

export const DISPUTE_PARTIES = ['buyer', 'modeller'] as const;
export const disputeView = z.object({
  /** Who asked for the cancellation. */
  openedBy: z.enum(DISPUTE_PARTIES),
  buyerReason: z.string().nullable(),
  buyerReasonAt: z.string().nullable(),
  modellerReason: z.string().nullable(),
  modellerReasonAt: z.string().nullable(),
  decided: z.boolean(),
  /** The operator's decision: fen back to the buyer (the rest goes to the modeller less the fee) and why. */
  refund: z.number().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type DisputeView = z.infer<typeof disputeView>;
