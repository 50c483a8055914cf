import { z } from 'zod';
import { downloadCheckQuery, downloadCheckResult, downloadQuery, unlockField } from '../library.js';
import { call } from './call.js';

const TAG = '模型库';

export const downloadCalls = {
  check: call({
    method: 'GET',
    path: 'model/downloadCheck',
    summary:
      '下载检查：可下载时返回各格式（原始文件、GLB、glTF、OBJ、STL）的下载地址；付费模型未购买时返回 code 100（不提示）；' +
      '私有、删除或不存在的模型 404',
    tag: TAG,
    auth: 'user',
    query: downloadCheckQuery,
    response: downloadCheckResult,
  }),
  download: call({
    method: 'GET',
    path: 'model/download',
    summary:
      '下载模型文件：format 为 original（原始文件）、glb、gltf、obj、stl（由网页版模型转换，首次稍慢）；规则同 model/downloadCheck',
    tag: TAG,
    auth: 'user',
    query: downloadQuery.extend({ unlock: unlockField.optional() }),
    response: z.any().describe('文件内容'),
    raw: true,
  }),
};
