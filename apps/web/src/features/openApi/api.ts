/** The developer centre's calls (packages/shared/src/contract/openApi.ts): API keys and their usage. */
import type { CreateOpenKeyBody } from '@moxing/shared';
import { openApiCalls } from '@moxing/shared/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { useSession } from '../../stores/session';

export const openApiApi = {
  info: (signal?: AbortSignal) => callApi(openApiCalls.info, {}, { signal, silent: true }),
  create: (body: CreateOpenKeyBody) => callApi(openApiCalls.createKey, { body }, { silent: true }),
  revoke: (keyId: string) => callApi(openApiCalls.revokeKey, { body: { keyId } }, { silent: true }),
};

export const openApiKeys = {
  all: ['openApi'] as const,
  info: () => [...openApiKeys.all, 'info'] as const,
};

export function useOpenUserInfo() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: openApiKeys.info(), queryFn: ({ signal }) => openApiApi.info(signal), enabled: Boolean(token) });
}

export function useCreateKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openApiApi.create,
    onSettled: () => void client.invalidateQueries({ queryKey: openApiKeys.all }),
  });
}

export function useRevokeKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openApiApi.revoke,
    onSettled: () => void client.invalidateQueries({ queryKey: openApiKeys.all }),
  });
}
