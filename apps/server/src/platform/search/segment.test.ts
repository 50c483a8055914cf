import { describe, expect, it } from 'vitest';
import { everydayBase, indexTerms, pinyinOf, queryGroups, Synonyms, titleTerms } from './segment.js';

const forms = (query: string, synonyms?: Synonyms) =>
  queryGroups(query, synonyms).map((g) => g.alternatives.map((a) => a.map((t) => `${t.text}${t.prefix ? '*' : ''}`).join('+')));

describe('everyday forms', () => {
  it('drops the noun suffix people type (椅子, 花儿, 石头) but keeps words it would change', () => {
    expect(everydayBase('椅子')).toEqual(['椅']);
    expect(everydayBase('杯子')).toEqual(['杯']);
    expect(everydayBase('花儿')).toEqual(['花']);
    expect(everydayBase('石头')).toEqual(['石']);
    expect(everydayBase('镜头')).toEqual([]);
    expect(everydayBase('电子')).toEqual([]);
    expect(everydayBase('子')).toEqual([]);
    expect(everydayBase('sofa')).toEqual([]);
  });

  it('lets a query word match in either form, as the shorter form alone (every 椅子 has 椅)', () => {
    expect(forms('椅子')).toEqual([['椅']]);
    expect(forms('红色椅子')).toEqual([['红色'], ['椅']]);
  });
});

describe('synonyms', () => {
  const synonyms = new Synonyms([
    ['沙发', 'sofa', '长沙发'],
    ['椅子', '座椅', 'chair'],
  ]);

  it('expands a word to its group, found by any member, its pinyin, its everyday form or an English plural', () => {
    // 长沙+沙发 finds nothing 沙发 does not; English synonyms are whole words (the index singularises plurals).
    const sofa = ['沙发', 'sofa'];
    expect(forms('沙发', synonyms)[0]!.sort()).toEqual([...sofa].sort());
    expect(forms('sofas', synonyms)[0]!.sort()).toEqual(['sofas*', ...sofa].sort());
    expect(forms('shafa', synonyms)[0]!.sort()).toEqual(['shafa*', ...sofa].sort());
    expect(forms('sofa', synonyms)[0]!.sort()).toEqual(['sofa*', '沙发'].sort());
    expect(forms('椅', synonyms)[0]!.sort()).toEqual(['椅', 'chair'].sort());
  });

  it('indexes an English plural also as its singular, so a synonym matches it whole', () => {
    expect(indexTerms('Leather Sofas').split(' ')).toEqual(expect.arrayContaining(['sofas', 'sofa', 'leather']));
  });

  it('keeps a listed word whole that the segmenter cuts (长沙发 is not 长沙 and 发)', () => {
    expect(forms('长沙发', synonyms)).toHaveLength(1);
    expect(forms('长沙发')).toHaveLength(2);
  });
});

describe('pinyin', () => {
  it('indexes a title with the pinyin of its words and of every two characters', () => {
    expect(pinyinOf('沙发')).toBe('shafa');
    const terms = titleTerms('梯背式乡村餐椅').split(' ');
    expect(terms).toEqual(expect.arrayContaining(['餐椅', '椅', 'canyi', 'xiangcun']));
  });
});
