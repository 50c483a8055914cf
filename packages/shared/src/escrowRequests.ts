import { z } from 'zod';
import { flagField, labelled, pageQuery } from './fields.js';
import { DEMAND_LIMITS, demandSummary, modellerBrief, publicCode } from './demands.js';
import { disputeView, ESCROW_PAY_TYPES, escrowView } from './escrow.js';

/** Requests about a demand's escrow and its disputes (issue 19), and the operator's queue of disputes. */
const needCode = () => publicCode('需求编号');
const reason = (label: string) =>
  labelled(
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(DEMAND_LIMITS.reasonMin, `${label}至少 ${DEMAND_LIMITS.reasonMin} 个字`)
      .max(DEMAND_LIMITS.reasonMax, `${label}最多 ${DEMAND_LIMITS.reasonMax} 个字`),
    label,
  );

export const fundEscrowBody = z.strictObject({
  code: needCode(),
  payType: labelled(z.enum(ESCROW_PAY_TYPES, { error: '支付方式只能是 coin（金币）或 order（在线支付）' }), '支付方式'),
});

export const disputeBody = z.strictObject({ code: needCode(), reason: reason('取消原因') });
export const disputeReplyBody = z.strictObject({ code: needCode(), reason: reason('说明') });
export const decideDisputeBody = z.strictObject({
  code: needCode(),
  refund: labelled(
    z.coerce.number({ error: '请填写退还需求方的金额' }).int('金额以分为单位，须为整数').min(0, '退还金额不能为负数'),
    '退还金额',
  ),
  note: reason('裁决说明'),
});

export const disputeQueueQuery = z.strictObject({
  ...pageQuery.shape,
  decided: flagField('是否已裁决').default(false),
});

export const disputeItem = z.object({
  need: demandSummary,
  modeller: modellerBrief.nullable(),
  escrow: escrowView,
  dispute: disputeView,
});
export const disputePage = z.object({
  list: z.array(disputeItem),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

/** The demand after funding; with payType order, the escrow order to pay (the demand moves when it is paid). */
export const fundResult = z.object({
  code: z.string(),
  status: z.number(),
  statusText: z.string(),
  orderNo: z.string().nullable(),
});
