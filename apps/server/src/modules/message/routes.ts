import { messageCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { MessageService } from './service.js';

export function messageRoutes(messages: MessageService): AnyRoute[] {
  return [
    implement(calls.unread, ({ user }) => messages.unreadSummary(user.id)),
    implement(calls.latestUnread, ({ user }) => messages.latestUnread(user.id)),
    implement(calls.stream, async ({ user, reply }) => {
      // Written on the raw response for as long as the page stays open: give it the headers set so far
      // (security headers), which a hijacked reply skips.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Tells nginx not to hold the events back in its buffer.
        'x-accel-buffering': 'no',
      });
      await messages.stream.open(user.id, reply.raw);
    }),
    implement(calls.list, ({ query, user }) => messages.list(user.id, query)),
    implement(calls.markRead, ({ body, user }) => messages.markRead(user.id, body.ids)),
    implement(calls.markAllRead, ({ body, user }) => messages.markAllRead(user.id, body?.messageType)),
    implement(calls.remove, ({ body, user }) => messages.remove(user.id, body.ids)),
  ];
}
