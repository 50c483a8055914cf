import { execFile } from 'node:child_process';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { CreatedOpenKey, ModelRecord, OpenStats, OpenUserInfo, ShowView, SignatureHelp } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { startWechatMock, type WechatMock } from '../../../test/wechat-mock.js';
import { fixture } from '../file/test-helpers.js';
import { insertModel, type Page } from '../library/fixtures.js';
import { get, makeUser, ok, post, refused, type TestUser } from '../../../test/requests.js';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../../../tools/open-api-example.mjs');

interface Signing {
  keyId: string;
  secret: string;
  timestamp?: number;
  nonce?: string;
  /** Signs these instead of what is sent (a tampered request). */
  signedUrl?: string;
  signedBody?: string;
}

/** A request signed as docs/OPEN_API.md says. */
function signed(t: TestApp, method: 'GET' | 'POST', url: string, s: Signing, body?: unknown) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(s.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = s.nonce ?? randomBytes(12).toString('hex');
  const bodyHash = createHash('sha256')
    .update(s.signedBody ?? payload)
    .digest('hex');
  const text = [method, s.signedUrl ?? url, timestamp, nonce, bodyHash].join('\n');
  const signature = createHmac('sha256', s.secret).update(text).digest('hex');
  return t.app.inject({
    method,
    url,
    payload: payload || undefined,
    headers: {
      'x-open-key': s.keyId,
      'x-open-timestamp': timestamp,
      'x-open-nonce': nonce,
      'x-open-signature': signature,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
  });
}

describe.each(DIALECTS)('the open developer API on %s', (dialect) => {
  let t: TestApp;
  let wx: WechatMock;
  let dev: TestUser;
  let other: TestUser;
  let full: CreatedOpenKey;
  let readOnly: CreatedOpenKey;
  let mine: { modelCode: string };

  beforeAll(async () => {
    wx = await startWechatMock();
    t = await createTestApp(dialect, {
      WECHAT_APP_ID: wx.appId,
      WECHAT_APP_SECRET: wx.secret,
      WECHAT_API_BASE: wx.base,
      PUBLIC_URL: 'http://shop.test',
    });
    dev = await makeUser(t, 2, '开发者');
    other = await makeUser(t, 2, '别人');
    mine = await insertModel(t, dev, { title: '开放椅', views: 7 });
    await insertModel(t, dev, { title: '私有草图', visibility: 'private' });
    await insertModel(t, other, { title: '别人的桌子' });
  });
  afterAll(async () => {
    await t?.close();
    await wx?.close();
  });

  it('creates keys whose secret is shown once, lists them without it, and refuses bad scopes', async () => {
    full = ok<CreatedOpenKey>(
      await post(
        t,
        '/api/account/createOpenUser',
        { name: '商城同步', scopes: ['stats:read', 'models:read', 'models:upload'] },
        dev.token,
      ),
    );
    expect(full.key).toMatchObject({
      name: '商城同步',
      scopes: ['models:read', 'models:upload', 'stats:read'],
      rateLimit: 60,
      lastUsedAt: null,
      revokedAt: null,
      todayCalls: 0,
    });
    expect(full.key.keyId).toMatch(/^ak_[0-9a-f]{24}$/);
    expect(full.secret).toMatch(/^[0-9a-f]{64}$/);
    readOnly = ok<CreatedOpenKey>(
      await post(t, '/api/account/createOpenUser', { name: '只读', scopes: ['models:read'] }, dev.token),
    );

    const info = ok<OpenUserInfo>(await get(t, '/api/account/getOpenUserInfo', dev.token));
    expect(info.keys.map((k) => k.keyId)).toEqual([readOnly.key.keyId, full.key.keyId]);
    expect(JSON.stringify(info)).not.toContain(full.secret);
    expect(info.usage).toHaveLength(30);
    // The database holds no secret either.
    const rows = await t.db.kysely.selectFrom('open_api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(full.secret);

    refused(await post(t, '/api/account/createOpenUser', { name: '坏', scopes: ['root'] }, dev.token), 400, '权限范围不正确');
    refused(await post(t, '/api/account/createOpenUser', { name: '空', scopes: [] }, dev.token), 400, '请至少选择一项权限');
    refused(
      await post(t, '/api/account/createOpenUser', { name: '', scopes: ['models:read'] }, dev.token),
      400,
      '请填写密钥名称',
    );
    refused(await post(t, '/api/account/createOpenUser', { name: 'x', scopes: ['models:read'] }), 401);
    // Another user sees none of these keys.
    expect(ok<OpenUserInfo>(await get(t, '/api/account/getOpenUserInfo', other.token)).keys).toEqual([]);
  });

  it('lists, reads and sums the key owner’s models with signed requests', async () => {
    const page = ok<Page<{ modelCode: string; title: string }>>(
      await signed(t, 'GET', '/api/open/models?pageNum=1&pageSize=10', key(full)),
    );
    expect(page.total).toBe(2);
    expect(page.list.map((m) => m.title).sort()).toEqual(['开放椅', '私有草图']);
    const one = ok<ModelRecord>(await signed(t, 'GET', `/api/open/model?modelCode=${mine.modelCode}`, key(full)));
    expect(one).toMatchObject({ modelCode: mine.modelCode, title: '开放椅' });
    const stats = ok<OpenStats>(await signed(t, 'GET', '/api/open/statistics', key(full)));
    expect(stats).toMatchObject({ models: 2, views: 7 });
    // Someone else's model is not the key's to read.
    const theirs = await t.db.kysely
      .selectFrom('models')
      .select('model_code')
      .where('user_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect(
      (await signed(t, 'GET', `/api/open/model?modelCode=${theirs.model_code}`, key(full))).statusCode,
    ).toBeGreaterThanOrEqual(403);

    const info = ok<OpenUserInfo>(await get(t, '/api/account/getOpenUserInfo', dev.token));
    const used = info.keys.find((k) => k.keyId === full.key.keyId)!;
    expect(used.todayCalls).toBe(4);
    expect(used.lastUsedAt).not.toBeNull();
    expect(info.usage.at(-1)!.calls).toBe(4);
  });

  it('uploads a model in one signed request through the model upload service', async () => {
    const glb = fixture('glb/BoxTextured.glb');
    const body = {
      filename: 'box.glb',
      content: glb.toString('base64'),
      title: '接口上传的盒子',
      trade: '泛家居',
      price: 0,
      freeDownload: true,
    };
    const record = ok<ModelRecord>(await signed(t, 'POST', '/api/open/model/upload', key(full), body));
    expect(record).toMatchObject({ title: '接口上传的盒子', status: 'queued', originalName: 'box.glb' });
    // A key without the upload scope is refused before anything is stored.
    refused(await signed(t, 'POST', '/api/open/model/upload', key(readOnly), body), 403, '上传模型');
    refused(await signed(t, 'POST', '/api/open/model/upload', key(full), { ...body, content: '!!' }), 400, '文件内容须为 base64');
  });

  it('refuses a missing, stale, tampered or replayed signature, a wrong scope and an unknown key', async () => {
    const url = '/api/open/models?pageNum=1';
    refused(await get(t, url), 401, '缺少签名请求头');
    // A user's session token is no key.
    refused(await get(t, url, dev.token), 401, '缺少签名请求头');
    refused(await signed(t, 'GET', url, { keyId: 'ak_000000000000000000000000', secret: full.secret }), 401, 'API 密钥不存在');
    refused(await signed(t, 'GET', url, { ...key(full), secret: readOnly.secret }), 401, '签名不正确');
    refused(await signed(t, 'GET', url, { ...key(full), signedUrl: '/api/open/models?pageNum=2' }), 401, '签名不正确');
    refused(
      await signed(t, 'POST', '/api/open/model/upload', { ...key(full), signedBody: '{}' }, { title: 'x' }),
      401,
      '签名不正确',
    );
    const now = Math.floor(Date.now() / 1000);
    refused(await signed(t, 'GET', url, { ...key(full), timestamp: now - 301 }), 401, '时间戳已过期');
    refused(await signed(t, 'GET', url, { ...key(full), timestamp: now + 400 }), 401, '时间戳已过期');
    ok(await signed(t, 'GET', url, { ...key(full), timestamp: now - 200 }));
    const nonce = 'replay-me-0001';
    ok(await signed(t, 'GET', url, { ...key(full), nonce }));
    refused(await signed(t, 'GET', url, { ...key(full), nonce }), 401, '随机串已使用过');
    // The same nonce on another key is that key's own.
    ok(await signed(t, 'GET', url, { ...key(readOnly), nonce }));
    refused(await signed(t, 'GET', '/api/open/statistics', key(readOnly)), 403, '读取统计');
    refused(await signed(t, 'GET', url, { ...key(full), nonce: 'short' }), 401, '随机串格式不正确');
  });

  it('holds each key to its rate limit', async () => {
    const limited = ok<CreatedOpenKey>(
      await post(t, '/api/account/createOpenUser', { name: '限流', scopes: ['stats:read'] }, dev.token),
    );
    await t.db.kysely.updateTable('open_api_keys').set({ rate_limit: 3 }).where('key_id', '=', limited.key.keyId).execute();
    for (let i = 0; i < 3; i++) ok(await signed(t, 'GET', '/api/open/statistics', key(limited)));
    const res = await signed(t, 'GET', '/api/open/statistics', key(limited));
    refused(res, 429, '每分钟最多 3 次');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Other keys keep their own allowance.
    ok(await signed(t, 'GET', '/api/open/statistics', key(full)));
  });

  it('revokes a key: its signed requests are refused from then on', async () => {
    const temp = ok<CreatedOpenKey>(
      await post(t, '/api/account/createOpenUser', { name: '临时', scopes: ['models:read'] }, dev.token),
    );
    ok(await signed(t, 'GET', '/api/open/models', key(temp)));
    refused(await post(t, '/api/account/revokeOpenUser', { keyId: temp.key.keyId }, other.token), 404, '密钥不存在');
    expect(ok(await post(t, '/api/account/revokeOpenUser', { keyId: temp.key.keyId }, dev.token))).toBeNull();
    refused(await signed(t, 'GET', '/api/open/models', key(temp)), 401, '已被吊销');
    refused(await post(t, '/api/account/revokeOpenUser', { keyId: temp.key.keyId }, dev.token), 409, '已经吊销');
    refused(await post(t, '/api/account/revokeOpenUser', { keyId: 'nope' }, dev.token), 400, '密钥编号不正确');
    const info = ok<OpenUserInfo>(await get(t, '/api/account/getOpenUserInfo', dev.token));
    expect(info.keys.find((k) => k.keyId === temp.key.keyId)!.revokedAt).not.toBeNull();
  });

  it('explains the string to sign on home/signature, and a request signed from it passes', async () => {
    const help = ok<SignatureHelp>(await get(t, '/api/home/signature'));
    expect(Math.abs(help.serverTime - Date.now() / 1000)).toBeLessThan(5);
    expect(help).toMatchObject({ maxSkewSeconds: 300, stringToSign: null, headers: { key: 'x-open-key' } });
    const path = '/api/open/models?pageNum=1&pageSize=5';
    const q = new URLSearchParams({ method: 'GET', path, timestamp: String(help.serverTime), nonce: 'debug-nonce-1' });
    const explained = ok<SignatureHelp>(await get(t, `/api/home/signature?${q.toString()}`));
    expect(explained.stringToSign).toBe(
      `GET\n${path}\n${help.serverTime}\ndebug-nonce-1\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855`,
    );
    const signature = createHmac('sha256', full.secret).update(explained.stringToSign!).digest('hex');
    const res = await t.app.inject({
      url: path,
      headers: {
        'x-open-key': full.key.keyId,
        'x-open-timestamp': String(help.serverTime),
        'x-open-nonce': 'debug-nonce-1',
        'x-open-signature': signature,
      },
    });
    expect(ok<Page<unknown>>(res).pageSize).toBe(5);
    refused(await get(t, '/api/home/signature?path=models'), 400, '路径须以 /api/ 开头');
  });

  it('runs the documented Node example against a listening server', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { stdout } = await promisify(execFile)(process.execPath, [EXAMPLE], {
      env: { ...process.env, OPEN_API_BASE: `http://127.0.0.1:${port}`, OPEN_KEY_ID: full.key.keyId, OPEN_SECRET: full.secret },
    });
    const answer = JSON.parse(stdout) as { code: string; data: Page<{ title: string }> };
    expect(answer.code).toBe('200');
    expect(answer.data.list.map((m) => m.title)).toContain('开放椅');
    const bad = promisify(execFile)(process.execPath, [EXAMPLE], {
      env: { ...process.env, OPEN_API_BASE: `http://127.0.0.1:${port}`, OPEN_KEY_ID: full.key.keyId, OPEN_SECRET: 'wrong' },
    });
    await expect(bad).rejects.toMatchObject({ code: 1 });
  });

  it('draws a model’s QR code and asks WeChat for its mini-program link', async () => {
    const png = await get(t, `/api/personal/quickMark?modelCode=${mine.modelCode}`, dev.token);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    refused(await get(t, '/api/personal/quickMark?modelCode=zzzzzzzzzz', dev.token), 404, '模型不存在');

    const link = ok<{ openlink: string }>(await get(t, `/api/personal/generatescheme?modelCode=${mine.modelCode}`, dev.token));
    expect(link.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=/);
    expect(wx.schemes.at(-1)).toMatchObject({
      jump_wxa: { path: 'pages/modelinfo/index', query: `code=${mine.modelCode}` },
      is_expire: true,
    });
    refused(await get(t, '/api/personal/generatescheme?modelCode=zzzzzzzzzz', dev.token), 404, '模型不存在');

    // Every link spends the site's WeChat quota: only for a signed-in user, with a model or not.
    refused(await get(t, `/api/personal/generatescheme?modelCode=${mine.modelCode}`), 401, '请先登录');
    refused(await get(t, '/api/personal/generatescheme?path=pages/index/index'), 401, '请先登录');
    const plain = await createTestApp(dialect);
    try {
      const someone = await makeUser(plain, 2, '某人');
      refused(
        await get(plain, `/api/personal/generatescheme?modelCode=${mine.modelCode}`, someone.token),
        503,
        '小程序链接暂未开通',
        '500',
      );
    } finally {
      await plain.close();
    }
  });

  it("lists, reads, publishes and takes offline the key owner's shows with the shows:manage scope", async () => {
    const shows = ok<CreatedOpenKey>(
      await post(t, '/api/account/createOpenUser', { name: '展厅同步', scopes: ['shows:manage'] }, dev.token),
    );
    const save = (title: string, u: TestUser) =>
      post(t, '/api/show/save', { kind: 1, title, template: 'gallery' }, u.token).then((r) => ok<{ id: number }>(r).id);
    const id = await save('开放展厅', dev);
    const theirs = await save('别人的展厅', other);
    const table = await insertModel(t, other, { title: '别人的展品' });
    const place = (modelCode: string) => [{ slot: 0, modelCode, rotation: 0, scale: 1 }];
    ok(await post(t, '/api/show/saveModels', { id: theirs, placements: place(table.modelCode) }, other.token));
    ok(await post(t, '/api/show/publish', { id: theirs }, other.token));
    const page = ok<Page<{ id: number; status: string; actions: string[] }>>(
      await signed(t, 'GET', '/api/open/shows?pageNum=1&pageSize=10', key(shows)),
    );
    expect(page.list.map((s) => [s.id, s.status])).toEqual([[id, 'draft']]);
    refused(await signed(t, 'POST', '/api/open/show/publish', key(shows), { id }), 409, '展厅里还没有展品');
    ok(await post(t, '/api/show/saveModels', { id, placements: place(mine.modelCode) }, dev.token));
    expect(ok<ShowView>(await signed(t, 'POST', '/api/open/show/publish', key(shows), { id }))).toMatchObject({
      status: 'published',
      actions: ['edit', 'unpublish'],
    });
    expect(ok<ShowView>(await signed(t, 'GET', `/api/open/show?id=${id}`, key(shows))).status).toBe('published');
    expect(ok<ShowView>(await signed(t, 'POST', '/api/open/show/unpublish', key(shows), { id })).status).toBe('offline');
    // A key manages its owner's shows only; other keys need the scope.
    refused(await signed(t, 'GET', `/api/open/show?id=${theirs}`, key(shows)), 404, '展厅不存在');
    refused(await signed(t, 'POST', '/api/open/show/unpublish', key(shows), { id: theirs }), 403);
    refused(await signed(t, 'GET', '/api/open/shows', key(full)), 403, '管理展厅');
  });
});

const key = (k: CreatedOpenKey): Signing => ({ keyId: k.key.keyId, secret: k.secret });
