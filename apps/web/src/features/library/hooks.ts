/** TanStack Query hooks for the model library. Mutations update or invalidate exactly what they change. */
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
import {
  modelApi,
  modelKeys,
  type CreateImageModelBody,
  type ModelInfoPatch,
  type ModelListParams,
  type MyModelsParams,
  type UpdateImageModelBody,
} from './api';

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

export function usePolymerization() {
  return useQuery({ queryKey: modelKeys.polymerization(), queryFn: ({ signal }) => modelApi.polymerization({ signal }) });
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

// --- mine ------------------------------------------------------------------------------------------------

/** Asks again for everything on my shelf (models, image models, recycle bin): the refresh of /mymodel/good. */
export function useRefreshShelf(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: modelKeys.mine() });
}

export function useMyModels(params: MyModelsParams) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.myList(params),
    queryFn: ({ signal }) => modelApi.myModels(params, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    // while a model is being processed, its state is refreshed every 5 s
    refetchInterval: (q) => (q.state.data?.list.some((m) => m.status === 'queued' || m.status === 'processing') ? 5000 : false),
  });
}

export function useRecycleBin(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.recycle(pageNum),
    queryFn: ({ signal }) => modelApi.recycleBin({ pageNum, pageSize: 20 }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function usePurchased(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.purchased(pageNum),
    queryFn: ({ signal }) => modelApi.purchased({ pageNum, pageSize: 20 }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useSyncStates(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.sync(pageNum),
    queryFn: ({ signal }) => modelApi.syncStates({ pageNum, pageSize: 20 }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** My image models outside the recycle bin (modelImg/list of my own id, private ones included). */
export function useMyImageModels(pageNum: number) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: modelKeys.myImages(pageNum),
    queryFn: ({ signal }) => modelApi.userImageModels(userId ?? 0, { pageNum, pageSize: 20 }, { signal }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Delete, restore, clear and sync all change the owner's lists (and what the public sees), 3D and image models alike. */
function useMineMutation<T>(fn: (arg: T) => Promise<{ changed: number }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: modelKeys.mine() }),
        client.invalidateQueries({ queryKey: modelKeys.lists() }),
        client.invalidateQueries({ queryKey: modelKeys.details() }),
        client.invalidateQueries({ queryKey: modelKeys.imageModels() }),
      ]);
    },
  });
}

export const useRemoveModels = () => useMineMutation((codes: string[]) => modelApi.remove(codes));
export const useRestoreModels = () => useMineMutation((codes: string[]) => modelApi.restore(codes));
export const useRecycleClear = () => useMineMutation((codes: string[]) => modelApi.recycleClear(codes));
export const useRecycleClearAll = () => useMineMutation(() => modelApi.recycleClearAll());
export const useUpdateSync = () =>
  useMineMutation((arg: { modelCodes: string[]; synced: boolean }) => modelApi.updateSync(arg.modelCodes, arg.synced));

export function useCollected(pageNum: number, keyword: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.collectedPage(pageNum, keyword),
    queryFn: ({ signal }) => modelApi.collected({ pageNum, pageSize: 20, keyword: keyword || undefined }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useStatsChart(modelCode: string | undefined, days: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.chart(modelCode, days),
    queryFn: ({ signal }) => modelApi.statsChart({ modelCode, days }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useEmbedCount(modelCode?: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.embedCount(modelCode),
    queryFn: ({ signal }) => modelApi.embedCount(modelCode, { signal }),
    enabled: Boolean(token) || Boolean(modelCode),
  });
}

export function useLeaderboard(range: 'all' | '7d' | '30d', pageNum = 1, pageSize = 10) {
  return useQuery({
    queryKey: [...modelKeys.leaderboard(range, pageNum), pageSize],
    queryFn: ({ signal }) => modelApi.leaderboard({ range, pageNum, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useImageModel(code: string | undefined) {
  return useQuery({
    queryKey: modelKeys.imageModel(code ?? ''),
    queryFn: ({ signal }) => modelApi.imageModel(code ?? '', { signal, silent: true }),
    enabled: Boolean(code),
  });
}

/** modelImg/createImgModel, or updateImgModel when the body has a code; my shelf and the image model's page follow. */
export function useSaveImageModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateImageModelBody | UpdateImageModelBody) =>
      'code' in body ? modelApi.updateImageModel(body) : modelApi.createImageModel(body),
    onSuccess: async (saved) => {
      client.setQueryData(modelKeys.imageModel(saved.code), saved);
      await client.invalidateQueries({ queryKey: modelKeys.mine() });
    },
  });
}
