import type { Executor as Q } from '../../db/index.js';
import type { Insertable } from 'kysely';
import type { MessagesTable } from '../../db/schema.js';

export const insertMessages = (db: Q, rows: Insertable<MessagesTable>[]) => db.insertInto('messages').values(rows).execute();

export const unreadByType = async (db: Q, userId: number) => {
  const rows = await db
    .selectFrom('messages')
    .select(['type', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .groupBy('type')
    .orderBy('type')
    .execute();
  return rows.map((r) => ({ type: r.type, n: Number(r.n) }));
};

const listBase = (db: Q, userId: number, filter: { type?: number; read?: number }) => {
  let qb = db.selectFrom('messages').where('messages.user_id', '=', userId);
  if (filter.type !== undefined) qb = qb.where('messages.type', '=', filter.type);
  if (filter.read === 0) qb = qb.where('messages.read_at', 'is', null);
  if (filter.read === 1) qb = qb.where('messages.read_at', 'is not', null);
  return qb;
};

export const listMessages = async (
  db: Q,
  userId: number,
  filter: { type?: number; read?: number },
  offset: number,
  limit: number,
) => {
  const [rows, total] = await Promise.all([
    listBase(db, userId, filter)
      .leftJoin('users as s', 's.id', 'messages.sender_id')
      .select([
        'messages.id',
        'messages.type',
        'messages.title',
        'messages.content',
        'messages.link',
        'messages.biz_code',
        'messages.read_at',
        'messages.created_at',
        'messages.sender_id',
        's.nickname as sender_nickname',
        's.avatar as sender_avatar',
      ])
      .orderBy('messages.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    listBase(db, userId, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

export const ownersOf = (db: Q, ids: number[]) =>
  db.selectFrom('messages').select(['id', 'user_id']).where('id', 'in', ids).execute();

export const markRead = async (db: Q, userId: number, ids: number[] | null, type: number | undefined, at: string) => {
  let qb = db.updateTable('messages').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) qb = qb.where('id', 'in', ids);
  if (type !== undefined) qb = qb.where('type', '=', type);
  const r = await qb.executeTakeFirst();
  return Number(r.numUpdatedRows);
};

export const deleteMessages = async (db: Q, userId: number, ids: number[]) => {
  const r = await db.deleteFrom('messages').where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirst();
  return Number(r.numDeletedRows);
};
