import { okResult } from '../demands.js';
import {
  decideDisputeBody,
  disputeBody,
  disputePage,
  disputeQueueQuery,
  disputeReplyBody,
  fundEscrowBody,
  fundResult,
} from '../escrowRequests.js';
import { call } from './call.js';

const TAG = '建模交易';
const ADMIN_TAG = '运营：需求纠纷';

/** A demand's escrow (赏金托管) and cancellation disputes, issue 19. Rules: apps/server/src/modules/demand/escrow.ts. */
export const escrowCalls = {
  fund: call({
    method: 'POST',
    path: 'need/escrow/fund',
    summary:
      '托管赏金（需求发布者）：选定投标后把报价金额交给平台托管；金币支付立即生效，需求进入制作中；在线支付返回托管订单号，支付成功后进入制作中',
    tag: TAG,
    auth: 'user',
    bodyType: 'form',
    body: fundEscrowBody,
    response: fundResult,
  }),
  dispute: call({
    method: 'POST',
    path: 'need/dispute/open',
    summary: '申请取消已交付的需求（需求方或中标建模师，须填写原因）：需求进入纠纷处理，托管赏金由运营裁决',
    tag: TAG,
    auth: 'user',
    bodyType: 'form',
    body: disputeBody,
    response: okResult,
  }),
  respond: call({
    method: 'POST',
    path: 'need/dispute/respond',
    summary: '纠纷中另一方提交自己的说明（每方一次），供运营裁决参考',
    tag: TAG,
    auth: 'user',
    bodyType: 'form',
    body: disputeReplyBody,
    response: okResult,
  }),
  queue: call({
    method: 'GET',
    path: 'need/admin/disputes',
    summary: '需求纠纷队列（运营）：待裁决（默认）或已裁决的取消申请，含双方理由与托管金额',
    tag: ADMIN_TAG,
    auth: 'operator',
    query: disputeQueueQuery,
    response: disputePage,
  }),
  decide: call({
    method: 'POST',
    path: 'need/admin/decideDispute',
    summary: '裁决纠纷（运营）：指定退还需求方的金额（分），其余扣除平台服务费后支付给建模师，需求取消，双方收到通知',
    tag: ADMIN_TAG,
    auth: 'operator',
    bodyType: 'form',
    body: decideDisputeBody,
    response: okResult,
  }),
};
