import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PHONE_RE, USER_TYPE_LABELS, type UserTypeValue } from '@moxing/shared';
import { loadConfig } from '../config.js';
import { createDb, ensureSchema } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { AccountService } from '../modules/account/service.js';
import { createMemoryRateLimiter } from '../platform/rate-limit.js';
import { createLogSmsProvider } from '../platform/sms/index.js';

/**
 * npm run user:create -- --login 13800000000 --password <plain> --type <0..6> [--nickname 名字]
 * Creates the account, or resets its password and type when the number exists. Type 5 is an operator.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      login: { type: 'string' },
      password: { type: 'string' },
      type: { type: 'string', default: '0' },
      nickname: { type: 'string' },
    },
  });
  const type = Number(values.type);
  if (!values.login || !PHONE_RE.test(values.login)) throw new Error('请用 --login 给出 11 位手机号');
  if (!values.password || values.password.length < 6) throw new Error('请用 --password 给出至少 6 位的密码');
  if (!Number.isInteger(type) || !(type in USER_TYPE_LABELS)) throw new Error('--type 须为 0 到 6 的整数（5 为运营人员）');

  const config = loadConfig();
  await ensureSchema(config);
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    const account = new AccountService({ db, sms: createLogSmsProvider(console), limiter: createMemoryRateLimiter(false) });
    // The same one-way hash the browser sends before the server's scrypt.
    const clientHash = createHash('sha256').update(values.password).digest('hex');
    const user = await account.createUserWithPassword({
      login: values.login,
      passwordHash: clientHash,
      type,
      nickname: values.nickname,
    });
    console.log(`已创建用户 #${user.id} ${user.login}（${USER_TYPE_LABELS[type as UserTypeValue]}）`);
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
