/** Route entries of the points pages (issue 15), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type PointsPagePath = Extract<PagePath, '/myIntegral/list' | '/integralMall' | '/admin/mall'>;

export const POINTS_PAGES: Record<PointsPagePath, PageDef> = {
  '/myIntegral/list': {
    title: '我的积分',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/PointsPage')),
    mobile: lazyPage(() => import('./phone/MobilePointsPage')),
  },
  '/integralMall': {
    title: '积分商城',
    description: '每日签到、完成任务赚积分，用积分兑换会员套餐、金币和礼品',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MallPage')),
    mobile: lazyPage(() => import('./phone/MobileMallPage')),
  },
  '/admin/mall': {
    title: '积分商城管理',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MallAdminPage')),
    mobile: lazyPage(() => import('./phone/MobileMallAdminPage')),
  },
};
