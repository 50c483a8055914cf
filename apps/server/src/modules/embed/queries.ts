import type { Executor as Q } from '../../db/index.js';

export async function embedsSince(db: Q, scope: { modelId: number } | { userId: number }, fromDay: string): Promise<number> {
  let qb = db
    .selectFrom('model_daily_stats')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('embeds'), eb.val(0)).as('n'))
    .where('day', '>=', fromDay);
  qb =
    'modelId' in scope
      ? qb.where('model_id', '=', scope.modelId)
      : qb.where('model_id', 'in', (eb) =>
          eb.selectFrom('models').select('models.id').where('models.user_id', '=', scope.userId),
        );
  return Number((await qb.executeTakeFirstOrThrow()).n);
}

export async function embedSources(db: Q, scope: { modelId: number } | { userId: number }, limit: number) {
  let qb = db
    .selectFrom('model_embed_views')
    .select(['host', (eb) => eb.fn.sum<string | number>('views').as('views')])
    .groupBy('host');
  qb =
    'modelId' in scope
      ? qb.where('model_id', '=', scope.modelId)
      : qb.where('model_id', 'in', (eb) =>
          eb.selectFrom('models').select('models.id').where('models.user_id', '=', scope.userId),
        );
  const rows = await qb.orderBy('views', 'desc').limit(limit).execute();
  return rows.map((r) => ({ host: r.host, views: Number(r.views) }));
}
