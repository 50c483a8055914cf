import { embedCountQuery, embedCountResult, embedViewBody, leaderboardPage, leaderboardQuery, modelDetail } from '../library.js';
import { call } from './call.js';

const EMBED = '模型嵌入';

export const embedCalls = {
  view: call({
    method: 'POST',
    path: 'embed/view',
    summary:
      '嵌入页（/modelshow，iframe 中）加载模型时调用：返回模型详情并计一次嵌入浏览（referrer 为嵌入所在页面，只记录域名）。' +
      '设有访问密码的模型未解锁时返回 locked=true、不计数',
    tag: EMBED,
    auth: 'optional',
    body: embedViewBody,
    response: modelDetail,
  }),
  count: call({
    method: 'GET',
    path: 'embed/count',
    summary: '嵌入浏览次数：带 modelCode 为该模型（来源域名仅上传者可见），不带为我的全部模型（需登录）',
    tag: EMBED,
    auth: 'optional',
    query: embedCountQuery,
    response: embedCountResult,
  }),
  leaderboard: call({
    method: 'GET',
    path: 'embed/leaderboard',
    summary: '嵌入排行榜：被嵌入浏览最多的公开模型，range 为 all（累计）、7d、30d',
    tag: EMBED,
    auth: 'none',
    query: leaderboardQuery,
    response: leaderboardPage,
  }),
};
