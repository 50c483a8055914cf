/**
 * Business accounts of issue 18 in Debian's Chromium against the real server and the built app: a company applies
 * for certification at /myaccount/toAuthentication (name, credit code, licence photo), an operator approves it at
 * /admin/certifications, the company creates a sub-account at /myaccount/subaccount with the code sent to its own
 * phone, the sub-account uploads a model, and the parent finds that model in its library (/mymodel/good), the upload
 * in the activity log and the model in its statistics ranking, also under the brand the sub-account uploaded it with;
 * the model page and the library card draw the brand and the certified company's badge. Then the certification
 * status and the brands on a 390x844 phone.
 * Screenshots go to /tmp/shots/business-*.png.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  FIXTURES,
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

const PASSWORD = 'Biz2025company';
const COMPANY = '福州墨型家居有限公司';
// A unified social credit code with a valid check character.
const CREDIT_CODE = '91350100M000100Y43';
const MODEL_TITLE = '子账号上传的沙发';
const BRAND = '墨型';

let server: RunningServer;
let browser: Browser;
const pageErrors: string[] = [];
const randomPhone = () => `17${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  // No demo catalogue: the story needs none, and its models would keep the pipeline busy.
  process.env.SEED_DEMO = 'false';
  server = await startServer();
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A licence photo: a small PNG drawn by the browser itself. */
async function licencePng(page: Page): Promise<Buffer> {
  await page.setContent('<div style="width:120px;height:80px;background:#1f6feb;color:#fff">营业执照</div>');
  return page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 80 } });
}

/** Logs in through the API with the password, as the login page does: the token. */
async function apiLogin(login: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password: createHash('sha256').update(password).digest('hex') }).toString(),
  });
  const answer = (await res.json()) as { code: string; data: { token: string }; errorMsg?: string };
  if (answer.code !== '200') throw new Error(`登录失败：${answer.code} ${answer.errorMsg ?? ''}`);
  return answer.data.token;
}

describe('business accounts', () => {
  const parentPhone = randomPhone();
  let parent = '';

  it('a company is certified, its sub-account uploads, the parent sees the model, the log and the ranking', async () => {
    parent = await createUser(server, { login: parentPhone, password: PASSWORD, type: 2, nickname: '墨型家居' });
    const operator = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 5, nickname: '审核运营' });

    // The company applies.
    const context = await openContext(browser, false, pageErrors);
    const page = await context.newPage();
    const png = await licencePng(page);
    await logIn(page, server, parent);
    await page.goto(`${server.url}/myaccount/toAuthentication`);
    await page.getByLabel('企业名称').fill(COMPANY);
    await page.getByLabel('统一社会信用代码').fill(CREDIT_CODE);
    await page.getByLabel(/营业执照照片/).setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
    await page.getByText('已上传 licence.png').waitFor();
    await screenshot(page, 'business-desktop-apply', true);
    await page.getByRole('button', { name: /提交认证/ }).click();
    await page.getByText('认证审核中').waitFor();

    // The operator approves it.
    const opContext = await openContext(browser, false, pageErrors);
    const opPage = await opContext.newPage();
    await logIn(opPage, server, operator);
    await opPage.goto(`${server.url}/admin/certifications`);
    const row = opPage.getByRole('row').filter({ hasText: COMPANY });
    await row.getByRole('img', { name: '营业执照' }).waitFor();
    await screenshot(opPage, 'business-desktop-review', true);
    await row.getByRole('button', { name: /通\s?过/ }).click();
    await expect.poll(() => row.count()).toBe(0);
    await opContext.close();

    await page.goto(`${server.url}/myaccount/authentication`);
    await page.getByText('已认证').waitFor();
    expect(await page.getByText(COMPANY).isVisible()).toBe(true);
    await screenshot(page, 'business-desktop-certified', true);

    // The company creates a sub-account; the code goes to the parent's phone.
    const childPhone = randomPhone();
    const childPassword = 'Child2025upload';
    await page.goto(`${server.url}/myaccount/subaccount`);
    await page.getByText('还没有子账号').waitFor();
    await page.getByRole('button', { name: '新建子账号' }).click();
    const dialog = page.getByRole('dialog');
    await settled(dialog.getByLabel('子账号名称'));
    await dialog.getByLabel('子账号名称').fill('设计师小林');
    await dialog.getByLabel('子账号登录手机号').fill(childPhone);
    await dialog.getByLabel('登录密码').fill(childPassword);
    const since = server.mark();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dialog.getByText(`验证码已发送至主账号手机 ${parentPhone.slice(0, 3)}****${parentPhone.slice(-4)}`).waitFor();
    await dialog.getByLabel('主账号手机验证码').fill(await server.smsCode(parentPhone, since));
    await screenshot(page, 'business-desktop-child-form');
    await dialog.getByRole('button', { name: /保\s?存/ }).click();
    const childRow = page.getByRole('row').filter({ hasText: childPhone });
    await childRow.getByText('设计师小林').waitFor();
    expect(await childRow.getByText('上传模型').isVisible()).toBe(true);

    // The company has a brand; the sub-account logs in and uploads under it; the model belongs to the company.
    const brand = await postJson<{ id: number }>(server, parent, 'company/brand/save', { name: BRAND });
    const child = await apiLogin(childPhone, childPassword);
    const code = await uploadModel(server, child, path.join(FIXTURES, 'glb', 'BoxTextured.glb'), {
      title: MODEL_TITLE,
      brandId: brand.id,
    });
    await waitModelReady(server, parent, code);

    await page.goto(`${server.url}/mymodel/good`);
    await page.getByText(MODEL_TITLE).first().waitFor();
    await screenshot(page, 'business-desktop-library', true);

    await page.goto(`${server.url}/myaccount/subaccount`);
    const upload = page.getByRole('row').filter({ hasText: `上传模型“${MODEL_TITLE}”` });
    await upload.waitFor();
    expect(await upload.getByText('设计师小林').isVisible()).toBe(true);
    expect(await page.getByRole('row').filter({ hasText: '新建子账号“设计师小林”' }).isVisible()).toBe(true);
    await screenshot(page, 'business-desktop-activity', true);

    // Someone likes the model: the ranking lists models with activity in the period.
    const fan = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 0, nickname: '路人' });
    await postJson(server, fan, 'model/like', { modelCode: code, liked: true });
    await page.goto(`${server.url}/myaccount/statistics`);
    await expect.poll(() => page.getByRole('link', { name: MODEL_TITLE }).isVisible()).toBe(true);
    // The brand's dashboard: the brand's models only.
    await page.getByLabel('品牌').click();
    const brandOption = page.locator(`.ant-select-item-option[title="${BRAND}"]`);
    await settled(brandOption);
    await brandOption.click();
    await page.getByText(`品牌“${BRAND}”，`).waitFor();
    await expect.poll(() => page.getByRole('link', { name: MODEL_TITLE }).isVisible()).toBe(true);
    await screenshot(page, 'business-desktop-statistics', true);

    // The model page shows the brand and the certified company's badge; so does its card in the library.
    await page.goto(`${server.url}/modelinfo/${code}`);
    const author = page.getByRole('region', { name: '作者' });
    await author.getByText('企业认证').waitFor();
    expect(await author.getByText(BRAND, { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'business-desktop-model-page', true);
    await page.goto(`${server.url}/good`);
    await page.locator(`[data-model-code="${code}"]`).getByText('企业认证').waitFor();
    await screenshot(page, 'business-desktop-card-badge', true);

    expect(pageErrors).toEqual([]);
    await context.close();
  }, 300_000);

  it('the certification status renders on a phone', async () => {
    const context = await openContext(browser, true, pageErrors);
    const page = await context.newPage();
    await logIn(page, server, parent);
    await page.goto(`${server.url}/myaccount/authentication`);
    await page.getByText('企业认证：已认证').waitFor();
    await screenshot(page, 'business-phone-certified', true);
    // The owner sees the number masked: first and last characters only.
    expect(await page.getByText(`${COMPANY} ${CREDIT_CODE[0]}${'*'.repeat(16)}${CREDIT_CODE.at(-1)}`).isVisible()).toBe(true);
    // The company's brands on a phone.
    await page.goto(`${server.url}/myaccount/brandMannager`);
    const brandItem = page.locator('.adm-list-item').filter({ hasText: '1 个模型' });
    await brandItem.waitFor();
    expect(await brandItem.innerText()).toContain(BRAND);
    await screenshot(page, 'business-phone-brands', true);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 60_000);
});
