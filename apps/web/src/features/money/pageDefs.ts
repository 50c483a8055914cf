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
  | '/myassets/list'
  | '/myassets/withdraw'
  | '/myassets/account'
  | '/mycard'
  | '/admin/cashouts'
>;

const accounts = lazyPage(() => import('./desktop/CashoutAccountsPage'));
const mobileAccounts = lazyPage(() => import('./phone/MobileCashoutAccountsPage'));
const recharge = lazyPage(() => import('./desktop/RechargePage'));
const mobileRecharge = lazyPage(() => import('./phone/MobileRechargePage'));

export const MONEY_PAGES: Record<MoneyPagePath, PageDef> = {
  '/voucherCenter': { title: '金币充值', layout: 'main', desktop: recharge, mobile: mobileRecharge },
  '/myaccount/toRecharge': { title: '金币充值', layout: 'main', desktop: recharge, mobile: mobileRecharge },
  '/payWebchat': {
    title: '扫码支付',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/PayQrPage')),
    mobile: lazyPage(() => import('./phone/MobilePayQrPage')),
  },
  '/alipayComponent': {
    title: '支付宝支付',
    layout: 'standalone',
    desktop: lazyPage(() => import('./desktop/AlipayPage')),
    mobile: lazyPage(() => import('./phone/MobileAlipayPage')),
  },
  '/confirmOrder': {
    title: '确认订单',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/ConfirmOrderPage')),
    mobile: lazyPage(() => import('./phone/MobileConfirmOrderPage')),
  },
  '/myorder': {
    title: '我的订单',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/OrdersPage')),
    mobile: lazyPage(() => import('./phone/MobileOrdersPage')),
  },
  '/myorderDetail': {
    title: '订单详情',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/OrderDetailPage')),
    mobile: lazyPage(() => import('./phone/MobileOrderDetailPage')),
  },
  '/myaccount/account/bills': {
    title: '账单明细',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/BillsPage')),
    mobile: lazyPage(() => import('./phone/MobileBillsPage')),
  },
  '/myPurchaseService': {
    title: '我的购买',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/PurchasesPage')),
    mobile: lazyPage(() => import('./phone/MobilePurchasesPage')),
  },
  '/admin/orders': {
    title: '订单管理',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/AdminOrdersPage')),
    mobile: lazyPage(() => import('./phone/MobileAdminOrdersPage')),
  },
  '/admin/payNotices': {
    title: '支付通知',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/PayNoticesPage')),
    mobile: lazyPage(() => import('./phone/MobilePayNoticesPage')),
  },
  '/myassets/list': {
    title: '我的收益',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/EarningsPage')),
    mobile: lazyPage(() => import('./phone/MobileEarningsPage')),
  },
  '/myassets/withdraw': {
    title: '提现',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/WithdrawPage')),
    mobile: lazyPage(() => import('./phone/MobileWithdrawPage')),
  },
  '/myassets/account': { title: '提现账户', layout: 'main', desktop: accounts, mobile: mobileAccounts },
  '/mycard': { title: '提现账户', layout: 'main', desktop: accounts, mobile: mobileAccounts },
  '/admin/cashouts': {
    title: '提现审核',
    layout: 'main',
    desktop: lazyPage(() => import('./desktop/AdminCashoutsPage')),
    mobile: lazyPage(() => import('./phone/MobileAdminCashoutsPage')),
  },
};
