/**
 * Money, part 1 (issue 19) in Debian's Chromium against the real server and the built app, on a desktop and on a
 * phone: a buyer tops up coins through the sandbox gateway (its own page, labelled 测试支付), buys a seller's paid
 * model with those coins from the model page through /confirmOrder, and can then download it; the order shows in
 * /myorder and the movements in the bills. Screenshots go to /tmp/shots/money-*.png.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const PASSWORD = 'Money2025coin';
const PRICE_FEN = 3000;

let server: RunningServer;
let browser: Browser;
let modelCode = '';
const pageErrors: string[] = [];

const randomPhone = () => `15${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  const seller = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2, nickname: '付费模型作者' });
  modelCode = await uploadModel(server, seller, path.join(FIXTURES, 'glb', 'BoxTextured.glb'), { title: '付费的盒子' });
  await waitModelReady(server, seller, modelCode);
  await postJson(server, seller, 'model/updateModelInfo', { modelCode, visibility: 'public', price: PRICE_FEN });
  // The pipeline renders the cover on the way: minutes on a busy machine.
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['desktop', false],
  ['phone', true],
] as const)('money on %s', (name, phone) => {
  it('tops up through the sandbox, buys the paid model with coins and downloads it', async () => {
    const buyer = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 0, nickname: `买家${name}` });
    const context = await openContext(browser, phone, pageErrors);
    const page: Page = await context.newPage();
    await logIn(page, server, buyer);

    // Top up 30 coins on /voucherCenter, paying in the sandbox.
    await page.goto(`${server.url}/voucherCenter`);
    await page.getByText('30 金币', { exact: true }).click();
    await screenshot(page, `money-${name}-recharge`);
    await page.getByRole('button', { name: /立即充值/ }).click();
    await page.waitForURL(/\/confirmOrder\?orderNo=/);
    await expect.poll(() => page.getByText('测试支付').first().isVisible()).toBe(true);
    await screenshot(page, `money-${name}-confirm-topup`);
    await page.getByRole('button', { name: /支付 ¥30\.00/ }).click();
    if (!phone) {
      // Desktop: the QR page, whose link opens the sandbox's page.
      await page.waitForURL(/\/payWebchat\?/);
      await expect.poll(() => page.locator('.ant-qrcode').isVisible()).toBe(true);
      await screenshot(page, `money-${name}-qr`);
      await page.getByRole('link', { name: /打开测试支付页面/ }).click();
    }
    // Phone: the sandbox's page at once (an H5 redirect).
    await page.waitForURL(/\/api\/pay\/sandbox\/checkout/);
    await expect.poll(() => page.getByText('测试支付', { exact: false }).first().isVisible()).toBe(true);
    await screenshot(page, `money-${name}-sandbox`);
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect.poll(() => page.getByText('支付成功').isVisible()).toBe(true);
    await page.getByRole('link', { name: '返回商户' }).click();
    await page.waitForURL(/\/myorderDetail\?orderNo=/);
    await expect.poll(() => page.getByText('已支付').first().isVisible()).toBe(true);
    await screenshot(page, `money-${name}-topup-done`);
    expect((await getJson<{ coins: number }>(server, buyer, 'pay/options')).coins).toBe(30);

    // Buy the paid model from its page.
    await page.goto(`${server.url}/modelinfo/${modelCode}`);
    await page
      .getByRole('button', { name: /购买下载/ })
      .first()
      .click();
    await page
      .getByRole('link', { name: '立即购买' })
      .or(page.getByRole('button', { name: '立即购买' }))
      .first()
      .click();
    await page.waitForURL(/\/confirmOrder\?modelCode=/);
    const payCoins = page.getByRole('button', { name: /支付 30 金币/ });
    await expect.poll(() => payCoins.isVisible()).toBe(true);
    await screenshot(page, `money-${name}-confirm-model`);
    await payCoins.click();
    await page.waitForURL(/\/myorderDetail\?orderNo=/);
    await expect.poll(() => page.getByText('已支付').first().isVisible()).toBe(true);
    await screenshot(page, `money-${name}-model-paid`);
    await page.getByRole('button', { name: '去下载模型' }).click();
    await page.waitForURL(new RegExp(`/modelinfo/${modelCode}`));
    await page
      .getByRole('button', { name: /下载模型/ })
      .first()
      .click();
    const link = page.locator('a[href*="/api/model/download"]').first();
    await expect.poll(() => link.isVisible()).toBe(true);
    await screenshot(page, `money-${name}-download`);
    const href = await link.getAttribute('href');
    const file = await fetch(`${server.url}${href ?? ''}`, { headers: { token: buyer } });
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await getJson<{ coins: number }>(server, buyer, 'pay/options')).coins).toBe(0);

    // The orders and the bills.
    await page.goto(`${server.url}/myorder`);
    await expect.poll(() => page.getByText('购买模型《付费的盒子》').first().isVisible()).toBe(true);
    await screenshot(page, `money-${name}-orders`);
    await page.goto(`${server.url}/myaccount/account/bills`);
    await expect.poll(() => page.getByText('-30 金币').first().isVisible()).toBe(true);
    await screenshot(page, `money-${name}-bills`);
    await context.close();
    expect(pageErrors).toEqual([]);
  });
});
