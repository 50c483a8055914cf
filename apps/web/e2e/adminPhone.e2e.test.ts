/**
 * Operators on a phone (390x844, issues 15, 18, 19): from /admin/needReview one demand is approved and another
 * rejected with a reason, the effect read back through the API; the orders, cash-out and certification queues show
 * on the phone layout. Screenshots: /tmp/shots/admin-phone-*.png.
 */
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  getJson,
  launchChromium,
  logIn,
  openContext,
  postJson,
  screenshot,
  settled,
  startServer,
  type RunningServer,
} from './server';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];

const randomPhone = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const shot = (page: Page, name: string) => screenshot(page, `admin-phone-${name}`, true);

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an operator on a phone', () => {
  it('approves one demand and rejects another from the review queue, and sees the other queues', async () => {
    const [operator, buyer] = await Promise.all([
      createUser(server, { login: randomPhone('134'), password: 'Operator2025', type: 5, nickname: '手机运营' }),
      createUser(server, { login: randomPhone('135'), password: 'Buyer2025', type: 0, nickname: '手机买家' }),
    ]);
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const demand = (title: string) =>
      postJson<{ code: string }>(server, buyer, 'need/create', {
        title,
        serviceType: '3D建模',
        trade: '泛家居',
        budget: 800,
        deadline,
        description: '一把北欧风格实木餐椅的模型，用于电商 3D 展示，交付 GLB。',
        contactType: 'platform',
      });
    const good = await demand('北欧实木餐椅建模');
    const vague = await demand('随便做一个模型');

    const context = await openContext(browser, true, pageErrors);
    const page = await context.newPage();
    await logIn(page, server, operator);
    await page.goto(`${server.url}/admin/needReview`);
    const card = (title: string) => page.getByRole('article', { name: title });
    await card('北欧实木餐椅建模').waitFor();
    await card('随便做一个模型').waitFor();
    await shot(page, 'review');

    // Approve: the sheet shows the demand, the confirmation says what happens.
    await card('北欧实木餐椅建模').getByRole('button', { name: '查看详情' }).click();
    const sheet = page.getByRole('dialog', { name: '审核需求' });
    await sheet
      .getByText(/北欧风格实木餐椅/)
      .first()
      .waitFor();
    await shot(page, 'review-sheet');
    await sheet.getByRole('button', { name: '审核通过' }).click();
    await page.getByRole('button', { name: '通过', exact: true }).click();
    await page.getByText('已通过审核').waitFor();
    await expect.poll(() => card('北欧实木餐椅建模').count()).toBe(0);
    expect((await getJson<{ status: number }>(server, operator, `need/getNeed?code=${good.code}`)).status).toBe(0);

    // Reject: the reason is required and reaches the buyer.
    await card('随便做一个模型').getByRole('button', { name: '查看详情' }).click();
    await sheet.getByRole('button', { name: '驳回' }).click();
    const confirm = page.getByRole('button', { name: '确认驳回' });
    await page.getByLabel('驳回原因').fill('请');
    await expect.poll(() => confirm.isDisabled()).toBe(true);
    await page.getByLabel('驳回原因').fill('请补充尺寸、用途和交付格式。');
    await settled(confirm);
    await shot(page, 'reject');
    await confirm.click();
    await page.getByText('已驳回，发布者会收到原因').waitFor();
    await expect.poll(() => card('随便做一个模型').count()).toBe(0);
    const rejected = await getJson<{ status: number; rejectReason: string | null }>(
      server,
      buyer,
      `need/getNeed?code=${vague.code}`,
    );
    expect(rejected).toMatchObject({ status: -1, rejectReason: '请补充尺寸、用途和交付格式。' });

    // The other queues answer on the phone layout (cards, filters), here empty or with the seed's records.
    await page.goto(`${server.url}/admin/orders`);
    await page.getByPlaceholder('订单号或手机号').waitFor();
    await page
      .getByText(/共 \d+ 条|还没有订单/)
      .first()
      .waitFor();
    await shot(page, 'orders');
    await page.goto(`${server.url}/admin/cashouts`);
    await page.getByRole('link', { name: '导出 CSV' }).waitFor();
    await page
      .getByText(/共 \d+ 条|没有符合条件的提现/)
      .first()
      .waitFor();
    await shot(page, 'cashouts');
    await page.goto(`${server.url}/admin/packages`);
    await page.getByRole('article').first().waitFor();
    await shot(page, 'packages');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps the phone queues to operators', async () => {
    const user = await createUser(server, { login: randomPhone('136'), password: 'Member2025', type: 2, nickname: '建模师' });
    const context = await openContext(browser, true, pageErrors);
    const page = await context.newPage();
    await logIn(page, server, user);
    await page.goto(`${server.url}/admin/cashouts`);
    await page.getByText('没有访问权限').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await context.close();
  });
});
