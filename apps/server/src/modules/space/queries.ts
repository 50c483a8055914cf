import type { Insertable } from 'kysely';
import { certifiedKind } from '../../db/certified.js';
import type { Executor as Q } from '../../db/index.js';
import type { UserSpacesTable } from '../../db/schema-space.js';

const count = async (p: Promise<{ n: string | number }>) => Number((await p).n);

/** A space's owner, with their certification badge. */
export const findUser = (db: Q, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'type', 'status', certifiedKind('users.id').as('certified')])
    .where('id', '=', id)
    .executeTakeFirst();

export const findSpace = (db: Q, userId: number) =>
  db.selectFrom('user_spaces').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Writes the given columns of a user's space, creating its row on first use. */
export const upsertSpace = (db: Q, row: Insertable<UserSpacesTable>, set: Partial<Insertable<UserSpacesTable>>) =>
  db
    .insertInto('user_spaces')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(set))
    .execute();

/** Inserts today's visit; answers false when the visitor had already come today. */
export const insertVisit = async (db: Q, ownerId: number, visitorId: number, day: string, at: string) =>
  Boolean(
    await db
      .insertInto('space_visits')
      .values({ owner_id: ownerId, visitor_id: visitorId, day, visited_at: at })
      .onConflict((oc) => oc.columns(['owner_id', 'day', 'visitor_id']).doNothing())
      .returning('owner_id')
      .executeTakeFirst(),
  );

/** Visits of a space (one per visitor and day) since a day (inclusive), or all. */
export const countVisits = (db: Q, ownerId: number, sinceDay?: string) => {
  let qb = db
    .selectFrom('space_visits')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('owner_id', '=', ownerId);
  if (sinceDay) qb = qb.where('day', '>=', sinceDay);
  return count(qb.executeTakeFirstOrThrow());
};

/** Newest visits first, with the visitor. */
export const listVisits = (db: Q, ownerId: number, offset: number, limit: number) =>
  db
    .selectFrom('space_visits as v')
    .innerJoin('users as u', 'u.id', 'v.visitor_id')
    .select(['u.id', 'u.nickname', 'u.avatar', 'u.type', 'v.visited_at'])
    .where('v.owner_id', '=', ownerId)
    .orderBy('v.visited_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
