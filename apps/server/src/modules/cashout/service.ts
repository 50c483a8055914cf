import { randomBytes } from 'node:crypto';
import {
  CASHOUT_ACCOUNT_TYPE_LABELS,
  CASHOUT_STATUS_LABELS,
  CashoutStatus,
  INCOME_KIND_LABELS,
  MessageType,
  UserType,
  cardDigits,
  maskAccount,
  yuan,
  type AdminCashoutQuery,
  type CashoutAccountBody,
  type CashoutAccountType,
  type CashoutStatusValue,
  type IncomeKind,
  type IncomeState,
} from '@moxing/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { CashoutAccountRow } from '../../db/schema-cashout.js';
import type { AuthUser } from '../../platform/http/route.js';
import { errors } from '../../platform/errors.js';
import type { UploadedFile } from '@moxing/shared';
import { fileUrl, type FileService } from '../file/service.js';
import type { MessageService } from '../message/service.js';
import type { WalletService } from '../wallet/service.js';
import * as q from './queries.js';
import { allowedActions, transition, type CashoutActor } from './transitions.js';

export interface CashoutDeps {
  db: Db;
  wallet: WalletService;
  messages: MessageService;
  files: FileService;
  config: Pick<Config, 'CASHOUT_MIN_FEN' | 'SETTLEMENT_DAYS'>;
  clock?: () => number;
}

/** Accounts one user may keep at a time. */
const MAX_ACCOUNTS = 10;
/** Months and days are those of the users (Asia/Shanghai, UTC+8, no daylight saving). */
const UTC8_MS = 8 * 3_600_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const monthOf = (iso: string) => new Date(Date.parse(iso) + UTC8_MS).toISOString().slice(0, 7);
/** The instant a UTC+8 day ("2026-11-26") starts. */
const dayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000).toISOString();

/** An income as the seller sees it: what the buyer paid, less the fee kept and what a refund gave back. */
function afterRefund(i: Awaited<ReturnType<WalletService['incomes']>>['list'][number]) {
  return {
    ...i,
    grossFen: i.netFen + i.feeFen,
    feeFen: i.feeFen - i.feeRefundedFen,
    refundFen: i.refundedFen + i.feeRefundedFen,
    netFen: i.netFen - i.refundedFen,
  };
}

/**
 * A seller's earnings (income per order and month, pending until the settlement period has passed), their cash-out
 * accounts and withdrawals. A withdrawal holds its amount at once (earnings -> the platform's cashout_hold) in the
 * transaction that records it, so two at once cannot spend the same money; an operator pays it out or rejects it
 * (the hold goes back).
 */
export class CashoutService {
  private readonly deps: CashoutDeps;
  private readonly clock: () => number;

  constructor(deps: CashoutDeps) {
    this.deps = deps;
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  // --- earnings ----------------------------------------------------------------------------------

  async summary(userId: number) {
    const { wallet } = this.deps;
    await wallet.settle(userId);
    const now = new Date(this.clock() + UTC8_MS);
    const months: string[] = [];
    for (let i = 11; i >= 0; i--) {
      months.push(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7));
    }
    const since = dayStart(`${months[0]}-01`);
    const [available, pending, sums, incomes] = await Promise.all([
      wallet.balance(userId, 'earnings'),
      wallet.balance(userId, 'earnings_pending'),
      q.sums(this.k, userId),
      wallet.incomes(userId, { since }),
    ]);
    const byMonth = new Map(months.map((m) => [m, { month: m, grossFen: 0, feeFen: 0, netFen: 0 }]));
    // A refunded sale counts in its month for what is left of it (nothing, for a full refund).
    for (const i of incomes.list.map(afterRefund)) {
      const m = byMonth.get(monthOf(i.createdAt));
      if (!m) continue;
      m.netFen += i.netFen;
      m.feeFen += i.feeFen;
      m.grossFen += i.grossFen - i.refundFen;
    }
    return {
      availableFen: available,
      pendingFen: pending,
      heldFen: sums.held,
      withdrawnFen: sums.paid,
      settlementDays: this.deps.config.SETTLEMENT_DAYS,
      minCashoutFen: this.deps.config.CASHOUT_MIN_FEN,
      months: [...byMonth.values()],
    };
  }

  /** modelorder/modelInocmelist */
  async incomeList(userId: number, page: { pageNum: number; pageSize: number }) {
    const { wallet } = this.deps;
    await wallet.settle(userId);
    const { pageNum, pageSize } = page;
    const { list, total } = await wallet.incomes(userId, { offset: (pageNum - 1) * pageSize, limit: pageSize });
    const now = this.now();
    return {
      list: list.map(afterRefund).map((i) => {
        const kind = i.kind as IncomeKind;
        const availableAt = wallet.maturesAt(i.createdAt);
        const state: IncomeState = i.refundFen > 0 ? 'refunded' : availableAt <= now ? 'available' : 'pending';
        return {
          orderNo: i.orderNo,
          kind,
          kindName: INCOME_KIND_LABELS[kind],
          subject: i.memo,
          grossFen: i.grossFen,
          feeFen: i.feeFen,
          refundFen: i.refundFen,
          netFen: i.netFen,
          state,
          availableAt,
          createdAt: i.createdAt,
        };
      }),
      total,
      pageNum,
      pageSize,
    };
  }

  // --- cash-out accounts -------------------------------------------------------------------------

  /** modelorder/uploadCardPicFile: the upload is private; anything but an image is removed and refused. */
  async cardPicUploaded(file: UploadedFile) {
    if (file.kind !== 'image') {
      await this.deps.files.removeUnused([file.fileId]);
      throw errors.validation('银行卡照片须为 JPG、PNG 或 WebP 图片');
    }
    return { fileId: file.fileId, url: file.url };
  }

  async addAccount(user: AuthUser, body: CashoutAccountBody) {
    let cardPic: string | null = null;
    if (body.type === 'bank') {
      const [row] = await this.deps.files.requireOwnedRows(user.id, [body.cardPic ?? '']);
      if (row?.kind !== 'image') throw errors.validation('银行卡照片须为 JPG、PNG 或 WebP 图片');
      cardPic = row.file_id;
    }
    const existing = await q.liveAccounts(this.k, user.id);
    if (existing.length >= MAX_ACCOUNTS) throw errors.conflict(`最多保存 ${MAX_ACCOUNTS} 个提现账户，请先删除不用的账户`);
    const row = await q.insertAccount(this.k, {
      user_id: user.id,
      type: body.type,
      holder: body.holder,
      bank: body.type === 'bank' ? (body.bank ?? null) : null,
      account: body.type === 'bank' ? cardDigits(body.account) : body.account,
      card_pic: cardPic,
      deleted_at: null,
      created_at: this.now(),
    });
    return presentAccount(row);
  }

  async accounts(userId: number) {
    return { list: (await q.liveAccounts(this.k, userId)).map(presentAccount) };
  }

  /** Soft: a withdrawal made to the account keeps showing its details. */
  async deleteAccount(userId: number, id: number) {
    if (!(await q.softDeleteAccount(this.k, userId, id, this.now()))) throw errors.notFound('提现账户不存在或已删除');
    return { ok: true };
  }

  // --- withdrawals -------------------------------------------------------------------------------

  /** cashout/addCashout */
  async apply(user: AuthUser, body: { accountId: number; amountFen: number }) {
    const { wallet, config } = this.deps;
    const account = await q.findAccount(this.k, body.accountId);
    if (!account || account.user_id !== user.id) throw errors.notFound('提现账户不存在');
    if (account.deleted_at) throw errors.conflict('该提现账户已删除，请选择其他账户');
    if (body.amountFen < config.CASHOUT_MIN_FEN) {
      throw errors.validation(`提现金额不能低于 ¥${yuan(config.CASHOUT_MIN_FEN)}`);
    }
    await wallet.settle(user.id);
    const available = await wallet.balance(user.id, 'earnings');
    if (body.amountFen > available) throw errors.conflict(`提现金额超过可提现收益（当前可提现 ¥${yuan(available)}）`);
    const cashoutNo = newCashoutNo(this.clock());
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      await q.insertCashout(trx, {
        cashout_no: cashoutNo,
        user_id: user.id,
        account_id: account.id,
        amount_fen: body.amountFen,
        status: CashoutStatus.applied,
        transfer_ref: null,
        reject_reason: null,
        decided_by: null,
        decided_at: null,
        created_at: at,
      });
      // The floor of the ledger refuses a second withdrawal that another one made exceed the balance meanwhile.
      await wallet.post(trx, {
        orderNo: cashoutNo,
        kind: 'cashout',
        memo: `提现至${describe(account)}`,
        lines: [
          { account: { userId: user.id, kind: 'earnings' }, amount: -body.amountFen },
          { account: { platform: 'cashout_hold' }, amount: body.amountFen },
        ],
      });
      await this.deps.messages.send(
        {
          userId: user.id,
          type: MessageType.system,
          title: '提现申请已提交',
          content: `您申请提现 ¥${yuan(body.amountFen)} 至${describe(account)}，金额已冻结，平台审核后打款。`,
          link: '/myassets/withdraw',
          bizCode: cashoutNo,
        },
        trx,
      );
    });
    return this.view(cashoutNo, user);
  }

  async myCashouts(user: AuthUser, page: { pageNum: number; pageSize: number }) {
    const { pageNum, pageSize } = page;
    const { rows, total } = await q.userCashouts(this.k, user.id, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map((r) => present(r, ['owner'])), total, pageNum, pageSize };
  }

  async adminList(query: AdminCashoutQuery) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.adminCashouts(this.k, filterOf(query), {
      offset: (pageNum - 1) * pageSize,
      limit: pageSize,
    });
    return { list: rows.map(presentAdmin), total, pageNum, pageSize };
  }

  /** The operators' CSV (UTF-8 with a byte-order mark, so spreadsheet programs read the Chinese). */
  async exportCsv(filter: Omit<AdminCashoutQuery, 'pageNum' | 'pageSize'>): Promise<string> {
    const { rows } = await q.adminCashouts(this.k, filterOf(filter), null);
    const head = [
      '提现单号',
      '用户编号',
      '昵称',
      '金额（元）',
      '状态',
      '账户类型',
      '姓名',
      '开户银行',
      '账号',
      '转账流水号',
      '驳回原因',
      '申请时间',
      '处理时间',
    ];
    const lines = rows.map((r) =>
      [
        r.cashout_no,
        r.user_id,
        r.nickname,
        yuan(Number(r.amount_fen)),
        CASHOUT_STATUS_LABELS[r.status as CashoutStatusValue],
        CASHOUT_ACCOUNT_TYPE_LABELS[r.account_type as CashoutAccountType],
        r.holder,
        r.bank ?? '',
        r.account,
        r.transfer_ref ?? '',
        r.reject_reason ?? '',
        r.created_at,
        r.decided_at ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
    return `\uFEFF${[head.join(','), ...lines].join('\r\n')}\r\n`;
  }

  async approve(operator: AuthUser, body: { cashoutNo: string; transferRef: string }) {
    return this.decide(operator, body.cashoutNo, 'approve', body.transferRef);
  }

  async reject(operator: AuthUser, body: { cashoutNo: string; reason: string }) {
    return this.decide(operator, body.cashoutNo, 'reject', body.reason);
  }

  private async decide(operator: AuthUser, cashoutNo: string, action: 'approve' | 'reject', text: string) {
    const row = await q.findCashout(this.k, cashoutNo);
    if (!row) throw errors.notFound('提现记录不存在');
    const from = row.status as CashoutStatusValue;
    const to = transition(from, action, actorsOf(operator));
    const amount = Number(row.amount_fen);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.decide(trx, row.id, from, {
        status: to,
        ...(action === 'approve' ? { transfer_ref: text } : { reject_reason: text }),
        decided_by: operator.id,
        decided_at: at,
      });
      if (!moved) throw errors.conflict('该提现已被处理，不能重复操作');
      await this.deps.wallet.post(trx, {
        orderNo: cashoutNo,
        kind: action === 'approve' ? 'cashoutPaid' : 'cashoutReturn',
        memo: action === 'approve' ? `提现已打款（流水号 ${text}）` : `提现被驳回：${text}`,
        lines:
          action === 'approve'
            ? [
                { account: { platform: 'cashout_hold' }, amount: -amount },
                { account: { platform: 'gateway' }, amount },
              ]
            : [
                { account: { platform: 'cashout_hold' }, amount: -amount },
                { account: { userId: row.user_id, kind: 'earnings' }, amount },
              ],
      });
      await this.deps.messages.send(
        {
          userId: row.user_id,
          type: MessageType.system,
          title: action === 'approve' ? '提现已打款' : '提现申请被驳回',
          content:
            action === 'approve'
              ? `您的提现 ¥${yuan(amount)} 已打款至${describe(row)}，转账流水号 ${text}。`
              : `您的提现 ¥${yuan(amount)} 未通过审核，原因：${text}。冻结的金额已退回可提现收益。`,
          link: '/myassets/withdraw',
          bizCode: cashoutNo,
        },
        trx,
      );
    });
    return this.view(cashoutNo, operator);
  }

  private async view(cashoutNo: string, viewer: AuthUser) {
    const row = await q.findCashout(this.k, cashoutNo);
    if (!row) throw errors.notFound('提现记录不存在');
    return present(row, actorsOf(viewer));
  }
}

type CashoutJoined = NonNullable<Awaited<ReturnType<typeof q.findCashout>>>;

const actorsOf = (user: AuthUser): CashoutActor[] => (user.type === UserType.operator ? ['operator'] : ['owner']);

function newCashoutNo(ms: number): string {
  const d = new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
  let tail = '';
  for (const b of randomBytes(12)) tail += ALPHABET[b % ALPHABET.length];
  return `W${d}${tail}`;
}

function describe(a: { type?: string; account_type?: string; bank: string | null; account: string }): string {
  const type = (a.account_type ?? a.type) as CashoutAccountType;
  return type === 'bank' ? `${a.bank ?? '银行卡'}（尾号 ${a.account.slice(-4)}）` : `支付宝 ${maskAccount(a.account)}`;
}

function presentAccount(r: CashoutAccountRow) {
  const type = r.type as CashoutAccountType;
  return {
    id: r.id,
    type,
    typeName: CASHOUT_ACCOUNT_TYPE_LABELS[type],
    holder: r.holder,
    bank: r.bank,
    account: maskAccount(r.account),
    cardPicUrl: fileUrl(r.card_pic),
    createdAt: r.created_at,
  };
}

function present(r: CashoutJoined, roles: CashoutActor[]) {
  const status = r.status as CashoutStatusValue;
  return {
    cashoutNo: r.cashout_no,
    amountFen: Number(r.amount_fen),
    status,
    statusName: CASHOUT_STATUS_LABELS[status],
    accountType: r.account_type as CashoutAccountType,
    holder: r.holder,
    bank: r.bank,
    account: maskAccount(r.account),
    transferRef: r.transfer_ref,
    rejectReason: r.reject_reason,
    createdAt: r.created_at,
    decidedAt: r.decided_at,
    actions: allowedActions(status, roles),
  };
}

function presentAdmin(r: CashoutJoined) {
  return {
    ...present(r, ['operator']),
    userId: r.user_id,
    nickname: r.nickname,
    fullAccount: r.account,
    cardPicUrl: fileUrl(r.card_pic),
  };
}

function filterOf(f: { status?: string; userId?: number; from?: string; to?: string }): q.CashoutFilter {
  return {
    status: f.status,
    userId: f.userId,
    from: f.from ? dayStart(f.from) : undefined,
    to: f.to ? dayStart(f.to, 1) : undefined,
  };
}

/** A CSV cell, quoted when needed; a leading formula character is defused for spreadsheet programs. */
function csvCell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}
