/** Route entries of the user centre, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

export const USER_CENTRE_PAGES: Record<Extract<PagePath, '/mycenter' | '/myaccount/personal'>, PageDef> = {
  '/mycenter': {
    title: '个人中心',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MyCenterPage')),
    mobile: lazyPage(() => import('./phone/MobileMyCenterPage')),
  },
  '/myaccount/personal': {
    title: '个人资料',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/PersonalPage')),
  },
};
