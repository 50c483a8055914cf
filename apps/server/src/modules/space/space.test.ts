import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BannerConfig, MessageItem } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { textAsPicture } from '../file/test-helpers.js';
import { insertModel, tinyPng } from '../library/fixtures.js';
import { BYTES, get, makeUser, ok, post, refused, upload, type TestUser } from '../demand/fixtures.js';
import { SpaceService } from './service.js';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
type Visitor = { user: { id: number; nickname: string }; visitedAt: string; following: boolean };

describe.each(DIALECTS)('personal spaces on %s', (dialect) => {
  let t: TestApp;
  let owner: TestUser;
  let visitor: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await makeUser(t, 2, '木作匠人');
    visitor = await makeUser(t, 0, '访客小李');
    other = await makeUser(t, 0, '路人');
    await insertModel(t, owner, { title: '圆凳', type: '家具', views: 10 });
    await insertModel(t, owner, { title: '方桌', type: '家具', views: 5 });
    await insertModel(t, owner, { title: '台灯', type: '灯具', views: 1 });
    await insertModel(t, owner, { title: '私人草图', type: '家具', visibility: 'private', views: 99 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const config = async (query = '', token?: string) => ok<BannerConfig>(await get(t, `/api/user/getBannerConfig${query}`, token));

  it('offers a gallery; a new space shows its first banner, an empty introduction and the tour', async () => {
    const gallery = ok<{ list: { key: string; image: string }[] }>(await get(t, '/api/user/getUserBanner'));
    expect(gallery.list.length).toBeGreaterThanOrEqual(4);
    expect(gallery.list[0]).toMatchObject({ key: 'starry', image: '/banners/starry.svg' });
    expect(await config('', owner.token)).toMatchObject({
      userId: owner.id,
      nickname: '木作匠人',
      kind: 'gallery',
      galleryKey: 'starry',
      fileId: null,
      image: '/banners/starry.svg',
      intro: '',
      isMe: true,
      tourDone: false,
    });
    expect(ok(await post(t, '/api/user/spaceTourDone', {}, owner.token))).toEqual({ tourDone: true });
    expect((await config('', owner.token)).tourDone).toBe(true);
    // Someone else's space: not mine, no tour.
    expect(await config(`?userId=${owner.id}`, visitor.token)).toMatchObject({ isMe: false, tourDone: false });
    expect(await config(`?userId=${owner.id}`)).toMatchObject({ nickname: '木作匠人', isMe: false });
    refused(await get(t, '/api/user/getBannerConfig'), 401, '请先登录');
    refused(await get(t, '/api/user/getBannerConfig?userId=999999'), 404, '该用户不存在或已停用');
    refused(await get(t, '/api/user/getBannerConfig?userId=abc'), 400, '用户编号不正确');
  });

  it('decorates with a gallery banner or an own picture and an introduction kept as plain text', async () => {
    const script = '<script>alert("x")</script><iframe src="https://evil.example"></iframe> 专注中式家具';
    const saved = ok<BannerConfig>(
      await post(t, '/api/user/saveBannerConfig', { galleryKey: 'ocean', intro: `  ${script}\r\n第二行 ` }, owner.token),
    );
    expect(saved).toMatchObject({
      kind: 'gallery',
      galleryKey: 'ocean',
      image: '/banners/ocean.svg',
      intro: `${script}\n第二行`,
    });
    expect((await config(`?userId=${owner.id}`)).intro).toBe(`${script}\n第二行`);

    const picture = await upload(t, owner.token, 'banner.png', await tinyPng(7));
    const withPicture = ok<BannerConfig>(await post(t, '/api/user/saveBannerConfig', { fileId: picture.fileId }, owner.token));
    expect(withPicture).toMatchObject({
      kind: 'upload',
      galleryKey: null,
      fileId: picture.fileId,
      image: `/api/common/file/${picture.fileId}`,
      intro: `${script}\n第二行`,
    });
    // Every visitor can load the picture.
    expect((await get(t, `/api/common/file/${picture.fileId}`)).statusCode).toBe(200);
    // Back to the gallery, by form post as the spec sends it.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/user/saveBannerConfig',
      payload: 'galleryKey=mountain',
      headers: { token: owner.token, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ok<BannerConfig>(form)).toMatchObject({ kind: 'gallery', galleryKey: 'mountain', fileId: null });
  });

  it('refuses text posing as a banner picture', async () => {
    const text = await textAsPicture(t, owner.token);
    refused(
      await post(t, '/api/user/saveBannerConfig', { fileId: text }, owner.token),
      400,
      '横幅图片只支持 PNG、JPEG、WebP 图片，“说明.txt”不是图片',
    );
  });

  it('refuses another user’s file, a file that is not a picture, two banners at once, unknown keys and long texts', async () => {
    const before = await config('', owner.token);
    const theirs = await upload(t, other.token, 'theirs.png', await tinyPng(8));
    refused(await post(t, '/api/user/saveBannerConfig', { fileId: theirs.fileId }, owner.token), 403, /不属于你/);
    const pdf = await upload(t, owner.token, 'resume.pdf', BYTES.pdf);
    refused(await post(t, '/api/user/saveBannerConfig', { fileId: pdf.fileId }, owner.token), 400, /横幅图片只支持.*不是图片/);
    const zip = await upload(t, owner.token, 'scene.zip', BYTES.zip);
    refused(await post(t, '/api/user/saveBannerConfig', { fileId: zip.fileId }, owner.token), 400, /“scene.zip”不是图片/);
    refused(await post(t, '/api/user/saveBannerConfig', { fileId: 'nope' }, owner.token), 404, /不存在/);
    refused(
      await post(t, '/api/user/saveBannerConfig', { galleryKey: 'ocean', fileId: pdf.fileId }, owner.token),
      400,
      /横幅只能选一张/,
    );
    refused(await post(t, '/api/user/saveBannerConfig', { galleryKey: 'rainbow' }, owner.token), 400, /请选择图库中的横幅/);
    refused(await post(t, '/api/user/saveBannerConfig', { intro: '长'.repeat(201) }, owner.token), 400, /简介最多 200 个字/);
    refused(await post(t, '/api/user/saveBannerConfig', { galleryKey: 'ocean' }), 401, '请先登录');
    expect(await config('', owner.token)).toEqual(before);
  });

  it('counts public models, views, likes, fans, follows and visitors; lists works by category', async () => {
    const counts = ok(await get(t, `/api/personal/detialCount?userId=${owner.id}`));
    expect(counts).toEqual({ models: 3, views: 16, fans: 0, follows: 0, likes: 0, visitors: 0 });
    expect(ok(await get(t, '/api/personal/detialCount', owner.token))).toEqual(counts);

    const works = ok<Page<{ title: string }> & { types: { name: string; count: number }[] }>(
      await get(t, `/api/user/myShowType?userId=${owner.id}`),
    );
    expect(works.types).toEqual([
      { name: '家具', count: 2 },
      { name: '灯具', count: 1 },
    ]);
    expect(works.total).toBe(3);
    expect(works.list.map((m) => m.title)).not.toContain('私人草图');
    const lamps = ok<Page<{ title: string }>>(await get(t, `/api/user/myShowType?userId=${owner.id}&type=灯具`));
    expect(lamps.list.map((m) => m.title)).toEqual(['台灯']);
    expect(ok<Page<unknown>>(await get(t, `/api/user/myShowType?type=${encodeURIComponent('家具')}`, owner.token)).total).toBe(2);
  });

  it('records a visit once per visitor and day, never one’s own; the owner sees who came and follows back', async () => {
    expect(ok(await post(t, '/api/uservistor/add', { userId: owner.id }, visitor.token))).toEqual({ recorded: true });
    expect(ok(await post(t, '/api/uservistor/add', { userId: owner.id }, visitor.token))).toEqual({ recorded: false });
    expect(ok(await post(t, '/api/uservistor/add', { userId: owner.id }, owner.token))).toEqual({ recorded: false });
    refused(await post(t, '/api/uservistor/add', { userId: 999999 }, visitor.token), 404);
    refused(await post(t, '/api/uservistor/add', { userId: owner.id }), 401);

    // Tomorrow (China time) the same visitor counts again.
    let now = Date.now();
    const later = new SpaceService({
      db: t.db,
      files: t.services.files,
      library: t.services.library,
      social: t.services.social,
      stats: t.services.statistics.recorder,
      clock: () => now,
    });
    now += 86_400_000;
    const session = { id: visitor.id, type: visitor.type, sessionId: 0 };
    expect(await later.visit(session, owner.id)).toEqual({ recorded: true });
    expect(await later.visit(session, owner.id)).toEqual({ recorded: false });
    await later.visit({ id: other.id, type: other.type, sessionId: 0 }, owner.id);
    expect(await later.visitorPanel({ id: owner.id, type: owner.type, sessionId: 0 })).toEqual({ today: 2, week: 3, total: 3 });

    expect(ok(await get(t, '/api/uservistor/pannel', owner.token))).toMatchObject({ total: 3, week: 3 });
    const visits = ok<Page<Visitor>>(await get(t, '/api/uservistor/list?pageSize=10', owner.token));
    expect(visits.total).toBe(3);
    expect(visits.list.map((v) => v.user.nickname)).toEqual(['路人', '访客小李', '访客小李']);
    expect(visits.list.every((v) => !v.following)).toBe(true);
    // The visitor's own list is empty: each sees only who visited them.
    expect(ok<Page<Visitor>>(await get(t, '/api/uservistor/list', visitor.token)).total).toBe(0);
    refused(await get(t, '/api/uservistor/pannel'), 401);

    // The visitor follows; following oneself or twice is refused; the owner gets a message and follows back.
    refused(await post(t, '/api/user/fans', { userId: visitor.id }, visitor.token), 400, '不能关注自己');
    ok(await post(t, '/api/user/fans', { userId: owner.id }, visitor.token));
    refused(await post(t, '/api/user/fans', { userId: owner.id }, visitor.token), 409, '你已经关注了 木作匠人，不用重复关注');
    const inbox = ok<Page<MessageItem>>(await get(t, '/api/message/getList?messageType=0', owner.token));
    expect(inbox.list[0]).toMatchObject({
      title: '你有新的粉丝',
      content: '访客小李 关注了你',
      link: `/hisspace?userId=${visitor.id}`,
    });
    expect(ok(await get(t, '/api/personal/detialCount', owner.token))).toMatchObject({ fans: 1, visitors: 3 });
    ok(await post(t, '/api/user/fans', { userId: visitor.id }, owner.token));
    const after = ok<Page<Visitor>>(await get(t, '/api/uservistor/list', owner.token));
    expect(after.list.find((v) => v.user.id === visitor.id)?.following).toBe(true);
    const fans = ok<Page<{ id: number; following: boolean; followsMe: boolean }>>(
      await get(t, '/api/user/fans/list?type=fans', owner.token),
    );
    expect(fans.list).toEqual([expect.objectContaining({ id: visitor.id, following: true, followsMe: true })]);
  });
});
