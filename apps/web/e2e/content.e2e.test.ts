/**
 * Site content run by an operator (issue 16): the operator writes a help article (with a script pasted into it)
 * and a home banner in the content console and publishes both; a visitor on a desktop sees the banner on the home
 * page, follows it to the help centre and reads the article with the script removed; a phone visitor sees the same
 * banner and article; the article's address carries its title and description for link previews. Screenshots go
 * to /tmp/shots/content-*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, launchChromium, logIn, openContext, screenshot, startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const pageErrors: string[] = [];
let current: Page | null = null;
let articleId = 0;

const ARTICLE = '如何开具发票';
const BANNER = '帮助中心全新上线';
/** A banner picture: a 600x200 PNG fading from blue to violet, made here. */
function bannerPng(): Buffer {
  const [w, h] = [600, 200];
  const rows = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      rows[o] = 31 + Math.round((x / w) * 92);
      rows[o + 1] = 94 - Math.round((x / w) * 2);
      rows[o + 2] = 255;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  // The demo catalogue is not needed here (and its 3D work would only slow the run).
  process.env.SEED_DEMO = 'false';
  server = await startServer();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail' && current) {
    await screenshot(current, `FAIL-content-${ctx.task.name.replace(/[^\w]+/g, '-')}`);
  }
  expect(pageErrors).toEqual([]);
});

async function newPage(phone: boolean): Promise<Page> {
  const context = await openContext(browser, phone, pageErrors);
  contexts.push(context);
  current = await context.newPage();
  return current;
}

describe('an operator runs the site content', () => {
  it('writes and publishes a help article and a home banner in the console', async () => {
    const token = await createUser(server, { login: '13900007001', password: 'yunying123', type: 5, nickname: '运营小林' });
    const page = await newPage(false);
    await logIn(page, server, token);
    await page.goto(`${server.url}/admin/content`);
    await page.getByRole('heading', { name: '内容运营' }).waitFor();

    // The help article, with a script pasted into its body.
    await page.getByRole('button', { name: '新建内容' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('分类', { exact: true }).fill('发票与支付');
    await drawer.getByLabel('标题', { exact: true }).fill(ARTICLE);
    await drawer.getByLabel('摘要（列表和分享卡片里显示）').fill('在订单页申请电子发票，三个工作日内开具。');
    await drawer
      .getByLabel(/^正文/)
      .fill('## 申请步骤\n\n1. 打开**我的订单**\n2. 点击“申请发票”\n\n<script>window.__hacked = true</script>');
    await drawer.getByRole('button', { name: '预览正文' }).click();
    await expect.poll(() => drawer.getByLabel('正文预览').innerHTML()).toContain('<h2>申请步骤</h2>');
    expect(await drawer.getByLabel('正文预览').innerHTML()).not.toContain('script');
    await screenshot(page, 'content-console-editor');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存为草稿').waitFor();
    await page.getByText('编辑内容').waitFor();
    await page.locator('.ant-drawer-close').click();
    const articleRow = page.getByRole('row', { name: new RegExp(ARTICLE) });
    await articleRow.getByText('草稿').waitFor();
    await articleRow.getByRole('button', { name: /发\s*布/ }).click();
    await articleRow.getByText('已发布').waitFor();

    // The banner: a picture uploaded through the upload stack, a target link, the home position.
    await page.getByRole('button', { name: '新建内容' }).click();
    await drawer.getByLabel('类型', { exact: true }).click();
    await page.locator('.ant-select-item-option[title^="横幅"]').click();
    await drawer.getByLabel('标题', { exact: true }).fill(BANNER);
    await drawer.getByLabel('跳转链接').fill('/helpWord');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'banner-')), 'banner.png');
    fs.writeFileSync(file, bannerPng());
    await drawer.getByLabel('上传图片').setInputFiles(file);
    await drawer.getByAltText('已上传的图片').waitFor();
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('编辑内容').waitFor();
    await page.locator('.ant-drawer-close').click();
    const bannerRow = page.getByRole('row', { name: new RegExp(BANNER) });
    await bannerRow.getByRole('button', { name: /发\s*布/ }).click();
    await bannerRow.getByText('已发布').waitFor();
    await screenshot(page, 'content-console');

    const link = await articleRow.getByRole('link', { name: '查看' }).getAttribute('href');
    articleId = Number(new URL(link ?? '', server.url).searchParams.get('id'));
    expect(articleId).toBeGreaterThan(0);
  });

  it('a desktop visitor sees the banner, follows it to the help centre and reads the article', async () => {
    const page = await newPage(false);
    await page.goto(server.url);
    const banner = page.getByRole('img', { name: BANNER });
    await banner.waitFor();
    await screenshot(page, 'content-home-desktop');
    await banner.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/helpWord');
    await page.getByRole('navigation', { name: '帮助分类' }).getByRole('link', { name: ARTICLE }).click();
    await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    await page.getByRole('heading', { name: '申请步骤' }).waitFor();
    expect(await page.evaluate(() => (window as { __hacked?: boolean }).__hacked)).toBeUndefined();
    await screenshot(page, 'content-help-desktop');
    // The click was counted.
    const res = await fetch(`${server.url}/api/home/getBannerList`);
    const list = ((await res.json()) as { data: { clicks: number }[] }).data;
    expect(list[0]?.clicks).toBe(1);
  });

  it('a phone visitor sees the banner and the article; its address previews with its title', async () => {
    const page = await newPage(true);
    await page.goto(server.url);
    await page.getByRole('img', { name: BANNER }).waitFor();
    await screenshot(page, 'content-home-phone');
    await page.goto(`${server.url}/helpList?id=${articleId}`);
    // The server's drawn first screen gives way to the app's page.
    await page.locator('#boot-preview').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: ARTICLE, level: 1 }).waitFor();
    await page.getByRole('heading', { name: '申请步骤' }).waitFor();
    await screenshot(page, 'content-help-phone');
    const html = await (await fetch(`${server.url}/helpList?id=${articleId}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${ARTICLE}">`);
    expect(html).toMatch(/name="description"\s+content="在订单页申请电子发票，三个工作日内开具。"/);
    expect(html).not.toContain('__hacked');

    // The other content pages on a phone: an empty news list, the cooperation form, feedback asking to log in.
    await page.goto(`${server.url}/news`);
    await page.getByText('暂无资讯').waitFor();
    await page.goto(`${server.url}/cooperation`);
    await page.getByRole('heading', { name: '商务合作' }).waitFor();
    await screenshot(page, 'content-cooperation-phone');
    await page.goto(`${server.url}/feedback`);
    await page.getByText('登录后即可提交反馈并查看回复').waitFor();
    await screenshot(page, 'content-feedback-phone');
  });
});
