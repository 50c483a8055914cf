import { socialCalls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { SocialService } from './service.js';

export function socialRoutes(social: SocialService): AnyRoute[] {
  return [
    implement(socialCalls.like, ({ body, user }) => social.like(user, body.modelCode, body.liked)),
    implement(socialCalls.collect, ({ body, user }) => social.collect(user, body.modelCode, body.collected)),
    implement(socialCalls.comments, ({ query, user }) => social.comments(query.modelCode, user, query)),
    implement(socialCalls.addComment, ({ body, user }) => social.addComment(user, body.modelCode, body.content, body.replyTo)),
    implement(socialCalls.deleteComment, ({ body, user }) => social.deleteComment(user, body.commentId)),
    implement(socialCalls.follow, ({ body, user }) => social.follow(user, body.userId, body.follow)),
    implement(socialCalls.fanPanel, ({ user }) => social.panel(user)),
    implement(socialCalls.people, ({ query, user }) => social.people(user, query)),
    implement(socialCalls.userCard, ({ query, user }) => social.info(user, query.userId)),
    implement(socialCalls.myFans, ({ query, user }) => social.people(user, { ...query, type: 'fans' })),
    implement(socialCalls.setRemark, ({ body, user }) => social.setRemark(user, body.userId, body.remark)),
  ];
}
