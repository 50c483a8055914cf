/** TanStack Query hooks of the model library. Mutations update or invalidate exactly what they change. */
import type { ModelDetail, ViewerSettings } from '@moxing/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSession } from '../../stores/session';
import { detailQuery, infiniteListQuery, listQuery, unlockStore } from './queries';
import { modelApi, modelKeys, type ModelInfoPatch, type ModelListParams } from './api';

export { detailQuery, infiniteListQuery, listQuery, unlockStore };

const STATIC = { staleTime: 5 * 60_000 };

export function useModelList(params: ModelListParams, options: { home?: boolean; enabled?: boolean } = {}) {
  return useQuery({ ...listQuery(params, options.home), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}

/** The phone list: pages appended as the user scrolls. */
export function useInfiniteModelList(params: Omit<ModelListParams, 'pageNum'>) {
  return useInfiniteQuery(infiniteListQuery(params));
}

export function useClassification() {
  return useQuery({
    queryKey: modelKeys.classification(),
    queryFn: ({ signal }) => modelApi.classification({ signal }),
    ...STATIC,
  });
}

/** The filter counts of a search's results; kept under the lists' key, so whatever refreshes lists refreshes them. */
export function useSearchFacets(keyword: string) {
  return useQuery({
    queryKey: modelKeys.searchFacets(keyword),
    queryFn: ({ signal }) => modelApi.searchFacets(keyword, { signal, silent: true }),
    enabled: keyword.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useViewerPresets(enabled = true) {
  return useQuery({
    queryKey: modelKeys.presets(),
    queryFn: ({ signal }) => modelApi.presets({ signal, silent: true }),
    staleTime: Infinity,
    enabled,
  });
}

export function useSuggest(keyword: string) {
  const k = keyword.trim();
  return useQuery({
    queryKey: modelKeys.suggest(k),
    queryFn: ({ signal }) => modelApi.suggest(k, { signal }),
    enabled: k.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useModelDetail(modelCode: string | undefined, unlock: string | null) {
  const token = useSession((s) => s.token);
  return useQuery({ ...detailQuery(modelCode ?? '', token, unlock), enabled: Boolean(modelCode) });
}

export function useEmbedDetail(modelCode: string | undefined, unlock: string | null) {
  return useQuery({
    queryKey: [...modelKeys.detail(modelCode ?? ''), 'embed', unlock ?? ''],
    queryFn: ({ signal }) =>
      modelApi.embedView(modelCode ?? '', typeof document === 'undefined' ? undefined : document.referrer || undefined, unlock, {
        signal,
        silent: true,
      }),
    enabled: Boolean(modelCode),
    staleTime: Infinity,
  });
}

export function useUnlock(modelCode: string) {
  return useMutation({
    mutationFn: (plainPassword: string) => modelApi.unlock(modelCode, plainPassword),
    onSuccess: (result) => unlockStore.set(modelCode, result.unlock, result.expiresAt),
  });
}

/** Applies a change to every cached copy of a model's detail. */
function patchDetail(client: QueryClient, modelCode: string, patch: (d: ModelDetail) => ModelDetail): void {
  client.setQueriesData<ModelDetail>({ queryKey: modelKeys.detail(modelCode) }, (d) => (d ? patch(d) : d));
}

export function useLike(modelCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => modelApi.like(modelCode, liked),
    onSuccess: (r) =>
      patchDetail(client, modelCode, (d) => ({
        ...d,
        likeCount: r.likeCount,
        counts: { ...d.counts, likes: r.likeCount },
        me: { ...d.me, liked: r.liked },
      })),
  });
}

export function useCollect(modelCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collected: boolean) => modelApi.collect(modelCode, collected),
    onSuccess: async (r) => {
      patchDetail(client, modelCode, (d) => ({
        ...d,
        collectCount: r.collectCount,
        counts: { ...d.counts, collects: r.collectCount },
        me: { ...d.me, collected: r.collected },
      }));
      await client.invalidateQueries({ queryKey: modelKeys.collected() });
    },
  });
}

export function useFollow(modelCode: string, userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => modelApi.follow(userId, follow),
    onSuccess: (r) =>
      patchDetail(client, modelCode, (d) => ({
        ...d,
        authorInfo: { ...d.authorInfo, fansCount: r.fansCount },
        me: { ...d.me, following: r.following },
      })),
  });
}

export function useComments(modelCode: string, pageNum: number, pageSize = 10, enabled = true) {
  return useQuery({
    queryKey: [...modelKeys.commentPage(modelCode, pageNum), pageSize],
    queryFn: ({ signal }) => modelApi.comments(modelCode, pageNum, pageSize, { signal }),
    placeholderData: keepPreviousData,
    enabled: enabled && Boolean(modelCode),
  });
}

export function useInfiniteComments(modelCode: string, pageSize = 15) {
  return useInfiniteQuery({
    queryKey: [...modelKeys.comments(modelCode), 'infinite', pageSize],
    queryFn: ({ pageParam, signal }) => modelApi.comments(modelCode, pageParam, pageSize, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled: Boolean(modelCode),
  });
}

function bumpComments(client: QueryClient, modelCode: string, delta: number): void {
  patchDetail(client, modelCode, (d) => {
    const comments = Math.max(0, d.counts.comments + delta);
    return { ...d, commentCount: comments, counts: { ...d.counts, comments } };
  });
}

export function useAddComment(modelCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string; replyTo?: number }) => modelApi.addComment(modelCode, body.content, body.replyTo),
    onSuccess: async () => {
      bumpComments(client, modelCode, 1);
      await client.invalidateQueries({ queryKey: modelKeys.comments(modelCode) });
    },
  });
}

export function useDeleteComment(modelCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => modelApi.deleteComment(commentId),
    onSuccess: async () => {
      bumpComments(client, modelCode, -1);
      await client.invalidateQueries({ queryKey: modelKeys.comments(modelCode) });
    },
  });
}

export function useSaveViewerSettings(modelCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ViewerSettings) => modelApi.saveViewerSettings(modelCode, settings),
    onSuccess: (saved) => patchDetail(client, modelCode, (d) => ({ ...d, viewerSettings: saved })),
  });
}

export function useUpdateModelInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ModelInfoPatch) => modelApi.updateInfo(patch),
    onSuccess: async (_item, patch) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: modelKeys.detail(patch.modelCode) }),
        client.invalidateQueries({ queryKey: modelKeys.mine() }),
        client.invalidateQueries({ queryKey: modelKeys.lists() }),
      ]);
    },
  });
}

export function useImageModel(code: string | undefined) {
  return useQuery({
    queryKey: modelKeys.imageModel(code ?? ''),
    queryFn: ({ signal }) => modelApi.imageModel(code ?? '', { signal, silent: true }),
    enabled: Boolean(code),
  });
}
