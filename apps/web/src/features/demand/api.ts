/**
 * Modelling demands and bids (issue 5): the calls of apps/server/src/modules/need/routes.ts, the order
 * messages of modules/message, and file uploads (common/file/upload). Types come from the shared zod schemas.
 */
import {
  type BidInput,
  type BidView,
  type CreateNeedInput,
  messageCalls,
  type NeedCountData,
  type NeedDetail,
  type NeedOkResult,
  type NeedSort,
  type NeedSummary,
  type ServerInfo,
  type ServerItem,
  type ServerProfileInput,
  type UpdateNeedInput,
  type UploadedFile,
} from '@moxing/shared';
import { handleAuthFailure } from '../../stores/auth';
import { session } from '../../stores/session';
import { API_BASE, ApiError, callApi, http, reportError, type RequestOptions } from '../../api/client';

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface MyBidItem {
  need: NeedSummary;
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
export interface DemandFilters {
  serviceType?: string;
  trade?: string;
  budget?: number;
  status?: number;
  keyword?: string;
  sort?: NeedSort;
  pageNum?: number;
  pageSize?: number;
}

export interface ProviderFilters {
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
  servers: (filters: ProviderFilters) => ['need', 'servers', filters] as const,
  server: (userId: number) => ['need', 'server', userId] as const,
  featured: (kind: string, limit: number) => ['need', 'servers', 'featured', kind, limit] as const,
  review: (status: number, paging: Paging) => ['need', 'review', status, paging] as const,
  reviews: () => ['need', 'review'] as const,
};

export const demandMessageKeys = {
  all: ['message'] as const,
  unread: () => ['message', 'unread'] as const,
  orderList: (pageSize: number) => ['message', 'list', 2, pageSize] as const,
};

export const demandApi = {
  tradeTypes: (options?: Quiet) => http.get<TradeTypeInfo>('show/getTradeType', undefined, options),
  list: (filters: DemandFilters, options?: Quiet) => http.get<Page<NeedSummary>>('need/getList', { ...filters }, options),
  detail: (code: string, options?: Quiet) => http.get<NeedDetail>('need/getNeed', { code }, options),
  bidList: (code: string, paging: Paging = {}, options?: Quiet) =>
    http.get<Page<BidView>>('need/getBidList', { code, pageSize: 100, ...paging }, options),
  myBid: (code: string, options?: Quiet) => http.get<BidView | null>('need/getBidVoByUser', { code }, options),
  counts: (options?: Quiet) => http.get<NeedCountData>('need/getUserNeedCountData', undefined, options),
  myDemands: (status: number | undefined, paging: Paging, options?: Quiet) =>
    http.get<Page<NeedSummary>>('user/getUserNeedInfo', { status, ...paging }, options),
  myBids: (filter: { bidStatus?: number; status?: number }, paging: Paging, options?: Quiet) =>
    http.get<Page<MyBidItem>>('user/getJmsNeedInfo', { ...filter, ...paging }, options),

  create: (body: CreateNeedInput, options?: Quiet) => http.postJson<NeedDetail>('need/create', body, options),
  update: (body: UpdateNeedInput, options?: Quiet) => http.postJson<NeedDetail>('need/update', body, options),
  cancel: (code: string, reason: string | undefined, options?: Quiet) =>
    http.postForm<NeedOkResult>('need/cancel', { code, reason }, options),

  bid: (body: BidInput, options?: Quiet) => http.postJson<BidView>('need/needBid', body, options),
  withdrawBid: (code: string, options?: Quiet) => http.postForm<BidView>('need/cancelBid', { code }, options),
  chooseBid: (code: string, bidCode: string, options?: Quiet) =>
    http.postForm<NeedOkResult>('need/chooseBid', { code, bidCode }, options),

  deliver: (body: DeliverInput, options?: Quiet) => http.postJson<NeedDetail>('need/deliver', body, options),
  requestChange: (code: string, reason: string, options?: Quiet) =>
    http.postForm<NeedOkResult>('need/requestChange', { code, reason }, options),
  finish: (code: string, options?: Quiet) => http.postForm<NeedOkResult>('need/finishNeed', { code }, options),
  score: (body: { code: string; score: number; comment?: string }, options?: Quiet) =>
    http.postForm<NeedOkResult>('need/userScore', body, options),

  servers: (filters: ProviderFilters, options?: Quiet) => http.get<Page<ServerItem>>('need/serverList', { ...filters }, options),
  server: (userId: number, options?: Quiet) => http.get<ServerInfo>('need/serverInfo', { userId }, options),
  featured: (kind: 'recommended' | 'newest', limit: number, options?: Quiet) =>
    http.get<ServerItem[]>(kind === 'recommended' ? 'home/getIndexJmsList' : 'home/getNewJmsList', { limit }, options),
  saveProviderProfile: (body: ServerProfileInput, options?: Quiet) =>
    http.postJson<ServerInfo>('need/serverProfile/save', body, options),

  reviewList: (status: number, paging: Paging, options?: Quiet) =>
    http.get<Page<NeedSummary>>('need/admin/reviewList', { status, ...paging }, options),
  approve: (code: string, options?: Quiet) => http.postForm<NeedOkResult>('need/admin/approve', { code }, options),
  reject: (code: string, reason: string, options?: Quiet) =>
    http.postForm<NeedOkResult>('need/admin/reject', { code, reason }, options),
};

/** Order messages (type 2) of modules/message: what tells buyers and modellers that something happened. */
export const demandMessageApi = {
  unread: (options?: Quiet) => callApi(messageCalls.unread, {}, options),
  list: (pageSize: number, options?: Quiet) => callApi(messageCalls.list, { query: { messageType: 2, pageSize } }, options),
  markRead: (ids: number[]) => callApi(messageCalls.markRead, { body: { ids } }),
  markAllRead: () => callApi(messageCalls.markAllRead, { body: { messageType: 2 } }),
};

export const UPLOAD_NETWORK_TEXT = '上传失败，网络连接中断，请重新登录后再试';

/**
 * POST common/file/upload (multipart field `file`, header `token`) with progress. Failures go through the
 * client's error catalogue; a network error while uploading logs out and asks to log in again (SPEC.md section 8).
 */
export function uploadFile(
  file: File,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal; silent?: boolean } = {},
): Promise<UploadedFile> {
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}common/file/upload`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = session.get().token;
    if (token) xhr.setRequestHeader('token', token);
    const fail = (error: ApiError) => {
      reportError(error, { silent: options.silent });
      reject(error);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let envelope: {
        code?: string | number;
        data?: UploadedFile;
        errorMsg?: string;
        msg?: string;
        fields?: Record<string, string>;
      };
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        fail(new ApiError('api', String(xhr.status), `上传失败（HTTP ${xhr.status}），请稍后再试`, undefined, xhr.status));
        return;
      }
      if (String(envelope.code) === '200' && envelope.data) {
        options.onProgress?.(100);
        resolve(envelope.data);
        return;
      }
      fail(
        new ApiError(
          'api',
          String(envelope.code ?? xhr.status),
          envelope.errorMsg || envelope.msg || '上传失败，请稍后再试',
          envelope.fields,
          xhr.status,
        ),
      );
    };
    xhr.onerror = () => {
      const error = new ApiError('network', 'network', UPLOAD_NETWORK_TEXT);
      reportError(error);
      if (session.isLoggedIn()) handleAuthFailure();
      reject(error);
    };
    xhr.onabort = () => reject(new ApiError('aborted', 'aborted', '上传已取消'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
