/** Route entry of the developer centre of the open API, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

export const OPEN_API_PAGES: Record<Extract<PagePath, '/api'>, PageDef> = {
  '/api': {
    title: '开发者中心',
    description: '模型星球开放平台：创建 API 密钥，用签名请求读取与上传你的模型、查看统计。',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ApiCentrePage')),
    mobile: lazyPage(() => import('./phone/MobileApiCentrePage')),
  },
};
