/** Calls of the owner's shelf, each a call of the contract (packages/shared/src/contract); query keys are the library's modelKeys. */
import { type CallInput, type ResultOf } from '@moxing/shared';
import { embedCalls, imageModelCalls, shelfCalls } from '@moxing/shared/calls';
import { callApi, type CallOptions } from '../../api/client';

export type StatsChart = ResultOf<typeof shelfCalls.statsChart>;
export type CollectedCard = ResultOf<typeof shelfCalls.collects>['list'][number];
export type CreateImageModelBody = CallInput<typeof imageModelCalls.create>['body'];
export type UpdateImageModelBody = CallInput<typeof imageModelCalls.update>['body'];

export interface MyModelsParams {
  pageNum?: number;
  pageSize?: number;
  keyword?: string;
  status?: 'queued' | 'processing' | 'ready' | 'failed';
  visibility?: 'public' | 'private';
}

type Quiet = Pick<CallOptions, 'silent' | 'signal'>;
type Paging = { pageNum?: number; pageSize?: number };

export const shelfApi = {
  myModels: (params: MyModelsParams, options?: Quiet) => callApi(shelfCalls.userModels, { query: params }, options),
  syncStates: (params: Paging, options?: Quiet) => callApi(shelfCalls.syncStates, { query: params }, options),
  updateSync: (modelCodes: string[], synced: boolean) => callApi(shelfCalls.setSynced, { body: { modelCodes, synced } }),
  collected: (params: Paging & { keyword?: string }, options?: Quiet) => callApi(shelfCalls.collects, { query: params }, options),
  purchased: (params: Paging, options?: Quiet) => callApi(shelfCalls.purchases, { query: params }, options),
  remove: (modelCodes: string[]) => callApi(shelfCalls.remove, { body: { modelCodes } }),
  restore: (modelCodes: string[]) => callApi(shelfCalls.restore, { body: { modelCodes } }),
  recycleBin: (params: Paging, options?: Quiet) => callApi(shelfCalls.recycleBin, { query: params }, options),
  recycleClear: (modelCodes: string[]) => callApi(shelfCalls.purge, { body: { modelCodes } }),
  recycleClearAll: () => callApi(shelfCalls.purgeAll, {}),
  statsChart: (params: { modelCode?: string; days?: number }, options?: Quiet) =>
    callApi(shelfCalls.statsChart, { query: params }, options),
  embedCount: (modelCode?: string, options?: Quiet) => callApi(embedCalls.count, { query: { modelCode } }, options),
  leaderboard: (params: Paging & { range?: 'all' | '7d' | '30d' }, options?: Quiet) =>
    callApi(embedCalls.leaderboard, { query: params }, options),
  userImageModels: (userId: number, params: Paging, options?: Quiet) =>
    callApi(imageModelCalls.list, { query: { userId, ...params } }, options),
  /** Silent: the form shows the refusal beside the fields. */
  createImageModel: (body: CreateImageModelBody) => callApi(imageModelCalls.create, { body }, { silent: true }),
  updateImageModel: (body: UpdateImageModelBody) => callApi(imageModelCalls.update, { body }, { silent: true }),
};
