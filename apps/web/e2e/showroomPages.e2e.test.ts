/**
 * The showroom pages of issue 17 on a phone, in Debian's Chromium against the real server and the built app: an
 * owner's published furniture show, marked by an operator as a free sample and put in a featured compilation; a
 * visitor reaches it from /industrySolution, from /case and from the compilation, and the walk viewer draws; a
 * user orders a custom showroom at /myhallOrderForm and lands on the demand it made. Screenshots go to
 * /tmp/shots/showroomPages-*.png.
 */
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FIXTURES,
  createUser,
  getJson,
  launchChromium,
  logIn,
  openContext,
  postJson,
  screenshot,
  startServer,
  uploadModel,
  waitModelReady,
  type RunningServer,
} from './server';

const PASSWORD = 'Show2026room';
const TITLE = '木作客厅展';
let server: RunningServer;
let browser: Browser;
let showId: number;
let compilationId: number;
const pageErrors: string[] = [];
const randomPhone = () => `16${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  browser = await launchChromium();
  const owner = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2, nickname: '木作工坊' });
  const op = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 5, nickname: '运营' });
  const code = await uploadModel(server, owner, path.join(FIXTURES, 'glb', 'BoxTextured.glb'), { title: '木箱' });
  await waitModelReady(server, owner, code);
  ({ id: showId } = await postJson<{ id: number }>(server, owner, 'show/save', {
    kind: 1,
    title: TITLE,
    template: 'gallery',
    industry: 'furniture',
  }));
  await postJson(server, owner, 'show/saveModels', {
    id: showId,
    placements: [{ slot: 0, modelCode: code, rotation: 0, scale: 1 }],
  });
  await postJson(server, owner, 'show/publish', { id: showId });
  await postJson(server, op, 'show/setCase', { id: showId, isCase: true });
  ({ id: compilationId } = await postJson<{ id: number }>(server, op, 'compilation/save', {
    title: '木作精选',
    isPublic: true,
    items: [
      { kind: 'show', ref: String(showId) },
      { kind: 'model', ref: code },
    ],
  }));
  await postJson(server, op, 'compilation/feature', { id: compilationId, featured: true });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The show page of the phone: its heading, and the walk viewer drawing its first frame. */
async function reachesShow(page: Page) {
  await page.waitForURL(new RegExp(`/showDetail\\?id=${showId}$`));
  await page.getByRole('heading', { name: TITLE }).waitFor();
  await page.locator('[data-testid="showroom-viewer"]').waitFor();
}

it('a phone visitor reaches the showroom from the industries, the free samples and a compilation', async () => {
  const phone = await openContext(browser, true, pageErrors);
  const page = await phone.newPage();

  await page.goto(`${server.url}/industrySolution`);
  await page.getByRole('heading', { name: '行业解决方案' }).waitFor();
  // The first industry (furniture) with its text, and the show of that industry.
  await page.getByText('把沙发、餐桌、灯具按真实尺寸摆进展厅').waitFor();
  await screenshot(page, 'showroomPages-industry');
  await page.getByRole('link', { name: TITLE }).click();
  await reachesShow(page);
  await page.waitForFunction(() => window.__showroom?.firstFrame != null, undefined, { timeout: 90_000 });
  // A sample shows the way to start one's own show from it.
  await page.getByRole('button', { name: '用这个模板新建展厅' }).waitFor();

  // Another industry has no show yet.
  await page.goto(`${server.url}/industrySolution?industry=museum`);
  await page.getByText('这个行业还没有公开的展厅').waitFor();

  await page.goto(`${server.url}/case`);
  await page.getByRole('heading', { name: '免费案例' }).waitFor();
  await page.getByRole('button', { name: '用这个模板' }).waitFor();
  await screenshot(page, 'showroomPages-case');
  await page.getByRole('link', { name: TITLE }).click();
  await reachesShow(page);

  await page.goto(`${server.url}/compilationList`);
  await page.getByRole('link', { name: /木作精选/ }).click();
  await page.waitForURL(/\/compilationDetail\?id=\d+$/);
  await page.getByRole('heading', { name: '木作精选' }).waitFor();
  await page.getByText('木箱').waitFor();
  await screenshot(page, 'showroomPages-compilation');
  await page.getByText(TITLE).click();
  await reachesShow(page);
  // Nothing runs past the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();
  expect(pageErrors).toEqual([]);
}, 240_000);

it('a user orders a custom showroom on a phone and lands on the demand it made', async () => {
  const buyer = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 0, nickname: '家具品牌主' });
  const phone = await openContext(browser, true, pageErrors);
  const page = await phone.newPage();
  await logIn(page, server, buyer);
  await page.goto(`${server.url}/myhallOrderForm`);
  await page.getByRole('heading', { name: '定制 3D 展厅' }).waitFor();
  await page.locator('input[aria-label="品牌或展厅名称"]').fill('北木家居');
  await page.getByText('家具家居', { exact: true }).click();
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.locator('input[aria-label="截止日期"]').fill(deadline);
  await page.locator('textarea').fill('原木色，像一间北欧客厅');
  await screenshot(page, 'showroomPages-order');
  await page.getByRole('button', { name: '提交定制需求' }).click();
  await page.waitForURL(/\/myrequireDetails\?code=/);
  await page.getByText('定制3D展厅：北木家居').first().waitFor();
  const code = new URL(page.url()).searchParams.get('code')!;
  const need = await getJson<{ serviceType: string; trade: string; description: string }>(
    server,
    buyer,
    `need/getNeed?code=${code}`,
  );
  expect(need).toMatchObject({ serviceType: '3D场景建模', trade: '泛家居' });
  expect(need.description).toContain('原木色，像一间北欧客厅');
  await screenshot(page, 'showroomPages-demand');
  await phone.close();
  expect(pageErrors).toEqual([]);
}, 120_000);

it('the same pages have their desktop layouts', async () => {
  const desk = await openContext(browser, false, pageErrors);
  const page = await desk.newPage();
  const pages: [string, string, string][] = [
    ['/industrySolution', '行业解决方案', 'industry'],
    ['/case', '免费案例', 'case'],
    ['/compilationList', '合辑', 'compilations'],
    [`/compilationDetail?id=${compilationId}`, '木作精选', 'compilation'],
  ];
  for (const [url, heading, name] of pages) {
    await page.goto(`${server.url}${url}`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await screenshot(page, `showroomPages-desktop-${name}`);
  }
  // The sample's card links to its show.
  await page.goto(`${server.url}/case`);
  await page.getByRole('link', { name: TITLE }).click();
  await page.waitForURL(new RegExp(`/showDetail\\?id=${showId}$`));
  // The order form is a user page: logged in, its desktop form.
  const buyer = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 0 });
  await logIn(page, server, buyer);
  await page.goto(`${server.url}/myhallOrderForm`);
  await page.getByRole('heading', { name: '定制 3D 展厅', exact: true }).waitFor();
  await page.getByRole('button', { name: '提交定制需求' }).waitFor();
  await screenshot(page, 'showroomPages-desktop-order');
  await desk.close();
  expect(pageErrors).toEqual([]);
}, 120_000);
