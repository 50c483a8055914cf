import { z } from 'zod';
import { pageQuery } from '../fields.js';
import { modelCodeQuery, modelRecord } from '../models.js';
import { libPageQuery, myModelPage } from '../library.js';
import {
  createdOpenKey,
  createOpenKeyBody,
  openKeyIdBody,
  openStats,
  openUploadBody,
  openUserInfo,
  signatureHelp,
  signatureQuery,
} from '../openApi.js';
import { myShowPage, showIdBody, showIdQuery, showView } from '../showroom.js';
import { call } from './call.js';

const TAG = '开放平台';
const OPEN = '开放接口（签名调用）';
const SIGNED = '须带签名请求头 x-open-key、x-open-timestamp、x-open-nonce、x-open-signature（见 docs/OPEN_API.md）';

export const openApiCalls = {
  createKey: call({
    method: 'POST',
    path: 'account/createOpenUser',
    summary: '创建 API 密钥：名称与权限范围（models:read、models:upload、shows:manage、stats:read）；secret 只返回这一次',
    tag: TAG,
    auth: 'user',
    bodyType: 'json',
    body: createOpenKeyBody,
    response: createdOpenKey,
  }),
  info: call({
    method: 'GET',
    path: 'account/getOpenUserInfo',
    summary: '我的 API 密钥（不含 secret）与近 30 天每日调用次数',
    tag: TAG,
    auth: 'user',
    response: openUserInfo,
  }),
  revokeKey: call({
    method: 'POST',
    path: 'account/revokeOpenUser',
    summary: '吊销 API 密钥：此后用它签名的请求一律拒绝（不可恢复）',
    tag: TAG,
    auth: 'user',
    bodyType: 'json',
    body: openKeyIdBody,
    response: z.null(),
  }),
  signature: call({
    method: 'GET',
    path: 'home/signature',
    summary:
      '签名调试：返回服务器时间（Unix 秒）、签名请求头名称；给出 method、path（含查询串）、timestamp、nonce（与可选的 bodySha256）时，' +
      '再返回应当签名的字符串，便于对照自己的实现',
    tag: TAG,
    auth: 'none',
    query: signatureQuery,
    response: signatureHelp,
  }),
  models: call({
    method: 'GET',
    path: 'open/models',
    summary: `密钥所有者的模型（分页，含处理中与私有，不含回收站）。权限 models:read；${SIGNED}`,
    tag: OPEN,
    auth: 'openApi',
    scope: 'models:read',
    query: libPageQuery,
    response: myModelPage,
  }),
  model: call({
    method: 'GET',
    path: 'open/model',
    summary: `一个模型的完整记录：状态、产物地址与统计。权限 models:read；${SIGNED}`,
    tag: OPEN,
    auth: 'openApi',
    scope: 'models:read',
    query: modelCodeQuery,
    response: modelRecord,
  }),
  upload: call({
    method: 'POST',
    path: 'open/model/upload',
    summary:
      `上传模型：一个模型文件（GLB、GLTF、OBJ、FBX、STL 或 ZIP）以 base64 放在 content 中，连同名称、行业与价格（分），` +
      `创建后排队处理，用 open/model 查询进度；请求体受服务器大小上限约束。权限 models:upload；${SIGNED}`,
    tag: OPEN,
    auth: 'openApi',
    scope: 'models:upload',
    bodyType: 'json',
    body: openUploadBody,
    response: modelRecord,
  }),
  stats: call({
    method: 'GET',
    path: 'open/statistics',
    summary: `密钥所有者的统计汇总：模型数与浏览、点赞、收藏、下载、嵌入总数。权限 stats:read；${SIGNED}`,
    tag: OPEN,
    auth: 'openApi',
    scope: 'stats:read',
    response: openStats,
  }),
  shows: call({
    method: 'GET',
    path: 'open/shows',
    summary: `密钥所有者的展厅（草稿、已发布、已下线），最近修改的在前，分页。权限 shows:manage；${SIGNED}`,
    tag: OPEN,
    auth: 'openApi',
    scope: 'shows:manage',
    query: pageQuery,
    response: myShowPage,
  }),
  show: call({
    method: 'GET',
    path: 'open/show',
    summary: `密钥所有者的一个展厅：展品、状态与现在可做的操作（actions）。权限 shows:manage；${SIGNED}`,
    tag: OPEN,
    auth: 'openApi',
    scope: 'shows:manage',
    query: showIdQuery,
    response: showView,
  }),
  publishShow: call({
    method: 'POST',
    path: 'open/show/publish',
    summary: `发布展厅（草稿或已下线时，须已放入展品）。权限 shows:manage；${SIGNED}`,
    tag: OPEN,
    auth: 'openApi',
    scope: 'shows:manage',
    bodyType: 'json',
    body: showIdBody,
    response: showView,
  }),
  unpublishShow: call({
    method: 'POST',
    path: 'open/show/unpublish',
    summary: `下线展厅。权限 shows:manage；${SIGNED}`,
    tag: OPEN,
    auth: 'openApi',
    scope: 'shows:manage',
    bodyType: 'json',
    body: showIdBody,
    response: showView,
  }),
};
