/** TanStack Query hooks for demands, bids, service providers and order messages. Mutations invalidate what they change. */
import type { BidInput, CreateDemandInput, ProviderProfileInput, UpdateDemandInput } from '@moxing/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSession } from '../stores/session';
import { http } from './client';
import {
  needApi,
  needKeys,
  orderMessageApi,
  orderMessageKeys,
  type DeliverInput,
  type NeedFilters,
  type Paging,
  type ServerFilters,
} from './needs';

const HOUR = 3_600_000;

export function useTradeTypes() {
  return useQuery({
    queryKey: needKeys.tradeTypes(),
    queryFn: ({ signal }) => needApi.tradeTypes({ signal, silent: true }),
    staleTime: HOUR,
  });
}

export function useNeedList(filters: NeedFilters) {
  return useQuery({
    queryKey: needKeys.list(filters),
    queryFn: ({ signal }) => needApi.list(filters, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The phone's endless list of the hall: pages of `pageSize`, the next one loaded on scroll. */
export function useNeedInfinite(filters: Omit<NeedFilters, 'pageNum'>) {
  return useInfiniteQuery({
    queryKey: [...needKeys.list(filters), 'infinite'] as const,
    queryFn: ({ signal, pageParam }) => needApi.list({ ...filters, pageNum: pageParam }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
}

export function useServerInfinite(filters: Omit<ServerFilters, 'pageNum'>) {
  return useInfiniteQuery({
    queryKey: [...needKeys.servers(filters), 'infinite'] as const,
    queryFn: ({ signal, pageParam }) => needApi.servers({ ...filters, pageNum: pageParam }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
}

export function useNeedDetail(code: string | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    // The answer depends on who is looking (prices, contact, buttons): the token is part of the key.
    queryKey: [...needKeys.detail(code ?? ''), token ?? ''] as const,
    queryFn: ({ signal }) => needApi.detail(code ?? '', { signal, silent: true }),
    enabled: Boolean(code),
  });
}

export function useBidList(code: string | null, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...needKeys.bids(code ?? ''), token ?? ''] as const,
    queryFn: ({ signal }) => needApi.bidList(code ?? '', {}, { signal, silent: true }),
    enabled: Boolean(code) && enabled,
  });
}

export function useNeedCounts() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: needKeys.counts(),
    queryFn: ({ signal }) => needApi.counts({ signal, silent: true }),
    enabled: Boolean(token),
  });
}

export function useMyNeeds(status: number | undefined, paging: Paging) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: needKeys.myNeeds(status, paging),
    queryFn: ({ signal }) => needApi.myNeeds(status, paging, { signal, silent: true }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useMyBids(filter: { bidStatus?: number; status?: number }, paging: Paging) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: needKeys.myBids(filter, paging),
    queryFn: ({ signal }) => needApi.myBids(filter, paging, { signal, silent: true }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useServerList(filters: ServerFilters) {
  return useQuery({
    queryKey: needKeys.servers(filters),
    queryFn: ({ signal }) => needApi.servers(filters, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedServers(kind: 'recommended' | 'newest', limit = 6) {
  return useQuery({
    queryKey: needKeys.featured(kind, limit),
    queryFn: ({ signal }) => needApi.featured(kind, limit, { signal, silent: true }),
  });
}

export function useServerInfo(userId: number | null) {
  return useQuery({
    queryKey: needKeys.server(userId ?? 0),
    queryFn: ({ signal }) => needApi.server(userId ?? 0, { signal, silent: true }),
    enabled: Boolean(userId),
  });
}

export function useReviewList(status: number, paging: Paging, enabled: boolean) {
  return useQuery({
    queryKey: needKeys.review(status, paging),
    queryFn: ({ signal }) => needApi.reviewList(status, paging, { signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useFileUsage() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: ['file', 'usage'] as const,
    queryFn: ({ signal }) =>
      http.get<{ usedBytes: number; quotaBytes: number; maxFileBytes: number }>('common/file/usage', undefined, {
        signal,
        silent: true,
      }),
    enabled: Boolean(token),
    staleTime: 10_000,
  });
}

// --- mutations --------------------------------------------------------------------------------------

/** After any change to a demand: its detail, its bids, every list and my counts. */
async function refreshNeed(client: QueryClient, code: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: needKeys.detail(code) }),
    client.invalidateQueries({ queryKey: needKeys.bids(code) }),
    client.invalidateQueries({ queryKey: needKeys.lists() }),
    client.invalidateQueries({ queryKey: needKeys.mine() }),
    client.invalidateQueries({ queryKey: needKeys.reviews() }),
    client.invalidateQueries({ queryKey: ['need', 'server'] }),
    client.invalidateQueries({ queryKey: ['need', 'servers'] }),
    client.invalidateQueries({ queryKey: orderMessageKeys.all }),
  ]);
}

/** Form mutations are silent: the page shows the server's message next to the field instead of a toast. */
export function useCreateNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDemandInput) => needApi.create(body, { silent: true }),
    onSuccess: (need) => refreshNeed(client, need.code),
  });
}

export function useUpdateNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDemandInput) => needApi.update(body, { silent: true }),
    onSuccess: (need) => refreshNeed(client, need.code),
  });
}

export function useCancelNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; reason?: string }) => needApi.cancel(v.code, v.reason || undefined, { silent: true }),
    onSuccess: (_r, v) => refreshNeed(client, v.code),
  });
}

export function useBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BidInput) => needApi.bid(body, { silent: true }),
    onSuccess: (_r, v) => refreshNeed(client, v.code ?? ''),
  });
}

export function useWithdrawBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => needApi.withdrawBid(code),
    onSuccess: (_r, code) => refreshNeed(client, code),
  });
}

export function useChooseBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; bidCode: string }) => needApi.chooseBid(v.code, v.bidCode),
    onSuccess: (_r, v) => refreshNeed(client, v.code),
    // Someone else may have changed the demand in the meantime (a bid withdrawn): show what is true now.
    onError: (_e, v) => refreshNeed(client, v.code),
  });
}

export function useDeliver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverInput) => needApi.deliver(body, { silent: true }),
    onSuccess: (_r, v) => refreshNeed(client, v.code),
  });
}

export function useRequestChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; reason: string }) => needApi.requestChange(v.code, v.reason, { silent: true }),
    onSuccess: (_r, v) => refreshNeed(client, v.code),
  });
}

export function useFinishNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => needApi.finish(code),
    onSuccess: (_r, code) => refreshNeed(client, code),
    onError: (_e, code) => refreshNeed(client, code),
  });
}

export function useScoreNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; score: number; comment?: string }) => needApi.score(v, { silent: true }),
    onSuccess: (_r, v) => refreshNeed(client, v.code),
  });
}

export function useReviewNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; approve: boolean; reason?: string }) =>
      v.approve ? needApi.approve(v.code) : needApi.reject(v.code, v.reason ?? '', { silent: true }),
    onSuccess: (_r, v) => refreshNeed(client, v.code),
    onError: (_e, v) => refreshNeed(client, v.code),
  });
}

export function useSaveServerProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderProfileInput) => needApi.saveServerProfile(body, { silent: true }),
    onSuccess: async (info) => {
      client.setQueryData(needKeys.server(info.id), info);
      await client.invalidateQueries({ queryKey: ['need', 'servers'] });
    },
  });
}

// --- order messages ---------------------------------------------------------------------------------

/** Unread counts by message type; polled every minute while logged in. */
export function useUnreadMessages() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: orderMessageKeys.unread(),
    queryFn: ({ signal }) => orderMessageApi.unread({ signal, silent: true }),
    enabled: Boolean(token),
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}

export function useOrderMessages(pageSize = 8) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: orderMessageKeys.orderList(pageSize),
    queryFn: ({ signal }) => orderMessageApi.list(pageSize, { signal, silent: true }),
    enabled: Boolean(token),
  });
}

export function useMarkMessagesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') => (ids === 'all' ? orderMessageApi.markAllRead() : orderMessageApi.markRead(ids)),
    onSuccess: () => client.invalidateQueries({ queryKey: orderMessageKeys.all }),
  });
}
