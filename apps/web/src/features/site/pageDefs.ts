/** Route entries of the platform's own pages (contact, agreements), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

// Plain pages that read well at any width: the same view on phones (and antd is not loaded there for them).
const agreement = lazyPage(() => import('./AgreementPage'));
const contact = lazyPage(() => import('./ContactPage'));

export const SITE_PAGES: Record<
  Extract<PagePath, '/contactUs' | '/useProtocol' | '/agreement/user' | '/agreement/privacy'>,
  PageDef
> = {
  '/contactUs': {
    title: '联系我们',
    description: '模型星球的客服联系方式，以及在平台上向模型作者询价、发布建模需求、找建模师的方式。',
    layout: 'standalone',
    plain: true,
    desktop: contact,
    mobile: contact,
  },
  '/useProtocol': { title: '用户协议', layout: 'main', plain: true, desktop: agreement, mobile: agreement },
  '/agreement/user': { title: '用户协议', layout: 'main', plain: true, desktop: agreement, mobile: agreement },
  '/agreement/privacy': { title: '隐私政策', layout: 'main', plain: true, desktop: agreement, mobile: agreement },
};
