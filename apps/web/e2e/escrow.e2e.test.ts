/**
 * Proof of issue 19's escrow on a phone, in Debian's Chromium against the real server and the built app: the buyer
 * (390x844) funds a demand's escrow with coins bought through the sandbox, the modeller delivers, the buyer accepts
 * on the phone, and the modeller's balance (desktop user centre) shows the price less the 10% platform fee. The
 * desktop side of the same story (funding on the buyer's desktop page) is in need.e2e.test.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { topUpCoins } from './money';
import {
  createUser,
  launchChromium,
  logIn,
  openContext,
  postJson,
  screenshot,
  startServer,
  uploadFile,
  type RunningServer,
} from './server';

const PASSWORD = 'Star2025model';
const randomPhone = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

let server: RunningServer;
let browser: Browser;
let files: string;
const pageErrors: string[] = [];
const tokens = { buyer: '', modeller: '', operator: '' };

beforeAll(async () => {
  server = await startServer();
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-escrow-e2e-'));
  fs.writeFileSync(path.join(files, '交付说明.txt'), '台灯模型 GLB 与贴图。\n');
  const create = (type: number, prefix: string, nickname: string) =>
    createUser(server, { login: randomPhone(prefix), password: PASSWORD, type, nickname });
  [tokens.buyer, tokens.modeller, tokens.operator] = await Promise.all([
    create(0, '135', '买家阿明'),
    create(2, '136', '建模师小周'),
    create(5, '134', '运营小吴'),
  ]);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (files) fs.rmSync(files, { recursive: true, force: true });
});

describe('escrow on a phone: fund, deliver, accept, paid less the fee', () => {
  let buyerCtx: BrowserContext;
  let modellerCtx: BrowserContext;
  let b: Page;
  let m: Page;
  let code = '';

  beforeAll(async () => {
    buyerCtx = await openContext(browser, true, pageErrors, { consoleErrors: false });
    modellerCtx = await openContext(browser, false, pageErrors, { consoleErrors: false });
    b = await buyerCtx.newPage();
    m = await modellerCtx.newPage();
    await Promise.all([logIn(b, server, tokens.buyer), logIn(m, server, tokens.modeller)]);
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    ({ code } = await postJson<{ code: string }>(server, tokens.buyer, 'need/create', {
      title: '复古黄铜台灯建模',
      serviceType: '3D建模',
      trade: '泛家居',
      budget: 800,
      deadline,
      description: '一盏复古黄铜台灯的模型，用于电商 3D 展示，交付 GLB。',
      contactType: 'platform',
    }));
    await postJson(server, tokens.operator, 'need/admin/approve', { code });
    const bid = await postJson<{ code: string }>(server, tokens.modeller, 'need/needBid', {
      code,
      price: 80000,
      days: 5,
      message: '5 天交付。',
    });
    await postJson(server, tokens.buyer, 'need/chooseBid', { code, bidCode: bid.code });
  });
  afterAll(async () => {
    await Promise.all([buyerCtx?.close(), modellerCtx?.close()]);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const name = ctx.task.name.replace(/[^\w\u4e00-\u9fa5]+/g, '-');
    await Promise.all([screenshot(b, `escrow-e2e-FAIL-${name}-buyer`), screenshot(m, `escrow-e2e-FAIL-${name}-modeller`)]);
  });

  it('the buyer funds the escrow on the phone with coins bought through the sandbox', async () => {
    await b.goto(`${server.url}/myrequireDetails?code=${code}`);
    await b.getByText('请托管赏金').first().waitFor();
    await b.locator('[data-escrow-status="awaiting"]').getByText('¥800.00').waitFor();
    // without coins the payment is refused, plainly
    await b.getByRole('button', { name: '托管赏金' }).click();
    await b.getByRole('button', { name: '支付 ¥800.00' }).click();
    await b.getByText('金币余额不足，请先充值').waitFor();
    await topUpCoins(server, tokens.buyer, 800);
    await b.getByRole('button', { name: '托管赏金' }).click();
    await screenshot(b, 'escrow-e2e-01-phone-fund', true);
    await b.getByRole('button', { name: '支付 ¥800.00' }).click();
    await b.locator('[data-escrow-status="held"]').waitFor();
    await b.getByText('建模师正在制作。').waitFor();
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(b, 'escrow-e2e-02-phone-held', true);
  });

  it('the modeller delivers and the buyer accepts on the phone', async () => {
    const fileId = await uploadFile(server, tokens.modeller, path.join(files, '交付说明.txt'));
    await postJson(server, tokens.modeller, 'need/deliver', { code, note: '第一版', fileIds: [fileId] });
    await b.goto(`${server.url}/myrequireDetails?code=${code}`);
    await b.getByRole('button', { name: '验收通过' }).click();
    await b.getByRole('dialog').getByRole('button', { name: '验收通过' }).click();
    await b.locator('[data-escrow-status="released"]').getByText('¥720.00').waitFor();
    await screenshot(b, 'escrow-e2e-03-phone-released', true);
  });

  it("the modeller's balance shows the price less the fee", async () => {
    await m.goto(`${server.url}/mycenter`);
    const earnings = m.locator('.ant-statistic', { hasText: '收益' });
    await earnings.waitFor();
    await expect.poll(() => earnings.textContent()).toContain('720.00');
    await m.goto(`${server.url}/doingBid?code=${code}`);
    await m.locator('[data-escrow-status="released"]').getByText('¥720.00').waitFor();
    await screenshot(m, 'escrow-e2e-04-desktop-modeller', true);
    expect(pageErrors).toEqual([]);
  });
});
