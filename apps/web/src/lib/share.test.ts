import type { UserInfo } from '@moxing/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../stores/session';
import { sharedUrl, sharerIn } from './share';

const user = { id: 42, nickname: '分享者' } as UserInfo;

describe('shared links', () => {
  afterEach(() => session.clear());

  it('carry the sharer’s id only when signed in, beside the page’s own query', () => {
    expect(sharedUrl('/hisspace?userId=7')).toBe(`${window.location.origin}/hisspace?userId=7`);
    session.store({ token: 't', id: 42, userToken: 'u', expiresAt: new Date(Date.now() + 3600_000).toISOString(), user });
    expect(sharedUrl('/hisspace?userId=7')).toBe(`${window.location.origin}/hisspace?userId=7&from=42`);
    expect(sharedUrl('/modelinfo/abc?from=1')).toBe(`${window.location.origin}/modelinfo/abc?from=42`);
  });

  it('read a sharer only from a positive whole id', () => {
    expect(sharerIn('?userId=7&from=42')).toBe(42);
    for (const bad of ['', '?from=', '?from=0', '?from=-3', '?from=4.5', '?from=abc', '?from=12345678901']) {
      expect(sharerIn(bad)).toBeNull();
    }
  });
});
