/**
 * The open developer API of issue 18 in Debian's Chromium against the real server and the built app: a user creates
 * an API key on /api and sees its secret once, the documented Node example (tools/open-api-example.mjs, a child
 * process) lists their models with it, they revoke it and the example is refused; /APIDocument draws the Swagger UI
 * try-it console from /api/openapi.json. The phone shows the same centre. Screenshots go to /tmp/shots/openApi-*.png.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIXTURES,
  REPO_ROOT,
  createUser,
  getJson,
  launchChromium,
  logIn,
  openContext,
  screenshot,
  startServer,
  uploadModel,
  type RunningServer,
} from './server';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];
const EXAMPLE = path.join(REPO_ROOT, 'tools/open-api-example.mjs');
const randomPhone = () => `15${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

function runExample(keyId: string, secret: string) {
  return promisify(execFile)(process.execPath, [EXAMPLE], {
    env: { ...process.env, OPEN_API_BASE: server.url, OPEN_KEY_ID: keyId, OPEN_SECRET: secret },
  });
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('desktop', () => {
  it('creates a key, sees the secret once, calls the API from the example script, revokes the key', async () => {
    const token = await createUser(server, { login: randomPhone(), password: 'Open2025api', type: 2, nickname: '接口开发者' });
    await uploadModel(server, token, path.join(FIXTURES, 'glb/BoxTextured.glb'), { title: '接口里的盒子' });
    const context = await openContext(browser, false, pageErrors);
    const page = await context.newPage();
    try {
      await logIn(page, server, token);
      await page.goto(`${server.url}/api`);
      await expect.poll(() => page.getByRole('heading', { name: '开发者中心' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await page.getByLabel('密钥名称').fill('商城同步');
      await page.getByRole('button', { name: '创建密钥' }).click();
      const shown = page.locator('[aria-label="新密钥的 secret"]');
      await shown.waitFor();
      const secret = (await shown.innerText()).trim();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      await screenshot(page, 'openApi-desktop-secret', true);
      const info = await getJson<{ keys: { keyId: string; name: string }[] }>(server, token, 'account/getOpenUserInfo');
      const keyId = info.keys[0]!.keyId;

      const { stdout } = await runExample(keyId, secret);
      expect(stdout).toContain('接口里的盒子');

      await page.getByRole('button', { name: '我已保存' }).click();
      await expect.poll(() => page.content(), { timeout: 15_000 }).not.toContain(secret);
      await page.reload();
      await expect.poll(async () => (await page.getByText('商城同步').count()) > 0, { timeout: 15_000 }).toBe(true);
      expect(await page.content()).not.toContain(secret);
      // The example's call shows in today's count and the usage chart.
      await expect.poll(() => page.getByText('近 30 天调用量（共 1 次）').isVisible(), { timeout: 15_000 }).toBe(true);
      await screenshot(page, 'openApi-desktop', true);

      await page.getByRole('button', { name: /^吊\s?销$/ }).click();
      // A click on the confirm button while the popover is still opening can be lost: click again until it takes.
      const confirmRevoke = page.locator('.ant-popconfirm').getByRole('button', { name: /^吊\s?销$/ });
      await expect
        .poll(
          async () => {
            if (await page.getByText('已吊销').isVisible()) return true;
            if (await confirmRevoke.isVisible()) await confirmRevoke.click({ timeout: 2000 }).catch(() => undefined);
            return false;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await expect(runExample(keyId, secret)).rejects.toMatchObject({ stdout: expect.stringContaining('已被吊销') });

      await page.goto(`${server.url}/APIDocument`);
      await page.getByRole('tab', { name: '在线调试' }).click();
      await expect.poll(() => page.locator('.swagger-ui .opblock-tag').count(), { timeout: 30_000 }).toBeGreaterThan(10);
      // Tags start folded (docExpansion none): the open endpoints' group is listed.
      expect(await page.locator('.swagger-ui').innerText()).toContain('开放接口');
      await screenshot(page, 'openApi-desktop-console');
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('phone', () => {
  it('shows the developer centre and creates a key', async () => {
    const token = await createUser(server, { login: randomPhone(), password: 'Open2025api', type: 0, nickname: '手机开发者' });
    const context = await openContext(browser, true, pageErrors);
    const page = await context.newPage();
    try {
      await logIn(page, server, token);
      await page.goto(`${server.url}/api`);
      await expect.poll(() => page.getByRole('heading', { name: '开发者中心' }).isVisible(), { timeout: 15_000 }).toBe(true);
      await page.getByPlaceholder('如：商城同步').fill('小程序');
      await page.getByRole('button', { name: '创建密钥' }).click();
      await page.locator('[aria-label="新密钥的 secret"]').waitFor();
      await screenshot(page, 'openApi-phone', true);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
