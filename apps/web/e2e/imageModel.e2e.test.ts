/**
 * Image models in Debian's Chromium against the real server and the built app: a logged-in user opens the editor
 * from the 图片模型 tab of /mymodel/good, chooses real photos (PNG on the desktop, JPEG on the phone), sees each go
 * up (one dropped connection is retried), puts them in order by dragging or with the move buttons, watches the
 * turntable preview, saves, finds the model on the shelf and turns it on /imgdetail. The desktop at 1366x860 and
 * a 375x812 phone; on the phone the shelf shows cards that fit the width on every tab, with their actions in reach.
 * Screenshots go to /tmp/shots/imageModel-*.png.
 */
import type { ImageModel } from '@moxing/shared';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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
  uploadFile,
  uploadModel,
  type RunningServer,
} from './server';

const PASSWORD = 'Turn2025table';
const PHONE_WIDTH = 375;

let server: RunningServer;
let browser: Browser;
let photoDir = '';
const pageErrors: string[] = [];

const randomPhone = () => `16${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const sha = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const shot = (page: Page, name: string, fullPage = false) => screenshot(page, `imageModel-${name}`, fullPage);
const newContext = (phone: boolean) =>
  openContext(browser, phone, pageErrors, phone ? { viewport: { width: PHONE_WIDTH, height: 812 } } : {});

/**
 * Frame `i` of `n` of a vase turning on a stand: a band painted on it slides across and round the back, so each
 * photo differs from the next the way a real turntable shot does.
 */
async function frame(i: number, n: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const angle = (2 * Math.PI * i) / n;
  const x = 400 + 110 * Math.sin(angle);
  const front = Math.cos(angle) > 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f6f8"/><stop offset="1" stop-color="#d9dee7"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#bg)"/>
    <ellipse cx="400" cy="520" rx="210" ry="34" fill="#b8bec8"/>
    <path d="M330 110 h140 v40 q90 60 90 190 q0 150 -110 180 h-100 q-110 -30 -110 -180 q0 -130 90 -190 z" fill="#3f7cc4"/>
    <rect x="${x - 22}" y="200" width="44" height="260" rx="10" fill="${front ? '#f4b400' : '#9c7a1c'}" opacity="${front ? 1 : 0.45}"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

/** Writes `n` frames as turn-01.<ext> ... and answers their paths in shooting order. */
async function writeFrames(prefix: string, n: number, format: 'png' | 'jpeg'): Promise<string[]> {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const file = path.join(photoDir, `${prefix}-${String(i + 1).padStart(2, '0')}.${format === 'png' ? 'png' : 'jpg'}`);
    fs.writeFileSync(file, await frame(i, n, format));
    out.push(file);
  }
  return out;
}

const tiles = (page: Page) => page.getByTestId('photo-tile');
/** The photos of the editor in turntable order, by the file name each shows in its description. */
const tileNames = (page: Page) =>
  page
    .locator('[data-testid="photo-tile"] img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).alt.replace(/^第 \d+ 张：/, '')));

/** Chooses an option of the antd Select labelled `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** The photo the turntable shows now. */
const visibleFrame = (stage: Locator) =>
  stage.locator('img').evaluateAll((imgs) => {
    const shown = imgs.find((img) => (img as HTMLImageElement).style.visibility === 'visible') as HTMLImageElement | undefined;
    return shown ? { src: shown.src, width: shown.naturalWidth } : null;
  });

/** Nothing on the page sticks out sideways: no swiping to reach anything. */
async function expectNoSideways(page: Page): Promise<void> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** A button a finger can hit, shown whole inside the window without scrolling sideways. */
async function expectInReach(button: Locator): Promise<void> {
  await button.waitFor();
  expect(await button.isVisible()).toBe(true);
  const box = await button.boundingBox();
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE_WIDTH);
  expect(box.height).toBeGreaterThanOrEqual(36);
}

const confirmPop = (page: Page, name: RegExp) => page.locator('.ant-popconfirm').getByRole('button', { name }).tap();

/** The stored photos of an image model, in order, told apart by their bytes. */
async function storedOrder(token: string, code: string, files: string[]): Promise<string[]> {
  const byHash = new Map(files.map((f) => [sha(fs.readFileSync(f)), path.basename(f)]));
  const { photos } = await getJson<{ photos: { url: string }[] }>(server, token, `modelImg/info?code=${code}`);
  const names: string[] = [];
  for (const p of photos) {
    const bytes = new Uint8Array(await (await fetch(`${server.url}${p.url}`, { headers: { token } })).arrayBuffer());
    names.push(byHash.get(sha(bytes)) ?? '?');
  }
  return names;
}

/** The turntable of /imgdetail has loaded every photo, draws one, and turns when dragged. */
async function expectTurning(page: Page, title: string, count: number): Promise<void> {
  const stage = page.getByRole('img', { name: `${title}（360° 展示，左右拖动旋转）` });
  await stage.waitFor();
  await stage.getByText(/自动旋转中/).waitFor();
  expect(await stage.locator('img').count()).toBe(count);
  const before = await visibleFrame(stage);
  expect(before?.width).toBe(800);
  const box = await stage.boundingBox();
  if (!box) throw new Error('转台没有显示');
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await stage.getByText('左右拖动旋转 · 双击自动旋转').waitFor();
  const after = await visibleFrame(stage);
  expect(after?.width).toBe(800);
  expect(after?.src).not.toBe(before?.src);
}

beforeAll(async () => {
  // The demo catalogue is not needed here; a fresh server would seed it in the background.
  process.env.SEED_DEMO = 'false';
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-turntable-'));
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
  if (pageErrors.length) console.warn(`页面错误：\n${pageErrors.join('\n')}`);
});

describe.each([
  { phone: false, name: 'desktop', count: 8, format: 'png' as const, title: '青花瓷瓶 360° 展示' },
  { phone: true, name: 'phone', count: 6, format: 'jpeg' as const, title: '紫砂壶转台' },
])('image models on the $name', ({ phone, name, count, format, title }) => {
  let token = '';
  let context: BrowserContext;
  let page: Page;
  let frames: string[] = [];
  let code = '';
  let expected: string[] = [];

  beforeAll(async () => {
    token = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2, nickname: '静物摄影师' });
    frames = await writeFrames(name, count, format);
    context = await newContext(phone);
    page = await context.newPage();
    await logIn(page, server, token);
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await shot(page, `FAIL-${name}-${ctx.task.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-')}`);
  });

  it('opens the editor from the shelf and uploads the chosen photos in shooting order, retrying a dropped one', async () => {
    await page.goto(`${server.url}/mymodel/good?tab=image`);
    await page.getByText('还没有图片模型').waitFor();
    await page.getByRole('button', { name: /新建图片模型/ }).click();
    await page.waitForURL(/\/mymodel\/imageModel$/);
    await page.getByRole('heading', { level: 1, name: '新建图片模型' }).waitFor();
    expect(await page.getByRole('button', { name: '创建图片模型' }).isDisabled()).toBe(true);

    // The first upload loses its connection; the others go through.
    let dropped = false;
    await page.route('**/api/common/file/upload', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      return route.abort('connectionreset');
    });
    await page.getByLabel('选择照片').setInputFiles([...frames].reverse());
    await expect.poll(() => tiles(page).count()).toBe(count);
    expect(await tileNames(page)).toEqual(frames.map((f) => path.basename(f)));
    await page.getByText(`${count} / 72 张`).waitFor();
    const failed = tiles(page).filter({ hasText: '上传失败' });
    await failed.waitFor();
    expect(await failed.count()).toBe(1);
    await page.getByText('有 1 张照片上传失败，请重试或移除').waitFor();
    await shot(page, `upload-failed-${name}`);
    await failed.getByRole('button', { name: /重试/ }).click();
    await page.getByText('请填写名称', { exact: true }).waitFor();
    expect(await tiles(page).filter({ hasText: '上传失败' }).count()).toBe(0);
    // Nothing sticks out sideways on a narrow screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone ? PHONE_WIDTH : 1366);
  });

  it('puts the photos in order, previews the turntable and saves', async () => {
    const names = frames.map((f) => path.basename(f));
    if (phone) {
      // Taps on the move buttons: the last photo goes to the front.
      for (let i = count; i > 1; i--) await page.getByRole('button', { name: `第 ${i} 张前移` }).tap();
    } else {
      await tiles(page)
        .nth(count - 1)
        .dragTo(tiles(page).first());
    }
    expected = [names[count - 1] as string, ...names.slice(0, count - 1)];
    await expect.poll(() => tileNames(page)).toEqual(expected);
    await tiles(page).first().getByText('封面', { exact: true }).waitFor();

    await page.getByLabel('名称', { exact: true }).fill(title);
    await choose(page, '所属行业', '博物馆文创');
    await page.getByLabel('描述', { exact: true }).fill('釉色青翠，手工拉坯。');
    const preview = page.getByRole('img', { name: `${title}（360° 展示，左右拖动旋转）` });
    await preview.getByText(/自动旋转中/).waitFor();
    const save = page.getByRole('button', { name: '创建图片模型' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `create-${name}`);
    await shot(page, `create-${name}-full`, true);

    await save.click();
    await page.waitForURL(/\/mymodel\/good\?tab=image$/);
    await page.getByText(`图片模型“${title}”已创建`).waitFor();
    // A table row on the desktop, a card on the phone.
    const row = page.locator(phone ? 'article' : 'tr', { hasText: title });
    await row.waitFor();
    await row.getByText(`${count} 张`).waitFor();
    const link = (await row.locator('a[href^="/imgdetail?code="]').first().getAttribute('href')) ?? '';
    code = new URLSearchParams(link.split('?')[1]).get('code') ?? '';
    expect(code).toMatch(/^i[a-z0-9]{12}$/);
    expect(await storedOrder(token, code, frames)).toEqual(expected);
    await shot(page, `shelf-${name}`);
  });

  it('shows the saved model as a turntable on /imgdetail', async () => {
    await page.getByRole('button', { name: '查看 360° 展示' }).click();
    await page.waitForURL(new RegExp(`/imgdetail\\?code=${code}$`));
    await expectTurning(page, title, count);
    // The owner finds the way back to the editor here.
    await page.getByRole('button', { name: /编辑照片与信息/ }).click();
    await page.getByRole('heading', { level: 1, name: '编辑图片模型' }).waitFor();
    await expect.poll(() => tiles(page).count()).toBe(count);
    expect(await page.getByRole('button', { name: '保存修改' }).isDisabled()).toBe(true);
    await page.goBack();
    await page.getByRole('img', { name: `${title}（360° 展示，左右拖动旋转）` }).waitFor();
    await page.getByText(phone ? `${count} 张照片` : `${count} 张`, { exact: true }).waitFor();
    await shot(page, `detail-${name}`);
  });
});

describe('the shelf on a phone', () => {
  const name = 'phone';
  const title = '青瓷茶盏转台';
  let context: BrowserContext;
  let page: Page;
  let code = '';
  let boxCode = '';

  beforeAll(async () => {
    const token = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2, nickname: '茶器摄影师' });
    const photoIds: string[] = [];
    for (const file of await writeFrames('shelf', 4, 'png')) photoIds.push(await uploadFile(server, token, file));
    code = (await postJson<ImageModel>(server, token, 'modelImg/createImgModel', { title, trade: '日用百货', photoIds })).code;
    boxCode = await uploadModel(server, token, path.join(FIXTURES, 'glb', 'BoxTextured.glb'), { title: '带贴图的木箱' });
    context = await newContext(true);
    page = await context.newPage();
    await logIn(page, server, token);
  });
  afterAll(async () => {
    await context?.close();
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state === 'fail') await shot(page, `FAIL-shelf-${ctx.task.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-')}`);
  });

  it("fits every tab of the shelf on the phone, with each card's actions in reach", async () => {
    const tabs = [
      { key: '', name: '全部' },
      { key: 'ready', name: '已完成' },
      { key: 'processing', name: '处理中' },
      { key: 'failed', name: '处理失败' },
      { key: 'image', name: '图片模型' },
      { key: 'recycle', name: '回收站' },
    ];
    for (const tab of tabs) {
      await page.goto(`${server.url}/mymodel/good${tab.key ? `?tab=${tab.key}` : ''}`);
      await page.getByRole('tab', { name: tab.name, selected: true }).waitFor();
      // Loaded: the cards, or what an empty tab says.
      await page.locator('article, .ant-empty').first().waitFor();
      // Cards, not a table that would need a sideways swipe.
      expect(await page.locator('table').count()).toBe(0);
      if (tab.key === '') {
        const card = page.locator(`article[data-model-code="${boxCode}"]`);
        await expectInReach(card.getByRole('button', { name: /编\s?辑/ }));
        await expectInReach(card.getByRole('button', { name: /删\s?除/ }));
      }
      if (tab.key === 'image')
        await expectInReach(page.locator(`article[data-model-code="${code}"]`).getByRole('button', { name: /编\s?辑/ }));
      await expectNoSideways(page);
      await shot(page, `shelf-tab-${tab.key || 'all'}-${name}`, true);
    }

    // Pulling the list down asks the server again: the phone has no room for a refresh button.
    await page.getByRole('tab', { name: '全部' }).tap();
    await page.locator(`article[data-model-code="${boxCode}"]`).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    const list = (await page.locator('.adm-pull-to-refresh').boundingBox())!;
    const asked = page.waitForRequest((r) => r.url().includes('/api/user/models'));
    const cdp = await context.newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y = 0) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: list.x + 40, y }] });
    await touch('touchStart', list.y + 10);
    for (let y = list.y + 30; y <= list.y + 290; y += 20) await touch('touchMove', y);
    await touch('touchEnd');
    await asked;
    await page.locator(`article[data-model-code="${boxCode}"]`).waitFor();

    // Several at once: the boxes on the cards and the bar at the bottom.
    await page.getByRole('tab', { name: '图片模型' }).tap();
    const card = page.locator(`article[data-model-code="${code}"]`);
    await card.getByRole('checkbox').tap();
    const bar = page.getByRole('toolbar', { name: '批量操作' });
    await bar.getByText('已选 1 个').waitFor();
    await expectInReach(bar.getByRole('button', { name: /批量删除/ }));
    await expectNoSideways(page);
    await shot(page, `shelf-selected-${name}`);
    await bar.getByRole('button', { name: /取\s?消/ }).tap();
    await bar.waitFor({ state: 'detached' });

    // Into the recycle bin from the card, and back from its card there.
    await card.getByRole('button', { name: /编\s?辑/ }).waitFor();
    expect(await card.locator(`a[href="/mymodel/imageModel?code=${code}"]`).count()).toBe(1);
    await card.getByRole('button', { name: /删\s?除/ }).tap();
    await confirmPop(page, /删\s?除/);
    await page.getByText(/已将 1 个模型移入回收站/).waitFor();
    await card.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: '回收站' }).tap();
    const binCard = page.locator(`article[data-model-code="${code}"]`);
    await binCard.getByText('图片模型', { exact: true }).waitFor();
    await expectInReach(binCard.getByRole('button', { name: /彻底删除/ }));
    const restore = binCard.getByRole('button', { name: /恢\s?复/ });
    await expectInReach(restore);
    await expectNoSideways(page);
    await shot(page, `shelf-recycle-${name}`);
    await restore.tap();
    await page.getByText(`“${title}”已恢复`).waitFor();
    await page.getByRole('tab', { name: '图片模型' }).tap();
    await card.waitFor();
  });
});
