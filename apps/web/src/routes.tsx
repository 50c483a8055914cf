/**
 * The route table: one route per path of PAGE_PATHS (packages/shared/src/pages.ts, which the server also uses
 * to answer unknown paths with HTTP 404). Pages are lazy chunks; each has a title and optional meta.
 */
import { PAGE_PATHS, type PagePath } from '@moxing/shared';
import type { RouteObject } from 'react-router';
import { PageView, Root, RouteError, type PageDef, type RouteHandle } from './app/Root';
import { lazyPage } from './lib/chunk';
import { NEED_PAGES } from './pages/need/pageDefs';
import { SHELF_PAGES } from './features/shelf/pageDefs';
import { LIBRARY_PAGES } from './features/library/pageDefs';
import { CONVERSION_PAGES } from './features/conversion/pageDefs';

export const PAGES: Record<PagePath, PageDef> = {
  '/': {
    title: '模型星球',
    description: '模型星球：3D 模型交易、建模服务与 3D 展示平台。找模型、发需求、接单建模、品牌 3D 展示，一站完成。',
    keywords: '3D模型,模型交易,3D建模,建模接单,3D展厅,AR试戴,模型星球',
    layout: 'main',
    plain: true,
    desktop: lazyPage(() => import('./pages/home/HomePage')),
    mobile: lazyPage(() => import('./mobile/home/MobileHomePage')),
  },
  '/login': {
    title: '登录',
    layout: 'standalone',
    desktop: lazyPage(() => import('./pages/login/LoginPage')),
    mobile: lazyPage(() => import('./mobile/auth/MobileLoginPage')),
  },
  '/register': {
    title: '注册',
    description: '注册模型星球账号：买卖 3D 模型、发布建模需求、承接建模订单。',
    layout: 'main',
    desktop: lazyPage(() => import('./pages/register/RegisterPage')),
    mobile: lazyPage(() => import('./mobile/auth/MobileRegisterPage')),
  },
  '/forget': {
    title: '找回密码',
    layout: 'main',
    desktop: lazyPage(() => import('./pages/forget/ForgetPage')),
    mobile: lazyPage(() => import('./mobile/auth/MobileForgetPage')),
  },
  '/404': {
    title: '页面不存在',
    layout: 'standalone',
    desktop: lazyPage(() => import('./pages/notFound/NotFoundPage')),
  },
  '/mycenter': {
    title: '个人中心',
    layout: 'main',
    desktop: lazyPage(() => import('./pages/user/mycenter/MyCenterPage')),
    mobile: lazyPage(() => import('./mobile/user/MobileMyCenterPage')),
  },
  '/myaccount/personal': {
    title: '个人资料',
    layout: 'main',
    desktop: lazyPage(() => import('./pages/user/personal/PersonalPage')),
  },
  '/wechatBind': {
    title: '微信登录',
    layout: 'main',
    desktop: lazyPage(() => import('./pages/wechatBind/WechatBindPage')),
  },
  '/APIDocument': {
    title: '开放平台接口文档',
    description: '模型星球开放平台接口文档：账号、模型、需求等接口的路径、参数与返回格式。',
    layout: 'main',
    desktop: lazyPage(() => import('./pages/apiDocument/ApiDocumentPage')),
  },
  ...LIBRARY_PAGES,
  ...NEED_PAGES,
  ...SHELF_PAGES,
  ...CONVERSION_PAGES,
};

function pageRoute(path: PagePath): RouteObject {
  const handle: RouteHandle = { path, def: PAGES[path] };
  // Keyed by path: React would otherwise reuse one page's guard state for the next page.
  const element = <PageView key={path} def={PAGES[path]} />;
  if (path === '/') return { index: true, element, handle, errorElement: <RouteError /> };
  return { path: path.slice(1), caseSensitive: true, element, handle, errorElement: <RouteError /> };
}

export function buildRoutes(): RouteObject[] {
  const notFound: RouteHandle = { path: '/404', def: PAGES['/404'] };
  return [
    {
      path: '/',
      element: <Root />,
      errorElement: <RouteError />,
      children: [
        ...PAGE_PATHS.map(pageRoute),
        // Unknown paths: the 404 page in place (the server answered them with HTTP 404).
        { path: '*', element: <PageView def={PAGES['/404']} />, handle: notFound, errorElement: <RouteError /> },
      ],
    },
  ];
}
