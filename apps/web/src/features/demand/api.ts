/**
 * Modelling demands, bids and providers (issue 5): the calls of packages/shared/src/contract/demand.ts and
 * provider.ts, and the order messages of contract/message.ts.
 */
import {
  type BidInput,
  type CreateDemandInput,
  type DemandSort,
  type EscrowPayType,
  type ResultOf,
  type SERVICE_TYPES,
  type TRADES,
  type ProviderProfileInput,
  type UpdateDemandInput,
} from '@moxing/shared';
import { demandCalls, escrowCalls, messageCalls, providerCalls } from '@moxing/shared/calls';
import { callApi, type RequestOptions } from '../../api/client';

/** One row of user/getJmsNeedInfo: a demand I bid on, with my bid. */
export type MyBidItem = ResultOf<typeof demandCalls.myBids>['list'][number];

/** Filters of the public demand hall (/need); empty values are left out of the query. */
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type Trade = (typeof TRADES)[number];

export interface DemandFilters {
  serviceType?: ServiceType;
  trade?: Trade;
  budget?: number;
  status?: number;
  keyword?: string;
  sort?: DemandSort;
  pageNum?: number;
  pageSize?: number;
}

export interface ProviderFilters {
  serviceType?: ServiceType;
  trade?: Trade;
  keyword?: string;
  sort?: 'recommended' | 'completed' | 'score' | 'newest';
  pageNum?: number;
  pageSize?: number;
}

export interface Paging {
  pageNum?: number;
  pageSize?: number;
}

export interface DeliverInput {
  code: string;
  note?: string;
  fileIds: string[];
}

type Quiet = Pick<RequestOptions, 'silent' | 'signal'>;

/** Query keys: one factory for the resource, so every mutation invalidates exactly the lists it changes. */
export const demandKeys = {
  all: ['need'] as const,
  tradeTypes: () => ['need', 'tradeTypes'] as const,
  lists: () => ['need', 'list'] as const,
  list: (filters: DemandFilters) => ['need', 'list', filters] as const,
  details: () => ['need', 'detail'] as const,
  detail: (code: string) => ['need', 'detail', code] as const,
  bids: (code: string) => ['need', 'bids', code] as const,
  mine: () => ['need', 'mine'] as const,
  myDemands: (status: number | undefined, paging: Paging) => ['need', 'mine', 'needs', status ?? 'all', paging] as const,
  myBids: (filter: { bidStatus?: number; status?: number }, paging: Paging) => ['need', 'mine', 'bids', filter, paging] as const,
  counts: () => ['need', 'mine', 'counts'] as const,
  providerLists: () => ['need', 'servers'] as const,
  providers: (filters: ProviderFilters) => ['need', 'servers', filters] as const,
  providerDetails: () => ['need', 'server'] as const,
  provider: (userId: number) => ['need', 'server', userId] as const,
  featured: (kind: string, limit: number) => ['need', 'servers', 'featured', kind, limit] as const,
  review: (status: number, paging: Paging) => ['need', 'review', status, paging] as const,
  reviews: () => ['need', 'review'] as const,
  disputes: () => ['need', 'disputes'] as const,
  disputeQueue: (decided: boolean, paging: Paging) => ['need', 'disputes', decided, paging] as const,
};

export const demandMessageKeys = {
  all: ['message'] as const,
  unread: () => ['message', 'unread'] as const,
  orderList: (pageSize: number) => ['message', 'list', 2, pageSize] as const,
};

export const demandApi = {
  tradeTypes: (options?: Quiet) => callApi(demandCalls.options, {}, options),
  list: (filters: DemandFilters, options?: Quiet) => callApi(demandCalls.list, { query: filters }, options),
  detail: (code: string, options?: Quiet) => callApi(demandCalls.detail, { query: { code } }, options),
  bidList: (code: string, paging: Paging = {}, options?: Quiet) =>
    callApi(demandCalls.bids, { query: { code, pageSize: 100, ...paging } }, options),
  myBid: (code: string, options?: Quiet) => callApi(demandCalls.myBid, { query: { code } }, options),
  counts: (options?: Quiet) => callApi(demandCalls.counts, {}, options),
  myDemands: (status: number | undefined, paging: Paging, options?: Quiet) =>
    callApi(demandCalls.mine, { query: { status, ...paging } }, options),
  myBids: (filter: { bidStatus?: number; status?: number }, paging: Paging, options?: Quiet) =>
    callApi(demandCalls.myBids, { query: { ...filter, ...paging } }, options),

  create: (body: CreateDemandInput, options?: Quiet) => callApi(demandCalls.create, { body }, options),
  update: (body: UpdateDemandInput, options?: Quiet) => callApi(demandCalls.update, { body }, options),
  cancel: (code: string, reason: string | undefined, options?: Quiet) =>
    callApi(demandCalls.cancel, { body: { code, reason } }, options),

  bid: (body: BidInput, options?: Quiet) => callApi(demandCalls.bid, { body }, options),
  withdrawBid: (code: string, options?: Quiet) => callApi(demandCalls.withdrawBid, { body: { code } }, options),
  chooseBid: (code: string, bidCode: string, options?: Quiet) =>
    callApi(demandCalls.chooseBid, { body: { code, bidCode } }, options),

  deliver: (body: DeliverInput, options?: Quiet) => callApi(demandCalls.deliver, { body }, options),
  requestChange: (code: string, reason: string, options?: Quiet) =>
    callApi(demandCalls.requestChange, { body: { code, reason } }, options),
  finish: (code: string, options?: Quiet) => callApi(demandCalls.accept, { body: { code } }, options),
  score: (body: { code: string; score: number; comment?: string }, options?: Quiet) =>
    callApi(demandCalls.evaluate, { body }, options),

  providers: (filters: ProviderFilters, options?: Quiet) => callApi(providerCalls.list, { query: filters }, options),
  provider: (userId: number, options?: Quiet) => callApi(providerCalls.detail, { query: { userId } }, options),
  featured: (kind: 'recommended' | 'newest', limit: number, options?: Quiet) =>
    callApi(providerCalls[kind], { query: { limit } }, options),
  saveProviderProfile: (body: ProviderProfileInput, options?: Quiet) => callApi(providerCalls.saveProfile, { body }, options),

  reviewList: (status: number, paging: Paging, options?: Quiet) =>
    callApi(demandCalls.reviewList, { query: { status, ...paging } }, options),
  approve: (code: string, options?: Quiet) => callApi(demandCalls.approve, { body: { code } }, options),
  reject: (code: string, reason: string, options?: Quiet) => callApi(demandCalls.reject, { body: { code, reason } }, options),

  /**
   * The escrow (issue 19): the buyer funds it with coins, or opens an escrow order paid online; after a delivery either
   * side may ask an operator to decide.
   */
  fundEscrow: (code: string, payType: EscrowPayType, options?: Quiet) =>
    callApi(escrowCalls.fund, { body: { code, payType } }, options),
  openDispute: (code: string, reason: string, options?: Quiet) =>
    callApi(escrowCalls.dispute, { body: { code, reason } }, options),
  respondDispute: (code: string, reason: string, options?: Quiet) =>
    callApi(escrowCalls.respond, { body: { code, reason } }, options),
  disputeQueue: (decided: boolean, paging: Paging, options?: Quiet) =>
    callApi(escrowCalls.queue, { query: { decided, ...paging } }, options),
  decideDispute: (body: { code: string; refund: number; note: string }, options?: Quiet) =>
    callApi(escrowCalls.decide, { body }, options),
};

/** Order messages (type 2) of modules/message: what tells buyers and modellers that something happened. */
export const demandMessageApi = {
  unread: (options?: Quiet) => callApi(messageCalls.unread, {}, options),
  list: (pageSize: number, options?: Quiet) => callApi(messageCalls.list, { query: { messageType: 2, pageSize } }, options),
  markRead: (ids: number[]) => callApi(messageCalls.markRead, { body: { ids } }),
  markAllRead: () => callApi(messageCalls.markAllRead, { body: { messageType: 2 } }),
};
