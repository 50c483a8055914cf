/**
 * Orders, payments and bills (issue 19): the calls of packages/shared/src/contract/order.ts, their query keys and
 * react-query hooks. Mutations invalidate the order and balance keys they change.
 */
import type { OrderKind, OrderStatusValue, PayType, ResultOf } from '@moxing/shared';
import { orderCalls, shelfCalls } from '@moxing/shared/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { useSession } from '../../stores/session';

export type Order = ResultOf<typeof orderCalls.detail>;
export type PaymentResult = ResultOf<typeof orderCalls.pay>;
export type PayNotice = ResultOf<typeof orderCalls.adminResolveNotice>;
export type NoticeFilter = 'flagged' | 'handled' | 'all';
export type PayScene = 'qr' | 'h5' | 'jsapi' | 'page' | 'wap';

export interface OrderListParams {
  pageNum: number;
  pageSize: number;
  kind?: OrderKind;
  status?: OrderStatusValue;
}

export const moneyKeys = {
  all: ['money'] as const,
  options: () => [...moneyKeys.all, 'options'] as const,
  order: (orderNo: string) => [...moneyKeys.all, 'order', orderNo] as const,
  orders: (params: OrderListParams) => [...moneyKeys.all, 'orders', params] as const,
  deals: (pageNum: number) => [...moneyKeys.all, 'deals', pageNum] as const,
  bills: (pageNum: number, account?: 'coins' | 'earnings') => [...moneyKeys.all, 'bills', pageNum, account ?? ''] as const,
  purchases: (pageNum: number) => [...moneyKeys.all, 'purchases', pageNum] as const,
  admin: (params: OrderListParams & { keyword?: string }) => [...moneyKeys.all, 'admin', params] as const,
  notices: (filter: NoticeFilter, pageNum: number) => [...moneyKeys.all, 'notices', filter, pageNum] as const,
  /** Opening an order and starting a payment: asked once per page, never again when other data changes. */
  start: (...parts: string[]) => ['payStart', ...parts] as const,
};

export const moneyApi = {
  options: () => callApi(orderCalls.payOptions, {}, { silent: true }),
  order: (orderNo: string) => callApi(orderCalls.detail, { query: { orderNo } }, { silent: true }),
  createCoinOrder: (coins: number) => callApi(orderCalls.addCoinOrder, { body: { coins } }, { silent: true }),
  createModelOrder: (modelCode: string) => callApi(orderCalls.addModelOrder, { body: { modelCode } }, { silent: true }),
  createPackageOrder: (packageId: number) => callApi(orderCalls.packageOrder, { body: { packageId } }, { silent: true }),
  pay: (orderNo: string, payType: PayType, scene: PayScene, returnPath?: string) =>
    callApi(orderCalls.pay, { body: { orderNo, payType, scene, returnPath } }, { silent: true }),
  cancel: (orderNo: string) => callApi(orderCalls.cancel, { body: { orderNo } }, { silent: true }),
  confirm: (orderNo: string) => callApi(orderCalls.confirm, { body: { orderNo } }, { silent: true }),
  feedback: (orderNo: string, content: string) => callApi(orderCalls.feedback, { body: { orderNo, content } }, { silent: true }),
  orders: (p: OrderListParams) => callApi(orderCalls.myOrders, { query: { ...p } }, { silent: true }),
  deals: (pageNum: number) => callApi(orderCalls.deals, { query: { pageNum, pageSize: 10 } }, { silent: true }),
  bills: (pageNum: number, account?: 'coins' | 'earnings') =>
    callApi(orderCalls.bills, { query: { pageNum, pageSize: 20, account } }, { silent: true }),
  purchases: (pageNum: number) => callApi(shelfCalls.purchases, { query: { pageNum, pageSize: 12 } }, { silent: true }),
  adminOrders: (p: OrderListParams & { keyword?: string }) =>
    callApi(orderCalls.adminOrders, { query: { ...p } }, { silent: true }),
  refund: (orderNo: string, reason: string) => callApi(orderCalls.adminRefund, { body: { orderNo, reason } }, { silent: true }),
  notices: (filter: NoticeFilter, pageNum: number) =>
    callApi(
      orderCalls.adminNotices,
      { query: { pageNum, pageSize: 20, ...(filter === 'all' ? {} : { flagged: filter === 'flagged' ? '1' : '0' }) } },
      { silent: true },
    ),
  resolveNotice: (id: number) => callApi(orderCalls.adminResolveNotice, { body: { id } }, { silent: true }),
};

function useLoggedIn() {
  return Boolean(useSession((s) => s.token));
}

export function usePayOptions() {
  return useQuery({ queryKey: moneyKeys.options(), queryFn: moneyApi.options, enabled: useLoggedIn() });
}

/** An order; `poll` asks again every two seconds while it waits for its payment. */
export function useOrder(orderNo: string, poll = false) {
  return useQuery({
    queryKey: moneyKeys.order(orderNo),
    queryFn: () => moneyApi.order(orderNo),
    enabled: useLoggedIn() && orderNo !== '',
    refetchInterval: (q) => (poll && q.state.data?.actions.includes('pay') ? 2000 : false),
  });
}

export function useOrders(params: OrderListParams) {
  return useQuery({
    queryKey: moneyKeys.orders(params),
    queryFn: () => moneyApi.orders(params),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });
}

export function useDeals(pageNum: number) {
  return useQuery({ queryKey: moneyKeys.deals(pageNum), queryFn: () => moneyApi.deals(pageNum), enabled: useLoggedIn() });
}

export function useBills(pageNum: number, account?: 'coins' | 'earnings') {
  return useQuery({
    queryKey: moneyKeys.bills(pageNum, account),
    queryFn: () => moneyApi.bills(pageNum, account),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });
}

export function usePurchases(pageNum: number) {
  return useQuery({ queryKey: moneyKeys.purchases(pageNum), queryFn: () => moneyApi.purchases(pageNum), enabled: useLoggedIn() });
}

export function useAdminOrders(params: OrderListParams & { keyword?: string }) {
  return useQuery({
    queryKey: moneyKeys.admin(params),
    queryFn: () => moneyApi.adminOrders(params),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });
}

/** Operators: payment notifications, the flagged ones (still to handle) by default. */
export function usePayNotices(filter: NoticeFilter, pageNum: number) {
  return useQuery({
    queryKey: moneyKeys.notices(filter, pageNum),
    queryFn: () => moneyApi.notices(filter, pageNum),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });
}

/**
 * Any change of an order: orders, balances and bills are stale, and so is what a payment unlocks elsewhere (a
 * model's "bought" flag, the user-centre panel); opened orders and started payments are not asked again.
 */
export function useMoneyMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'payStart' }),
  });
}
