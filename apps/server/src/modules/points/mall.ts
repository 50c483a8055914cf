import { randomUUID } from 'node:crypto';
import {
  FEN_PER_COIN,
  MALL_GOODS_KIND_LABELS,
  MALL_PICTURE_MAX_BYTES,
  MessageType,
  REDEMPTION_STATUS_LABELS,
  RedemptionStatus,
  UserType,
  type ExchangeBody,
  type MallGoods,
  type MallGoodsKind,
  type RedemptionStatusValue,
  type RedemptionView,
  type SaveGoodsBody,
} from '@moxing/shared';
import type { Db } from '../../db/index.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { FileService } from '../file/service.js';
import type { MembershipService } from '../membership/service.js';
import type { MessageService } from '../message/service.js';
import type { PostingLine, WalletService } from '../wallet/service.js';
import * as q from './queries.js';
import { allowedActions, transition, type RedemptionActor } from './transitions.js';

const isOperator = (user: AuthUser | null) => user?.type === UserType.operator;

function presentGoods(r: q.GoodsRow): MallGoods {
  return {
    id: r.id,
    title: r.title,
    picture: r.picture,
    kind: r.kind as MallGoodsKind,
    kindName: MALL_GOODS_KIND_LABELS[r.kind as MallGoodsKind],
    pointsPrice: r.points_price,
    stock: r.stock,
    packageId: r.package_id,
    days: r.days,
    coins: r.coins,
    description: r.description,
    onSale: r.on_sale === 1,
  };
}

function presentRedemption(r: q.RedemptionRow, viewer: AuthUser): RedemptionView {
  const status = r.status as RedemptionStatusValue;
  const roles: RedemptionActor[] = [];
  if (r.user_id === viewer.id) roles.push('owner');
  if (isOperator(viewer)) roles.push('operator');
  return {
    redemptionNo: r.redemption_no,
    goodsId: r.goods_id,
    title: r.title,
    picture: r.picture,
    kind: r.kind as MallGoodsKind,
    kindName: MALL_GOODS_KIND_LABELS[r.kind as MallGoodsKind],
    points: r.points,
    status,
    statusName: REDEMPTION_STATUS_LABELS[status],
    receiver: r.receiver,
    phone: r.phone,
    address: r.address,
    trackingNo: r.tracking_no,
    user: { id: r.user_id, nickname: r.nickname },
    createdAt: r.created_at,
    shippedAt: r.shipped_at,
    actions: allowedActions(status, roles),
  };
}

/**
 * The points mall: goods operators define, and redemptions. A redemption takes one unit of stock (conditional
 * update), the points (the wallet's ledger, never below zero) and delivers virtual goods (a package through the
 * membership service, coins through the ledger) in one transaction; physical goods wait for an operator to ship.
 */
export class MallService {
  private readonly k: Db['kysely'];
  private readonly clock: () => number;

  constructor(
    private readonly deps: {
      db: Db;
      wallet: WalletService;
      membership: MembershipService;
      messages: MessageService;
      files: FileService;
      clock?: () => number;
    },
  ) {
    this.k = deps.db.kysely;
    this.clock = deps.clock ?? Date.now;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  async list(viewer: AuthUser | null, query: { pageNum: number; pageSize: number; all?: boolean }) {
    const all = Boolean(query.all) && isOperator(viewer);
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.goodsPage(this.k, all, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map(presentGoods), total, pageNum, pageSize };
  }

  /**
   * integral/save by operator `operatorId` (null: the demo seed). An uploaded picture must be the operator's own upload
   * and an image (as sniffed when it arrived) of at most MALL_PICTURE_MAX_BYTES; it is made public.
   */
  async save(body: SaveGoodsBody, operatorId: number | null): Promise<MallGoods> {
    if (body.kind === 'membership' && !(await this.deps.membership.quote(this.k, body.packageId!))) {
      throw errors.validation('兑换的套餐不存在或已下架');
    }
    let picture = body.picture!;
    if (body.pictureFileId !== undefined) {
      if (operatorId === null) throw errors.validation('请选择站内的商品图片');
      picture = (await this.deps.files.publicImage(operatorId, body.pictureFileId, '商品图片', MALL_PICTURE_MAX_BYTES)).url;
    }
    const at = this.now();
    const fields = {
      title: body.title,
      picture,
      kind: body.kind,
      points_price: body.pointsPrice,
      stock: body.stock,
      package_id: body.kind === 'membership' ? body.packageId! : null,
      days: body.kind === 'membership' ? body.days! : null,
      coins: body.kind === 'coins' ? body.coins! : null,
      description: body.description,
      on_sale: body.onSale ? 1 : 0,
      updated_at: at,
    };
    let id = body.id;
    if (id === undefined) id = (await q.insertGoods(this.k, { ...fields, created_at: at })).id;
    else if (!(await q.updateGoods(this.k, id, fields))) throw errors.notFound('商品不存在');
    return presentGoods((await q.findGoods(this.k, id))!);
  }

  async exchange(user: AuthUser, body: ExchangeBody): Promise<RedemptionView> {
    const goods = await q.findGoods(this.k, body.goodsId);
    if (!goods || goods.on_sale !== 1) throw errors.notFound('商品不存在或已下架');
    const physical = goods.kind === 'physical';
    if (physical && (!body.receiver || !body.phone || !body.address)) {
      throw errors.validation('实物商品请填写收货人、联系电话和收货地址');
    }
    const no = `PM${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      if (!(await q.takeStock(trx, goods.id, at))) throw errors.conflict(`“${goods.title}”已兑完，库存不足`);
      const lines: PostingLine[] = [
        { account: { userId: user.id, kind: 'points' }, amount: -goods.points_price },
        { account: { platform: 'pointsPool' }, amount: goods.points_price },
      ];
      if (goods.kind === 'coins' && goods.coins) {
        lines.push(
          { account: { userId: user.id, kind: 'coins' }, amount: goods.coins },
          { account: { platform: 'rewards' }, amount: -goods.coins * FEN_PER_COIN },
        );
      }
      // A refusal here (too few points) rolls back the stock taken above.
      await this.deps.wallet.post(trx, { orderNo: no, kind: 'redeem', memo: `兑换 ${goods.title}`, lines });
      if (goods.kind === 'membership' && goods.package_id && goods.days) {
        await this.deps.membership.grantForPoints(trx, user.id, goods.package_id, goods.days);
      }
      await q.insertRedemption(trx, {
        redemption_no: no,
        user_id: user.id,
        goods_id: goods.id,
        title: goods.title,
        picture: goods.picture,
        kind: goods.kind,
        points: goods.points_price,
        status: physical ? RedemptionStatus.toShip : RedemptionStatus.delivered,
        receiver: physical ? body.receiver! : null,
        phone: physical ? body.phone! : null,
        address: physical ? body.address! : null,
        tracking_no: null,
        created_at: at,
        shipped_at: null,
      });
    });
    return presentRedemption((await q.findRedemption(this.k, no))!, user);
  }

  async myRedemptions(user: AuthUser, query: { pageNum: number; pageSize: number; status?: RedemptionStatusValue }) {
    return this.page(user, { userId: user.id, status: query.status }, query);
  }

  async redemptions(operator: AuthUser, query: { pageNum: number; pageSize: number; status?: RedemptionStatusValue }) {
    return this.page(operator, { status: query.status }, query);
  }

  private async page(
    viewer: AuthUser,
    filter: { userId?: number; status?: string },
    { pageNum, pageSize }: { pageNum: number; pageSize: number },
  ) {
    const { rows, total } = await q.redemptionPage(this.k, filter, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map((r) => presentRedemption(r, viewer)), total, pageNum, pageSize };
  }

  async ship(operator: AuthUser, body: { redemptionNo: string; trackingNo: string }): Promise<RedemptionView> {
    const row = await q.findRedemption(this.k, body.redemptionNo);
    if (!row) throw errors.notFound('兑换记录不存在');
    const from = row.status as RedemptionStatusValue;
    const to = transition(from, 'ship', isOperator(operator) ? ['operator'] : []);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveRedemption(trx, row.redemption_no, from, {
        status: to,
        tracking_no: body.trackingNo,
        shipped_at: at,
      });
      if (!moved) throw errors.conflict('该兑换已发货，请刷新后查看');
      await this.deps.messages.send(
        {
          userId: row.user_id,
          type: MessageType.system,
          title: '积分兑换已发货',
          content: `您用积分兑换的“${row.title}”已发货，快递单号 ${body.trackingNo}。`,
          link: '/myIntegral/list',
          bizCode: row.redemption_no,
        },
        trx,
      );
    });
    return presentRedemption((await q.findRedemption(this.k, row.redemption_no))!, operator);
  }
}
