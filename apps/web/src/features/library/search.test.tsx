import type { SearchFacets } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import { emptyOffer, filterOptions, readFilters, type CatalogueCounts } from './libraryParams';

const catalogue: CatalogueCounts = {
  types: [
    {
      types: [
        { name: '家具', count: 21 },
        { name: '首饰', count: 11 },
        { name: '玩具', count: 0 },
      ],
    },
  ],
  trades: [{ name: '泛家居', count: 40 }],
  formats: [{ value: 'glb', label: 'GLB', count: 93 }],
};
const facets: SearchFacets = {
  types: [{ name: '家具', count: 4 }],
  trades: [{ name: '泛家居', count: 4 }],
  formats: [{ value: 'glb', label: 'GLB', count: 4 }],
  capped: false,
};

describe('an empty result', () => {
  it('offers to clear filters only when a filter is set', () => {
    expect(emptyOffer(readFilters('?keyword=椅子&type=首饰', 'search'), 'search')).toBe('clearFilters');
    expect(emptyOffer(readFilters('?keyword=椅子', 'search'), 'search')).toBe('otherSearches');
    expect(emptyOffer(readFilters('', 'all'), 'all')).toBe('none');
    // /freeModel's own price is not a filter the user set.
    expect(emptyOffer(readFilters('?keyword=椅子', 'free'), 'free')).toBe('otherSearches');
  });
});

describe('the filter counts', () => {
  it('beside a search are those of its results', () => {
    const o = filterOptions(readFilters('?keyword=椅子', 'search'), catalogue, facets);
    expect(o.types).toEqual([{ value: '家具', label: '家具', count: 4 }]);
    expect(o.trades).toEqual([{ value: '泛家居', label: '泛家居', count: 4 }]);
    expect(o.formats).toEqual([{ value: 'glb', label: 'GLB', count: 4 }]);
  });

  it('without a search are the catalogue’s, and keep the chosen option', () => {
    const all = filterOptions(readFilters('', 'all'), catalogue, undefined);
    expect(all.types.map((t) => [t.value, t.count])).toEqual([
      ['家具', 21],
      ['首饰', 11],
    ]);
    const chosen = filterOptions(readFilters('?keyword=椅子&type=首饰', 'search'), catalogue, facets);
    expect(chosen.types.map((t) => [t.value, t.count])).toEqual([
      ['家具', 4],
      ['首饰', 0],
    ]);
  });
});
