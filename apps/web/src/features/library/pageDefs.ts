/** Route entries of the model library (issue 4): the catalogue and the model pages, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';
import { currentFormFactor } from '../../lib/device';
import { DETAIL_PATH, LIBRARY_PATH, prefetchFor } from './prefetch';

type LibraryPagePath = Extract<
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
>;

const load = {
  mobileLibrary: () => import('./phone/MobileLibraryPage'),
  mobileDetail: () => import('./phone/MobileModelDetailPage'),
  detail: () => import('./desktop/ModelDetailPage'),
  library: () => import('./desktop/LibraryPage'),
  free: () => import('./desktop/FreeModelPage'),
  search: () => import('./desktop/SearchPage'),
};

const mobileLibrary = lazyPage(load.mobileLibrary);
const mobileDetail = lazyPage(load.mobileDetail);
const detail = lazyPage(load.detail);
const show = lazyPage(() => import('./desktop/ModelShowPage'));

export const LIBRARY_PAGES: Record<LibraryPagePath, PageDef> = {
  '/good': {
    title: '模型库',
    description: '模型星球模型库：家具、灯具、首饰、鞋包、机械零件等海量 3D 模型，按分类、行业、格式筛选，在线 3D 预览。',
    keywords: '3D模型库,3D模型下载,免费3D模型,GLB模型,OBJ模型,在线3D预览',
    layout: 'main',
    desktop: lazyPage(load.library),
    mobile: mobileLibrary,
  },
  '/freeModel': {
    title: '免费模型',
    description: '模型星球免费 3D 模型：可直接下载原始文件与 GLB、OBJ、STL 等格式。',
    keywords: '免费3D模型,3D模型免费下载,免费GLB,免费OBJ',
    layout: 'main',
    desktop: lazyPage(load.free),
    mobile: mobileLibrary,
  },
  '/search': {
    title: '搜索模型',
    layout: 'main',
    desktop: lazyPage(load.search),
    mobile: mobileLibrary,
  },
  '/modeldetail': { title: '模型详情', layout: 'main', desktop: detail, mobile: mobileDetail },
  '/modelinfo/:modelCode': { title: '模型详情', layout: 'main', desktop: detail, mobile: mobileDetail },
  '/modeldetailXcx': {
    title: '模型详情',
    layout: 'standalone',
    desktop: lazyPage(() => import('./desktop/ModelDetailXcxPage')),
    mobile: lazyPage(() => import('./desktop/ModelDetailXcxPage')),
  },
  '/modelshow': { title: '3D 模型展示', layout: 'standalone', desktop: show, mobile: show },
  '/modelshow2': {
    title: '3D 模型展示',
    layout: 'standalone',
    desktop: lazyPage(() => import('./desktop/ModelShow2Page')),
    mobile: lazyPage(() => import('./desktop/ModelShow2Page')),
  },
  '/imgdetail': {
    title: '图片模型',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ImgDetailPage')),
    mobile: lazyPage(() => import('./phone/MobileImgDetailPage')),
  },
  '/modelEditInfo': { title: '编辑模型', layout: 'main', desktop: lazyPage(() => import('./desktop/ModelEditInfoPage')) },
};

/** Opening the library or a model page directly: its code and its data are requested at once (see prefetch.ts). */
function preloadCurrentPage(): void {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  const library = LIBRARY_PATH.exec(pathname)?.[1];
  const isDetail = DETAIL_PATH.test(pathname);
  if (!library && !isDetail) return;
  const phone = currentFormFactor() === 'phone';
  const page = isDetail
    ? phone
      ? load.mobileDetail
      : load.detail
    : phone
      ? load.mobileLibrary
      : library === 'freeModel'
        ? load.free
        : library === 'search'
          ? load.search
          : load.library;
  void page().catch(() => undefined); // a failure shows when the route renders the page
  prefetchFor(pathname, search, phone);
}

preloadCurrentPage();
