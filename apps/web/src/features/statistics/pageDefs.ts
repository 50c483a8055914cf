/** Route entries of statistics, devices and the hardware showcase, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type StatisticsPath = '/myaccount/statistics' | '/statistics' | '/myaccount/equipment' | '/implement' | '/admin/implement';

const statistics = lazyPage(() => import('./desktop/StatisticsPage'));
const mobileStatistics = lazyPage(() => import('./phone/MobileStatisticsPage'));

export const STATISTICS_PAGES: Record<Extract<PagePath, StatisticsPath>, PageDef> = {
  '/myaccount/statistics': { title: '数据统计', layout: 'main', desktop: statistics, mobile: mobileStatistics },
  '/statistics': { title: '数据看板', layout: 'standalone', desktop: statistics, mobile: mobileStatistics },
  '/myaccount/equipment': {
    title: '我的设备',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/EquipmentPage')),
    mobile: lazyPage(() => import('./phone/MobileEquipmentPage')),
  },
  '/implement': {
    title: '硬件与工具',
    description: '模型星球的三维扫描设备与建模工具：手持、箱式与立式扫描仪',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ImplementPage')),
    mobile: lazyPage(() => import('./phone/MobileImplementPage')),
  },
  '/admin/implement': {
    title: '硬件展示管理',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/AdminImplementPage')),
    mobile: lazyPage(() => import('./phone/MobileAdminImplementPage')),
  },
};
