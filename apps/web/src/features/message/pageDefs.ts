/** Route entries of the messages page, spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

export const MESSAGE_PAGES: Record<Extract<PagePath, '/myaccount/myMsg'>, PageDef> = {
  '/myaccount/myMsg': {
    title: '消息通知',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/MyMsgPage')),
    mobile: lazyPage(() => import('./phone/MobileMyMsgPage')),
  },
};
