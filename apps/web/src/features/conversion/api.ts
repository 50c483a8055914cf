/**
 * The format conversion service: a record per uploaded model, a target format, a queue, a download. Each call is
 * one of the contract (packages/shared/src/contract/conversion.ts).
 */
import { type ConversionStatus, type ConvertTarget, type ResultOf } from '@moxing/shared';
import { conversionCalls } from '@moxing/shared/calls';
import { callApi, callUrl, type CallOptions } from '../../api/client';

type Quiet = Pick<CallOptions, 'silent' | 'signal'>;

export type ConversionCounts = ResultOf<typeof conversionCalls.counts>;

export interface ConversionListParams {
  pageNum: number;
  pageSize: number;
  status?: ConversionStatus;
}

export const convertApi = {
  /** A record from files already uploaded (common/file/upload or tus). */
  createFromFiles: (fileIds: string[]) => callApi(conversionCalls.upload, { body: { fileIds } }, { silent: true }),
  save: (code: string, targetFormat: ConvertTarget) =>
    callApi(conversionCalls.save, { body: { code, targetFormat } }, { silent: true }),
  list: (params: ConversionListParams, options?: Quiet) =>
    callApi(
      conversionCalls.list,
      { query: { pageNum: params.pageNum, pageSize: params.pageSize, status: params.status } },
      options,
    ),
  counts: (options?: Quiet) => callApi(conversionCalls.counts, {}, options),
  /** queued: convert again (failed, cancelled or done); cancelled: take out of the queue. */
  updateByStatus: (codes: string[], status: 'queued' | 'cancelled') =>
    callApi(conversionCalls.updateByStatus, { body: { codes, status } }, { silent: true }),
  remove: (codes: string[]) => callApi(conversionCalls.remove, { body: { codes } }, { silent: true }),
  /** The download link (the login cookie authorises it). */
  downloadUrl: (code: string) => callUrl(conversionCalls.download, { code }),
};

export const convertKeys = {
  all: ['modelConvert'] as const,
  lists: () => [...convertKeys.all, 'list'] as const,
  list: (params: ConversionListParams) => [...convertKeys.lists(), params] as const,
  counts: () => [...convertKeys.all, 'counts'] as const,
};
