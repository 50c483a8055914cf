/**
 * Cash-out (issue 15) in Debian's Chromium against the real server and the built app, on a desktop and on a phone:
 * a buyer buys the seller's paid model with coins, the sale shows as income (price less the 10% platform fee) on
 * /myassets/list, the seller adds an Alipay account on /myassets/account and withdraws on /myassets/withdraw, an
 * operator confirms the transfer with its reference on /admin/cashouts, and the seller's balances and bills agree.
 * The server runs with no settlement period and a ¥1.00 minimum so the income can be withdrawn at once.
 * Screenshots go to /tmp/shots/cashout-*.png.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topUpCoins } from './money';
import {
  FIXTURES,
  createUser,
  getJson,
  launchChromium,
  logIn,
  openContext,
  postJson,
  screenshot,
  settled,
  startServer,
  uploadModel,
  waitModelReady,
  type RunningServer,
} from './server';

const PASSWORD = 'Cash2025out';
const PRICE_FEN = 3000;
const NET_FEN = 2700;
const WITHDRAW_FEN = 2000;

interface Summary {
  availableFen: number;
  pendingFen: number;
  heldFen: number;
  withdrawnFen: number;
}
interface Bill {
  account: string;
  kindName: string;
  amount: number;
  balanceAfter: number;
}

let server: RunningServer;
let browser: Browser;
let operator = '';
const sellers = { desktop: { token: '', modelCode: '' }, phone: { token: '', modelCode: '' } };
const pageErrors: string[] = [];

const randomPhone = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  server = await startServer({ SETTLEMENT_DAYS: '0', CASHOUT_MIN_FEN: '100', SEED_DEMO: 'false' });
  browser = await launchChromium();
  operator = await createUser(server, { login: randomPhone('134'), password: PASSWORD, type: 5, nickname: '运营小钱' });
  // One seller and model per pass, so each pass starts from zero; the pipeline renders both covers meanwhile.
  await Promise.all(
    (['desktop', 'phone'] as const).map(async (name) => {
      const token = await createUser(server, {
        login: randomPhone('136'),
        password: PASSWORD,
        type: 2,
        nickname: `卖家${name === 'desktop' ? '电脑' : '手机'}`,
      });
      const modelCode = await uploadModel(server, token, path.join(FIXTURES, 'glb', 'BoxTextured.glb'), {
        title: `付费的盒子${name}`,
      });
      await waitModelReady(server, token, modelCode);
      await postJson(server, token, 'model/updateModelInfo', { modelCode, visibility: 'public', price: PRICE_FEN });
      sellers[name] = { token, modelCode };
    }),
  );
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['desktop', false],
  ['phone', true],
] as const)('cash-out on %s', (name, phone) => {
  it('a sale becomes income, is withdrawn to Alipay, paid by an operator, and balances and bills agree', async () => {
    const seller = sellers[name];
    const summary = () => getJson<Summary>(server, seller.token, 'modelorder/earningsSummary');

    // A buyer tops up 30 coins through the sandbox and buys the model.
    const buyer = await createUser(server, { login: randomPhone('135'), password: PASSWORD, type: 0, nickname: `买家${name}` });
    await topUpCoins(server, buyer, PRICE_FEN / 100);
    const order = await postJson<{ orderNo: string }>(server, buyer, 'modelorder/addOrder', { modelCode: seller.modelCode });
    await postJson(server, buyer, 'modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' });

    const context = await openContext(browser, phone, pageErrors);
    const page: Page = await context.newPage();
    await logIn(page, server, seller.token);

    // The income: the price, the fee and what reaches the seller, withdrawable at once (no settlement period).
    await page.goto(`${server.url}/myassets/list`);
    await expect.poll(() => page.getByText(`付费的盒子${name}`).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('模型售出').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('¥27.00').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('¥3.00').first().isVisible()).toBe(true);
    await screenshot(page, `cashout-${name}-income`, true);
    expect(await summary()).toMatchObject({ availableFen: NET_FEN, pendingFen: 0, heldFen: 0, withdrawnFen: 0 });

    // An Alipay account (the form's default type).
    await page.goto(`${server.url}/myassets/account`);
    await page.getByRole('textbox', { name: '真实姓名' }).fill('张小卖');
    await page.getByRole('textbox', { name: /支付宝账号/ }).fill('13800138000');
    await page.getByRole('button', { name: /保\s*存账户/ }).click();
    await expect.poll(() => page.getByText('**** 8000').first().isVisible()).toBe(true);
    await screenshot(page, `cashout-${name}-account`, true);

    // Withdraw ¥20.00 of the ¥27.00.
    await page.goto(`${server.url}/myassets/withdraw`);
    if (phone) {
      await page.getByText(/支付宝.*\*\*\*\* 8000/).click();
      await page.getByRole('textbox', { name: '提现金额（元）' }).fill('20');
    } else {
      await page.getByLabel('提现账户').click();
      const option = page.locator('.ant-select-item-option').filter({ hasText: '**** 8000' });
      await settled(option);
      await option.click();
      await page.getByRole('textbox', { name: '金额（元）' }).fill('20');
    }
    await page.getByRole('button', { name: /申请提现/ }).click();
    await expect.poll(() => page.getByText('已申请提现 ¥20.00').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('审核中').first().isVisible()).toBe(true);
    await screenshot(page, `cashout-${name}-withdraw`, true);
    expect(await summary()).toMatchObject({ availableFen: NET_FEN - WITHDRAW_FEN, heldFen: WITHDRAW_FEN, withdrawnFen: 0 });

    // The operator confirms the transfer on the desktop queue.
    const reference = `ZFB${Date.now()}`;
    const opContext = await openContext(browser, false, pageErrors);
    const op = await opContext.newPage();
    await logIn(op, server, operator);
    await op.goto(`${server.url}/admin/cashouts`);
    const row = op.locator('tr').filter({ hasText: `卖家${name === 'desktop' ? '电脑' : '手机'}` });
    await expect.poll(() => row.getByText('¥20.00').isVisible()).toBe(true);
    await expect.poll(() => row.getByText('13800138000').isVisible()).toBe(true);
    await screenshot(op, `cashout-${name}-admin`, true);
    await row.getByRole('button', { name: '确认打款' }).click();
    const dialog = op.getByRole('dialog');
    await settled(dialog.getByLabel('转账流水号'));
    await dialog.getByLabel('转账流水号').fill(reference);
    await screenshot(op, `cashout-${name}-admin-approve`);
    await dialog.getByRole('button', { name: '确认已打款' }).click();
    await expect.poll(() => op.getByText('已标记为已打款').isVisible()).toBe(true);
    await expect.poll(() => row.count()).toBe(0);
    await opContext.close();

    // The seller sees the withdrawal paid with the reference, and the balances moved.
    await page.reload();
    await expect.poll(() => page.getByText('已打款').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(reference).first().isVisible()).toBe(true);
    await screenshot(page, `cashout-${name}-paid`, true);
    expect(await summary()).toMatchObject({
      availableFen: NET_FEN - WITHDRAW_FEN,
      pendingFen: 0,
      heldFen: 0,
      withdrawnFen: WITHDRAW_FEN,
    });

    // The bills: the sale's income and the withdrawal, ending at what is left.
    const bills = await getJson<{ list: Bill[] }>(server, seller.token, 'pay/transaction/list?account=earnings');
    const earnings = bills.list.filter((b) => b.account === 'earnings');
    expect(earnings.reduce((sum, b) => sum + b.amount, 0)).toBe(NET_FEN - WITHDRAW_FEN);
    expect(earnings[0]?.balanceAfter).toBe(NET_FEN - WITHDRAW_FEN);
    expect((await getJson<{ earnings: number }>(server, seller.token, 'pay/options')).earnings).toBe(NET_FEN - WITHDRAW_FEN);
    await page.goto(`${server.url}/myaccount/account/bills`);
    await expect.poll(() => page.getByText('+¥27.00').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('-¥20.00').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('¥7.00').first().isVisible()).toBe(true);
    await screenshot(page, `cashout-${name}-bills`, true);
    await context.close();
    expect(pageErrors).toEqual([]);
  });
});
