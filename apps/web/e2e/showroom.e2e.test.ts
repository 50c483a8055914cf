/**
 * Showrooms of issue 17 in Debian's Chromium against the real server and the built app: an owner uploads three
 * models, creates a show from a template in the editor at /show, places the three models on slots of its floor
 * plan, sets a password and publishes it; a visitor on a phone opens the show's QR link (/exhibitionLink), enters
 * the password and sees the walk viewer. Screenshots go to /tmp/shots/showroom-*.png.
 */
import path from 'node:path';
import sharp from 'sharp';
import { type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  FIXTURES,
  createUser,
  getJson,
  launchChromium,
  logIn,
  openContext,
  screenshot,
  startServer,
  uploadModel,
  waitModelReady,
  type RunningServer,
} from './server';

const PASSWORD = 'Show2026room';
let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];
const randomPhone = () => `16${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('an owner builds and publishes a show; a phone visitor opens its QR link, enters the password and walks in', async () => {
  const token = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2, nickname: '展厅主人' });
  const files = ['BoxTextured.glb', 'low-poly-tree.glb', 'CesiumMan.glb'];
  const codes: string[] = [];
  for (const [i, f] of files.entries()) {
    codes.push(await uploadModel(server, token, path.join(FIXTURES, 'glb', f), { title: `展品${i + 1}` }));
  }
  for (const c of codes) await waitModelReady(server, token, c);

  const desk = await openContext(browser, false, pageErrors);
  const page = await desk.newPage();
  await logIn(page, server, token);
  await page.goto(`${server.url}/show`);
  await page.getByText('你还没有展厅').waitFor();
  await page.getByRole('button', { name: '新建展厅' }).first().click();
  await page.getByLabel('展厅名称').fill('春季新品展');
  // The loft template, then three of its slots, each with one of the models.
  await page.getByRole('button', { name: /工业风 L 形厂房/ }).click();
  for (const [i, code] of codes.entries()) {
    await page.getByRole('button', { name: new RegExp(`^展位 ${i}（`) }).click();
    await page.locator(`button[data-model="${code}"]`).click();
  }
  await page.getByText('已摆放 3 / 15 个展位').waitFor();
  await page.locator('input[type="password"]').fill('open-sesame');
  await screenshot(page, 'showroom-editor');
  await page.getByRole('button', { name: /^保\s*存$/ }).click();
  await page.waitForURL(/\/show\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await page.getByRole('button', { name: /^发\s*布$/ }).click();
  await page.getByText('已发布').first().waitFor();
  const shown = await getJson<{ status: string; modelCount: number; hasPassword: boolean }>(
    server,
    token,
    `show/getShow?id=${id}`,
  );
  expect(shown).toMatchObject({ status: 'published', modelCount: 3, hasPassword: true });
  await desk.close();

  // The QR code is a PNG of the link the visitor opens.
  const qr = await fetch(`${server.url}/api/show/qrCode?id=${id}`);
  expect(qr.headers.get('content-type')).toBe('image/png');

  const phone = await openContext(browser, true, pageErrors);
  const visitor = await phone.newPage();
  await visitor.goto(`${server.url}/exhibitionLink?id=${id}`);
  await visitor.getByRole('heading', { name: '春季新品展' }).waitFor();
  await visitor.locator('input[type="password"]').fill('wrong-one');
  await visitor.getByRole('button', { name: '进入展厅' }).click();
  await visitor.getByText('访问密码不正确').waitFor();
  await visitor.locator('input[type="password"]').fill('open-sesame');
  await visitor.getByRole('button', { name: '进入展厅' }).click();
  await visitor.locator('[data-testid="showroom-viewer"]').waitFor();
  await visitor.getByText(/1 次访问/).waitFor();

  // The room draws and every placed model comes in (SwiftShader: slow, so a generous wait).
  await visitor.waitForFunction(() => window.__showroom?.firstFrame != null, undefined, { timeout: 90_000 });
  await visitor.waitForFunction(() => window.__showroom?.allSettled != null, undefined, { timeout: 150_000 });
  expect(await visitor.evaluate(() => [window.__showroom?.visible, window.__showroom?.failed])).toEqual([3, 0]);
  // Drawn, not only present: the canvas's pixels vary (a blank or one-colour canvas has no spread).
  const shot = await visitor.locator('[data-testid="showroom-viewer"] canvas').first().screenshot();
  const { channels } = await sharp(shot).stats();
  expect(Math.max(...channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(12);
  await screenshot(visitor, 'showroom-phone-visitor');

  // Tapping a model that is in view opens its panel with a link to its page (once the first-visit hint is closed).
  await visitor.getByRole('button', { name: /知道了/ }).click();
  const spot = await visitor.evaluate(() => {
    for (let slot = 0; slot < 15; slot += 1) {
      const p = window.__showroom?.slotOnScreen(slot);
      if (p) return p;
    }
    return null;
  });
  expect(spot).not.toBeNull();
  const canvas = visitor.locator('[data-testid="showroom-viewer"] canvas').first();
  // The canvas redraws every frame, so Playwright never finds it "stable": tap at its coordinates instead.
  const box = (await canvas.boundingBox())!;
  await visitor.touchscreen.tap(box.x + spot!.x, box.y + spot!.y);
  const panel = visitor.getByRole('complementary', { name: /^展品：展品\d$/ });
  await panel.waitFor();
  expect(await panel.getByRole('link', { name: '查看模型详情' }).getAttribute('href')).toMatch(/^\/modelinfo\//);
  await screenshot(visitor, 'showroom-phone-panel');
  await phone.close();
  expect(pageErrors).toEqual([]);
}, 400_000);
