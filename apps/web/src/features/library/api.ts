/**
 * Calls of the model library (catalogue, model page, likes, collections, comments, follows, the embed view,
 * downloads, image model pages), each a call of the contract (packages/shared/src/contract), and the query keys
 * of models, which the shelf (features/shelf) and model upload (components/upload/hooks.ts) share.
 */
import { hashPassword, type CallInput, type ResultOf, type ViewerSettings } from '@moxing/shared';
import {
  catalogueCalls,
  downloadCalls,
  embedCalls,
  imageModelCalls,
  modelPageCalls,
  shelfCalls,
  socialCalls,
} from '@moxing/shared/calls';
import { callApi, type CallOptions } from '../../api/client';

export type CollectResult = ResultOf<typeof socialCalls.collect>;
export type FollowResult = ResultOf<typeof socialCalls.follow>;

/** Filters of model/list (and home/getModelList, /search, /freeModel). */
export interface ModelListParams {
  pageNum?: number;
  pageSize?: number;
  keyword?: string;
  type?: string;
  trade?: string;
  price?: 'all' | 'free' | 'paid';
  format?: string;
  sort?: 'newest' | 'views' | 'collects' | 'relevance';
}

export type ModelInfoPatch = Omit<CallInput<typeof shelfCalls.updateInfo>['body'], 'password'> & {
  /** plain text here; hashed before sending; null clears the password */
  plainPassword?: string | null;
};

type Quiet = Pick<CallOptions, 'silent' | 'signal'>;

export const modelApi = {
  // --- browsing ---
  list: (params: ModelListParams, options?: Quiet) => callApi(catalogueCalls.list, { query: params }, options),
  homeList: (params: ModelListParams, options?: Quiet) => callApi(catalogueCalls.homeList, { query: params }, options),
  suggest: (keyword: string, options?: Quiet) =>
    callApi(catalogueCalls.suggest, { query: { keyword, limit: 8 } }, { silent: true, ...options }),
  classification: (options?: Quiet) => callApi(catalogueCalls.filters, {}, options),
  searchFacets: (keyword: string, options?: Quiet) => callApi(catalogueCalls.searchFacets, { query: { keyword } }, options),
  presets: (options?: Quiet) => callApi(modelPageCalls.viewerPresets, {}, options),

  // --- one model ---
  detail: (modelCode: string, unlock?: string | null, options?: Quiet) =>
    callApi(modelPageCalls.detail, { query: { modelCode, unlock: unlock ?? undefined } }, options),
  unlock: (modelCode: string, plainPassword: string) =>
    callApi(modelPageCalls.unlock, { body: { modelCode, password: hashPassword(plainPassword) } }, { silent: true }),
  /** The embed page: detail + one counted embed view. */
  embedView: (modelCode: string, referrer: string | undefined, unlock?: string | null, options?: Quiet) =>
    callApi(embedCalls.view, { body: { modelCode, referrer, unlock: unlock ?? undefined } }, options),
  saveViewerSettings: (modelCode: string, settings: ViewerSettings) =>
    callApi(shelfCalls.saveViewerSettings, { body: { modelCode, settings } }),
  updateInfo: ({ plainPassword, ...patch }: ModelInfoPatch) =>
    callApi(shelfCalls.updateInfo, {
      body: {
        ...patch,
        ...(plainPassword === undefined ? {} : { password: plainPassword === null ? null : hashPassword(plainPassword) }),
      },
    }),
  /** Resolves with the download links, or rejects quietly with code 100 when a paid model is not bought yet. */
  downloadCheck: (modelCode: string, unlock?: string | null) =>
    callApi(downloadCalls.check, { query: { modelCode, unlock: unlock ?? undefined } }, { silent: true }),

  // --- social ---
  like: (modelCode: string, liked: boolean) => callApi(socialCalls.like, { body: { modelCode, liked } }),
  collect: (modelCode: string, collected: boolean) => callApi(socialCalls.collect, { body: { modelCode, collected } }),
  comments: (modelCode: string, pageNum: number, pageSize = 10, options?: Quiet) =>
    callApi(socialCalls.comments, { query: { modelCode, pageNum, pageSize } }, options),
  addComment: (modelCode: string, content: string, replyTo?: number) =>
    callApi(socialCalls.addComment, { body: { modelCode, content, replyTo } }),
  deleteComment: (commentId: number) => callApi(socialCalls.deleteComment, { body: { commentId } }),
  follow: (userId: number, follow: boolean) => callApi(socialCalls.follow, { body: { userId, follow } }),

  // --- image models ---
  imageModel: (code: string, options?: Quiet) => callApi(imageModelCalls.info, { query: { code } }, options),
};

// --- query keys ----------------------------------------------------------------------------------------

export const modelKeys = {
  all: ['models'] as const,
  lists: () => [...modelKeys.all, 'list'] as const,
  list: (params: ModelListParams) => [...modelKeys.lists(), params] as const,
  home: (params: ModelListParams) => [...modelKeys.all, 'home', params] as const,
  suggest: (keyword: string) => [...modelKeys.all, 'suggest', keyword] as const,
  classification: () => [...modelKeys.all, 'classification'] as const,
  searchFacets: (keyword: string) => [...modelKeys.lists(), 'facets', keyword] as const,
  presets: () => [...modelKeys.all, 'presets'] as const,
  details: () => [...modelKeys.all, 'detail'] as const,
  detail: (modelCode: string) => [...modelKeys.details(), modelCode] as const,
  comments: (modelCode: string) => [...modelKeys.all, 'comments', modelCode] as const,
  commentPage: (modelCode: string, pageNum: number) => [...modelKeys.comments(modelCode), pageNum] as const,
  mine: () => [...modelKeys.all, 'mine'] as const,
  myList: (params: object) => [...modelKeys.mine(), 'list', params] as const,
  recycle: (pageNum: number) => [...modelKeys.mine(), 'recycle', pageNum] as const,
  myImages: (pageNum: number) => [...modelKeys.mine(), 'images', pageNum] as const,
  purchased: (pageNum: number) => [...modelKeys.mine(), 'purchased', pageNum] as const,
  sync: (pageNum: number) => [...modelKeys.mine(), 'sync', pageNum] as const,
  chart: (modelCode: string | undefined, days: number) => [...modelKeys.mine(), 'chart', modelCode ?? '', days] as const,
  embedCount: (modelCode: string | undefined) => [...modelKeys.all, 'embedCount', modelCode ?? ''] as const,
  leaderboard: (range: string, pageNum: number) => [...modelKeys.all, 'leaderboard', range, pageNum] as const,
  collected: () => [...modelKeys.all, 'collected'] as const,
  collectedPage: (pageNum: number, keyword: string) => [...modelKeys.collected(), pageNum, keyword] as const,
  downloads: (modelCode: string) => [...modelKeys.all, 'downloads', modelCode] as const,
  imageModels: () => [...modelKeys.all, 'image'] as const,
  imageModel: (code: string) => [...modelKeys.imageModels(), code] as const,
};
