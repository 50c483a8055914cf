/**
 * Earnings, cash-out accounts and withdrawals (issue 15): the calls of packages/shared/src/contract/cashout.ts, their
 * query keys and react-query hooks. Every change here also moves balances, so mutations refresh the money keys too.
 */
import type { CallInput, CashoutStatusValue, ResultOf } from '@moxing/shared';
import { cashoutCalls } from '@moxing/shared/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { uploadMultipart } from '../../api/uploads';
import { useSession } from '../../stores/session';
import { moneyKeys } from './api';

export type EarningsSummary = ResultOf<typeof cashoutCalls.earnings>;
export type Income = ResultOf<typeof cashoutCalls.incomeList>['list'][number];
export type CashoutAccount = ResultOf<typeof cashoutCalls.accounts>['list'][number];
export type Cashout = ResultOf<typeof cashoutCalls.myCashouts>['list'][number];
export type AdminCashout = ResultOf<typeof cashoutCalls.adminList>['list'][number];
export type NewAccount = CallInput<typeof cashoutCalls.addAccount>['body'];

export interface AdminCashoutParams {
  pageNum: number;
  pageSize: number;
  status?: CashoutStatusValue;
  userId?: number;
  from?: string;
  to?: string;
}

export const cashoutKeys = {
  all: [...moneyKeys.all, 'cashout'] as const,
  summary: () => [...cashoutKeys.all, 'summary'] as const,
  incomes: (pageNum: number) => [...cashoutKeys.all, 'incomes', pageNum] as const,
  accounts: () => [...cashoutKeys.all, 'accounts'] as const,
  mine: (pageNum: number) => [...cashoutKeys.all, 'mine', pageNum] as const,
  admin: (params: AdminCashoutParams) => [...cashoutKeys.all, 'admin', params] as const,
};

export const cashoutApi = {
  summary: () => callApi(cashoutCalls.earnings, {}, { silent: true }),
  incomes: (pageNum: number) => callApi(cashoutCalls.incomeList, { query: { pageNum, pageSize: 10 } }, { silent: true }),
  accounts: () => callApi(cashoutCalls.accounts, {}, { silent: true }),
  mine: (pageNum: number) => callApi(cashoutCalls.myCashouts, { query: { pageNum, pageSize: 10 } }, { silent: true }),
  admin: (p: AdminCashoutParams) => callApi(cashoutCalls.adminList, { query: { ...p } }, { silent: true }),
  uploadCardPic: (file: File) => uploadMultipart<{ fileId: string; url: string }>(file, {}, cashoutCalls.uploadCardPic.path),
  addAccount: (body: NewAccount) => callApi(cashoutCalls.addAccount, { body }, { silent: true }),
  deleteAccount: (id: number) => callApi(cashoutCalls.deleteAccount, { body: { id } }, { silent: true }),
  apply: (accountId: number, amountFen: number) =>
    callApi(cashoutCalls.apply, { body: { accountId, amountFen } }, { silent: true }),
  approve: (cashoutNo: string, transferRef: string) =>
    callApi(cashoutCalls.approve, { body: { cashoutNo, transferRef } }, { silent: true }),
  reject: (cashoutNo: string, reason: string) => callApi(cashoutCalls.reject, { body: { cashoutNo, reason } }, { silent: true }),
};

function useLoggedIn() {
  return useSession((s) => Boolean(s.token));
}

export function useEarnings() {
  return useQuery({ queryKey: cashoutKeys.summary(), queryFn: cashoutApi.summary, enabled: useLoggedIn() });
}

export function useIncomes(pageNum: number) {
  return useQuery({
    queryKey: cashoutKeys.incomes(pageNum),
    queryFn: () => cashoutApi.incomes(pageNum),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });
}

export function useCashoutAccounts() {
  return useQuery({ queryKey: cashoutKeys.accounts(), queryFn: cashoutApi.accounts, enabled: useLoggedIn() });
}

export function useMyCashouts(pageNum: number) {
  return useQuery({
    queryKey: cashoutKeys.mine(pageNum),
    queryFn: () => cashoutApi.mine(pageNum),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCashouts(params: AdminCashoutParams) {
  return useQuery({
    queryKey: cashoutKeys.admin(params),
    queryFn: () => cashoutApi.admin(params),
    enabled: useLoggedIn(),
    placeholderData: keepPreviousData,
  });
}

/** A change of accounts or withdrawals: balances, bills and the lists here are stale. */
export function useCashoutMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void client.invalidateQueries({ queryKey: moneyKeys.all }),
  });
}
