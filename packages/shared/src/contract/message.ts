import {
  messageAllReadBody,
  messageChangeResult,
  messageIdsBody,
  messageListQuery,
  messagePage,
  unreadLatest,
  unreadSummary,
} from '../messages.js';
import { z } from 'zod';
import { call } from './call.js';

const TAG = '消息';

export const messageCalls = {
  unread: call({
    method: 'GET',
    path: 'message/getUnRead',
    summary: '未读消息数：按类型（0 系统、1 评论、2 订单、3 点赞、4 收藏）及合计',
    tag: TAG,
    auth: 'user',
    response: unreadSummary,
  }),
  latestUnread: call({
    method: 'GET',
    path: 'message/messageUnread',
    summary: '未读消息总数与最新 10 条未读消息（消息铃铛下拉）',
    tag: TAG,
    auth: 'user',
    response: unreadLatest,
  }),
  stream: call({
    method: 'GET',
    path: 'message/stream',
    summary:
      '未读消息数的实时推送（Server-Sent Events，text/event-stream）：连上即推送一次，之后每当未读数变化推送 ' +
      '`event: unread`，data 为 {"totalCount":n}；每 25 秒一行注释保持连接。用登录 Cookie 或 token 头认证',
    tag: TAG,
    auth: 'user',
    response: z.any().describe('事件流'),
    raw: true,
  }),
  list: call({
    method: 'GET',
    path: 'message/getList',
    summary: '我的消息（分页，可按类型、已读状态筛选，最新在前）',
    tag: TAG,
    auth: 'user',
    query: messageListQuery,
    response: messagePage,
  }),
  markRead: call({
    method: 'POST',
    path: 'message/updateRead',
    summary: '将指定消息标为已读（ids：编号数组或以逗号分隔）',
    tag: TAG,
    auth: 'user',
    bodyType: 'form',
    body: messageIdsBody,
    response: messageChangeResult,
  }),
  markAllRead: call({
    method: 'POST',
    path: 'message/updateAllRead',
    summary: '全部标为已读（可只标某一类型）',
    tag: TAG,
    auth: 'user',
    bodyType: 'form',
    body: messageAllReadBody.optional(),
    response: messageChangeResult,
  }),
  remove: call({
    method: 'POST',
    path: 'message/delete',
    summary: '删除消息（ids：编号数组或以逗号分隔）',
    tag: TAG,
    auth: 'user',
    bodyType: 'form',
    body: messageIdsBody,
    response: messageChangeResult,
  }),
};
