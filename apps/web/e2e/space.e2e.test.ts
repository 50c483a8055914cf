/**
 * Personal spaces of issue 16 in Debian's Chromium against the real server and the built app: an owner opens
 * their space for the first time (the guided tour), decorates it (a gallery banner on the desktop, an own picture on
 * the phone, an introduction holding a script that must show as text); another user visits /hisspace and follows
 * them; without reloading, the owner's unread badge goes up (server-sent events), the new fan shows in their fans
 * with a follow-back button and the visitor in their visitors; the message waits in /myaccount/myMsg. Desktop and
 * a 390x844 phone. Screenshots go to /tmp/shots/space-*.png.
 */
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  getJson,
  launchChromium,
  logIn,
  openContext,
  screenshot,
  settled,
  startServer,
  type RunningServer,
} from './server';

const PASSWORD = 'Space2025home';
const SCRIPT_INTRO = '<script>window.__owned = 1</script>专注中式家具建模';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];

const randomPhone = () => `16${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const newContext = (phone: boolean) => openContext(browser, phone, pageErrors);

async function person(nickname: string, type: number) {
  const token = await createUser(server, { login: randomPhone(), password: PASSWORD, type, nickname });
  const { userId } = await getJson<{ userId: number }>(server, token, 'user/getBannerConfig');
  return { token, id: userId };
}

/** A 1920x360 banner in two colours. */
function bannerPng(): Promise<Buffer> {
  return sharp({ create: { width: 1920, height: 360, channels: 3, background: { r: 240, g: 120, b: 40 } } })
    .composite([
      { input: { create: { width: 960, height: 360, channels: 3, background: { r: 30, g: 90, b: 200 } } }, left: 960, top: 0 },
    ])
    .png()
    .toBuffer();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Two people in two browsers: the owner and the visitor. */
async function twoBrowsers(phone: boolean): Promise<{ owner: Page; visitor: Page; contexts: BrowserContext[] }> {
  const contexts = [await newContext(phone), await newContext(phone)];
  return { owner: await contexts[0]!.newPage(), visitor: await contexts[1]!.newPage(), contexts };
}

describe('desktop', () => {
  it('decorate, get visited and followed, see it all live', async () => {
    const owner = await person('木作匠人', 2);
    const visitor = await person('访客小李', 0);
    const { owner: page, visitor: other, contexts } = await twoBrowsers(false);
    try {
      await logIn(page, server, owner.token);
      await page.goto(`${server.url}/myspace/index`);
      // First time: the guided tour.
      await expect.poll(() => page.getByText('布置你的空间').isVisible()).toBe(true);
      await screenshot(page, 'space-desktop-tour');
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('button', { name: '下一步' }).click();
      await page.getByRole('button', { name: '开始使用' }).click();
      await expect.poll(() => page.getByText('布置你的空间').isVisible()).toBe(false);
      await expect.poll(() => page.getByText('还没有人来过，分享空间给朋友看看吧').isVisible()).toBe(true);

      // Decorate: the ocean banner and an introduction with a script in it.
      await page.getByRole('button', { name: '装扮空间' }).click();
      await page.getByRole('button', { name: /海洋/ }).click();
      await page.getByLabel('个人简介').fill(SCRIPT_INTRO);
      await screenshot(page, 'space-desktop-decorate');
      await page
        .getByRole('button', { name: '保存' })
        .or(page.getByRole('button', { name: '保存' }))
        .click();
      await expect.poll(() => page.getByText(SCRIPT_INTRO).isVisible()).toBe(true);
      await expect.poll(() => page.locator('[data-banner]').getAttribute('data-banner')).toBe('/banners/ocean.svg');
      expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

      // Share: the QR code and the poster.
      await page.getByRole('button', { name: '分享' }).click();
      await expect.poll(() => page.locator('.ant-modal canvas').count()).toBeGreaterThan(0);
      // The dialog may still be opening: a click that lands mid-animation is lost, so click again until it draws.
      const makePoster = page.getByRole('button', { name: '生成海报' });
      await settled(makePoster);
      await expect
        .poll(
          async () => {
            if (await page.getByAltText('空间海报').isVisible()) return true;
            if (await makePoster.isEnabled().catch(() => false)) await makePoster.click().catch(() => undefined);
            return false;
          },
          { interval: 1000, timeout: 20_000 },
        )
        .toBe(true);
      await screenshot(page, 'space-desktop-poster');
      await page.keyboard.press('Escape');

      // Another user visits and follows.
      await logIn(other, server, visitor.token);
      await other.goto(`${server.url}/hisspace?userId=${owner.id}`);
      await expect.poll(() => other.getByText(SCRIPT_INTRO).isVisible()).toBe(true);
      await expect.poll(() => other.getByRole('heading', { name: /木作匠人/ }).isVisible()).toBe(true);
      await other
        .getByRole('button', { name: '关注' })
        .or(other.getByRole('button', { name: '关注', exact: true }))
        .click();
      await expect.poll(() => other.getByRole('button', { name: /已关注/ }).isVisible()).toBe(true);
      await screenshot(other, 'space-desktop-hisspace');

      // The owner, without reloading: the bell counts one unread message.
      const bell = page.getByRole('link', { name: /消息通知，1 条未读/ });
      await expect.poll(() => bell.isVisible(), { timeout: 15_000 }).toBe(true);
      await screenshot(page, 'space-desktop-live-badge');
      // The new fan, with a follow-back button, and the visitor.
      await page.getByRole('tab', { name: '粉丝' }).click();
      await expect.poll(() => page.getByRole('link', { name: '访客小李' }).isVisible()).toBe(true);
      await page
        .getByRole('button', { name: '回关' })
        .or(page.getByRole('button', { name: '回关' }))
        .click();
      await expect.poll(() => page.getByRole('button', { name: /互相关注/ }).isVisible()).toBe(true);
      await page.getByRole('tab', { name: '空间首页' }).click();
      await expect.poll(() => page.getByRole('link', { name: '访客小李' }).first().isVisible()).toBe(true);
      await screenshot(page, 'space-desktop-visitors', true);

      // The message itself; read, the badge goes.
      await bell.click();
      await expect.poll(() => page.getByText('访客小李 关注了你').isVisible()).toBe(true);
      await screenshot(page, 'space-desktop-messages');
      await page.getByRole('button', { name: '全部标为已读' }).click();
      await expect.poll(() => page.getByRole('link', { name: '消息通知', exact: true }).isVisible()).toBe(true);
    } finally {
      for (const c of contexts) await c.close();
    }
    expect(pageErrors).toEqual([]);
  });
});

describe('phone', () => {
  it('decorate with an own picture, get visited and followed, see it live', async () => {
    const owner = await person('手机匠人', 2);
    const visitor = await person('手机访客', 0);
    const { owner: page, visitor: other, contexts } = await twoBrowsers(true);
    try {
      await logIn(page, server, owner.token);
      await page.goto(`${server.url}/myspace/index`);
      await expect.poll(() => page.getByText('部署你的空间').isVisible()).toBe(true);
      await screenshot(page, 'space-phone-tour');
      await page.getByText('开始布置').click();
      await page
        .getByLabel('上传横幅图片')
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await bannerPng() });
      await expect.poll(() => page.getByText('我上传的图片').isVisible()).toBe(true);
      await page.getByPlaceholder('介绍一下你自己和你的作品').fill(SCRIPT_INTRO);
      await screenshot(page, 'space-phone-decorate');
      await page.getByRole('button', { name: '保存' }).click();
      await expect.poll(() => page.locator('[data-banner]').getByText(SCRIPT_INTRO).isVisible()).toBe(true);
      await expect.poll(() => page.locator('[data-banner]').getAttribute('data-banner')).toMatch(/^\/api\/common\/file\//);
      expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();

      await logIn(other, server, visitor.token);
      await other.goto(`${server.url}/hisspace?userId=${owner.id}`);
      await expect.poll(() => other.getByText(SCRIPT_INTRO).isVisible()).toBe(true);
      await other.getByRole('button', { name: '关注', exact: true }).click();
      await expect.poll(() => other.getByRole('button', { name: '已关注' }).isVisible()).toBe(true);
      await screenshot(other, 'space-phone-hisspace');

      // Live, without reloading: the message badge beside 消息 shows 1.
      await expect
        .poll(() => page.locator('.adm-badge-content').filter({ hasText: /^1$/ }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      await screenshot(page, 'space-phone-live-badge');
      await page.getByRole('tab', { name: '粉丝' }).click();
      await expect.poll(() => page.getByRole('link', { name: '手机访客' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: '回关' }).click();
      await expect.poll(() => page.getByRole('button', { name: '互相关注' }).isVisible()).toBe(true);
      await page.getByRole('tab', { name: '访客' }).click();
      await expect.poll(() => page.getByRole('link', { name: '手机访客' }).first().isVisible()).toBe(true);
      await screenshot(page, 'space-phone-visitors');
      await page.getByRole('button', { name: '消息' }).click();
      await expect.poll(() => page.getByText('手机访客 关注了你').isVisible()).toBe(true);
      await screenshot(page, 'space-phone-messages');
    } finally {
      for (const c of contexts) await c.close();
    }
    expect(pageErrors).toEqual([]);
  });
});
