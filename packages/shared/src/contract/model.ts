import { z } from 'zod';
import { protectedFileQuery } from '../library.js';
import { compressBody, modelCodeQuery, modelRecord, processStatus, uploadModelBody } from '../models.js';
import { call } from './call.js';

const TAG = '模型';

export const modelCalls = {
  upload: call({
    method: 'POST',
    path: 'model/uploadModel',
    summary:
      '用已上传的文件创建模型并排队处理：fileIds 为一个模型文件、一个 ZIP，或模型及其贴图/.bin/.mtl；price 单位为分（0 表示面议/免费）。' +
      '随后用 model/processStatus 查询进度',
    tag: TAG,
    auth: 'user',
    bodyType: 'json',
    body: uploadModelBody,
    response: modelRecord,
  }),
  processStatus: call({
    method: 'GET',
    path: 'model/processStatus',
    summary: '模型处理进度：status（queued/processing/ready/failed）、stage、percent（0-100）、失败原因与各阶段时间（仅上传者）',
    tag: TAG,
    auth: 'user',
    query: modelCodeQuery,
    response: processStatus,
  }),
  record: call({
    method: 'GET',
    path: 'model/record',
    summary: '我上传的模型的完整记录：状态、产物地址（web/light/cover/thumb/original）与统计信息（仅上传者）',
    tag: TAG,
    auth: 'user',
    query: modelCodeQuery,
    response: modelRecord,
  }),
  compress: call({
    method: 'POST',
    path: 'modelextend/compress',
    summary:
      '轻量化模型：按目标大小（targetSize，单位 MB）重新生成手机用的轻量版本（仅上传者；作为后台任务执行，进度见 model/processStatus 的 light）',
    tag: TAG,
    auth: 'user',
    body: compressBody,
    response: processStatus,
  }),
  file: call({
    method: 'GET',
    path: 'model/file/:modelCode/:name',
    summary:
      '模型产物：web.glb、light.glb、cover.webp、thumb.webp、list.webp 公开可读；original 为原始文件，仅上传者与运营人员。' +
      '带 ?v=<版本> 的地址可永久缓存',
    tag: TAG,
    auth: 'optional',
    query: z.object({ v: z.string().max(64).optional() }),
    response: z.any().describe('文件内容'),
    raw: true,
  }),
  protectedFile: call({
    method: 'GET',
    path: 'model/viewFile/:modelCode/:name',
    summary: '设有访问密码的模型的 web.glb / light.glb（需 unlock 凭证；上传者本人无需）',
    tag: TAG,
    auth: 'optional',
    query: protectedFileQuery,
    response: z.any().describe('文件内容'),
    raw: true,
  }),
};
