import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageItem, UnreadSummary } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, makeUser, ok, post, refused, type TestUser } from '../demand/fixtures.js';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

describe.each(DIALECTS)('messages on %s', (dialect) => {
  let t: TestApp;
  let me: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await makeUser(t, 0, '收信人');
    other = await makeUser(t, 2, '发信人');
    // 2 system, 1 comment, 3 order, 0 thumbs, 1 collect.
    const send = (type: 0 | 1 | 2 | 3 | 4, title: string) =>
      t.services.messages.send({
        userId: me.id,
        type,
        title,
        content: `${title}的内容`,
        link: '/mycenter',
        bizCode: 'N1',
        senderId: other.id,
      });
    for (const [type, title] of [
      [0, '系统一'],
      [0, '系统二'],
      [1, '评论一'],
      [2, '订单一'],
      [2, '订单二'],
      [2, '订单三'],
      [4, '收藏一'],
    ] as const) {
      await send(type, title);
    }
    await t.services.messages.send({ userId: other.id, type: 0, title: '别人的消息', content: '不该被看到' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const unread = async () => ok<UnreadSummary>(await get(t, '/api/message/getUnRead', me.token));
  const list = async (q = '') => ok<Page<MessageItem>>(await get(t, `/api/message/getList?${q}`, me.token));

  it('counts unread messages by type', async () => {
    expect(await unread()).toEqual({
      list: [
        { messageType: 0, typeNum: 2 },
        { messageType: 1, typeNum: 1 },
        { messageType: 2, typeNum: 3 },
        { messageType: 3, typeNum: 0 },
        { messageType: 4, typeNum: 1 },
      ],
      totalCount: 7,
      systemCount: 2,
      commentCount: 1,
      orderCount: 3,
      thumbsCount: 0,
      collectCount: 1,
    });
    const latest = ok<{ total: number; list: MessageItem[] }>(await get(t, '/api/message/messageUnread', me.token));
    expect(latest.total).toBe(7);
    expect(latest.list[0]).toMatchObject({
      title: '收藏一',
      typeName: '收藏',
      read: false,
      sender: { id: other.id, nickname: '发信人' },
    });
    refused(await get(t, '/api/message/getUnRead'), 401, '请先登录');
  });

  it('lists newest first, pages, filters by type and read state, never shows other people’s', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBe(7);
    expect(all.list.map((m) => m.title)).not.toContain('别人的消息');
    expect(all.list[0]!.title).toBe('收藏一');
    const orders = await list('messageType=2&pageNum=2&pageSize=2');
    expect(orders).toMatchObject({ total: 3, pageNum: 2, pageSize: 2 });
    expect(orders.list.map((m) => m.title)).toEqual(['订单一']);
    refused(await get(t, '/api/message/getList?messageType=9', me.token), 400, '消息类型不正确');
  });

  it('marks read one by one and all at once (optionally by type), and deletes', async () => {
    const orders = (await list('messageType=2')).list;
    expect(ok(await post(t, '/api/message/updateRead', { ids: [orders[0]!.id, orders[1]!.id] }, me.token))).toEqual({
      changed: 2,
    });
    expect((await unread()).orderCount).toBe(1);
    expect((await list('read=1')).list.map((m) => m.id).sort()).toEqual([orders[0]!.id, orders[1]!.id].sort());
    // Form posts send "1,2".
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/message/updateRead',
      payload: `ids=${orders[2]!.id}`,
      headers: { token: me.token, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ok(form)).toEqual({ changed: 1 });

    expect(ok(await post(t, '/api/message/updateAllRead', { messageType: 0 }, me.token))).toEqual({ changed: 2 });
    expect(await unread()).toMatchObject({ totalCount: 2, systemCount: 0, commentCount: 1, collectCount: 1 });
    expect(ok(await post(t, '/api/message/updateAllRead', {}, me.token))).toEqual({ changed: 2 });
    expect((await unread()).totalCount).toBe(0);

    const theirs = await t.db.kysely
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', other.id)
      .executeTakeFirstOrThrow();
    refused(await post(t, '/api/message/delete', { ids: [orders[0]!.id, theirs.id] }, me.token), 403, '不能操作他人的消息');
    expect((await list()).total).toBe(7);
    refused(await post(t, '/api/message/delete', { ids: [] }, me.token), 400, '请选择消息');
    expect(ok(await post(t, '/api/message/delete', { ids: `${orders[0]!.id},${orders[1]!.id}` }, me.token))).toEqual({
      changed: 2,
    });
    expect((await list()).total).toBe(5);
  });

  it('a message sent inside a transaction disappears when that transaction rolls back', async () => {
    const before = (await list()).total;
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await t.services.messages.send({ userId: me.id, type: 2, title: '不会送达', content: '回滚' }, trx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await list()).total).toBe(before);
  });
});
