/**
 * Content pages on a phone (issue 16): a help article found through the help centre's search, a news article
 * opened from the news list and a user's public space each open in their phone layout (antd-mobile, none of antd),
 * fit a 390 px screen without sideways scrolling, and are served with their title, description and Open Graph tags
 * in the HTML, a pasted script escaped and never run; an unknown article answers 404. Then every other content page
 * is opened on the phone and checked to fit. Screenshots go to /tmp/shots/content-phone-*.png.
 */
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  IPHONE_UA,
  createUser,
  getJson,
  launchChromium,
  logIn,
  openContext,
  postJson,
  screenshot,
  startServer,
  type RunningServer,
} from './server';

const HELP = '忘记密码怎么办';
const NEWS = '模型星球上线手机 AR 试戴';
const INTRO = '<script>window.__owned = 1</script>专注明清家具复刻';
/** An unbroken line wider than the screen: it must wrap, not widen the page. */
const LONG_LINE = `https://example.com/${'a'.repeat(120)}`;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let operator = '';
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer({ SEED_DEMO: 'false' });
  browser = await launchChromium();
  context = await openContext(browser, true, pageErrors);
  page = await context.newPage();
  operator = await createUser(server, { login: '13900007201', password: 'yunying123', type: 5, nickname: '运营小周' });
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await screenshot(page, `FAIL-content-phone-${ctx.task.name.replace(/[^\w]+/g, '-')}`);
  expect(pageErrors).toEqual([]);
});

async function publish(body: Record<string, unknown>): Promise<number> {
  const { id } = await postJson<{ id: number }>(server, operator, 'content/admin/save', body);
  await postJson(server, operator, 'content/admin/action', { id, action: 'publish' });
  return id;
}

/** The page as the server sends it to a phone. */
async function served(path: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${server.url}${path}`, { headers: { 'user-agent': IPHONE_UA } });
  return { status: res.status, html: await res.text() };
}

/** Waits for the app's own page: the server's first screen gone, nothing loading. */
async function settle(p: Page): Promise<void> {
  await p.locator('#boot-preview').waitFor({ state: 'detached' });
  await p.waitForFunction(() => !document.querySelector('.boot-loading, .adm-dot-loading, [aria-busy="true"]'));
}

/** None of antd's parts (the desktop page squeezed) and nothing wider than the screen. */
async function expectFits(p: Page): Promise<void> {
  expect(await p.locator('[class^="ant-"], [class*=" ant-"]').count()).toBe(0);
  const size = await p.evaluate(() => ({ content: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(size.content).toBeLessThanOrEqual(size.screen);
}

/** The phone view itself: antd-mobile parts in the page, and it fits. */
async function expectPhoneLayout(p: Page): Promise<void> {
  expect(await p.locator('main [class*="adm-"]').count()).toBeGreaterThan(0);
  await expectFits(p);
}

describe('content pages on a phone', () => {
  it('finds a help article through the help centre search and reads it', async () => {
    const id = await publish({
      kind: 'help',
      category: '账号与登录',
      title: HELP,
      summary: '用手机验证码重设密码，一分钟完成。',
      body: `## 重设步骤\n\n在登录页点击“忘记密码”，输入手机号和验证码。\n\n<script>window.__hacked = 1</script>\n\n${LONG_LINE}`,
    });
    await page.goto(`${server.url}/helpWord`);
    await settle(page);
    await page.locator('.adm-collapse').waitFor();
    await expectPhoneLayout(page);
    await screenshot(page, 'content-phone-help-centre');

    await page.getByPlaceholder('搜索问题，如：上传、下载、发票').fill('密码');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe('密码');
    await page.getByRole('link', { name: HELP }).tap();
    await page.getByRole('heading', { name: HELP, level: 1 }).waitFor();
    await page.getByRole('heading', { name: '重设步骤' }).waitFor();
    await settle(page);
    await expectPhoneLayout(page);
    expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    await screenshot(page, 'content-phone-help-article');

    const first = await served(`/helpList?id=${id}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain(`<title>${HELP} - 模型星球</title>`);
    expect(first.html).toContain(`<meta property="og:title" content="${HELP}">`);
    expect(first.html).toContain('<meta property="og:description" content="用手机验证码重设密码，一分钟完成。">');
    expect(first.html).toContain('<h2>重设步骤</h2>');
    expect(first.html).not.toContain('__hacked');
  });

  it('opens a news article from the news list; an unknown article answers 404', async () => {
    const id = await publish({
      kind: 'news',
      title: NEWS,
      summary: '珠宝、鞋服和眼镜可以在手机上试戴。',
      body: `打开模型页，点击“AR 试戴”。\n\n${LONG_LINE}`,
    });
    await page.goto(`${server.url}/news`);
    await settle(page);
    await screenshot(page, 'content-phone-news');
    await page.getByRole('link', { name: new RegExp(NEWS) }).tap();
    await page.getByRole('heading', { name: NEWS, level: 1 }).waitFor();
    await settle(page);
    await expectPhoneLayout(page);
    await screenshot(page, 'content-phone-news-article');

    const article = await served(`/news?id=${id}`);
    expect(article.html).toContain(`<meta property="og:title" content="${NEWS}">`);
    expect(article.html).toMatch(/<meta\s+name="description"\s+content="珠宝、鞋服和眼镜可以在手机上试戴。"/);
    const list = await served('/news');
    expect(list.html).toContain('<meta property="og:title" content="新闻资讯">');
    expect(list.html).toContain(NEWS);

    expect((await served('/news?id=999999')).status).toBe(404);
    await page.goto(`${server.url}/news?id=999999`);
    await page.getByText('文章不存在或已下线').waitFor();
    await expectPhoneLayout(page);
  });

  it("shows a user's public space in the phone layout, the introduction as text", async () => {
    const token = await createUser(server, { login: '13900007202', password: 'Space2025home', type: 2, nickname: '明清木作' });
    await postJson(server, token, 'user/saveBannerConfig', { intro: INTRO });
    const { userId } = await getJson<{ userId: number }>(server, token, 'user/getBannerConfig');
    await page.goto(`${server.url}/hisspace?userId=${userId}`);
    await settle(page);
    await page.locator('.adm-tabs').waitFor();
    await page.getByText(INTRO).waitFor();
    expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
    await expectPhoneLayout(page);
    await screenshot(page, 'content-phone-hisspace');

    const space = await served(`/hisspace?userId=${userId}`);
    expect(space.html).toContain('<meta property="og:title" content="明清木作的空间">');
    expect(space.html).toContain(
      '<meta property="og:description" content="&lt;script&gt;window.__owned = 1&lt;/script&gt;专注明清家具复刻">',
    );
    expect(space.html).not.toContain('<script>window.__owned');
    expect((await served('/hisspace?userId=999999')).status).toBe(404);
  });

  it('fits every other content page on the phone screen', async () => {
    await publish({
      kind: 'page',
      slug: 'introduce',
      title: '关于模型星球',
      summary: '3D 模型交易与建模服务平台',
      body: '我们帮助品牌和个人把产品做成 3D。',
    });
    await publish({
      kind: 'activity',
      slug: 'exhibition',
      title: '2027 线上家具展',
      summary: '六十家品牌同场展示',
      body: '展期：3 月 1 日至 3 月 31 日。',
    });
    await publish({
      kind: 'update',
      title: '批量上传上线',
      summary: '一次最多上传 20 个模型',
      body: '在上传页选择多个文件即可。',
    });
    const user = await createUser(server, { login: '13900007203', password: 'yonghu123', type: 0, nickname: '手机用户' });
    await logIn(page, server, user);
    for (const [path, shot] of [
      ['/updateList', 'updates'],
      ['/successfulcase', 'cases'],
      ['/production', 'production'],
      ['/introduce', 'introduce'],
      ['/exhibition', 'activity'],
      ['/land', 'landing-unpublished'],
      ['/useProtocol', 'agreement'],
      ['/agreement/privacy', 'privacy'],
      ['/contactUs', 'contact'],
      ['/cooperation', 'cooperation'],
      ['/feedback', 'feedback'],
      ['/invite', 'invite'],
      ['/invitationPage?code=ABC123', 'invitation'],
      ['/myaccount/myMsg', 'messages'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await settle(page);
      await expectFits(page);
      await screenshot(page, `content-phone-${shot}`);
    }
  });
});
