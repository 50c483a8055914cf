import type { Insertable, Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { NeedDisputesTable, NeedEscrowsTable } from '../../db/schema.js';
import { affected, toNumber } from './queries.js';

// --- escrows -------------------------------------------------------------------------------------

/** Inserts a demand's escrow; false when the demand already has one (need_id is unique: funded once). */
export const insertEscrow = async (db: Q, row: Insertable<NeedEscrowsTable>) => {
  const r = await db
    .insertInto('need_escrows')
    .values(row)
    .onConflict((oc) => oc.column('need_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
};

export const findEscrow = (db: Q, demandId: number) =>
  db.selectFrom('need_escrows').selectAll().where('need_id', '=', demandId).executeTakeFirst();

/** Settles a held escrow; false when it is no longer held (released or refunded before): money moves once. */
export const settleEscrow = async (db: Q, demandId: number, patch: Updateable<NeedEscrowsTable>) =>
  affected(
    await db
      .updateTable('need_escrows')
      .set(patch)
      .where('need_id', '=', demandId)
      .where('status', '=', 'held')
      .executeTakeFirst(),
  ) === 1;

// --- disputes ------------------------------------------------------------------------------------

export const insertDispute = (db: Q, row: Insertable<NeedDisputesTable>) =>
  db.insertInto('need_disputes').values(row).executeTakeFirstOrThrow();

export const findDispute = (db: Q, demandId: number) =>
  db.selectFrom('need_disputes').selectAll().where('need_id', '=', demandId).executeTakeFirst();

/** Records one side's reason once; false when that side has already given one or the dispute is decided. */
export const replyToDispute = async (db: Q, demandId: number, side: 'buyer' | 'modeller', reason: string, at: string) => {
  const column = side === 'buyer' ? 'buyer_reason' : 'modeller_reason';
  const r = await db
    .updateTable('need_disputes')
    .set(side === 'buyer' ? { buyer_reason: reason, buyer_reason_at: at } : { modeller_reason: reason, modeller_reason_at: at })
    .where('need_id', '=', demandId)
    .where(column, 'is', null)
    .where('decided', '=', 0)
    .executeTakeFirst();
  return affected(r) === 1;
};

export const decideDispute = async (db: Q, demandId: number, patch: Updateable<NeedDisputesTable>) =>
  affected(
    await db
      .updateTable('need_disputes')
      .set({ ...patch, decided: 1 })
      .where('need_id', '=', demandId)
      .where('decided', '=', 0)
      .executeTakeFirst(),
  ) === 1;

/** Disputes with their demand, owner, escrow and modeller: the operator's queue, oldest first while undecided. */
export const listDisputes = async (db: Q, decided: boolean, offset: number, limit: number) => {
  const base = db
    .selectFrom('need_disputes as d')
    .innerJoin('needs', 'needs.id', 'd.need_id')
    .innerJoin('users as owner', 'owner.id', 'needs.user_id')
    .where('d.decided', '=', decided ? 1 : 0);
  const [rows, total] = await Promise.all([
    base
      .selectAll('needs')
      .select(['owner.nickname as owner_nickname', 'owner.avatar as owner_avatar'])
      .orderBy('d.created_at', decided ? 'desc' : 'asc')
      .orderBy('d.id', 'asc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: toNumber(total.n) };
};

export const escrowsOf = (db: Q, demandIds: number[]) =>
  demandIds.length ? db.selectFrom('need_escrows').selectAll().where('need_id', 'in', demandIds).execute() : Promise.resolve([]);

export const disputesOf = (db: Q, demandIds: number[]) =>
  demandIds.length ? db.selectFrom('need_disputes').selectAll().where('need_id', 'in', demandIds).execute() : Promise.resolve([]);

/** Whether the demand has any delivery (pending, accepted or sent back). */
export const hasDelivery = async (db: Q, demandId: number) =>
  (await db.selectFrom('need_deliveries').select('id').where('need_id', '=', demandId).limit(1).executeTakeFirst()) !== undefined;
