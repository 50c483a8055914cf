/**
 * Issue 3 in Debian's Chromium against the real server, its job worker and the real pipeline: a logged-in user
 * uploads a GLB at /mymodel/addGoods (the resumable upload survives a dropped connection), fills in the form,
 * watches processing reach 完成 and sees the rendered cover; makes a lighter phone version in the lightweight
 * dialog; converts a model to OBJ at /toolCabinet and downloads the zip. Then the same on a 390x844 phone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURES,
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

const PASSWORD = 'Upload2025model';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];

const randomPhone = () => `15${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const shot = (page: Page, name: string, fullPage = true) => screenshot(page, `upload-${name}`, fullPage);

const newContext = (phone: boolean) =>
  openContext(browser, phone, pageErrors, {
    acceptDownloads: true,
    ...(phone ? {} : { viewport: { width: 1366, height: 900 } }),
  });

/** Chooses an option of the antd Select labelled `label` (typing narrows long, virtualised lists). */
async function choose(page: Page, label: string, option: string, search = false): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  if (search) await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

const TUS_URL = (url: URL) => /\/api\/common\/file\/tus(\/|$)/.test(url.pathname);

/** A valid GLB of about `bytes` (one empty buffer): big enough to go up in several chunks. */
function bigGlb(bytes: number): Buffer {
  const json = Buffer.from(JSON.stringify({ asset: { version: '2.0' }, buffers: [{ byteLength: bytes }] }));
  const jsonPad = Buffer.concat([json, Buffer.alloc((4 - (json.length % 4)) % 4, 0x20)]);
  const bin = Buffer.alloc(bytes);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'latin1');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonPad.length + 8 + bin.length, 8);
  const chunk = (type: string, data: Buffer) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(data.length, 0);
    h.write(type, 4, 'latin1');
    return Buffer.concat([h, data]);
  };
  return Buffer.concat([header, chunk('JSON', jsonPad), chunk('BIN\0', bin)]);
}

async function coverLoaded(page: Page): Promise<number> {
  const img = page.getByTestId('model-cover').locator('img').or(page.locator('img[data-testid="model-cover"]')).first();
  await img.waitFor({ state: 'visible' });
  return img.evaluate((el) => ((el as HTMLImageElement).complete ? (el as HTMLImageElement).naturalWidth : 0));
}

beforeAll(async () => {
  // The demo catalogue would queue its models ahead of this user's (a fresh server seeds it in the background).
  process.env.SEED_DEMO = 'false';
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('desktop', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let modelCode = '';

  beforeAll(async () => {
    token = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2 });
    context = await newContext(false);
    page = await context.newPage();
    await logIn(page, server, token);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('uploads a GLB resumably: the first PATCH is cut off and the upload continues', async () => {
    // The first PATCH of the model dies as a dropped connection would.
    const tus: string[] = [];
    let cut = false;
    await page.route(TUS_URL, async (route) => {
      const method = route.request().method();
      tus.push(method);
      if (method === 'PATCH' && !cut) {
        cut = true;
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });

    await page.goto(server.url + '/mymodel/addGoods');
    await page.getByRole('heading', { name: '上传模型' }).waitFor();
    expect(await page.title()).toContain('上传模型');
    await shot(page, 'desktop-01-empty');

    await page.getByLabel('选择模型文件', { exact: true }).setInputFiles(path.join(FIXTURES, 'glb/low-poly-tree.glb'));
    await page.getByText('全部上传完成').waitFor({ timeout: 30_000 });
    await page.unroute(TUS_URL);
    expect(cut).toBe(true);
    // creation, the cut PATCH, HEAD for the offset, the PATCH that finished it
    expect(tus).toEqual(['POST', 'PATCH', 'HEAD', 'PATCH']);
    const row = page.getByTestId('upload-row');
    await expect.poll(() => row.textContent()).toContain('已上传');
    expect(await page.getByLabel('模型名称').inputValue()).toBe('low-poly-tree');
  });

  it('sends a 20 MB model in 8 MB chunks and resumes at the server’s offset after a cut in the middle', async () => {
    const big = path.join(os.tmpdir(), `e2e-big-${Date.now()}.glb`);
    fs.writeFileSync(big, bigGlb(20 * 1024 * 1024));
    const seen: string[] = [];
    let patches = 0;
    await page.route(TUS_URL, async (route) => {
      const req = route.request();
      seen.push(`${req.method()} ${req.headers()['upload-offset'] ?? ''}`.trim());
      if (req.method() === 'PATCH' && ++patches === 2) {
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    await page.getByLabel('选择模型文件', { exact: true }).setInputFiles(big);
    const row = page.getByTestId('upload-row').filter({ hasText: path.basename(big) });
    await expect.poll(() => row.textContent(), { timeout: 60_000 }).toContain('已上传');
    await page.unroute(TUS_URL);
    fs.rmSync(big, { force: true });
    const chunk = 8 * 1024 * 1024;
    expect(seen).toEqual(['POST', 'PATCH 0', `PATCH ${chunk}`, 'HEAD', `PATCH ${chunk}`, `PATCH ${2 * chunk}`]);
    await row.getByRole('button', { name: /^移除/ }).click();
    await expect.poll(() => page.getByTestId('upload-row').count()).toBe(1);
  });

  it('fills in the form and submits: the price is sent in fen', async () => {
    await page.getByLabel('模型名称').fill('低多边形小树');
    await choose(page, '模型分类', '植物', true);
    await choose(page, '所属行业', '泛家居');
    await page.getByText('付费下载').click();
    await page.getByLabel('价格（元）').fill('9.9');
    await page.getByLabel('模型描述').fill('卡通风格的低多边形树，适合游戏和场景搭建。');
    await shot(page, 'desktop-02-form');
    await page.getByRole('button', { name: /提交并开始处理/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('modelCode') ?? '').toMatch(/^[a-z0-9]{6,24}$/);
    modelCode = new URL(page.url()).searchParams.get('modelCode') ?? '';
    const record = await getJson<{ price: number; trade: string; type: string; title: string }>(
      server,
      token,
      `model/record?modelCode=${modelCode}`,
    );
    expect(record).toMatchObject({ price: 990, trade: '泛家居', type: '植物', title: '低多边形小树' });
  });

  it('follows processing to 完成 and shows the rendered cover and the statistics', async () => {
    const status = page.getByTestId('process-status');
    await status.waitFor();
    await expect.poll(() => status.textContent(), { timeout: 120_000, interval: 500 }).toContain('完成');
    await page.getByRole('heading', { name: '模型已就绪' }).waitFor();
    expect(await coverLoaded(page)).toBeGreaterThan(100);
    await page.getByText('三角面').waitFor();
    const link = page.getByRole('link', { name: '查看模型' });
    expect(await link.getAttribute('href')).toBe(`/modelinfo/${modelCode}`);
    await shot(page, 'desktop-03-done');
  });

  it('makes a lighter phone version in the lightweight dialog', async () => {
    // 调整 when the pipeline has already made one (it does for this model), 生成 otherwise
    await page.getByRole('button', { name: /^(生成|调整)轻量模型$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('目标大小', { exact: true }).waitFor();
    await dialog.getByLabel('目标大小（MB）').fill('0.5');
    await settled(dialog);
    await shot(page, 'desktop-04-light-dialog', false);
    await dialog.getByRole('button', { name: '开始生成' }).click();
    await dialog.getByText('轻量模型已生成').waitFor({ timeout: 90_000 });
    await shot(page, 'desktop-05-light-done', false);
    const s = await getJson<{ light: { status: string; targetBytes: number } }>(
      server,
      token,
      `model/processStatus?modelCode=${modelCode}`,
    );
    expect(s.light).toMatchObject({ status: 'ready', targetBytes: 512 * 1024 });
    await dialog.getByRole('button', { name: /^完\s?成$/ }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('starts another upload from the done page', async () => {
    await page.getByRole('button', { name: '继续上传新模型' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByText('把模型文件、整个文件夹或 ZIP 压缩包拖到这里').waitFor();
    // a text file named .fbx is refused before uploading
    await page.getByLabel('选择模型文件', { exact: true }).setInputFiles(path.join(FIXTURES, 'bad/not-really-an.fbx'));
    await page.getByText(/文件内容不是有效的FBX 模型/).waitFor();
    await page.getByText('有 1 个文件不能上传，请先移除').waitFor();
    await shot(page, 'desktop-06-refused');
  });

  it('shows the Chinese reason when the server refuses the model (a glTF reaching outside its folder)', async () => {
    await page.getByRole('button', { name: '移除 not-really-an.fbx' }).click();
    await page.getByLabel('选择模型文件', { exact: true }).setInputFiles(path.join(FIXTURES, 'bad/path-traversal/escape.gltf'));
    await page.getByText('全部上传完成').waitFor({ timeout: 30_000 });
    // the early look already notices the file it names
    await page.getByText(/模型引用了这些文件，但没有一起上传：passwd/).waitFor();
    await choose(page, '所属行业', '其他');
    await page.getByRole('button', { name: /提交并开始处理/ }).click();
    await page.getByRole('heading', { name: '模型处理失败' }).waitFor({ timeout: 90_000 });
    await page.getByText(/位于模型文件夹之外，出于安全原因已拒绝处理/).waitFor();
    await page.getByRole('button', { name: '重新上传' }).waitFor();
    await shot(page, 'desktop-07-failed');
  });

  it('takes a dropped glTF with its .bin and texture, and makes a model of the three', async () => {
    await page.getByRole('button', { name: '重新上传' }).click();
    await page.getByText('把模型文件、整个文件夹或 ZIP 压缩包拖到这里').waitFor();
    const dir = path.join(FIXTURES, 'gltf/BoxTextured');
    const files = fs.readdirSync(dir).map((name) => ({ name, base64: fs.readFileSync(path.join(dir, name)).toString('base64') }));
    // A real drag and drop of three files onto the drop area.
    await page.getByTestId('dropzone').evaluate((zone, list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name));
      for (const type of ['dragenter', 'dragover', 'drop'])
        zone.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, files);
    await expect.poll(() => page.getByTestId('upload-row').count()).toBe(3);
    await page.getByText('全部上传完成').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('模型名称').inputValue()).toBe('BoxTextured');
    // every file the glTF names is there: no warning
    expect(await page.getByText('模型引用了这些文件').count()).toBe(0);
    await choose(page, '所属行业', '其他');
    await page.getByRole('button', { name: /提交并开始处理/ }).click();
    const status = page.getByTestId('process-status');
    await expect.poll(() => status.textContent(), { timeout: 120_000, interval: 500 }).toContain('完成');
    expect(await coverLoaded(page)).toBeGreaterThan(100);
    await page.getByText('贴图').first().waitFor();
  });

  it('converts a model to OBJ at /toolCabinet and downloads the zip', async () => {
    await page.goto(server.url + '/toolCabinet');
    await page.getByRole('heading', { name: '模型格式转换' }).waitFor();
    await page.getByText('还没有转换记录，上传一个模型试试').waitFor();
    await page.getByLabel('选择要转换的模型').setInputFiles(path.join(FIXTURES, 'glb/BoxTextured.glb'));
    await page.getByText('全部上传完成').waitFor({ timeout: 30_000 });
    await page.getByRole('radio', { name: /OBJ \(ZIP\)/ }).check();
    await page.getByRole('button', { name: /开始转换/ }).click();
    const row = page.getByTestId('conversion-row').first();
    await row.waitFor();
    await expect.poll(() => row.textContent(), { timeout: 90_000, interval: 500 }).toContain('已完成');
    expect(await row.textContent()).toContain('BoxTextured.glb');
    expect(await row.textContent()).toContain('OBJ (ZIP)');
    await page.getByText('已完成 1').waitFor();
    await shot(page, 'desktop-08-convert-done');

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: /下载/ }).click()]);
    const file = path.join(os.tmpdir(), `e2e-${Date.now()}-${download.suggestedFilename()}`);
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = fs.readFileSync(file);
    fs.rmSync(file, { force: true });
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    // the zip's central directory names an .obj and its .mtl
    expect(zip.toString('latin1')).toMatch(/\.obj/);
    expect(zip.toString('latin1')).toMatch(/\.mtl/);
  });

  it('converts the same record to another format and removes it', async () => {
    const row = page.getByTestId('conversion-row').first();
    await row.getByRole('button', { name: /转成其他格式/ }).click();
    await page.getByRole('menuitem', { name: /STL/ }).click();
    await expect.poll(() => row.textContent(), { timeout: 90_000, interval: 500 }).toMatch(/STL.*已完成|已完成.*STL/);
    await row.getByRole('button', { name: /删除/ }).click();
    await page
      .getByRole('button', { name: '删除' })
      .or(page.getByRole('button', { name: '删除', exact: true }))
      .last()
      .click();
    await page.getByText('还没有转换记录，上传一个模型试试').waitFor();
  });

  it('shows why a conversion failed and converts it again on request', async () => {
    await page.getByLabel('选择要转换的模型').setInputFiles(path.join(FIXTURES, 'bad/path-traversal/escape.gltf'));
    await page.getByText('全部上传完成').waitFor({ timeout: 30_000 });
    await page.getByRole('radio', { name: /GLB/ }).check();
    await page.getByRole('button', { name: /开始转换/ }).click();
    const row = page.getByTestId('conversion-row').first();
    await expect.poll(() => row.textContent(), { timeout: 90_000, interval: 500 }).toContain('转换失败');
    await row.getByText(/位于模型文件夹之外/).waitFor();
    await page.getByText('转换失败 1').waitFor();
    await shot(page, 'desktop-09-convert-failed');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/modelConvert/updateByStatus')),
      row.getByRole('button', { name: /重新转换/ }).click(),
    ]);
    const body = (await answer.json()) as { code: string; data: { updated: number; list: { status: string }[] } };
    expect(body.code).toBe('200');
    expect(body.data.updated).toBe(1);
    expect(body.data.list[0]?.status).toBe('queued');
    await expect.poll(() => row.textContent(), { timeout: 90_000, interval: 500 }).toContain('转换失败');
  });

  it('had no errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});

describe('logged out', () => {
  it('the format transform asks to log in; the upload page sends the visitor home with the login dialog', async () => {
    const context = await newContext(false);
    const page = await context.newPage();
    await page.goto(server.url + '/toolCabinet');
    await page.getByText('登录后即可上传模型并转换格式').waitFor();
    await page.getByRole('button', { name: /登录 \/ 注册/ }).click();
    await page.getByRole('dialog').waitFor();
    await page.goto(server.url + '/mymodel/addGoods');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});

describe('phone 390x844', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    token = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2 });
    context = await newContext(true);
    page = await context.newPage();
    await logIn(page, server, token);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('uploads a model on a phone and sees the cover', async () => {
    await page.goto(server.url + '/mymodel/addGoods');
    await page.getByRole('heading', { name: '上传模型' }).waitFor();
    await page.getByText('选择模型文件或 ZIP 压缩包').waitFor();
    await shot(page, 'phone-01-empty');
    await page.getByLabel('选择模型文件', { exact: true }).setInputFiles(path.join(FIXTURES, 'glb/CesiumMan.glb'));
    await page.getByText('全部上传完成').waitFor({ timeout: 30_000 });
    await choose(page, '所属行业', '游戏动漫');
    await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
    await shot(page, 'phone-02-form');
    await page.getByRole('button', { name: /提交并开始处理/ }).click();
    const status = page.getByTestId('process-status');
    await status.waitFor();
    await expect.poll(() => status.textContent(), { timeout: 120_000, interval: 500 }).toContain('完成');
    expect(await coverLoaded(page)).toBeGreaterThan(100);
    await shot(page, 'phone-03-done');
    // nothing sticks out sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('converts a model to GLB on a phone', async () => {
    await page.goto(server.url + '/toolCabinet');
    await page.getByRole('heading', { name: '模型格式转换' }).waitFor();
    await page.getByLabel('选择要转换的模型').setInputFiles(path.join(FIXTURES, 'stl/sphereWithHole.stl'));
    await page.getByText('全部上传完成').waitFor({ timeout: 30_000 });
    await page.getByRole('radio', { name: /GLB/ }).check();
    await page.getByRole('button', { name: /开始转换/ }).click();
    const row = page.getByTestId('conversion-row').first();
    await expect.poll(() => row.textContent(), { timeout: 90_000, interval: 500 }).toContain('已完成');
    await row.getByRole('link', { name: /下载/ }).waitFor();
    await shot(page, 'phone-04-convert');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('had no errors in the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
