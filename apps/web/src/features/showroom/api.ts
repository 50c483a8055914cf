/**
 * Showrooms (packages/shared/src/contract/showroom.ts): query keys and hooks. Saving or placing models changes the
 * owner's list and the show itself; publishing changes the hall too: those keys are fetched again.
 */
import type { SaveModelsBody, SaveShowBody } from '@moxing/shared';
import { showroomCalls } from '@moxing/shared/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callUrl } from '../../api/client';

export type ModelSource = 'own' | 'bought' | 'free';

export const showApi = {
  hall: (query: { pageNum: number; pageSize: number; kind?: number; keyword?: string }, signal?: AbortSignal) =>
    callApi(showroomCalls.hallList, { query }, { signal, silent: true }),
  mine: (query: { pageNum: number; pageSize: number }, signal?: AbortSignal) =>
    callApi(showroomCalls.myShows, { query }, { signal, silent: true }),
  detail: (id: number, signal?: AbortSignal) => callApi(showroomCalls.detail, { query: { id } }, { signal, silent: true }),
  scene: (id: number, unlock: string | undefined, signal?: AbortSignal) =>
    callApi(showroomCalls.scene, { query: unlock ? { id, unlock } : { id } }, { signal, silent: true }),
  save: (body: SaveShowBody) => callApi(showroomCalls.save, { body }, { silent: true }),
  saveModels: (body: SaveModelsBody) => callApi(showroomCalls.saveModels, { body }, { silent: true }),
  publish: (id: number) => callApi(showroomCalls.publish, { body: { id } }, { silent: true }),
  unpublish: (id: number) => callApi(showroomCalls.unpublish, { body: { id } }, { silent: true }),
  unlock: (id: number, password: string) => callApi(showroomCalls.unlock, { body: { id, password } }, { silent: true }),
  visit: (id: number) => callApi(showroomCalls.visit, { body: { id } }, { silent: true }),
  showModels: (id: number, signal?: AbortSignal) =>
    callApi(showroomCalls.showModels, { query: { id } }, { signal, silent: true }),
  models: (query: { source: ModelSource; pageNum: number; pageSize: number; keyword?: string }, signal?: AbortSignal) =>
    callApi(showroomCalls.selectModels, { query }, { signal, silent: true }),
};

export const qrCodeUrl = (id: number) => callUrl(showroomCalls.qrCode, { id });

export const showKeys = {
  all: ['show'] as const,
  hall: (query: object) => [...showKeys.all, 'hall', query] as const,
  mine: (query: object) => [...showKeys.all, 'mine', query] as const,
  detail: (id: number) => [...showKeys.all, 'detail', id] as const,
  scene: (id: number, unlock: string | undefined) => [...showKeys.all, 'scene', id, unlock ?? ''] as const,
  models: (query: object) => [...showKeys.all, 'models', query] as const,
  showModels: (id: number) => [...showKeys.all, 'showModels', id] as const,
};

/** The models placed in a show (their titles and covers, for the editor). */
export function useShowModels(id: number | undefined) {
  return useQuery({
    queryKey: showKeys.showModels(id ?? 0),
    queryFn: ({ signal }) => showApi.showModels(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

export function useHall(query: { pageNum: number; pageSize: number; kind?: number; keyword?: string }) {
  return useQuery({
    queryKey: showKeys.hall(query),
    queryFn: ({ signal }) => showApi.hall(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyShows(query: { pageNum: number; pageSize: number }, enabled: boolean) {
  return useQuery({ queryKey: showKeys.mine(query), queryFn: ({ signal }) => showApi.mine(query, signal), enabled });
}

export function useShow(id: number | null) {
  return useQuery({
    queryKey: showKeys.detail(id ?? 0),
    queryFn: ({ signal }) => showApi.detail(id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useScene(id: number | null, unlock: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: showKeys.scene(id ?? 0, unlock),
    queryFn: ({ signal }) => showApi.scene(id ?? 0, unlock, signal),
    enabled: enabled && id !== null,
    retry: false,
  });
}

export function usePickable(
  query: { source: ModelSource; pageNum: number; pageSize: number; keyword?: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: showKeys.models(query),
    queryFn: ({ signal }) => showApi.models(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every change of a show: the lists and the show are fetched again. */
export function useShowMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: showKeys.all }) });
}
