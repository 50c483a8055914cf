/**
 * Model library calls of issue 4 (paths relative to /api/, as apps/server/src/modules/library and social
 * declare them). Types come from the shared zod schemas; nothing here imports zod at run time.
 */
import {
  hashPassword,
  type CommentItem,
  type ImageModel,
  type ModelCard,
  type ModelDetail,
  type ModelPage,
  type MyModelItem,
  type ViewerSettings,
} from '@moxing/shared';
import type {
  classificationData,
  collectResult,
  createImageModelBody,
  downloadCheckResult,
  embedCountResult,
  followResult,
  leaderboardItem,
  likeResult,
  nameCount,
  polymerization,
  statsChart,
  unlockResult,
  updateImageModelBody,
  viewerPresets,
} from '@moxing/shared';
import type { z } from 'zod';
import { http, type RequestOptions } from '../../api/client';

export type Classification = z.infer<typeof classificationData>;
export type Polymerization = z.infer<typeof polymerization>;
export type ViewerPresets = z.infer<typeof viewerPresets>;
export type StatsChart = z.infer<typeof statsChart>;
export type EmbedCount = z.infer<typeof embedCountResult>;
export type LeaderboardItem = z.infer<typeof leaderboardItem>;
export type DownloadCheck = z.infer<typeof downloadCheckResult>;
export type UnlockResult = z.infer<typeof unlockResult>;
export type LikeResult = z.infer<typeof likeResult>;
export type CreateImageModelBody = z.input<typeof createImageModelBody>;
export type UpdateImageModelBody = z.input<typeof updateImageModelBody>;
export type CollectResult = z.infer<typeof collectResult>;
export type FollowResult = z.infer<typeof followResult>;
export type NameCount = z.infer<typeof nameCount>;

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export type CollectedCard = ModelCard & { collectedAt: string };
export type PurchasedCard = ModelCard & { purchasedAt: string; paid: number; orderNo: string | null };

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

export interface MyModelsParams {
  pageNum?: number;
  pageSize?: number;
  keyword?: string;
  status?: 'queued' | 'processing' | 'ready' | 'failed';
  visibility?: 'public' | 'private';
}

export interface ModelInfoPatch {
  modelCode: string;
  title?: string;
  description?: string;
  type?: string;
  trade?: string;
  price?: number;
  tags?: string[];
  visibility?: 'public' | 'private';
  /** plain text here; hashed before sending; null clears the password */
  plainPassword?: string | null;
}

type Quiet = Pick<RequestOptions, 'silent' | 'signal'>;
type Changed = { changed: number };

const clean = <T extends object>(params: T) => params as Record<string, string | number | undefined>;

export const modelApi = {
  // --- browsing ---
  list: (params: ModelListParams, options?: Quiet) => http.get<ModelPage>('model/list', clean(params), options),
  homeList: (params: ModelListParams, options?: Quiet) => http.get<ModelPage>('home/getModelList', clean(params), options),
  suggest: (keyword: string, options?: Quiet) =>
    http.get<{ modelCode: string; title: string }[]>('model/searchSuggest', { keyword, limit: 8 }, { silent: true, ...options }),
  polymerization: (options?: Quiet) => http.get<Polymerization>('model/getModelPolymerization', undefined, options),
  classification: (options?: Quiet) => http.get<Classification>('classification/getDataAll', undefined, options),
  trades: (options?: Quiet) => http.get<NameCount[]>('model/getDistinctTrade', undefined, options),
  presets: (options?: Quiet) => http.get<ViewerPresets>('gbImage/queryImage', undefined, options),

  // --- one model ---
  detail: (modelCode: string, unlock?: string | null, options?: Quiet) =>
    http.get<ModelDetail>('model/detail', { modelCode, unlock: unlock ?? undefined }, options),
  unlock: (modelCode: string, plainPassword: string) =>
    http.postJson<UnlockResult>('model/unlock', { modelCode, password: hashPassword(plainPassword) }, { silent: true }),
  /** The embed page: detail + one counted embed view. */
  embedView: (modelCode: string, referrer: string | undefined, unlock?: string | null, options?: Quiet) =>
    http.postJson<ModelDetail>('embed/view', { modelCode, referrer, unlock: unlock ?? undefined }, options),
  saveViewerSettings: (modelCode: string, settings: ViewerSettings) =>
    http.postJson<ViewerSettings>('model/saveViewerSettings', { modelCode, settings }),
  updateInfo: ({ plainPassword, ...patch }: ModelInfoPatch) =>
    http.postJson<MyModelItem>('model/updateModelInfo', {
      ...patch,
      ...(plainPassword === undefined ? {} : { password: plainPassword === null ? null : hashPassword(plainPassword) }),
    }),
  /** Resolves with the download links, or rejects quietly with code 100 when a paid model is not bought yet. */
  downloadCheck: (modelCode: string, unlock?: string | null) =>
    http.get<DownloadCheck>('model/downloadCheck', { modelCode, unlock: unlock ?? undefined }, { silent: true }),
  downloadUrl: (modelCode: string, format: string, unlock?: string | null) =>
    `/api/model/download?${new URLSearchParams({ modelCode, format, ...(unlock ? { unlock } : {}) }).toString()}`,

  // --- social ---
  like: (modelCode: string, liked: boolean) => http.postJson<LikeResult>('model/like', { modelCode, liked }),
  collect: (modelCode: string, collected: boolean) => http.postJson<CollectResult>('model/collect', { modelCode, collected }),
  comments: (modelCode: string, pageNum: number, pageSize = 10, options?: Quiet) =>
    http.get<Page<CommentItem>>('model/comment/list', { modelCode, pageNum, pageSize }, options),
  addComment: (modelCode: string, content: string, replyTo?: number) =>
    http.postJson<CommentItem>('model/comment/add', { modelCode, content, replyTo }),
  deleteComment: (commentId: number) => http.postJson<object>('model/comment/delete', { commentId }),
  follow: (userId: number, follow: boolean) => http.postJson<FollowResult>('user/fans', { userId, follow }),

  // --- mine ---
  myModels: (params: MyModelsParams, options?: Quiet) => http.get<Page<MyModelItem>>('user/models', clean(params), options),
  userModels: (userId: number, params: { pageNum?: number; pageSize?: number }, options?: Quiet) =>
    http.get<Page<MyModelItem>>('user/models', { userId, ...params }, options),
  syncStates: (params: { pageNum?: number; pageSize?: number }, options?: Quiet) =>
    http.get<Page<MyModelItem>>('model/getSycnStateModels', clean(params), options),
  updateSync: (modelCodes: string[], synced: boolean) => http.postJson<Changed>('model/updateSyncState', { modelCodes, synced }),
  collected: (params: { pageNum?: number; pageSize?: number; keyword?: string }, options?: Quiet) =>
    http.get<Page<CollectedCard>>('model/collectList', clean(params), options),
  purchased: (params: { pageNum?: number; pageSize?: number }, options?: Quiet) =>
    http.get<Page<PurchasedCard>>('user/selectBuyModel', clean(params), options),
  remove: (modelCodes: string[]) => http.postJson<Changed>('model/deleteModel', { modelCodes }),
  restore: (modelCodes: string[]) => http.postJson<Changed>('model/restoresModel', { modelCodes }),
  recycleBin: (params: { pageNum?: number; pageSize?: number }, options?: Quiet) =>
    http.get<Page<MyModelItem>>('user/userRecycleBin', clean(params), options),
  recycleClear: (modelCodes: string[]) => http.postJson<Changed>('user/userRecycleClear', { modelCodes }),
  recycleClearAll: () => http.post<Changed>('user/userRecycleClearAll'),
  statsChart: (params: { modelCode?: string; days?: number }, options?: Quiet) =>
    http.get<StatsChart>('model/statsChart', clean(params), options),
  embedCount: (modelCode?: string, options?: Quiet) => http.get<EmbedCount>('embed/count', { modelCode }, options),
  leaderboard: (params: { pageNum?: number; pageSize?: number; range?: 'all' | '7d' | '30d' }, options?: Quiet) =>
    http.get<Page<LeaderboardItem>>('embed/leaderboard', clean(params), options),

  // --- image models ---
  imageModel: (code: string, options?: Quiet) => http.get<ImageModel>('modelImg/info', { code }, options),
  userImageModels: (userId: number, params: { pageNum?: number; pageSize?: number }, options?: Quiet) =>
    http.get<Page<ImageModel>>('modelImg/list', { userId, ...params }, options),
  /** Silent: the form shows the refusal beside the fields. */
  createImageModel: (body: CreateImageModelBody) => http.postJson<ImageModel>('modelImg/createImgModel', body, { silent: true }),
  updateImageModel: (body: UpdateImageModelBody) => http.postJson<ImageModel>('modelImg/updateImgModel', body, { silent: true }),
};

// --- query keys ----------------------------------------------------------------------------------------

export const modelKeys = {
  all: ['models'] as const,
  lists: () => [...modelKeys.all, 'list'] as const,
  list: (params: ModelListParams) => [...modelKeys.lists(), params] as const,
  home: (params: ModelListParams) => [...modelKeys.all, 'home', params] as const,
  suggest: (keyword: string) => [...modelKeys.all, 'suggest', keyword] as const,
  polymerization: () => [...modelKeys.all, 'polymerization'] as const,
  classification: () => [...modelKeys.all, 'classification'] as const,
  presets: () => [...modelKeys.all, 'presets'] as const,
  details: () => [...modelKeys.all, 'detail'] as const,
  detail: (modelCode: string) => [...modelKeys.details(), modelCode] as const,
  comments: (modelCode: string) => [...modelKeys.all, 'comments', modelCode] as const,
  commentPage: (modelCode: string, pageNum: number) => [...modelKeys.comments(modelCode), pageNum] as const,
  mine: () => [...modelKeys.all, 'mine'] as const,
  myList: (params: MyModelsParams) => [...modelKeys.mine(), 'list', params] as const,
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
