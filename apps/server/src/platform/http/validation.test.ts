import { fieldLabels, labelled } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS, createTestApp, form, newPhone, type TestApp } from '../../../test/harness.js';
import { register } from '../../../test/flows.js';
import { AppError } from '../errors.js';
import { fieldLabel, parseOrThrow } from './validation.js';

function messageOf(schema: z.ZodType, input: unknown): string {
  try {
    parseOrThrow(schema, input);
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
  throw new Error('expected a validation error');
}

describe('field labels', () => {
  const name = labelled(z.string().min(2, '太短'), '名称');
  const schema = z.object({
    plain: name,
    optional: name.optional(),
    nullable: name.nullable().optional(),
    withDefault: name.default('ab'),
    transformed: name.transform((s) => s.toUpperCase()).optional(),
    preprocessed: z.preprocess((v) => (v === '' ? undefined : v), name.optional()),
    piped: labelled(
      z.string().transform((s) => s.trim()),
      '备注',
    ).pipe(z.string().max(3)),
    checkedAfter: labelled(z.string(), '昵称').max(3),
    nested: z.object({ deep: name }).nullable().optional(),
    list: z.array(name).default([]),
    pageNum: z.number(),
    other: z.number(),
  });

  it('finds the label through optional, nullable, default, transform, preprocess and pipe wrappers', () => {
    for (const key of ['plain', 'optional', 'nullable', 'withDefault', 'transformed', 'preprocessed']) {
      expect(fieldLabel(schema, [key]), key).toBe('名称');
    }
    expect(fieldLabel(schema, ['piped'])).toBe('备注');
    // .max() after labelled copies the schema; the copy inherits the label.
    expect(fieldLabel(schema, ['checkedAfter'])).toBe('昵称');
  });

  it('walks nested objects and arrays, then falls back to the common label, the key, and 请求', () => {
    expect(fieldLabel(schema, ['nested', 'deep'])).toBe('名称');
    expect(fieldLabel(schema, ['list', 3])).toBe('名称');
    expect(fieldLabel(schema, ['pageNum'])).toBe('页码');
    expect(fieldLabel(schema, ['other'])).toBe('other');
    expect(fieldLabel(schema, ['missing'])).toBe('missing');
    expect(fieldLabel(schema, [])).toBe('请求');
  });

  it('names the same key by the schema that was validated', () => {
    const model = z.object({ title: labelled(z.string(), '模型名称'), price: labelled(z.coerce.number().min(0), '价格') });
    const need = z.object({ title: labelled(z.string(), '需求标题'), price: labelled(z.coerce.number().min(0), '报价') });
    expect(messageOf(model, { price: 1 })).toBe('请填写模型名称');
    expect(messageOf(need, { price: 1 })).toBe('请填写需求标题');
    expect(messageOf(model, { title: 'x' })).toBe('请填写价格');
    expect(messageOf(need, { title: 'x', price: 'abc' })).toBe('报价格式不正确');
    expect(messageOf(model, { title: 'x', price: -1 })).toMatch(/^价格：/);
  });

  it('copies a schema that already has a label, so a shared field keeps its own', () => {
    const shared = labelled(z.string(), '甲');
    const other = labelled(shared, '乙');
    expect(other).not.toBe(shared);
    expect(fieldLabels.get(shared)?.label).toBe('甲');
    expect(fieldLabels.get(other)?.label).toBe('乙');
  });
});

describe.each(DIALECTS)('validation messages name the field of the called API on %s', (dialect) => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await register(t, newPhone())).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const refusal = async (url: string, body: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload: body, headers: { token } });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ errorMsg: string; fields: Record<string, string> }>();
  };

  it('says 模型名称 and 价格 for a model, 需求标题 and 报价 for a demand, in one process', async () => {
    const model = { fileIds: ['f1'], trade: '泛家居' };
    const need = {
      serviceType: '3D建模',
      trade: '泛家居',
      budget: 0,
      deadline: '2099-01-01',
      description: '一张桌子的模型，带贴图',
    };

    expect((await refusal('/api/model/uploadModel', { ...model, price: 0 })).fields).toEqual({ title: '请填写模型名称' });
    expect((await refusal('/api/need/create', need)).fields).toEqual({ title: '请填写需求标题' });

    expect((await refusal('/api/model/uploadModel', { ...model, title: '桌子' })).fields).toEqual({ price: '请填写价格' });
    expect((await refusal('/api/model/uploadModel', { ...model, title: '桌子', price: 'abc' })).errorMsg).toBe('价格格式不正确');
    expect((await refusal('/api/need/needBid', { code: 'x', days: 3, message: '可以做' })).fields).toEqual({
      price: '请填写报价',
    });
    expect((await refusal('/api/model/uploadModel', { ...model, title: '桌子', price: 0, description: 7 })).errorMsg).toBe(
      '模型描述格式不正确',
    );
  });
});

/** 500s the contract fuzz pass (fuzz.test.ts) found: each is now a refusal with the field named. */
describe.each(DIALECTS)('input a database cannot take is refused before it reaches one, on %s', (dialect) => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await register(t, newPhone())).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const refused = (res: { statusCode: number; body: string; json<T>(): T }, message: string) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errorMsg: string }>().errorMsg).toBe(message);
  };

  // PostgreSQL fails any query that binds text holding a NUL (SQLite stores it): a 500 on one database only.
  it('refuses a NUL character in a query, a body, a list and a path segment, naming the field', async () => {
    refused(await t.app.inject({ url: '/api/need/getNeed?code=%00abc' }), '需求编号含有不允许的空字符');
    refused(await t.app.inject({ url: '/api/user/models?keyword=%00' }), '关键词含有不允许的空字符');
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/modelConvert/upload',
        payload: { fileIds: ['ok', 'a\u0000'] },
        headers: { token },
      }),
      '模型文件含有不允许的空字符',
    );
    refused(await t.app.inject({ url: '/api/common/file/%00abc' }), 'fileId含有不允许的空字符');
  });

  // Row ids are PostgreSQL integers: comparing one with 2^31 or more fails the query.
  it('refuses a row id past the largest a row can have', async () => {
    for (const url of [
      '/api/user/fans/info?userId=2147483648',
      '/api/user/models?userId=2147483648',
      '/api/need/serverInfo?userId=9007199254740991',
      '/api/modelImg/list?userId=4294967296',
      '/api/account/getUser?id=2147483648',
    ]) {
      refused(await t.app.inject({ url, headers: { token } }), '用户编号不正确');
    }
    const ids = form({ ids: '1,9007199254740991' });
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/message/delete',
        payload: ids.payload,
        headers: { ...ids.headers, token },
      }),
      '消息编号不正确',
    );
    refused(
      await t.app.inject({
        method: 'POST',
        url: '/api/model/comment/delete',
        payload: { commentId: 2 ** 31 },
        headers: { token },
      }),
      '评论编号不正确',
    );
    // The largest that can be one is looked up (and not found).
    expect((await t.app.inject({ url: '/api/user/fans/info?userId=2147483647' })).statusCode).toBe(404);
  });
});
