/**
 * Membership packages (issue 19) in Debian's Chromium against the real server and the built app: a modeller
 * without a package sees the logo page's save button disabled with the reason and an upgrade link, follows it to
 * the package pages (the package that unlocks the logo picked), buys it through the sandbox payment (its checkout
 * page, 测试支付), lands on the success page, and the custom logo unlocks; the package shows on /myPackageOrder with
 * its order number. On a desktop and on a 390x844 phone. Screenshots: /tmp/shots/membership-*.png.
 */
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, getJson, launchChromium, logIn, openContext, screenshot, startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];

const randomPhone = () => `16${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const shot = (page: Page, name: string) => screenshot(page, `membership-${name}`, true);

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The package that unlocks the custom logo most cheaply (what the upgrade link picks). */
async function logoPackage(): Promise<{ id: number; title: string }> {
  const { list } = await getJson<{ list: { id: number; title: string; priceFen: number; roles: { roleCode: string }[] }[] }>(
    server,
    null,
    'combopack/detail',
  );
  const fits = list.filter((p) => p.roles.some((r) => r.roleCode === 'LG3')).sort((a, b) => a.priceFen - b.priceFen);
  return fits[0]!;
}

describe.each([false, true])('membership packages (phone: %s)', (phone) => {
  it('shows the gated logo action disabled with the reason, then unlocks it with a package', async () => {
    const token = await createUser(server, {
      login: randomPhone(),
      password: 'Member2025',
      type: 2,
      nickname: phone ? '手机建模师' : '桌面建模师',
    });
    const context = await openContext(browser, phone, pageErrors);
    const page = await context.newPage();
    await logIn(page, server, token);

    await page.goto(`${server.url}/mymodel/logo`);
    const gated = page.locator('[data-gated="logo"]');
    await expect.poll(() => gated.count()).toBe(1);
    await expect.poll(() => gated.innerText()).toMatch(/自定义 Logo/);
    expect(await gated.locator('button').isDisabled()).toBe(true);
    await shot(page, `${phone ? 'phone' : 'desktop'}-logo-locked`);

    const pkg = await logoPackage();
    await gated.getByRole('link', { name: '升级套餐' }).click();
    await page.waitForURL(/\/upgrade\?feature=logo/);
    const card = page.locator(`[data-package="${pkg.id}"]`);
    await expect.poll(() => card.innerText()).toContain(pkg.title);
    await expect.poll(() => page.locator('article[data-package]').count()).toBeGreaterThan(3);
    await shot(page, `${phone ? 'phone' : 'desktop'}-upgrade`);
    // The package's checkout (/confirmOrder opens its order), paid through the sandbox gateway's own page.
    await card.getByRole('link').click();
    await page.waitForURL(new RegExp(`/confirmOrder\\?packageId=${pkg.id}`));
    await expect.poll(() => page.getByText('测试支付').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: /支付 ¥/ }).click();
    if (!phone) {
      await page.waitForURL(/\/payWebchat\?/);
      await page.getByRole('link', { name: /打开测试支付页面/ }).click();
    }
    await page.waitForURL(/\/api\/pay\/sandbox\/checkout/);
    await expect.poll(() => page.locator('body').innerText()).toContain('测试支付');
    await shot(page, `${phone ? 'phone' : 'desktop'}-sandbox-checkout`);
    await page.getByRole('button', { name: '确认支付' }).click();
    await expect.poll(() => page.locator('body').innerText()).toContain('支付成功');
    await page.getByRole('link', { name: '返回商户' }).click();
    await page.waitForURL(/\/myorderDetail\?orderNo=/);
    const order = { orderNo: new URL(page.url()).searchParams.get('orderNo') ?? '' };

    await page.goto(`${server.url}/active/getVipSuccess?orderNo=${order.orderNo}`);
    await expect.poll(() => page.locator('body').innerText()).toContain('套餐开通成功');
    await shot(page, `${phone ? 'phone' : 'desktop'}-vip-success`);
    await page.goto(`${server.url}/mymodel/logo`);
    await expect.poll(() => page.getByRole('button', { name: /保\s?存/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-gated="logo"]').count()).toBe(0);

    await page.goto(`${server.url}/myPackageOrder`);
    await expect.poll(() => page.locator('body').innerText()).toContain(pkg.title);
    await expect.poll(() => page.locator('body').innerText()).toContain('生效中');
    expect(await page.locator('body').innerText()).toContain(order.orderNo);
    await shot(page, `${phone ? 'phone' : 'desktop'}-my-packages`);
    await context.close();
    expect(pageErrors).toEqual([]);
  });
});
