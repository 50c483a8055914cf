import { describe, expect, it } from 'vitest';
import { filtersFromSearch, HALL_PAGE_SIZE } from './hallParams';

const read = (query: string) => filtersFromSearch(new URLSearchParams(query));

describe('demand hall filters from the address', () => {
  it('keeps what the server accepts', () => {
    expect(read('serviceType=3D%E5%BB%BA%E6%A8%A1&status=1&sort=closingSoon&page=3&keyword=%20椅子%20')).toMatchObject({
      serviceType: '3D建模',
      status: 1,
      sort: 'closingSoon',
      pageNum: 3,
      keyword: '椅子',
      pageSize: HALL_PAGE_SIZE,
    });
  });

  it('leaves out what it would refuse: a status not shown in the hall, an unknown budget, type or sort', () => {
    const filters = read('status=-1&budget=7&serviceType=黑客&trade=&sort=oldest&page=-2');
    expect(filters.status).toBeUndefined();
    expect(filters.budget).toBeUndefined();
    expect(filters.serviceType).toBeUndefined();
    expect(filters.trade).toBeUndefined();
    expect(filters.sort).toBe('newest');
    expect(filters.pageNum).toBe(1);
  });

  it('reads an empty status as no status, not as 0 (bidding)', () => {
    expect(read('status=').status).toBeUndefined();
    expect(read('status=0').status).toBe(0);
  });
});
