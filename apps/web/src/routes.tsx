/**
 * The route table: one route per path of PAGE_PATHS (packages/shared/src/pages.ts, which the server also uses
 * to answer unknown paths with HTTP 404). Pages are lazy chunks; each has a title and optional meta.
 */
import { PAGE_PATHS, type PagePath } from '@moxing/shared';
import type { RouteObject } from 'react-router';
import { PageView, Root, RouteError, type PageDef, type RouteHandle } from './app/Root';
import { ACCOUNT_PAGES } from './features/account/pageDefs';
import { API_DOCUMENT_PAGES } from './features/apiDocument/pageDefs';
import { HOME_PAGES } from './features/home/pageDefs';
import { USER_CENTRE_PAGES } from './features/userCentre/pageDefs';
import { CONVERSION_PAGES } from './features/conversion/pageDefs';
import { DEMAND_PAGES } from './features/demand/pageDefs';
import { LIBRARY_PAGES } from './features/library/pageDefs';
import { MONEY_PAGES } from './features/money/pageDefs';
import { MEMBERSHIP_PAGES } from './features/membership/pageDefs';
import { POINTS_PAGES } from './features/points/pageDefs';
import { SHELF_PAGES } from './features/shelf/pageDefs';
import { SITE_PAGES } from './features/site/pageDefs';
import { MESSAGE_PAGES } from './features/message/pageDefs';
import { SHOWROOM_PAGES } from './features/showroom/pageDefs';
import { BUSINESS_PAGES } from './features/business/pageDefs';
import { SPACE_PAGES } from './features/space/pageDefs';
import { STATISTICS_PAGES } from './features/statistics/pageDefs';
import { OPEN_API_PAGES } from './features/openApi/pageDefs';
import { CONTENT_PAGES } from './features/content/pageDefs';

export const PAGES: Record<PagePath, PageDef> = {
  ...HOME_PAGES,
  ...ACCOUNT_PAGES,
  ...USER_CENTRE_PAGES,
  ...API_DOCUMENT_PAGES,
  ...LIBRARY_PAGES,
  ...DEMAND_PAGES,
  ...SHELF_PAGES,
  ...MEMBERSHIP_PAGES,
  ...POINTS_PAGES,
  ...CONVERSION_PAGES,
  ...SITE_PAGES,
  ...SPACE_PAGES,
  ...STATISTICS_PAGES,
  ...SHOWROOM_PAGES,
  ...OPEN_API_PAGES,
  ...MESSAGE_PAGES,
  ...BUSINESS_PAGES,
  ...CONTENT_PAGES,
  ...MONEY_PAGES,
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
