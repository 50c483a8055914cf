import type { Executor as Q } from '../../db/index.js';

export const findAccount = (db: Q, channel: string, openid: string) =>
  db.selectFrom('wechat_accounts').selectAll().where('channel', '=', channel).where('openid', '=', openid).executeTakeFirst();

export const findAccountById = (db: Q, id: number) =>
  db.selectFrom('wechat_accounts').selectAll().where('id', '=', id).executeTakeFirst();

/** A user already known through another WeChat channel with the same unionid. */
export const findUserIdByUnionid = async (db: Q, unionid: string) =>
  (
    await db
      .selectFrom('wechat_accounts')
      .select('user_id')
      .where('unionid', '=', unionid)
      .where('user_id', 'is not', null)
      .executeTakeFirst()
  )?.user_id ?? null;

export const upsertAccount = async (
  db: Q,
  a: { channel: string; openid: string; unionid: string | null; nickname: string; avatar: string | null; at: string },
) => {
  const existing = await findAccount(db, a.channel, a.openid);
  if (existing) {
    await db
      .updateTable('wechat_accounts')
      .set({ unionid: a.unionid ?? existing.unionid, nickname: a.nickname, avatar: a.avatar, updated_at: a.at })
      .where('id', '=', existing.id)
      .execute();
    return (await findAccountById(db, existing.id))!;
  }
  return db
    .insertInto('wechat_accounts')
    .values({
      channel: a.channel,
      openid: a.openid,
      unionid: a.unionid,
      nickname: a.nickname,
      avatar: a.avatar,
      user_id: null,
      created_at: a.at,
      updated_at: a.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const setAccountUser = (db: Q, id: number, userId: number | null, at: string) =>
  db.updateTable('wechat_accounts').set({ user_id: userId, updated_at: at }).where('id', '=', id).execute();

export const accountsOfUser = (db: Q, userId: number) =>
  db.selectFrom('wechat_accounts').selectAll().where('user_id', '=', userId).execute();

export const unbindUser = (db: Q, userId: number, at: string) =>
  db.updateTable('wechat_accounts').set({ user_id: null, updated_at: at }).where('user_id', '=', userId).executeTakeFirst();

export const insertTicket = (
  db: Q,
  t: { id: string; kind: string; wechat_account_id: number | null; scene: string | null; created_at: string; expires_at: string },
) =>
  db
    .insertInto('wechat_tickets')
    .values({ ...t, user_id: null, used_at: null })
    .execute();

export const findTicket = (db: Q, id: string, kind: string) =>
  db.selectFrom('wechat_tickets').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();

export const findTicketByScene = (db: Q, scene: string) =>
  db.selectFrom('wechat_tickets').selectAll().where('scene', '=', scene).where('kind', '=', 'qrcode').executeTakeFirst();

export const setTicketAccount = (db: Q, id: string, accountId: number) =>
  db.updateTable('wechat_tickets').set({ wechat_account_id: accountId }).where('id', '=', id).execute();

export const consumeTicket = async (db: Q, id: string, at: string) => {
  const r = await db
    .updateTable('wechat_tickets')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};
