import type { z } from 'zod';
import {
  BidStatus,
  DemandState,
  ESCROW_PAY_TYPE_LABELS,
  ESCROW_STATE_LABELS,
  FEN_PER_COIN,
  yuan,
  type DemandOkResult,
  type DisputeView,
  type EscrowPayType,
  type EscrowStateValue,
  type EscrowView,
  type disputeQueueQuery,
} from '@moxing/shared';
import type { Executor } from '../../db/index.js';
import type { NeedDisputeRow, NeedEscrowRow, NeedRow } from '../../db/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import type { OutgoingMessage } from '../message/service.js';
import type { CoinSpending } from '../order/core.js';
import type { PaidOrder } from '../order/ports.js';
import type { OrderService } from '../order/service.js';
import type { PostingLine, WalletService } from '../wallet/service.js';
import * as q from './queries.js';
import * as bidQueries from './queries-bids.js';
import * as eq from './queries-escrow.js';
import * as providerQueries from './queries-providers.js';
import { DemandCore, modellerBrief, modellerLink, ownerLink, type DemandDeps, type User } from './core.js';
import { checkFacts, transition, type DemandActor } from './transitions.js';

/**
 * The escrow of a demand (赏金托管) and every rule about its money, in one place:
 *
 * - Choosing a bid leaves the demand awaiting escrow (4): the buyer then puts the bid's price in escrow, from their
 *   coins (the price must be whole yuan: coins are integers) or paid directly through an escrow order. Only a held
 *   escrow moves the demand into production (1). Funding without enough coins is refused and the demand keeps waiting,
 *   as on real marketplaces: the modeller starts work only once the money is safe, and the buyer may still cancel.
 * - Acceptance releases the escrow to the modeller's earnings less the platform fee (`platformFee`).
 * - Cancellation: before production nothing is held; in production before any delivery the buyer gets it all back;
 *   after a delivery the buyer or the modeller asks for cancellation with a reason, the other side adds theirs, and an
 *   operator decides how much goes back to the buyer; the rest is released to the modeller less the fee.
 * - Money back to the buyer goes to their balance (`refundLines`): whole yuan as coins, the odd fen as earnings.
 * - An escrow moves money once: every settlement is a conditional update from `held`, in the transaction that posts
 *   the ledger entries and moves the demand, so releasing twice (or refunding after a release) is impossible.
 */

/** Fen as money text with its fen shown, zero included: 80000 -> "¥800.00". */
const money = (fen: number) => `¥${yuan(fen)}`;

/** The platform's fee on what the modeller receives: `percent` of it, rounded down to the fen (never up). */
export function platformFee(amountFen: number, percent: number): number {
  return Math.floor((amountFen * percent) / 100);
}

/** Ledger lines crediting a refund to the buyer's balance: whole yuan as coins, the remaining fen as earnings. */
function refundLines(buyerId: number, fen: number): PostingLine[] {
  return [
    { account: { userId: buyerId, kind: 'coins' }, amount: Math.floor(fen / FEN_PER_COIN) },
    { account: { userId: buyerId, kind: 'earnings' }, amount: fen % FEN_PER_COIN },
  ];
}

/** The ledger's order number of a demand's escrow funded by coins (direct payments carry their order's number). */
const escrowRef = (e: Pick<NeedEscrowRow, 'order_no'>, demand: Pick<NeedRow, 'code'>) => e.order_no ?? `ESC${demand.code}`;

type Settlement = { refund: number; fee: number; payout: number; status: EscrowStateValue };

/** How a held escrow of `amount` settles when `refund` fen go back to the buyer. */
function settlement(amount: number, refund: number, feePercent: number): Settlement {
  const toModeller = amount - refund;
  const fee = platformFee(toModeller, feePercent);
  const status = refund === amount ? 'refunded' : refund === 0 ? 'released' : 'split';
  return { refund, fee, payout: toModeller - fee, status };
}

export interface EscrowDeps extends DemandDeps {
  wallet: Pick<WalletService, 'post' | 'incomeAccount'>;
  /** Sub-accounts (issue 18): a child funds with its parent's coins, and money back goes to its company. */
  spending?: CoinSpending;
  /** Direct payment: an escrow order the buyer pays through a gateway; its payment comes back through `fulfil`. */
  orders: Pick<OrderService, 'open'>;
  /** config.PLATFORM_FEE_PERCENT */
  feePercent: number;
}

type QueueQuery = z.output<typeof disputeQueueQuery>;

export class EscrowService extends DemandCore {
  private readonly wallet: Pick<WalletService, 'post' | 'incomeAccount'>;
  private readonly orders: Pick<OrderService, 'open'>;
  private readonly feePercent: number;
  private readonly spending: CoinSpending | undefined;

  constructor(deps: EscrowDeps) {
    super(deps);
    this.wallet = deps.wallet;
    this.orders = deps.orders;
    this.feePercent = deps.feePercent;
    this.spending = deps.spending;
  }

  private async chosenBid(demand: NeedRow, db: Executor = this.k) {
    const bid = demand.chosen_bid_id !== null ? await bidQueries.findBidById(db, demand.chosen_bid_id) : undefined;
    if (!bid) throw errors.notFound('中标的投标不存在');
    return bid;
  }

  /**
   * need/escrow/fund. With coins: the price leaves the buyer's coins for the platform's escrow and production starts.
   * Paid directly: an escrow order for the price is opened and the demand keeps waiting until it is paid (`fulfil`).
   */
  async fund(user: User, code: string, payType: EscrowPayType) {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    const to = transition(this.status(demand), 'fund', roles);
    const bid = await this.chosenBid(demand);
    if (payType === 'order') {
      const order = await this.orders.open({
        kind: 'escrow',
        userId: user.id,
        refId: bid.id,
        sellerId: bid.user_id,
        subject: `需求「${demand.title}」托管赏金`,
        amountFen: bid.price,
      });
      return { ...this.ok(demand, this.status(demand)), orderNo: order.order_no };
    }
    if (payType === 'coin' && bid.price % FEN_PER_COIN !== 0) {
      throw errors.validation(`报价 ${money(bid.price)} 含角分，金币只能整数支付，请选择在线支付`);
    }
    await this.k.transaction().execute(async (trx) => {
      await this.hold(trx, demand, bid, { payType, orderNo: null }, user.id);
      const coins = bid.price / FEN_PER_COIN;
      const memo = `需求「${demand.title}」托管赏金`;
      const payer = (await this.spending?.spendCoins(trx, user.id, coins, memo)) ?? { payerId: user.id, note: '' };
      await this.wallet.post(trx, {
        orderNo: `ESC${demand.code}`,
        kind: 'escrowFund',
        memo: memo + payer.note,
        lines: [
          { account: { userId: payer.payerId, kind: 'coins' }, amount: -coins },
          { account: { platform: 'escrow' }, amount: bid.price },
        ],
      });
    });
    return { ...this.ok(demand, to), orderNo: null };
  }

  /**
   * The demand side of funding: moves the demand from awaiting escrow into production, records the escrow (once per
   * demand) and tells both sides. The caller posts the money in the same transaction.
   */
  private async hold(
    trx: Executor,
    demand: NeedRow,
    bid: { id: number; price: number; user_id: number },
    via: { payType: EscrowPayType; orderNo: string | null },
    actorId: number,
  ): Promise<void> {
    const at = this.now();
    if (!(await q.moveDemand(trx, demand.id, DemandState.awaitingEscrow, { status: DemandState.inProduction, updated_at: at }))) {
      throw await this.stale(trx, demand.id, 'fund', ['owner']);
    }
    const inserted = await eq.insertEscrow(trx, {
      need_id: demand.id,
      bid_id: bid.id,
      buyer_id: demand.user_id,
      modeller_id: bid.user_id,
      amount_fen: bid.price,
      status: 'held',
      pay_type: via.payType,
      order_no: via.orderNo,
      funded_at: at,
    });
    if (!inserted) throw errors.conflict('该需求的赏金已托管，无需重复支付');
    const price = money(bid.price);
    await this.event(
      trx,
      demand,
      actorId,
      'fund',
      DemandState.inProduction,
      `${price}（${ESCROW_PAY_TYPE_LABELS[via.payType]}）`,
    );
    await this.messages.send(
      [
        this.order(
          bid.user_id,
          '赏金已托管，请开始制作',
          `需求「${demand.title}」的赏金 ${price} 已由平台托管，验收通过后支付给您（扣除平台服务费 ${this.feePercent}%）。请按约定工期完成制作并提交交付。`,
          modellerLink(demand.code),
          demand.code,
          demand.user_id,
        ),
        this.order(
          demand.user_id,
          '赏金托管成功',
          `您已为需求「${demand.title}」托管赏金 ${price}，建模师已开始制作；验收通过后平台才会把赏金支付给建模师。`,
          ownerLink(demand.code),
          demand.code,
          null,
        ),
      ],
      trx,
    );
  }

  /** For the order module (OrderFulfiller): an escrow order was paid; the payment is already in the escrow account. */
  async fulfil(trx: Executor, order: PaidOrder): Promise<void> {
    const bid = await bidQueries.findBidById(trx, order.refId);
    const demand = bid ? await q.findDemandById(trx, bid.need_id) : undefined;
    if (!bid || !demand || demand.chosen_bid_id !== bid.id) throw errors.notFound('托管订单对应的投标不存在');
    if (order.amountFen !== bid.price) throw errors.conflict('托管订单金额与中标报价不一致');
    await this.hold(trx, demand, bid, { payType: 'order', orderNo: order.orderNo }, order.userId);
  }

  /** Within the transaction of `accept`: the held escrow goes to the modeller less the fee. */
  async release(trx: Executor, demand: NeedRow): Promise<void> {
    const escrow = await eq.findEscrow(trx, demand.id);
    if (!escrow) throw errors.conflict('该需求的赏金尚未托管，不能验收放款');
    await this.settle(trx, demand, escrow, settlement(escrow.amount_fen, 0, this.feePercent));
  }

  /** Whose balance money back goes to: the buyer's company when the buyer is a sub-account (it paid with its coins). */
  private refundee(db: Executor, buyerId: number): Promise<number> {
    return this.spending ? this.spending.companyOf(buyerId, db) : Promise.resolve(buyerId);
  }

  /** Moves a held escrow's money once: refund to the buyer, payout to the modeller, fee to the platform. */
  private async settle(trx: Executor, demand: NeedRow, escrow: NeedEscrowRow, s: Settlement): Promise<void> {
    const at = this.now();
    const moved = await eq.settleEscrow(trx, demand.id, {
      status: s.status,
      refund_fen: s.refund,
      fee_fen: s.fee,
      payout_fen: s.payout,
      settled_at: at,
    });
    if (!moved) throw errors.conflict('托管赏金已经结算过，不能重复放款或退款');
    await this.wallet.post(trx, {
      orderNo: escrowRef(escrow, demand),
      kind: s.refund === escrow.amount_fen ? 'escrowRefund' : 'escrowRelease',
      memo: `需求「${demand.title}」托管赏金结算`,
      lines: [
        { account: { platform: 'escrow' }, amount: -escrow.amount_fen },
        { account: this.wallet.incomeAccount(escrow.modeller_id), amount: s.payout },
        { account: { platform: 'fees' }, amount: s.fee },
        ...refundLines(await this.refundee(trx, escrow.buyer_id), s.refund),
      ],
    });
    // Coins a sub-account held in escrow counted against its limit; what comes back no longer does.
    if (escrow.pay_type === 'coin' && s.refund > 0) {
      await this.spending?.giveBack(
        trx,
        escrow.buyer_id,
        Math.floor(s.refund / FEN_PER_COIN),
        `需求「${demand.title}」托管赏金退回`,
      );
    }
  }

  /**
   * need/cancel. Before production the buyer (or an operator) may cancel, and the bidders are told; in production,
   * before any delivery, the buyer, the chosen modeller or an operator may cancel, giving a reason the other side
   * reads, and the escrow goes back to the buyer in full. After a delivery cancelling is a dispute (`openDispute`).
   */
  async cancel(user: User, code: string, reason: string | undefined): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    const from = this.status(demand);
    const to = transition(from, 'cancel', roles);
    if (from === DemandState.inProduction && !reason) throw errors.validation('制作中的需求取消时须填写取消原因');
    const by = roles.includes('owner') ? 'buyer' : roles.includes('modeller') ? 'modeller' : 'operator';
    const byText = { buyer: '需求方', modeller: '建模师', operator: '运营人员' }[by];
    const why = reason ? `，原因：${reason}` : '';
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveDemand(trx, demand.id, from, {
        status: to,
        cancel_reason: reason ?? null,
        cancelled_by: by,
        cancelled_at: at,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, demand.id, 'cancel', roles);
      let refunded = '';
      if (from === DemandState.inProduction) {
        // Read after the demand's row is locked: a delivery that landed first is seen.
        checkFacts('cancel', { delivered: await eq.hasDelivery(trx, demand.id) });
        const escrow = await eq.findEscrow(trx, demand.id);
        if (escrow) {
          await this.settle(trx, demand, escrow, settlement(escrow.amount_fen, escrow.amount_fen, this.feePercent));
          refunded = `托管赏金 ${money(escrow.amount_fen)} 已全额退还到需求方的账户余额。`;
        }
      }
      const out: OutgoingMessage[] = [];
      const notify = (userId: number, title: string, content: string, link: string, sender: number | null) =>
        out.push(this.order(userId, title, content, link, demand.code, sender));
      if (from === DemandState.bidding) {
        for (const uid of await bidQueries.moveBidsOfDemand(trx, demand.id, BidStatus.active, BidStatus.closed, at)) {
          notify(uid, '需求已取消', `您投标的需求「${demand.title}」已被取消${why}。`, modellerLink(demand.code), user.id);
        }
      }
      const chosenStage = from === DemandState.inProduction || from === DemandState.awaitingEscrow;
      if (chosenStage && demand.chosen_bid_id !== null) {
        await bidQueries.moveBid(trx, demand.chosen_bid_id, BidStatus.chosen, { status: BidStatus.closed, updated_at: at });
        if (demand.modeller_id !== null && by !== 'modeller') {
          const text = `需求「${demand.title}」已被${byText}取消${why}。${refunded}`;
          notify(demand.modeller_id, '需求已取消', text, modellerLink(demand.code), user.id);
        }
      }
      const own = by === 'buyer' ? `您已取消需求「${demand.title}」` : `您的需求「${demand.title}」已被${byText}取消`;
      notify(demand.user_id, '需求已取消', `${own}${why}。${refunded}`, ownerLink(demand.code), by === 'buyer' ? null : user.id);
      await this.event(trx, demand, user.id, 'cancel', to, reason ?? null);
      await this.messages.send(out, trx);
    });
    return this.ok(demand, to);
  }

  /** need/dispute/open: after a delivery, the buyer or the modeller asks to cancel; an operator will decide. */
  async openDispute(user: User, code: string, reason: string): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    const to = transition(this.status(demand), 'dispute', roles);
    const side = roles.includes('owner') ? 'buyer' : 'modeller';
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      if (!(await q.moveDemand(trx, demand.id, DemandState.inProduction, { status: to, updated_at: at }))) {
        throw await this.stale(trx, demand.id, 'dispute', roles);
      }
      checkFacts('dispute', { delivered: await eq.hasDelivery(trx, demand.id) });
      await eq.insertDispute(trx, {
        need_id: demand.id,
        opened_by: side,
        buyer_reason: side === 'buyer' ? reason : null,
        buyer_reason_at: side === 'buyer' ? at : null,
        modeller_reason: side === 'modeller' ? reason : null,
        modeller_reason_at: side === 'modeller' ? at : null,
        decided: 0,
        created_at: at,
      });
      await this.event(trx, demand, user.id, 'dispute', to, reason);
      const other = side === 'buyer' ? demand.modeller_id! : demand.user_id;
      const who = side === 'buyer' ? '需求方' : '建模师';
      await this.messages.send(
        [
          this.order(
            other,
            '对方申请取消需求',
            `${who}申请取消需求「${demand.title}」，原因：${reason}。托管赏金暂停结算，请提交您的说明，运营人员将根据双方说明裁决。`,
            side === 'buyer' ? modellerLink(demand.code) : ownerLink(demand.code),
            demand.code,
            user.id,
          ),
          this.order(
            user.id,
            '取消申请已提交',
            `您已申请取消需求「${demand.title}」。由于已有交付，托管赏金的去向将由运营人员根据双方说明裁决。`,
            side === 'buyer' ? ownerLink(demand.code) : modellerLink(demand.code),
            demand.code,
            null,
          ),
        ],
        trx,
      );
    });
    return this.ok(demand, to);
  }

  /** need/dispute/respond: the other side (or the opener, if they had none) records its reason, once. */
  async respond(user: User, code: string, reason: string): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    const to = transition(this.status(demand), 'respondDispute', roles);
    const side = roles.includes('owner') ? 'buyer' : 'modeller';
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      checkFacts('respondDispute', { disputeReplied: !(await eq.replyToDispute(trx, demand.id, side, reason, at)) });
      await this.event(trx, demand, user.id, 'respondDispute', to, reason);
      const other = side === 'buyer' ? demand.modeller_id! : demand.user_id;
      await this.messages.send(
        this.order(
          other,
          '对方提交了纠纷说明',
          `${side === 'buyer' ? '需求方' : '建模师'}就需求「${demand.title}」的取消提交了说明：${reason}。请等待运营裁决。`,
          side === 'buyer' ? modellerLink(demand.code) : ownerLink(demand.code),
          demand.code,
          user.id,
        ),
        trx,
      );
    });
    return this.ok(demand, to);
  }

  /** need/admin/decideDispute: `refund` fen back to the buyer, the rest to the modeller less the fee; cancelled. */
  async decide(operator: User, code: string, refund: number, note: string): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, operator);
    const to = transition(this.status(demand), 'decideDispute', roles);
    const escrow = await eq.findEscrow(this.k, demand.id);
    if (!escrow) throw errors.conflict('该需求没有托管赏金，无需裁决');
    if (refund > escrow.amount_fen) {
      throw errors.validation(`退还金额不能超过托管金额 ${money(escrow.amount_fen)}`);
    }
    const s = settlement(escrow.amount_fen, refund, this.feePercent);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveDemand(trx, demand.id, DemandState.disputed, {
        status: to,
        cancel_reason: note,
        cancelled_by: 'operator',
        cancelled_at: at,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, demand.id, 'decideDispute', roles);
      if (
        !(await eq.decideDispute(trx, demand.id, {
          refund_fen: refund,
          decision_note: note,
          decided_by: operator.id,
          decided_at: at,
        }))
      ) {
        throw errors.conflict('该纠纷已裁决');
      }
      await this.settle(trx, demand, escrow, s);
      if (demand.chosen_bid_id !== null) {
        await bidQueries.moveBid(trx, demand.chosen_bid_id, BidStatus.chosen, { status: BidStatus.closed, updated_at: at });
      }
      const outcome = `退还需求方 ${money(s.refund)}，支付建模师 ${money(s.payout)}（已扣平台服务费 ${money(s.fee)}）`;
      await this.event(trx, demand, operator.id, 'decideDispute', to, `${outcome}；${note}`);
      await this.messages.send(
        [demand.user_id, escrow.modeller_id].map((uid) =>
          this.order(
            uid,
            '需求纠纷已裁决',
            `运营人员已裁决需求「${demand.title}」的取消申请：${outcome}，需求已取消。裁决说明：${note}`,
            uid === demand.user_id ? ownerLink(demand.code) : modellerLink(demand.code),
            demand.code,
            operator.id,
          ),
        ),
        trx,
      );
    });
    return this.ok(demand, to);
  }

  /** need/admin/disputes: the operator's queue. */
  async queue(query: QueueQuery) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await eq.listDisputes(this.k, query.decided, (pageNum - 1) * pageSize, pageSize);
    const ids = rows.map((r) => r.id);
    const [escrows, disputes] = await Promise.all([eq.escrowsOf(this.k, ids), eq.disputesOf(this.k, ids)]);
    const modellerIds = [...new Set(rows.flatMap((r) => (r.modeller_id !== null ? [r.modeller_id] : [])))];
    const [stats, modellers] = await Promise.all([
      providerQueries.modellerStats(this.k, modellerIds),
      Promise.all(modellerIds.map((id) => q.findUser(this.k, id))),
    ]);
    const list = rows.map((r) => {
      const m = modellers.find((u) => u?.id === r.modeller_id);
      const escrow = escrows.find((e) => e.need_id === r.id);
      const dispute = disputes.find((d) => d.need_id === r.id);
      if (!escrow || !dispute) throw new AppError('internal', '纠纷缺少托管记录');
      return {
        need: this.summary(r),
        modeller: m ? modellerBrief(m.id, m.nickname, m.avatar, m.type, stats) : null,
        escrow: this.escrowView(escrow, null),
        dispute: this.disputeView(dispute),
      };
    });
    return { list, total, pageNum, pageSize };
  }

  /** The escrow and dispute shown on a demand's page: to its buyer, chosen modeller and operators only. */
  async views(demand: NeedRow, roles: DemandActor[]): Promise<{ escrow: EscrowView | null; dispute: DisputeView | null }> {
    const party = roles.includes('owner') || roles.includes('modeller') || roles.includes('operator');
    if (!party || demand.chosen_bid_id === null) return { escrow: null, dispute: null };
    const [escrow, dispute, bid] = await Promise.all([
      eq.findEscrow(this.k, demand.id),
      eq.findDispute(this.k, demand.id),
      bidQueries.findBidById(this.k, demand.chosen_bid_id),
    ]);
    const awaiting = this.status(demand) === DemandState.awaitingEscrow && bid ? bid.price : null;
    return {
      escrow: escrow || awaiting !== null ? this.escrowView(escrow ?? null, awaiting) : null,
      dispute: dispute ? this.disputeView(dispute) : null,
    };
  }

  private escrowView(e: NeedEscrowRow | null, awaitingFen: number | null): EscrowView {
    const status = (e?.status ?? 'awaiting') as EscrowStateValue;
    const amount = e?.amount_fen ?? awaitingFen ?? 0;
    const payType = (e?.pay_type ?? null) as EscrowPayType | null;
    return {
      status,
      statusText: ESCROW_STATE_LABELS[status],
      amount,
      amountText: money(amount),
      payType,
      payTypeText: payType ? ESCROW_PAY_TYPE_LABELS[payType] : null,
      feePercent: this.feePercent,
      fee: e?.fee_fen ?? null,
      payout: e?.payout_fen ?? null,
      refund: e?.refund_fen ?? null,
      fundedAt: e?.funded_at ?? null,
      settledAt: e?.settled_at ?? null,
    };
  }

  private disputeView(d: NeedDisputeRow): DisputeView {
    return {
      openedBy: d.opened_by as DisputeView['openedBy'],
      buyerReason: d.buyer_reason,
      buyerReasonAt: d.buyer_reason_at,
      modellerReason: d.modeller_reason,
      modellerReasonAt: d.modeller_reason_at,
      decided: d.decided === 1,
      refund: d.refund_fen,
      decisionNote: d.decision_note,
      createdAt: d.created_at,
      decidedAt: d.decided_at,
    };
  }
}
