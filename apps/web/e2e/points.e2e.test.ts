/**
 * Points (issue 15) in Debian's Chromium against the real server and the built app, on a desktop and on a phone: a
 * user signs in on /myIntegral/list, uploads a model (the day task "上传模型") and claims its reward, then redeems
 * coins in /integralMall with those points; the points history shows all three. Then they open a page another user
 * shared (?from=<sharer id>), which counts once for the sharer's "share" day task. An operator gives goods a picture
 * of their own on /admin/mall (a GIF refused before it is sent, a PNG uploaded). Screenshots go to
 * /tmp/shots/points-*.png.
 */
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  uploadModel,
  type RunningServer,
} from './server';

const PASSWORD = 'Points2025day';

let server: RunningServer;
let browser: Browser;
let goodsTitle = '';
let operator = '';
const pageErrors: string[] = [];

const randomPhone = () => `15${Math.floor(Math.random() * 10)}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

beforeAll(async () => {
  // No demo catalogue: the story needs none, and its models would keep the pipeline busy.
  process.env.SEED_DEMO = 'false';
  server = await startServer();
  browser = await launchChromium();
  operator = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 5, nickname: '积分运营' });
  goodsTitle = '故事金币';
  // 5 (sign-in, day 1) + 20 (upload task) = 25 points: enough for this, not for two.
  await postJson(server, operator, 'integral/save', {
    title: goodsTitle,
    picture: '/mall/coins.svg',
    kind: 'coins',
    pointsPrice: 20,
    stock: 10,
    coins: 3,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['desktop', false],
  ['phone', true],
] as const)('points on %s', (name, phone) => {
  it('signs in, finishes a day task, claims it and redeems a mall item', async () => {
    const user = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2, nickname: `积分${name}` });
    const context = await openContext(browser, phone, pageErrors);
    const page: Page = await context.newPage();
    await logIn(page, server, user);

    await page.goto(`${server.url}/myIntegral/list`);
    await page.getByRole('button', { name: /签到领 5 积分/ }).click();
    await expect.poll(() => page.getByText('今日已签到').first().isVisible()).toBe(true);
    await screenshot(page, `points-${name}-signed`);

    // The day task is recorded by the model module when the upload is made.
    await uploadModel(server, user, path.join(FIXTURES, 'glb', 'BoxTextured.glb'), { title: `积分任务模型${name}` });
    await page.reload();
    await page.getByRole('button', { name: /^领\s?取$/ }).click();
    await expect.poll(async () => (await getJson<{ integral: number }>(server, user, 'userintegral/pannel')).integral).toBe(25);
    await screenshot(page, `points-${name}-tasks`, true);

    await page.goto(`${server.url}/integralMall`);
    await page.getByRole('button', { name: `兑换${goodsTitle}` }).click();
    await page.getByRole('button', { name: /确认兑换/ }).click();
    await expect.poll(async () => (await getJson<{ integral: number }>(server, user, 'userintegral/pannel')).integral).toBe(5);
    await expect.poll(() => page.getByText('已发放').first().isVisible()).toBe(true);
    await screenshot(page, `points-${name}-mall`, true);

    const history = await getJson<{ list: { kind: string; amount: number }[] }>(server, user, 'userintegral/scoreList');
    expect(history.list.map((x) => [x.kind, x.amount])).toEqual([
      ['redeem', -20],
      ['task', 20],
      ['signIn', 5],
    ]);
    const coins = await getJson<{ list: { amount: number; kind: string }[] }>(server, user, 'pay/transaction/list');
    expect(coins.list[0]).toMatchObject({ kind: 'redeem', amount: 3 });

    // A link another user shared, opened by this (signed-in) user: the sharer's "share" task is done.
    const sharer = await createUser(server, { login: randomPhone(), password: PASSWORD, type: 2, nickname: `分享${name}` });
    const sharerId = (await getJson<{ user: { id: number } }>(server, sharer, 'usercenter/user/info')).user.id;
    const shareTask = async () =>
      (
        await getJson<{ list: { code: string; progress: number; actions: string[] }[] }>(
          server,
          sharer,
          'userintegral/dayTaskList',
        )
      ).list.find((x) => x.code === 'share');
    expect(await shareTask()).toMatchObject({ progress: 0, actions: [] });
    await page.goto(`${server.url}/hisspace?userId=${sharerId}&from=${sharerId}`);
    await expect.poll(async () => (await shareTask())?.actions).toEqual(['claim']);
    expect(await shareTask()).toMatchObject({ progress: 1 });
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});

describe.each([
  ['desktop', false],
  ['phone', true],
] as const)('the mall editor on %s', (name, phone) => {
  it('refuses a GIF picture before sending it and saves the goods with an uploaded PNG', async () => {
    const title = `图片商品${name}`;
    const goods = await postJson<{ id: number }>(server, operator, 'integral/save', {
      title,
      picture: '/mall/mug.svg',
      kind: 'physical',
      pointsPrice: 50,
      stock: 5,
    });
    const context = await openContext(browser, phone, pageErrors);
    const page = await context.newPage();
    await logIn(page, server, operator);
    await page.goto(`${server.url}/admin/mall`);
    await (
      phone
        ? page.getByRole('article', { name: title }).getByRole('button', { name: '编辑' })
        : page.getByRole('button', { name: `编辑${title}` })
    ).click();

    const input = page.locator('input[aria-label="上传商品图片"]');
    await input.setInputFiles({ name: 'goods.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect.poll(() => page.getByText('商品图片只支持 PNG、JPEG、WebP 图片').isVisible()).toBe(true);
    await input.setInputFiles(path.join(FIXTURES, 'gltf', 'BoxTextured', 'CesiumLogoFlat.png'));
    const preview = page.getByAltText('商品图片预览');
    await expect.poll(() => preview.getAttribute('src')).not.toBe('/mall/mug.svg');
    const uploaded = await preview.getAttribute('src');
    await screenshot(page, `points-${name}-mall-editor`);
    await page.getByRole('button', { name: '保存', exact: true }).click();

    const picture = async () =>
      (await getJson<{ list: { id: number; picture: string }[] }>(server, operator, 'integral/list?all=1')).list.find(
        (g) => g.id === goods.id,
      )?.picture;
    await expect.poll(picture).toBe(uploaded);
    expect(pageErrors).toEqual([]);
    await context.close();
  }, 180_000);
});
