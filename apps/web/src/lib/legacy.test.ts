import { describe, expect, it } from 'vitest';
import { legacyRedirect } from './legacy';

describe('legacy hash links', () => {
  it('sends model details to /modeldetail with the code', () => {
    expect(legacyRedirect('/', '', '#/modelDetails?code=X1')).toBe('/modeldetail?code=X1');
    expect(legacyRedirect('/', '', '#/mobile/modelDetails?code=X2')).toBe('/modeldetail?code=X2');
  });

  it('sends hall watch to /showDetail with themeShowId (SPEC.md section 2), hall model detail to /modeldetail', () => {
    expect(legacyRedirect('/', '', '#/hallWatch?themeShowId=9')).toBe('/showDetail?themeShowId=9');
    expect(legacyRedirect('/', '', '#/hall/watch?id=9')).toBe('/showDetail?themeShowId=9');
    expect(legacyRedirect('/', '?from=qr', '#/hallWatch?themeShowId=9')).toBe('/showDetail?from=qr&themeShowId=9');
    expect(legacyRedirect('/', '', '#/hallModelDetail?code=A&model=B')).toBe('/modeldetail?code=A&model=B');
  });

  it('sends the mobile theme show to /showDetail with themeShowId', () => {
    expect(legacyRedirect('/', '', '#/themeShow?themeShowId=7')).toBe('/showDetail?themeShowId=7');
    expect(legacyRedirect('/', '', '#/mobile/themeShow?id=7')).toBe('/showDetail?themeShowId=7');
  });

  it('keeps other old hash routes on the same path, and ignores plain anchors', () => {
    expect(legacyRedirect('/', '?utm_from=a', '#/need')).toBe('/need?utm_from=a');
    expect(legacyRedirect('/', '', '#top')).toBeNull();
    expect(legacyRedirect('/good', '', '')).toBeNull();
    expect(legacyRedirect('/good', '', '#/whatever')).toBeNull();
  });
});
