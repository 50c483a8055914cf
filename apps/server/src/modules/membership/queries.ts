import type { Executor } from '../../db/index.js';
import type { PackageGrantsTable, PackagesTable } from '../../db/schema-membership.js';
import type { Insertable } from 'kysely';

type Q = Executor;

export const listPackages = (db: Q, opts: { onSaleOnly: boolean; id?: number }) => {
  let query = db.selectFrom('packages').selectAll();
  if (opts.onSaleOnly) query = query.where('on_sale', '=', 1);
  if (opts.id !== undefined) query = query.where('id', '=', opts.id);
  return query.orderBy('sort').orderBy('id').execute();
};

export const findPackage = (db: Q, id: number) => db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst();

export const packageRoles = (db: Q, packageIds: number[]) =>
  packageIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('package_roles').selectAll().where('package_id', 'in', packageIds).orderBy('role_code').execute();

export const insertPackage = (db: Q, row: Insertable<PackagesTable>) =>
  db.insertInto('packages').values(row).returning('id').executeTakeFirstOrThrow();

export const updatePackage = (db: Q, id: number, patch: Partial<Insertable<PackagesTable>>) =>
  db.updateTable('packages').set(patch).where('id', '=', id).execute();

export async function replacePackageRoles(db: Q, packageId: number, roles: { roleCode: string; value: number | null }[]) {
  await db.deleteFrom('package_roles').where('package_id', '=', packageId).execute();
  await db
    .insertInto('package_roles')
    .values(roles.map((r) => ({ package_id: packageId, role_code: r.roleCode, value: r.value })))
    .execute();
}

/** Role records in force at `at` (started, not expired, not revoked). */
export const activeRecords = (db: Q, userId: number, at: string) =>
  db
    .selectFrom('role_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('expires_at', '>', at)
    .execute();

export const recordsOf = (db: Q, userId: number, roleCode?: string) => {
  let query = db
    .selectFrom('role_records')
    .innerJoin('package_grants', 'package_grants.id', 'role_records.grant_id')
    .selectAll('role_records')
    .select(['package_grants.package_id', 'package_grants.title'])
    .where('role_records.user_id', '=', userId);
  if (roleCode) query = query.where('role_records.role_code', '=', roleCode);
  return query.orderBy('role_records.expires_at', 'desc').orderBy('role_records.id', 'desc').execute();
};

export const recordsOfGrants = (db: Q, grantIds: number[]) =>
  grantIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('role_records')
        .innerJoin('package_grants', 'package_grants.id', 'role_records.grant_id')
        .selectAll('role_records')
        .select(['package_grants.package_id', 'package_grants.title'])
        .where('role_records.grant_id', 'in', grantIds)
        .orderBy('role_records.role_code')
        .execute();

/** The user's latest unrevoked grant of this package still running at `at`: a new one extends it. */
export const runningGrant = (db: Q, userId: number, packageId: number, at: string) =>
  db
    .selectFrom('package_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('package_id', '=', packageId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();

export const insertGrant = (db: Q, row: Insertable<PackageGrantsTable>) =>
  db.insertInto('package_grants').values(row).returning('id').executeTakeFirstOrThrow();

export const findGrant = (db: Q, id: number) =>
  db.selectFrom('package_grants').selectAll().where('id', '=', id).executeTakeFirst();

export const findGrantByOrder = (db: Q, orderNo: string) =>
  db.selectFrom('package_grants').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

export const insertRecords = (
  db: Q,
  rows: { user_id: number; grant_id: number; role_code: string; value: number | null; starts_at: string; expires_at: string }[],
) =>
  rows.length === 0
    ? Promise.resolve([])
    : db
        .insertInto('role_records')
        .values(rows.map((r) => ({ ...r, revoked_at: null, expired_at: null })))
        .returning(['id', 'expires_at'])
        .execute();

export const revokeGrant = (db: Q, id: number, at: string, reason: string) =>
  db
    .updateTable('package_grants')
    .set({ revoked_at: at, revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();

export const revokeRecordsOfGrant = (db: Q, grantId: number, at: string) =>
  db
    .updateTable('role_records')
    .set({ revoked_at: at })
    .where('grant_id', '=', grantId)
    .where('revoked_at', 'is', null)
    .execute();

export async function listGrants(db: Q, userId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('package_grants')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('package_grants')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const activeGrants = (db: Q, userId: number, at: string) =>
  db
    .selectFrom('package_grants')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('starts_at', '<=', at)
    .where('expires_at', '>', at)
    .orderBy('expires_at', 'desc')
    .execute();

export const findRecord = (db: Q, id: number) =>
  db.selectFrom('role_records').selectAll().where('id', '=', id).executeTakeFirst();

/** Marks a record's end as told; false when another run already did (the job may run twice). */
export async function markExpired(db: Q, id: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('role_records')
    .set({ expired_at: at })
    .where('id', '=', id)
    .where('expired_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Whether another unrevoked record gives the user this role beyond `at` (an extension or another package). */
export const otherRecordBeyond = (db: Q, userId: number, roleCode: string, exceptId: number, at: string) =>
  db
    .selectFrom('role_records')
    .select('id')
    .where('user_id', '=', userId)
    .where('role_code', '=', roleCode)
    .where('id', '!=', exceptId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();

export const insertAudit = (
  db: Q,
  row: {
    operator_id: number;
    user_id: number | null;
    action: string;
    package_id: number | null;
    grant_id: number | null;
    reason: string | null;
    detail: string | null;
    created_at: string;
  },
) => db.insertInto('membership_audit').values(row).execute();

export async function listAudit(db: Q, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    db.selectFrom('membership_audit').selectAll().orderBy('id', 'desc').offset(offset).limit(limit).execute(),
    db
      .selectFrom('membership_audit')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const userExists = (db: Q, id: number) => db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();

/** Locks the user's row until the transaction ends (PostgreSQL): the counted features' check-and-use. */
export const lockUser = (trx: Q, id: number) =>
  trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();

/** The user who logs in with this phone number. */
export const userByPhone = (db: Q, phone: string) =>
  db.selectFrom('users').select('id').where('login', '=', phone).executeTakeFirst();

export async function userType(db: Q, id: number): Promise<number | null> {
  const r = await db.selectFrom('users').select('type').where('id', '=', id).executeTakeFirst();
  return r?.type ?? null;
}
