/**
 * Modelling demands and bids (issue 5): the calls of apps/server/src/modules/need/routes.ts, the order
 * messages of modules/message. Types come from the shared zod schemas.
 */
import {
  type BidInput,
  type BidView,
  type CreateDemandInput,
  messageCalls,
  type DemandCountData,
  type DemandDetail,
  type DemandOkResult,
  type DemandSort,
  type DemandSummary,
  type ProviderInfo,
  type ProviderItem,
  type ProviderProfileInput,
  type UpdateDemandInput,
} from '@moxing/shared';
import { callApi, http, type RequestOptions } from './client';

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface MyBidItem {
  need: DemandSummary;
  bid: BidView;
}

export interface TradeTypeInfo {
  serviceTypes: string[];
  trades: string[];
  budgetOptions: { value: number; label: string }[];
  statuses: { value: number; label: string }[];
  contactTypes: { value: string; label: string }[];
  imageKinds: string[];
  attachmentKinds: string[];
  limits: { images: number; attachments: number; deliveryFiles: number };
}

/** Filters of the public demand hall (/need); empty values are left out of the query. */
export interface NeedFilters {
  serviceType?: string;
  trade?: string;
  budget?: number;
  status?: number;
  keyword?: string;
  sort?: DemandSort;
  pageNum?: number;
  pageSize?: number;
}

export interface ServerFilters {
  serviceType?: string;
  trade?: string;
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
export const needKeys = {
  all: ['need'] as const,
  tradeTypes: () => ['need', 'tradeTypes'] as const,
  lists: () => ['need', 'list'] as const,
  list: (filters: NeedFilters) => ['need', 'list', filters] as const,
  details: () => ['need', 'detail'] as const,
  detail: (code: string) => ['need', 'detail', code] as const,
  bids: (code: string) => ['need', 'bids', code] as const,
  mine: () => ['need', 'mine'] as const,
  myNeeds: (status: number | undefined, paging: Paging) => ['need', 'mine', 'needs', status ?? 'all', paging] as const,
  myBids: (filter: { bidStatus?: number; status?: number }, paging: Paging) => ['need', 'mine', 'bids', filter, paging] as const,
  counts: () => ['need', 'mine', 'counts'] as const,
  servers: (filters: ServerFilters) => ['need', 'servers', filters] as const,
  server: (userId: number) => ['need', 'server', userId] as const,
  featured: (kind: string, limit: number) => ['need', 'servers', 'featured', kind, limit] as const,
  review: (status: number, paging: Paging) => ['need', 'review', status, paging] as const,
  reviews: () => ['need', 'review'] as const,
};

export const orderMessageKeys = {
  all: ['message'] as const,
  unread: () => ['message', 'unread'] as const,
  orderList: (pageSize: number) => ['message', 'list', 2, pageSize] as const,
};

export const needApi = {
  tradeTypes: (options?: Quiet) => http.get<TradeTypeInfo>('show/getTradeType', undefined, options),
  list: (filters: NeedFilters, options?: Quiet) => http.get<Page<DemandSummary>>('need/getList', { ...filters }, options),
  detail: (code: string, options?: Quiet) => http.get<DemandDetail>('need/getNeed', { code }, options),
  bidList: (code: string, paging: Paging = {}, options?: Quiet) =>
    http.get<Page<BidView>>('need/getBidList', { code, pageSize: 100, ...paging }, options),
  myBid: (code: string, options?: Quiet) => http.get<BidView | null>('need/getBidVoByUser', { code }, options),
  counts: (options?: Quiet) => http.get<DemandCountData>('need/getUserNeedCountData', undefined, options),
  myNeeds: (status: number | undefined, paging: Paging, options?: Quiet) =>
    http.get<Page<DemandSummary>>('user/getUserNeedInfo', { status, ...paging }, options),
  myBids: (filter: { bidStatus?: number; status?: number }, paging: Paging, options?: Quiet) =>
    http.get<Page<MyBidItem>>('user/getJmsNeedInfo', { ...filter, ...paging }, options),

  create: (body: CreateDemandInput, options?: Quiet) => http.postJson<DemandDetail>('need/create', body, options),
  update: (body: UpdateDemandInput, options?: Quiet) => http.postJson<DemandDetail>('need/update', body, options),
  cancel: (code: string, reason: string | undefined, options?: Quiet) =>
    http.postForm<DemandOkResult>('need/cancel', { code, reason }, options),

  bid: (body: BidInput, options?: Quiet) => http.postJson<BidView>('need/needBid', body, options),
  withdrawBid: (code: string, options?: Quiet) => http.postForm<BidView>('need/cancelBid', { code }, options),
  chooseBid: (code: string, bidCode: string, options?: Quiet) =>
    http.postForm<DemandOkResult>('need/chooseBid', { code, bidCode }, options),

  deliver: (body: DeliverInput, options?: Quiet) => http.postJson<DemandDetail>('need/deliver', body, options),
  requestChange: (code: string, reason: string, options?: Quiet) =>
    http.postForm<DemandOkResult>('need/requestChange', { code, reason }, options),
  finish: (code: string, options?: Quiet) => http.postForm<DemandOkResult>('need/finishNeed', { code }, options),
  score: (body: { code: string; score: number; comment?: string }, options?: Quiet) =>
    http.postForm<DemandOkResult>('need/userScore', body, options),

  servers: (filters: ServerFilters, options?: Quiet) => http.get<Page<ProviderItem>>('need/serverList', { ...filters }, options),
  server: (userId: number, options?: Quiet) => http.get<ProviderInfo>('need/serverInfo', { userId }, options),
  featured: (kind: 'recommended' | 'newest', limit: number, options?: Quiet) =>
    http.get<ProviderItem[]>(kind === 'recommended' ? 'home/getIndexJmsList' : 'home/getNewJmsList', { limit }, options),
  saveServerProfile: (body: ProviderProfileInput, options?: Quiet) =>
    http.postJson<ProviderInfo>('need/serverProfile/save', body, options),

  reviewList: (status: number, paging: Paging, options?: Quiet) =>
    http.get<Page<DemandSummary>>('need/admin/reviewList', { status, ...paging }, options),
  approve: (code: string, options?: Quiet) => http.postForm<DemandOkResult>('need/admin/approve', { code }, options),
  reject: (code: string, reason: string, options?: Quiet) =>
    http.postForm<DemandOkResult>('need/admin/reject', { code, reason }, options),
};

/** Order messages (type 2) of modules/message: what tells buyers and modellers that something happened. */
export const orderMessageApi = {
  unread: (options?: Quiet) => callApi(messageCalls.unread, {}, options),
  list: (pageSize: number, options?: Quiet) => callApi(messageCalls.list, { query: { messageType: 2, pageSize } }, options),
  markRead: (ids: number[]) => callApi(messageCalls.markRead, { body: { ids } }),
  markAllRead: () => callApi(messageCalls.markAllRead, { body: { messageType: 2 } }),
};
