/**
 * The operators' money pages (issue 19) in Debian's Chromium against the real server and the built app: edit a
 * package's price on /admin/packages; on /admin/memberships grant a package to a user named by phone number, see
 * it in the user's list, revoke it with a reason and read both in the audit log; on /admin/payNotices see a
 * payment for an unknown order flagged, and mark it handled. Desktop. Screenshots: /tmp/shots/admin-*.png.
 */
import Database from 'better-sqlite3';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, launchChromium, logIn, openContext, screenshot, settled, startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];

const randomPhone = () => `16${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const shot = (page: Page, name: string) => screenshot(page, `admin-${name}`, true);

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A flagged notification as the order module records it: the sandbox gateway closes its payment with the order and
 * pays an order once, so the cases it flags (a payment for a closed or unknown order, a second payment) cannot be
 * made through it; the row is written into the e2e server's database the way the notification handler writes it.
 */
function flaggedNotice(orderNo: string): void {
  const db = new Database(path.join(server.dataDir, 'moxing.sqlite'));
  try {
    db.prepare(
      `INSERT INTO payment_notices (channel, order_no, trade_no, amount_fen, app_id, paid, result, reason, raw, resolved_at, created_at)
       VALUES ('sandbox', ?, ?, 600, 'sandbox', 1, 'flagged', '订单不存在，已收款需人工处理', '{}', NULL, ?)`,
    ).run(orderNo, `SBX${Date.now()}`, new Date().toISOString());
  } finally {
    db.close();
  }
}

describe('operator pages for packages, memberships and payment notices', () => {
  it('edits a package, grants and revokes one by phone number, and handles a flagged payment notice', async () => {
    const op = await createUser(server, { login: randomPhone(), password: 'Operator2025', type: 5, nickname: '运营小王' });
    const userPhone = randomPhone();
    await createUser(server, { login: userPhone, password: 'Member2025', type: 2, nickname: '受赠建模师' });
    const context = await openContext(browser, false, pageErrors);
    const page = await context.newPage();
    await logIn(page, server, op);

    // Packages: every one listed; the first one's price edited.
    await page.goto(`${server.url}/admin/packages`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(3);
    await shot(page, 'packages');
    const firstTitle = (await rows.first().locator('td').nth(1).innerText()).trim();
    await rows
      .first()
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    const dialog = page.getByRole('dialog');
    await settled(dialog.locator('input#priceYuan'));
    await dialog.locator('input#priceYuan').fill('35.5');
    await shot(page, 'package-editor');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => rows.first().innerText()).toContain('¥35.50');

    // Memberships: grant by phone number, then revoke with a reason; both in the audit log.
    await page.getByRole('link', { name: '会员开通与撤销' }).click();
    await page.waitForURL(/\/admin\/memberships/);
    await page.getByPlaceholder('手机号或用户编号').first().fill(userPhone);
    await page.locator('.ant-select').first().click();
    const option = page.locator('.ant-select-item-option').filter({ hasText: firstTitle });
    await settled(option);
    await option.click();
    await page.getByPlaceholder('原因（必填，写入操作日志）').fill('活动赠送');
    await page.getByRole('button', { name: /开\s*通/ }).click();
    const grants = page.locator('.ant-table-tbody').first();
    await expect.poll(() => grants.innerText()).toContain(firstTitle);
    await expect.poll(() => grants.innerText()).toContain('生效中');
    await shot(page, 'memberships-granted');
    await grants
      .getByRole('button', { name: /撤\s*销/ })
      .first()
      .click();
    await settled(page.getByPlaceholder('撤销原因（用户会收到消息）'));
    await page.getByPlaceholder('撤销原因（用户会收到消息）').fill('误操作，撤回');
    await page.getByRole('button', { name: '确认撤销' }).click();
    await expect.poll(() => grants.innerText()).toContain('已撤销');
    const log = page.locator('.ant-table-tbody').last();
    await expect.poll(() => log.innerText()).toContain('误操作，撤回');
    await expect.poll(() => log.innerText()).toContain('活动赠送');
    await expect.poll(() => log.innerText()).toContain('修改套餐');
    await shot(page, 'memberships-revoked');

    // Payment notices: money for a closed order is flagged until an operator marks it handled.
    const orderNo = `C${Date.now()}UNKNOWN`;
    flaggedNotice(orderNo);
    await page.goto(`${server.url}/admin/payNotices`);
    const notice = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: orderNo });
    await expect.poll(() => notice.innerText()).toContain('待人工处理');
    await expect.poll(() => notice.innerText()).toContain('订单不存在');
    await expect.poll(() => page.locator('.ant-spin-spinning').count()).toBe(0);
    await shot(page, 'pay-notices');
    await notice.getByRole('button', { name: '标为已处理' }).click();
    const ok = page.locator('.ant-popover').getByRole('button', { name: '已处理' });
    await settled(ok);
    await ok.click();
    await expect.poll(() => page.locator('.ant-table-tbody').innerText()).not.toContain(orderNo);
    await page.getByText('全部', { exact: true }).click();
    await expect.poll(() => notice.innerText()).toContain('已处理');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
