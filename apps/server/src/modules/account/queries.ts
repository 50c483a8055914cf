import type { Executor as Q } from '../../db/index.js';
import type { NewUser, UserUpdate } from '../../db/schema.js';

export const findUserById = (db: Q, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByLogin = (db: Q, login: string) =>
  db.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirst();

export const insertUser = (db: Q, user: NewUser) => db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();

export const updateUser = (db: Q, id: number, patch: UserUpdate) =>
  db.updateTable('users').set(patch).where('id', '=', id).executeTakeFirst();

export const insertIdentity = (db: Q, userId: number, type: number, at: string) =>
  db
    .insertInto('user_identities')
    .values({ user_id: userId, type, created_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'type']).doNothing())
    .execute();

export const listIdentities = (db: Q, userId: number) =>
  db.selectFrom('user_identities').selectAll().where('user_id', '=', userId).orderBy('id').execute();

export const insertSession = (
  db: Q,
  s: {
    token_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
  },
) => db.insertInto('sessions').values(s).returning(['id', 'expires_at']).executeTakeFirstOrThrow();

export const findSessionWithUser = (db: Q, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as sessionId',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id as userId',
      'users.type',
      'users.status',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();

export const revokeSession = (db: Q, sessionId: number, at: string) =>
  db.updateTable('sessions').set({ revoked_at: at }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();

export const revokeUserSessions = (db: Q, userId: number, at: string) =>
  db.updateTable('sessions').set({ revoked_at: at }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();

export const insertCaptcha = (db: Q, c: { id: string; answer: string; created_at: string; expires_at: string }) =>
  db.insertInto('captchas').values(c).execute();

export const findCaptcha = (db: Q, id: string) => db.selectFrom('captchas').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks a captcha used; answers false when somebody used it first. */
export const consumeCaptcha = async (db: Q, id: string, at: string) => {
  const r = await db
    .updateTable('captchas')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export const deleteExpiredCaptchas = (db: Q, before: string) =>
  db.deleteFrom('captchas').where('expires_at', '<', before).execute();

export const insertSmsCode = (
  db: Q,
  c: { login: string; purpose: string; code_hash: string; created_at: string; expires_at: string; ip: string | null },
) =>
  db
    .insertInto('sms_codes')
    .values({ ...c, attempts: 0, used_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();

export const deleteSmsCode = (db: Q, id: number) => db.deleteFrom('sms_codes').where('id', '=', id).execute();

export const latestSmsCode = (db: Q, login: string, purpose: string) =>
  db
    .selectFrom('sms_codes')
    .selectAll()
    .where('login', '=', login)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

export const countSmsCodesSince = async (db: Q, login: string, since: string) => {
  const r = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('login', '=', login)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

export const addSmsAttempt = (db: Q, id: number) =>
  db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();

/** Marks a code used; answers false when it was used already (two requests racing with one code). */
export const consumeSmsCode = async (db: Q, id: number, at: string) => {
  const r = await db
    .updateTable('sms_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export const listSmsLog = async (db: Q, offset: number, limit: number) => {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('sms_codes')
      .select(['id', 'login', 'purpose', 'created_at', 'expires_at', 'used_at', 'attempts', 'ip'])
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('sms_codes')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
};

export const isWechatBound = async (db: Q, userId: number) =>
  Boolean(await db.selectFrom('wechat_accounts').select('id').where('user_id', '=', userId).executeTakeFirst());
