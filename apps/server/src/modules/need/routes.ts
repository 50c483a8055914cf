import { demandCalls as calls, providerCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { NeedService } from './service.js';

/** The calls of the "demands" group of spec/api-calls.txt, the home and directory calls, and the operator's review. */
export function needRoutes(needs: NeedService): AnyRoute[] {
  return [
    implement(calls.options, () => needs.tradeTypes()),
    implement(calls.list, ({ query }) => needs.publicList(query)),
    implement(calls.homeList, ({ query }) => needs.homeList(query)),
    implement(calls.detail, ({ query, user }) => needs.detail(user, query.code)),
    implement(calls.bids, ({ query, user }) => needs.bidList(user, query.code, query)),
    implement(calls.myBid, ({ query, user }) => needs.myBid(user, query.code)),
    implement(calls.counts, ({ user }) => needs.countData(user)),
    implement(calls.mine, ({ query, user }) => needs.myNeeds(user, query)),
    implement(calls.myBids, ({ query, user }) => needs.myBids(user, query)),

    implement(calls.create, ({ body, user }) => needs.create(user, body)),
    implement(calls.update, ({ body, user }) => needs.update(user, body)),
    implement(calls.cancel, ({ body, user }) => needs.cancel(user, body.code, body.reason || undefined)),

    implement(calls.bid, ({ body, user }) => needs.bid(user, body)),
    implement(calls.withdrawBid, ({ body, user }) => needs.withdrawBid(user, body.code)),
    implement(calls.chooseBid, ({ body, user }) => needs.chooseBid(user, body.code, body.bidCode)),

    implement(calls.deliver, ({ body, user }) => needs.deliver(user, body)),
    implement(calls.requestChange, ({ body, user }) => needs.requestChange(user, body.code, body.reason)),
    implement(calls.accept, ({ body, user }) => needs.finish(user, body.code)),
    implement(calls.evaluate, ({ body, user }) => needs.evaluate(user, body.code, body.score, body.comment)),

    implement(providerCalls.list, ({ query }) => needs.serverList(query)),
    implement(providerCalls.detail, ({ query }) => needs.serverInfo(query.userId)),
    implement(providerCalls.saveProfile, ({ body, user }) => needs.saveServerProfile(user, body)),
    implement(providerCalls.recommended, ({ query }) => needs.featuredServers('recommended', query.limit)),
    implement(providerCalls.newest, ({ query }) => needs.featuredServers('newest', query.limit)),

    implement(calls.reviewList, ({ query, user }) => needs.reviewList(user, query)),
    implement(calls.approve, ({ user, body }) => needs.review(user, body.code, { approve: true })),
    implement(calls.reject, ({ user, body }) => needs.review(user, body.code, { approve: false, reason: body.reason })),
  ];
}
