/**
 * Personal spaces (packages/shared/src/contract/space.ts) and the fans and follows shown in them
 * (contract/social.ts): query keys and hooks. Following someone changes counts and lists: they are fetched again.
 */
import type { BannerConfig, SaveBannerConfigBody } from '@moxing/shared';
import { socialCalls, spaceCalls } from '@moxing/shared/calls';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { useSession } from '../../stores/session';

export type PeopleKind = 'fans' | 'follows';

export const spaceApi = {
  gallery: (signal?: AbortSignal) => callApi(spaceCalls.gallery, {}, { signal }),
  config: (userId: number | undefined, signal?: AbortSignal) =>
    callApi(spaceCalls.bannerConfig, { query: userId ? { userId } : {} }, { signal, silent: true }),
  save: (body: SaveBannerConfigBody) => callApi(spaceCalls.saveBannerConfig, { body }, { silent: true }),
  tourDone: () => callApi(spaceCalls.tourDone, {}, { silent: true }),
  counts: (userId: number | undefined, signal?: AbortSignal) =>
    callApi(spaceCalls.counts, { query: userId ? { userId } : {} }, { signal, silent: true }),
  works: (query: { userId?: number; type?: string; pageNum: number; pageSize: number }, signal?: AbortSignal) =>
    callApi(spaceCalls.showType, { query }, { signal, silent: true }),
  visit: (userId: number) => callApi(spaceCalls.visit, { body: { userId } }, { silent: true }),
  visitorPanel: (signal?: AbortSignal) => callApi(spaceCalls.visitorPanel, {}, { signal, silent: true }),
  visitors: (query: { pageNum: number; pageSize: number }, signal?: AbortSignal) =>
    callApi(spaceCalls.visitors, { query }, { signal, silent: true }),
  people: (query: { userId?: number; type: PeopleKind; pageNum: number; pageSize: number }, signal?: AbortSignal) =>
    callApi(socialCalls.people, { query }, { signal, silent: true }),
  card: (userId: number, signal?: AbortSignal) => callApi(socialCalls.userCard, { query: { userId } }, { signal, silent: true }),
  follow: (userId: number, follow: boolean) => callApi(socialCalls.follow, { body: { userId, follow } }, { silent: true }),
};

export const spaceKeys = {
  all: ['space'] as const,
  gallery: () => [...spaceKeys.all, 'gallery'] as const,
  /** userId 0: my own space. */
  config: (userId: number) => [...spaceKeys.all, 'config', userId] as const,
  counts: (userId: number) => [...spaceKeys.all, 'counts', userId] as const,
  works: (query: object) => [...spaceKeys.all, 'works', query] as const,
  visitorPanel: () => [...spaceKeys.all, 'visitorPanel'] as const,
  visitors: (query: object) => [...spaceKeys.all, 'visitors', query] as const,
  people: (query: object) => [...spaceKeys.all, 'people', query] as const,
  card: (userId: number) => [...spaceKeys.all, 'card', userId] as const,
};

/** user/fans/info: whether I follow them and they follow me. */
export function useUserCard(userId: number | undefined) {
  return useQuery({
    queryKey: spaceKeys.card(userId ?? 0),
    queryFn: ({ signal }) => spaceApi.card(userId ?? 0, signal),
    enabled: Boolean(userId),
  });
}

export function useGallery(enabled: boolean) {
  return useQuery({
    queryKey: spaceKeys.gallery(),
    queryFn: ({ signal }) => spaceApi.gallery(signal),
    enabled,
    staleTime: Infinity,
  });
}

export function useBannerConfig(userId: number | undefined) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: spaceKeys.config(userId ?? 0),
    queryFn: ({ signal }) => spaceApi.config(userId, signal),
    enabled: Boolean(userId || token),
  });
}

export function useSpaceCounts(userId: number | undefined) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: spaceKeys.counts(userId ?? 0),
    queryFn: ({ signal }) => spaceApi.counts(userId, signal),
    enabled: Boolean(userId || token),
  });
}

export function useWorks(query: { userId?: number; type?: string; pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: spaceKeys.works(query),
    queryFn: ({ signal }) => spaceApi.works(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The works a page at a time, for the phone's infinite scroll. */
export function useWorkPages(query: { userId?: number; type?: string; pageSize: number }) {
  return useInfiniteQuery({
    queryKey: spaceKeys.works({ ...query, pages: true }),
    queryFn: ({ signal, pageParam }) => spaceApi.works({ ...query, pageNum: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.list.length, 0) < last.total && last.list.length > 0 ? pages.length + 1 : undefined,
  });
}

export function useVisitorPanel() {
  return useQuery({ queryKey: spaceKeys.visitorPanel(), queryFn: ({ signal }) => spaceApi.visitorPanel(signal) });
}

export function useVisitors(query: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: spaceKeys.visitors(query),
    queryFn: ({ signal }) => spaceApi.visitors(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePeople(query: { userId?: number; type: PeopleKind; pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: spaceKeys.people(query),
    queryFn: ({ signal }) => spaceApi.people(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSaveSpace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBannerConfigBody) => spaceApi.save(body),
    onSuccess: (config: BannerConfig) => client.setQueryData(spaceKeys.config(0), config),
  });
}

export function useTourDone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => spaceApi.tourDone(),
    onSuccess: () => client.setQueryData<BannerConfig>(spaceKeys.config(0), (c) => (c ? { ...c, tourDone: true } : c)),
  });
}

export function useFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: number; follow: boolean }) => spaceApi.follow(userId, follow),
    onSuccess: () => client.invalidateQueries({ queryKey: spaceKeys.all }),
  });
}

/** Records today's visit of someone else's space (the server counts one per visitor and day). */
export function useRecordVisit() {
  return useMutation({ mutationFn: (userId: number) => spaceApi.visit(userId) });
}
