/** Route entry of the open-platform API document, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

export const API_DOCUMENT_PAGES: Record<Extract<PagePath, '/APIDocument'>, PageDef> = {
  '/APIDocument': {
    title: '开放平台接口文档',
    description: '模型星球开放平台接口文档：账号、模型、需求等接口的路径、参数与返回格式。',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ApiDocumentPage')),
  },
};
