import { z } from 'zod';
import { call } from './call.js';

const TAG = '系统';

export const siteInfo = z.object({
  icp: z.string().nullable().describe('ICP 备案号，如“京ICP备12345678号-1”'),
  contact: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    wechat: z.string().nullable().describe('客服微信号'),
    address: z.string().nullable(),
    hours: z.string().nullable().describe('服务时间，如“工作日 9:00-18:00”'),
  }),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const systemCalls = {
  health: call({
    method: 'GET',
    path: 'health',
    summary: '健康检查',
    tag: TAG,
    auth: 'none',
    response: z.object({ status: z.literal('ok'), database: z.string(), uptimeSeconds: z.number(), version: z.string() }),
  }),
  siteInfo: call({
    method: 'GET',
    path: 'system/siteInfo',
    summary: '站点信息：ICP 备案号与平台联系方式（联系我们页面与页脚）；未设置的项为 null',
    tag: TAG,
    auth: 'none',
    response: siteInfo,
  }),
  openapi: call({
    method: 'GET',
    path: 'openapi.json',
    summary: '接口文档（OpenAPI 3，由各接口的 zod 模式生成；不套响应信封）',
    tag: TAG,
    auth: 'none',
    raw: true,
    response: z.record(z.string(), z.unknown()),
  }),
};
