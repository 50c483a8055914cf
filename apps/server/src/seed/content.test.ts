import { contentSaveBody } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../test/harness.js';
import { demoOperator, seedDemoContent } from './content.js';
import { seedEventPages } from './pages.js';

describe.each(DIALECTS)('demo content on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('publishes a help centre, news, cases, the about page and home banners once', async () => {
    expect(await seedDemoContent(t.db, t.services)).toBe(true);
    const { content } = t.services;
    const help = await content.helpAll();
    expect(help.categories.map((c) => c.category)).toEqual(['新手入门', '模型交易', '账号与安全']);
    expect((await content.banners('home')).map((b) => b.link)).toEqual(['/good', '/need', '/news']);
    expect((await content.list('news', { pageNum: 1, pageSize: 10 })).total).toBe(2);
    expect((await content.list('update', { pageNum: 1, pageSize: 10 })).list[0]!.title).toMatch(/V2\.3/);
    expect((await content.bySlug('introduce')).html).toContain('<h2>关于模型星球</h2>');
    expect((await content.popup()).state).toBe(0);
    expect(await seedDemoContent(t.db, t.services)).toBe(false);
  });

  it('publishes every activity and landing page of the spec once, leaving an address already taken alone', async () => {
    const { content } = t.services;
    const activities = ['exhibition', 'furniture', 'meeting', 'ces', 'cestwice', 'wisdom', 'museum', 'furnishShow'];
    const more = ['commerce', 'science', 'createModel'];
    const landings = ['land', 'party', 'websiteSource', 'bilibili', 'remNew', 'animation'];
    await content.save(
      await demoOperator(t.db, t.services),
      contentSaveBody.parse({ kind: 'page', slug: 'party', title: '运营自己的派对页' }),
    );
    expect(await seedEventPages(t.db, t.services)).toBe(activities.length + more.length + landings.length - 1);
    for (const slug of [...activities, ...more]) {
      const page = await content.bySlug(slug);
      expect(page, slug).toMatchObject({ kind: 'activity', cover: `/content/activity-${slug}.svg` });
      expect(page.html, slug).toContain('<h2>');
    }
    for (const slug of landings.filter((s) => s !== 'party')) expect((await content.bySlug(slug)).kind, slug).toBe('page');
    expect(await seedEventPages(t.db, t.services)).toBe(0);
  });
});
