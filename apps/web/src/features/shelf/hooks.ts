/** TanStack Query hooks of the owner's shelf: my models, recycle bin, image models, purchases, collections, statistics. */
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../stores/session';
import { modelKeys } from '../library';
import { shelfApi, type CreateImageModelBody, type MyModelsParams, type UpdateImageModelBody } from './api';

/** Asks again for everything on my shelf (models, image models, recycle bin): the refresh of /mymodel/good. */
export function useRefreshShelf(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: modelKeys.mine() });
}

export function useMyModels(params: MyModelsParams) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.myList(params),
    queryFn: ({ signal }) => shelfApi.myModels(params, { signal }),
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
    queryFn: ({ signal }) => shelfApi.recycleBin({ pageNum, pageSize: 20 }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function usePurchased(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.purchased(pageNum),
    queryFn: ({ signal }) => shelfApi.purchased({ pageNum, pageSize: 20 }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useSyncStates(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.sync(pageNum),
    queryFn: ({ signal }) => shelfApi.syncStates({ pageNum, pageSize: 20 }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** My image models outside the recycle bin (modelImg/list of my own id, private ones included). */
export function useMyImageModels(pageNum: number) {
  const userId = useSession((s) => s.userId);
  return useQuery({
    queryKey: modelKeys.myImages(pageNum),
    queryFn: ({ signal }) => shelfApi.userImageModels(userId ?? 0, { pageNum, pageSize: 20 }, { signal }),
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

export const useRemoveModels = () => useMineMutation((codes: string[]) => shelfApi.remove(codes));
export const useRestoreModels = () => useMineMutation((codes: string[]) => shelfApi.restore(codes));
export const useRecycleClear = () => useMineMutation((codes: string[]) => shelfApi.recycleClear(codes));
export const useRecycleClearAll = () => useMineMutation(() => shelfApi.recycleClearAll());
export const useUpdateSync = () =>
  useMineMutation((arg: { modelCodes: string[]; synced: boolean }) => shelfApi.updateSync(arg.modelCodes, arg.synced));

export function useCollected(pageNum: number, keyword: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.collectedPage(pageNum, keyword),
    queryFn: ({ signal }) => shelfApi.collected({ pageNum, pageSize: 20, keyword: keyword || undefined }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** The phone list of my collections: pages appended as I scroll. */
export function useInfiniteCollected() {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: [...modelKeys.collected(), 'infinite'],
    queryFn: ({ pageParam, signal }) => shelfApi.collected({ pageNum: pageParam, pageSize: 20 }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
    enabled: Boolean(token),
  });
}

export function useStatsChart(modelCode: string | undefined, days: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.chart(modelCode, days),
    queryFn: ({ signal }) => shelfApi.statsChart({ modelCode, days }, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useEmbedCount(modelCode?: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: modelKeys.embedCount(modelCode),
    queryFn: ({ signal }) => shelfApi.embedCount(modelCode, { signal }),
    enabled: Boolean(token) || Boolean(modelCode),
  });
}

export function useLeaderboard(range: 'all' | '7d' | '30d', pageNum = 1, pageSize = 10) {
  return useQuery({
    queryKey: [...modelKeys.leaderboard(range, pageNum), pageSize],
    queryFn: ({ signal }) => shelfApi.leaderboard({ range, pageNum, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** modelImg/createImgModel, or updateImgModel when the body has a code; my shelf and the image model's page follow. */
export function useSaveImageModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateImageModelBody | UpdateImageModelBody) =>
      'code' in body ? shelfApi.updateImageModel(body) : shelfApi.createImageModel(body),
    onSuccess: async (saved) => {
      client.setQueryData(modelKeys.imageModel(saved.code), saved);
      await client.invalidateQueries({ queryKey: modelKeys.mine() });
    },
  });
}
