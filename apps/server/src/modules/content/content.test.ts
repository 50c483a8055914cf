import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_POINTS, type ContentAdminDetail, type ContentDetail, type ContentItem } from '@moxing/shared';
import { DIALECTS, createTestApp, form, newPhone, sha256, type TestApp } from '../../../test/harness.js';
import { get, makeUser, ok, post, refused, type TestUser } from '../../../test/requests.js';
import { tinyPng, upload } from '../library/fixtures.js';

type Page<T> = { list: T[]; total: number };
const SCRIPT = '<script>alert(1)</script>';
const IFRAME = '<iframe src="https://evil.example/"></iframe>';

describe.each(DIALECTS)('content on %s', (dialect) => {
  let t: TestApp;
  let op: TestUser;
  let visitor: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    op = await makeUser(t, 5, '运营小王');
    visitor = await makeUser(t, 0, '访客');
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = async (body: Record<string, unknown>) =>
    ok<ContentAdminDetail>(await post(t, '/api/content/admin/save', body, op.token));
  const act = (id: number, action: string, token = op.token) => post(t, '/api/content/admin/action', { id, action }, token);

  it('an operator writes a draft, publishes it, takes it offline and deletes it; visitors see it only while published', async () => {
    const draft = await save({
      kind: 'help',
      title: '如何上传模型',
      summary: '三步完成上传',
      category: '新手入门',
      body: '## 第一步\n\n点击右上角的**上传**。\n\n![截图](/api/common/file/abc)',
    });
    expect(draft).toMatchObject({ state: 'draft', actions: ['edit', 'publish', 'delete'] });
    expect(draft.html).toContain('<h2>第一步</h2>');
    expect(draft.html).toContain('<img src="/api/common/file/abc" alt="截图" />');
    refused(await get(t, `/api/helpManage/getHelpInfo?id=${draft.id}`), 404, '未发布');
    expect(ok<{ categories: unknown[] }>(await get(t, '/api/helpManage/getHelpAll')).categories).toEqual([]);

    const published = ok<ContentAdminDetail>(await act(draft.id, 'publish'));
    expect(published).toMatchObject({ state: 'published', actions: ['edit', 'unpublish'] });
    const seen = ok<ContentDetail>(await get(t, `/api/helpManage/getHelpInfo?id=${draft.id}`));
    expect(seen).toMatchObject({ title: '如何上传模型', html: draft.html });
    const all = ok<{ categories: { category: string; list: ContentItem[] }[] }>(await get(t, '/api/helpManage/getHelpAll'));
    expect(all.categories).toEqual([{ category: '新手入门', list: [expect.objectContaining({ id: draft.id })] }]);
    // Search reads the title, summary and the body's text.
    const hit = await get(t, `/api/helpManage/getHelpAll?keyword=${encodeURIComponent('右上角')}`);
    expect(ok<{ categories: unknown[] }>(hit).categories).toHaveLength(1);
    const miss = await get(t, `/api/helpManage/getHelpAll?keyword=${encodeURIComponent('100%_')}`);
    expect(ok<{ categories: unknown[] }>(miss).categories).toEqual([]);

    refused(await act(draft.id, 'publish'), 409, '已发布的内容不能发布');
    refused(await act(draft.id, 'delete'), 409, '请先下线');
    expect(ok<ContentAdminDetail>(await act(draft.id, 'unpublish')).state).toBe('offline');
    refused(await get(t, `/api/helpManage/getHelpInfo?id=${draft.id}`), 404);
    expect(ok(await act(draft.id, 'delete'))).toBeNull();
    refused(await get(t, `/api/content/admin/detail?id=${draft.id}`, op.token), 404);
  });

  it('refuses the console to visitors and anonymous callers', async () => {
    refused(await post(t, '/api/content/admin/save', { kind: 'news', title: 'x' }, visitor.token), 403);
    refused(await get(t, '/api/content/admin/list', visitor.token), 403);
    refused(await post(t, '/api/content/admin/save', { kind: 'news', title: 'x' }), 401);
    refused(await post(t, '/api/content/admin/preview', { body: 'x' }, visitor.token), 403);
  });

  it('cleans scripts, iframes, handlers and javascript: links out of bodies; titles stay text', async () => {
    const body = `正文${SCRIPT}${IFRAME}<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">点我</a><p style="color:red" onclick="x()">段落</p>[外链](https://example.com)`;
    const item = await save({ kind: 'news', title: `新闻${SCRIPT}`, summary: IFRAME, body });
    expect(item.html).not.toMatch(/script|iframe|onerror|onclick|javascript:|style=|alert/);
    expect(item.html).toContain('<p>段落</p>');
    expect(item.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">外链</a>');
    // The operator's original is kept for editing; visitors get only the clean HTML, the title as plain text.
    expect(item.body).toBe(body);
    expect(item.title).toBe(`新闻${SCRIPT}`);
    const preview = ok<{ html: string }>(
      await post(t, '/api/content/admin/preview', { body: `${SCRIPT}\n\n**粗体**` }, op.token),
    );
    expect(preview.html).toBe('<p><strong>粗体</strong></p>');
    refused(
      await post(
        t,
        '/api/content/admin/save',
        { kind: 'banner', title: 'b', cover: '/a.png', position: 'home', link: 'javascript:alert(1)' },
        op.token,
      ),
      400,
      '链接',
    );
  });

  it('schedules: an item published ahead of its start shows from then on, and not after its end', async () => {
    const future = new Date(Date.now() + 3600_000).toISOString();
    const past = new Date(Date.now() - 3600_000).toISOString();
    const later = await save({ kind: 'news', title: '明天的新闻', startAt: future });
    expect(ok<ContentAdminDetail>(await act(later.id, 'publish')).state).toBe('scheduled');
    const ended = await save({
      kind: 'news',
      title: '过期的新闻',
      startAt: new Date(Date.now() - 7200_000).toISOString(),
      endAt: past,
    });
    expect(ok<ContentAdminDetail>(await act(ended.id, 'publish')).state).toBe('ended');
    const now = await save({ kind: 'news', title: '今天的新闻', summary: '摘要' });
    await act(now.id, 'publish');
    const list = ok<Page<ContentItem>>(await get(t, '/api/content/list?kind=news'));
    expect(list.list.map((c) => c.title)).toEqual(['今天的新闻']);
    refused(await get(t, `/api/helpManage/getHelpInfo?id=${later.id}`), 404);
    refused(
      await post(t, '/api/content/admin/save', { kind: 'news', title: 'x', startAt: future, endAt: past }, op.token),
      400,
      '结束时间',
    );
    refused(await post(t, '/api/content/admin/save', { kind: 'news', title: 'x', startAt: '明天' }, op.token), 400, '开始时间');
    refused(await post(t, '/api/content/admin/save', { kind: 'news', title: '' }, op.token), 400, '请填写标题');
    refused(await post(t, '/api/content/admin/save', { kind: 'poem', title: 'x' }, op.token), 400, '内容类型');
  });

  it('serves pages by slug, refuses a slug already taken', async () => {
    const page = await save({ kind: 'page', title: '用户协议', slug: 'useProtocol', body: '# 用户协议\n\n第一条' });
    await act(page.id, 'publish');
    expect(ok<ContentDetail>(await get(t, '/api/content/page?slug=useProtocol')).html).toContain('<h1>用户协议</h1>');
    refused(
      await post(t, '/api/content/admin/save', { kind: 'page', title: '另一个', slug: 'useProtocol' }, op.token),
      409,
      '已被',
    );
    refused(await post(t, '/api/content/admin/save', { kind: 'page', title: '无地址' }, op.token), 400, '页面地址');
    refused(await get(t, '/api/content/page?slug=nothing'), 404, '页面不存在');
    const edited = await save({ id: page.id, kind: 'page', title: '用户协议（修订）', slug: 'useProtocol', body: '第二版' });
    expect(edited.state).toBe('published');
    expect(ok<ContentDetail>(await get(t, '/api/content/page?slug=useProtocol')).title).toBe('用户协议（修订）');
  });

  it('shows banners by position, counts clicks, serves ads', async () => {
    const banner = await save({
      kind: 'banner',
      title: '双十一',
      cover: '/banner.png',
      position: 'home',
      link: '/good',
      sort: 5,
    });
    refused(await post(t, '/api/home/banner/click', { id: banner.id }), 404);
    await act(banner.id, 'publish');
    const help = await save({ kind: 'banner', title: '帮助横幅', cover: '/h.png', position: 'help' });
    await act(help.id, 'publish');
    expect(ok<ContentItem[]>(await get(t, '/api/home/getBannerList')).map((b) => b.title)).toEqual(['双十一']);
    expect(ok<ContentItem[]>(await get(t, '/api/public/banner?position=help')).map((b) => b.title)).toEqual(['帮助横幅']);
    refused(await get(t, '/api/public/banner?position=moon'), 400, '横幅位置');
    expect(ok<{ count: number }>(await post(t, '/api/home/banner/click', { id: banner.id })).count).toBe(1);
    expect(ok<{ count: number }>(await post(t, '/api/home/banner/click', { id: banner.id })).count).toBe(2);
    expect(ok<ContentAdminDetail>(await get(t, `/api/content/admin/detail?id=${banner.id}`, op.token)).clicks).toBe(2);
    refused(await post(t, '/api/content/admin/save', { kind: 'banner', title: '无图', position: 'home' }, op.token), 400, '图片');

    const ad = await save({ kind: 'ad', title: '广告', cover: '/ad.png', link: 'https://example.com/' });
    refused(await get(t, `/api/advertising/queryByAdvertisingId?advertisingId=${ad.id}`), 404);
    await act(ad.id, 'publish');
    expect(ok<ContentDetail>(await get(t, `/api/advertising/queryByAdvertisingId?advertisingId=${ad.id}`)).link).toBe(
      'https://example.com/',
    );
    refused(await get(t, `/api/advertising/queryByAdvertisingId?advertisingId=${banner.id}`), 404);
  });

  it('activities: the popup answers state 1 only with a showing popup activity; browse and sign-up counts', async () => {
    expect(ok(await get(t, '/api/activity/getActivityPage'))).toEqual({ state: 0, activity: null });
    const a = await save({
      kind: 'activity',
      title: '家具展',
      slug: 'furniture',
      cover: '/f.png',
      popup: true,
      link: '/furniture',
    });
    expect(ok(await get(t, '/api/activity/getActivityPage'))).toEqual({ state: 0, activity: null });
    await act(a.id, 'publish');
    expect(ok<{ state: number; activity: ContentItem }>(await get(t, '/api/activity/getActivityPage'))).toMatchObject({
      state: 1,
      activity: { id: a.id, title: '家具展' },
    });
    expect(ok<{ count: number }>(await post(t, '/api/activity/addBrowseCount', { id: a.id })).count).toBe(1);
    expect(ok<{ count: number }>(await post(t, '/api/user/activity/add', { id: a.id }, visitor.token)).count).toBe(1);
    expect(ok<{ count: number }>(await post(t, '/api/user/activity/add', { id: a.id }, visitor.token)).count).toBe(1);
    refused(await post(t, '/api/user/activity/add', { id: a.id }), 401);
    refused(await post(t, '/api/user/activity/add', { id: 999_999 }, visitor.token), 404, '活动');
    const mine = ok<{ list: (ContentItem & { joinedAt: string })[] }>(await get(t, '/api/user/activity/brown', visitor.token));
    expect(mine.list.map((x) => x.title)).toEqual(['家具展']);
  });

  it('takes cooperation leads (limited per address) and shows them to operators', async () => {
    const lead = { name: '张经理', phone: '13800001111', company: '某家居', content: `想合作${SCRIPT}` };
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/businessCooperation/create', payload: lead, remoteAddress: ip });
    const made = ok<{ id: number; content: string }>(await send('10.7.0.1'));
    expect(made.content).toBe(lead.content);
    for (let i = 0; i < 4; i += 1) ok(await send('10.7.0.1'));
    refused(await send('10.7.0.1'), 429, '太频繁');
    ok(await send('10.7.0.2'));
    refused(await post(t, '/api/businessCooperation/create', { ...lead, phone: 'abc' }), 400, '联系电话');
    const leads = ok<Page<{ name: string }>>(await get(t, '/api/businessCooperation/admin/list', op.token));
    expect(leads.total).toBe(6);
    refused(await get(t, '/api/businessCooperation/admin/list', visitor.token), 403);
  });

  it('feedback: screenshots, a flood refused, the operator answers with a message', async () => {
    const author = await makeUser(t, 0, '反馈人');
    const shot = await upload(t, author.token, 'shot.png', await tinyPng(1));
    const body = { type: '问题', content: `上传卡住了${IFRAME}`, images: [shot.url] };
    const first = ok<{ id: number; images: string[] }>(await post(t, '/api/feedback/create', body, author.token));
    expect(first.images).toEqual([shot.url]);
    // Another user's screenshot, an unknown file, a file that is not an image: refused before the flood counts.
    refused(await post(t, '/api/feedback/create', { content: 'x', images: [shot.url] }, visitor.token), 403, '不属于你');
    refused(await post(t, '/api/feedback/create', { content: 'x', images: ['/api/common/file/nope'] }, author.token), 404);
    const doc = await upload(t, author.token, 'notes.txt', Buffer.from('不是图片'));
    refused(await post(t, '/api/feedback/create', { content: 'x', images: [doc.url] }, author.token), 400, '不是图片');
    for (let i = 0; i < 4; i += 1) ok(await post(t, '/api/feedback/create', { content: `第${i}条` }, author.token));
    refused(await post(t, '/api/feedback/create', { content: '第六条' }, author.token), 429, '提交反馈太频繁');
    refused(await post(t, '/api/feedback/create', { content: 'x', images: ['https://evil/x.png'] }, visitor.token), 400, '截图');
    refused(await post(t, '/api/feedback/create', { content: '' }, visitor.token), 400, '反馈内容');
    refused(await post(t, '/api/feedback/create', { content: 'x' }), 401);

    const queue = ok<Page<{ id: number; reply: string | null }>>(await get(t, '/api/feedback/admin/list', op.token));
    expect(queue.total).toBe(5);
    refused(await get(t, '/api/feedback/admin/list', author.token), 403);
    const answered = ok<{ reply: string }>(
      await post(t, '/api/feedback/admin/reply', { id: first.id, reply: '已修复，请重试' }, op.token),
    );
    expect(answered.reply).toBe('已修复，请重试');
    refused(await post(t, '/api/feedback/admin/reply', { id: 999_999, reply: 'x' }, op.token), 404);
    const mine = ok<Page<{ id: number; reply: string | null }>>(await get(t, '/api/feedback/my', author.token));
    expect(mine.list.find((f) => f.id === first.id)?.reply).toBe('已修复，请重试');
    const msgs = ok<Page<{ title: string; link: string }>>(await get(t, '/api/message/getList', author.token));
    expect(msgs.list[0]).toMatchObject({ title: '您的意见反馈有了回复', link: '/feedback' });
    expect(ok<Page<unknown>>(await get(t, '/api/feedback/my', visitor.token)).total).toBe(0);
  });

  it('invite codes: one per user, registrations through them attributed, unknown and own codes refused', async () => {
    const inviter = await makeUser(t, 0, '邀请人');
    const mine = ok<{ code: string; invitedCount: number }>(await get(t, '/api/invite/my', inviter.token));
    expect(mine.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(ok<{ code: string }>(await get(t, '/api/invite/my', inviter.token)).code).toBe(mine.code);

    const registerWith = async (inviteCode: string) => {
      const login = newPhone();
      const cap = await t.app.inject({ method: 'POST', url: '/api/sms/captcha' });
      const { captchaId } = cap.json().data as { captchaId: string };
      const row = await t.db.kysely.selectFrom('captchas').select('answer').where('id', '=', captchaId).executeTakeFirstOrThrow();
      ok(
        await t.app.inject({
          method: 'POST',
          url: '/api/account/sendCode',
          ...form({ login, purpose: 'register', captchaId, captcha: row.answer }),
        }),
      );
      const code = t.sms.last(login);
      return t.app.inject({
        method: 'POST',
        url: '/api/account/regist',
        ...form({ login, code, password: sha256('abc12345'), inviteCode }),
      });
    };
    refused(await registerWith('NOSUCH88'), 400, '邀请码不存在');
    refused(await registerWith('ab'), 400, '邀请码');
    const invitee = ok<{ token: string; id: number }>(await registerWith(mine.code.toLowerCase()));
    const after = ok<{ invitedCount: number; list: { nickname: string }[] }>(await get(t, '/api/invite/my', inviter.token));
    expect(after.invitedCount).toBe(1);
    // Each attributed friend earns the inviter INVITE_POINTS, through the points ledger.
    const points = async () => ok<{ integral: number }>(await get(t, '/api/userintegral/pannel', inviter.token)).integral;
    expect(await points()).toBe(INVITE_POINTS);
    const theirs = ok<{ code: string; invitedBy: { id: number } }>(await get(t, '/api/invite/my', invitee.token));
    expect(theirs.invitedBy.id).toBe(inviter.id);

    // Binding afterwards: own code, an unknown one, a second one, and one's own invitee's are refused.
    refused(await post(t, '/api/invite/bind', { inviteCode: mine.code }, inviter.token), 400, '不能填写自己的邀请码');
    refused(await post(t, '/api/invite/bind', { inviteCode: 'ZZZZZZZZ' }, inviter.token), 400, '邀请码不存在');
    refused(await post(t, '/api/invite/bind', { inviteCode: theirs.code }, inviter.token), 400, '您邀请的好友');
    refused(await post(t, '/api/invite/bind', { inviteCode: mine.code }, invitee.token), 409, '已填写过');
    const late = await makeUser(t, 0, '晚到的人');
    const bound = ok<{ invitedBy: { nickname: string } }>(
      await post(t, '/api/invite/bind', { inviteCode: mine.code }, late.token),
    );
    expect(bound.invitedBy.nickname).toBe('邀请人');
    expect(await points()).toBe(2 * INVITE_POINTS);
  });
});

describe.each(DIALECTS)('content pages drawn by the server on %s', (dialect) => {
  let dist: string;
  let t: TestApp;
  let op: TestUser;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-web-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="默认描述" /><title>模型星球</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp(dialect, { WEB_DIST: dist, SITE_CONTACT_PHONE: '400-820-0000' });
    op = await makeUser(t, 5, '运营');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const publish = async (body: Record<string, unknown>) => {
    const item = ok<ContentAdminDetail>(await post(t, '/api/content/admin/save', body, op.token));
    ok(await post(t, '/api/content/admin/action', { id: item.id, action: 'publish' }, op.token));
    return item;
  };

  it('puts the title, description and picture of a published article in the head, and the article in the body', async () => {
    const news = await publish({
      kind: 'news',
      title: '模型星球上线 "AR" 试戴 <b>',
      summary: '珠宝与鞋服可在手机上试戴',
      cover: '/api/common/file/cover1',
      body: `# 正文标题\n\n${SCRIPT}第一段`,
    });
    const res = await t.app.inject({ method: 'GET', url: `/news?id=${news.id}`, headers: { host: 'moxing.test' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>模型星球上线 &quot;AR&quot; 试戴 &lt;b&gt; - 模型星球</title>');
    expect(res.body).toContain('<meta name="description" content="珠宝与鞋服可在手机上试戴" />');
    expect(res.body).toContain('<meta property="og:title" content="模型星球上线 &quot;AR&quot; 试戴 &lt;b&gt;">');
    expect(res.body).toContain('<meta property="og:image" content="http://moxing.test/api/common/file/cover1">');
    expect(res.body).toContain('<h1>正文标题</h1>');
    expect(res.body).not.toContain('alert(1)');
  });

  it('draws operator pages by their path, and answers 404 for an unknown article', async () => {
    await publish({ kind: 'page', title: '关于模型星球', slug: 'introduce', body: '我们是一家 3D 公司' });
    const about = await t.app.inject({ method: 'GET', url: '/introduce' });
    expect(about.body).toContain('<meta property="og:title" content="关于模型星球">');
    expect(about.body).toContain('<meta name="description" content="我们是一家 3D 公司" />');
    const none = await t.app.inject({ method: 'GET', url: '/news?id=999999' });
    expect(none.statusCode).toBe(404);
    expect(none.body).toContain('<div id="root">');
    expect(none.body).not.toContain('og:title');
    // Not an id at all: the list.
    expect((await t.app.inject({ method: 'GET', url: '/news?id=abc' })).statusCode).toBe(200);
  });

  it('draws the article lists and the help centre with their first articles, escaped', async () => {
    await publish({ kind: 'update', title: '批量上传 <script>alert(2)</script>', summary: '一次最多 20 个模型', body: '正文' });
    const updates = await t.app.inject({ method: 'GET', url: '/updateList' });
    expect(updates.statusCode).toBe(200);
    expect(updates.body).toContain('<title>产品更新 - 模型星球</title>');
    expect(updates.body).toContain('<meta property="og:title" content="产品更新">');
    expect(updates.body).toContain('<b>批量上传 &lt;script&gt;alert(2)&lt;/script&gt;</b><span>一次最多 20 个模型</span>');
    expect(updates.body).not.toContain('<script>alert(2)');
    await publish({ kind: 'help', title: '忘记密码怎么办', category: '账号与登录', body: '点击“忘记密码”。' });
    const help = await t.app.inject({ method: 'GET', url: '/helpWord' });
    expect(help.body).toContain('<meta property="og:title" content="帮助中心">');
    expect(help.body).toContain('<h2>账号与登录</h2>');
    expect(help.body).toContain('<b>忘记密码怎么办</b>');
    // A list with nothing published only names itself: the app says it is empty.
    const cases = await t.app.inject({ method: 'GET', url: '/successfulcase' });
    expect(cases.body).toContain('<meta property="og:title" content="成功案例">');
    expect(cases.body).not.toContain('boot-preview');
  });

  it('describes the contact page, the agreements and the forms; an operator agreement replaces the built-in one', async () => {
    const contact = await t.app.inject({ method: 'GET', url: '/contactUs' });
    expect(contact.body).toContain('<meta property="og:title" content="联系我们">');
    expect(contact.body).toContain('<dt>客服电话</dt><dd>400-820-0000</dd>');
    const privacy = await t.app.inject({ method: 'GET', url: '/agreement/privacy' });
    expect(privacy.body).toContain('<title>隐私政策 - 模型星球</title>');
    // The built-in text, while no operator page replaces it.
    expect(privacy.body).toContain('<h1>模型星球隐私政策</h1>');
    const invitation = await t.app.inject({ method: 'GET', url: '/invitationPage?code=ABC123' });
    expect(invitation.body).toContain('<meta property="og:title" content="好友邀请您加入模型星球">');
    await publish({
      kind: 'page',
      slug: 'useProtocol',
      title: '模型星球用户协议（2027 版）',
      body: '## 第一条\n\n注册即表示同意。',
    });
    const agreement = await t.app.inject({ method: 'GET', url: '/agreement/user' });
    expect(agreement.body).toContain('<meta property="og:title" content="模型星球用户协议（2027 版）">');
    expect(agreement.body).toContain('<h2>第一条</h2>');
  });
});
