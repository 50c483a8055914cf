/**
 * A phone visitor's first minutes (issue 20): the home page shows a search entry, categories, the most viewed
 * models and the latest demands; the tab bar reaches the library and the demand hall; tapping a category and
 * then a model card opens the model's page, whose tab is named after the model. Only taps, no typed address
 * after the first. Screenshots go to /tmp/shots/phone-home*.png.
 */
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getJson, launchChromium, openContext, screenshot, startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

const pathOf = () => new URL(page.url()).pathname;

/** The demo catalogue and the demo demand hall are made in the background after start. */
async function waitForDemo(): Promise<void> {
  const end = Date.now() + 150_000;
  for (;;) {
    const [models, demands] = await Promise.all([
      getJson<{ total: number }>(server, null, 'model/list?pageSize=1').catch(() => null),
      getJson<{ total: number }>(server, null, 'need/getList?pageSize=1').catch(() => null),
    ]);
    if (models && models.total >= 6 && demands && demands.total > 0) return;
    if (Date.now() > end) throw new Error('演示模型库与需求大厅在 150 秒内没有准备好');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  await waitForDemo();
  context = await openContext(browser, true, pageErrors);
  page = await context.newPage();
}, 200_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `FAIL-phone-home-${ctx.task.name.replace(/[^\w]+/g, '-')}`);
  expect(pageErrors).toEqual([]);
});

describe('a phone visitor', () => {
  it('finds search, categories, models and demands on the home page', async () => {
    await page.goto(server.url);
    await page.getByRole('link', { name: '搜索模型' }).waitFor();
    await page.getByRole('navigation', { name: '模型分类' }).getByRole('link', { name: '泛家居' }).waitFor();
    await page.locator('article[data-model-code]').first().waitFor();
    await page.getByRole('heading', { name: '需求大厅' }).waitFor();
    await page.locator('a[href^="/demandDetails?code="]').first().waitFor();
    for (const tab of ['首页', '模型库', '需求', '我的']) await page.getByText(tab, { exact: true }).last().waitFor();
    await screenshot(page, 'phone-home');
    await screenshot(page, 'phone-home-full', true);
  });

  it('reaches the library and the demand hall from the tab bar', async () => {
    await page.locator('.adm-tab-bar').getByText('模型库', { exact: true }).tap();
    await expect.poll(pathOf).toBe('/good');
    await page.locator('article[data-model-code]').first().waitFor();
    await page.locator('.adm-tab-bar').getByText('需求', { exact: true }).tap();
    await expect.poll(pathOf).toBe('/need');
    await page.locator('.adm-tab-bar').getByText('首页', { exact: true }).tap();
    await expect.poll(pathOf).toBe('/');
  });

  it('taps a category, then a model, and lands on the model page named after the model', async () => {
    await page.getByRole('navigation', { name: '模型分类' }).getByRole('link', { name: '泛家居' }).tap();
    await expect.poll(() => new URL(page.url()).searchParams.get('trade')).toBe('泛家居');
    const card = page.locator('article[data-model-code]').first();
    await card.waitFor();
    const code = await card.getAttribute('data-model-code');
    await card.locator('a').first().tap();
    await expect.poll(pathOf).toBe(`/modelinfo/${code}`);
    const title = (await page.locator('h1').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await expect.poll(() => page.title()).toContain(title);
    await page.getByRole('link', { name: '询价' }).first().waitFor();
    await screenshot(page, 'phone-home-model');
  });

  it('goes back home and opens a hot model straight from there', async () => {
    await page.goBack();
    await page.goBack();
    await expect.poll(pathOf).toBe('/');
    const card = page.locator('section[aria-labelledby="m-home-models"] article[data-model-code]').first();
    await card.waitFor();
    const code = await card.getAttribute('data-model-code');
    await card.locator('a').first().tap();
    await expect.poll(pathOf).toBe(`/modelinfo/${code}`);
  });
});
