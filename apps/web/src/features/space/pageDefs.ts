/** Route entries of the personal spaces, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type SpacePath = '/myspace/index' | '/myspace/type' | '/myspace/fan' | '/myspace/follow' | '/hisspace';

export const SPACE_PAGES: Record<Extract<PagePath, SpacePath>, PageDef> = {
  '/myspace/index': {
    title: '我的空间',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MySpaceIndexPage')),
    mobile: lazyPage(() => import('./phone/MobileMySpaceIndexPage')),
  },
  '/myspace/type': {
    title: '我的作品',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MySpaceTypePage')),
    mobile: lazyPage(() => import('./phone/MobileMySpaceTypePage')),
  },
  '/myspace/fan': {
    title: '我的粉丝',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MySpaceFanPage')),
    mobile: lazyPage(() => import('./phone/MobileMySpaceFanPage')),
  },
  '/myspace/follow': {
    title: '我的关注',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MySpaceFollowPage')),
    mobile: lazyPage(() => import('./phone/MobileMySpaceFollowPage')),
  },
  '/hisspace': {
    title: 'TA 的空间',
    description: '模型星球用户的个人空间：作品、粉丝与关注',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/HisSpacePage')),
    mobile: lazyPage(() => import('./phone/MobileHisSpacePage')),
  },
};
