import type { Insertable, Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { CertificationsTable, CompaniesTable, SubAccountsTable } from '../../db/schema-business.js';

const count = async (p: Promise<{ n: string | number }>) => Number((await p).n);

// --- certifications ------------------------------------------------------------------------------

export const findCertification = (db: Q, userId: number) =>
  db.selectFrom('certifications').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findCertificationById = (db: Q, id: number) =>
  db.selectFrom('certifications').selectAll().where('id', '=', id).executeTakeFirst();

export const insertCertification = (db: Q, row: Insertable<CertificationsTable>) =>
  db.insertInto('certifications').values(row).returningAll().executeTakeFirstOrThrow();

/** Changes a certification only while it is still in `from` (two operators, or a double click, change it once). */
export const updateCertification = (db: Q, id: number, from: string, set: Updateable<CertificationsTable>) =>
  db.updateTable('certifications').set(set).where('id', '=', id).where('status', '=', from).returningAll().executeTakeFirst();

export const countCertifications = (db: Q, status?: string) => {
  let qb = db.selectFrom('certifications').select((eb) => eb.fn.countAll<string | number>().as('n'));
  if (status) qb = qb.where('status', '=', status);
  return count(qb.executeTakeFirstOrThrow());
};

export const listCertifications = (db: Q, status: string | undefined, offset: number, limit: number) => {
  let qb = db
    .selectFrom('certifications as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select(['u.nickname', 'u.login']);
  if (status) qb = qb.where('c.status', '=', status);
  return qb.orderBy('c.submitted_at', 'asc').orderBy('c.id', 'asc').limit(limit).offset(offset).execute();
};

export const findUserBrief = (db: Q, id: number) =>
  db.selectFrom('users').select(['id', 'nickname', 'login']).where('id', '=', id).executeTakeFirstOrThrow();

/** The approved certification kind of each of these users that has one. */
export const certifiedAmong = (db: Q, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('certifications')
        .select(['user_id', 'kind'])
        .where('user_id', 'in', ids)
        .where('status', '=', 'approved')
        .execute();

// --- sub-accounts --------------------------------------------------------------------------------

/** A child's link to its parent, while the child is not deleted. */
export const findLink = (db: Q, childId: number) =>
  db.selectFrom('sub_accounts').selectAll().where('child_id', '=', childId).where('deleted_at', 'is', null).executeTakeFirst();

export const insertLink = (db: Q, row: Insertable<SubAccountsTable>) => db.insertInto('sub_accounts').values(row).execute();

export const updateLink = (db: Q, childId: number, set: Updateable<SubAccountsTable>) =>
  db.updateTable('sub_accounts').set(set).where('child_id', '=', childId).execute();

/** Adds spent coins only while they stay within the limit; answers false when they would not. */
export const addSpent = async (db: Q, childId: number, coins: number) =>
  Boolean(
    await db
      .updateTable('sub_accounts')
      .set((eb) => ({ coins_spent: eb('coins_spent', '+', coins) }))
      .where('child_id', '=', childId)
      .where((eb) => eb(eb('coins_spent', '+', coins), '<=', eb.ref('coin_limit')))
      .returning('child_id')
      .executeTakeFirst(),
  );

/** A refunded payment no longer counts against the child's limit (never below nothing spent). */
export const subtractSpent = (db: Q, childId: number, coins: number) =>
  db
    .updateTable('sub_accounts')
    .set((eb) => ({
      coins_spent: eb
        .case()
        .when('coins_spent', '>', coins)
        .then(eb('coins_spent', '-', coins))
        .else(0)
        .end(),
    }))
    .where('child_id', '=', childId)
    .execute();

export const listChildren = (db: Q, parentId: number) =>
  db
    .selectFrom('sub_accounts as s')
    .innerJoin('users as u', 'u.id', 's.child_id')
    .select(['s.child_id', 's.rights', 's.coin_limit', 's.coins_spent', 's.created_at', 'u.login', 'u.nickname', 'u.status'])
    .where('s.parent_id', '=', parentId)
    .where('s.deleted_at', 'is', null)
    .orderBy('s.created_at', 'asc')
    .orderBy('s.child_id', 'asc')
    .execute();

export const childIds = async (db: Q, parentId: number) =>
  (
    await db
      .selectFrom('sub_accounts')
      .select('child_id')
      .where('parent_id', '=', parentId)
      .where('deleted_at', 'is', null)
      .execute()
  ).map((r) => r.child_id);

export const insertActivity = (
  db: Q,
  row: { company_id: number; actor_id: number; action: string; detail: string; created_at: string },
) => db.insertInto('business_activity').values(row).execute();

export const countActivity = (db: Q, companyId: number) =>
  count(
    db
      .selectFrom('business_activity')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  );

export const listActivity = (db: Q, companyId: number, offset: number, limit: number) =>
  db
    .selectFrom('business_activity as a')
    .innerJoin('users as u', 'u.id', 'a.actor_id')
    .select(['a.id', 'a.action', 'a.detail', 'a.created_at', 'u.id as actorId', 'u.nickname'])
    .where('a.company_id', '=', companyId)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

// --- company and brands ------------------------------------------------------------------------

export const findCompany = (db: Q, userId: number) =>
  db.selectFrom('companies').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const upsertCompany = (db: Q, row: Insertable<CompaniesTable>) =>
  db
    .insertInto('companies')
    .values(row)
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        name: row.name,
        licence_number: row.licence_number,
        logo_file_id: row.logo_file_id,
        address: row.address,
        industry: row.industry,
        updated_at: row.updated_at,
      }),
    )
    .execute();

export const findBrand = (db: Q, id: number) => db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();

export const listBrands = (db: Q, userId: number) =>
  db
    .selectFrom('brands as b')
    .leftJoin('models as m', (j) => j.onRef('m.brand_id', '=', 'b.id').on('m.deleted_at', 'is', null))
    .select(['b.id', 'b.name', 'b.logo_file_id', (eb) => eb.fn.count<string | number>('m.id').as('models')])
    .where('b.user_id', '=', userId)
    .groupBy(['b.id', 'b.name', 'b.logo_file_id'])
    .orderBy('b.id', 'asc')
    .execute();

export const insertBrand = (db: Q, row: { user_id: number; name: string; logo_file_id: string | null; created_at: string }) =>
  db.insertInto('brands').values(row).returning('id').executeTakeFirstOrThrow();

export const updateBrand = (db: Q, id: number, set: { name: string; logo_file_id: string | null }) =>
  db.updateTable('brands').set(set).where('id', '=', id).execute();

/** Models and shows tagged with the brand lose the tag first: SQLite does not enforce "on delete set null" without its pragma. */
export const deleteBrand = async (db: Q, id: number) => {
  await db.updateTable('models').set({ brand_id: null }).where('brand_id', '=', id).execute();
  await db.updateTable('shows').set({ brand_id: null }).where('brand_id', '=', id).execute();
  await db.deleteFrom('brands').where('id', '=', id).execute();
};
