/** TanStack Query hooks for the custom logo and covers; saving refreshes every place that shows them. */
import type { MyLogo, WatermarkMode } from '@moxing/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '../../stores/session';
import { brandingApi, brandingKeys, type LogoSave } from './brandingApi';
import { modelKeys } from '../library';

export function useMyLogo() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: brandingKeys.logo(),
    queryFn: ({ signal }) => brandingApi.myLogo({ signal }),
    enabled: Boolean(token),
  });
}

/** Model pages carry the logo to draw. */
function useLogoMutation<T>(fn: (arg: T) => Promise<MyLogo>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (mine) => {
      client.setQueryData(brandingKeys.logo(), mine);
      await client.invalidateQueries({ queryKey: modelKeys.details() });
    },
  });
}

export const useSaveLogo = () => useLogoMutation((body: LogoSave) => brandingApi.saveLogo(body));
export const useRemoveLogo = () => useLogoMutation(() => brandingApi.removeLogo());

export function useMyWatermark() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: brandingKeys.watermark(),
    queryFn: ({ signal }) => brandingApi.myWatermark({ signal }),
    enabled: Boolean(token),
  });
}

/** Model pages carry the watermark to draw. */
export function useSaveWatermark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mode: WatermarkMode) => brandingApi.saveWatermark(mode),
    onSuccess: async (mine) => {
      client.setQueryData(brandingKeys.watermark(), mine);
      await client.invalidateQueries({ queryKey: modelKeys.details() });
    },
  });
}

export function useModelCover(modelCode: string | undefined) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: brandingKeys.cover(modelCode ?? ''),
    queryFn: ({ signal }) => brandingApi.cover(modelCode ?? '', { signal }),
    enabled: Boolean(token && modelCode),
  });
}

/** A cover shows in every list, the owner's shelf and the model page. */
async function coverChanged(client: QueryClient) {
  await Promise.all([
    client.invalidateQueries({ queryKey: modelKeys.mine() }),
    client.invalidateQueries({ queryKey: modelKeys.lists() }),
    client.invalidateQueries({ queryKey: modelKeys.details() }),
  ]);
}

export function useSaveCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { modelCode: string; fileId: string; focus: number }) => brandingApi.saveCover(body),
    onSuccess: async (cover) => {
      client.setQueryData(brandingKeys.cover(cover.modelCode), cover);
      await coverChanged(client);
    },
  });
}

export function useRestoreCover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (modelCode: string) => brandingApi.restoreCover(modelCode),
    onSuccess: async (cover) => {
      client.setQueryData(brandingKeys.cover(cover.modelCode), cover);
      await coverChanged(client);
    },
  });
}
