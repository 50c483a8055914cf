/**
 * Showrooms (packages/shared/src/contract/showroom.ts): query keys and hooks. Saving or placing models changes the
 * owner's list and the show itself; publishing changes the hall too: those keys are fetched again.
 */
import type { CreateDemandInput, SaveCompilationBody, SaveModelsBody, SaveShowBody } from '@moxing/shared';
import { catalogueCalls, demandCalls, showroomCalls } from '@moxing/shared/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callUrl } from '../../api/client';
import { membershipKeys } from '../membership';
import type { EntryDraft } from './compilationEdit';

export type ModelSource = 'own' | 'bought' | 'free';
export type HallQuery = { pageNum: number; pageSize: number; kind?: number; keyword?: string; industry?: string };
type PageArgs = { pageNum: number; pageSize: number };

export const showApi = {
  hall: (query: HallQuery, signal?: AbortSignal) => callApi(showroomCalls.hallList, { query }, { signal, silent: true }),
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
  cases: (query: PageArgs, signal?: AbortSignal) => callApi(showroomCalls.caseList, { query }, { signal, silent: true }),
  setCase: (id: number, isCase: boolean) => callApi(showroomCalls.setCase, { body: { id, isCase } }, { silent: true }),
  useCase: (id: number) => callApi(showroomCalls.useCase, { body: { id } }, { silent: true }),
  /** A custom showroom is ordered as a modelling demand (hallOrder.ts). */
  orderHall: (body: CreateDemandInput) => callApi(demandCalls.create, { body }, { silent: true }),
};

export const compilationApi = {
  list: (query: PageArgs & { keyword?: string; featured?: '0' | '1' }, signal?: AbortSignal) =>
    callApi(showroomCalls.compilationList, { query }, { signal, silent: true }),
  detail: (id: number, signal?: AbortSignal) =>
    callApi(showroomCalls.compilationDetail, { query: { id } }, { signal, silent: true }),
  mine: (query: PageArgs, signal?: AbortSignal) => callApi(showroomCalls.myCompilations, { query }, { signal, silent: true }),
  save: (body: SaveCompilationBody) => callApi(showroomCalls.saveCompilation, { body }, { silent: true }),
  remove: (id: number) => callApi(showroomCalls.deleteCompilation, { body: { id } }, { silent: true }),
  feature: (id: number, featured: boolean) =>
    callApi(showroomCalls.featureCompilation, { body: { id, featured } }, { silent: true }),
  /** What may be added: public models of the library, published shows of the hall. */
  candidates: async (kind: 'model' | 'show', keyword: string, signal?: AbortSignal): Promise<EntryDraft[]> => {
    const query = { pageNum: 1, pageSize: 20, ...(keyword ? { keyword } : {}) };
    if (kind === 'show') {
      const page = await callApi(showroomCalls.hallList, { query }, { signal, silent: true });
      return page.list.map((s) => ({
        kind,
        ref: String(s.id),
        title: s.title,
        cover: s.cover,
        note: `${s.kindName} · ${s.modelCount} 件展品`,
      }));
    }
    const page = await callApi(catalogueCalls.list, { query }, { signal, silent: true });
    return page.list.map((m) => ({ kind, ref: m.modelCode, title: m.title, cover: m.cover, note: m.priceText }));
  },
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
  cases: (query: object) => [...showKeys.all, 'cases', query] as const,
};

export const compilationKeys = {
  all: ['compilation'] as const,
  list: (query: object) => [...compilationKeys.all, 'list', query] as const,
  mine: (query: object) => [...compilationKeys.all, 'mine', query] as const,
  detail: (id: number) => [...compilationKeys.all, 'detail', id] as const,
  candidates: (kind: string, keyword: string) => [...compilationKeys.all, 'candidates', kind, keyword] as const,
};

/** The models placed in a show (their titles and covers, for the editor). */
export function useShowModels(id: number | undefined) {
  return useQuery({
    queryKey: showKeys.showModels(id ?? 0),
    queryFn: ({ signal }) => showApi.showModels(id ?? 0, signal),
    enabled: id !== undefined,
  });
}

export function useHall(query: HallQuery) {
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

/** Every change of a show: the lists and the show are fetched again, and the show limit's check (publishing). */
export function useShowMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: showKeys.all }), qc.invalidateQueries({ queryKey: membershipKeys.all })]),
  });
}

/** The free samples of /case. */
export function useCases(query: PageArgs) {
  return useQuery({
    queryKey: showKeys.cases(query),
    queryFn: ({ signal }) => showApi.cases(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCompilations(query: PageArgs & { keyword?: string; featured?: '0' | '1' }) {
  return useQuery({
    queryKey: compilationKeys.list(query),
    queryFn: ({ signal }) => compilationApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMyCompilations(query: PageArgs, enabled: boolean) {
  return useQuery({
    queryKey: compilationKeys.mine(query),
    queryFn: ({ signal }) => compilationApi.mine(query, signal),
    enabled,
  });
}

export function useCompilation(id: number | null) {
  return useQuery({
    queryKey: compilationKeys.detail(id ?? 0),
    queryFn: ({ signal }) => compilationApi.detail(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** Every change of a compilation: the lists and the compilation are fetched again. */
export function useCompilationMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: compilationKeys.all }) });
}

export function useCandidates(kind: 'model' | 'show', keyword: string) {
  return useQuery({
    queryKey: compilationKeys.candidates(kind, keyword),
    queryFn: ({ signal }) => compilationApi.candidates(kind, keyword, signal),
    placeholderData: keepPreviousData,
  });
}
