/**
 * The header's live unread count: an EventSource on message/stream (server-sent events, the login cookie
 * authenticates it) while someone is logged in. Each event refreshes the counts and any open message list; the
 * browser reconnects by itself after a drop, and useUnread's 60 s refresh covers the time it is down.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../stores/session';
import { messageApi, messageKeys, useUnread } from './api';

export function useLiveUnread(): number {
  const token = useSession((s) => s.token);
  const client = useQueryClient();
  const unread = useUnread();
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const source = new EventSource(messageApi.streamUrl());
    let first = true;
    source.addEventListener('unread', (event) => {
      const { totalCount } = JSON.parse((event as MessageEvent<string>).data) as { totalCount: number };
      const known = client.getQueryData<{ totalCount: number }>(messageKeys.unread());
      // The first event tells what the page already fetched: nothing to do unless it differs.
      if (first && known?.totalCount === totalCount) {
        first = false;
        return;
      }
      first = false;
      void client.invalidateQueries({ queryKey: messageKeys.all });
    });
    return () => source.close();
  }, [token, client]);
  return unread.data?.totalCount ?? 0;
}
