import { sql } from 'kysely';
import type { Executor as Q } from '../../db/index.js';

/** What the viewer has done with a model and its author, in one round trip; `buyerId` holds the viewer's purchases. */
export async function viewerFlags(db: Q, userId: number, buyerId: number, modelId: number, authorId: number) {
  const r = await sql<{ liked: unknown; collected: unknown; following: unknown; purchased: unknown }>`SELECT
    EXISTS (SELECT 1 FROM model_likes WHERE user_id = ${userId} AND model_id = ${modelId}) AS liked,
    EXISTS (SELECT 1 FROM model_collects WHERE user_id = ${userId} AND model_id = ${modelId}) AS collected,
    EXISTS (SELECT 1 FROM user_follows WHERE follower_id = ${userId} AND followee_id = ${authorId}) AS following,
    EXISTS (SELECT 1 FROM model_purchases WHERE user_id = ${buyerId} AND model_id = ${modelId}) AS purchased`.execute(db);
  const row = r.rows[0];
  // SQLite answers 0/1, PostgreSQL true/false.
  return {
    liked: Boolean(Number(row?.liked ?? 0)) || row?.liked === true,
    collected: Boolean(Number(row?.collected ?? 0)) || row?.collected === true,
    following: Boolean(Number(row?.following ?? 0)) || row?.following === true,
    purchased: Boolean(Number(row?.purchased ?? 0)) || row?.purchased === true,
  };
}
