import { sql } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import { LISTED } from './listed.js';

/** The library's counters and daily statistics (views, embeds, downloads...): kept apart from the listing queries. */

export type DailyField = 'views' | 'embeds' | 'downloads' | 'likes' | 'collects' | 'comments';

export const bumpDaily = (db: Q, modelId: number, day: string, field: DailyField, n: number) =>
  db
    .insertInto('model_daily_stats')
    .values({ model_id: modelId, day, [field]: n })
    .onConflict((oc) =>
      oc.columns(['model_id', 'day']).doUpdateSet((eb) => ({ [field]: eb(`model_daily_stats.${field}`, '+', n) })),
    )
    .execute();

export const addCounter = (
  db: Q,
  modelId: number,
  column: 'view_count' | 'embed_count' | 'download_count' | 'like_count' | 'collect_count' | 'comment_count',
  n: number,
) =>
  db
    .updateTable('models')
    .set((eb) => ({ [column]: eb(column, '+', n) }))
    .where('id', '=', modelId)
    .execute();

export const bumpEmbedSource = (db: Q, modelId: number, host: string, day: string, n: number) =>
  db
    .insertInto('model_embed_views')
    .values({ model_id: modelId, host, day, views: n })
    .onConflict((oc) =>
      oc.columns(['model_id', 'host', 'day']).doUpdateSet((eb) => ({ views: eb('model_embed_views.views', '+', n) })),
    )
    .execute();

/** Adds to one counter of many models in one statement: `n` per model id. */
export async function addCounters(db: Q, column: 'view_count' | 'embed_count', n: Map<number, number>): Promise<void> {
  if (n.size === 0) return;
  const cases = sql.join(
    [...n].map(([id, k]) => sql`WHEN ${id} THEN ${k}`),
    sql` `,
  );
  await sql`UPDATE models SET ${sql.ref(column)} = ${sql.ref(column)} + CASE id ${cases} ELSE 0 END
    WHERE id IN (${sql.join([...n.keys()])})`.execute(db);
}

/** Adds to one daily figure of many models in one statement. */
export async function bumpDailyMany(db: Q, day: string, field: 'views' | 'embeds', n: Map<number, number>): Promise<void> {
  if (n.size === 0) return;
  await db
    .insertInto('model_daily_stats')
    .values([...n].map(([model_id, k]) => ({ model_id, day, [field]: k })))
    .onConflict((oc) =>
      oc
        .columns(['model_id', 'day'])
        .doUpdateSet((eb) => ({ [field]: eb(`model_daily_stats.${field}`, '+', eb.ref(`excluded.${field}`)) })),
    )
    .execute();
}

export const existingModelIds = async (db: Q, ids: number[]) =>
  ids.length === 0 ? [] : (await db.selectFrom('models').select('id').where('id', 'in', ids).execute()).map((r) => r.id);

export async function ownerTotals(db: Q, userId: number) {
  return db
    .selectFrom('models')
    .select([
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('view_count'), eb.val(0)).as('views'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('like_count'), eb.val(0)).as('likes'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('collect_count'), eb.val(0)).as('collects'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('comment_count'), eb.val(0)).as('comments'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('embed_count'), eb.val(0)).as('embeds'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('download_count'), eb.val(0)).as('downloads'),
      (eb) => eb.fn.countAll<string | number>().as('n'),
      (eb) =>
        eb.fn.coalesce(eb.fn.sum<string | number>(sql`CASE WHEN embed_count > 0 THEN 1 ELSE 0 END`), eb.val(0)).as('embedded'),
    ])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
}

/** Most embedded listed models since `fromDay` (from the daily rows). */
export async function embedLeadersSince(db: Q, fromDay: string, offset: number, limit: number) {
  const base = db
    .selectFrom('model_daily_stats')
    .innerJoin('models', 'models.id', 'model_daily_stats.model_id')
    .where('model_daily_stats.day', '>=', fromDay)
    .where('model_daily_stats.embeds', '>', 0)
    .where(LISTED);
  const [rows, total] = await Promise.all([
    base
      .select(['models.id', (eb) => eb.fn.sum<string | number>('model_daily_stats.embeds').as('n')])
      .groupBy('models.id')
      .orderBy('n', 'desc')
      .orderBy('models.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.count<string | number>('models.id').distinct().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((r) => ({ id: r.id, n: Number(r.n) })), total: Number(total.n) };
}

export async function countEmbedded(db: Q): Promise<number> {
  const r = await db
    .selectFrom('models')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where(LISTED)
    .where('models.embed_count', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** A user's listed models: how many, and their views and likes (the counts of their personal space). */
export async function listedTotals(db: Q, userId: number) {
  const r = await db
    .selectFrom('models')
    .select([
      (eb) => eb.fn.countAll<string | number>().as('models'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('view_count'), eb.val(0)).as('views'),
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('like_count'), eb.val(0)).as('likes'),
    ])
    .where('models.user_id', '=', userId)
    .where(LISTED)
    .executeTakeFirstOrThrow();
  return { models: Number(r.models), views: Number(r.views), likes: Number(r.likes) };
}

/** The owner's models embedded at least once, this one left out (the embed allowance MXNQGS counts these). */
export async function embeddedBesides(db: Q, userId: number, modelId: number): Promise<number> {
  const r = await db
    .selectFrom('models')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('embed_count', '>', 0)
    .where('id', '!=', modelId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Counts a model's first embed view; false when it has been embedded already (the view is then counted as usual). */
export async function markFirstEmbed(db: Q, modelId: number): Promise<boolean> {
  const r = await db
    .updateTable('models')
    .set({ embed_count: 1 })
    .where('id', '=', modelId)
    .where('embed_count', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
