import { arCheckQuery, arCheckResult, detailQuery, modelDetail, unlockBody, unlockResult, viewerPresets } from '../library.js';
import { call } from './call.js';

const TAG = '模型库';

export const modelPageCalls = {
  detail: call({
    method: 'GET',
    path: 'model/detail',
    summary:
      '模型详情（/modelinfo/<modelCode>）：信息、统计、作者、计数与本人状态；每次打开计一次浏览。' +
      '私有、未完成或回收站中的模型对他人一律 404；设有访问密码的模型在 model/unlock 后带 unlock 参数才给出模型文件',
    tag: TAG,
    auth: 'optional',
    query: detailQuery,
    response: modelDetail,
  }),
  unlock: call({
    method: 'POST',
    path: 'model/unlock',
    summary: '输入访问密码（password 为密码的 SHA-256 十六进制摘要），换取 12 小时有效的访问凭证 unlock',
    tag: TAG,
    auth: 'none',
    body: unlockBody,
    response: unlockResult,
  }),
  viewerPresets: call({
    method: 'GET',
    path: 'gbImage/queryImage',
    summary: '查看器背景与环境光预设',
    tag: TAG,
    auth: 'none',
    response: viewerPresets,
  }),
  arCheck: call({
    method: 'GET',
    path: 'armodel/checkArModel',
    summary: '模型能否用于 AR 展示（首饰、鞋类试戴或普通 AR）：不能时给出原因',
    tag: TAG,
    auth: 'optional',
    query: arCheckQuery,
    response: arCheckResult,
  }),
};
