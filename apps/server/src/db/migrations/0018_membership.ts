import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Membership (issue 19): packages and the roles each gives (with a value for quantities: storage GB, upload and
 * embed counts), the packages given to users (grants: bought through an order or granted by an operator), the role
 * records they made (start and expiry per role), and the operators' log of grants, revocations and package edits.
 * A sensible set of packages is seeded here; operators edit them afterwards (combopack/save).
 */
/** Values: CCKJ10 in GB, MXNQGS and MXUNUM in models; null is a switch. Prices in fen. */
const SEED: {
  title: string;
  description: string;
  kind: 'combo' | 'single';
  priceFen: number;
  days: number;
  roles: Record<string, number | null>;
}[] = [
  {
    title: '基础版（月卡）',
    description: '自定义 Logo、模型水印，20 个模型可嵌入，200 个模型上传，10 GB 存储空间',
    kind: 'combo',
    priceFen: 2900,
    days: 30,
    roles: { NQ1: null, MXNQGS: 20, MXUNUM: 200, CCKJ10: 10, LG3: null, SY2: null },
  },
  {
    title: '专业版（年卡）',
    description: '基础版全部权益，另有自定义封面、密码访问、AR 试戴，100 个模型可嵌入，1000 个模型上传，50 GB 存储空间',
    kind: 'combo',
    priceFen: 59900,
    days: 365,
    roles: {
      NQ1: null,
      MXNQGS: 100,
      MXUNUM: 1000,
      CCKJ10: 50,
      LG3: null,
      SY2: null,
      ZDYJZFM12: null,
      MMFWMX21: null,
      ARPRO: null,
    },
  },
  {
    title: '企业版（年卡）',
    description: '全部权益：多模型统计、模型轻量化、封面导出、独立模型 Logo、在线派单，1000 个模型可嵌入，500 GB 存储空间',
    kind: 'combo',
    priceFen: 299900,
    days: 365,
    roles: {
      NQ1: null,
      MXNQGS: 1000,
      MXUNUM: 10000,
      CCKJ10: 500,
      LG3: null,
      SY2: null,
      ZDYJZFM12: null,
      MMFWMX21: null,
      ARPRO: null,
      ARModel: null,
      DMXTJ4: null,
      MLW: null,
      FMDC: null,
      DLMXLG: null,
      OLPD: null,
      XTBB: null,
    },
  },
  {
    title: '自定义 Logo（年卡）',
    description: '在我的全部模型查看器与嵌入页显示自己的 Logo',
    kind: 'single',
    priceFen: 9900,
    days: 365,
    roles: { LG3: null },
  },
  {
    title: '自定义封面（年卡）',
    description: '用自己的图片替换模型封面',
    kind: 'single',
    priceFen: 9900,
    days: 365,
    roles: { ZDYJZFM12: null },
  },
  {
    title: '密码访问（年卡）',
    description: '为模型设置访问密码',
    kind: 'single',
    priceFen: 6800,
    days: 365,
    roles: { MMFWMX21: null },
  },
  {
    title: '存储扩容 100 GB（年卡）',
    description: '存储空间扩大到 100 GB',
    kind: 'single',
    priceFen: 19900,
    days: 365,
    roles: { CCKJ10: 100 },
  },
];

export const membership: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('packages'), dialect)
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('description', 'varchar(200)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('price_fen', 'integer', (c) => c.notNull())
      .addColumn('duration_days', 'integer', (c) => c.notNull())
      .addColumn('on_sale', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('package_roles')
      .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
      .addColumn('role_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('value', 'integer')
      .addPrimaryKeyConstraint('package_roles_pk', ['package_id', 'role_code'])
      .execute();

    const at = new Date().toISOString();
    for (const [i, p] of SEED.entries()) {
      const row: { id: number } = await db
        .insertInto('packages')
        .values({
          title: p.title,
          description: p.description,
          kind: p.kind,
          price_fen: p.priceFen,
          duration_days: p.days,
          on_sale: 1,
          sort: i,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('package_roles')
        .values(Object.entries(p.roles).map(([role_code, value]) => ({ package_id: row.id, role_code, value })))
        .execute();
    }

    await withId(db.schema.createTable('package_grants'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
      /** The package's title when it was given (operators may rename it later). */
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('source', 'varchar(10)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(40)', (c) => c.unique())
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      .addColumn('operator_id', 'integer')
      .addColumn('reason', 'varchar(200)')
      .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(30)')
      .addColumn('revoked_reason', 'varchar(200)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('package_grants_user').on('package_grants').columns(['user_id', 'expires_at']).execute();

    await withId(db.schema.createTable('role_records'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('grant_id', 'integer', (c) => c.notNull().references('package_grants.id').onDelete('cascade'))
      .addColumn('role_code', 'varchar(16)', (c) => c.notNull())
      .addColumn('value', 'integer')
      .addColumn('starts_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(30)')
      /** Set by the expiry job once the user was told the role ended. */
      .addColumn('expired_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('role_records_user').on('role_records').columns(['user_id', 'role_code', 'expires_at']).execute();
    await db.schema.createIndex('role_records_grant').on('role_records').column('grant_id').execute();

    await withId(db.schema.createTable('membership_audit'), dialect)
      .addColumn('operator_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer')
      .addColumn('action', 'varchar(20)', (c) => c.notNull())
      .addColumn('package_id', 'integer')
      .addColumn('grant_id', 'integer')
      .addColumn('reason', 'varchar(200)')
      .addColumn('detail', 'text')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
  async down(db: MigrationDb) {
    for (const t of ['membership_audit', 'role_records', 'package_grants', 'package_roles', 'packages']) {
      await db.schema.dropTable(t).execute();
    }
  },
});
