/**
 * The model library of issue 4, in Debian's Chromium (SwiftShader WebGL) against the real server, its seeded
 * demo catalogue and the built app: a visitor opens /good, searches "沙发", opens a model and the viewer's
 * canvas draws it; a logged-in user collects and comments; the embed code plays in an iframe of a page served
 * from another local port; an owner uploads a model, saves viewer settings, moves it to the recycle bin and
 * back, and does the same with an image model, then clears it for good; the same pages on a 390x844 phone.
 * Screenshots go to /tmp/shots/model-*.png.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURES,
  callApi,
  getJson,
  launchChromium,
  openContext,
  postJson,
  screenshot,
  settled,
  startServer,
  uploadFile,
  uploadModel,
  type RunningServer,
} from './server';

const PASSWORD = 'Model2025star';
const LOGIN_BUTTON = /^登\s?录$/;

let server: RunningServer;
let browser: Browser;
let embedHost: http.Server | null = null;
const pageErrors: string[] = [];

interface Card {
  modelCode: string;
  title: string;
}

const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');
const randomPhone = () => `13${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `model-${name}`, fullPage);
const newContext = (phone: boolean) => openContext(browser, phone, pageErrors, phone ? {} : { acceptDownloads: true });

/**
 * How much of an element's picture is drawn: the share of pixels that differ from its corner pixel (the
 * background) and the number of distinct colours, decoded by the browser from a screenshot of the element.
 */
async function inkOf(page: Page, target: Locator): Promise<{ drawn: number; colours: number; hash: string }> {
  const png = await target.screenshot();
  const stats = await page.evaluate(async (b64) => {
    const blob = await (await fetch(`data:image/png;base64,${b64}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const c = document.createElement('canvas');
    c.width = bitmap.width;
    c.height = bitmap.height;
    const ctx = c.getContext('2d');
    if (!ctx) return { drawn: 0, colours: 0, sample: '' };
    ctx.drawImage(bitmap, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    const [r0, g0, b0] = [d[0] ?? 0, d[1] ?? 0, d[2] ?? 0];
    let drawn = 0;
    const colours = new Set<number>();
    let sample = '';
    for (let i = 0; i < d.length; i += 4) {
      const r = d[i] ?? 0;
      const g = d[i + 1] ?? 0;
      const b = d[i + 2] ?? 0;
      if (Math.abs(r - r0) + Math.abs(g - g0) + Math.abs(b - b0) > 24) drawn++;
      colours.add(((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3));
      if (i % 4096 === 0) sample += `${r >> 4},${g >> 4},${b >> 4};`;
    }
    return { drawn: drawn / (d.length / 4), colours: colours.size, sample };
  }, png.toString('base64'));
  return { drawn: stats.drawn, colours: stats.colours, hash: sha256(stats.sample) };
}

/** The stage of a model page once its model is drawn. */
async function readyStage(scope: Page | ReturnType<Page['frameLocator']>): Promise<Locator> {
  const stage = scope.locator('[data-phase="ready"]').first();
  await stage.waitFor({ timeout: 60_000 });
  return stage;
}

/** Registers a user through the API (captcha from the database, SMS code from the log). */
async function registerUser(phone: string): Promise<{ token: string }> {
  const captcha = await postJson<{ captchaId: string }>(server, null, 'sms/captcha');
  const mark = server.mark();
  await postJson(server, null, 'account/sendCode', {
    login: phone,
    purpose: 'register',
    captchaId: captcha.captchaId,
    captcha: server.captchaAnswer(captcha.captchaId),
  });
  const code = await server.smsCode(phone, mark);
  return postJson<{ token: string }>(server, null, 'account/regist', {
    login: phone,
    code,
    password: sha256(PASSWORD),
    type: 2,
    nickname: '测试建模师',
  });
}

async function loginInDialog(page: Page, phone: string): Promise<void> {
  await page.getByRole('button', { name: LOGIN_BUTTON }).first().click();
  const dialog = page.getByRole('dialog');
  await settled(dialog);
  await dialog.getByPlaceholder('11 位手机号').fill(phone);
  await dialog.getByPlaceholder('密码').fill(PASSWORD);
  await dialog.getByRole('button', { name: LOGIN_BUTTON }).click();
  await page.getByRole('button', { name: '我的账号' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

/** Waits for the demo catalogue to have sofas ready (the server seeds it in the background). */
async function waitForSofas(): Promise<Card[]> {
  const end = Date.now() + 110_000;
  for (;;) {
    const page = await getJson<{ list: Card[]; total: number }>(
      server,
      null,
      `model/list?keyword=${encodeURIComponent('沙发')}&pageSize=10`,
    ).catch(() => null);
    if (page && page.list.filter((m) => m.title.includes('沙发')).length >= 2) return page.list;
    if (Date.now() > end) throw new Error('演示模型库在 110 秒内没有生成出沙发模型');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
  await waitForSofas();
});

afterAll(async () => {
  await browser?.close();
  embedHost?.close();
  await server?.stop();
  if (pageErrors.length) console.warn(`页面错误：\n${pageErrors.join('\n')}`);
});

describe('desktop', () => {
  const phone = randomPhone();
  let token = '';
  let context: BrowserContext;
  let page: Page;
  let modelUrl = '';
  let modelCode = '';
  let embedCode = '';

  beforeAll(async () => {
    token = (await registerUser(phone)).token;
    context = await newContext(false);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await shot(page, `FAIL-${ctx.task.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-')}`);
  });

  it('shows the library with filters, sorts and cards', async () => {
    const response = await page.goto(`${server.url}/good`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: '模型库' }).waitFor();
    await page.locator('article[data-model-code]').first().waitFor();
    expect(await page.locator('article[data-model-code]').count()).toBeGreaterThan(4);
    await page.getByText('分类', { exact: true }).waitFor();
    await page.getByText('最多浏览').waitFor();
    expect(await page.title()).toContain('模型库');
    await shot(page, 'good-desktop', true);

    // a filter narrows the list and lands in the address
    await page.locator('.ant-tag-checkable', { hasText: '家具' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('家具');
    await page.locator('article[data-model-code]').first().waitFor();
  });

  it('suggests as you type "沙发" and finds sofas', async () => {
    await page.goto(`${server.url}/good`);
    const box = page.getByPlaceholder(/搜索模型/);
    await box.click();
    await box.pressSequentially('沙发', { delay: 60 });
    const suggestion = page.locator('.ant-select-item-option').filter({ hasText: '沙发' }).first();
    await suggestion.waitFor();
    await shot(page, 'search-suggest-desktop');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('沙发');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: '沙发' }).waitFor();
    // The heading comes with the page; the results follow their own request.
    await page.locator('article[data-model-code] h3').first().waitFor();
    const titles = await page.locator('article[data-model-code] h3').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.slice(0, 2).every((t) => t.includes('沙发'))).toBe(true);
    await shot(page, 'search-desktop', true);
  });

  it('opens a model and turns it in 3D', async () => {
    const first = page.locator('article[data-model-code]').filter({ hasText: '沙发' }).first();
    modelCode = (await first.getAttribute('data-model-code')) ?? '';
    await first.locator('a').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/modelinfo/${modelCode}`);
    modelUrl = page.url();
    const stage = await readyStage(page);
    const canvas = stage.locator('canvas');
    expect(await canvas.count()).toBe(1);
    const before = await inkOf(page, canvas);
    expect(before.drawn).toBeGreaterThan(0.03);
    expect(before.colours).toBeGreaterThan(30);
    await page.getByText('模型信息').waitFor();
    await page.getByText(/尺寸（长×宽×高）/).waitFor();
    await page.getByText('匠心家具工作室').or(page.locator('section[aria-label="作者"] strong')).first().waitFor();
    await shot(page, 'detail-desktop', true);

    // orbit with the mouse: the picture changes
    const box = await canvas.boundingBox();
    if (!box) throw new Error('canvas has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 180, box.y + box.height / 2 + 30, { steps: 12 });
    await page.mouse.up();
    await page.waitForTimeout(800);
    const after = await inkOf(page, canvas);
    expect(after.hash).not.toBe(before.hash);

    // the wireframe view
    await page.getByRole('button', { name: '显示方式' }).click();
    await page.getByRole('menuitemradio', { name: '线框' }).click();
    await page.waitForTimeout(500);
    const wire = await inkOf(page, canvas);
    expect(wire.hash).not.toBe(after.hash);
    await shot(page, 'detail-wireframe-desktop');
    await page.getByRole('menuitemradio', { name: '标准' }).click(); // the menu stays open to compare views
    await page.getByRole('button', { name: '显示方式' }).click();

    // dimensions in millimetres
    await page.getByRole('button', { name: '显示尺寸' }).click();
    await page.getByText(/尺寸（长 × 宽 × 高）：.* mm/).waitFor();
    await shot(page, 'detail-dimensions-desktop');
    await page.getByRole('button', { name: '隐藏尺寸' }).click();
  });

  it('answers an unknown model code with a 404 page, not a crash', async () => {
    await page.goto(`${server.url}/modelinfo/nosuchmodel1`);
    await page.getByText('模型不存在或已下架').waitFor();
  });

  it('lets a logged-in user collect and comment (as plain text)', async () => {
    await page.goto(modelUrl);
    await readyStage(page);
    await page.getByRole('button', { name: /收藏 \d/ }).click();
    await page.getByRole('dialog').waitFor(); // not logged in: the login dialog
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await loginInDialog(page, phone);
    await page.getByRole('button', { name: /收藏 \d/ }).click();
    await page.getByRole('button', { name: /已收藏 \d/ }).waitFor();
    await page.getByText(/已收藏，可在“我的收藏”中查看/).waitFor();

    const text = '<script>window.__pwned = 1</script>这个沙发的布艺质感很真实！';
    await page.getByRole('textbox', { name: '评论内容' }).fill(text);
    await page.getByRole('button', { name: '发表评论' }).click();
    const comment = page.locator('li[data-comment-id]').first();
    await comment.waitFor();
    expect(await comment.locator('p').textContent()).toBe(text);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.getByText('评论已发布').waitFor();
    await shot(page, 'detail-comment-desktop', true);

    const detail = await getJson<{ me: { collected: boolean }; counts: { comments: number } }>(
      server,
      null,
      `model/detail?modelCode=${modelCode}`,
    );
    expect(detail.counts.comments).toBeGreaterThanOrEqual(1);
  });

  it('lists the collected model under 我的收藏', async () => {
    await page.goto(`${server.url}/mycollect/model`);
    await page.locator(`article[data-model-code="${modelCode}"]`).waitFor();
    await shot(page, 'mycollect-desktop');
  });

  it('gives an embed code with options', async () => {
    await page.goto(modelUrl);
    await readyStage(page);
    await page.getByRole('button', { name: /嵌\s?入/ }).click();
    const dialog = page.getByRole('dialog', { name: '嵌入到网页' });
    await settled(dialog);
    await dialog.getByRole('checkbox', { name: '自动旋转' }).check();
    const code = dialog.getByRole('textbox', { name: '嵌入代码' });
    await expect.poll(async () => code.inputValue()).toContain('autospin=1');
    await dialog.locator('iframe').waitFor();
    await shot(page, 'embed-dialog-desktop');
    embedCode = await code.inputValue();
    expect(embedCode).toMatch(
      /^<iframe title="[^"]+" src="http:\/\/127\.0\.0\.1:\d+\/modelshow\?modelCode=[a-z0-9]+&autospin=1"/,
    );
    await dialog
      .getByRole('button', { name: /关闭|Close/ })
      .first()
      .click();
  });

  it('plays the embed in an iframe of a page from another port, and counts the view', async () => {
    const before = await getJson<{ counts: { embeds: number } }>(server, null, `model/detail?modelCode=${modelCode}`);
    embedHost = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>合作伙伴商城</title></head>` +
          `<body style="font-family:sans-serif;margin:24px;background:#fafafa"><h1>合作伙伴商城：客厅沙发</h1>` +
          `<p>下面是嵌入的 3D 模型：</p><div style="width:720px">${embedCode}</div></body></html>`,
      );
    });
    await new Promise<void>((resolve) => embedHost?.listen(0, '127.0.0.1', resolve));
    const port = (embedHost.address() as AddressInfo).port;
    expect(`http://127.0.0.1:${port}`).not.toBe(server.url);

    const outside = await context.newPage();
    await outside.goto(`http://127.0.0.1:${port}/`);
    const frame = outside.frameLocator('iframe');
    const stage = await readyStage(frame);
    const ink = await inkOf(outside, stage.locator('canvas'));
    expect(ink.drawn).toBeGreaterThan(0.02);
    await frame.getByRole('toolbar', { name: '3D 查看器工具' }).waitFor();
    await shot(outside, 'embed-iframe-desktop');
    await outside.close();

    await expect
      .poll(
        async () =>
          (await getJson<{ counts: { embeds: number } }>(server, null, `model/detail?modelCode=${modelCode}`)).counts.embeds,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(before.counts.embeds);
  });

  describe('as the owner of an uploaded model', () => {
    let ownCode = '';
    const fixture = path.join(FIXTURES, 'glb', 'CesiumMan.glb');

    beforeAll(async () => {
      if (!fs.existsSync(fixture)) return; // without the shared fixtures the owner steps are skipped
      ownCode = await uploadModel(server, token, fixture, {
        title: '行走的人物角色动画',
        description: '带骨骼动画的人物模型，用于测试。',
        type: '人物角色',
        trade: '游戏动漫',
      });
    });

    it('shows processing state, then the model in /mymodel/good', async (ctx) => {
      if (!ownCode) ctx.skip();
      await page.goto(`${server.url}/mymodel/good`);
      await page.getByRole('heading', { level: 1, name: '我的模型' }).waitFor();
      const row = page.locator('tr', { hasText: ownCode });
      await row.waitFor();
      await row.getByText('已完成').waitFor({ timeout: 170_000 }); // the list refreshes itself while processing
      await shot(page, 'mymodel-good-desktop');
    });

    it('saves viewer settings from /modelEditInfo, and the model page starts with them', async (ctx) => {
      if (!ownCode) ctx.skip();
      await page.goto(`${server.url}/modelEditInfo?modelCode=${ownCode}`);
      await readyStage(page);
      await page.getByRole('button', { name: '背景：深灰' }).click();
      await page.locator('label', { hasText: /^黄昏$/ }).click();
      await page.getByRole('button', { name: '使用当前视角' }).click();
      await page.getByRole('button', { name: /保存查看器设置/ }).click();
      await page.getByText('查看器设置已保存').waitFor();
      await shot(page, 'edit-info-desktop');
      const detail = await getJson<{ viewerSettings: { environment: string; background: { color: string }; camera: unknown } }>(
        server,
        token,
        `model/detail?modelCode=${ownCode}`,
      );
      expect(detail.viewerSettings.environment).toBe('sunset');
      expect(detail.viewerSettings.background.color).toBe('#2b2f36');
      expect(detail.viewerSettings.camera).not.toBeNull();

      await page.goto(`${server.url}/modelinfo/${ownCode}`);
      const stage = await readyStage(page);
      // the animation plays by itself
      await page.getByRole('button', { name: '暂停动画' }).waitFor();
      const a = await inkOf(page, stage.locator('canvas'));
      await page.waitForTimeout(700);
      const b = await inkOf(page, stage.locator('canvas'));
      expect(a.hash).not.toBe(b.hash);
      expect(await stage.getAttribute('style')).toContain('rgb(43, 47, 54)');
      await shot(page, 'owner-detail-desktop');
    });

    it('draws views and embeds over time in /mymodel/chart', async (ctx) => {
      if (!ownCode) ctx.skip();
      await page.goto(`${server.url}/mymodel/chart`);
      await page.getByRole('img', { name: '浏览与嵌入趋势图' }).locator('canvas').first().waitFor();
      await page.getByText('嵌入排行榜').waitFor();
      await shot(page, 'mymodel-chart-desktop', true);
    });

    it('moves the model to the recycle bin and restores it', async (ctx) => {
      if (!ownCode) ctx.skip();
      await page.goto(`${server.url}/mymodel/good`);
      const row = page.locator('tr', { hasText: ownCode });
      await row.getByRole('button', { name: '删除' }).click();
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: /删\s?除/ })
        .click();
      await page.getByText(/已将 1 个模型移入回收站/).waitFor();
      await row.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: '回收站' }).click();
      const binRow = page.locator('tr', { hasText: ownCode });
      await binRow.waitFor();
      await shot(page, 'recycle-bin-desktop');
      await binRow.getByRole('button', { name: /恢\s?复/ }).click();
      await page.getByText(/已恢复/).waitFor();
      await page.getByRole('tab', { name: '全部' }).click();
      await page.locator('tr', { hasText: ownCode }).waitFor();
    });
  });

  it('deletes an image model from its tab like a 3D model: recycle bin, restore, clear with its photos', async () => {
    const dir = fs.mkdtempSync(path.join(server.dataDir, 'photos-'));
    const photoIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const file = path.join(dir, `角度${i + 1}.png`);
      await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 60 * i, g: 120, b: 200 } } })
        .png()
        .toFile(file);
      photoIds.push(await uploadFile(server, token, file));
    }
    const { code, photos } = await postJson<{ code: string; photos: { url: string }[] }>(
      server,
      token,
      'modelImg/createImgModel',
      { title: '青瓷花瓶实拍', trade: '日用百货', photoIds },
    );
    const anonymous = async () => (await callApi(server, null, 'GET', `modelImg/info?code=${code}`)).code;

    await page.goto(`${server.url}/mymodel/good`);
    await page.getByRole('tab', { name: '图片模型' }).click();
    const row = page.locator('tr', { hasText: code });
    await row.waitFor();
    await row.getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /删\s?除/ })
      .click();
    await page.getByText(/已将 1 个模型移入回收站/).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await anonymous()).toBe('404');

    await page.getByRole('tab', { name: '回收站' }).click();
    const binRow = page.locator('tr', { hasText: code });
    await binRow.getByText('图片模型', { exact: true }).waitFor();
    await shot(page, 'recycle-bin-image-desktop');
    await binRow.getByRole('button', { name: /恢\s?复/ }).click();
    await page.getByText('“青瓷花瓶实拍”已恢复').waitFor();
    expect(await anonymous()).toBe('200');
    await page.getByRole('tab', { name: '图片模型' }).click();
    await row.waitFor();

    // Gone for good: the record and its stored photos.
    await row.getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /删\s?除/ })
      .click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '回收站' }).click();
    await binRow.getByRole('button', { name: '彻底删除' }).click();
    await page.locator('.ant-popconfirm').getByText('图片模型及其照片将一并删除，无法恢复').waitFor();
    await page.locator('.ant-popconfirm').getByRole('button', { name: '彻底删除' }).click();
    await page.getByText('已彻底删除').waitFor();
    await binRow.waitFor({ state: 'detached' });
    expect(await anonymous()).toBe('404');
    expect((await fetch(`${server.url}${photos[0]?.url ?? ''}`, { headers: { token } })).status).toBe(404);
  });
});

describe('phone (390x844)', () => {
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
    if (ctx.task.result?.state === 'fail') await shot(page, `FAIL-phone-${ctx.task.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-')}`);
  });

  it('shows the library as a two-column list with search and filters', async () => {
    // The server draws the first cards into the page for phones; the app takes over from it.
    const html = await (await context.request.get(`${server.url}/good`)).text();
    expect(html).toMatch(/<div id="boot-preview"[^>]*>[\s\S]*class="bp-card" href="\/modelinfo\//);
    await page.goto(`${server.url}/good`);
    await page.locator('article[data-model-code]').first().waitFor();
    await expect.poll(() => page.locator('#boot-preview').count()).toBe(0);
    await shot(page, 'good-phone');
    await page.getByRole('button', { name: /筛选/ }).tap();
    await page.getByText('行业').first().waitFor();
    await shot(page, 'filter-phone');
    await page.getByRole('button', { name: '确定' }).tap();
    const box = page.getByPlaceholder(/搜索模型/);
    await box.tap();
    await box.pressSequentially('沙发', { delay: 60 });
    await page.getByRole('listbox', { name: '搜索建议' }).waitFor();
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search');
    await page.getByText(/“沙发”共 \d+ 个结果/).waitFor();
    await shot(page, 'search-phone');
  });

  it('opens a model, loads the lightweight 3D model on a tap and turns it by touch', async () => {
    await page.locator('article[data-model-code]').first().locator('a').tap();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/modelinfo\//);
    await page.getByRole('button', { name: /点击查看 3D 模型/ }).tap();
    const stage = await readyStage(page);
    const canvas = stage.locator('canvas');
    const before = await inkOf(page, canvas);
    expect(before.drawn).toBeGreaterThan(0.03);
    // a one-finger swipe turns the model
    const box = await canvas.boundingBox();
    if (!box) throw new Error('canvas has no box');
    const cdp = await context.newCDPSession(page);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const y = box.y + box.height / 2;
    await touch('touchStart', box.x + 100, y);
    for (let i = 1; i <= 10; i++) await touch('touchMove', box.x + 100 + i * 15, y);
    await touch('touchEnd', box.x + 250, y);
    await page.waitForTimeout(800);
    const after = await inkOf(page, canvas);
    expect(after.hash).not.toBe(before.hash);
    await shot(page, 'detail-phone');
    await page.evaluate(() => window.scrollTo(0, 500));
    await shot(page, 'detail-info-phone');
  });

  it('lists comments and asks a visitor to log in before commenting', async () => {
    await page.getByRole('button', { name: '评论', exact: true }).tap();
    await page.getByText(/^评论 \d+$/).waitFor();
    await shot(page, 'comments-phone');
    await page.getByPlaceholder('说说你的看法…').fill('手机上看也很清楚');
    await page.getByRole('button', { name: /发\s?送/ }).tap();
    await page.getByPlaceholder('11 位手机号').first().waitFor(); // the login sheet
  });

  it('shows the share sheet with the link', async () => {
    await page.goto(page.url());
    await page.getByRole('button', { name: '分享' }).tap();
    await page.getByText('复制链接').waitFor();
    await shot(page, 'share-phone');
  });
});

describe('no errors', () => {
  it('had no uncaught page errors', () => {
    expect(pageErrors.filter((e) => !/WebGL|GL_|GPU stall|THREE\./.test(e))).toEqual([]);
  });
});
