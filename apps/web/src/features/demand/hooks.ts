/** TanStack Query hooks for demands, bids, service providers and order messages. Mutations invalidate what they change. */
import type { BidInput, CreateDemandInput, EscrowPayType, ProviderProfileInput, UpdateDemandInput } from '@moxing/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useSession } from '../../stores/session';
import {
  demandApi,
  demandKeys,
  demandMessageApi,
  demandMessageKeys,
  type DeliverInput,
  type DemandFilters,
  type Paging,
  type ProviderFilters,
} from './api';

const HOUR = 3_600_000;

export function useTradeTypes() {
  return useQuery({
    queryKey: demandKeys.tradeTypes(),
    queryFn: ({ signal }) => demandApi.tradeTypes({ signal, silent: true }),
    staleTime: HOUR,
  });
}

export function useDemandList(filters: DemandFilters) {
  return useQuery({
    queryKey: demandKeys.list(filters),
    queryFn: ({ signal }) => demandApi.list(filters, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

/** The phone's endless list of the hall: pages of `pageSize`, the next one loaded on scroll. */
export function useDemandInfinite(filters: Omit<DemandFilters, 'pageNum'>) {
  return useInfiniteQuery({
    queryKey: [...demandKeys.list(filters), 'infinite'] as const,
    queryFn: ({ signal, pageParam }) => demandApi.list({ ...filters, pageNum: pageParam }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
}

export function useProviderInfinite(filters: Omit<ProviderFilters, 'pageNum'>) {
  return useInfiniteQuery({
    queryKey: [...demandKeys.providers(filters), 'infinite'] as const,
    queryFn: ({ signal, pageParam }) => demandApi.providers({ ...filters, pageNum: pageParam }, { signal, silent: true }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum * last.pageSize < last.total ? last.pageNum + 1 : undefined),
  });
}

export function useDemandDetail(code: string | null) {
  const token = useSession((s) => s.token);
  return useQuery({
    // The answer depends on who is looking (prices, contact, buttons): the token is part of the key.
    queryKey: [...demandKeys.detail(code ?? ''), token ?? ''] as const,
    queryFn: ({ signal }) => demandApi.detail(code ?? '', { signal, silent: true }),
    enabled: Boolean(code),
  });
}

export function useBidList(code: string | null, enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: [...demandKeys.bids(code ?? ''), token ?? ''] as const,
    queryFn: ({ signal }) => demandApi.bidList(code ?? '', {}, { signal, silent: true }),
    enabled: Boolean(code) && enabled,
  });
}

export function useDemandCounts() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: demandKeys.counts(),
    queryFn: ({ signal }) => demandApi.counts({ signal, silent: true }),
    enabled: Boolean(token),
  });
}

export function useMyDemands(status: number | undefined, paging: Paging) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: demandKeys.myDemands(status, paging),
    queryFn: ({ signal }) => demandApi.myDemands(status, paging, { signal, silent: true }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useMyBids(filter: { bidStatus?: number; status?: number }, paging: Paging) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: demandKeys.myBids(filter, paging),
    queryFn: ({ signal }) => demandApi.myBids(filter, paging, { signal, silent: true }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useProviderList(filters: ProviderFilters) {
  return useQuery({
    queryKey: demandKeys.providers(filters),
    queryFn: ({ signal }) => demandApi.providers(filters, { signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function useFeaturedProviders(kind: 'recommended' | 'newest', limit = 6) {
  return useQuery({
    queryKey: demandKeys.featured(kind, limit),
    queryFn: ({ signal }) => demandApi.featured(kind, limit, { signal, silent: true }),
  });
}

export function useProviderInfo(userId: number | null) {
  return useQuery({
    queryKey: demandKeys.provider(userId ?? 0),
    queryFn: ({ signal }) => demandApi.provider(userId ?? 0, { signal, silent: true }),
    enabled: Boolean(userId),
  });
}

export function useDisputeQueue(decided: boolean, paging: Paging, enabled: boolean) {
  return useQuery({
    queryKey: demandKeys.disputeQueue(decided, paging),
    queryFn: ({ signal }) => demandApi.disputeQueue(decided, paging, { signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useReviewList(status: number, paging: Paging, enabled: boolean) {
  return useQuery({
    queryKey: demandKeys.review(status, paging),
    queryFn: ({ signal }) => demandApi.reviewList(status, paging, { signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

// --- mutations --------------------------------------------------------------------------------------

/** After any change to a demand: its detail, its bids, every list and my counts. */
async function refreshDemand(client: QueryClient, code: string): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: demandKeys.detail(code) }),
    client.invalidateQueries({ queryKey: demandKeys.bids(code) }),
    client.invalidateQueries({ queryKey: demandKeys.lists() }),
    client.invalidateQueries({ queryKey: demandKeys.mine() }),
    client.invalidateQueries({ queryKey: demandKeys.reviews() }),
    client.invalidateQueries({ queryKey: demandKeys.disputes() }),
    client.invalidateQueries({ queryKey: demandKeys.providerDetails() }),
    client.invalidateQueries({ queryKey: demandKeys.providerLists() }),
    client.invalidateQueries({ queryKey: demandMessageKeys.all }),
  ]);
}

/** Form mutations are silent: the page shows the server's message next to the field instead of a toast. */
export function useCreateDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDemandInput) => demandApi.create(body, { silent: true }),
    onSuccess: (need) => refreshDemand(client, need.code),
  });
}

export function useUpdateDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDemandInput) => demandApi.update(body, { silent: true }),
    onSuccess: (need) => refreshDemand(client, need.code),
  });
}

export function useCancelDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; reason?: string }) => demandApi.cancel(v.code, v.reason || undefined, { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
  });
}

export function useBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BidInput) => demandApi.bid(body, { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code ?? ''),
  });
}

export function useWithdrawBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => demandApi.withdrawBid(code),
    onSuccess: (_r, code) => refreshDemand(client, code),
  });
}

export function useChooseBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; bidCode: string }) => demandApi.chooseBid(v.code, v.bidCode),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
    // Someone else may have changed the demand in the meantime (a bid withdrawn): show what is true now.
    onError: (_e, v) => refreshDemand(client, v.code),
  });
}

export function useDeliver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverInput) => demandApi.deliver(body, { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
  });
}

export function useRequestChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; reason: string }) => demandApi.requestChange(v.code, v.reason, { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
  });
}

export function useFinishDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => demandApi.finish(code),
    onSuccess: (_r, code) => refreshDemand(client, code),
    onError: (_e, code) => refreshDemand(client, code),
  });
}

export function useScoreDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; score: number; comment?: string }) => demandApi.score(v, { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
  });
}

export function useReviewDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; approve: boolean; reason?: string }) =>
      v.approve ? demandApi.approve(v.code) : demandApi.reject(v.code, v.reason ?? '', { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
    onError: (_e, v) => refreshDemand(client, v.code),
  });
}

/**
 * Funding the escrow with coins (at once) or online (an escrow order to pay at /confirmOrder); a refusal (not enough
 * coins) is shown by the dialog, not a toast.
 */
export function useFundEscrow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; payType: EscrowPayType }) => demandApi.fundEscrow(v.code, v.payType, { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
  });
}

export function useDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; reason: string; reply: boolean }) =>
      v.reply
        ? demandApi.respondDispute(v.code, v.reason, { silent: true })
        : demandApi.openDispute(v.code, v.reason, { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
  });
}

export function useDecideDispute() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { code: string; refund: number; note: string }) => demandApi.decideDispute(v, { silent: true }),
    onSuccess: (_r, v) => refreshDemand(client, v.code),
  });
}

export function useSaveProviderProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderProfileInput) => demandApi.saveProviderProfile(body, { silent: true }),
    onSuccess: async (info) => {
      client.setQueryData(demandKeys.provider(info.id), info);
      await client.invalidateQueries({ queryKey: demandKeys.providerLists() });
    },
  });
}

// --- order messages ---------------------------------------------------------------------------------

/** Unread counts by message type; polled every minute while logged in. */
export function useUnreadMessages() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: demandMessageKeys.unread(),
    queryFn: ({ signal }) => demandMessageApi.unread({ signal, silent: true }),
    enabled: Boolean(token),
    refetchInterval: 60_000,
    staleTime: 15_000,
  });
}

export function useDemandMessages(pageSize = 8) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: demandMessageKeys.orderList(pageSize),
    queryFn: ({ signal }) => demandMessageApi.list(pageSize, { signal, silent: true }),
    enabled: Boolean(token),
  });
}

export function useMarkMessagesRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[] | 'all') => (ids === 'all' ? demandMessageApi.markAllRead() : demandMessageApi.markRead(ids)),
    onSuccess: () => client.invalidateQueries({ queryKey: demandMessageKeys.all }),
  });
}
