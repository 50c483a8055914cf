import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { ContentsTable } from '../../db/schema-content.js';

const count = (v: string | number | bigint) => Number(v);

export const insertContent = (db: Q, row: Insertable<ContentsTable>) =>
  db.insertInto('contents').values(row).returning('id').executeTakeFirstOrThrow();

export const updateContent = (db: Q, id: number, set: Updateable<ContentsTable>) =>
  db.updateTable('contents').set(set).where('id', '=', id).execute();

export const deleteContent = (db: Q, id: number) => db.deleteFrom('contents').where('id', '=', id).execute();

export const contentById = (db: Q, id: number) => db.selectFrom('contents').selectAll().where('id', '=', id).executeTakeFirst();

export const contentBySlug = (db: Q, slug: string) =>
  db.selectFrom('contents').selectAll().where('slug', '=', slug).executeTakeFirst();

/** Published, started and not ended at `now`. */
const visible = (db: Q, now: string) =>
  db
    .selectFrom('contents')
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('start_at', 'is', null), eb('start_at', '<=', now)]))
    .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]));

export const visibleById = (db: Q, id: number, now: string) =>
  visible(db, now).selectAll().where('id', '=', id).executeTakeFirst();

export const visibleBySlug = (db: Q, slug: string, now: string) =>
  visible(db, now).selectAll().where('slug', '=', slug).executeTakeFirst();

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const visibleOfKind = (
  db: Q,
  kind: string,
  now: string,
  filter: { category?: string; position?: string; keyword?: string; popup?: boolean } = {},
) => {
  let qb = visible(db, now).where('kind', '=', kind);
  if (filter.category) qb = qb.where('category', '=', filter.category);
  if (filter.position) qb = qb.where('position', '=', filter.position);
  if (filter.popup) qb = qb.where('popup', '=', 1);
  if (filter.keyword) {
    qb = qb.where(sql<boolean>`search_text like ${`%${escapeLike(filter.keyword.toLowerCase())}%`} escape '\\'`);
  }
  return qb;
};

export const pageOfKind = async (
  db: Q,
  kind: string,
  now: string,
  filter: { category?: string },
  offset: number,
  limit: number,
) => {
  const [rows, total] = await Promise.all([
    visibleOfKind(db, kind, now, filter)
      .selectAll()
      .orderBy('sort', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    visibleOfKind(db, kind, now, filter)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count(total.n) };
};

export const allOfKind = (db: Q, kind: string, now: string, filter: { position?: string; keyword?: string; popup?: boolean }) =>
  visibleOfKind(db, kind, now, filter).selectAll().orderBy('sort', 'desc').orderBy('id', 'desc').limit(100).execute();

export const adminPage = async (db: Q, filter: { kind?: string; keyword?: string }, offset: number, limit: number) => {
  let qb = db.selectFrom('contents');
  if (filter.kind) qb = qb.where('kind', '=', filter.kind);
  if (filter.keyword) {
    qb = qb.where(sql<boolean>`search_text like ${`%${escapeLike(filter.keyword.toLowerCase())}%`} escape '\\'`);
  }
  const [rows, total] = await Promise.all([
    qb.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count(total.n) };
};

export const bump = async (db: Q, id: number, column: 'views' | 'clicks') => {
  await db
    .updateTable('contents')
    .set((eb) => ({ [column]: eb(column, '+', 1) }))
    .where('id', '=', id)
    .execute();
  const row = await db.selectFrom('contents').select(column).where('id', '=', id).executeTakeFirstOrThrow();
  return Number(row[column]);
};

// --- activity sign-ups ---------------------------------------------------------------------

export const joinActivity = (db: Q, contentId: number, userId: number, at: string) =>
  db
    .insertInto('activity_entries')
    .values({ content_id: contentId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['content_id', 'user_id']).doNothing())
    .execute();

export const entryCount = async (db: Q, contentId: number) =>
  count(
    (
      await db
        .selectFrom('activity_entries')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('content_id', '=', contentId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const myEntries = (db: Q, userId: number) =>
  db
    .selectFrom('activity_entries as e')
    .innerJoin('contents as c', 'c.id', 'e.content_id')
    .selectAll('c')
    .select('e.created_at as joined_at')
    .where('e.user_id', '=', userId)
    .orderBy('e.created_at', 'desc')
    .limit(100)
    .execute();

// --- leads and feedback --------------------------------------------------------------------

export const insertLead = (
  db: Q,
  row: { name: string; phone: string; company: string; content: string; user_id: number | null; created_at: string },
) => db.insertInto('cooperation_leads').values(row).returningAll().executeTakeFirstOrThrow();

export const leadsPage = async (db: Q, offset: number, limit: number) => {
  const [rows, total] = await Promise.all([
    db.selectFrom('cooperation_leads').selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    db
      .selectFrom('cooperation_leads')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count(total.n) };
};

export const insertFeedback = (
  db: Q,
  row: { user_id: number; type: string; content: string; contact: string; images: string; created_at: string },
) => db.insertInto('feedbacks').values(row).returning('id').executeTakeFirstOrThrow();

const feedbackBase = (db: Q) =>
  db.selectFrom('feedbacks as f').innerJoin('users as u', 'u.id', 'f.user_id').selectAll('f').select('u.nickname');

export const feedbackById = (db: Q, id: number) => feedbackBase(db).where('f.id', '=', id).executeTakeFirst();

export const feedbackPage = async (db: Q, userId: number | null, offset: number, limit: number) => {
  let qb = feedbackBase(db);
  let counted = db.selectFrom('feedbacks');
  if (userId !== null) {
    qb = qb.where('f.user_id', '=', userId);
    counted = counted.where('user_id', '=', userId);
  }
  const ordered =
    userId === null
      ? qb.orderBy(sql`case when f.replied_at is null then 0 else 1 end`).orderBy('f.id', 'desc')
      : qb.orderBy('f.id', 'desc');
  const [rows, total] = await Promise.all([
    ordered.offset(offset).limit(limit).execute(),
    counted.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count(total.n) };
};

export const replyFeedback = (db: Q, id: number, reply: string, by: number, at: string) =>
  db.updateTable('feedbacks').set({ reply, replied_by: by, replied_at: at }).where('id', '=', id).execute();

// --- invites -------------------------------------------------------------------------------

export const inviteCodeOf = (db: Q, userId: number) =>
  db.selectFrom('invite_codes').select('code').where('user_id', '=', userId).executeTakeFirst();

export const inviteCodeOwner = (db: Q, code: string) =>
  db.selectFrom('invite_codes').select('user_id').where('code', '=', code).executeTakeFirst();

export const insertInviteCode = (db: Q, userId: number, code: string, at: string) =>
  db
    .insertInto('invite_codes')
    .values({ user_id: userId, code, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .execute();

export const insertInvite = (db: Q, inviteeId: number, inviterId: number, at: string) =>
  db.insertInto('invites').values({ invitee_id: inviteeId, inviter_id: inviterId, created_at: at }).execute();

export const inviterOf = (db: Q, inviteeId: number) =>
  db
    .selectFrom('invites as i')
    .innerJoin('users as u', 'u.id', 'i.inviter_id')
    .select(['u.id', 'u.nickname'])
    .where('i.invitee_id', '=', inviteeId)
    .executeTakeFirst();

export const invitees = async (db: Q, inviterId: number) => {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('invites as i')
      .innerJoin('users as u', 'u.id', 'i.invitee_id')
      .select(['u.nickname', 'i.created_at'])
      .where('i.inviter_id', '=', inviterId)
      .orderBy('i.created_at', 'desc')
      .limit(50)
      .execute(),
    db
      .selectFrom('invites')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('inviter_id', '=', inviterId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count(total.n) };
};

export const userCreatedAt = (db: Q, userId: number) =>
  db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
