/** Route entries of the home page and the page for unknown addresses, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

export const HOME_PAGES: Record<Extract<PagePath, '/' | '/404'>, PageDef> = {
  '/': {
    title: '模型星球',
    description: '模型星球：3D 模型交易、建模服务与 3D 展示平台。找模型、发需求、接单建模、品牌 3D 展示，一站完成。',
    keywords: '3D模型,模型交易,3D建模,建模接单,3D展厅,AR试戴,模型星球',
    layout: 'main',
    plain: true,
    desktop: lazyPage(() => import('./desktop/HomePage')),
    mobile: lazyPage(() => import('./phone/MobileHomePage')),
  },
  '/404': {
    title: '页面不存在',
    layout: 'standalone',
    desktop: lazyPage(() => import('./desktop/NotFoundPage')),
  },
};
