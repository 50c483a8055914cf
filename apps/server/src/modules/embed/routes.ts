import { embedCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { EmbedService } from './service.js';

export function embedRoutes(embed: EmbedService): AnyRoute[] {
  return [
    implement(embedCalls.view, ({ body, user }) => embed.embedView(body.modelCode, body.referrer, body.unlock, user)),
    implement(embedCalls.count, ({ query, user }) => embed.embedCount(user, query.modelCode)),
    implement(embedCalls.leaderboard, ({ query }) => embed.leaderboard(query)),
  ];
}
