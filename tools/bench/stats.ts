import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDb, type Db } from '../../apps/server/src/db/index.js';
import { AccountService } from '../../apps/server/src/modules/account/service.js';
import { createMemoryRateLimiter } from '../../apps/server/src/platform/rate-limit.js';
import { startServer } from './api.js';

/**
 * `npm run bench stats` (issue 18, Statistics): the dashboards answer in under 100 ms p95 at 100,000 models.
 * On SQLite and (with DATABASE_URL) PostgreSQL: 100,000 models, one busy owner with STATS_BENCH_BUSY of them (half
 * tagged with its brand) and the rest shared by other owners; 90 days of per-model rows (about a third of the busy owner's models active on a
 * given day, fewer for the others) and the owners' day rows. Then the real server is measured with autocannon on
 * the dashboard calls of the busy owner beside a control, account/getUserInfoByToken (a token lookup and one row):
 * the control's p95 shows what the machine gives at that moment.
 *
 * Settings: BENCH_SECONDS (5), STATS_BENCH_CONNECTIONS (10), BENCH_MODELS (100000), STATS_BENCH_BUSY (5000),
 * STATS_BENCH_DAYS (90).
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.STATS_BENCH_CONNECTIONS ?? 10);
const MODELS = Number(process.env.BENCH_MODELS ?? 100_000);
const BUSY = Number(process.env.STATS_BENCH_BUSY ?? 5000);
const DAYS = Number(process.env.STATS_BENCH_DAYS ?? 90);
const OWNERS = 20;
const GOAL_MS = 100;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  errors: number;
  control: boolean;
}

async function measure(name: string, base: string, paths: string[], token: string, control = false): Promise<Row> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { token },
        requests: paths.map((p) => ({ method: 'GET', path: p })),
      },
      (err, r) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(r)),
    );
    instance.on('response', (_c: unknown, _s: number, _b: number, ms: number) => times.push(ms));
  });
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? NaN;
  return { name, reqPerSec: result.requests.average, p50: at(50), p95: at(95), errors: result.errors + result.non2xx, control };
}

/**
 * Owners, models and daily rows, written in batches straight into the database. Half of the busy owner's models
 * carry its brand (the brand view of the dashboards).
 */
async function seed(db: Db, account: AccountService): Promise<{ busyToken: string; brandId: number }> {
  const k = db.kysely;
  const hash = createHash('sha256').update('bench1234').digest('hex');
  const owners: number[] = [];
  for (let i = 0; i < OWNERS; i++) {
    const u = await account.createUserWithPassword({
      login: `1360000${String(i).padStart(4, '0')}`,
      passwordHash: hash,
      type: 2,
    });
    owners.push(u.id);
  }
  const busyToken = (await account.loginUser(owners[0]!, { ip: '127.0.0.1', userAgent: 'bench' })).token;
  const at = new Date().toISOString();
  const { id: brandId } = await k
    .insertInto('brands')
    .values({ user_id: owners[0]!, name: '基准品牌', logo_file_id: null, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const days = Array.from({ length: DAYS }, (_, i) => dayOf(now - (DAYS - 1 - i) * DAY_MS));
  let seedNo = 7;
  const random = () => ((seedNo = (seedNo * 16807) % 2147483647) - 1) / 2147483646;
  const ownerDays = new Map<string, number[]>();
  for (let start = 0; start < MODELS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, MODELS - start) }, (_, j) => {
      const i = start + j;
      const owner = i < BUSY ? owners[0]! : owners[1 + (i % (OWNERS - 1))]!;
      const code = `st${String(i).padStart(8, '0')}${randomBytes(2).toString('hex')}`;
      return {
        model_code: code,
        user_id: owner,
        title: `统计基准模型 ${i}`,
        description: '',
        type: '其他',
        trade: '其他',
        price: i % 5 === 0 ? 1000 : 0,
        status: 'ready',
        stage: 'ready',
        queued_at: at,
        ready_at: at,
        source_file_ids: '[]',
        original_name: `${code}.glb`,
        tags: '[]',
        visibility: 'public',
        brand_id: i < BUSY / 2 ? brandId : null,
        created_at: at,
        updated_at: at,
      };
    });
    const ids = await k.insertInto('models').values(batch).returning(['id', 'user_id', 'price']).execute();
    const daily = [];
    for (const m of ids) {
      const busy = m.user_id === owners[0];
      for (let d = 0; d < days.length; d++) {
        if (random() > (busy ? 0.33 : 0.05)) continue;
        const views = 1 + Math.floor(random() * 40);
        const sales = m.price > 0 && random() < 0.1 ? 1 : 0;
        const row = {
          model_id: m.id,
          day: days[d]!,
          views,
          embeds: Math.floor(views * 0.3),
          downloads: Math.floor(views * 0.05),
          likes: Math.floor(views * 0.1),
          collects: Math.floor(views * 0.05),
          comments: 0,
          sales,
          sales_amount: sales * m.price,
        };
        daily.push(row);
        const key = `${m.user_id}|${row.day}`;
        const o = ownerDays.get(key) ?? [0, 0, 0, 0, 0, 0, 0];
        [row.views, row.embeds, row.downloads, row.likes, row.collects, row.sales, row.sales_amount].forEach(
          (v, x) => (o[x]! += v),
        );
        ownerDays.set(key, o);
      }
    }
    for (let i = 0; i < daily.length; i += 1000)
      await k
        .insertInto('model_daily_stats')
        .values(daily.slice(i, i + 1000))
        .execute();
  }
  const rows = [...ownerDays].map(([key, o]) => {
    const [userId, day] = key.split('|');
    return {
      user_id: Number(userId),
      day: day!,
      views: o[0]!,
      embeds: o[1]!,
      downloads: o[2]!,
      likes: o[3]!,
      collects: o[4]!,
      comments: 0,
      sales: o[5]!,
      sales_amount: o[6]!,
      visitors: Math.floor(random() * 50),
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await k
      .insertInto('owner_daily_stats')
      .values(rows.slice(i, i + 1000))
      .execute();
  return { busyToken, brandId };
}

async function runOne(label: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer({ ...env, SEED_DEMO: 'false' });
  const config = loadConfig({ ...process.env, ...env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' });
  const db = createDb(config);
  try {
    const started = Date.now();
    const account = new AccountService({
      db,
      sms: { name: 'bench', sendCode: async () => undefined },
      limiter: createMemoryRateLimiter(false),
    });
    const { busyToken, brandId } = await seed(db, account);
    console.log(`[统计基准] ${label}：写入 ${MODELS} 个模型与每日数据用时 ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const today = dayOf(Date.now());
    const from = (n: number) => dayOf(Date.now() - (n - 1) * DAY_MS);
    const ranges = [7, 30, 90].map((n) => `from=${from(n)}&to=${today}`);
    const base = server.base;
    // The control call takes the token as a query parameter (the address-bar login), not as the header.
    const control = `/api/account/getUserInfoByToken?token=${encodeURIComponent(busyToken)}`;
    // Warm-up: the JIT and the database caches.
    await measure('warm-up', base, [control, ...ranges.map((r) => `/api/statistics/overview?${r}`)], busyToken);
    return [
      await measure(`${label} 对照 account/getUserInfoByToken`, base, [control], busyToken, true),
      await measure(
        `${label} statistics/overview (7/30/90 天)`,
        base,
        ranges.map((r) => `/api/statistics/overview?${r}`),
        busyToken,
      ),
      await measure(
        `${label} statistics/daily (7/30/90 天)`,
        base,
        ranges.map((r) => `/api/statistics/daily?${r}`),
        busyToken,
      ),
      await measure(
        `${label} statistics/models 排行 (7/30/90 天)`,
        base,
        ranges.flatMap((r) => [`/api/statistics/models?${r}&sort=views`, `/api/statistics/models?${r}&sort=sales&pageNum=3`]),
        busyToken,
      ),
      await measure(
        `${label} 品牌 overview/daily/models (7/30/90 天)`,
        base,
        ranges.flatMap((r) => [
          `/api/statistics/overview?${r}&brandId=${brandId}`,
          `/api/statistics/daily?${r}&brandId=${brandId}`,
          `/api/statistics/models?${r}&brandId=${brandId}&sort=views`,
        ]),
        busyToken,
      ),
    ];
  } finally {
    await db.close();
    server.stop();
    await server.exited;
  }
}

export async function runStatsBench(): Promise<void> {
  const rows = await runOne('SQLite', { DATABASE_URL: '' });
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `bench_stats_${randomBytes(4).toString('hex')}`;
    try {
      rows.push(...(await runOne('PostgreSQL', { DATABASE_URL: url, DATABASE_SCHEMA: schema })));
    } finally {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  } else console.log('[统计基准] 未设置 DATABASE_URL，跳过 PostgreSQL');
  console.log(
    `\n数据看板 (${CONNECTIONS} connections, ${SECONDS} s each; ${MODELS} models, busy owner ${BUSY}, ${DAYS} days; ` +
      `${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
  );
  console.log('name'.padEnd(46) + 'req/s'.padStart(9) + 'p50'.padStart(8) + 'p95'.padStart(8) + 'errors'.padStart(8) + '  goal');
  for (const r of rows) {
    console.log(
      r.name.padEnd(46) +
        r.reqPerSec.toFixed(0).padStart(9) +
        r.p50.toFixed(1).padStart(8) +
        r.p95.toFixed(1).padStart(8) +
        String(r.errors).padStart(8) +
        (r.control ? '' : `  <${GOAL_MS} ${r.p95 < GOAL_MS && r.errors === 0 ? 'OK' : 'MISSED'}`),
    );
  }
}
