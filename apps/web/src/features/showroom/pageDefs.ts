/** Route entries of the showrooms, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type ShowroomPath =
  | '/hall'
  | '/show'
  | '/showDetail'
  | '/showDetailTwo'
  | '/exhibitionLink'
  | '/compilationList'
  | '/compilationDetail'
  | '/case'
  | '/industrySolution'
  | '/myhallOrderForm';

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
  '/compilationList': {
    title: '合辑',
    description: '模型与 3D 展厅合辑：运营精选与用户整理的模型、展厅清单',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/CompilationListPage')),
    mobile: lazyPage(() => import('./phone/MobileCompilationListPage')),
  },
  '/compilationDetail': {
    title: '合辑',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/CompilationDetailPage')),
    mobile: lazyPage(() => import('./phone/MobileCompilationDetailPage')),
  },
  '/case': {
    title: '免费案例',
    description: '免费的 3D 展厅样板：先进去逛一逛，再用同样的模板一键新建自己的展厅',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/CasePage')),
    mobile: lazyPage(() => import('./phone/MobileCasePage')),
  },
  '/industrySolution': {
    title: '行业解决方案',
    description: '家具、珠宝、鞋服、会展与博物馆的 3D 展厅方案与案例',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/IndustrySolutionPage')),
    mobile: lazyPage(() => import('./phone/MobileIndustrySolutionPage')),
  },
  '/myhallOrderForm': {
    title: '定制展厅',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/HallOrderFormPage')),
    mobile: lazyPage(() => import('./phone/MobileHallOrderFormPage')),
  },
};
