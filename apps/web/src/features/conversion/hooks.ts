/** TanStack Query hooks for the format transform page. Lists poll while a conversion is queued or running. */
import type { ConversionRecord, ConvertTarget } from '@moxing/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../stores/session';
import { convertApi, convertKeys, type ConversionListParams } from './api';

const moving = (r: ConversionRecord) => r.status === 'queued' || r.status === 'converting';

export function useConversionList(params: ConversionListParams) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: convertKeys.list(params),
    queryFn: ({ signal }) => convertApi.list(params, { signal, silent: true }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.list.some(moving) ? 1500 : false),
  });
}

export function useConversionCounts() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: convertKeys.counts(),
    queryFn: ({ signal }) => convertApi.counts({ signal, silent: true }),
    enabled: Boolean(token),
    refetchInterval: (query) => {
      const c = query.state.data;
      return c && c.queued + c.converting > 0 ? 1500 : false;
    },
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: convertKeys.all });
}

/** Makes a record of uploaded files and, when a format is given, queues it at once. */
export function useCreateConversion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ fileIds, targetFormat }: { fileIds: string[]; targetFormat: ConvertTarget | null }) => {
      const record = await convertApi.createFromFiles(fileIds);
      return targetFormat ? convertApi.save(record.code, targetFormat) : record;
    },
    onSettled: invalidate,
  });
}

export function useSaveConversion() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ code, targetFormat }: { code: string; targetFormat: ConvertTarget }) => convertApi.save(code, targetFormat),
    onSettled: invalidate,
  });
}

export function useUpdateConversions() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ codes, status }: { codes: string[]; status: 'queued' | 'cancelled' }) =>
      convertApi.updateByStatus(codes, status),
    onSettled: invalidate,
  });
}

export function useRemoveConversions() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (codes: string[]) => convertApi.remove(codes),
    onSettled: invalidate,
  });
}
