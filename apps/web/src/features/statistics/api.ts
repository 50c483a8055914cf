/**
 * Statistics dashboards, capture devices and the hardware showcase (packages/shared/src/contract/statistics.ts):
 * query keys and hooks. Registering a device or linking a model refetches the device list.
 */
import type { ImplementEntry } from '@moxing/shared';
import { statisticsCalls } from '@moxing/shared/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callUrl } from '../../api/client';

export type Range = { from: string; to: string };
/** What a dashboard shows: a date range, of all models or of one of the company's brands. */
export type Scope = Range & { brandId?: number };
export type RankSort = 'views' | 'embeds' | 'downloads' | 'likes' | 'collects' | 'sales' | 'salesAmount';
export type ImplementInput = Omit<ImplementEntry, 'id'> & { id?: number };

export const statisticsApi = {
  overview: (scope: Scope, signal?: AbortSignal) => callApi(statisticsCalls.overview, { query: scope }, { signal, silent: true }),
  daily: (query: Scope & { modelCode?: string }, signal?: AbortSignal) =>
    callApi(statisticsCalls.daily, { query }, { signal, silent: true }),
  models: (query: Scope & { sort: RankSort; pageNum: number; pageSize: number }, signal?: AbortSignal) =>
    callApi(statisticsCalls.models, { query }, { signal, silent: true }),
  exportUrl: (scope: Scope, kind: 'daily' | 'models') => callUrl(statisticsCalls.export, { ...scope, kind }),
  devices: (signal?: AbortSignal) => callApi(statisticsCalls.devices, {}, { signal, silent: true }),
  addDevice: (body: { serial: string; type: '1' | '2' | '3'; name: string }) => callApi(statisticsCalls.addDevice, { body }),
  linkModel: (body: { modelCode: string; deviceId: number | null }) => callApi(statisticsCalls.linkModel, { body }),
  implementList: (signal?: AbortSignal) => callApi(statisticsCalls.implementList, {}, { signal, silent: true }),
  implementSave: (body: ImplementInput) => callApi(statisticsCalls.implementSave, { body }),
  implementDelete: (id: number) => callApi(statisticsCalls.implementDelete, { body: { id } }),
};

export const statisticsKeys = {
  all: ['statistics'] as const,
  overview: (scope: Scope) => [...statisticsKeys.all, 'overview', scope] as const,
  daily: (query: object) => [...statisticsKeys.all, 'daily', query] as const,
  models: (query: object) => [...statisticsKeys.all, 'models', query] as const,
  devices: () => ['devices'] as const,
  implement: () => ['implement'] as const,
};

export function useOverview(scope: Scope) {
  return useQuery({
    queryKey: statisticsKeys.overview(scope),
    queryFn: ({ signal }) => statisticsApi.overview(scope, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDaily(scope: Scope, modelCode?: string) {
  const query = modelCode ? { ...scope, modelCode } : scope;
  return useQuery({
    queryKey: statisticsKeys.daily(query),
    queryFn: ({ signal }) => statisticsApi.daily(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRanking(query: Scope & { sort: RankSort; pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: statisticsKeys.models(query),
    queryFn: ({ signal }) => statisticsApi.models(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDevices() {
  return useQuery({ queryKey: statisticsKeys.devices(), queryFn: ({ signal }) => statisticsApi.devices(signal) });
}

export function useAddDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: statisticsApi.addDevice,
    onSuccess: () => qc.invalidateQueries({ queryKey: statisticsKeys.devices() }),
  });
}

export function useLinkModel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: statisticsApi.linkModel,
    onSuccess: () => qc.invalidateQueries({ queryKey: statisticsKeys.devices() }),
  });
}

export function useImplementList() {
  return useQuery({ queryKey: statisticsKeys.implement(), queryFn: ({ signal }) => statisticsApi.implementList(signal) });
}

export function useSaveImplement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: statisticsApi.implementSave,
    onSuccess: () => qc.invalidateQueries({ queryKey: statisticsKeys.implement() }),
  });
}

export function useDeleteImplement() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: statisticsApi.implementDelete,
    onSuccess: () => qc.invalidateQueries({ queryKey: statisticsKeys.implement() }),
  });
}
