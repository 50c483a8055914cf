/** Route entries of the owner's shelf (my models, branding, image models, collections) and model upload (issue 3), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type ShelfPagePath = Extract<
  PagePath,
  | '/mymodel/addGoods'
  | '/mymodel/good'
  | '/mymodel/individual'
  | '/mymodel/chart'
  | '/mymodel/logo'
  | '/mymodel/thumb'
  | '/mymodel/imageModel'
  | '/mycollect/model'
>;

export const SHELF_PAGES: Record<ShelfPagePath, PageDef> = {
  '/mymodel/addGoods': {
    title: '上传模型',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/AddModelPage')),
  },
  '/mymodel/good': { title: '我的模型', layout: 'main', desktop: lazyPage(() => import('./desktop/MyModelsPage')) },
  '/mymodel/individual': { title: '已购模型', layout: 'main', desktop: lazyPage(() => import('./desktop/MyIndividualPage')) },
  '/mymodel/chart': { title: '模型数据', layout: 'main', desktop: lazyPage(() => import('./desktop/MyChartPage')) },
  '/mymodel/logo': { title: '我的 Logo', layout: 'main', desktop: lazyPage(() => import('./desktop/MyLogoPage')) },
  '/mymodel/thumb': { title: '自定义封面', layout: 'main', desktop: lazyPage(() => import('./desktop/MyCoverPage')) },
  '/mymodel/imageModel': {
    title: '图片模型',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ImageModelEditPage')),
  },
  '/mycollect/model': {
    title: '我的收藏',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MyCollectPage')),
    mobile: lazyPage(() => import('./phone/MobileCollectPage')),
  },
};
