import { z } from 'zod';
import {
  conversionCodeQuery,
  conversionFromFilesBody,
  conversionCounts,
  conversionListQuery,
  conversionRecord,
  conversionRemoveBody,
  conversionSaveBody,
  conversionUpdateByStatusBody,
} from '../modelConvert.js';
import { call } from './call.js';

const TAG = '格式转换';

export const conversionCalls = {
  upload: call({
    method: 'POST',
    path: 'modelConvert/upload',
    summary:
      '上传要转换的模型，得到一条转换记录（状态 uploaded）。multipart/form-data 的 file 字段直接上传一个模型或 ZIP；' +
      '或 JSON {fileIds} 使用已上传（含断点续传）的文件',
    tag: TAG,
    auth: 'user',
    bodyType: 'json',
    body: conversionFromFilesBody,
    multipart: true,
    response: conversionRecord,
  }),
  save: call({
    method: 'POST',
    path: 'modelConvert/save',
    summary: '选择目标格式（glb | gltf（ZIP）| obj（ZIP，含 MTL 与贴图）| stl）并排队转换',
    tag: TAG,
    auth: 'user',
    body: conversionSaveBody,
    response: conversionRecord,
  }),
  list: call({
    method: 'GET',
    path: 'modelConvert/list',
    summary: '我的转换记录（分页，可按状态筛选）',
    tag: TAG,
    auth: 'user',
    query: conversionListQuery,
    response: z.object({ list: z.array(conversionRecord), total: z.number(), pageNum: z.number(), pageSize: z.number() }),
  }),
  counts: call({
    method: 'GET',
    path: 'modelConvert/counts',
    summary: '我的转换记录按状态计数',
    tag: TAG,
    auth: 'user',
    response: conversionCounts,
  }),
  updateByStatus: call({
    method: 'POST',
    path: 'modelConvert/updateByStatus',
    summary:
      '批量改状态：status=queued 重新转换（失败/已取消/已完成的记录），status=cancelled 取消排队中的记录；codes 指定记录，或 fromStatus 指定原状态的全部记录',
    tag: TAG,
    auth: 'user',
    bodyType: 'json',
    body: conversionUpdateByStatusBody,
    response: z.object({ updated: z.number(), list: z.array(conversionRecord) }),
  }),
  remove: call({
    method: 'POST',
    path: 'modelConvert/remove',
    summary: '删除转换记录及其转换结果（转换中的记录不能删除）',
    tag: TAG,
    auth: 'user',
    bodyType: 'json',
    body: conversionRemoveBody,
    response: z.object({ removed: z.number() }),
  }),
  download: call({
    method: 'GET',
    path: 'modelConvert/download',
    summary: '下载转换结果（仅本人，转换完成后）',
    tag: TAG,
    auth: 'user',
    query: conversionCodeQuery,
    response: z.any().describe('文件内容'),
    raw: true,
  }),
};
