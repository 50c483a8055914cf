/** Route entries of the model library (issue 4), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type ModelPagePath = Extract<
  PagePath,
  | '/good'
  | '/freeModel'
  | '/search'
  | '/modeldetail'
  | '/modelinfo/:modelCode'
  | '/modeldetailXcx'
  | '/modelshow'
  | '/modelshow2'
  | '/imgdetail'
  | '/modelEditInfo'
  | '/mymodel/good'
  | '/mymodel/individual'
  | '/mymodel/chart'
  | '/mycollect/model'
>;

const mobileLibrary = lazyPage(() => import('../../mobile/model/MobileLibraryPage'));
const mobileDetail = lazyPage(() => import('../../mobile/model/MobileModelDetailPage'));
const detail = lazyPage(() => import('./ModelDetailPage'));
const show = lazyPage(() => import('./ModelShowPage'));

export const MODEL_PAGES: Record<ModelPagePath, PageDef> = {
  '/good': {
    title: '模型库',
    description: '模型星球模型库：家具、灯具、首饰、鞋包、机械零件等海量 3D 模型，按分类、行业、格式筛选，在线 3D 预览。',
    keywords: '3D模型库,3D模型下载,免费3D模型,GLB模型,OBJ模型,在线3D预览',
    layout: 'main',
    desktop: lazyPage(() => import('./GoodPage')),
    mobile: mobileLibrary,
  },
  '/freeModel': {
    title: '免费模型',
    description: '模型星球免费 3D 模型：可直接下载原始文件与 GLB、OBJ、STL 等格式。',
    keywords: '免费3D模型,3D模型免费下载,免费GLB,免费OBJ',
    layout: 'main',
    desktop: lazyPage(() => import('./FreeModelPage')),
    mobile: mobileLibrary,
  },
  '/search': {
    title: '搜索模型',
    layout: 'main',
    desktop: lazyPage(() => import('./SearchPage')),
    mobile: mobileLibrary,
  },
  '/modeldetail': { title: '模型详情', layout: 'main', desktop: detail, mobile: mobileDetail },
  '/modelinfo/:modelCode': { title: '模型详情', layout: 'main', desktop: detail, mobile: mobileDetail },
  '/modeldetailXcx': {
    title: '模型详情',
    layout: 'standalone',
    desktop: lazyPage(() => import('./ModelDetailXcxPage')),
    mobile: lazyPage(() => import('./ModelDetailXcxPage')),
  },
  '/modelshow': { title: '3D 模型展示', layout: 'standalone', desktop: show, mobile: show },
  '/modelshow2': {
    title: '3D 模型展示',
    layout: 'standalone',
    desktop: lazyPage(() => import('./ModelShow2Page')),
    mobile: lazyPage(() => import('./ModelShow2Page')),
  },
  '/imgdetail': {
    title: '图片模型',
    layout: 'main',
    desktop: lazyPage(() => import('./ImgDetailPage')),
    mobile: lazyPage(() => import('../../mobile/model/MobileImgDetailPage')),
  },
  '/modelEditInfo': { title: '编辑模型', layout: 'main', desktop: lazyPage(() => import('./ModelEditInfoPage')) },
  '/mymodel/good': { title: '我的模型', layout: 'main', desktop: lazyPage(() => import('../mymodel/MyGoodPage')) },
  '/mymodel/individual': { title: '已购模型', layout: 'main', desktop: lazyPage(() => import('../mymodel/MyIndividualPage')) },
  '/mymodel/chart': { title: '模型数据', layout: 'main', desktop: lazyPage(() => import('../mymodel/MyChartPage')) },
  '/mycollect/model': {
    title: '我的收藏',
    layout: 'main',
    desktop: lazyPage(() => import('../mymodel/MyCollectPage')),
    mobile: lazyPage(() => import('../../mobile/model/MobileCollectPage')),
  },
};
