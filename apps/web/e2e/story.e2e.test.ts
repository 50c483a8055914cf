/**
 * The user story of issue 2, in Debian's Chromium against the real server and the built app:
 * a visitor opens the home page, registers with phone + SMS code + password, logs out, logs in by password,
 * logs out, logs in by SMS code and sees the user centre; /mycenter logged out lands home with the login
 * dialog open; an unknown path shows the 404 page with HTTP 404. Then the same pages at 390x844 (mobile).
 */
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchChromium, openContext, screenshot, settled, startServer, type RunningServer } from './server';

const PASSWORD = 'Star2025model';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];

const randomPhone = () => `13${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A screenshot of what the screen shows; `full` adds `<name>-full` of the whole page. */
async function shot(page: Page, name: string, full = false): Promise<void> {
  await screenshot(page, name);
  if (full) await screenshot(page, `${name}-full`, true);
}

const newContext = (mobile: boolean) => openContext(browser, mobile, pageErrors, { timeout: 15_000 });

/** Solves the image captcha (answer from the database), asks for an SMS code and types it in. */
async function enterSmsCode(scope: Locator, phone: string, placeholders: { captcha: string; code: string }) {
  const img = scope.locator('img[data-captcha-id]');
  await img.waitFor({ state: 'visible' });
  const captchaId = await img.getAttribute('data-captcha-id');
  expect(captchaId).toBeTruthy();
  await scope.getByPlaceholder(placeholders.captcha).fill(server.captchaAnswer(captchaId ?? ''));
  const mark = server.mark();
  await scope.getByRole('button', { name: /获取验证码/ }).click();
  const code = await server.smsCode(phone, mark);
  await scope.getByPlaceholder(placeholders.code).fill(code);
  // the countdown shows the code went out
  await expect.poll(() => scope.getByRole('button', { name: /秒后重发|s 后重发/ }).count()).toBe(1);
}

const DESKTOP_SMS = { captcha: '请输入右侧图形验证码', code: '6 位短信验证码' };
const MOBILE_SMS = { captcha: '右侧图中字符', code: '6 位短信验证码' };
const LOGIN_BUTTON = /^登\s?录$/;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('desktop', () => {
  const phone = randomPhone();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(false);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await shot(page, `FAIL-${ctx.task.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-')}`);
  });

  /** Opens the account menu in the header and picks an item. */
  async function accountMenu(name: RegExp) {
    const item = page.getByRole('menuitem', { name });
    // A hover that lands while the header is re-rendering (user info arriving) opens nothing, and hovering the same
    // spot again sends no new mouseenter: move away and hover again until the menu shows (CI lost it twice).
    await vi.waitFor(
      async () => {
        await page.mouse.move(0, 0);
        await page.getByRole('button', { name: '我的账号' }).hover();
        await item.waitFor({ timeout: 2000 });
      },
      { timeout: 20_000, interval: 100 },
    );
    await settled(item);
    await item.click();
  }

  /** The login dialog once it has finished zooming in (settled): a click during the zoom lands beside its target. */
  async function loginDialog(): Promise<Locator> {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await settled(dialog);
    return dialog;
  }

  /** Switches the login dialog to a tab, and checks that it did. */
  async function loginTab(dialog: Locator, name: string) {
    await dialog.getByRole('tab', { name }).click();
    await dialog.getByRole('tab', { name, selected: true }).waitFor();
  }

  async function logoutFromHeader() {
    // A click that lands while the menu is still opening is lost (CI once kept the menu open, still logged in): try again.
    await vi.waitFor(
      async () => {
        if (!(await page.getByRole('button', { name: LOGIN_BUTTON }).first().isVisible())) await accountMenu(/退出登录/);
        await page.getByRole('button', { name: LOGIN_BUTTON }).first().waitFor({ timeout: 3000 });
      },
      { timeout: 30_000, interval: 200 },
    );
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  }

  it('opens the home page in Chinese', async () => {
    const response = await page.goto(server.url + '/');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('3D 模型');
    expect(await page.title()).toContain('模型星球');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.getByRole('link', { name: '免费注册' }).first().waitFor();
    await shot(page, 'desktop-01-home', true);
  });

  it('registers with phone, SMS code and password', async () => {
    await page.getByRole('link', { name: '免费注册' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/register');
    const form = page.locator('form#register');
    await form.getByPlaceholder('11 位手机号').fill(phone);
    await form.getByText('个人建模师').click();
    await enterSmsCode(form, phone, DESKTOP_SMS);
    await form.getByPlaceholder('8-32 位，须包含字母和数字').fill(PASSWORD);
    await form.getByPlaceholder('再次输入密码').fill(PASSWORD);
    await form.getByText(/我已阅读并同意/).click();
    await shot(page, 'desktop-02-register-filled');
    await form.getByRole('button', { name: '注册并登录' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/mycenter');
    await page.getByText('我的身份').waitFor();
    await page.getByText('个人建模师').first().waitFor();
    await shot(page, 'desktop-03-mycenter-after-register');
  });

  it('logs out and logs in by password', async () => {
    await logoutFromHeader();
    await page.getByRole('button', { name: LOGIN_BUTTON }).first().click();
    const dialog = await loginDialog();
    await dialog.getByPlaceholder('11 位手机号').fill(phone);
    await dialog.getByPlaceholder('密码').fill(PASSWORD);
    await shot(page, 'desktop-04-login-dialog');
    await dialog.getByRole('button', { name: LOGIN_BUTTON }).click();
    await page.getByRole('button', { name: '我的账号' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('refuses a wrong password with a red message', async () => {
    await logoutFromHeader();
    await page.getByRole('button', { name: LOGIN_BUTTON }).first().click();
    const dialog = await loginDialog();
    await dialog.getByPlaceholder('11 位手机号').fill(phone);
    await dialog.getByPlaceholder('密码').fill('Wrong2025pass');
    await dialog.getByRole('button', { name: LOGIN_BUTTON }).click();
    const error = page.locator('.ant-message-error');
    await error.waitFor();
    expect((await error.textContent())?.length).toBeGreaterThan(2);
    await shot(page, 'desktop-05-wrong-password');
    await dialog
      .getByRole('button', { name: /关闭|Close/ })
      .first()
      .click();
  });

  it('logs in by SMS code and sees the user centre', async () => {
    await page.getByRole('button', { name: LOGIN_BUTTON }).first().click();
    const dialog = await loginDialog();
    await loginTab(dialog, '验证码登录');
    const panel = dialog.getByRole('tabpanel');
    await panel.getByPlaceholder('11 位手机号').fill(phone);
    await enterSmsCode(panel, phone, DESKTOP_SMS);
    await shot(page, 'desktop-06-code-login');
    await panel.getByRole('button', { name: LOGIN_BUTTON }).click();
    await page.getByRole('button', { name: '我的账号' }).waitFor();
    await accountMenu(/个人中心/);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mycenter');
    await page.getByText('我的身份').waitFor();
    await page.getByText('金币').waitFor();
    expect(await page.title()).toContain('个人中心');
    await shot(page, 'desktop-07-mycenter', true);
  });

  it('shows the personal page', async () => {
    await page.getByRole('link', { name: /编辑资料/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/myaccount/personal');
    await page.getByText('更换手机号').first().waitFor();
    await page.getByText('微信登录暂未开通').waitFor();
    await shot(page, 'desktop-08-personal');
  });

  it('sends a logged-out visitor of /mycenter home with the login dialog open', async () => {
    await logoutFromHeader();
    await page.goto(server.url + '/mycenter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const dialog = await loginDialog();
    expect(await dialog.textContent()).toContain('密码登录');
    await loginTab(dialog, '微信登录');
    await dialog.getByText('微信登录暂未开通').waitFor();
    await shot(page, 'desktop-09-guard-login-dialog');
  });

  it('shows the 404 page with HTTP 404 for an unknown path', async () => {
    const response = await page.goto(server.url + '/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByText('页面不存在').first().waitFor();
    expect(await page.title()).toContain('页面不存在');
    await shot(page, 'desktop-10-404');
  });
});

describe('mobile 390x844', () => {
  const phone = randomPhone();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(true);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await shot(page, `FAIL-${ctx.task.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-')}`);
  });

  async function fitsWidth() {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  }

  it('renders the mobile home page', async () => {
    await page.goto(server.url + '/');
    await page.locator('.adm-tab-bar').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.locator('.ant-layout-header, header').count()).toBe(0); // no desktop header
    await fitsWidth();
    await shot(page, 'mobile-01-home', true);
  });

  it('registers on the phone', async () => {
    await page.getByRole('button', { name: '免费注册' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/register');
    const form = page.locator('form').first();
    await form.getByPlaceholder('11 位手机号').fill(phone);
    await enterSmsCode(form, phone, MOBILE_SMS);
    await form.getByPlaceholder('8-32 位，含字母和数字').fill(PASSWORD);
    await form.getByPlaceholder('再次输入密码').fill(PASSWORD);
    await form.getByText(/我已阅读并同意/).click();
    await fitsWidth();
    await shot(page, 'mobile-02-register');
    await form.getByRole('button', { name: '注册并登录' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mycenter');
    await page.getByText('我的身份').waitFor();
    await fitsWidth();
    await shot(page, 'mobile-03-mycenter');
  });

  it('logs out, then /mycenter opens the login popup at home; logs in by password', async () => {
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByText('已退出登录').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.locator('.adm-tab-bar').getByText('我的').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    const popup = page.locator('.adm-popup-body');
    await popup.getByText('登录模型星球').waitFor();
    await popup.getByPlaceholder('11 位手机号').fill(phone);
    await popup.getByPlaceholder('请输入密码').fill(PASSWORD);
    await shot(page, 'mobile-04-login-popup');
    await popup.getByRole('button', { name: '登录' }).click();
    await popup.waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/mycenter');
    await page.getByText('我的身份').waitFor();
  });

  it('logs in by SMS code on the login page', async () => {
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByText('已退出登录').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.goto(server.url + '/login');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const pane = page.locator('.adm-tabs-content:visible');
    await pane.getByPlaceholder('11 位手机号').fill(phone);
    await enterSmsCode(pane, phone, MOBILE_SMS);
    await fitsWidth();
    await shot(page, 'mobile-05-code-login');
    await pane.getByRole('button', { name: '登录' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // The tab bar mounts with the home page's shell; a click while it settles can be lost (seen once in 7 runs), and
    // on a loaded CI machine the user centre once showed the home page again after its address was reached: tap
    // again until the user centre itself shows.
    await vi.waitFor(
      async () => {
        if (new URL(page.url()).pathname !== '/mycenter') await page.locator('.adm-tab-bar').getByText('我的').click();
        await page.getByText('我的身份').waitFor({ timeout: 2_000 });
      },
      { timeout: 20_000, interval: 500 },
    );
    await shot(page, 'mobile-06-mycenter-after-code-login');
  });

  it('renders the forget-password page and the 404 page', async () => {
    await page.goto(server.url + '/forget');
    await page.getByRole('button', { name: '重设密码' }).waitFor();
    await fitsWidth();
    await shot(page, 'mobile-07-forget');
    const response = await page.goto(server.url + '/nothing-here');
    expect(response?.status()).toBe(404);
    await page.getByText('页面不存在').first().waitFor();
    await fitsWidth();
    await shot(page, 'mobile-08-404');
  });
});

describe('browser console', () => {
  it('had no page errors', () => {
    expect(pageErrors).toEqual([]);
  });
});
