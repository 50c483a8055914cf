import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config.js';
import { createDb, type Db } from '../../apps/server/src/db/index.js';
import { AccountService } from '../../apps/server/src/modules/account/service.js';
import { WalletService } from '../../apps/server/src/modules/wallet/service.js';
import { createMemoryRateLimiter } from '../../apps/server/src/platform/rate-limit.js';
import { SandboxProvider } from '../../apps/server/src/platform/payments/sandbox.js';
import { startServer } from './api.js';

/**
 * `npm run bench money` (issue 19): against the real server, on SQLite and (with DATABASE_URL) on PostgreSQL, a few
 * buyers fire at once their model purchases paid with coins (some twice, some beyond what they hold) while the
 * sandbox gateway's notifications of their top-ups arrive, each several times. Then every balance is checked
 * against its ledger (`npm run ledger:check` too) and one line per database is printed:
 * `money <db>: <N> requests, <k> negative balances, <m> ledger mismatches, <d> double credits`.
 * Demand escrow joins the burst: each buyer funds the escrow of demands awaiting it (every one twice at once, and
 * cancels some of them at the same moment) with the same coins the purchases spend, and accepts delivered ones twice
 * at once, so a release races a release; an escrow funded, released or refunded twice counts as a double credit.
 *
 * Withdrawals (issue 15) join too: sellers apply for withdrawals during the burst from the income the purchases credit
 * (income is withdrawable at once here), more than they will have; then an operator approves and rejects each applied
 * one twice at once. A withdrawal held or decided twice counts as a double credit.
 *
 * Points (issue 15) join the burst too (`pointsBurst`): every buyer signs in several times at once and redeems mall goods
 * of small stock with points, so the last units race; a second line per database counts
 * `stock <db>: <s> negative stock, <o> oversold`.
 *
 * Settings: MONEY_BENCH_BUYERS (4), MONEY_BENCH_WITHDRAWALS (10 per seller), MONEY_BENCH_TOPUPS (30 per buyer), MONEY_BENCH_MODELS (30, each bought by every buyer),
 * MONEY_BENCH_DUPLICATES (3 copies of each notification), MONEY_BENCH_ESCROWS (6 demands per buyer, half delivered).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUYERS = Number(process.env.MONEY_BENCH_BUYERS ?? 4);
const TOPUPS = Number(process.env.MONEY_BENCH_TOPUPS ?? 30);
const MODELS = Number(process.env.MONEY_BENCH_MODELS ?? 30);
const DUPLICATES = Number(process.env.MONEY_BENCH_DUPLICATES ?? 3);
const ESCROWS = Number(process.env.MONEY_BENCH_ESCROWS ?? 6);
const WITHDRAWALS = Number(process.env.MONEY_BENCH_WITHDRAWALS ?? 10);
/** Each withdrawal asks for 5 yuan (the bench's minimum is 1 yuan). */
const WITHDRAWAL_FEN = 500;
/** A demand's chosen price (whole yuan, payable with coins). */
const ESCROW_YUAN = 50;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 1)]);
// 18 coins a top-up: less than the 585 coins the 30 models cost, so some purchases must be refused.
const TOPUP_COINS = 18;
const SECRET = randomBytes(24).toString('hex');
/** Mall goods in the burst, each with this little stock, and the points each buyer holds for them. */
const MALL_GOODS = 3;
const MALL_STOCK = 2;
const MALL_PRICE = 10;
const BUYER_POINTS = 35;
const SIGN_INS = 3;

interface Target {
  name: 'sqlite' | 'postgres';
  env: Record<string, string>;
}

interface Reply {
  code: string;
  data?: { orderNo: string; code: string; fileId: number };
  errorMsg?: string;
}

async function call(base: string, token: string, url: string, body: Record<string, unknown>): Promise<Reply> {
  const res = await fetch(`${base}/api/${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Reply;
}

/** The answer's data, or an error naming the step. */
async function must(step: string, reply: Promise<Reply>): Promise<NonNullable<Reply['data']>> {
  const r = await reply;
  if (r.code !== '200' || !r.data) throw new Error(`${step}失败：${r.errorMsg ?? r.code}`);
  return r.data;
}

async function uploadPng(base: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([PNG]), '交付.png');
  const res = await fetch(`${base}/api/common/file/upload`, { method: 'POST', headers: { token }, body: form });
  return (await must('上传交付文件', res.json() as Promise<Reply>)).fileId;
}

async function insertModels(db: Db, sellerIds: number[], count: number): Promise<string[]> {
  const at = new Date().toISOString();
  const codes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const code = randomBytes(8).toString('hex');
    codes.push(code);
    await db.kysely
      .insertInto('models')
      .values({
        model_code: code,
        user_id: sellerIds[i % sellerIds.length]!,
        title: `基准付费模型 ${i + 1}`,
        description: '',
        type: '其他',
        trade: '其他',
        // Whole yuan, 5 to 40: payable with coins.
        price: (5 + (i % 36)) * 100,
        free_download: 0,
        status: 'ready',
        stage: 'ready',
        failure_reason: null,
        queued_at: at,
        ready_at: at,
        source_file_ids: '[]',
        original_key: null,
        original_name: `${code}.glb`,
        web_key: null,
        light_key: null,
        cover_key: null,
        thumb_key: null,
        list_key: null,
        stats: null,
        tags: '[]',
        visibility: 'public',
        view_count: 0,
        collect_count: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  return codes;
}

/** Orders credited more than once: a top-up's coins, or a purchase's payment, written twice. */
async function doubleCredits(db: Db): Promise<number> {
  const rows = await sql<{ n: string | number }>`
    SELECT count(*) AS n FROM (
      SELECT e.order_no FROM wallet_entries e JOIN wallet_accounts a ON a.id = e.account_id
      WHERE e.kind IN ('topup', 'purchase') AND a.kind = 'coins' AND e.amount <> 0
      GROUP BY e.order_no, e.kind HAVING count(*) > 1
      UNION ALL
      SELECT order_no FROM payment_notices WHERE result = 'credited' GROUP BY order_no HAVING count(*) > 1
      UNION ALL
      SELECT order_no FROM wallet_entries WHERE kind = 'escrowFund' GROUP BY order_no HAVING count(DISTINCT posting_no) > 1
      UNION ALL
      SELECT order_no FROM wallet_entries WHERE kind IN ('escrowRelease', 'escrowRefund')
      GROUP BY order_no HAVING count(DISTINCT posting_no) > 1
      UNION ALL
      SELECT order_no FROM wallet_entries WHERE kind = 'cashout' GROUP BY order_no HAVING count(DISTINCT posting_no) > 1
      UNION ALL
      SELECT order_no FROM wallet_entries WHERE kind IN ('cashoutPaid', 'cashoutReturn')
      GROUP BY order_no HAVING count(DISTINCT posting_no) > 1
    ) doubled`.execute(db.kysely);
  return Number(rows.rows[0]?.n ?? 0);
}

type Person = { id: number; token: string };

/** Withdrawal applications for the burst: each seller asks WITHDRAWALS times for WITHDRAWAL_FEN to an Alipay account. */
async function withdrawalJobs(base: string, sellers: Person[]) {
  const jobs: (() => Promise<'cashout' | 'cashoutRefused' | 'error'>)[] = [];
  for (const [i, seller] of sellers.entries()) {
    const account = await call(base, seller.token, 'cashout/add', {
      type: 'alipay',
      holder: '基准卖家',
      account: `1380000${String(i).padStart(4, '0')}`,
    });
    const id = (account.data as { id?: number } | undefined)?.id;
    if (account.code !== '200' || !id) throw new Error(`添加提现账户失败：${account.errorMsg ?? account.code}`);
    for (let w = 0; w < WITHDRAWALS; w += 1) {
      jobs.push(async () => {
        const r = await call(base, seller.token, 'cashout/addCashout', { accountId: id, amountFen: WITHDRAWAL_FEN });
        if (r.code === '200') return 'cashout';
        return r.code === '409' ? 'cashoutRefused' : 'error';
      });
    }
  }
  return jobs;
}

/** After the burst: every applied withdrawal approved twice and rejected once, all at once (one decision may win). */
async function decideWithdrawals(base: string, db: Db, operator: Person) {
  const applied = await db.kysely.selectFrom('cashouts').select('cashout_no').where('status', '=', 'applied').execute();
  const decide = async (url: string, body: Record<string, unknown>) => (await call(base, operator.token, url, body)).code;
  const codes = await Promise.all(
    applied.flatMap(({ cashout_no: cashoutNo }, i) => [
      decide('cashout/admin/approve', { cashoutNo, transferRef: `BENCH${i}` }),
      decide('cashout/admin/approve', { cashoutNo, transferRef: `BENCH${i}` }),
      decide('cashout/admin/reject', { cashoutNo, reason: '基准测试驳回' }),
    ]),
  );
  const n = (code: string) => codes.filter((c) => c === code).length;
  return { requests: codes.length, decided: n('200'), refused: n('409'), errors: codes.length - n('200') - n('409') };
}

function ledgerCheck(env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/ledger-check.ts'], {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

type PointsOutcome = 'signedIn' | 'signInRefused' | 'redeemed' | 'redeemRefused' | 'error';

/**
 * The points share of the burst: goods with little stock, buyers holding points for a few units, every buyer signing
 * in SIGN_INS times at once and trying to redeem every unit twice. Answers the jobs and how to count afterwards.
 */
async function pointsBurst(base: string, db: Db, buyers: { id: number; token: string }[], operator: { token: string }) {
  const goodsIds: number[] = [];
  for (let i = 0; i < MALL_GOODS; i += 1) {
    const r = await call(base, operator.token, 'integral/save', {
      title: `基准商品 ${i + 1}`,
      picture: '/mall/coins.svg',
      kind: i === 0 ? 'physical' : 'coins',
      pointsPrice: MALL_PRICE,
      stock: MALL_STOCK,
      ...(i === 0 ? {} : { coins: 1 }),
    });
    if (r.code !== '200' || !r.data) throw new Error(`积分商品保存失败：${r.errorMsg ?? r.code}`);
    goodsIds.push((r.data as unknown as { id: number }).id);
  }
  const wallet = new WalletService({ db });
  for (const b of buyers) {
    await db.kysely.transaction().execute((trx) =>
      wallet.post(trx, {
        orderNo: `bench-points-${b.id}`,
        kind: 'task',
        memo: '基准积分',
        lines: [
          { account: { userId: b.id, kind: 'points' }, amount: BUYER_POINTS },
          { account: { platform: 'pointsPool' }, amount: -BUYER_POINTS },
        ],
      }),
    );
  }
  const outcome = async (r: Promise<Reply>, ok: PointsOutcome, refused: PointsOutcome): Promise<PointsOutcome> => {
    const { code } = await r;
    return code === '200' ? ok : code === '409' ? refused : 'error';
  };
  const address = { receiver: '基准', phone: '13800138000', address: '上海市浦东新区世纪大道 1 号' };
  const jobs: (() => Promise<PointsOutcome>)[] = buyers.flatMap((b) => [
    ...Array.from(
      { length: SIGN_INS },
      () => () => outcome(call(base, b.token, 'userintegral/add', { code: 'signIn' }), 'signedIn', 'signInRefused'),
    ),
    ...goodsIds.flatMap((goodsId) =>
      Array.from(
        { length: MALL_STOCK * 2 },
        () => () => outcome(call(base, b.token, 'integral/exchange', { goodsId, ...address }), 'redeemed', 'redeemRefused'),
      ),
    ),
  ]);
  const count = async () => {
    const goods = await db.kysely.selectFrom('mall_goods').select(['id', 'stock']).where('id', 'in', goodsIds).execute();
    const taken = await db.kysely
      .selectFrom('mall_redemptions')
      .select(['goods_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('goods_id', 'in', goodsIds)
      .groupBy('goods_id')
      .execute();
    const signIns = await db.kysely
      .selectFrom('wallet_entries')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('kind', '=', 'signIn')
      .where('amount', '>', 0)
      .executeTakeFirstOrThrow();
    const takenOf = (id: number) => Number(taken.find((t) => t.goods_id === id)?.n ?? 0);
    return {
      negative: goods.filter((g) => g.stock < 0).length,
      oversold: goods.filter((g) => takenOf(g.id) > MALL_STOCK || g.stock + takenOf(g.id) !== MALL_STOCK).length,
      /** Sign-in credits beyond one per buyer (today). */
      doubleSignIns: Math.max(0, Number(signIns.n) - buyers.length),
    };
  };
  return { jobs, count };
}

async function runOne(target: Target): Promise<void> {
  const server = await startServer({
    ...target.env,
    PAY_CHANNELS: 'sandbox',
    SANDBOX_PAY_SECRET: SECRET,
    SEED_DEMO: 'false',
    // Sales are withdrawable at once, so withdrawals race the purchases that fund them.
    SETTLEMENT_DAYS: '0',
    CASHOUT_MIN_FEN: '100',
  });
  const dbEnv = { ...target.env, DATA_DIR: server.dataDir };
  const config = loadConfig({ ...process.env, ...dbEnv, LOG_LEVEL: 'silent' });
  const db = createDb(config);
  try {
    const account = new AccountService({
      db,
      sms: { name: 'bench', sendCode: async () => undefined },
      limiter: createMemoryRateLimiter(false),
    });
    const person = async (i: number, type: number) => {
      const user = await account.createUserWithPassword({
        login: `1370000${String(i).padStart(4, '0')}`,
        passwordHash: createHash('sha256').update('bench1234').digest('hex'),
        type,
      });
      return { id: user.id, token: (await account.loginUser(user.id, { ip: '127.0.0.1', userAgent: 'bench' })).token };
    };
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => person(i + 1, 0)));
    const sellers = [await person(100, 2), await person(101, 2)];
    const operator = await person(200, 5);
    const codes = await insertModels(
      db,
      sellers.map((s) => s.id),
      MODELS,
    );

    // Orders are opened first (not measured): top-ups waiting for their notification, model orders for their coins.
    const topups: { orderNo: string; buyer: number }[] = [];
    const purchases: { orderNo: string; token: string }[] = [];
    for (const [b, buyer] of buyers.entries()) {
      for (let i = 0; i < TOPUPS; i += 1) {
        const r = await call(server.base, buyer.token, 'jianmo/coin/addCoinOrder', { coins: TOPUP_COINS });
        if (r.code !== '200' || !r.data) throw new Error(`充值下单失败：${r.errorMsg ?? r.code}`);
        topups.push({ orderNo: r.data.orderNo, buyer: b });
      }
      for (const code of codes) {
        const r = await call(server.base, buyer.token, 'modelorder/addOrder', { modelCode: code });
        if (r.code !== '200' || !r.data) throw new Error(`模型下单失败：${r.errorMsg ?? r.code}`);
        purchases.push({ orderNo: r.data.orderNo, token: buyer.token });
      }
    }
    const sandbox = new SandboxProvider({ secret: SECRET, publicUrl: server.base });
    const notice = (orderNo: string, coins: number) =>
      sandbox.signedNotice({
        appId: 'sandbox',
        outTradeNo: orderNo,
        tradeNo: `BENCH${orderNo}`,
        amountFen: coins * 100,
        paid: true,
        paidAt: new Date().toISOString(),
      });
    const deliverNotice = async (n: ReturnType<typeof notice>) => {
      const res = await fetch(`${server.base}/api/pay/notify/sandbox`, {
        method: 'POST',
        headers: n.headers as Record<string, string>,
        body: n.body,
      });
      await res.text();
      return res.status;
    };
    const notices = topups.flatMap((t) => Array.from({ length: DUPLICATES }, () => notice(t.orderNo, TOPUP_COINS)));

    // Demands whose bid each buyer has chosen: half awaiting escrow, half funded (coins bought for them first) and delivered.
    const awaiting: { code: string; token: string }[] = [];
    const delivered: { code: string; token: string }[] = [];
    for (const buyer of buyers) {
      for (let i = 0; i < ESCROWS; i += 1) {
        const { code } = await must(
          '发布需求',
          call(server.base, buyer.token, 'need/create', {
            title: `基准托管需求 ${i + 1}`,
            serviceType: '3D建模',
            trade: '泛家居',
            budget: 500,
            deadline: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
            description: '基准测试用的建模需求：一把北欧风格的实木餐椅，交付 GLB。',
            contactType: 'platform',
          }),
        );
        await must('审核需求', call(server.base, operator.token, 'need/admin/approve', { code }));
        const bid = await must(
          '投标',
          call(server.base, sellers[0]!.token, 'need/needBid', { code, price: ESCROW_YUAN * 100, days: 5, message: '可以' }),
        );
        await must('选标', call(server.base, buyer.token, 'need/chooseBid', { code, bidCode: bid.code }));
        if (i % 2 === 0) {
          awaiting.push({ code, token: buyer.token });
          continue;
        }
        const topup = await must(
          '托管充值下单',
          call(server.base, buyer.token, 'jianmo/coin/addCoinOrder', { coins: ESCROW_YUAN }),
        );
        if ((await deliverNotice(notice(topup.orderNo, ESCROW_YUAN))) !== 200) throw new Error('托管充值通知失败');
        await must('托管', call(server.base, buyer.token, 'need/escrow/fund', { code, payType: 'coin' }));
        const fileId = await uploadPng(server.base, sellers[0]!.token);
        await must('交付', call(server.base, sellers[0]!.token, 'need/deliver', { code, note: '交付', fileIds: [fileId] }));
        delivered.push({ code, token: buyer.token });
      }
    }
    const escrowStep = async (url: string, body: Record<string, unknown>, token: string) => {
      const r = await call(server.base, token, url, body);
      if (r.code === '200') return 'escrow' as const;
      return r.code === '409' ? ('escrowRefused' as const) : ('error' as const);
    };
    const withdrawals = await withdrawalJobs(server.base, sellers);
    const points = await pointsBurst(server.base, db, buyers, operator);
    // Every third purchase is also submitted a second time at once (buying twice).
    const submits = [...purchases, ...purchases.filter((_, i) => i % 3 === 0)];
    const jobs: (() => Promise<
      'paid' | 'refused' | 'notice' | 'escrow' | 'escrowRefused' | 'cashout' | 'cashoutRefused' | 'error' | PointsOutcome
    >)[] = [
      ...withdrawals,
      ...points.jobs,
      ...notices.map((n) => async () => ((await deliverNotice(n)) === 200 ? ('notice' as const) : ('error' as const))),
      ...awaiting.flatMap((d, i) => [
        () => escrowStep('need/escrow/fund', { code: d.code, payType: 'coin' }, d.token),
        () => escrowStep('need/escrow/fund', { code: d.code, payType: 'coin' }, d.token),
        ...(i % 3 === 0 ? [() => escrowStep('need/cancel', { code: d.code, reason: '不需要了' }, d.token)] : []),
      ]),
      ...delivered.flatMap((d) => [
        () => escrowStep('need/finishNeed', { code: d.code }, d.token),
        () => escrowStep('need/finishNeed', { code: d.code }, d.token),
      ]),
      ...submits.map((p) => async () => {
        const r = await call(server.base, p.token, 'modelorder/submitOrder', { orderNo: p.orderNo, payType: 'coin' });
        if (r.code === '200') return 'paid' as const;
        return r.code === '409' ? ('refused' as const) : ('error' as const);
      }),
    ];
    // Interleaved, then all fired at once.
    jobs.sort(() => Math.random() - 0.5);
    const started = performance.now();
    const outcomes = await Promise.all(jobs.map((j) => j().catch(() => 'error' as const)));
    const seconds = (performance.now() - started) / 1000;
    const decisions = await decideWithdrawals(server.base, db, operator);

    const wallet = new WalletService({ db });
    const report = await wallet.check();
    const stock = await points.count();
    const doubled = (await doubleCredits(db)) + stock.doubleSignIns;
    const credited = await db.kysely
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where(
        'order_no',
        'in',
        topups.map((t) => t.orderNo),
      )
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const checked = await ledgerCheck(dbEnv);
    const count = (o: string) => outcomes.filter((x) => x === o).length;
    console.log(
      `money ${target.name}: ${jobs.length + decisions.requests} requests, ${report.negative.length} negative balances, ` +
        `${report.mismatches.length + report.unbalanced.length} ledger mismatches, ${doubled} double credits`,
    );
    console.log(
      `  purchases: ${count('paid')} paid, ${count('refused')} refused (short coins or already paid), ` +
        `${(count('paid') / seconds).toFixed(1)} paid purchases/s, ${(submits.length / seconds).toFixed(1)} purchase requests/s; ` +
        `top-ups credited ${Number(credited.n)} of ${topups.length} (${notices.length} notifications); ` +
        `escrow actions ${count('escrow')} done, ${count('escrowRefused')} refused (${awaiting.length} to fund, ${delivered.length} to release); ` +
        `withdrawals ${count('cashout')} held, ${count('cashoutRefused')} refused, decisions ${decisions.decided} made, ${decisions.refused} refused; ` +
        `errors ${count('error') + decisions.errors}; ` +
        `burst ${seconds.toFixed(2)} s; ledger:check exit ${checked.code}`,
    );
    console.log(`stock ${target.name}: ${stock.negative} negative stock, ${stock.oversold} oversold`);
    console.log(
      `  points: sign-ins ${count('signedIn')} credited, ${count('signInRefused')} refused (${buyers.length} buyers); ` +
        `redemptions ${count('redeemed')} done, ${count('redeemRefused')} refused (${MALL_GOODS * MALL_STOCK} units in stock)`,
    );
    if (checked.code !== 0) console.log(checked.output);
  } finally {
    await db.close();
    server.stop();
    await server.exited;
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

export async function runMoneyBench(): Promise<void> {
  const targets: Target[] = [{ name: 'sqlite', env: { DATABASE_URL: '' } }];
  const url = process.env.DATABASE_URL;
  const schema = `bench_money_${randomBytes(4).toString('hex')}`;
  if (url) targets.push({ name: 'postgres', env: { DATABASE_URL: url, DATABASE_SCHEMA: schema } });
  try {
    for (const target of targets) await runOne(target);
  } finally {
    if (url) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }
}
