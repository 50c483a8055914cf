import { loadConfig } from '../config.js';
import { createDb, ensureSchema } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { WalletService } from '../modules/wallet/service.js';

/**
 * npm run ledger:check: every balance of the configured database (DATA_DIR's SQLite, or DATABASE_URL [+ schema])
 * against the sum of its ledger entries, no balance below zero, every posting balanced. Exits 1 on any finding.
 */
async function main() {
  const config = loadConfig();
  await ensureSchema(config);
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    const report = await new WalletService({ db }).check();
    console.log(
      `账本检查（${db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}）：${report.accounts} 个账户，` +
        `${report.negative.length} 个负余额，${report.mismatches.length} 个余额与流水不符，${report.unbalanced.length} 笔借贷不平`,
    );
    for (const a of report.negative) console.log(`  负余额：账户 ${a.id}（用户 ${a.userId} ${a.kind}）余额 ${a.balance}`);
    for (const a of report.mismatches) {
      console.log(`  不符：账户 ${a.id}（用户 ${a.userId} ${a.kind}）余额 ${a.balance}，流水合计 ${a.entries}`);
    }
    for (const p of report.unbalanced) console.log(`  不平：记账 ${p.postingNo} 合计 ${p.total} 分`);
    process.exitCode = report.negative.length + report.mismatches.length + report.unbalanced.length > 0 ? 1 : 0;
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
