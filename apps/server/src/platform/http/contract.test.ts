import Fastify from 'fastify';
import { call, contract, type AnyCall } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { AppError } from '../errors.js';
import { registerRoutes } from './register.js';
import { implement } from './route.js';

const item = call({
  method: 'GET',
  path: 'test/item',
  summary: '测试',
  tag: '测试',
  auth: 'none',
  query: z.object({ answer: z.enum(['exact', 'extra', 'wrongType', 'missing', 'nested']) }),
  response: z.object({ id: z.number(), name: z.string(), tags: z.array(z.object({ label: z.string() })) }),
});

/** A handler that answers what the query asks for: the declared shape, or one of the ways to drift from it. */
const answers = {
  exact: { id: 1, name: '椅子', tags: [{ label: '家具' }] },
  extra: { id: 1, name: '椅子', tags: [{ label: '家具' }], passwordHash: 'x' },
  wrongType: { id: '1', name: '椅子', tags: [] },
  missing: { id: 1, tags: [] },
  nested: { id: 1, name: '椅子', tags: [{ label: '家具', internal: true }] },
};

async function serve(checkResponses: boolean) {
  const app = Fastify();
  const sessions = { resolve: () => Promise.reject(new AppError('unauthorized', '请先登录')) };
  registerRoutes(app, [implement(item, ({ query }) => answers[query.answer] as never)], sessions, { checkResponses });
  app.setErrorHandler((err, _req, reply) =>
    reply
      .status(err instanceof AppError ? err.status : 500)
      .send({ code: '500', errorMsg: err instanceof Error ? err.message : '' }),
  );
  await app.ready();
  return app;
}

describe('the response check', () => {
  it('passes an answer that is exactly what the schema describes', async () => {
    const app = await serve(true);
    const res = await app.inject({ url: '/api/test/item?answer=exact' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '200', data: answers.exact, msg: 'success' });
  });

  it.each([
    ['extra', 'passwordHash 不在响应模式中'],
    ['nested', 'tags.0.internal 不在响应模式中'],
    ['wrongType', 'id'],
    ['missing', 'name'],
  ] as const)('fails a handler whose answer drifts from the schema (%s)', async (answer, says) => {
    const app = await serve(true);
    const res = await app.inject({ url: `/api/test/item?answer=${answer}` });
    expect(res.statusCode).toBe(500);
    expect(res.json<{ errorMsg: string }>().errorMsg).toContain('test/item 的响应不符合约定');
    expect(res.json<{ errorMsg: string }>().errorMsg).toContain(says);
  });

  it('is off unless asked for (production answers are not parsed twice)', async () => {
    const app = await serve(false);
    const res = await app.inject({ url: '/api/test/item?answer=extra' });
    expect(res.statusCode).toBe(200);
  });
});

describe.each(DIALECTS)('the contract on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  const calls: [string, AnyCall][] = Object.entries(contract).flatMap(([group, calls]) =>
    Object.entries(calls).map(([name, c]) => [`${group}.${name}`, c as AnyCall] as [string, AnyCall]),
  );

  it('has one call per method and path', () => {
    const keys = calls.map(([, c]) => `${c.method} ${c.path}`);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is served whole: every call has a handler at /api/<path>', () => {
    const missing = calls.filter(([, c]) => !t.app.hasRoute({ method: c.method, url: `/api/${c.path}` })).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const [name, c] of calls) {
      expect(doc.paths[`/api/${c.path}`]?.[c.method.toLowerCase()], name).toBeDefined();
    }
  });
});
