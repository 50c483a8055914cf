/**
 * Search as a first-time visitor makes it (issue 20), in Debian's Chromium against the real server and its
 * seeded demo catalogue: from the desktop home page's search box, "椅子" (no title holds it whole) finds the
 * chairs, the filter counts beside it are those of its results, and a search that finds nothing offers other
 * searches and a demand instead of 清除筛选条件. Screenshots go to /tmp/shots/search-*.png.
 */
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getJson, launchChromium, openContext, screenshot, startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];

/** Waits for the demo catalogue's chairs (the server seeds it in the background, furniture first). */
async function waitForChairs(): Promise<void> {
  const end = Date.now() + 150_000;
  for (;;) {
    const page = await getJson<{ list: { title: string }[] }>(
      server,
      null,
      `model/list?keyword=${encodeURIComponent('椅子')}&pageSize=10`,
    ).catch(() => null);
    if (page && page.list.filter((m) => m.title.includes('椅')).length >= 3) return;
    if (Date.now() > end) throw new Error('演示模型库在 150 秒内没有生成出椅子模型');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  await waitForChairs();
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (pageErrors.length) console.warn(`页面错误：\n${pageErrors.join('\n')}`);
});

describe('desktop search', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openContext(browser, false, pageErrors);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await screenshot(page, `search-FAIL-${ctx.task.name.replace(/[^\w]+/g, '-')}`);
  });

  it('finds chairs for 椅子 from the home page search box', async () => {
    await page.goto(`${server.url}/`);
    const box = page.getByRole('searchbox', { name: '搜索模型' });
    await box.fill('椅子');
    await box.press('Enter');
    await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('keyword') === '椅子');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: '椅子' }).waitFor();
    await page.locator('article[data-model-code] h3').first().waitFor();
    const titles = await page.locator('article[data-model-code] h3').allTextContents();
    expect(titles.length).toBeGreaterThanOrEqual(3);
    // The chairs come first: every one of the first three is a chair (餐椅, 扶手椅, 沙发椅...).
    expect(
      titles.slice(0, 3).every((t) => t.includes('椅')),
      titles.join('，'),
    ).toBe(true);
    await screenshot(page, 'search-chairs');
  });

  it('counts the search’s own results beside it', async () => {
    const status = page.getByRole('status').filter({ hasText: /共 \d+ 个模型/ });
    await status.waitFor();
    const total = Number(/共 (\d+) 个模型/.exec((await status.textContent()) ?? '')?.[1]);
    const furniture = page.locator('.ant-tag-checkable').filter({ hasText: /^家具\d+$/ });
    await furniture.waitFor();
    const count = Number(((await furniture.textContent()) ?? '').replace('家具', ''));
    expect(count).toBeGreaterThan(0);
    // The whole catalogue has more furniture than this search finds.
    expect(count).toBeLessThanOrEqual(total);
  });

  it('offers other searches, not 清除筛选条件, when a search without filters finds nothing', async () => {
    await page.goto(`${server.url}/search?keyword=${encodeURIComponent('量子隧穿显微镜')}`);
    await page.getByText('大家在搜：').waitFor();
    expect(await page.getByRole('button', { name: '清除筛选条件' }).count()).toBe(0);
    await page.getByRole('link', { name: '发布建模需求，让建模师为你定制' }).waitFor();
    await screenshot(page, 'search-nothing');
    await page.getByRole('link', { name: '沙发' }).click();
    await page.waitForURL((u) => u.searchParams.get('keyword') === '沙发');
    await page.locator('article[data-model-code] h3').filter({ hasText: '沙发' }).first().waitFor();
  });
});
