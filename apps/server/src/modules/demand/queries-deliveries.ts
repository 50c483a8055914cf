import type { Insertable, Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { NeedDeliveriesTable, NeedEvaluationsTable } from '../../db/schema.js';
import { affected } from './queries.js';

// --- deliveries ----------------------------------------------------------------------------------

export const insertDelivery = (db: Q, row: Insertable<NeedDeliveriesTable>) =>
  db.insertInto('need_deliveries').values(row).returning('id').executeTakeFirstOrThrow();

export const listDeliveries = (db: Q, demandId: number) =>
  db.selectFrom('need_deliveries').selectAll().where('need_id', '=', demandId).orderBy('id').execute();

/** Reviews every delivery still waiting for the buyer; answers how many there were. */
export const reviewPendingDeliveries = async (db: Q, demandId: number, patch: Updateable<NeedDeliveriesTable>) =>
  affected(
    await db.updateTable('need_deliveries').set(patch).where('need_id', '=', demandId).where('status', '=', 0).executeTakeFirst(),
  );

// --- evaluations ---------------------------------------------------------------------------------

/** Answers false when this person has evaluated the demand already. */
export const insertEvaluation = async (db: Q, row: Insertable<NeedEvaluationsTable>) => {
  const r = await db
    .insertInto('need_evaluations')
    .values(row)
    .onConflict((oc) => oc.columns(['need_id', 'from_user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
};

const evaluationsWithUsers = (db: Q) =>
  db
    .selectFrom('need_evaluations as e')
    .innerJoin('users as f', 'f.id', 'e.from_user_id')
    .innerJoin('users as t', 't.id', 'e.to_user_id')
    .selectAll('e')
    .select(['f.nickname as from_nickname', 'f.avatar as from_avatar', 't.nickname as to_nickname', 't.avatar as to_avatar']);

export const listEvaluationsOfDemand = (db: Q, demandId: number) =>
  evaluationsWithUsers(db).where('e.need_id', '=', demandId).orderBy('e.id').execute();

export const listEvaluationsReceived = (db: Q, userId: number, fromRole: string, limit: number) =>
  evaluationsWithUsers(db)
    .where('e.to_user_id', '=', userId)
    .where('e.from_role', '=', fromRole)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();
