import { z } from 'zod';

/** An uploaded file as every module refers to it (`common/file/upload` answers this). */
export const uploadedFile = z.object({
  fileId: z.string().describe('公开的文件编号'),
  name: z.string().describe('用户上传时的文件名'),
  size: z.number(),
  mime: z.string().describe('按文件内容识别的类型'),
  url: z.string().describe('下载/预览地址，如 /api/common/file/<fileId>'),
  kind: z.enum(['model', 'image', 'doc', 'xls', 'ppt', 'txt', 'pdf', 'video', 'zip', 'rar', 'other']),
});
export type UploadedFile = z.infer<typeof uploadedFile>;
