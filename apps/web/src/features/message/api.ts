/** Messages (packages/shared/src/contract/message.ts): unread counts, the list, marking read, deleting, the live count. */
import { messageCalls } from '@moxing/shared/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callUrl } from '../../api/client';
import { useSession } from '../../stores/session';

export const messageApi = {
  unread: (signal?: AbortSignal) => callApi(messageCalls.unread, {}, { signal, silent: true }),
  list: (query: { pageNum: number; pageSize: number; messageType?: number }, signal?: AbortSignal) =>
    callApi(messageCalls.list, { query }, { signal }),
  markRead: (ids: number[]) => callApi(messageCalls.markRead, { body: { ids } }),
  markAllRead: (messageType?: number) =>
    callApi(messageCalls.markAllRead, { body: messageType === undefined ? {} : { messageType } }),
  remove: (ids: number[]) => callApi(messageCalls.remove, { body: { ids } }),
  streamUrl: () => callUrl(messageCalls.stream),
};

export const messageKeys = {
  all: ['messages'] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  list: (query: { pageNum: number; pageSize: number; messageType?: number }) => [...messageKeys.all, 'list', query] as const,
};

/** The slowest the count is refreshed when the live stream is down (docs: no polling faster than 60 s). */
export const UNREAD_FALLBACK_MS = 60_000;

export function useUnread() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: ({ signal }) => messageApi.unread(signal),
    enabled: Boolean(token),
    refetchInterval: UNREAD_FALLBACK_MS,
    staleTime: 30_000,
  });
}

export function useMessages(query: { pageNum: number; pageSize: number; messageType?: number }) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: messageKeys.list(query),
    queryFn: ({ signal }) => messageApi.list(query, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** Marking and deleting change the list and the counts: both are fetched again. */
function useMessageMutation<T>(fn: (arg: T) => Promise<{ changed: number }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export const useMarkRead = () => useMessageMutation((ids: number[]) => messageApi.markRead(ids));
export const useMarkAllRead = () => useMessageMutation((messageType?: number) => messageApi.markAllRead(messageType));
export const useRemoveMessages = () => useMessageMutation((ids: number[]) => messageApi.remove(ids));
