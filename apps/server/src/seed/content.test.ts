import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../test/harness.js';
import { seedDemoContent } from './content.js';

describe.each(DIALECTS)('demo content on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('publishes a help centre, news, cases, the about page, home banners and an activity once', async () => {
    expect(await seedDemoContent(t.db, t.services)).toBe(true);
    const { content } = t.services;
    const help = await content.helpAll();
    expect(help.categories.map((c) => c.category)).toEqual(['新手入门', '模型交易', '账号与安全']);
    expect((await content.banners('home')).map((b) => b.link)).toEqual(['/good', '/need', '/news']);
    expect((await content.list('news', { pageNum: 1, pageSize: 10 })).total).toBe(2);
    expect((await content.list('update', { pageNum: 1, pageSize: 10 })).list[0]!.title).toMatch(/V2\.3/);
    expect((await content.bySlug('introduce')).html).toContain('<h2>关于模型星球</h2>');
    expect((await content.popup()).state).toBe(0);
    expect((await content.bySlug('furniture')).kind).toBe('activity');
    expect(await seedDemoContent(t.db, t.services)).toBe(false);
  });
});
