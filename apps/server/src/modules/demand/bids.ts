import type { z } from 'zod';
import {
  BidStatus,
  DemandState,
  formatPrice,
  type BidStatusValue,
  type BidView,
  type DemandOkResult,
  type bidBody,
  type myBidsQuery,
} from '@moxing/shared';
import type { NeedRow } from '../../db/schema.js';
import { errors } from '../../platform/errors.js';
import * as q from './queries.js';
import * as bidQueries from './queries-bids.js';
import * as providerQueries from './queries-providers.js';
import { DemandCore, modellerLink, ownerLink, randomCode, type Paging, type User, type Viewer } from './core.js';
import { checkFacts, transition } from './transitions.js';

type BidData = z.output<typeof bidBody>;

/** Bids: a demand's bids and mine, bidding, withdrawing, and the owner's choice of a bid. */
export class BidService extends DemandCore {
  async myBids(user: User, query: z.output<typeof myBidsQuery>) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await bidQueries.listBidsOfUser(
      this.k,
      user.id,
      { bidStatus: query.bidStatus, demandStatus: query.status },
      (pageNum - 1) * pageSize,
      pageSize,
    );
    const [stats, facts] = await Promise.all([providerQueries.modellerStats(this.k, [user.id]), this.facts(rows, user)]);
    const list = rows.map((r) => {
      const demand: NeedRow & { owner_nickname: string; owner_avatar: string | null } = r;
      const bid = {
        id: r.bid_id,
        code: r.bid_code,
        need_id: r.id,
        user_id: user.id,
        price: r.price,
        days: r.days,
        message: r.message,
        portfolio_links: r.portfolio_links,
        status: r.bid_status,
        withdrawn_at: null,
        created_at: r.bid_created_at,
        updated_at: r.bid_updated_at,
        m_nickname: r.m_nickname,
        m_avatar: r.m_avatar,
        m_type: r.m_type,
        m_certified: r.m_certified,
      };
      return {
        need: { ...this.summary(demand), actions: this.actions(demand, user, facts) },
        bid: this.bidView(bid, demand, user, stats),
      };
    });
    return { list, total, pageNum, pageSize };
  }

  async list(viewer: Viewer, code: string, paging: Paging) {
    const demand = await this.load(code);
    await this.assertVisible(demand, viewer, this.roles(demand, viewer));
    const { pageNum, pageSize } = paging;
    const { rows, total } = await bidQueries.listBidsOfDemand(this.k, demand.id, (pageNum - 1) * pageSize, pageSize);
    const stats = await providerQueries.modellerStats(this.k, [...new Set(rows.map((r) => r.user_id))]);
    return { list: rows.map((r) => this.bidView(r, demand, viewer, stats)), total, pageNum, pageSize };
  }

  /** need/getBidVoByUser: my own bid on a demand, or null. */
  async myBid(user: User, code: string): Promise<BidView | null> {
    const demand = await this.load(code);
    const bid = await bidQueries.findBidOf(this.k, demand.id, user.id);
    return bid ? this.bidViewById(bid.id, demand, user) : null;
  }

  async bid(user: User, input: BidData): Promise<BidView> {
    const demand = await this.load(input.code);
    const roles = this.roles(demand, user);
    transition(this.status(demand), 'bid', roles);
    const at = this.now();
    const existing = await bidQueries.findBidOf(this.k, demand.id, user.id);
    checkFacts('bid', { expired: demand.deadline <= at, ownBid: existing ? (existing.status as BidStatusValue) : null });
    const bid = await this.k.transaction().execute(async (trx) => {
      if (!(await q.adjustBidCount(trx, demand.id, 1, at, at))) throw await this.stale(trx, demand.id, 'bid', roles);
      const row = await bidQueries.upsertBid(trx, {
        code: randomCode('B'),
        need_id: demand.id,
        user_id: user.id,
        price: input.price,
        days: input.days,
        message: input.message,
        portfolio_links: JSON.stringify(input.portfolioLinks),
        status: BidStatus.active,
        withdrawn_at: null,
        created_at: at,
        updated_at: at,
      });
      if (!row) throw errors.conflict('您已投标该需求，不能重复投标');
      await this.event(trx, demand, user.id, 'bid', this.status(demand));
      await this.messages.send(
        this.order(
          demand.user_id,
          '收到新的投标',
          `您的需求「${demand.title}」收到一份新的投标：报价 ${formatPrice(input.price)}，工期 ${input.days} 天。`,
          ownerLink(demand.code),
          demand.code,
          user.id,
        ),
        trx,
      );
      return row;
    });
    return (await this.bidViewById(bid.id, demand, user))!;
  }

  /** need/cancelBid: the modeller withdraws their bid while the demand is still bidding. */
  async withdrawBid(user: User, code: string): Promise<BidView> {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    transition(this.status(demand), 'withdrawBid', roles);
    const found = await bidQueries.findBidOf(this.k, demand.id, user.id);
    checkFacts('withdrawBid', { ownBid: found ? (found.status as BidStatusValue) : null });
    const bid = found!;
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      if (!(await q.adjustBidCount(trx, demand.id, -1, at))) throw await this.stale(trx, demand.id, 'withdrawBid', roles);
      if (
        !(await bidQueries.moveBid(trx, bid.id, BidStatus.active, {
          status: BidStatus.withdrawn,
          withdrawn_at: at,
          updated_at: at,
        }))
      ) {
        throw errors.conflict('投标状态已变化，请刷新后重试');
      }
      await this.event(trx, demand, user.id, 'withdrawBid', this.status(demand));
      await this.messages.send(
        this.order(
          demand.user_id,
          '投标已撤回',
          `一位建模师撤回了对需求「${demand.title}」的投标。`,
          ownerLink(demand.code),
          demand.code,
          user.id,
        ),
        trx,
      );
    });
    return (await this.bidViewById(bid.id, demand, user))!;
  }

  /**
   * need/chooseBid: the buyer picks one bid; the demand waits for the buyer to put the price in escrow (escrow.ts),
   * the other bidders are told.
   */
  async chooseBid(user: User, code: string, bidCode: string): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    const to = transition(this.status(demand), 'choose', roles);
    if (!bidCode) throw errors.validation('请选择要中标的投标');
    const found = await bidQueries.findBidByCode(this.k, bidCode);
    const candidate = found?.need_id === demand.id ? found : undefined;
    checkFacts('choose', { candidate: candidate ? (candidate.status as BidStatusValue) : null });
    const bid = candidate!;
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveDemand(trx, demand.id, DemandState.bidding, {
        status: to,
        chosen_bid_id: bid.id,
        modeller_id: bid.user_id,
        chosen_at: at,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, demand.id, 'choose', roles);
      if (!(await bidQueries.moveBid(trx, bid.id, BidStatus.active, { status: BidStatus.chosen, updated_at: at }))) {
        throw errors.conflict('该投标已被建模师撤回，不能选择');
      }
      const others = await bidQueries.moveBidsOfDemand(trx, demand.id, BidStatus.active, BidStatus.notChosen, at, bid.id);
      await this.event(trx, demand, user.id, 'choose', to);
      await this.messages.send(
        [
          this.order(
            bid.user_id,
            '恭喜，您的投标已中标',
            `需求「${demand.title}」的发布者选择了您的投标。需求方托管赏金后您会收到通知，届时请按约定工期开始制作。`,
            modellerLink(demand.code),
            demand.code,
            user.id,
          ),
          this.order(
            user.id,
            '请托管赏金',
            `您已为需求「${demand.title}」选定服务商，请托管赏金 ${formatPrice(bid.price)}；托管成功后建模师开始制作，验收通过后平台才会付款给建模师。`,
            ownerLink(demand.code),
            demand.code,
            null,
          ),
          ...others.map((uid) =>
            this.order(
              uid,
              '投标未中标',
              `需求「${demand.title}」已选定其他服务商，感谢您的参与。`,
              modellerLink(demand.code),
              demand.code,
              user.id,
            ),
          ),
        ],
        trx,
      );
    });
    return this.ok(demand, to);
  }
}
