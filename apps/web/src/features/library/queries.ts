/**
 * Query definitions of the library's main reads, shared by the hooks (useModels.ts) and by the start-up
 * prefetch (features/library/prefetch.ts), which runs from the main chunk: this file stays small.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { modelApi, modelKeys, type ModelListParams } from './api';

export const listQuery = (params: ModelListParams, home = false) =>
  queryOptions({
    queryKey: home ? modelKeys.home(params) : modelKeys.list(params),
    queryFn: ({ signal }) => (home ? modelApi.homeList(params, { signal }) : modelApi.list(params, { signal })),
  });

export const infiniteListQuery = (params: Omit<ModelListParams, 'pageNum'>) =>
  infiniteQueryOptions({
    queryKey: [...modelKeys.list(params), 'infinite'],
    queryFn: ({ pageParam, signal }) => modelApi.list({ ...params, pageNum: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });

export const detailQuery = (modelCode: string, token: string | null, unlock: string | null) =>
  queryOptions({
    // the login changes what "me" says; the unlock token changes whether files are given
    queryKey: [...modelKeys.detail(modelCode), token ?? '', unlock ?? ''],
    queryFn: ({ signal }) => modelApi.detail(modelCode, unlock, { signal, silent: true }),
    staleTime: 60_000,
  });

// --- password-protected models: the unlock token is kept per model for its lifetime --------------------

const UNLOCK_PREFIX = 'moxing.unlock.';

export const unlockStore = {
  get(modelCode: string): string | null {
    try {
      const raw = localStorage.getItem(UNLOCK_PREFIX + modelCode);
      if (!raw) return null;
      const { unlock, expiresAt } = JSON.parse(raw) as { unlock: string; expiresAt: string };
      if (Date.parse(expiresAt) <= Date.now()) {
        localStorage.removeItem(UNLOCK_PREFIX + modelCode);
        return null;
      }
      return unlock;
    } catch {
      return null;
    }
  },
  set(modelCode: string, unlock: string, expiresAt: string): void {
    try {
      localStorage.setItem(UNLOCK_PREFIX + modelCode, JSON.stringify({ unlock, expiresAt }));
    } catch {
      // storage blocked: the password is asked again next time
    }
  },
};
