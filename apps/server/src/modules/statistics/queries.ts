import { sql, type Insertable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { ImplementEntriesTable } from '../../db/schema-statistics.js';

/** The statistics module's SQL: owners' daily rows, the per-model rows' sales, devices and the hardware showcase. */

export type OwnerField = 'views' | 'embeds' | 'downloads' | 'likes' | 'collects' | 'comments';
const FIGURES = ['views', 'embeds', 'downloads', 'likes', 'collects', 'comments', 'sales', 'sales_amount'] as const;

/** Adds per-model counts to their owners' rows of the day, in one statement (an owner's models summed). */
export async function addOwnersFromModels(db: Q, day: string, field: OwnerField, n: Map<number, number>): Promise<void> {
  if (n.size === 0) return;
  const cases = sql.join(
    [...n].map(([id, k]) => sql`WHEN ${id} THEN ${k}`),
    sql` `,
  );
  const col = sql.ref(field);
  await sql`INSERT INTO owner_daily_stats (user_id, day, ${col})
    SELECT user_id, ${day}, SUM(CASE id ${cases} ELSE 0 END) FROM models WHERE id IN (${sql.join([...n.keys()])})
    GROUP BY user_id
    ON CONFLICT (user_id, day) DO UPDATE SET ${col} = owner_daily_stats.${col} + excluded.${col}`.execute(db);
}

export const addOwnerFigures = (
  db: Q,
  userId: number,
  day: string,
  add: { sales?: number; sales_amount?: number; visitors?: number },
) =>
  db
    .insertInto('owner_daily_stats')
    .values({ user_id: userId, day, ...add })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet((eb) =>
          Object.fromEntries(Object.entries(add).map(([k, v]) => [k, eb(sql.ref(`owner_daily_stats.${k}`), '+', v)])),
        ),
    )
    .execute();

export const addModelSale = (db: Q, modelId: number, day: string, count: number, amount: number) =>
  db
    .insertInto('model_daily_stats')
    .values({ model_id: modelId, day, sales: count, sales_amount: amount })
    .onConflict((oc) =>
      oc.columns(['model_id', 'day']).doUpdateSet((eb) => ({
        sales: eb('model_daily_stats.sales', '+', count),
        sales_amount: eb('model_daily_stats.sales_amount', '+', amount),
      })),
    )
    .execute();

export const modelOwner = (db: Q, code: string) =>
  db
    .selectFrom('models')
    .select(['id', 'user_id', 'title', 'model_code'])
    .where('model_code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const ownerOfModel = (db: Q, id: number) =>
  db.selectFrom('models').select('user_id').where('id', '=', id).executeTakeFirst();

const sumOf = (col: string) => sql<string | number>`COALESCE(SUM(${sql.ref(col)}), 0)`;

/** Sums of the owners' rows between two days (inclusive). */
export const ownerSums = (db: Q, userIds: number[], from: string, to: string) =>
  db
    .selectFrom('owner_daily_stats')
    .select([...FIGURES, 'visitors'].map((f) => sumOf(f).as(f)))
    .where('user_id', 'in', userIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();

/** The owners' rows per day (days without a row are missing). */
export const ownerDays = (db: Q, userIds: number[], from: string, to: string) =>
  db
    .selectFrom('owner_daily_stats')
    .select(['day', ...[...FIGURES, 'visitors'].map((f) => sumOf(f).as(f))])
    .where('user_id', 'in', userIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();

/** A brand's owner (a company), to check whose dashboards may show it. */
export const brandOwner = (db: Q, brandId: number) =>
  db.selectFrom('brands').select('user_id').where('id', '=', brandId).executeTakeFirst();

/**
 * The rows of the models tagged with a brand between two days: the models through their brand index, then each
 * one's rows through the rows' primary key (model, day).
 */
const brandRows = (db: Q, brandId: number, from: string, to: string) =>
  db
    .selectFrom('model_daily_stats as d')
    .innerJoin('models as m', 'm.id', 'd.model_id')
    .where('m.brand_id', '=', brandId)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to);

/** Sums of a brand's models between two days (inclusive). */
export const brandSums = (db: Q, brandId: number, from: string, to: string) =>
  brandRows(db, brandId, from, to)
    .select(FIGURES.map((f) => sumOf(`d.${f}`).as(f)))
    .executeTakeFirstOrThrow();

/** A brand's models summed per day (days without a row are missing). */
export const brandDays = (db: Q, brandId: number, from: string, to: string) =>
  brandRows(db, brandId, from, to)
    .select(['d.day', ...FIGURES.map((f) => sumOf(`d.${f}`).as(f))])
    .groupBy('d.day')
    .execute();

export const modelDays = (db: Q, modelId: number, from: string, to: string) =>
  db
    .selectFrom('model_daily_stats')
    .select(['day', ...FIGURES])
    .where('model_id', '=', modelId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();

/** The owners' models (not in the recycle bin, not demand deliveries; only a brand's when given): how many, listed, embedded. */
export const modelCounts = (db: Q, userIds: number[], brandId?: number) => {
  const models = db
    .selectFrom('models')
    .select([
      (eb) => eb.fn.countAll<string | number>().as('total'),
      sql<string | number>`COALESCE(SUM(CASE WHEN status = 'ready' AND visibility = 'public' THEN 1 ELSE 0 END), 0)`.as('listed'),
      sql<string | number>`COALESCE(SUM(CASE WHEN embed_count > 0 THEN 1 ELSE 0 END), 0)`.as('embedded'),
    ])
    .where('user_id', 'in', userIds)
    .where('deleted_at', 'is', null)
    .where('delivery', '=', 0);
  return (brandId === undefined ? models : models.where('brand_id', '=', brandId)).executeTakeFirstOrThrow();
};

export type RankSort = 'views' | 'embeds' | 'downloads' | 'likes' | 'collects' | 'sales' | 'sales_amount';

export type ModelSums = { id: number } & Record<(typeof FIGURES)[number], number>;

/**
 * Each of the owners' models (only a brand's when given) with activity between two days, and its sums: one pass over
 * the day rows, grouped by model alone (a catalogue of thousands of mostly idle models is not grouped).
 */
export async function modelSums(
  db: Q,
  scope: { userIds: number[]; brandId?: number },
  range: { from: string; to: string },
): Promise<ModelSums[]> {
  const owned = db
    .selectFrom('model_daily_stats as d')
    .innerJoin('models as m', 'm.id', 'd.model_id')
    .where('m.user_id', 'in', scope.userIds)
    .where('m.deleted_at', 'is', null)
    .where('d.day', '>=', range.from)
    .where('d.day', '<=', range.to);
  const active = scope.brandId === undefined ? owned : owned.where('m.brand_id', '=', scope.brandId);
  // Grouped by the models' own id, in whose order their index gives them: no sorting of the groups.
  const rows = await active
    .select(['m.id', ...FIGURES.map((f) => sumOf(`d.${f}`).as(f))])
    .groupBy('m.id')
    .execute();
  return rows.map((r) => ({ id: r.id, ...Object.fromEntries(FIGURES.map((f) => [f, Number(r[f])])) }) as ModelSums);
}

export const modelTitles = (db: Q, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('models').select(['id', 'model_code', 'title']).where('id', 'in', ids).execute();

// --- devices ---------------------------------------------------------------------------------------------------

export const devicesOf = (db: Q, userId: number) =>
  db.selectFrom('devices').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

export const deviceBySerial = (db: Q, serial: string) =>
  db.selectFrom('devices').selectAll().where('serial', '=', serial).executeTakeFirst();

export const deviceById = (db: Q, id: number) => db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();

export const insertDevice = (db: Q, row: { user_id: number; serial: string; type: string; name: string; created_at: string }) =>
  db.insertInto('devices').values(row).returning('id').executeTakeFirstOrThrow();

/** Each device's newest models (up to `per`) and how many it has. */
export const deviceModels = (db: Q, deviceIds: number[]) =>
  deviceIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('models')
        .select(['device_id', 'model_code', 'title'])
        .where('device_id', 'in', deviceIds)
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();

export const setModelDevice = (db: Q, modelId: number, deviceId: number | null) =>
  db.updateTable('models').set({ device_id: deviceId }).where('id', '=', modelId).execute();

// --- the hardware showcase ---------------------------------------------------------------------------------------

export const implementEntries = (db: Q) =>
  db.selectFrom('implement_entries').selectAll().orderBy('sort', 'asc').orderBy('id', 'asc').execute();

export const implementById = (db: Q, id: number) =>
  db.selectFrom('implement_entries').selectAll().where('id', '=', id).executeTakeFirst();

export const implementByCode = (db: Q, code: string) =>
  db.selectFrom('implement_entries').selectAll().where('code', '=', code).executeTakeFirst();

export const insertImplement = (db: Q, row: Insertable<ImplementEntriesTable>) =>
  db.insertInto('implement_entries').values(row).returning('id').executeTakeFirstOrThrow();

export const updateImplement = (db: Q, id: number, row: Insertable<ImplementEntriesTable>) =>
  db.updateTable('implement_entries').set(row).where('id', '=', id).execute();

export const deleteImplement = async (db: Q, id: number) =>
  Number((await db.deleteFrom('implement_entries').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
