import type { Insertable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { OpenApiKeysTable } from '../../db/schema-openApi.js';

export const insertKey = (db: Q, row: Insertable<OpenApiKeysTable>) =>
  db.insertInto('open_api_keys').values(row).returningAll().executeTakeFirstOrThrow();

export const listKeys = (db: Q, userId: number) =>
  db.selectFrom('open_api_keys').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

export const countActiveKeys = async (db: Q, userId: number) =>
  Number(
    (
      await db
        .selectFrom('open_api_keys')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The key with its owner's type and status, for checking a signed request. */
export const findKeyWithOwner = (db: Q, keyId: string) =>
  db
    .selectFrom('open_api_keys')
    .innerJoin('users', 'users.id', 'open_api_keys.user_id')
    .selectAll('open_api_keys')
    .select(['users.type as user_type', 'users.status as user_status'])
    .where('open_api_keys.key_id', '=', keyId)
    .executeTakeFirst();

export const revokeKey = async (db: Q, userId: number, keyId: string, at: string) =>
  Number(
    (
      await db
        .updateTable('open_api_keys')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('key_id', '=', keyId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  );

export const findOwnKey = (db: Q, userId: number, keyId: string) =>
  db.selectFrom('open_api_keys').selectAll().where('user_id', '=', userId).where('key_id', '=', keyId).executeTakeFirst();

/** Remembers a nonce; answers false when the key had already used it (a replay). */
export const insertNonce = async (db: Q, keyId: number, nonce: string, expiresAt: string) =>
  Boolean(
    await db
      .insertInto('open_api_nonces')
      .values({ key_id: keyId, nonce, expires_at: expiresAt })
      .onConflict((oc) => oc.columns(['key_id', 'nonce']).doNothing())
      .returning('key_id')
      .executeTakeFirst(),
  );

export const deleteStaleNonces = (db: Q, before: string) =>
  db.deleteFrom('open_api_nonces').where('expires_at', '<', before).execute();

export const countCall = (db: Q, keyId: number, day: string) =>
  db
    .insertInto('open_api_usage')
    .values({ key_id: keyId, day, calls: 1 })
    .onConflict((oc) => oc.columns(['key_id', 'day']).doUpdateSet((eb) => ({ calls: eb('open_api_usage.calls', '+', 1) })))
    .execute();

export const touchKey = (db: Q, keyId: number, at: string) =>
  db.updateTable('open_api_keys').set({ last_used_at: at }).where('id', '=', keyId).execute();

/** Calls per day and key of a user's keys since `fromDay`. */
export const usageSince = (db: Q, userId: number, fromDay: string) =>
  db
    .selectFrom('open_api_usage')
    .innerJoin('open_api_keys', 'open_api_keys.id', 'open_api_usage.key_id')
    .select(['open_api_keys.key_id', 'open_api_usage.day', 'open_api_usage.calls'])
    .where('open_api_keys.user_id', '=', userId)
    .where('open_api_usage.day', '>=', fromDay)
    .execute();
