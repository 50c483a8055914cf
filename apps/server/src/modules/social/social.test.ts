import type { CommentItem, MessageItem, ModelCard, ModelDetail } from '@moxing/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, insertModel, makeUser, ok, post, refused, type Page, type TestUser } from '../library/fixtures.js';

describe.each(DIALECTS)('likes, collects, comments and follows on %s', (dialect) => {
  let t: TestApp;
  let author: TestUser;
  let fan: TestUser;
  let other: TestUser;
  let op: TestUser;
  let code: string;
  let hidden: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    author = await makeUser(t, 2, '木作匠人');
    fan = await makeUser(t, 0, '小王');
    other = await makeUser(t, 0, '老李');
    op = await makeUser(t, 5, '运营');
    code = (await insertModel(t, author, { title: '榫卯结构圈椅', type: '家具', trade: '泛家居' })).modelCode;
    hidden = (await insertModel(t, author, { title: '未公开的椅子', visibility: 'private' })).modelCode;
  });
  afterAll(async () => {
    await t?.close();
  });

  const messages = async (u: TestUser, type: number) =>
    ok<Page<MessageItem>>(await get(t, `/api/message/getList?messageType=${type}&pageSize=100`, u.token)).list;
  const detail = async (u?: TestUser) => ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`, u?.token));
  const counters = async () =>
    t.db.kysely
      .selectFrom('models')
      .select(['like_count', 'collect_count', 'comment_count'])
      .where('model_code', '=', code)
      .executeTakeFirstOrThrow();

  it('likes once per person, tells the author (type 3), and unlikes', async () => {
    expect(ok(await post(t, '/api/model/like', { modelCode: code }, fan.token))).toEqual({ liked: true, likeCount: 1 });
    // A double click changes nothing.
    expect(ok(await post(t, '/api/model/like', { modelCode: code, liked: true }, fan.token))).toEqual({
      liked: true,
      likeCount: 1,
    });
    // Concurrent likes from two people both count.
    await Promise.all([
      post(t, '/api/model/like', { modelCode: code }, other.token),
      post(t, '/api/model/like', { modelCode: code }, op.token),
    ]);
    expect((await counters()).like_count).toBe(3);
    const likes = await messages(author, 3);
    expect(likes).toHaveLength(3);
    expect(likes.find((m) => m.sender?.id === fan.id)).toMatchObject({
      messageType: 3,
      title: '小王 赞了你的模型',
      bizCode: code,
      link: `/modelinfo/${code}`,
    });
    expect((await detail(fan)).me.liked).toBe(true);
    expect(ok(await post(t, '/api/model/like', { modelCode: code, liked: 'false' }, op.token))).toEqual({
      liked: false,
      likeCount: 2,
    });
    expect(ok(await post(t, '/api/model/like', { modelCode: code, liked: false }, op.token))).toEqual({
      liked: false,
      likeCount: 2,
    });
    // Liking one's own model sends no message.
    ok(await post(t, '/api/model/like', { modelCode: code }, author.token));
    expect(await messages(author, 3)).toHaveLength(3);
    refused(await post(t, '/api/model/like', { modelCode: code }), 401);
    refused(await post(t, '/api/model/like', { modelCode: hidden }, fan.token), 404);
    refused(await post(t, '/api/model/like', { modelCode: code, liked: 'maybe' }, fan.token), 400);
  });

  it('collects (type 4) and lists my collection, newest first', async () => {
    expect(ok(await post(t, '/api/model/collect', { modelCode: code }, fan.token))).toEqual({ collected: true, collectCount: 1 });
    ok(await post(t, '/api/model/collect', { modelCode: code }, fan.token));
    expect((await counters()).collect_count).toBe(1);
    expect((await messages(author, 4))[0]).toMatchObject({ messageType: 4, title: '小王 收藏了你的模型' });
    const second = (await insertModel(t, author, { title: '明式官帽椅', type: '家具', trade: '泛家居' })).modelCode;
    ok(await post(t, '/api/model/collect', { modelCode: second }, fan.token));
    const mine = ok<Page<ModelCard & { collectedAt: string }>>(await get(t, '/api/model/collectList', fan.token));
    expect(mine.list.map((m) => m.modelCode)).toEqual([second, code]);
    expect(
      ok<Page<ModelCard>>(await get(t, `/api/model/collectList?keyword=${encodeURIComponent('官帽')}`, fan.token)).list.map(
        (m) => m.modelCode,
      ),
    ).toEqual([second]);
    expect(ok<ModelCard[]>(await get(t, '/api/recent/favorite?limit=1', fan.token)).map((m) => m.modelCode)).toEqual([second]);
    expect(ok(await post(t, '/api/model/collect', { modelCode: second, collected: false }, fan.token))).toEqual({
      collected: false,
      collectCount: 0,
    });
    const list = ok<Page<ModelCard>>(await get(t, '/api/model/list?sort=collects'));
    expect(list.list[0]!.modelCode).toBe(code);
  });

  it('keeps comments as plain text, refuses 10,000 characters, notifies (type 1) and counts', async () => {
    const script = '<script>alert("xss")</script><img src=x onerror=alert(1)> 做工很好！';
    const c = ok<CommentItem>(await post(t, '/api/model/comment/add', { modelCode: code, content: script }, fan.token));
    expect(c.content).toBe(script);
    expect(c.user).toMatchObject({ id: fan.id, nickname: '小王' });
    const res = await get(t, `/api/model/comment/list?modelCode=${code}`);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const page = ok<Page<CommentItem>>(res);
    expect(page.list[0]!.content).toBe(script);
    expect(page.total).toBe(1);

    refused(await post(t, '/api/model/comment/add', { modelCode: code, content: '好'.repeat(10_000) }, fan.token), 400, /500/);
    refused(await post(t, '/api/model/comment/add', { modelCode: code, content: '   ' }, fan.token), 400, /评论内容/);
    ok(await post(t, '/api/model/comment/add', { modelCode: code, content: '好'.repeat(500) }, other.token));
    refused(await post(t, '/api/model/comment/add', { modelCode: hidden, content: '看不到' }, fan.token), 404);
    refused(await post(t, '/api/model/comment/add', { modelCode: code, content: '匿名' }), 401);

    const reply = ok<CommentItem>(
      await post(t, '/api/model/comment/add', { modelCode: code, content: '谢谢支持', replyTo: c.id }, author.token),
    );
    expect(reply.replyTo).toMatchObject({ id: c.id, user: { id: fan.id } });
    refused(await post(t, '/api/model/comment/add', { modelCode: code, content: '?', replyTo: 999999 }, fan.token), 404);

    const toAuthor = await messages(author, 1);
    expect(toAuthor).toHaveLength(2);
    expect(toAuthor.find((m) => m.sender?.id === fan.id)?.content).toContain('<script>');
    expect((await messages(fan, 1))[0]).toMatchObject({ title: '木作匠人 回复了你的评论' });
    expect((await counters()).comment_count).toBe(3);
    expect((await detail()).counts.comments).toBe(3);

    // Paging through a model's comments.
    const p1 = ok<Page<CommentItem>>(await get(t, `/api/model/comment/list?modelCode=${code}&pageSize=2`));
    expect(p1.list.map((x) => x.content)).toEqual(['谢谢支持', '好'.repeat(500)]);
    expect(p1.list[0]!.canDelete).toBe(false);

    // Delete: not other people's, but the author of the comment or of the model, or an operator.
    refused(await post(t, '/api/model/comment/delete', { commentId: c.id }, other.token), 403);
    expect(ok(await post(t, '/api/model/comment/delete', { commentId: c.id }, author.token))).toEqual({ changed: 1 });
    refused(await post(t, '/api/model/comment/delete', { commentId: c.id }, author.token), 404);
    expect((await counters()).comment_count).toBe(2);
  });

  it('limits how fast one person comments', async () => {
    const fast = await makeUser(t, 0, '刷屏者');
    const results = [];
    for (let i = 0; i < 11; i++)
      results.push(await post(t, '/api/model/comment/add', { modelCode: code, content: `第${i}条` }, fast.token));
    refused(results[10]!, 429, /频繁/);
  });

  it('follows, lists fans and follows with relations, panels, remarks; new fans get a system message', async () => {
    refused(await post(t, '/api/user/fans', { userId: fan.id }, fan.token), 400, /不能关注自己/);
    refused(await post(t, '/api/user/fans', { userId: 999999 }, fan.token), 404);
    expect(ok(await post(t, '/api/user/fans', { userId: author.id }, fan.token))).toEqual({ following: true, fansCount: 1 });
    refused(await post(t, '/api/user/fans', { userId: author.id }, fan.token), 409, /已经关注了.*不用重复关注/);
    ok(await post(t, '/api/user/fans', { userId: author.id }, other.token));
    ok(await post(t, '/api/user/fans', { userId: fan.id }, author.token));
    const sys = await messages(author, 0);
    expect(sys.filter((m) => m.title === '你有新的粉丝')).toHaveLength(2);

    expect(ok(await get(t, '/api/user/fans/pannel', author.token))).toMatchObject({
      fansCount: 2,
      followCount: 1,
      mutualCount: 1,
      newFansToday: 2,
    });
    const fans = ok<Page<{ id: number; following: boolean; followsMe: boolean; modelCount: number }>>(
      await get(t, '/api/user/fans/list', author.token),
    );
    expect(fans.total).toBe(2);
    expect(fans.list.find((f) => f.id === fan.id)).toMatchObject({ following: true, followsMe: true });
    expect(fans.list.find((f) => f.id === other.id)).toMatchObject({ following: false, followsMe: true });
    const myFans = ok<Page<{ id: number }>>(
      await get(t, `/api/user/getMyUserFans?keyword=${encodeURIComponent('老')}`, author.token),
    );
    expect(myFans.list.map((f) => f.id)).toEqual([other.id]);

    ok(await post(t, '/api/user/fans/update', { userId: author.id, remark: '做椅子的' }, fan.token));
    const follows = ok<Page<{ id: number; remark: string | null; modelCount: number }>>(
      await get(t, '/api/user/fans/list?type=follows', fan.token),
    );
    expect(follows.list[0]).toMatchObject({ id: author.id, remark: '做椅子的', modelCount: 2 });
    // Somebody else looking at the same list does not see my remarks.
    expect(
      ok<Page<{ remark: string | null }>>(await get(t, `/api/user/fans/list?type=follows&userId=${fan.id}`)).list[0]!.remark,
    ).toBeNull();
    refused(await post(t, '/api/user/fans/update', { userId: op.id, remark: 'x' }, fan.token), 404);

    const info = ok(await get(t, `/api/user/fans/info?userId=${author.id}`, fan.token));
    expect(info).toMatchObject({
      fansCount: 2,
      followCount: 1,
      modelCount: 2,
      following: true,
      followsMe: true,
      isMe: false,
      user: { nickname: '木作匠人' },
    });
    expect((await detail(fan)).me.following).toBe(true);
    expect((await detail()).authorInfo.fansCount).toBe(2);

    expect(ok(await post(t, '/api/user/fans', { userId: author.id, follow: false }, fan.token))).toEqual({
      following: false,
      fansCount: 1,
    });
    expect(ok(await get(t, '/api/user/fans/pannel', author.token))).toMatchObject({ fansCount: 1, mutualCount: 0 });
  });

  it('drops the rows with the model when it is cleared for good', async () => {
    const gone = (await insertModel(t, author, { title: '将被清除的凳子' })).modelCode;
    ok(await post(t, '/api/model/like', { modelCode: gone }, fan.token));
    ok(await post(t, '/api/model/collect', { modelCode: gone }, fan.token));
    ok(await post(t, '/api/model/comment/add', { modelCode: gone, content: '好看' }, fan.token));
    ok(await post(t, '/api/model/deleteModel', { modelCodes: [gone] }, author.token));
    refused(await post(t, '/api/model/like', { modelCode: gone }, other.token), 404);
    expect(ok<Page<ModelCard>>(await get(t, '/api/model/collectList', fan.token)).list.map((m) => m.modelCode)).not.toContain(
      gone,
    );
    ok(await post(t, '/api/user/userRecycleClearAll', {}, author.token));
    const likes = await t.db.kysely.selectFrom('model_likes').select('model_id').where('user_id', '=', fan.id).execute();
    const collects = await t.db.kysely.selectFrom('model_collects').select('model_id').where('user_id', '=', fan.id).execute();
    expect(likes).toHaveLength(1);
    expect(collects).toHaveLength(1);
  });
});
