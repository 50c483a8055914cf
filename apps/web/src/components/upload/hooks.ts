/** TanStack Query hooks for uploading models: storage usage, creating a model, its processing and the lightweight model. */
import type { ProcessStatus, UploadModelBody } from '@moxing/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../stores/session';
import { modelKeys } from '../../features/library';
import { uploadApi, uploadKeys, type FileUsage } from '../../api/uploads';

export function useFileUsage() {
  const token = useSession((s) => s.token);
  return useQuery<FileUsage>({
    queryKey: uploadKeys.usage(),
    queryFn: ({ signal }) => uploadApi.usage({ signal, silent: true }),
    enabled: Boolean(token),
    staleTime: 10_000,
  });
}

const finished = (s: ProcessStatus | undefined) => s?.status === 'ready' || s?.status === 'failed';
const lightBusy = (s: ProcessStatus | undefined) => s?.light.status === 'queued' || s?.light.status === 'processing';

/** model/processStatus, polled every second while the model (or its lightweight version) is being made. */
export function useProcessStatus(modelCode: string | null, options: { pollMs?: number } = {}) {
  const poll = options.pollMs ?? 1000;
  return useQuery({
    queryKey: uploadKeys.status(modelCode ?? ''),
    queryFn: ({ signal }) => uploadApi.processStatus(modelCode ?? '', { signal, silent: true }),
    enabled: Boolean(modelCode),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (query.state.error && query.state.fetchFailureCount >= 5) return false;
      return !data || !finished(data) || lightBusy(data) ? poll : false;
    },
    refetchIntervalInBackground: true,
    // Polling covers passing network trouble; a refusal (not found, not yours) will not change.
    retry: (count, error) => count < 3 && (error as { kind?: string }).kind !== 'api',
  });
}

/** model/record: artefact URLs (cover) and statistics, once the model is ready. */
export function useModelRecord(modelCode: string | null, enabled = true) {
  return useQuery({
    queryKey: uploadKeys.record(modelCode ?? ''),
    queryFn: ({ signal }) => uploadApi.record(modelCode ?? '', { signal, silent: true }),
    enabled: Boolean(modelCode) && enabled,
    staleTime: 30_000,
  });
}

export function useUploadModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadModelBody) => uploadApi.uploadModel(body),
    onSuccess: (record) => {
      client.setQueryData(uploadKeys.record(record.modelCode), record);
      void client.invalidateQueries({ queryKey: modelKeys.mine() });
      void client.invalidateQueries({ queryKey: uploadKeys.usage() });
    },
  });
}

/** modelextend/compress; the answer is the new processing status (light: queued). */
export function useCompress(modelCode: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targetSize: number) => uploadApi.compress(modelCode, targetSize),
    onSuccess: (status) => {
      client.setQueryData(uploadKeys.status(modelCode), status);
      void client.invalidateQueries({ queryKey: uploadKeys.record(modelCode) });
      void client.invalidateQueries({ queryKey: modelKeys.detail(modelCode) });
    },
  });
}
