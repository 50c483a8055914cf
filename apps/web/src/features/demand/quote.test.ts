import { describe, expect, it } from 'vitest';
import { quotePath, readQuoteRequest } from './demandForm';

describe('asking a model author for a quote', () => {
  it('carries the author and the model to /buildRequire, and reads them back into the form', () => {
    const path = quotePath({ id: 7, nickname: '匠心家具工作室' }, { modelCode: 'abc123def', title: '北欧布艺沙发' });
    expect(path.startsWith('/buildRequire?')).toBe(true);
    const q = readQuoteRequest(path.slice(path.indexOf('?')));
    expect(q).toEqual({
      invitedUserId: 7,
      authorName: '匠心家具工作室',
      title: '询价：北欧布艺沙发',
      description: '想购买或定制模型「北欧布艺沙发」（/modelinfo/abc123def），请报价并说明交付格式和工期。',
    });
  });

  it('is no quote without a valid author id, and keeps the title within the limit', () => {
    expect(readQuoteRequest('?invite=abc')).toBeNull();
    expect(readQuoteRequest('')).toBeNull();
    expect(readQuoteRequest(`?invite=3&modelTitle=${'长'.repeat(80)}`)!.title).toHaveLength(50);
  });
});
