import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { SearchIndex } from './index.js';

const DOCS: [number, string, string][] = [
  [1, '现代风格布艺沙发', '三人位 客厅 泛家居 modern sofa'],
  [2, '北欧沙发床', '可折叠 小户型 泛家居'],
  [3, '钻石戒指', '18K金 珠宝首饰 求婚'],
  [4, '中式实木茶几', '客厅 泛家居 红木'],
  [5, '工业风金属椅子', '铁艺 餐厅 loft chair'],
  [6, '客厅落地灯', '北欧 简约 照明'],
  [7, '亚克力展示架', '透明 极简'],
  [8, '力量训练器材', '亚洲 克重 简单 极限'],
];

describe.each(DIALECTS)('search on %s', (dialect) => {
  let t: TestApp;
  let index: SearchIndex;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    index = new SearchIndex(t.db.dialect);
    for (const [id, title, body] of DOCS) await index.upsert(t.db.kysely, 'model', id, { title, body });
  });
  afterAll(async () => {
    await t?.close();
  });

  const find = async (q: string) => {
    const m = index.matches('model', q);
    if (!m) return null;
    const r = await sql<{
      doc_id: number;
      score: number;
    }>`SELECT doc_id, score FROM ${m.rows} AS s ORDER BY score DESC, doc_id`.execute(t.db.kysely);
    return r.rows.map((row) => Number(row.doc_id));
  };

  it('finds two-character Chinese words, also inside longer compounds', async () => {
    expect((await find('沙发'))?.sort()).toEqual([1, 2]);
    expect(await find('戒指')).toEqual([3]);
    expect(await find('客厅')).toEqual(expect.arrayContaining([1, 4]));
  });

  it('needs every word of a longer query and ranks title matches first', async () => {
    expect(await find('现代风格沙发')).toEqual([1]);
    expect(await find('泛家居 沙发')).toEqual(expect.arrayContaining([1, 2]));
    expect((await find('泛家居'))?.slice(-1)).not.toContain(3);
    expect(await find('沙发 戒指')).toEqual([]);
    // 客厅 is in the body of 1 and 4 and in the title of 6.
    const livingRoom = await find('客厅');
    expect(livingRoom?.[0]).toBe(6);
    expect(livingRoom?.sort()).toEqual([1, 4, 6]);
  });

  it('keeps the characters of a word the segmenter does not know together', async () => {
    // Segmented "亚|克|力" and "极|简": alone, each character is also somewhere in document 8.
    expect(await find('亚克力')).toEqual([7]);
    expect(await find('极简')).toEqual([7]);
    expect(await find('亚克力 极简')).toEqual([7]);
  });

  it('finds the matches within a range of ids, across the ranges PostgreSQL names in its vectors', async () => {
    // Ids on both sides of the 2,048- and 32,768-id ranges (RANGE_LEVELS).
    const ids = [2047, 2048, 4095, 4096, 20000, 32767, 32768, 70000];
    for (const id of ids) await index.upsert(t.db.kysely, 'model', id, { title: `黄铜台灯${id}`, body: '' });
    const between = async (first: number, last: number, q = '台灯') => {
      const r = await sql<{ doc_id: number }>`SELECT doc_id FROM ${index.matches('model', q)!.between(first, last)} AS s
        ORDER BY s.ord DESC`.execute(t.db.kysely);
      return r.rows.map((row) => Number(row.doc_id));
    };
    expect(await between(2048, 4096)).toEqual([4096, 4095, 2048]);
    expect(await between(2048, 32768)).toEqual([32768, 32767, 20000, 4096, 4095, 2048]);
    expect(await between(4096, 100_000)).toEqual([70000, 32768, 32767, 20000, 4096]);
    expect(await between(1, 2047)).toEqual([2047]);
    expect(await between(32769, 69999)).toEqual([]);
    // Covered by ranges of every size at once: 30720-32767, 32768-65535, then 2,048-id ones up to 71679.
    expect(await between(30720, 69999)).toEqual([32768, 32767]);
    expect(await between(30720, 70000)).toEqual([70000, 32768, 32767]);
    expect(await between(1, 100_000, '黄铜 台灯4095')).toEqual([4095]);
    for (const id of ids) await index.remove(t.db.kysely, 'model', id);
    expect(await between(1, 100_000)).toEqual([]);
  });

  it('estimates what share of documents a query matches from PostgreSQL statistics', async () => {
    const fresh = new SearchIndex(t.db.dialect);
    if (dialect === 'sqlite') {
      expect(await fresh.matches('model', '沙发')!.share(t.db.kysely)).toBeNull();
      return;
    }
    await sql`ANALYZE search_docs`.execute(t.db.kysely);
    const share = async (q: string) => fresh.matches('model', q)!.share(t.db.kysely);
    // 沙发 is in 2 of the 8 documents, 戒指 in 1, 客厅 in 3; words typed apart count as independent, words
    // typed together (segmented 客厅|沙发) as one thing, the rarer; a prefix is not estimated.
    expect(await share('沙发')).toBeCloseTo(2 / 8);
    expect(await share('戒指')).toBeCloseTo(1 / 8);
    expect(await share('客厅 沙发')).toBeCloseTo((3 / 8) * (2 / 8));
    expect(await share('客厅沙发')).toBeCloseTo(2 / 8);
    expect(await share('SOF')).toBe(1);
  });

  it('matches Latin words by prefix, case-insensitively', async () => {
    expect(await find('SOF')).toEqual([1]);
    expect(await find('loft')).toEqual([5]);
  });

  it('treats operators and injection attempts as plain text', async () => {
    for (const q of [
      `" OR 1=1 --`,
      `'); DROP TABLE search_docs; --`,
      'NEAR(沙发 床)',
      '*',
      'sofa AND',
      '沙发" OR "',
      '\\',
      ':*',
    ]) {
      const r = await find(q);
      expect(r === null || Array.isArray(r)).toBe(true);
    }
    expect(await find('   ')).toBeNull();
    expect((await find('"沙发"'))?.sort()).toEqual([1, 2]);
    // "OR" is a word like any other, not an operator.
    expect(await find('沙发 OR 戒指')).toEqual([]);
  });

  it('updates and removes documents, and suggests titles as you type', async () => {
    await index.upsert(t.db.kysely, 'model', 4, { title: '中式实木餐桌', body: '餐厅' });
    expect(await find('茶几')).toEqual([]);
    expect(await find('餐桌')).toEqual([4]);
    expect((await index.suggest(t.db.kysely, 'model', '沙')).map((s) => s.title).sort()).toEqual([
      '北欧沙发床',
      '现代风格布艺沙发',
    ]);
    await index.remove(t.db.kysely, 'model', 2);
    expect(await find('沙发')).toEqual([1]);
  });
});
