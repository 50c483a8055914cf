/** Route entries of the account feature (login, registration, password reset, WeChat binding), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

export const ACCOUNT_PAGES: Record<Extract<PagePath, '/login' | '/register' | '/forget' | '/wechatBind'>, PageDef> = {
  '/login': {
    title: '登录',
    layout: 'standalone',
    desktop: lazyPage(() => import('./desktop/LoginPage')),
    mobile: lazyPage(() => import('./phone/MobileLoginPage')),
  },
  '/register': {
    title: '注册',
    description: '注册模型星球账号：买卖 3D 模型、发布建模需求、承接建模订单。',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/RegisterPage')),
    mobile: lazyPage(() => import('./phone/MobileRegisterPage')),
  },
  '/forget': {
    title: '找回密码',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ForgetPage')),
    mobile: lazyPage(() => import('./phone/MobileForgetPage')),
  },
  '/wechatBind': {
    title: '微信登录',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/WechatBindPage')),
  },
};
