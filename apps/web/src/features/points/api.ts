/** Points and points-mall calls (packages/shared/src/contract/points.ts), their query keys and hooks. */
import type { DayTaskCode, ExchangeBody, RedemptionStatusValue, SaveGoodsBody } from '@moxing/shared';
import { membershipCalls, pointsCalls } from '@moxing/shared/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, type CallOptions } from '../../api/client';
import { useSession } from '../../stores/session';

type Quiet = Pick<CallOptions, 'silent' | 'signal'>;
const PAGE_SIZE = 20;

export const pointsApi = {
  panel: (options?: Quiet) => callApi(pointsCalls.panel, {}, options),
  tasks: (options?: Quiet) => callApi(pointsCalls.dayTaskList, {}, options),
  history: (pageNum: number, options?: Quiet) =>
    callApi(pointsCalls.scoreList, { query: { pageNum, pageSize: PAGE_SIZE } }, options),
  add: (code: DayTaskCode) => callApi(pointsCalls.add, { body: { code } }, { silent: true }),
  goods: (pageNum: number, all: boolean, options?: Quiet) =>
    callApi(pointsCalls.goods, { query: { pageNum, pageSize: 60, ...(all ? { all: true } : {}) } }, options),
  exchange: (body: ExchangeBody) => callApi(pointsCalls.exchange, { body }, { silent: true }),
  myRedemptions: (pageNum: number, options?: Quiet) =>
    callApi(pointsCalls.myRedemptions, { query: { pageNum, pageSize: PAGE_SIZE } }, options),
  // operators
  /** The packages a membership goods may give. */
  packages: (options?: Quiet) => callApi(membershipCalls.packages, { query: {} }, options),
  saveGoods: (body: SaveGoodsBody) => callApi(pointsCalls.saveGoods, { body }, { silent: true }),
  redemptions: (pageNum: number, status: RedemptionStatusValue | undefined, options?: Quiet) =>
    callApi(pointsCalls.redemptions, { query: { pageNum, pageSize: PAGE_SIZE, ...(status ? { status } : {}) } }, options),
  ship: (body: { redemptionNo: string; trackingNo: string }) => callApi(pointsCalls.ship, { body }, { silent: true }),
};

export const pointsKeys = {
  all: ['points'] as const,
  panel: (token: string | null) => [...pointsKeys.all, 'panel', token ?? ''] as const,
  tasks: () => [...pointsKeys.all, 'tasks'] as const,
  history: (pageNum: number) => [...pointsKeys.all, 'history', pageNum] as const,
  goods: (all: boolean) => [...pointsKeys.all, 'goods', all] as const,
  myRedemptions: (pageNum: number) => [...pointsKeys.all, 'myRedemptions', pageNum] as const,
  redemptions: (pageNum: number, status: string) => [...pointsKeys.all, 'redemptions', pageNum, status] as const,
};

export function usePointsPanel() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: pointsKeys.panel(token),
    queryFn: ({ signal }) => pointsApi.panel({ signal }),
    enabled: Boolean(token),
  });
}

export function useDayTasks() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: pointsKeys.tasks(),
    queryFn: ({ signal }) => pointsApi.tasks({ signal }),
    enabled: Boolean(token),
  });
}

export function usePointsHistory(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: pointsKeys.history(pageNum),
    queryFn: ({ signal }) => pointsApi.history(pageNum, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function useMallGoods(all = false) {
  return useQuery({ queryKey: pointsKeys.goods(all), queryFn: ({ signal }) => pointsApi.goods(1, all, { signal }) });
}

export function useMyRedemptions(pageNum: number) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: pointsKeys.myRedemptions(pageNum),
    queryFn: ({ signal }) => pointsApi.myRedemptions(pageNum, { signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function usePackageChoices() {
  return useQuery({
    queryKey: [...pointsKeys.all, 'packages'],
    queryFn: ({ signal }) => pointsApi.packages({ signal, silent: true }),
  });
}

export function useRedemptions(pageNum: number, status: RedemptionStatusValue | undefined) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: pointsKeys.redemptions(pageNum, status ?? ''),
    queryFn: ({ signal }) => pointsApi.redemptions(pageNum, status, { signal, silent: true }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

/** A change of points, stock or redemptions: every points answer is asked again (the centre panel refetches on mount). */
export function usePointsMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => void client.invalidateQueries({ queryKey: pointsKeys.all }) });
}
