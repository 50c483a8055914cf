import { randomUUID } from 'node:crypto';
import {
  ENTRY_KIND_LABELS,
  FEN_PER_COIN,
  POINTS_ACCOUNT_KINDS,
  USER_ACCOUNT_KINDS,
  fenValue,
  pointsValue,
  type EntryKind,
  type PlatformAccountKind,
  type UserAccountKind,
  type UserHeldKind,
  type WalletAccountKind,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AppJobs, JobHandlers } from '../../platform/jobs/index.js';
import * as q from './queries.js';

/** A user's balance, or one of the platform's own accounts. */
export type AccountRef = { userId: number; kind: UserHeldKind } | { platform: PlatformAccountKind };

export interface PostingLine {
  account: AccountRef;
  /** In the account's unit (coins for `coins`, points for points accounts, fen otherwise); positive credits. */
  amount: number;
  /** What this line records when it differs from the posting's (the seller's "sale" in a purchase). */
  kind?: EntryKind;
  memo?: string;
}

export interface Posting {
  /** The order the money moves for: every entry names one. */
  orderNo: string;
  kind: EntryKind;
  memo: string;
  lines: PostingLine[];
}

/** Refusal when a debit would take an account below zero. */
const SHORT: Record<WalletAccountKind, string> = {
  coins: '金币余额不足，请先充值',
  earnings: '可提现收益不足',
  earnings_pending: '待结算收益不足',
  escrow: '托管资金不足，无法完成该操作',
  fees: '平台服务费余额不足',
  gateway: '支付渠道余额不足',
  cashout_hold: '提现冻结资金不足',
  points: '积分不足',
  pointsPool: '平台积分余额不足',
  rewards: '平台奖励余额不足',
};

/**
 * Accounts that count what flows in from outside and so may go below zero: the gateway clearing account (money
 * received from payers), the points pool (points issued less points spent) and the rewards account (coins given
 * away as rewards).
 */
export const MAY_GO_NEGATIVE: readonly WalletAccountKind[] = ['gateway', 'pointsPool', 'rewards'];

/** The largest movement one line may carry (10^12 fen): far above any order, far below unsafe integers. */
const MAX_LINE = 1_000_000_000_000;

const DAY_MS = 86_400_000;
/** Users the settlement job reads at a time. */
const SETTLE_BATCH = 200;

const ownerOf = (ref: AccountRef): { user_id: number; kind: WalletAccountKind } =>
  'platform' in ref ? { user_id: 0, kind: ref.platform } : { user_id: ref.userId, kind: ref.kind };

export interface LedgerReport {
  accounts: number;
  negative: { id: number; userId: number; kind: string; balance: number }[];
  mismatches: { id: number; userId: number; kind: string; balance: number; entries: number }[];
  unbalanced: { postingNo: string; total: number }[];
}

/**
 * Balances and their ledger. `post` writes a balanced set of entries and moves the balances in the caller's
 * transaction, refusing (and so rolling the caller back) when any balance but the gateway's would go below zero.
 */
export class WalletService {
  private readonly db: Db;
  private readonly clock: () => number;
  private readonly settlementDays: number;

  /** `settlementDays`: how long income stays pending (the ledger check and tools that move no income leave it out). */
  constructor(deps: { db: Db; settlementDays?: number; clock?: () => number }) {
    this.db = deps.db;
    this.settlementDays = deps.settlementDays ?? 0;
    this.clock = deps.clock ?? Date.now;
  }

  /** Where a seller's income lands: pending until the settlement period has passed (`settle`), or at once when it is 0. */
  incomeAccount(userId: number): AccountRef {
    return { userId, kind: this.settlementDays === 0 ? 'earnings' : 'earnings_pending' };
  }

  /** When income credited at `createdAt` becomes withdrawable. */
  maturesAt(createdAt: string): string {
    return new Date(Date.parse(createdAt) + this.settlementDays * DAY_MS).toISOString();
  }

  /**
   * Moves a user's matured pending income to their withdrawable earnings, one posting per order (so an order's
   * entries still undo as one). Run before reading or spending earnings; the lock on the pending account keeps two
   * runs at once from moving the same income twice.
   */
  async settle(userId: number): Promise<number> {
    const cutoff = this.settlementCutoff();
    if (!(await q.hasMatured(this.db.kysely, userId, cutoff))) return 0;
    return this.db.kysely.transaction().execute(async (trx) => {
      await q.lockAccount(trx, userId, 'earnings_pending', new Date(this.clock()).toISOString());
      // Read after the lock: what a run that held it before has settled is gone from here.
      const matured = await q.maturedPending(trx, userId, cutoff);
      for (const row of matured) {
        await this.post(trx, {
          orderNo: row.order_no,
          kind: 'settle',
          memo: '收益结算期已过，转为可提现',
          lines: [
            { account: { userId, kind: 'earnings_pending' }, amount: -row.amount },
            { account: { userId, kind: 'earnings' }, amount: row.amount },
          ],
        });
      }
      return matured.length;
    });
  }

  private settlementCutoff(): string {
    return new Date(this.clock() - this.settlementDays * DAY_MS).toISOString();
  }

  /**
   * The settlement job: settles every user's matured income, `batch` users at a time, each through `settle` (so a
   * read settling the same user at the same moment waits for its lock and finds nothing left). Answers how many
   * users and orders it settled.
   */
  async settleDue(opts: { batch?: number; signal?: AbortSignal } = {}): Promise<{ users: number; orders: number }> {
    const done = { users: 0, orders: 0 };
    if (this.settlementDays === 0) return done;
    const batch = opts.batch ?? SETTLE_BATCH;
    let after = 0;
    for (;;) {
      const userIds = await q.usersWithMatured(this.db.kysely, this.settlementCutoff(), after, batch);
      for (const userId of userIds) {
        const orders = await this.settle(userId);
        done.orders += orders;
        if (orders > 0) done.users += 1;
      }
      if (userIds.length < batch || opts.signal?.aborted) return done;
      after = userIds[userIds.length - 1]!;
    }
  }

  jobHandlers(): JobHandlers<AppJobs> {
    return {
      'wallet.settle': {
        run: async (_payload, ctx) => ({ status: 'done', result: await this.settleDue({ signal: ctx.signal }) }),
      },
    };
  }

  /** One balance of a user (0 when the account does not exist yet). */
  async balance(userId: number, kind: UserAccountKind, db: Executor = this.db.kysely): Promise<number> {
    const rows = await q.userBalances(db, userId);
    return Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
  }

  /**
   * A user's income entries (sales, released escrow), newest first, each with the platform fee of its posting and
   * what a refund of its order took back since (from the user and from the platform's fee; positive fen).
   */
  async incomes(userId: number, range: { offset: number; limit: number } | { since: string }) {
    const { rows, total } = await q.incomeEntries(this.db.kysely, userId, range);
    const orderNos = [...new Set(rows.map((r) => r.order_no))];
    const [fees, refunds] = await Promise.all([
      q.postingFees(
        this.db.kysely,
        rows.map((r) => r.posting_no),
      ),
      q.incomeRefunds(this.db.kysely, userId, orderNos),
    ]);
    const feeOf = new Map(fees.map((f) => [f.posting_no, Number(f.amount)]));
    const refundOf = (orderNo: string, owner: 'user' | 'platform') =>
      -Number(refunds.find((r) => r.order_no === orderNo && r.owner === owner)?.amount ?? 0);
    return {
      total,
      list: rows.map((r) => ({
        orderNo: r.order_no,
        kind: r.kind,
        memo: r.memo,
        netFen: Number(r.amount),
        feeFen: feeOf.get(r.posting_no) ?? 0,
        refundedFen: refundOf(r.order_no, 'user'),
        feeRefundedFen: refundOf(r.order_no, 'platform'),
        createdAt: r.created_at,
      })),
    };
  }

  async post(trx: Executor, posting: Posting): Promise<void> {
    if (!trx.isTransaction) throw new AppError('internal', '记账必须在事务中进行');
    const lines = posting.lines.filter((l) => l.amount !== 0);
    if (lines.length < 2) throw new AppError('internal', '记账至少需要两个账户');
    let fen = 0;
    let points = 0;
    for (const l of lines) {
      if (!Number.isSafeInteger(l.amount) || Math.abs(l.amount) > MAX_LINE) throw new AppError('internal', '记账金额无效');
      fen += fenValue(ownerOf(l.account).kind, l.amount);
      points += pointsValue(ownerOf(l.account).kind, l.amount);
    }
    if (fen !== 0 || points !== 0) throw new AppError('internal', '记账借贷不平衡');
    const at = new Date(this.clock()).toISOString();
    const owners = lines.map((l) => ownerOf(l.account));
    await q.ensureAccounts(trx, dedupe(owners), at);
    const accounts = await q.findAccounts(trx, [...new Set(owners.map((o) => o.user_id))]);
    const idOf = (o: { user_id: number; kind: string }) => {
      const hit = accounts.find((a) => a.user_id === o.user_id && a.kind === o.kind);
      if (!hit) throw new AppError('internal', '账户不存在');
      return hit.id;
    };
    // Always in account order, so two postings over the same accounts never wait on each other in a circle.
    const moves = lines
      .map((l, i) => ({ id: idOf(owners[i]!), kind: owners[i]!.kind, amount: l.amount, line: l }))
      .sort((a, b) => a.id - b.id);
    const postingNo = randomUUID();
    const entries = [];
    for (const m of moves) {
      const after = await q.applyDelta(trx, m.id, m.amount, !MAY_GO_NEGATIVE.includes(m.kind), at);
      if (after === undefined) throw errors.conflict(SHORT[m.kind]);
      entries.push({
        account_id: m.id,
        posting_no: postingNo,
        amount: m.amount,
        balance_after: after,
        order_no: posting.orderNo,
        kind: m.line.kind ?? posting.kind,
        memo: (m.line.memo ?? posting.memo).slice(0, 200),
        created_at: at,
      });
    }
    await q.insertEntries(trx, entries);
  }

  /** A user's points. */
  async points(userId: number, db: Executor = this.db.kysely): Promise<number> {
    const rows = await q.userBalances(db, userId);
    return Number(rows.find((r) => r.kind === 'points')?.balance ?? 0);
  }

  /** A user's points entries, newest first (the points history). */
  async pointsEntries(userId: number, offset: number, limit: number) {
    const { rows, total } = await q.userEntries(this.db.kysely, userId, ['points'], undefined, offset, limit);
    return {
      rows: rows.map((r) => ({
        id: r.id,
        kind: r.kind as EntryKind,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        memo: r.memo,
        createdAt: r.created_at,
      })),
      total,
    };
  }

  /** A user's coins (coins) and earnings (fen: withdrawable and still pending together, as the user centre shows them). */
  async balances(userId: number, db: Executor = this.db.kysely): Promise<{ coins: number; earnings: number }> {
    const rows = await q.userBalances(db, userId);
    const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.balance ?? 0);
    return { coins: of('coins'), earnings: of('earnings') + of('earnings_pending') };
  }

  /** pay/transaction/list: every movement of my coins and earnings, newest first. */
  async bills(userId: number, query: { pageNum: number; pageSize: number; account?: UserAccountKind }) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.userEntries(
      this.db.kysely,
      userId,
      USER_ACCOUNT_KINDS,
      query.account,
      (pageNum - 1) * pageSize,
      pageSize,
    );
    return {
      list: rows.map((r) => ({
        id: r.id,
        orderNo: r.order_no,
        kind: r.kind as EntryKind,
        kindName: ENTRY_KIND_LABELS[r.kind as EntryKind],
        account: r.account as UserAccountKind,
        amount: Number(r.amount),
        balanceAfter: Number(r.balance_after),
        memo: r.memo,
        createdAt: r.created_at,
      })),
      total,
      pageNum,
      pageSize,
    };
  }

  /** The entries an order wrote (tests, operators). */
  async orderEntries(orderNo: string) {
    const rows = await q.orderEntries(this.db.kysely, orderNo);
    return rows.map((r) => ({ userId: r.user_id, account: r.account, amount: Number(r.amount), kind: r.kind }));
  }

  /**
   * The lines that undo what an order's entries did (a refund), read inside the caller's transaction: one line per
   * account with its net (income credited pending and since settled nets to zero on the pending account).
   */
  async reversalOf(trx: Executor, orderNo: string): Promise<PostingLine[]> {
    const rows = await q.orderEntries(trx, orderNo);
    const net = new Map<string, { userId: number; account: string; amount: number }>();
    for (const r of rows.filter((e) => e.kind !== 'refund')) {
      const key = `${r.user_id}:${r.account}`;
      const hit = net.get(key) ?? { userId: r.user_id, account: r.account, amount: 0 };
      hit.amount += Number(r.amount);
      net.set(key, hit);
    }
    return [...net.values()].map((r) => ({
      account:
        r.userId === 0 ? { platform: r.account as PlatformAccountKind } : { userId: r.userId, kind: r.account as UserHeldKind },
      amount: -r.amount,
    }));
  }

  /** npm run ledger:check: every balance against its entries, no balance below zero, every posting balanced. */
  async check(): Promise<LedgerReport> {
    const k = this.db.kysely;
    const [accounts, negative, mismatches, unbalanced] = await Promise.all([
      q.countAccounts(k),
      q.negativeAccounts(k, MAY_GO_NEGATIVE),
      q.mismatchedAccounts(k),
      q.unbalancedPostings(k, FEN_PER_COIN, POINTS_ACCOUNT_KINDS),
    ]);
    return { accounts, negative, mismatches, unbalanced };
  }
}

function dedupe(owners: { user_id: number; kind: string }[]) {
  const seen = new Map(owners.map((o) => [`${o.user_id}:${o.kind}`, o]));
  // Inserted in key order, like the updates.
  return [...seen.values()].sort((a, b) => a.user_id - b.user_id || a.kind.localeCompare(b.kind));
}
