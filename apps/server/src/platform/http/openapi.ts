import { z } from 'zod';
import { OPEN_HEADERS } from '@moxing/shared';
import type { AnyRoute } from './route.js';

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;

function envelopeOf(data: Record<string, unknown>) {
  return {
    type: 'object',
    required: ['code', 'data', 'msg'],
    properties: { code: { type: 'string', example: '200' }, msg: { type: 'string', example: 'success' }, data },
  };
}

const failure = {
  description: '失败：code 为错误码，errorMsg 为中文说明',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { code: { type: 'string' }, errorMsg: { type: 'string' }, msg: { type: 'string' } },
      },
    },
  },
};

/** The OpenAPI 3 document, written from the same zod schemas that validate each call. */
export function buildOpenApi(routes: AnyRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { call: r } of routes) {
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      operationId: r.path.replace(/\//g, '_'),
      security:
        r.auth === 'none' || r.auth === 'optional'
          ? []
          : r.auth === 'openApi'
            ? [{ openKey: [], openTimestamp: [], openNonce: [], openSignature: [] }]
            : [{ token: [] }],
      responses: {
        200: {
          description: r.raw ? '原始内容' : '成功',
          content: { 'application/json': { schema: envelopeOf(jsonSchema(r.response, 'output')) } },
        },
        400: failure,
        401: failure,
        ...(r.auth === 'openApi' ? { 403: failure } : {}),
        429: failure,
      },
    };
    if (r.query) {
      const s = jsonSchema(r.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      op.parameters = Object.entries(s.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: s.required?.includes(name) ?? false,
        schema,
      }));
    }
    if (r.body) {
      const schema = jsonSchema(r.body, 'input');
      const form = { 'application/x-www-form-urlencoded': { schema } };
      const json = { 'application/json': { schema } };
      op.requestBody = { required: true, content: r.bodyType === 'form' ? { ...form, ...json } : { ...json, ...form } };
    }
    const key = `/api/${r.path}`;
    paths[key] = { ...paths[key], [r.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: '模型星球 API',
      version,
      description: '所有接口返回 {code, data, msg}；失败时 code 为错误码，errorMsg 为中文说明。',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'token' },
        // A signed call sends all four (docs/OPEN_API.md): HMAC-SHA256 of method, path, timestamp, nonce, body hash.
        openKey: { type: 'apiKey', in: 'header', name: OPEN_HEADERS.key, description: 'API 密钥编号（ak_...）' },
        openTimestamp: { type: 'apiKey', in: 'header', name: OPEN_HEADERS.timestamp, description: 'Unix 秒，误差 5 分钟内' },
        openNonce: { type: 'apiKey', in: 'header', name: OPEN_HEADERS.nonce, description: '8-64 位随机串，每次不同' },
        openSignature: {
          type: 'apiKey',
          in: 'header',
          name: OPEN_HEADERS.signature,
          description: 'hex(HMAC-SHA256(secret, METHOD\\n路径含查询串\\n时间戳\\n随机串\\nhex(SHA-256(请求体))))',
        },
      },
    },
    paths,
  };
}
