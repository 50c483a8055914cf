import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import { likeText, toNumber } from './queries.js';

// --- modellers -----------------------------------------------------------------------------------

/** Completed and in-production demand counts and buyers' scores of some modellers. */
export const modellerStats = async (db: Q, userIds: number[]) => {
  const stats = new Map<number, { completed: number; inProduction: number; scoreSum: number; scoreCount: number }>();
  if (userIds.length === 0) return stats;
  for (const id of userIds) stats.set(id, { completed: 0, inProduction: 0, scoreSum: 0, scoreCount: 0 });
  const [work, scores] = await Promise.all([
    db
      .selectFrom('needs')
      .select(['modeller_id', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('modeller_id', 'in', userIds)
      .where('status', 'in', [1, 2])
      .groupBy(['modeller_id', 'status'])
      .execute(),
    db
      .selectFrom('need_evaluations')
      .select([
        'to_user_id',
        (eb) => eb.fn.sum<string | number>('score').as('s'),
        (eb) => eb.fn.countAll<string | number>().as('n'),
      ])
      .where('to_user_id', 'in', userIds)
      .where('from_role', '=', 'buyer')
      .groupBy('to_user_id')
      .execute(),
  ]);
  for (const w of work) {
    const s = stats.get(w.modeller_id!);
    if (!s) continue;
    if (w.status === 2) s.completed = toNumber(w.n);
    else s.inProduction = toNumber(w.n);
  }
  for (const r of scores) {
    const s = stats.get(r.to_user_id);
    if (s) {
      s.scoreSum = toNumber(r.s);
      s.scoreCount = toNumber(r.n);
    }
  }
  return stats;
};

export type ProviderOrder = 'recommended' | 'completed' | 'score' | 'newest';

/** Service-side users (types 2, 3, 4) for the directory, with the numbers it sorts by. */
export const listProviders = async (
  db: Q,
  f: { serviceType?: string; trade?: string; keyword?: string },
  order: ProviderOrder,
  /** The library's rule for "this user has models on show", about u.id. */
  hasWorks: RawBuilder<SqlBool>,
  offset: number,
  limit: number,
) => {
  const base = () => {
    let qb = db.selectFrom('users as u').where('u.type', 'in', [2, 3, 4]).where('u.status', '=', 1);
    if (f.serviceType) {
      const v = f.serviceType;
      qb = qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('modeller_tags as t')
            .select('t.user_id')
            .whereRef('t.user_id', '=', 'u.id')
            .where('t.kind', '=', 'service')
            .where('t.value', '=', v),
        ),
      );
    }
    if (f.trade) {
      const v = f.trade;
      qb = qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('modeller_tags as t')
            .select('t.user_id')
            .whereRef('t.user_id', '=', 'u.id')
            .where('t.kind', '=', 'trade')
            .where('t.value', '=', v),
        ),
      );
    }
    if (f.keyword) qb = qb.where(sql<boolean>`u.nickname like ${likeText(f.keyword)} escape '\\'`);
    return qb;
  };
  let qb = base().select((eb) => [
    'u.id',
    'u.nickname',
    'u.avatar',
    'u.type',
    'u.created_at',
    eb
      .selectFrom('needs')
      .select(eb.fn.countAll<string | number>().as('c'))
      .whereRef('needs.modeller_id', '=', 'u.id')
      .where('needs.status', '=', 2)
      .as('completed_sort'),
    eb
      .selectFrom('need_evaluations as e')
      .select(sql<string | number>`coalesce(avg(e.score), 0)`.as('a'))
      .whereRef('e.to_user_id', '=', 'u.id')
      .where('e.from_role', '=', 'buyer')
      .as('score_sort'),
    // How much of the profile is filled in (an introduction, specialities or trades, models in the library): among
    // providers with no completed work yet, a new account with nothing filled in comes after those that present themselves.
    sql<number>`(CASE WHEN EXISTS (SELECT 1 FROM modeller_profiles p WHERE p.user_id = u.id AND p.intro <> '') THEN 1 ELSE 0 END
      + CASE WHEN EXISTS (SELECT 1 FROM modeller_tags t WHERE t.user_id = u.id) THEN 1 ELSE 0 END
      + CASE WHEN ${hasWorks} THEN 1 ELSE 0 END)`.as('profile_sort'),
  ]);
  if (order === 'completed') qb = qb.orderBy('completed_sort', 'desc').orderBy('score_sort', 'desc');
  else if (order === 'score') qb = qb.orderBy('score_sort', 'desc').orderBy('completed_sort', 'desc');
  else if (order === 'recommended')
    qb = qb
      .orderBy('completed_sort', 'desc')
      .orderBy('score_sort', 'desc')
      .orderBy('profile_sort', 'desc')
      .orderBy('u.created_at', 'desc');
  else qb = qb.orderBy('u.created_at', 'desc');
  qb = qb.orderBy('u.id', 'desc');
  const [rows, total] = await Promise.all([
    qb.offset(offset).limit(limit).execute(),
    base()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toNumber(total.n) };
};

/** Up to `perUser` latest completed demands of each modeller, with the buyer's score. */
export const recentCases = async (db: Q, userIds: number[], perUser: number) => {
  if (userIds.length === 0) return [];
  const ranked = db
    .selectFrom('needs')
    .leftJoin('need_evaluations as e', (j) => j.onRef('e.need_id', '=', 'needs.id').on('e.from_role', '=', 'buyer'))
    .select((eb) => [
      'needs.modeller_id',
      'needs.code',
      'needs.title',
      'needs.service_type',
      'needs.trade',
      'needs.cover_url',
      'needs.completed_at',
      'e.score',
      eb.fn
        .agg<number>('row_number')
        .over((o) => o.partitionBy('needs.modeller_id').orderBy('needs.completed_at', 'desc'))
        .as('rn'),
    ])
    .where('needs.modeller_id', 'in', userIds)
    .where('needs.status', '=', 2)
    .as('r');
  return db.selectFrom(ranked).selectAll().where('r.rn', '<=', perUser).orderBy('r.completed_at', 'desc').execute();
};

export const findProfile = (db: Q, userId: number) =>
  db.selectFrom('modeller_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const listTags = (db: Q, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('modeller_tags').selectAll().where('user_id', 'in', userIds).orderBy('kind').execute();

export const listProfiles = (db: Q, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('modeller_profiles').selectAll().where('user_id', 'in', userIds).execute();

export const saveProfile = async (
  db: Q,
  userId: number,
  p: { intro: string; portfolio_links: string; updated_at: string },
  tags: { kind: string; value: string }[],
) => {
  await db
    .insertInto('modeller_profiles')
    .values({ user_id: userId, ...p })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(p))
    .execute();
  await db.deleteFrom('modeller_tags').where('user_id', '=', userId).execute();
  if (tags.length)
    await db
      .insertInto('modeller_tags')
      .values(tags.map((t) => ({ user_id: userId, ...t })))
      .execute();
};

/** Service types a modeller has completed demands in (specialities shown when none were set). */
export const completedServiceTypes = (db: Q, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('needs')
        .select(['modeller_id', 'service_type'])
        .distinct()
        .where('modeller_id', 'in', userIds)
        .where('status', '=', 2)
        .execute();
