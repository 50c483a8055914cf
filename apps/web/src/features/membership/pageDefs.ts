/** Route entries of the membership package pages (issue 19), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type MembershipPagePath = Extract<
  PagePath,
  | '/upgrade'
  | '/active/vip'
  | '/active/vip2'
  | '/active/getVipSuccess'
  | '/myPackageOrder'
  | '/admin/packages'
  | '/admin/memberships'
>;

export const MEMBERSHIP_PAGES: Record<MembershipPagePath, PageDef> = {
  '/upgrade': {
    title: '会员套餐',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/UpgradePage')),
    mobile: lazyPage(() => import('./phone/MobileUpgradePage')),
  },
  '/active/vip': {
    title: '开通会员',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/VipPage')),
    mobile: lazyPage(() => import('./phone/MobileVipPage')),
  },
  '/active/vip2': {
    title: '单项权益',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/Vip2Page')),
    mobile: lazyPage(() => import('./phone/MobileVip2Page')),
  },
  '/active/getVipSuccess': {
    title: '开通成功',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/VipSuccessPage')),
    mobile: lazyPage(() => import('./phone/MobileVipSuccessPage')),
  },
  '/myPackageOrder': {
    title: '我的套餐',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MyPackageOrderPage')),
    mobile: lazyPage(() => import('./phone/MobileMyPackageOrderPage')),
  },
  '/admin/packages': {
    title: '套餐管理',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/PackagesAdminPage')),
    mobile: lazyPage(() => import('./phone/MobilePackagesAdminPage')),
  },
  '/admin/memberships': {
    title: '会员开通与撤销',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MembershipsAdminPage')),
    mobile: lazyPage(() => import('./phone/MobileMembershipsAdminPage')),
  },
};
