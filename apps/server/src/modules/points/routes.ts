import { pointsCalls as calls } from '@moxing/shared';
import { implement, type AnyRoute } from '../../platform/http/route.js';
import type { MallService } from './mall.js';
import type { PointsService } from './service.js';

export function pointsRoutes(points: PointsService, mall: MallService): AnyRoute[] {
  return [
    implement(calls.panel, ({ user }) => points.panel(user.id)),
    implement(calls.add, ({ body, user }) => points.add(user.id, body.code)),
    implement(calls.scoreList, ({ query, user }) => points.scoreList(user.id, query)),
    implement(calls.dayTaskList, ({ user }) => points.dayTasks(user.id)),
    implement(calls.shareVisit, ({ body, user }) => points.shareVisit(user.id, body.from)),
    implement(calls.goods, ({ query, user }) => mall.list(user, query)),
    implement(calls.saveGoods, ({ body, user }) => mall.save(body, user.id)),
    implement(calls.exchange, ({ body, user }) => mall.exchange(user, body)),
    implement(calls.myRedemptions, ({ query, user }) => mall.myRedemptions(user, query)),
    implement(calls.redemptions, ({ query, user }) => mall.redemptions(user, query)),
    implement(calls.ship, ({ body, user }) => mall.ship(user, body)),
  ];
}
