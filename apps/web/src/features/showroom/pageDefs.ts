/** Route entries of the showrooms, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type ShowroomPath = '/hall' | '/show' | '/showDetail' | '/showDetailTwo' | '/exhibitionLink';

const detail = {
  layout: 'main',
  desktop: lazyPage(() => import('./desktop/ShowDetailPage')),
  mobile: lazyPage(() => import('./phone/MobileShowDetailPage')),
} as const;

export const SHOWROOM_PAGES: Record<Extract<PagePath, ShowroomPath>, PageDef> = {
  '/hall': {
    title: '3D 展厅',
    description: '3D 展厅、品牌秀与 3D 秀：在手机和电脑上漫游品牌的立体展厅',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/HallPage')),
    mobile: lazyPage(() => import('./phone/MobileHallPage')),
  },
  '/show': {
    title: '我的展厅',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MyShowsPage')),
    mobile: lazyPage(() => import('./phone/MobileMyShowsPage')),
  },
  '/showDetail': { title: '3D 展厅', ...detail },
  '/showDetailTwo': { title: '3D 展厅', ...detail },
  '/exhibitionLink': { title: '3D 展厅', ...detail },
};
