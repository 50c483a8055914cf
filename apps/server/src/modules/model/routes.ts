import { compressBody, modelCodeQuery, modelRecord, processStatus, uploadModelBody } from '@moxing/shared';
import { z } from 'zod';
import { route, type AnyRoute } from '../../platform/http/route.js';
import { sendBlob } from '../../platform/storage/send.js';
import type { FileService } from '../file/service.js';
import type { ModelService } from './service.js';

const TAG = '模型';

export function modelRoutes(models: ModelService, files: FileService): AnyRoute[] {
  return [
    route({
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
      handler: ({ user, body }) => models.uploadModel(user, body),
    }),
    route({
      method: 'GET',
      path: 'model/processStatus',
      summary:
        '模型处理进度：status（queued/processing/ready/failed）、stage、percent（0-100）、失败原因与各阶段时间（仅上传者）',
      tag: TAG,
      auth: 'user',
      query: modelCodeQuery,
      response: processStatus,
      handler: ({ user, query }) => models.processStatus(user, query.modelCode),
    }),
    route({
      method: 'GET',
      path: 'model/record',
      summary: '我上传的模型的完整记录：状态、产物地址（web/light/cover/thumb/original）与统计信息（仅上传者）',
      tag: TAG,
      auth: 'user',
      query: modelCodeQuery,
      response: modelRecord,
      handler: ({ user, query }) => models.record(user, query.modelCode),
    }),
    route({
      method: 'POST',
      path: 'modelextend/compress',
      summary:
        '轻量化模型：按目标大小（targetSize，单位 MB）重新生成手机用的轻量版本（仅上传者；作为后台任务执行，进度见 model/processStatus 的 light）',
      tag: TAG,
      auth: 'user',
      body: compressBody,
      response: processStatus,
      handler: ({ user, body }) => models.compress(user, body.modelCode, Math.round(body.targetSize * 1024 * 1024)),
    }),
    route({
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
      handler: async ({ user, req, reply, query }) => {
        const { modelCode, name } = req.params as { modelCode: string; name: string };
        const a = await models.artefact(modelCode, name, user);
        const versioned = query.v !== undefined && a.key.startsWith(query.v) && query.v.length >= 8;
        return sendBlob(req, reply, files.store, {
          key: a.key,
          size: a.size,
          mime: a.mime,
          name: a.name,
          inline: a.isPublic,
          cacheControl: !a.isPublic
            ? 'private, no-cache'
            : `${a.shared ? 'public' : 'private'}, ${versioned ? 'max-age=31536000, immutable' : 'max-age=60, must-revalidate'}`,
        });
      },
    }),
  ];
}
