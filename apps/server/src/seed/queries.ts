import type { Executor as Q } from '../db/index.js';

/** SQL of the demo-catalogue seeding: its own bookkeeping table, and the counters no service sets. */

export const findUserByLogin = (db: Q, login: string) =>
  db.selectFrom('users').select(['id', 'type', 'nickname']).where('login', '=', login).executeTakeFirst();

export const seeds = (db: Q) => db.selectFrom('demo_seeds').selectAll().execute();

export const markSeeded = (db: Q, slug: string, modelId: number | null, at: string) =>
  db
    .insertInto('demo_seeds')
    .values({ slug, model_id: modelId, created_at: at, social_at: null })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();

export const markSocialDone = (db: Q, slug: string, at: string) =>
  db.updateTable('demo_seeds').set({ social_at: at }).where('slug', '=', slug).execute();

export const countModels = async (db: Q) =>
  Number(
    (
      await db
        .selectFrom('models')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A model this author already has under this title (a seeding interrupted after the upload). */
export const findOwnModel = (db: Q, userId: number, title: string) =>
  db
    .selectFrom('models')
    .select(['id', 'model_code'])
    .where('user_id', '=', userId)
    .where('title', '=', title)
    .executeTakeFirst();

export const modelsByIds = (db: Q, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('models').select(['id', 'model_code', 'status', 'user_id']).where('id', 'in', ids).execute();

/** Past views of a demo model: the counter and one statistics row per day, so the owner's chart has a history. */
export async function setViews(db: Q, modelId: number, perDay: { day: string; views: number }[]): Promise<void> {
  const total = perDay.reduce((s, d) => s + d.views, 0);
  await db.updateTable('models').set({ view_count: total }).where('id', '=', modelId).execute();
  const rows = perDay.filter((d) => d.views > 0).map((d) => ({ model_id: modelId, day: d.day, views: d.views }));
  if (rows.length === 0) return;
  await db
    .insertInto('model_daily_stats')
    .values(rows)
    .onConflict((oc) => oc.columns(['model_id', 'day']).doUpdateSet((eb) => ({ views: eb.ref('excluded.views') })))
    .execute();
}

/** A demo show's past visits, so the hall does not open on a row of zeros. */
export const setShowVisits = (db: Q, showId: number, visits: number) =>
  db.updateTable('shows').set({ visit_count: visits }).where('id', '=', showId).execute();
