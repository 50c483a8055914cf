import { describe, expect, it } from 'vitest';
import { captureUtm, clearUtm, readUtm } from './utm';

describe('UTM capture', () => {
  it('reads utm_from, track_id, utm_url and the campaign fields from the address', () => {
    const got = captureUtm(
      '?utm_from=baidu&track_id=T1&utm_url=https%3A%2F%2Fa.cn%2Fx&utmCampaign=spring&utm_content=banner&utm_term=3d&bd_vid=V9',
    );
    expect(got).toEqual({
      utmFrom: 'baidu',
      trackId: 'T1',
      utmUrl: 'https://a.cn/x',
      utmCampaign: 'spring',
      utmContent: 'banner',
      utmKeyword: '3d',
      bdVid: 'V9',
    });
    expect(readUtm()).toEqual(got);
  });

  it('stores nothing when the address has no tracking fields, keeping an earlier set', () => {
    captureUtm('?utm_from=wx');
    expect(captureUtm('?code=abc')).toEqual({});
    expect(readUtm()).toMatchObject({ utmFrom: 'wx' });
  });

  it('uses the landing address as utmUrl when none is given, and a new campaign replaces the old set', () => {
    captureUtm('?utm_from=a&track_id=1', 'https://site.cn/?utm_from=a&track_id=1');
    expect(readUtm()).toEqual({ utmFrom: 'a', trackId: '1', utmUrl: 'https://site.cn/?utm_from=a&track_id=1' });
    captureUtm('?utmFrom=b');
    expect(readUtm()).toEqual({ utmFrom: 'b' });
  });

  it('is cleared as a whole, utm_url included', () => {
    captureUtm('?utm_from=a&utm_url=u&track_id=t');
    clearUtm();
    expect(readUtm()).toEqual({});
  });

  it('truncates overlong values to what the server accepts', () => {
    captureUtm(`?utm_from=${'x'.repeat(500)}`);
    expect(readUtm().utmFrom).toHaveLength(100);
  });
});
