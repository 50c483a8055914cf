import { z } from 'zod';
import { call } from './call.js';

const TAG = '系统';

export const systemCalls = {
  health: call({
    method: 'GET',
    path: 'health',
    summary: '健康检查',
    tag: TAG,
    auth: 'none',
    response: z.object({ status: z.literal('ok'), database: z.string(), uptimeSeconds: z.number(), version: z.string() }),
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
