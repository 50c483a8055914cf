import {
  MessageType,
  OrderStatus,
  orderCalls,
  yuan,
  type OrderStatusValue,
  type OrderKind,
  type PaymentResult,
  type PayType,
} from '@moxing/shared';
import type { Executor } from '../../db/index.js';
import type { OrderRow, PaymentNoticeRow } from '../../db/schema-money.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { JobHandlers, JobOutcome, AppJobs } from '../../platform/jobs/index.js';
import type {
  NoticeAck,
  NoticeRequest,
  PayChannel,
  PaymentNotice,
  PaymentProvider,
  PayScene,
} from '../../platform/payments/provider.js';
import type { Posting, PostingLine } from '../wallet/service.js';
import type { CoinPayer, OrderCore } from './core.js';
import * as q from './queries.js';
import { transition } from './transitions.js';

/** How long after a payment starts its status is asked for, in case its notification never comes. */
const QUERY_AFTER_MS = 2 * 60_000;

export type NoticeResult = 'credited' | 'duplicate' | 'ignored' | 'flagged' | 'rejected';

const isGateway = (t: string | null): t is PayChannel => t === 'sandbox' || t === 'wechat' || t === 'alipay';

/**
 * Paying orders: with coins at once, or through a gateway whose verified notification (or an answer to a status
 * query) marks the order paid. `settle` is the one place an order becomes paid: in one transaction it moves the order
 * from unpaid, writes the ledger and hands over what was bought, so a notification that arrives twice credits once.
 */
export class OrderPayments {
  constructor(private readonly core: OrderCore) {}

  private get deps() {
    return this.core.deps;
  }

  /** Pays an order of any kind: with coins now, or answers how to pay through the chosen gateway. */
  async pay(
    user: AuthUser,
    input: { orderNo: string; payType: PayType; scene: PayScene; returnPath?: string },
    clientIp?: string,
  ): Promise<PaymentResult> {
    const row = await this.core.own(input.orderNo, user);
    transition(row.status as OrderStatusValue, 'pay', ['buyer'], row.kind as OrderKind);
    if (row.expires_at <= this.core.now()) {
      await this.closeRow(row);
      throw errors.conflict('订单已超时关闭，请重新下单');
    }
    await this.recheck(row);
    if (input.payType === 'coin') return this.payWithCoins(user, row);
    const provider = this.deps.providers.get(input.payType);
    if (!provider) throw errors.validation('暂不支持该支付方式，请选择其他支付方式');
    const openId = await this.payerOpenId(user, input);
    let start;
    try {
      start = await provider.start({
        outTradeNo: row.order_no,
        amountFen: Number(row.amount_fen),
        subject: row.subject,
        scene: input.scene,
        notifyUrl: `${this.deps.publicUrl.replace(/\/$/, '')}/api/${NOTIFY_PATHS[input.payType]}`,
        returnUrl: `${this.deps.publicUrl.replace(/\/$/, '')}${input.returnPath ?? `/myorderDetail?orderNo=${row.order_no}`}`,
        clientIp,
        openId,
        expiresAt: new Date(row.expires_at),
      });
    } catch (e) {
      this.core.log.warn({ err: e, orderNo: row.order_no, channel: input.payType }, '发起支付失败');
      throw new AppError('unavailable', '支付渠道暂时不可用，请稍后再试或换一种支付方式');
    }
    await this.core.k.transaction().execute(async (trx) => {
      await q.moveOrder(trx, row.id, OrderStatus.unpaid, { pay_type: input.payType, updated_at: this.core.now() });
      await this.deps.jobs.enqueue(
        'order.query',
        { orderNo: row.order_no },
        { runAt: new Date(this.core.clock() + QUERY_AFTER_MS), dedupeKey: `order.query:${row.order_no}`, requeueFinished: true },
        trx,
      );
    });
    return { order: await this.core.presentOne(await this.core.find(row.order_no), user), start };
  }

  /** WeChat Pay inside WeChat pays as the user's WeChat account: its openid, or a refusal that says what to do. */
  private async payerOpenId(user: AuthUser, input: { payType: PayType; scene: PayScene }): Promise<string | undefined> {
    if (input.payType !== 'wechat' || input.scene !== 'jsapi') return undefined;
    const openId = await this.deps.wechatPayers?.payOpenId(user.id);
    if (!openId) {
      throw errors.validation('在微信内支付需要先用微信登录本站（或在个人中心绑定微信），也可以选择其他支付方式');
    }
    return openId;
  }

  private async payWithCoins(user: AuthUser, row: OrderRow): Promise<PaymentResult> {
    if (row.kind === 'coin') throw errors.validation('充值订单不能用金币支付，请选择微信或支付宝');
    if (this.core.coinPrice(row) === null) {
      throw errors.conflict('订单金额不是整元，不能用金币支付，请选择其他支付方式');
    }
    await this.core.k.transaction().execute(async (trx) => {
      const fresh = await this.core.find(row.order_no, trx);
      const coins = this.core.coinPrice(fresh) ?? 0;
      const what = `${fresh.subject}（${fresh.order_no}）`;
      const payer = (await this.deps.spending?.spendCoins(trx, user.id, coins, what)) ?? { payerId: user.id, note: '' };
      if (!(await this.settle(trx, fresh, { payType: 'coin', tradeNo: null, payer }))) {
        transition(fresh.status as OrderStatusValue, 'pay', ['buyer'], fresh.kind as OrderKind);
        throw errors.conflict('订单状态已变化，请刷新后重试');
      }
    });
    return { order: await this.core.presentOne(await this.core.find(row.order_no), user), start: null };
  }

  /** What was bought must still be on sale at the ordered price; otherwise the order closes and is refused. */
  private async recheck(row: OrderRow): Promise<void> {
    const amount = Number(row.amount_fen);
    let refusal: string | null = null;
    if (row.kind === 'model') {
      const m = await this.deps.models.modelForSale(this.core.k, { id: row.ref_id ?? 0 });
      if (!m || !m.listed) refusal = '模型已下架，无法购买';
      else if (m.priceFen !== amount) refusal = '模型价格已变更，请重新下单';
      else if (await this.deps.models.hasPurchased(this.core.k, row.user_id, m.id)) refusal = '您已购买该模型，可直接下载';
    } else if (row.kind === 'package') {
      if (!this.deps.packages) throw errors.conflict('套餐服务暂未开通，无法购买套餐');
      const quote = await this.deps.packages.quote(this.core.k, row.ref_id ?? 0);
      if (!quote) refusal = '套餐已下架，无法购买';
      else if (quote.priceFen !== amount) refusal = '套餐价格已变更，请重新下单';
    }
    if (refusal) {
      await this.closeRow(row);
      throw errors.conflict(refusal);
    }
  }

  /**
   * Marks an unpaid order paid, moves the money and hands over what was bought, in the caller's transaction.
   * Answers false (and changes nothing) when the order was no longer unpaid.
   */
  async settle(
    trx: Executor,
    row: OrderRow,
    payment: { payType: PayType; tradeNo: string | null; payer?: CoinPayer },
  ): Promise<boolean> {
    const kind = row.kind as OrderKind;
    const to = transition(OrderStatus.unpaid, 'pay', ['system'], kind);
    const at = this.core.now();
    const coins = payment.payType === 'coin' ? (this.core.coinPrice(row) ?? 0) : Number(row.coins);
    const moved = await q.moveOrder(trx, row.id, OrderStatus.unpaid, {
      status: to,
      pay_type: payment.payType,
      trade_no: payment.tradeNo,
      paid_at: at,
      coins,
      updated_at: at,
    });
    if (!moved) return false;
    // A sub-account's top-up is the company's: its coins are spent from the parent's wallet.
    const holder = kind === 'coin' ? ((await this.deps.spending?.companyOf(row.user_id, trx)) ?? row.user_id) : row.user_id;
    await this.deps.wallet.post(trx, this.posting(row, payment.payType, coins, payment.payer, holder));
    const order = { orderNo: row.order_no, userId: row.user_id, refId: row.ref_id ?? 0, amountFen: Number(row.amount_fen) };
    if (kind === 'model') {
      if (await this.deps.models.hasPurchased(trx, row.user_id, order.refId)) {
        throw errors.conflict('您已购买该模型，无需重复购买');
      }
      await this.deps.models.recordPurchase(trx, row.user_id, order.refId, row.order_no, order.amountFen);
      await this.tellSeller(trx, row);
    } else if (kind !== 'coin') {
      const fulfiller = this.core.fulfillers.get(kind);
      if (!fulfiller) throw errors.conflict(kind === 'package' ? '套餐服务暂未开通，无法购买套餐' : '托管服务暂未开通');
      await fulfiller.fulfil(trx, order);
    }
    return true;
  }

  /** The seller hears of a sale in the transaction that makes it, with what reaches their earnings. */
  private async tellSeller(trx: Executor, row: OrderRow): Promise<void> {
    if (row.seller_id === null) return;
    const amount = Number(row.amount_fen);
    const fee = this.core.fee(amount);
    const model = await this.deps.models.modelForSale(trx, { id: row.ref_id ?? 0 });
    await this.deps.messages.send(
      {
        userId: row.seller_id,
        type: MessageType.order,
        title: '您的模型已售出',
        content:
          `您的模型《${model?.title ?? row.subject}》已售出，成交价 ¥${yuan(amount)}，` +
          `扣除平台服务费 ¥${yuan(fee)}（${this.deps.feePercent}%）后 ¥${yuan(amount - fee)} 已计入您的收益。`,
        link: `/myorderDetail?orderNo=${row.order_no}`,
        bizCode: row.order_no,
        senderId: row.user_id,
      },
      trx,
    );
  }

  /**
   * The entries of a payment; coins come from `payer` (a sub-account pays from its parent's, named in the memo), and
   * a top-up's go to `holder` (a sub-account's parent).
   */
  private posting(row: OrderRow, payType: PayType, coins: number, payer: CoinPayer | undefined, holder: number): Posting {
    const amount = Number(row.amount_fen);
    const source: PostingLine =
      payType === 'coin'
        ? {
            account: { userId: payer?.payerId ?? row.user_id, kind: 'coins' },
            amount: -coins,
            ...(payer?.note ? { memo: row.subject + payer.note } : {}),
          }
        : { account: { platform: 'gateway' }, amount: -amount };
    const base = { orderNo: row.order_no };
    switch (row.kind as OrderKind) {
      case 'coin':
        return {
          ...base,
          kind: 'topup',
          memo: holder === row.user_id ? `充值 ${coins} 金币` : `子账号充值 ${coins} 金币，计入企业账户`,
          lines: [source, { account: { userId: holder, kind: 'coins' }, amount: coins }],
        };
      case 'model': {
        const fee = this.core.fee(amount);
        return {
          ...base,
          kind: 'purchase',
          memo: row.subject,
          lines: [
            source,
            { account: this.deps.wallet.incomeAccount(row.seller_id ?? 0), amount: amount - fee, kind: 'sale' },
            { account: { platform: 'fees' }, amount: fee, kind: 'fee' },
          ],
        };
      }
      case 'package':
        return { ...base, kind: 'package', memo: row.subject, lines: [source, { account: { platform: 'fees' }, amount }] };
      case 'escrow':
        return { ...base, kind: 'escrowFund', memo: row.subject, lines: [source, { account: { platform: 'escrow' }, amount }] };
    }
  }

  /** A gateway's notification: verified, applied at most once, always recorded. Answers what the gateway expects. */
  async receiveNotice(channel: PayChannel, request: NoticeRequest): Promise<NoticeAck & { result: NoticeResult }> {
    const provider = this.deps.providers.get(channel);
    if (!provider) {
      const body = JSON.stringify({ code: 'FAIL', message: '本站未开通该支付方式' });
      return { status: 404, contentType: 'application/json', body, result: 'rejected' };
    }
    let notice: PaymentNotice;
    try {
      notice = await provider.parseNotice(request);
    } catch (e) {
      this.core.log.warn({ err: e, channel }, '支付通知验签失败');
      await q.insertNotice(this.core.k, {
        channel,
        order_no: '',
        trade_no: '',
        amount_fen: 0,
        app_id: '',
        paid: 0,
        result: 'rejected',
        reason: '签名校验失败或格式错误',
        raw: request.body.slice(0, 8000),
        created_at: this.core.now(),
      });
      return { ...provider.ack(false), result: 'rejected' };
    }
    const result = await this.apply(provider, notice);
    return { ...provider.ack(true), result };
  }

  /** Applies a verified notification or status answer: credits an unpaid order once, flags what an operator must see. */
  async apply(provider: PaymentProvider, notice: PaymentNotice): Promise<NoticeResult> {
    const k = this.core.k;
    const record = (db: Executor, result: NoticeResult, reason: string | null) =>
      q.insertNotice(db, {
        channel: provider.channel,
        order_no: notice.outTradeNo.slice(0, 80),
        trade_no: notice.tradeNo.slice(0, 80),
        amount_fen: Number.isSafeInteger(notice.amountFen) ? notice.amountFen : 0,
        app_id: notice.appId.slice(0, 80),
        paid: notice.paid ? 1 : 0,
        result,
        reason,
        raw: notice.raw.slice(0, 8000),
        created_at: this.core.now(),
      });
    try {
      return await k.transaction().execute(async (trx) => {
        const verdict = await this.verdict(trx, provider, notice);
        if (verdict.result === 'credited' && verdict.row) {
          if (!(await this.settle(trx, verdict.row, { payType: provider.channel, tradeNo: notice.tradeNo }))) {
            const again = await this.verdict(trx, provider, notice);
            await record(trx, again.result, again.reason);
            return again.result;
          }
        }
        await record(trx, verdict.result, verdict.reason);
        return verdict.result;
      });
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      // Paid, but what was bought cannot be handed over (bought already, sold out...): keep it for an operator.
      await record(k, 'flagged', `已收款但无法完成订单：${e.message}，需人工退款`);
      return 'flagged';
    }
  }

  private async verdict(
    db: Executor,
    provider: PaymentProvider,
    notice: PaymentNotice,
  ): Promise<{ result: NoticeResult; reason: string | null; row?: OrderRow }> {
    if (notice.appId !== provider.appId) return { result: 'flagged', reason: '应用编号与本站不符' };
    if (!notice.paid) return { result: 'ignored', reason: '未支付' };
    const used = await q.creditedNotice(db, provider.channel, notice.tradeNo);
    if (used && used.order_no !== notice.outTradeNo) return { result: 'flagged', reason: '该支付流水已用于其他订单' };
    const row = await q.findOrder(db, notice.outTradeNo);
    if (!row) return { result: 'flagged', reason: '订单不存在，已收款需人工处理' };
    const amount = Number(row.amount_fen);
    if (amount !== notice.amountFen) {
      return { result: 'flagged', reason: `金额与订单不符（订单 ${amount} 分，通知 ${notice.amountFen} 分）` };
    }
    switch (row.status) {
      case OrderStatus.unpaid:
        return { result: 'credited', reason: null, row };
      case OrderStatus.closed:
        return { result: 'flagged', reason: '订单已关闭却收到付款，需人工退款' };
      default:
        if (row.trade_no === notice.tradeNo && row.pay_type === provider.channel) return { result: 'duplicate', reason: null };
        return { result: 'flagged', reason: '订单已支付，又收到另一笔付款，需人工退款' };
    }
  }

  /** Closes an unpaid order (the buyer, an operator or the time-out), telling its gateway. */
  async closeRow(row: OrderRow): Promise<boolean> {
    if (isGateway(row.pay_type)) {
      const provider = this.deps.providers.get(row.pay_type);
      await provider
        ?.close(row.order_no)
        .catch((e: unknown) => this.core.log.warn({ err: e, orderNo: row.order_no }, '关闭支付单失败'));
    }
    const at = this.core.now();
    return q.moveOrder(this.core.k, row.id, OrderStatus.unpaid, { status: OrderStatus.closed, closed_at: at, updated_at: at });
  }

  /**
   * Asks the order's gateway whether it was paid (a notification that never came); credits it if so. Answers true
   * when the order is (now) paid.
   */
  async queryPayment(row: OrderRow): Promise<boolean> {
    if (row.status !== OrderStatus.unpaid || !isGateway(row.pay_type)) return row.status !== OrderStatus.unpaid;
    const provider = this.deps.providers.get(row.pay_type);
    if (!provider) return false;
    const answer = await provider.query(row.order_no);
    if (answer.state !== 'paid' || !answer.notice) return false;
    const result = await this.apply(provider, answer.notice);
    return result === 'credited' || result === 'duplicate';
  }

  /** Operator refund: undoes exactly what the order's entries did, and sends gateway money back the way it came. */
  async refund(orderNo: string, reason: string, operator: AuthUser): Promise<void> {
    const row = await this.core.find(orderNo);
    const to = transition(row.status as OrderStatusValue, 'refund', this.core.rolesOf(row, operator), row.kind as OrderKind);
    await this.core.k.transaction().execute(async (trx) => {
      const at = this.core.now();
      const moved = await q.moveOrder(trx, row.id, row.status, {
        status: to,
        refunded_at: at,
        refund_reason: reason,
        updated_at: at,
      });
      if (!moved) throw errors.conflict('订单状态已变化，请刷新后重试');
      const lines = await this.deps.wallet.reversalOf(trx, orderNo);
      try {
        await this.deps.wallet.post(trx, { orderNo, kind: 'refund', memo: `退款：${reason}`, lines });
      } catch (e) {
        if (e instanceof AppError && e.kind === 'conflict') {
          throw errors.conflict(`余额不足以退款（买家的金币已使用或卖家收益不足）：${e.message}`);
        }
        throw e;
      }
      // A sub-account paid from its parent's coins (the ledger shows whose) within its limit: the refund frees it.
      const fromParent = lines.some(
        (l) => 'userId' in l.account && l.account.kind === 'coins' && l.account.userId !== row.user_id,
      );
      if (row.pay_type === 'coin' && fromParent) {
        await this.deps.spending?.giveBack(trx, row.user_id, Number(row.coins), `${row.subject}（${orderNo}）`);
      }
      if (row.kind === 'model' && row.ref_id !== null) await this.deps.models.revokePurchase(trx, row.user_id, row.ref_id);
      if (row.kind === 'package') {
        if (!this.deps.packages) throw errors.conflict('套餐服务暂未开通，无法撤销套餐');
        await this.deps.packages.revokeOrder(trx, { orderNo, operatorId: operator.id, reason });
      }
      if (isGateway(row.pay_type)) {
        const provider = this.deps.providers.get(row.pay_type);
        if (!provider) throw errors.conflict('该订单的支付渠道已停用，无法原路退款');
        const amount = Number(row.amount_fen);
        // Inside the transaction: a refused refund leaves the order paid. The refund number makes a retry safe.
        await provider.refund({ outTradeNo: orderNo, refundNo: `${orderNo}R`, amountFen: amount, totalFen: amount, reason });
      }
    });
  }

  /** The operator's list of notifications received (flagged ones first to handle). */
  async notices(query: { pageNum: number; pageSize: number; flagged?: '1' | '0' }) {
    const { pageNum, pageSize } = query;
    const flagged = query.flagged === undefined ? undefined : query.flagged === '1';
    const { rows, total } = await q.listNotices(this.core.k, flagged, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map(presentNotice), total, pageNum, pageSize };
  }

  async resolveNotice(id: number) {
    const row = await q.findNotice(this.core.k, id);
    if (!row) throw errors.notFound('通知不存在');
    if (row.result !== 'flagged') throw errors.conflict('只有待处理的通知需要标为已处理');
    await q.resolveNotice(this.core.k, id, this.core.now());
    return presentNotice((await q.findNotice(this.core.k, id))!);
  }

  jobHandlers(): JobHandlers<AppJobs> {
    return {
      'order.query': { run: ({ orderNo }) => this.queryJob(orderNo) },
      'order.timeout': { run: ({ orderNo }) => this.timeoutJob(orderNo) },
    };
  }

  private async queryJob(orderNo: string): Promise<JobOutcome> {
    const row = await q.findOrder(this.core.k, orderNo);
    if (!row || row.status !== OrderStatus.unpaid) return { status: 'skipped', reason: 'order not unpaid' };
    const paid = await this.queryPayment(row);
    return { status: 'done', result: { paid } };
  }

  private async timeoutJob(orderNo: string): Promise<JobOutcome> {
    const row = await q.findOrder(this.core.k, orderNo);
    if (!row || row.status !== OrderStatus.unpaid) return { status: 'skipped', reason: 'order not unpaid' };
    if (row.expires_at > this.core.now()) throw new Error('order not expired yet');
    if (await this.queryPayment(row)) return { status: 'done', result: { paid: true } };
    await this.closeRow(row);
    return { status: 'done', result: { closed: true } };
  }
}

function presentNotice(r: PaymentNoticeRow) {
  return {
    id: r.id,
    channel: r.channel,
    orderNo: r.order_no,
    tradeNo: r.trade_no,
    amountFen: Number(r.amount_fen),
    appId: r.app_id,
    paid: r.paid === 1,
    result: r.result,
    reason: r.reason,
    raw: r.raw,
    resolvedAt: r.resolved_at,
    createdAt: r.created_at,
  };
}

/** Where each gateway sends its notifications (below /api/): the contract's notification calls. */
const NOTIFY_PATHS: Record<PayChannel, string> = {
  sandbox: orderCalls.sandboxNotify.path,
  wechat: orderCalls.wxPayNotify.path,
  alipay: orderCalls.aliPayNotify.path,
};
