import { describe, expect, it } from 'vitest';
import { guardDecision, needsLogin, tokenFromQuery } from './guard';

describe('route guard', () => {
  it('paths beginning with /my need a token', () => {
    expect(needsLogin('/mycenter')).toBe(true);
    expect(needsLogin('/myaccount/personal')).toBe(true);
    expect(needsLogin('/mymodel/good')).toBe(true);
    expect(needsLogin('/')).toBe(false);
    expect(needsLogin('/modeldetail')).toBe(false);
  });

  it('sends a visitor without a token to log in; a token or a tips query lets them through', () => {
    expect(guardDecision('/mycenter', '', null)).toBe('login');
    expect(guardDecision('/mycenter', '', 'tok')).toBe('allow');
    expect(guardDecision('/mycenter', '?tips=1', null)).toBe('allow');
    expect(guardDecision('/mycenter', '?tips', null)).toBe('allow');
    expect(guardDecision('/register', '', null)).toBe('allow');
  });

  it('reads _token from the query string', () => {
    expect(tokenFromQuery('?_token=abc&x=1')).toBe('abc');
    expect(tokenFromQuery('?_token=')).toBeNull();
    expect(tokenFromQuery('?token=abc')).toBeNull();
  });
});
