import { messageCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { MessageService } from './service.js';

export function messageRoutes(messages: MessageService): AnyRoute[] {
  return [
    implement(calls.unread, ({ user }) => messages.unreadSummary(user.id)),
    implement(calls.latestUnread, ({ user }) => messages.latestUnread(user.id)),
    implement(calls.list, ({ query, user }) => messages.list(user.id, query)),
    implement(calls.markRead, ({ body, user }) => messages.markRead(user.id, body.ids)),
    implement(calls.markAllRead, ({ body, user }) => messages.markAllRead(user.id, body?.messageType)),
    implement(calls.remove, ({ body, user }) => messages.remove(user.id, body.ids)),
  ];
}
