import type { ModelDetail } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { ok, seedLibrary, type TestUser } from '../library/fixtures.js';

/** A model page's view counter counts visitors, not requests: once per visitor, model and day. */
describe.each(DIALECTS)('view counting on %s', (dialect) => {
  let t: TestApp;
  let visitor: TestUser;
  let bob: TestUser;
  let codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ visitor, bob, codes } = await seedLibrary(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const views = async (token?: string, ip = '10.7.0.1') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/model/detail?modelCode=${codes.sofa}`,
      remoteAddress: ip,
      headers: token ? { token } : {},
    });
    return ok<ModelDetail>(res).counts.views;
  };

  it('counts a visitor once a day however often the page is asked for', async () => {
    const first = await views(visitor.token);
    for (let i = 0; i < 20; i++) expect(await views(visitor.token, `10.7.1.${i}`)).toBe(first);
    // Another user, and an anonymous address, each count once.
    expect(await views(bob.token)).toBe(first + 1);
    expect(await views(bob.token)).toBe(first + 1);
    expect(await views(undefined, '10.7.2.1')).toBe(first + 2);
    expect(await views(undefined, '10.7.2.1')).toBe(first + 2);
    await t.services.library.flushCounters();
    const row = await t.db.kysely
      .selectFrom('models')
      .select('view_count')
      .where('model_code', '=', codes.sofa!)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(first + 2);
  });
});
