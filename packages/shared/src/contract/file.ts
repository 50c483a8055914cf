import { z } from 'zod';
import { labelled } from '../fields.js';
import { uploadedFile } from '../files.js';
import { call } from './call.js';

const TAG = '文件';

export const fileCalls = {
  upload: call({
    method: 'POST',
    path: 'common/file/upload',
    summary:
      '上传文件（multipart/form-data，字段 file）。按内容识别真实类型；单文件默认最大 500 MB、每人共 2 GB，同一用户最多 10 个同时上传。' +
      '可选查询参数 visibility=public|private（默认图片公开，其余仅本人可见）',
    tag: TAG,
    auth: 'user',
    query: z.object({ visibility: labelled(z.enum(['public', 'private']), '公开状态').optional() }),
    response: uploadedFile,
  }),
  usage: call({
    method: 'GET',
    path: 'common/file/usage',
    summary: '我的存储空间：已用字节、总配额、单文件上限',
    tag: TAG,
    auth: 'user',
    response: z.object({ usedBytes: z.number(), quotaBytes: z.number(), maxFileBytes: z.number() }),
  }),
  tusStatus: call({
    method: 'GET',
    path: 'common/file/tusStatus',
    summary:
      '断点续传（tus 1.0，地址 /api/common/file/tus）任务的进度；uploadId 为创建时 Location 的最后一段；完成后 file 为文件信息',
    tag: TAG,
    auth: 'user',
    query: z.object({ uploadId: z.string().max(64) }),
    response: z.object({
      id: z.string(),
      offset: z.number(),
      length: z.number(),
      name: z.string(),
      expiresAt: z.string(),
      file: uploadedFile.nullable(),
    }),
  }),
  read: call({
    method: 'GET',
    path: 'common/file/:fileId',
    summary: '读取文件。公开文件任何人可读；私有文件仅上传者与运营人员可读（需登录）。支持 Range、ETag；download=1 强制下载',
    tag: TAG,
    auth: 'optional',
    query: z.object({ download: z.enum(['0', '1']).optional() }),
    response: z.any().describe('文件内容'),
    raw: true,
  }),
};
