/** Route entries of orders, payments and bills (issue 19), spread into PAGES in routes.tsx. */
import type { PagePath } from '@moxing/shared';
import type { PageDef } from '../../app/Root';
import { lazyPage } from '../../lib/chunk';

type MoneyPagePath = Extract<
  PagePath,
  | '/voucherCenter'
  | '/myaccount/toRecharge'
  | '/payWebchat'
  | '/alipayComponent'
  | '/confirmOrder'
  | '/myorder'
  | '/myorderDetail'
  | '/myaccount/account/bills'
  | '/myPurchaseService'
  | '/admin/orders'
  | '/admin/payNotices'
>;

const recharge = lazyPage(() => import('./desktop/RechargePage'));

export const MONEY_PAGES: Record<MoneyPagePath, PageDef> = {
  '/voucherCenter': { title: '金币充值', layout: 'main', desktop: recharge },
  '/myaccount/toRecharge': { title: '金币充值', layout: 'main', desktop: recharge },
  '/payWebchat': { title: '扫码支付', layout: 'main', desktop: lazyPage(() => import('./desktop/PayQrPage')) },
  '/alipayComponent': { title: '支付宝支付', layout: 'standalone', desktop: lazyPage(() => import('./desktop/AlipayPage')) },
  '/confirmOrder': { title: '确认订单', layout: 'main', desktop: lazyPage(() => import('./desktop/ConfirmOrderPage')) },
  '/myorder': { title: '我的订单', layout: 'main', desktop: lazyPage(() => import('./desktop/OrdersPage')) },
  '/myorderDetail': { title: '订单详情', layout: 'main', desktop: lazyPage(() => import('./desktop/OrderDetailPage')) },
  '/myaccount/account/bills': { title: '账单明细', layout: 'main', desktop: lazyPage(() => import('./desktop/BillsPage')) },
  '/myPurchaseService': { title: '我的购买', layout: 'main', desktop: lazyPage(() => import('./desktop/PurchasesPage')) },
  '/admin/orders': { title: '订单管理', layout: 'main', desktop: lazyPage(() => import('./desktop/AdminOrdersPage')) },
  '/admin/payNotices': { title: '支付通知', layout: 'main', desktop: lazyPage(() => import('./desktop/PayNoticesPage')) },
};
