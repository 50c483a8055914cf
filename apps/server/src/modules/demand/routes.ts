import { demandCalls as calls, escrowCalls, providerCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { BidService } from './bids.js';
import type { DeliveryService } from './deliveries.js';
import type { EscrowService } from './escrow.js';
import type { ProviderService } from './providers.js';
import type { DemandService } from './service.js';

export interface DemandServices {
  demands: DemandService;
  bids: BidService;
  deliveries: DeliveryService;
  escrow: EscrowService;
  providers: ProviderService;
}

/**
 * The calls of the "demands" group of spec/api-calls.txt, the home and directory calls, the escrow and its disputes,
 * and the operator's review and dispute queue.
 */
export function demandRoutes({ demands, bids, deliveries, escrow, providers }: DemandServices): AnyRoute[] {
  return [
    implement(calls.options, () => demands.options()),
    implement(calls.list, ({ query }) => demands.publicList(query)),
    implement(calls.homeList, ({ query }) => demands.homeList(query)),
    implement(calls.detail, ({ query, user }) => demands.detail(user, query.code)),
    implement(calls.bids, ({ query, user }) => bids.list(user, query.code, query)),
    implement(calls.myBid, ({ query, user }) => bids.myBid(user, query.code)),
    implement(calls.counts, ({ user }) => demands.counts(user)),
    implement(calls.mine, ({ query, user }) => demands.mine(user, query)),
    implement(calls.myBids, ({ query, user }) => bids.myBids(user, query)),

    implement(calls.create, ({ body, user }) => demands.create(user, body)),
    implement(calls.update, ({ body, user }) => demands.update(user, body)),
    implement(calls.cancel, ({ body, user }) => escrow.cancel(user, body.code, body.reason || undefined)),

    implement(calls.bid, ({ body, user }) => bids.bid(user, body)),
    implement(calls.withdrawBid, ({ body, user }) => bids.withdrawBid(user, body.code)),
    implement(calls.chooseBid, ({ body, user }) => bids.chooseBid(user, body.code, body.bidCode)),

    implement(escrowCalls.fund, ({ body, user }) => escrow.fund(user, body.code, body.payType)),
    implement(escrowCalls.dispute, ({ body, user }) => escrow.openDispute(user, body.code, body.reason)),
    implement(escrowCalls.respond, ({ body, user }) => escrow.respond(user, body.code, body.reason)),

    implement(calls.deliver, ({ body, user }) => deliveries.deliver(user, body)),
    implement(calls.requestChange, ({ body, user }) => deliveries.requestChange(user, body.code, body.reason)),
    implement(calls.accept, ({ body, user }) => deliveries.accept(user, body.code)),
    implement(calls.evaluate, ({ body, user }) => deliveries.evaluate(user, body.code, body.score, body.comment)),

    implement(providerCalls.list, ({ query }) => providers.list(query)),
    implement(providerCalls.detail, ({ query }) => providers.detail(query.userId)),
    implement(providerCalls.saveProfile, ({ body, user }) => providers.saveProfile(user, body)),
    implement(providerCalls.recommended, ({ query }) => providers.featured('recommended', query.limit)),
    implement(providerCalls.newest, ({ query }) => providers.featured('newest', query.limit)),

    implement(calls.reviewList, ({ query, user }) => demands.reviewList(user, query)),
    implement(calls.approve, ({ user, body }) => demands.review(user, body.code, { approve: true })),
    implement(calls.reject, ({ user, body }) => demands.review(user, body.code, { approve: false, reason: body.reason })),
    implement(escrowCalls.queue, ({ query }) => escrow.queue(query)),
    implement(escrowCalls.decide, ({ user, body }) => escrow.decide(user, body.code, body.refund, body.note)),
  ];
}
