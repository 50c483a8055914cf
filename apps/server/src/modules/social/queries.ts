import { sql, type SqlBool } from 'kysely';
import { certifiedKind } from '../../db/certified.js';
import type { Executor as Q } from '../../db/index.js';

const count = async (p: Promise<{ n: string | number }>) => Number((await p).n);

// --- likes and collects: a row per user and model, and the model's counter, in one transaction ------------

/** Inserts the like; answers false when it was there already (a double click, a second tab). */
export const insertLike = async (db: Q, userId: number, modelId: number, at: string) =>
  Boolean(
    await db
      .insertInto('model_likes')
      .values({ user_id: userId, model_id: modelId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'model_id']).doNothing())
      .returning('model_id')
      .executeTakeFirst(),
  );

export const deleteLike = async (db: Q, userId: number, modelId: number) =>
  Boolean(
    await db
      .deleteFrom('model_likes')
      .where('user_id', '=', userId)
      .where('model_id', '=', modelId)
      .returning('model_id')
      .executeTakeFirst(),
  );

export const insertCollect = async (db: Q, userId: number, modelId: number, at: string) =>
  Boolean(
    await db
      .insertInto('model_collects')
      .values({ user_id: userId, model_id: modelId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'model_id']).doNothing())
      .returning('model_id')
      .executeTakeFirst(),
  );

export const deleteCollect = async (db: Q, userId: number, modelId: number) =>
  Boolean(
    await db
      .deleteFrom('model_collects')
      .where('user_id', '=', userId)
      .where('model_id', '=', modelId)
      .returning('model_id')
      .executeTakeFirst(),
  );

type CounterColumn = 'like_count' | 'collect_count' | 'comment_count';

/** Moves a model's counter by `delta` and answers the new value. */
export async function bumpCounter(db: Q, modelId: number, column: CounterColumn, delta: 1 | -1): Promise<number> {
  const r = await db
    .updateTable('models')
    .set((eb) => ({ [column]: eb(column, '+', delta) }))
    .where('id', '=', modelId)
    .returning(column)
    .executeTakeFirstOrThrow();
  return Number((r as Record<CounterColumn, number>)[column]);
}

export async function readCounter(db: Q, modelId: number, column: CounterColumn): Promise<number> {
  const r = await db.selectFrom('models').select(column).where('id', '=', modelId).executeTakeFirstOrThrow();
  return Number((r as Record<CounterColumn, number>)[column]);
}

// --- comments -----------------------------------------------------------------------------------------------

export const insertComment = (
  db: Q,
  row: {
    model_id: number;
    user_id: number;
    content: string;
    reply_to_id: number | null;
    reply_to_user_id: number | null;
    created_at: string;
  },
) => db.insertInto('model_comments').values(row).returning('id').executeTakeFirstOrThrow();

export const findComment = (db: Q, id: number) =>
  db.selectFrom('model_comments').selectAll().where('id', '=', id).executeTakeFirst();

export const deleteComment = async (db: Q, id: number) =>
  Boolean(await db.deleteFrom('model_comments').where('id', '=', id).returning('id').executeTakeFirst());

const commentSelect = (db: Q) =>
  db
    .selectFrom('model_comments as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as r', 'r.id', 'c.reply_to_user_id')
    .select([
      'c.id',
      'c.model_id',
      'c.content',
      'c.reply_to_id',
      'c.reply_to_user_id',
      'c.created_at',
      'u.id as user_id',
      'u.nickname as user_nickname',
      'u.avatar as user_avatar',
      certifiedKind('u.id').as('user_certified'),
      'r.nickname as reply_nickname',
      'r.avatar as reply_avatar',
    ]);

export type CommentListRow = Awaited<ReturnType<ReturnType<typeof commentSelect>['executeTakeFirstOrThrow']>>;

/** Newest first; (model_id, id) is indexed, so a deep page of a busy model stays an index walk. */
export const listComments = (db: Q, modelId: number, offset: number, limit: number) =>
  commentSelect(db).where('c.model_id', '=', modelId).orderBy('c.id', 'desc').limit(limit).offset(offset).execute();

export const commentById = (db: Q, id: number) => commentSelect(db).where('c.id', '=', id).executeTakeFirst();

// --- follows -------------------------------------------------------------------------------------------------

export const findActiveUser = (db: Q, id: number) =>
  db.selectFrom('users').select(['id', 'nickname', 'avatar', 'type', 'status']).where('id', '=', id).executeTakeFirst();

export const insertFollow = async (db: Q, followerId: number, followeeId: number, at: string) =>
  Boolean(
    await db
      .insertInto('user_follows')
      .values({ follower_id: followerId, followee_id: followeeId, remark: null, created_at: at })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .returning('followee_id')
      .executeTakeFirst(),
  );

export const deleteFollow = async (db: Q, followerId: number, followeeId: number) =>
  Boolean(
    await db
      .deleteFrom('user_follows')
      .where('follower_id', '=', followerId)
      .where('followee_id', '=', followeeId)
      .returning('followee_id')
      .executeTakeFirst(),
  );

export const findFollow = (db: Q, followerId: number, followeeId: number) =>
  db
    .selectFrom('user_follows')
    .selectAll()
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();

export const setRemark = (db: Q, followerId: number, followeeId: number, remark: string | null) =>
  db
    .updateTable('user_follows')
    .set({ remark })
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .execute();

export const countFans = (db: Q, userId: number, since?: string) => {
  let qb = db
    .selectFrom('user_follows')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('followee_id', '=', userId);
  if (since) qb = qb.where('created_at', '>=', since);
  return count(qb.executeTakeFirstOrThrow());
};

export const countFollows = (db: Q, userId: number) =>
  count(
    db
      .selectFrom('user_follows')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('follower_id', '=', userId)
      .executeTakeFirstOrThrow(),
  );

export const countMutual = (db: Q, userId: number) =>
  count(
    db
      .selectFrom('user_follows as a')
      .innerJoin('user_follows as b', (j) =>
        j.onRef('b.follower_id', '=', 'a.followee_id').onRef('b.followee_id', '=', 'a.follower_id'),
      )
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('a.follower_id', '=', userId)
      .executeTakeFirstOrThrow(),
  );

/** Fans of `userId` (who follows them) or whom `userId` follows, newest first, with each person's counts. */
export async function listFollowPeople(
  db: Q,
  userId: number,
  kind: 'fans' | 'follows',
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  const mine = kind === 'fans' ? 'f.followee_id' : 'f.follower_id';
  const theirs = kind === 'fans' ? 'f.follower_id' : 'f.followee_id';
  let qb = db.selectFrom('user_follows as f').innerJoin('users as u', 'u.id', theirs).where(mine, '=', userId);
  if (keyword) {
    const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    qb = qb.where(sql<SqlBool>`lower(u.nickname) LIKE ${pattern} ESCAPE '\\'`);
  }
  const [rows, total] = await Promise.all([
    qb
      .select(['u.id', 'u.nickname', 'u.avatar', 'u.type', 'f.remark', 'f.created_at'])
      .orderBy('f.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    count(qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()),
  ]);
  return { rows, total };
}

/** For a set of people: whom `viewerId` follows, and who follows `viewerId`. */
export async function relations(db: Q, viewerId: number, ids: number[]) {
  if (ids.length === 0) return { following: new Set<number>(), followsMe: new Set<number>() };
  const [a, b] = await Promise.all([
    db
      .selectFrom('user_follows')
      .select('followee_id')
      .where('follower_id', '=', viewerId)
      .where('followee_id', 'in', ids)
      .execute(),
    db
      .selectFrom('user_follows')
      .select('follower_id')
      .where('followee_id', '=', viewerId)
      .where('follower_id', 'in', ids)
      .execute(),
  ]);
  return { following: new Set(a.map((r) => r.followee_id)), followsMe: new Set(b.map((r) => r.follower_id)) };
}

/** Per person: listed models, fans. */
export async function peopleCounts(db: Q, ids: number[]) {
  if (ids.length === 0) return new Map<number, { models: number; fans: number }>();
  const [models, fans] = await Promise.all([
    db
      .selectFrom('models')
      .select(['models.user_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where(sql<SqlBool>`(models.status = 'ready' AND models.visibility = 'public' AND models.deleted_at IS NULL)`)
      .where('models.user_id', 'in', ids)
      .groupBy('models.user_id')
      .execute(),
    db
      .selectFrom('user_follows')
      .select(['followee_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('followee_id', 'in', ids)
      .groupBy('followee_id')
      .execute(),
  ]);
  const out = new Map<number, { models: number; fans: number }>(ids.map((id) => [id, { models: 0, fans: 0 }]));
  for (const r of models) out.get(r.user_id)!.models = Number(r.n);
  for (const r of fans) out.get(r.followee_id)!.fans = Number(r.n);
  return out;
}

/** Likes on a user's listed models. */
export const likesReceived = (db: Q, userId: number) =>
  count(
    db
      .selectFrom('models')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('models.like_count'), eb.val(0)).as('n'))
      .where(sql<SqlBool>`(models.status = 'ready' AND models.visibility = 'public' AND models.deleted_at IS NULL)`)
      .where('models.user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  );
