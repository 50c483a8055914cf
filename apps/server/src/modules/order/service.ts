import {
  FEN_PER_COIN,
  MAX_ORDER_FEN,
  ORDER_KINDS,
  ORDER_STATUSES,
  OrderStatus,
  type OrderKind,
  type OrderStatusValue,
  type OrderView,
  type PayType,
} from '@moxing/shared';
import type { Executor } from '../../db/index.js';
import type { OrderRow } from '../../db/schema-money.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { OrderCore, type OrderDeps } from './core.js';
import { OrderPayments } from './payments.js';
import type { OrderFulfiller } from './ports.js';
import * as q from './queries.js';
import { transition } from './transitions.js';

type Paging = { pageNum: number; pageSize: number };

/** What another module asks for when it sells something through an order (escrow funding). */
export interface NewOrder {
  kind: OrderKind;
  userId: number;
  refId: number | null;
  sellerId: number | null;
  subject: string;
  amountFen: number;
  /** Coins a top-up buys. */
  coins?: number;
}

/**
 * Orders of every kind: opening them (coin top-up, model purchase, package, and escrow for the demand module),
 * the buyer's and seller's lists and actions, the operator's list and refund. Paying is `payments`.
 */
export class OrderService {
  readonly core: OrderCore;
  readonly payments: OrderPayments;

  constructor(deps: OrderDeps) {
    this.core = new OrderCore(deps);
    this.payments = new OrderPayments(this.core);
  }

  /** The demand module hands over escrow through this (set where the app is built). */
  admitFulfiller(kind: Exclude<OrderKind, 'coin' | 'model'>, fulfiller: OrderFulfiller): void {
    this.core.fulfillers.set(kind, fulfiller);
  }

  /** Opens an unpaid order (in the caller's transaction when given) with its time-out job. */
  async open(input: NewOrder, trx?: Executor): Promise<OrderRow> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0 || input.amountFen > MAX_ORDER_FEN) {
      throw errors.validation('订单金额须为 0.01 元到 100 万元之间');
    }
    const at = this.core.now();
    const orderNo = this.core.newOrderNo(input.kind);
    const expiresAt = new Date(this.core.clock() + this.core.deps.timeoutMinutes * 60_000);
    const write = async (db: Executor) => {
      await q.insertOrder(db, {
        order_no: orderNo,
        user_id: input.userId,
        kind: input.kind,
        ref_id: input.refId,
        seller_id: input.sellerId,
        subject: input.subject.slice(0, 200),
        amount_fen: input.amountFen,
        coins: input.coins ?? 0,
        pay_type: null,
        status: OrderStatus.unpaid,
        trade_no: null,
        feedback: null,
        refund_reason: null,
        expires_at: expiresAt.toISOString(),
        paid_at: null,
        closed_at: null,
        confirmed_at: null,
        refunded_at: null,
        created_at: at,
        updated_at: at,
      });
      await this.core.deps.jobs.enqueue(
        'order.timeout',
        { orderNo },
        { runAt: expiresAt, dedupeKey: `order.timeout:${orderNo}` },
        db,
      );
    };
    if (trx) await write(trx);
    else await this.core.k.transaction().execute(write);
    return this.core.find(orderNo, trx);
  }

  async createCoinOrder(user: AuthUser, coins: number): Promise<OrderView> {
    const row = await this.open({
      kind: 'coin',
      userId: user.id,
      refId: null,
      sellerId: null,
      subject: `充值 ${coins} 金币`,
      amountFen: coins * FEN_PER_COIN,
      coins,
    });
    return this.core.presentOne(row, user);
  }

  /** modelorder/addOrder: a paid model someone else listed, not bought yet; an open order for it is reused. */
  async createModelOrder(user: AuthUser, modelCode: string): Promise<OrderView> {
    const models = this.core.deps.models;
    const m = await models.modelForSale(this.core.k, { code: modelCode });
    if (!m || !m.listed) throw errors.notFound('模型不存在或已下架');
    if (m.sellerId === user.id) throw errors.forbidden('不能购买自己的模型');
    if (m.freeDownload) throw errors.conflict('该模型可免费下载，无需购买');
    if (m.priceFen <= 0) throw errors.conflict('该模型价格面议，请先向作者询价');
    if (await models.hasPurchased(this.core.k, user.id, m.id)) throw errors.conflict('您已购买该模型，可直接下载');
    const open = await q.findOpenOrder(this.core.k, user.id, 'model', m.id, this.core.now());
    if (open && Number(open.amount_fen) === m.priceFen) return this.core.presentOne(open, user);
    if (open) await this.payments.closeRow(open);
    const row = await this.open({
      kind: 'model',
      userId: user.id,
      refId: m.id,
      sellerId: m.sellerId,
      subject: `购买模型《${m.title}》`,
      amountFen: m.priceFen,
    });
    return this.core.presentOne(row, user);
  }

  /** order/submit/order: a package order at the package's price now (the membership module's PackageSeller). */
  async createPackageOrder(user: AuthUser, packageId: number): Promise<OrderView> {
    const seller = this.core.deps.packages;
    if (!seller) throw errors.conflict('套餐服务暂未开通，无法购买套餐');
    const quote = await seller.quote(this.core.k, packageId);
    if (!quote) throw errors.notFound('套餐不存在或已下架');
    const row = await this.open({
      kind: 'package',
      userId: user.id,
      refId: packageId,
      sellerId: null,
      subject: `购买套餐「${quote.title}」`,
      amountFen: quote.priceFen,
    });
    return this.core.presentOne(row, user);
  }

  async detail(user: AuthUser, orderNo: string): Promise<OrderView> {
    const { row } = await this.core.visible(orderNo, user);
    return this.core.presentOne(row, user);
  }

  /** The buyer's own order of one kind (findCoinOrder answers only top-ups). */
  async ownOfKind(user: AuthUser, orderNo: string, kind: OrderKind): Promise<OrderView> {
    const row = await this.core.own(orderNo, user);
    if (row.kind !== kind) throw errors.notFound('订单不存在');
    return this.core.presentOne(row, user);
  }

  async list(user: AuthUser, query: Paging & { kind?: OrderKind; status?: OrderStatusValue }) {
    return this.page({ userId: user.id, kind: query.kind, status: query.status }, query, user);
  }

  /** modelorder/deallist: the seller's sold model orders (paid, completed or refunded). */
  async deals(user: AuthUser, query: Paging) {
    return this.page(
      { sellerId: user.id, kind: 'model', statuses: [OrderStatus.paid, OrderStatus.completed, OrderStatus.refunded] },
      query,
      user,
    );
  }

  async adminList(user: AuthUser, query: Paging & { kind?: OrderKind; status?: OrderStatusValue; keyword?: string }) {
    return this.page({ kind: query.kind, status: query.status, keyword: query.keyword || undefined }, query, user);
  }

  private async page(filter: q.OrderFilter, paging: Paging, user: AuthUser) {
    const { pageNum, pageSize } = paging;
    const { rows, total } = await q.listOrders(this.core.k, filter, (pageNum - 1) * pageSize, pageSize);
    return { list: await this.core.present(rows, user), total, pageNum, pageSize };
  }

  async counts(user: AuthUser) {
    const rows = await q.countOrders(this.core.k, user.id);
    const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatusValue, number>;
    const byKind = Object.fromEntries(ORDER_KINDS.map((k) => [k, 0])) as Record<OrderKind, number>;
    let total = 0;
    for (const r of rows) {
      const n = Number(r.n);
      byStatus[r.status as OrderStatusValue] += n;
      byKind[r.kind as OrderKind] += n;
      total += n;
    }
    return { total, byStatus, byKind };
  }

  /** Closing an unpaid order: its gateway is asked first, so an order paid meanwhile is credited, not closed. */
  async close(user: AuthUser, orderNo: string, kind?: OrderKind): Promise<OrderView> {
    const row = await this.core.own(orderNo, user);
    if (kind && row.kind !== kind) throw errors.notFound('订单不存在');
    transition(row.status as OrderStatusValue, 'close', ['buyer'], row.kind as OrderKind);
    if (await this.payments.queryPayment(row)) throw errors.conflict('订单已支付，不能关闭');
    if (!(await this.payments.closeRow(row))) {
      const now = await this.core.find(orderNo);
      transition(now.status as OrderStatusValue, 'close', ['buyer'], now.kind as OrderKind);
    }
    return this.core.presentOne(await this.core.find(orderNo), user);
  }

  async changePayType(user: AuthUser, orderNo: string, payType: PayType): Promise<OrderView> {
    const row = await this.core.own(orderNo, user);
    transition(row.status as OrderStatusValue, 'changePayType', ['buyer'], row.kind as OrderKind);
    if (payType === 'coin' && row.kind === 'coin') throw errors.validation('充值订单不能用金币支付，请选择微信或支付宝');
    if (payType !== 'coin' && !this.core.deps.providers.get(payType)) {
      throw errors.validation('暂不支持该支付方式，请选择其他支付方式');
    }
    if (!(await q.moveOrder(this.core.k, row.id, OrderStatus.unpaid, { pay_type: payType, updated_at: this.core.now() }))) {
      throw errors.conflict('订单状态已变化，请刷新后重试');
    }
    return this.core.presentOne(await this.core.find(orderNo), user);
  }

  /** modelorder/sureOrder: the buyer confirms receipt. */
  async confirm(user: AuthUser, orderNo: string): Promise<OrderView> {
    const { row, roles } = await this.core.visible(orderNo, user);
    const to = transition(row.status as OrderStatusValue, 'confirm', roles, row.kind as OrderKind);
    const at = this.core.now();
    if (!(await q.moveOrder(this.core.k, row.id, row.status, { status: to, confirmed_at: at, updated_at: at }))) {
      throw errors.conflict('订单状态已变化，请刷新后重试');
    }
    return this.core.presentOne(await this.core.find(orderNo), user);
  }

  /** modelorder/feedBack: the buyer's feedback on a paid model order (the latest replaces the earlier one). */
  async feedback(user: AuthUser, orderNo: string, content: string): Promise<OrderView> {
    const { row, roles } = await this.core.visible(orderNo, user);
    transition(row.status as OrderStatusValue, 'feedback', roles, row.kind as OrderKind);
    await q.updateOrder(this.core.k, row.id, { feedback: content, updated_at: this.core.now() });
    return this.core.presentOne(await this.core.find(orderNo), user);
  }

  async refund(user: AuthUser, orderNo: string, reason: string): Promise<OrderView> {
    await this.payments.refund(orderNo, reason, user);
    return this.core.presentOne(await this.core.find(orderNo), user);
  }

  /** recent/shopping: the buyer's latest model purchases. */
  async recentShopping(user: AuthUser) {
    const rows = await q.recentPaidModelOrders(this.core.k, user.id, 8);
    return rows.map((r) => ({
      orderNo: r.order_no,
      subject: r.subject,
      modelCode: r.model_code,
      amountFen: Number(r.amount_fen),
      paidAt: r.paid_at ?? '',
    }));
  }

  /** The user-centre panel's money: coins, earnings (fen) and package orders paid. */
  async panel(userId: number): Promise<{ coinNum: number; earnings: number; comboOrder: number }> {
    const [balances, counts] = await Promise.all([this.core.deps.wallet.balances(userId), q.countOrders(this.core.k, userId)]);
    const comboOrder = counts
      .filter((r) => r.kind === 'package' && (r.status === OrderStatus.paid || r.status === OrderStatus.completed))
      .reduce((n, r) => n + Number(r.n), 0);
    return { coinNum: balances.coins, earnings: balances.earnings, comboOrder };
  }
}
