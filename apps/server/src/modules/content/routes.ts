import { contentCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { EngagementService } from './engagement.js';
import type { InviteService } from './invites.js';
import type { ContentService } from './service.js';

const ARTICLES = ['help', 'update', 'news', 'case', 'production', 'activity', 'page'] as const;

export function contentRoutes(deps: {
  content: ContentService;
  engagement: EngagementService;
  invites: InviteService;
}): AnyRoute[] {
  const { content, engagement, invites } = deps;
  return [
    implement(calls.helpAll, ({ query }) => content.helpAll(query.keyword)),
    implement(calls.helpInfo, ({ query }) => content.detail(query.id, ARTICLES)),
    implement(calls.versions, ({ query }) => content.list('update', query)),
    implement(calls.list, ({ query }) => content.list(query.kind, query)),
    implement(calls.page, ({ query }) => content.bySlug(query.slug)),
    implement(calls.homeBanners, () => content.banners('home')),
    implement(calls.bannerClick, ({ body }) => content.click(body.id)),
    implement(calls.banners, ({ query }) => content.banners(query.position)),
    implement(calls.ad, ({ query }) => content.detail(query.advertisingId, ['ad'])),
    implement(calls.activityPopup, () => content.popup()),
    implement(calls.activityBrowse, ({ body }) => content.browse(body.id)),
    implement(calls.joinActivity, ({ body, user }) => content.join(user.id, body.id)),
    implement(calls.myActivities, ({ user }) => content.myActivities(user.id)),
    implement(calls.cooperate, ({ body, user, req }) => engagement.cooperate(body, user?.id ?? null, req.ip)),
    implement(calls.feedback, ({ body, user }) => engagement.feedback(user.id, body)),
    implement(calls.myFeedback, ({ query, user }) => engagement.feedbackPage(user.id, query)),
    implement(calls.myInvite, ({ user }) => invites.mine(user.id)),
    implement(calls.bindInvite, ({ body, user }) => invites.bind(user.id, body.inviteCode)),
    implement(calls.adminList, ({ query }) => content.adminList(query)),
    implement(calls.adminDetail, ({ query }) => content.adminDetailOf(query.id)),
    implement(calls.save, ({ body, user }) => content.save(user.id, body)),
    implement(calls.act, ({ body }) => content.act(body.id, body.action)),
    implement(calls.preview, ({ body }) => content.preview(body.body)),
    implement(calls.leads, ({ query }) => engagement.leads(query)),
    implement(calls.feedbackList, ({ query }) => engagement.feedbackPage(null, query)),
    implement(calls.replyFeedback, ({ body, user }) => engagement.reply(user.id, body.id, body.reply)),
  ];
}
