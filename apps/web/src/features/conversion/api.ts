/**
 * The format transform service (modelConvert/* of apps/server/src/modules/modelConvert/routes.ts): a record per
 * uploaded model, a target format, a queue, a download. Types come from packages/shared/src/modelConvert.ts.
 */
import type { ConversionRecord, ConversionStatus, ConvertTarget, conversionCounts } from '@moxing/shared';
import type { z } from 'zod';
import { API_BASE, http, type RequestOptions } from '../../api/client';

type Quiet = Pick<RequestOptions, 'silent' | 'signal'>;

export type ConversionCounts = z.infer<typeof conversionCounts>;

export interface ConversionPage {
  list: ConversionRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface ConversionListParams {
  pageNum: number;
  pageSize: number;
  status?: ConversionStatus;
}

export const convertApi = {
  /** A record from files already uploaded (common/file/upload or tus). */
  createFromFiles: (fileIds: string[]) => http.postJson<ConversionRecord>('modelConvert/upload', { fileIds }, { silent: true }),
  save: (code: string, targetFormat: ConvertTarget) =>
    http.postJson<ConversionRecord>('modelConvert/save', { code, targetFormat }, { silent: true }),
  list: (params: ConversionListParams, options?: Quiet) =>
    http.get<ConversionPage>(
      'modelConvert/list',
      { pageNum: params.pageNum, pageSize: params.pageSize, status: params.status },
      options,
    ),
  counts: (options?: Quiet) => http.get<ConversionCounts>('modelConvert/counts', undefined, options),
  /** queued: convert again (failed, cancelled or done); cancelled: take out of the queue. */
  updateByStatus: (codes: string[], status: 'queued' | 'cancelled') =>
    http.postJson<{ updated: number; list: ConversionRecord[] }>(
      'modelConvert/updateByStatus',
      { codes, status },
      { silent: true },
    ),
  remove: (codes: string[]) => http.postJson<{ removed: number }>('modelConvert/remove', { codes }, { silent: true }),
  /** The download link (the login cookie authorises it). */
  downloadUrl: (code: string) => `${API_BASE}modelConvert/download?${new URLSearchParams({ code }).toString()}`,
};

export const convertKeys = {
  all: ['modelConvert'] as const,
  lists: () => [...convertKeys.all, 'list'] as const,
  list: (params: ConversionListParams) => [...convertKeys.lists(), params] as const,
  counts: () => [...convertKeys.all, 'counts'] as const,
};
