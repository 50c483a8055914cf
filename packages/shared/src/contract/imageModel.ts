import {
  createImageModelBody,
  imageModel,
  imageModelListQuery,
  imageModelPage,
  imageModelQuery,
  updateImageModelBody,
} from '../imageModels.js';
import { call } from './call.js';

const IMG = '图片模型';

export const imageModelCalls = {
  create: call({
    method: 'POST',
    path: 'modelImg/createImgModel',
    summary:
      '创建图片模型：按转台顺序排列的一组照片（photoIds，4-72 张，不能重复；PNG、JPEG 或 WebP，common/file/upload 上传）组成 360° 转台展示',
    tag: IMG,
    auth: 'user',
    body: createImageModelBody,
    response: imageModel,
  }),
  update: call({
    method: 'POST',
    path: 'modelImg/updateImgModel',
    summary: '修改图片模型（仅上传者）：信息、公开状态或整组照片；移出转台、别处也不再使用的照片随之删除',
    tag: IMG,
    auth: 'user',
    body: updateImageModelBody,
    response: imageModel,
  }),
  info: call({
    method: 'GET',
    path: 'modelImg/info',
    summary: '图片模型详情（/imgdetail）：照片按转台顺序排列；私有或在回收站中的仅上传者可见',
    tag: IMG,
    auth: 'optional',
    query: imageModelQuery,
    response: imageModel,
  }),
  list: call({
    method: 'GET',
    path: 'modelImg/list',
    summary: '图片模型列表：公开的全部，或某用户的（本人含私有）；回收站中的不在其中',
    tag: IMG,
    auth: 'optional',
    query: imageModelListQuery,
    response: imageModelPage,
  }),
};
