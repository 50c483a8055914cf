import { randomBytes } from 'node:crypto';
import {
  FEN_PER_COIN,
  ORDER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  PAY_TYPE_LABELS,
  UserType,
  type OrderKind,
  type OrderStatusValue,
  type OrderView,
  type PayType,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { OrderRow } from '../../db/schema-money.js';
import type { AppJobs, JobQueue } from '../../platform/jobs/index.js';
import type { PaymentProviders } from '../../platform/payments/index.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { MessageService } from '../message/service.js';
import type { WalletService } from '../wallet/service.js';
import type { ModelSales, OrderFulfiller, PackageSeller, WechatPayers } from './ports.js';
import * as q from './queries.js';
import { allowedActions, type OrderActor } from './transitions.js';

export interface OrderDeps {
  db: Db;
  wallet: WalletService;
  providers: PaymentProviders;
  jobs: JobQueue<AppJobs>;
  models: ModelSales;
  /** Tells a seller their model sold. */
  messages: MessageService;
  /** The membership module; null until it exists (package orders are then refused). */
  packages: PackageSeller | null;
  /** The wechat module: the payer's openid for WeChat Pay inside WeChat (JSAPI); without it JSAPI is refused. */
  wechatPayers?: WechatPayers;
  /** The platform's share of a model sale, in percent. */
  feePercent: number;
  timeoutMinutes: number;
  /** Absolute address of this site: notification and return addresses start with it. */
  publicUrl: string;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  clock?: () => number;
  /** Sub-accounts (issue 18): a child pays with its parent's coins within its right and limit. */
  spending?: CoinSpending;
}

/** Whose coins pay (`payerId`), and the note naming the sub-account that paid, for the ledger ('' when none did). */
export interface CoinPayer {
  payerId: number;
  note: string;
}

export interface CoinSpending {
  /** Checks and counts a coin payment by this user (in `trx`): who pays it. */
  spendCoins(trx: Executor, userId: number, coins: number, what: string): Promise<CoinPayer>;
  /** Undoes the count of a refunded coin payment by this user (in `trx`). */
  giveBack(trx: Executor, userId: number, coins: number, what: string): Promise<void>;
  /** The account a user's money returns to: a sub-account's company, else the user. */
  companyOf(userId: number, db?: Executor): Promise<number>;
}

const PREFIX: Record<OrderKind, string> = { coin: 'C', model: 'M', package: 'P', escrow: 'E' };
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Shared by the order services: the rows, who is who, and how an order is shown. */
export class OrderCore {
  readonly k: Db['kysely'];
  readonly clock: () => number;
  readonly log: NonNullable<OrderDeps['log']>;
  /** Who hands over what was bought, by kind (packages and escrow; model purchases are the library's). */
  readonly fulfillers = new Map<OrderKind, OrderFulfiller>();

  constructor(readonly deps: OrderDeps) {
    this.k = deps.db.kysely;
    this.clock = deps.clock ?? Date.now;
    this.log = deps.log ?? { warn: () => undefined, error: () => undefined };
    if (deps.packages) this.fulfillers.set('package', deps.packages);
  }

  now(): string {
    return new Date(this.clock()).toISOString();
  }

  /** A public order number: kind letter, date, 12 random characters (never sequential). */
  newOrderNo(kind: OrderKind): string {
    const d = new Date(this.clock()).toISOString().slice(0, 10).replaceAll('-', '');
    const bytes = randomBytes(12);
    let tail = '';
    for (const b of bytes) tail += ALPHABET[b % ALPHABET.length];
    return `${PREFIX[kind]}${d}${tail}`;
  }

  /** The platform's fee on `amountFen` (rounded down: the seller never gets less than their share). */
  fee(amountFen: number): number {
    return Math.floor((amountFen * this.deps.feePercent) / 100);
  }

  async find(orderNo: string, db: Executor = this.k): Promise<OrderRow> {
    const row = await q.findOrder(db, orderNo);
    if (!row) throw errors.notFound('订单不存在');
    return row;
  }

  rolesOf(row: OrderRow, user: AuthUser | null): OrderActor[] {
    const roles: OrderActor[] = [];
    if (!user) return roles;
    if (row.user_id === user.id) roles.push('buyer');
    if (row.seller_id === user.id) roles.push('seller');
    if (user.type === UserType.operator) roles.push('operator');
    return roles;
  }

  /** The order as its buyer, seller or an operator sees it; anyone else is told it does not exist. */
  async visible(orderNo: string, user: AuthUser): Promise<{ row: OrderRow; roles: OrderActor[] }> {
    const row = await this.find(orderNo);
    const roles = this.rolesOf(row, user);
    if (roles.length === 0) throw errors.notFound('订单不存在');
    return { row, roles };
  }

  /** The buyer's own order (paying, closing...): another user's order does not exist for them. */
  async own(orderNo: string, user: AuthUser, db: Executor = this.k): Promise<OrderRow> {
    const row = await this.find(orderNo, db);
    if (row.user_id !== user.id) throw errors.notFound('订单不存在');
    return row;
  }

  /** Coins this order costs when paid with coins, or null when its amount is not whole yuan. */
  coinPrice(row: Pick<OrderRow, 'amount_fen'>): number | null {
    const fen = Number(row.amount_fen);
    return fen % FEN_PER_COIN === 0 ? fen / FEN_PER_COIN : null;
  }

  async present(rows: OrderRow[], user: AuthUser | null): Promise<OrderView[]> {
    const people = new Set<number>();
    for (const r of rows) {
      people.add(r.user_id);
      if (r.seller_id !== null) people.add(r.seller_id);
    }
    const modelIds = rows.filter((r) => r.kind === 'model' && r.ref_id !== null).map((r) => r.ref_id as number);
    const [names, codes] = await Promise.all([q.nicknames(this.k, [...people]), q.modelCodes(this.k, modelIds)]);
    const nameOf = new Map(names.map((n) => [n.id, n.nickname]));
    const codeOf = new Map(codes.map((c) => [c.id, c.model_code]));
    return rows.map((r) => {
      const kind = r.kind as OrderKind;
      const status = r.status as OrderStatusValue;
      const payType = r.pay_type as PayType | null;
      return {
        orderNo: r.order_no,
        kind,
        kindName: ORDER_KIND_LABELS[kind],
        subject: r.subject,
        amountFen: Number(r.amount_fen),
        coins: kind === 'coin' ? Number(r.coins) : this.coinPrice(r),
        payType,
        payTypeName: payType ? PAY_TYPE_LABELS[payType] : null,
        status,
        statusName: ORDER_STATUS_LABELS[status],
        refId: r.ref_id,
        modelCode: kind === 'model' && r.ref_id !== null ? (codeOf.get(r.ref_id) ?? null) : null,
        buyer: { id: r.user_id, nickname: nameOf.get(r.user_id) ?? '' },
        seller: r.seller_id !== null ? { id: r.seller_id, nickname: nameOf.get(r.seller_id) ?? '' } : null,
        feedback: r.feedback,
        refundReason: r.refund_reason,
        createdAt: r.created_at,
        expiresAt: r.expires_at,
        paidAt: r.paid_at,
        closedAt: r.closed_at,
        confirmedAt: r.confirmed_at,
        refundedAt: r.refunded_at,
        actions: allowedActions(status, kind, this.rolesOf(r, user)),
      };
    });
  }

  async presentOne(row: OrderRow, user: AuthUser | null): Promise<OrderView> {
    return (await this.present([row], user))[0]!;
  }
}
