import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  BID_STATUS_LABELS,
  BUDGET_OPTIONS,
  BidStatus,
  CONTACT_TYPES,
  CONTACT_TYPE_LABELS,
  DELIVERY_STATUS_LABELS,
  DEMAND_SIDE_TYPES,
  DeliveryStatus,
  MessageType,
  NEED_ATTACHMENT_KINDS,
  NEED_DELIVERY_KINDS,
  NEED_IMAGE_KINDS,
  NEED_LIMITS,
  NEED_STATES,
  NEED_STATUS_LABELS,
  NeedState,
  PUBLIC_NEED_STATES,
  SERVICE_SIDE_TYPES,
  SERVICE_TYPES,
  TRADES,
  USER_TYPE_LABELS,
  UserType,
  budgetText,
  formatPrice,
  type BidStatusValue,
  type BidView,
  type ContactType,
  type DemandAction,
  type DemandItem,
  type DeliveryFile,
  type DeliveryStatusValue,
  type DeliveryView,
  type EvaluationView,
  type NeedCountData,
  type NeedDetail,
  type NeedOkResult,
  type NeedStateValue,
  type NeedSummary,
  type ServerInfo,
  type ServerItem,
  type UploadedFile,
  type UserTypeValue,
  type bidBody,
  type createNeedBody,
  type deliverBody,
  type myBidsQuery,
  type myNeedsQuery,
  type needListQuery,
  type reviewListQuery,
  type serverListQuery,
  type serverProfileBody,
  type updateNeedBody,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { NeedBidRow, NeedFileRow, NeedRow } from '../../db/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { MessageService, OutgoingMessage } from '../message/service.js';
import type { ModelService } from '../model/service.js';
import * as q from './queries.js';
import {
  ACTION_LABELS,
  NEW,
  allowedActions,
  bidActions,
  checkFacts,
  deliveryActions,
  transition,
  type NeedAction,
  type NeedActor,
  type NeedFacts,
} from './transitions.js';

/** What this module needs from the file service: the caller's own uploads, looked up by id. */
export interface NeedFileSource {
  /** The files, when all exist and were uploaded by `userId`; otherwise an AppError (403/404). */
  requireOwned(userId: number, fileIds: string[]): Promise<UploadedFile[]>;
  /**
   * Private files are readable by their uploader and operators only. Attachments of a published demand
   * and delivered work are made readable by link (their random ids are shown only to the people concerned).
   */
  setVisibility(userId: number, fileIds: string[], visibility: 'public' | 'private'): Promise<void>;
}

/**
 * What this module needs from the model service: delivered 3D models become private model records, processed
 * like uploads, so the buyer can preview them.
 */
export type NeedModelSource = Pick<ModelService, 'planModels' | 'createPrivate' | 'progress'>;

export interface NeedDeps {
  db: Db;
  messages: MessageService;
  files: NeedFileSource;
  models: NeedModelSource;
  clock?: () => number;
}

type Viewer = Pick<AuthUser, 'id' | 'type'> | null;
type User = Pick<AuthUser, 'id' | 'type'>;
type CreateData = z.output<typeof createNeedBody>;
type UpdateData = z.output<typeof updateNeedBody>;
type BidData = z.output<typeof bidBody>;
type DeliverData = z.output<typeof deliverBody>;
type ListData = z.output<typeof needListQuery>;
type Paging = { pageNum: number; pageSize: number };
/** What decides who may do what to a demand: its owner, chosen modeller and status. */
type NeedParties = Pick<NeedRow, 'user_id' | 'modeller_id' | 'status'>;

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const DAY_MS = 86_400_000;
const MAX_DEADLINE_DAYS = 366;
const CASES_PER_SERVER = 3;
const SERVER_EVALUATIONS = 20;

/** A public code: a letter, then random characters without look-alikes (0/O, 1/I). */
export function randomCode(prefix: string, length = 11): string {
  let s = prefix;
  for (let i = 0; i < length; i += 1) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

const parseLinks = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

const ownerLink = (code: string) => `/myrequireDetails?code=${code}`;
const modellerLink = (code: string) => `/demandDetails?code=${code}`;
const userBrief = (id: number, nickname: string, avatar: string | null) => ({ id, nickname, avatar });
const typeName = (t: number) => USER_TYPE_LABELS[t as UserTypeValue] ?? '用户';

function presentFile(f: NeedFileRow): UploadedFile {
  return {
    fileId: f.file_id,
    name: f.name,
    size: Number(f.size),
    mime: f.mime,
    url: f.url,
    kind: f.kind as UploadedFile['kind'],
  };
}

type Stats = Awaited<ReturnType<typeof q.modellerStats>>;
const avg = (s?: { scoreSum: number; scoreCount: number }) =>
  s && s.scoreCount > 0 ? Math.round((s.scoreSum / s.scoreCount) * 10) / 10 : null;

/**
 * Modelling demands and bids: publishing, operator review, bidding, choosing, delivery, acceptance,
 * cancellation and evaluation. Every status change goes through `transition` and a conditional UPDATE
 * inside a transaction, and sends the people concerned an "order" message in the same transaction.
 */
export class NeedService {
  private readonly db: Db;
  private readonly messages: MessageService;
  private readonly files: NeedFileSource;
  private readonly models: NeedModelSource;
  private readonly clock: () => number;

  constructor(deps: NeedDeps) {
    this.db = deps.db;
    this.messages = deps.messages;
    this.files = deps.files;
    this.models = deps.models;
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.db.kysely;
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  // --- helpers -------------------------------------------------------------------------------------

  private async load(code: string, db: Executor = this.k): Promise<NeedRow> {
    if (!code) throw errors.validation('请提供需求编号');
    const need = await q.findNeedByCode(db, code);
    if (!need) throw errors.notFound('需求不存在或已删除');
    return need;
  }

  private roles(need: NeedParties | null, user: Viewer): NeedActor[] {
    if (!user) return [];
    const roles: NeedActor[] = [];
    const owner = need !== null && need.user_id === user.id;
    if (owner) roles.push('owner');
    if (need && need.modeller_id === user.id) roles.push('modeller');
    if (user.type === UserType.operator) roles.push('operator');
    if (SERVICE_SIDE_TYPES.includes(user.type) && !owner) roles.push('service');
    if (DEMAND_SIDE_TYPES.includes(user.type)) roles.push('demand');
    return roles;
  }

  private status(need: NeedParties): NeedStateValue {
    return need.status as NeedStateValue;
  }

  /** Demands under review or cancelled are shown to the people involved only (403 for others). */
  private async assertVisible(need: NeedRow, viewer: Viewer, roles: NeedActor[]): Promise<void> {
    if (PUBLIC_NEED_STATES.includes(this.status(need))) return;
    if (roles.includes('owner') || roles.includes('operator') || roles.includes('modeller')) return;
    if (need.status === NeedState.cancelled && viewer && (await q.findBidOf(this.k, need.id, viewer.id))) return;
    if (!viewer) throw errors.unauthorized('请先登录');
    throw errors.forbidden(
      need.status === NeedState.cancelled ? '该需求已取消，仅参与者可以查看' : '该需求尚未公开，仅发布者可以查看',
    );
  }

  /**
   * When a conditional update found the demand in another status than expected (somebody acted first),
   * explains why from the demand as it is now.
   */
  private async stale(db: Executor, needId: number, action: NeedAction, roles: NeedActor[]): Promise<AppError> {
    const fresh = await q.findNeedById(db, needId);
    if (!fresh) return errors.notFound('需求不存在或已删除');
    try {
      transition(this.status(fresh), action, roles);
    } catch (e) {
      if (e instanceof AppError) return e;
      throw e;
    }
    if (action === 'bid' && fresh.deadline <= this.now()) return errors.conflict('需求已过截止日期，不能再投标');
    return errors.conflict('需求状态已变化，请刷新后重试');
  }

  private checkDeadline(deadline: string): void {
    const t = Date.parse(deadline);
    const now = this.clock();
    if (t <= now) throw errors.validation('截止日期须晚于当前时间');
    if (t > now + MAX_DEADLINE_DAYS * DAY_MS) throw errors.validation('截止日期不能晚于一年之后');
  }

  private checkContact(type: ContactType, value: string | undefined): string | null {
    switch (type) {
      case 'platform':
        return null;
      case 'phone':
        if (!value || !/^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/.test(value))
          throw errors.validation('请填写正确的联系电话（手机号或带区号的座机）');
        return value;
      case 'wechat':
        if (!value || !/^[a-zA-Z0-9_-]{5,30}$/.test(value)) throw errors.validation('请填写正确的微信号');
        return value;
    }
  }

  /** The caller's own uploads, in the given order, of allowed kinds only. */
  private async ownFiles(
    userId: number,
    ids: string[],
    kinds: readonly string[],
    what: string,
    allowed: string,
  ): Promise<UploadedFile[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await this.files.requireOwned(userId, unique);
    const byId = new Map(found.map((f) => [f.fileId, f]));
    const files = unique.map((id) => byId.get(id));
    if (files.some((f) => f === undefined)) throw errors.notFound(`${what}不存在或已删除，请重新上传`);
    const list = files as UploadedFile[];
    const bad = list.find((f) => !kinds.includes(f.kind));
    if (bad) throw errors.validation(`${what}「${bad.name}」的类型不支持，${allowed}`);
    return list;
  }

  private async needFiles(userId: number, imageIds: string[], attachmentIds: string[]) {
    const images = await this.ownFiles(userId, imageIds, NEED_IMAGE_KINDS, '参考图片', '参考图片只能是图片文件');
    const attachments = await this.ownFiles(
      userId,
      attachmentIds,
      NEED_ATTACHMENT_KINDS,
      '附件',
      '附件仅支持 DOC、XLS、PPT、TXT、PDF、视频、ZIP、RAR、图片和 3D 模型文件',
    );
    return { images, attachments };
  }

  private fileRows(
    needId: number,
    role: string,
    files: UploadedFile[],
    deliveryId: number | null = null,
    modelCodes = new Map<string, string>(),
  ) {
    return files.map((f, i) => ({
      need_id: needId,
      delivery_id: deliveryId,
      role,
      file_id: f.fileId,
      name: f.name.slice(0, 300),
      kind: f.kind,
      mime: f.mime.slice(0, 120),
      size: f.size,
      url: f.url,
      sort: i,
      model_code: modelCodes.get(f.fileId) ?? null,
    }));
  }

  private event(
    db: Executor,
    need: NeedRow,
    actorId: number | null,
    action: NeedAction,
    to: NeedStateValue | null,
    note: string | null = null,
  ) {
    return q.insertEvent(db, {
      need_id: need.id,
      actor_id: actorId,
      action,
      from_status: action === 'create' ? null : need.status,
      to_status: to,
      note: note?.slice(0, 500) ?? null,
      created_at: this.now(),
    });
  }

  private order(
    userId: number,
    title: string,
    content: string,
    link: string,
    bizCode: string,
    senderId: number | null,
  ): OutgoingMessage {
    return { userId, type: MessageType.order, title, content, link, bizCode, senderId };
  }

  private ok(need: NeedRow, status: NeedStateValue): NeedOkResult {
    return { code: need.code, status, statusText: NEED_STATUS_LABELS[status] };
  }

  /** The viewer's facts on each of these demands (by id); none for an anonymous viewer, who may do nothing. */
  private async facts(needs: (NeedParties & Pick<NeedRow, 'id' | 'deadline'>)[], viewer: Viewer) {
    const byNeed = new Map<number, NeedFacts>();
    if (!viewer) return byNeed;
    const f = await q.actionFacts(
      this.k,
      needs.map((n) => n.id),
      viewer.id,
    );
    const now = this.now();
    for (const n of needs) {
      const own = f.ownBids.find((b) => b.need_id === n.id);
      byNeed.set(n.id, {
        expired: n.deadline <= now,
        ownBid: own ? (own.status as BidStatusValue) : null,
        candidate: f.withActiveBid.includes(n.id) ? BidStatus.active : null,
        pendingDelivery: f.withPendingDelivery.includes(n.id),
        evaluated: f.evaluated.includes(n.id),
      });
    }
    return byNeed;
  }

  /** What the viewer may do to the demand now (transitions.ts decides). */
  private actions(need: NeedParties & { id: number }, viewer: Viewer, facts: Map<number, NeedFacts>): DemandAction[] {
    const f = facts.get(need.id);
    return f ? allowedActions(this.status(need), this.roles(need, viewer), f) : [];
  }

  // --- presenters ----------------------------------------------------------------------------------

  private summary(row: NeedRow & { owner_nickname: string; owner_avatar: string | null }): NeedSummary {
    const status = this.status(row);
    const budget = Math.round(row.budget_fen / 100);
    return {
      code: row.code,
      title: row.title,
      serviceType: row.service_type,
      trade: row.trade,
      budget,
      budgetText: budgetText(budget),
      deadline: row.deadline,
      expired: row.deadline <= this.now(),
      status,
      statusText: NEED_STATUS_LABELS[status] ?? '未知',
      bidCount: row.bid_count,
      coverUrl: row.cover_url,
      createdAt: row.created_at,
      owner: userBrief(row.user_id, row.owner_nickname, row.owner_avatar),
    };
  }

  private modellerBrief(id: number, nickname: string, avatar: string | null, type: number, stats: Stats) {
    const s = stats.get(id);
    return { id, nickname, avatar, type, typeName: typeName(type), completedCount: s?.completed ?? 0, avgScore: avg(s) };
  }

  /** Price, message and links only for the demand's owner and the bidder. */
  private bidView(
    b: NeedBidRow & { m_nickname: string; m_avatar: string | null; m_type: number },
    need: NeedParties & Pick<NeedRow, 'code'>,
    viewer: Viewer,
    stats: Stats,
  ): BidView {
    const mine = viewer?.id === b.user_id;
    const visible = mine || viewer?.id === need.user_id;
    const status = b.status as BidStatusValue;
    return {
      code: b.code,
      needCode: need.code,
      modeller: this.modellerBrief(b.user_id, b.m_nickname, b.m_avatar, b.m_type, stats),
      price: visible ? b.price : null,
      priceText: visible ? formatPrice(b.price) : '仅需求方可见',
      days: b.days,
      message: visible ? b.message : null,
      portfolioLinks: visible ? parseLinks(b.portfolio_links) : [],
      status,
      statusText: BID_STATUS_LABELS[status] ?? '未知',
      mine,
      createdAt: b.created_at,
      updatedAt: b.updated_at,
      actions: viewer ? bidActions(this.status(need), this.roles(need, viewer), { status, mine }) : [],
    };
  }

  private async bidViewById(bidId: number, need: NeedRow, viewer: Viewer): Promise<BidView | null> {
    const b = await q.findBidWithModeller(this.k, bidId);
    if (!b) return null;
    const stats = await q.modellerStats(this.k, [b.user_id]);
    return this.bidView(b, need, viewer, stats);
  }

  // --- reading -------------------------------------------------------------------------------------

  tradeTypes() {
    return {
      serviceTypes: [...SERVICE_TYPES],
      trades: [...TRADES],
      budgetOptions: BUDGET_OPTIONS.map((v) => ({ value: v, label: budgetText(v) })),
      statuses: NEED_STATES.map((v) => ({ value: v, label: NEED_STATUS_LABELS[v] })),
      contactTypes: CONTACT_TYPES.map((v) => ({ value: v, label: CONTACT_TYPE_LABELS[v] })),
      imageKinds: [...NEED_IMAGE_KINDS],
      attachmentKinds: [...NEED_ATTACHMENT_KINDS],
      limits: { images: NEED_LIMITS.images, attachments: NEED_LIMITS.attachments, deliveryFiles: NEED_LIMITS.deliveryFiles },
    };
  }

  async detail(viewer: Viewer, code: string): Promise<NeedDetail> {
    const need = await this.load(code);
    const roles = this.roles(need, viewer);
    await this.assertVisible(need, viewer, roles);
    const k = this.k;
    const participant = roles.includes('owner') || roles.includes('modeller') || roles.includes('operator');
    const [row, files, myBidRow, events, deliveries, evaluations] = await Promise.all([
      q.findNeedWithOwner(k, need.id),
      q.listNeedFiles(k, need.id),
      viewer ? q.findBidOf(k, need.id, viewer.id) : Promise.resolve(undefined),
      participant ? q.listEvents(k, need.id) : Promise.resolve([]),
      participant ? q.listDeliveries(k, need.id) : Promise.resolve([]),
      q.listEvaluationsOfNeed(k, need.id),
    ]);
    if (!row) throw errors.notFound('需求不存在或已删除');
    const modelCodes = participant
      ? files.flatMap((f) => (f.role === 'delivery' && f.model_code !== null ? [f.model_code] : []))
      : [];
    const [myBidFull, chosenFull, modeller, models, facts] = await Promise.all([
      myBidRow ? q.findBidWithModeller(k, myBidRow.id) : Promise.resolve(undefined),
      need.chosen_bid_id ? q.findBidWithModeller(k, need.chosen_bid_id) : Promise.resolve(undefined),
      need.modeller_id ? q.findUser(k, need.modeller_id) : Promise.resolve(undefined),
      this.models.progress(modelCodes),
      this.facts([need], viewer),
    ]);
    const modelByCode = new Map(models.map((m) => [m.modelCode, m]));
    const statIds = [myBidFull?.user_id, chosenFull?.user_id, modeller?.id].filter((x): x is number => typeof x === 'number');
    const stats = await q.modellerStats(k, [...new Set(statIds)]);
    const status = this.status(need);
    const now = this.now();

    let bidBlockedReason: string | null = null;
    if (!viewer) bidBlockedReason = '请先登录';
    else if (roles.includes('owner')) bidBlockedReason = '不能投标自己发布的需求';
    else if (!roles.includes('service')) bidBlockedReason = '只有建模服务方才能投标';
    else if (status !== NeedState.bidding) bidBlockedReason = '该需求不在竞标中';
    else if (need.deadline <= now) bidBlockedReason = '需求已过截止日期';
    else if (myBidRow && myBidRow.status !== BidStatus.withdrawn) bidBlockedReason = '您已投标该需求';

    const actions = this.actions(need, viewer, facts);
    const sees = roles.includes('owner') || roles.includes('modeller') || roles.includes('operator');
    const deliveryFiles = new Map<number, DeliveryFile[]>();
    for (const f of files) {
      if (f.role === 'delivery' && f.delivery_id !== null) {
        const file = { ...presentFile(f), model: (f.model_code !== null && modelByCode.get(f.model_code)) || null };
        deliveryFiles.set(f.delivery_id, [...(deliveryFiles.get(f.delivery_id) ?? []), file]);
      }
    }

    return {
      ...this.summary(row),
      description: need.description,
      images: files.filter((f) => f.role === 'image').map(presentFile),
      attachments: viewer ? files.filter((f) => f.role === 'attachment').map(presentFile) : [],
      contactType: need.contact_type,
      contactTypeText: CONTACT_TYPE_LABELS[need.contact_type as ContactType] ?? need.contact_type,
      contactValue: sees ? need.contact_value : null,
      rejectReason: roles.includes('owner') || roles.includes('operator') ? need.reject_reason : null,
      cancelReason: need.cancel_reason,
      cancelledBy: (need.cancelled_by as NeedDetail['cancelledBy']) ?? null,
      viewerRole: roles.includes('owner')
        ? 'owner'
        : roles.includes('modeller')
          ? 'modeller'
          : roles.includes('operator')
            ? 'operator'
            : myBidRow
              ? 'bidder'
              : 'visitor',
      canBid: actions.includes('bid'),
      bidBlockedReason,
      myBid: myBidFull ? this.bidView(myBidFull, need, viewer, stats) : null,
      chosenBid: chosenFull ? this.bidView(chosenFull, need, viewer, stats) : null,
      modeller: modeller ? this.modellerBrief(modeller.id, modeller.nickname, modeller.avatar, modeller.type, stats) : null,
      deliveries: deliveries.map((d, i): DeliveryView => ({
        id: d.id,
        note: d.note,
        files: deliveryFiles.get(d.id) ?? [],
        status: d.status,
        statusText: DELIVERY_STATUS_LABELS[d.status as DeliveryStatusValue] ?? '未知',
        changeReason: d.change_reason,
        createdAt: d.created_at,
        reviewedAt: d.reviewed_at,
        actions: i === deliveries.length - 1 ? deliveryActions(status, roles, d.status === DeliveryStatus.submitted) : [],
      })),
      timeline: events.map((e) => ({
        action: e.action,
        actionText: ACTION_LABELS[e.action as NeedAction] ?? e.action,
        fromStatus: e.from_status,
        toStatus: e.to_status,
        note: e.note,
        actor: e.actor_id !== null && e.actor_nickname !== null ? userBrief(e.actor_id, e.actor_nickname, e.actor_avatar) : null,
        createdAt: e.created_at,
      })),
      evaluations: evaluations.map((e): EvaluationView => ({
        fromRole: e.from_role as EvaluationView['fromRole'],
        from: userBrief(e.from_user_id, e.from_nickname, e.from_avatar),
        to: userBrief(e.to_user_id, e.to_nickname, e.to_avatar),
        score: e.score,
        comment: e.comment,
        createdAt: e.created_at,
      })),
      canEvaluate: actions.includes('evaluate'),
      reviewedAt: need.reviewed_at,
      chosenAt: need.chosen_at,
      completedAt: need.completed_at,
      cancelledAt: need.cancelled_at,
      updatedAt: need.updated_at,
      actions,
    };
  }

  private async page(f: q.NeedFilter, order: q.NeedOrder, paging: Paging) {
    const { pageNum, pageSize } = paging;
    const { rows, total } = await q.listNeeds(this.k, f, order, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map((r) => this.summary(r)), total, pageNum, pageSize };
  }

  /** A page of demands for a list that offers buttons: each with what the viewer may do. */
  private async pageWithActions(viewer: User, f: q.NeedFilter, order: q.NeedOrder, paging: Paging) {
    const { pageNum, pageSize } = paging;
    const { rows, total } = await q.listNeeds(this.k, f, order, (pageNum - 1) * pageSize, pageSize);
    const facts = await this.facts(rows, viewer);
    const list = rows.map((r): DemandItem => ({ ...this.summary(r), actions: this.actions(r, viewer, facts) }));
    return { list, total, pageNum, pageSize };
  }

  /** need/getList: the public hall. closingSoon lists demands still open for bids, nearest deadline first. */
  async publicList(query: ListData) {
    const closing = query.sort === 'closingSoon';
    return this.page(
      {
        statuses: query.status !== undefined ? [query.status] : closing ? [NeedState.bidding] : PUBLIC_NEED_STATES,
        serviceType: query.serviceType,
        trade: query.trade,
        budgetFen: query.budget !== undefined ? query.budget * 100 : undefined,
        keyword: query.keyword || undefined,
        deadlineAfter: closing ? this.now() : undefined,
      },
      closing ? 'closingSoon' : 'newest',
      query,
    );
  }

  /** need/needList: the home page's newest demands still taking bids. */
  async homeList(paging: Paging) {
    return this.page({ statuses: [NeedState.bidding], deadlineAfter: this.now() }, 'newest', paging);
  }

  async myNeeds(user: User, query: z.output<typeof myNeedsQuery>) {
    return this.pageWithActions(
      user,
      { userId: user.id, statuses: query.status !== undefined ? [query.status] : undefined },
      'newest',
      query,
    );
  }

  async reviewList(operator: User, query: z.output<typeof reviewListQuery>) {
    return this.pageWithActions(
      operator,
      { statuses: [query.status] },
      query.status === NeedState.pendingReview ? 'oldestSubmitted' : 'newest',
      query,
    );
  }

  async myBids(user: User, query: z.output<typeof myBidsQuery>) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.listBidsOfUser(
      this.k,
      user.id,
      { bidStatus: query.bidStatus, needStatus: query.status },
      (pageNum - 1) * pageSize,
      pageSize,
    );
    const [stats, facts] = await Promise.all([q.modellerStats(this.k, [user.id]), this.facts(rows, user)]);
    const list = rows.map((r) => {
      const need: NeedRow & { owner_nickname: string; owner_avatar: string | null } = r;
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
      };
      return {
        need: { ...this.summary(need), actions: this.actions(need, user, facts) },
        bid: this.bidView(bid, need, user, stats),
      };
    });
    return { list, total, pageNum, pageSize };
  }

  async bidList(viewer: Viewer, code: string, paging: Paging) {
    const need = await this.load(code);
    await this.assertVisible(need, viewer, this.roles(need, viewer));
    const { pageNum, pageSize } = paging;
    const { rows, total } = await q.listBidsOfNeed(this.k, need.id, (pageNum - 1) * pageSize, pageSize);
    const stats = await q.modellerStats(this.k, [...new Set(rows.map((r) => r.user_id))]);
    return { list: rows.map((r) => this.bidView(r, need, viewer, stats)), total, pageNum, pageSize };
  }

  /** need/getBidVoByUser: my own bid on a demand, or null. */
  async myBid(user: User, code: string): Promise<BidView | null> {
    const need = await this.load(code);
    const bid = await q.findBidOf(this.k, need.id, user.id);
    return bid ? this.bidViewById(bid.id, need, user) : null;
  }

  async countData(user: User): Promise<NeedCountData> {
    const [own, bids] = await Promise.all([q.countOwnNeedsByStatus(this.k, user.id), q.countUserBids(this.k, user.id)]);
    const c = (s: number) => own.find((r) => r.status === s)?.n ?? 0;
    const b = (pred: (r: { bidStatus: number; needStatus: number }) => boolean) =>
      bids.filter(pred).reduce((sum, r) => sum + r.n, 0);
    return {
      published: own.reduce((s, r) => s + r.n, 0),
      pendingReview: c(NeedState.pendingReview),
      rejected: c(NeedState.rejected),
      bidding: c(NeedState.bidding),
      inProduction: c(NeedState.inProduction),
      completed: c(NeedState.completed),
      cancelled: c(NeedState.cancelled),
      bids: {
        total: b((r) => r.bidStatus !== BidStatus.withdrawn),
        active: b((r) => r.bidStatus === BidStatus.active),
        won: b((r) => r.bidStatus === BidStatus.chosen),
        inProduction: b((r) => r.bidStatus === BidStatus.chosen && r.needStatus === NeedState.inProduction),
        completed: b((r) => r.bidStatus === BidStatus.chosen && r.needStatus === NeedState.completed),
      },
    };
  }

  // --- publishing and review -----------------------------------------------------------------------

  async create(user: User, input: CreateData): Promise<NeedDetail> {
    const to = transition(NEW, 'create', this.roles(null, user));
    this.checkDeadline(input.deadline);
    const contactValue = this.checkContact(input.contactType, input.contactValue);
    const { images, attachments } = await this.needFiles(user.id, input.imageIds, input.attachmentIds);
    const at = this.now();
    const need = await this.k.transaction().execute(async (trx) => {
      const row = await q.insertNeed(trx, {
        code: randomCode('N'),
        user_id: user.id,
        title: input.title,
        service_type: input.serviceType,
        trade: input.trade,
        budget_fen: input.budget * 100,
        deadline: input.deadline,
        description: input.description,
        contact_type: input.contactType,
        contact_value: contactValue,
        cover_url: images[0]?.url ?? null,
        status: to,
        bid_count: 0,
        chosen_bid_id: null,
        modeller_id: null,
        reject_reason: null,
        cancel_reason: null,
        cancelled_by: null,
        reviewed_by: null,
        reviewed_at: null,
        submitted_at: at,
        chosen_at: null,
        completed_at: null,
        cancelled_at: null,
        created_at: at,
        updated_at: at,
      });
      await q.insertNeedFiles(trx, [
        ...this.fileRows(row.id, 'image', images),
        ...this.fileRows(row.id, 'attachment', attachments),
      ]);
      await this.event(trx, row, user.id, 'create', to);
      await this.messages.send(
        this.order(
          user.id,
          '需求已提交审核',
          `您发布的需求「${row.title}」已提交，运营人员审核通过后将公开并接受建模师投标。`,
          ownerLink(row.code),
          row.code,
          null,
        ),
        trx,
      );
      return row;
    });
    return this.detail(user, need.code);
  }

  /** need/update: edit while waiting for review, or fix a rejected demand and submit it again (-1 -> -2). */
  async update(user: User, input: UpdateData): Promise<NeedDetail> {
    const need = await this.load(input.code);
    const roles = this.roles(need, user);
    const to = transition(this.status(need), 'edit', roles);
    this.checkDeadline(input.deadline);
    const contactValue = this.checkContact(input.contactType, input.contactValue);
    const { images, attachments } = await this.needFiles(user.id, input.imageIds, input.attachmentIds);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveNeed(trx, need.id, need.status, {
        status: to,
        title: input.title,
        service_type: input.serviceType,
        trade: input.trade,
        budget_fen: input.budget * 100,
        deadline: input.deadline,
        description: input.description,
        contact_type: input.contactType,
        contact_value: contactValue,
        cover_url: images[0]?.url ?? null,
        reject_reason: null,
        submitted_at: at,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, need.id, 'edit', roles);
      await q.deleteNeedFiles(trx, need.id, ['image', 'attachment']);
      await q.insertNeedFiles(trx, [
        ...this.fileRows(need.id, 'image', images),
        ...this.fileRows(need.id, 'attachment', attachments),
      ]);
      await this.event(trx, need, user.id, 'edit', to);
      if (need.status === NeedState.rejected) {
        await this.messages.send(
          this.order(
            user.id,
            '需求已重新提交审核',
            `您修改后的需求「${input.title}」已重新提交，请等待运营人员审核。`,
            ownerLink(need.code),
            need.code,
            null,
          ),
          trx,
        );
      }
    });
    return this.detail(user, need.code);
  }

  async review(
    operator: User,
    code: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<NeedOkResult> {
    const need = await this.load(code);
    const roles = this.roles(need, operator);
    const action = decision.approve ? 'approve' : 'reject';
    const to = transition(this.status(need), action, roles);
    const at = this.now();
    const reason = decision.approve ? null : decision.reason;
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveNeed(trx, need.id, need.status, {
        status: to,
        reviewed_by: operator.id,
        reviewed_at: at,
        reject_reason: reason,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, need.id, action, roles);
      await this.event(trx, need, operator.id, action, to, reason);
      await this.messages.send(
        decision.approve
          ? this.order(
              need.user_id,
              '需求审核通过',
              `您发布的需求「${need.title}」已通过审核，现已公开，建模师可以投标了。`,
              ownerLink(need.code),
              need.code,
              null,
            )
          : this.order(
              need.user_id,
              '需求审核未通过',
              `您发布的需求「${need.title}」未通过审核，原因：${decision.reason}。请修改后重新提交。`,
              ownerLink(need.code),
              need.code,
              null,
            ),
        trx,
      );
    });
    if (decision.approve) await this.shareFiles(need.id, need.user_id, ['image', 'attachment']);
    return this.ok(need, to);
  }

  /** Makes a demand's files of these roles readable by link (after the transaction that published them). */
  private async shareFiles(needId: number, ownerId: number, roles: string[]): Promise<void> {
    const ids = (await q.listNeedFiles(this.k, needId)).filter((f) => roles.includes(f.role)).map((f) => f.file_id);
    if (ids.length) await this.files.setVisibility(ownerId, [...new Set(ids)], 'public');
  }

  // --- bidding -------------------------------------------------------------------------------------

  async bid(user: User, input: BidData): Promise<BidView> {
    const need = await this.load(input.code);
    const roles = this.roles(need, user);
    transition(this.status(need), 'bid', roles);
    const at = this.now();
    const existing = await q.findBidOf(this.k, need.id, user.id);
    checkFacts('bid', { expired: need.deadline <= at, ownBid: existing ? (existing.status as BidStatusValue) : null });
    const bid = await this.k.transaction().execute(async (trx) => {
      if (!(await q.adjustBidCount(trx, need.id, 1, at, at))) throw await this.stale(trx, need.id, 'bid', roles);
      const row = await q.upsertBid(trx, {
        code: randomCode('B'),
        need_id: need.id,
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
      await this.event(trx, need, user.id, 'bid', this.status(need));
      await this.messages.send(
        this.order(
          need.user_id,
          '收到新的投标',
          `您的需求「${need.title}」收到一份新的投标：报价 ${formatPrice(input.price)}，工期 ${input.days} 天。`,
          ownerLink(need.code),
          need.code,
          user.id,
        ),
        trx,
      );
      return row;
    });
    return (await this.bidViewById(bid.id, need, user))!;
  }

  /** need/cancelBid: the modeller withdraws their bid while the demand is still bidding. */
  async withdrawBid(user: User, code: string): Promise<BidView> {
    const need = await this.load(code);
    const roles = this.roles(need, user);
    transition(this.status(need), 'withdrawBid', roles);
    const found = await q.findBidOf(this.k, need.id, user.id);
    checkFacts('withdrawBid', { ownBid: found ? (found.status as BidStatusValue) : null });
    const bid = found!;
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      if (!(await q.adjustBidCount(trx, need.id, -1, at))) throw await this.stale(trx, need.id, 'withdrawBid', roles);
      if (!(await q.moveBid(trx, bid.id, BidStatus.active, { status: BidStatus.withdrawn, withdrawn_at: at, updated_at: at }))) {
        throw errors.conflict('投标状态已变化，请刷新后重试');
      }
      await this.event(trx, need, user.id, 'withdrawBid', this.status(need));
      await this.messages.send(
        this.order(
          need.user_id,
          '投标已撤回',
          `一位建模师撤回了对需求「${need.title}」的投标。`,
          ownerLink(need.code),
          need.code,
          user.id,
        ),
        trx,
      );
    });
    return (await this.bidViewById(bid.id, need, user))!;
  }

  /** need/chooseBid: the buyer picks one bid; the demand goes into production and the other bidders are told. */
  async chooseBid(user: User, code: string, bidCode: string): Promise<NeedOkResult> {
    const need = await this.load(code);
    const roles = this.roles(need, user);
    const to = transition(this.status(need), 'choose', roles);
    if (!bidCode) throw errors.validation('请选择要中标的投标');
    const found = await q.findBidByCode(this.k, bidCode);
    const candidate = found?.need_id === need.id ? found : undefined;
    checkFacts('choose', { candidate: candidate ? (candidate.status as BidStatusValue) : null });
    const bid = candidate!;
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveNeed(trx, need.id, NeedState.bidding, {
        status: to,
        chosen_bid_id: bid.id,
        modeller_id: bid.user_id,
        chosen_at: at,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, need.id, 'choose', roles);
      if (!(await q.moveBid(trx, bid.id, BidStatus.active, { status: BidStatus.chosen, updated_at: at }))) {
        throw errors.conflict('该投标已被建模师撤回，不能选择');
      }
      const others = await q.moveBidsOfNeed(trx, need.id, BidStatus.active, BidStatus.notChosen, at, bid.id);
      await this.event(trx, need, user.id, 'choose', to);
      await this.messages.send(
        [
          this.order(
            bid.user_id,
            '恭喜，您的投标已中标',
            `需求「${need.title}」的发布者选择了您的投标，请按约定工期完成制作并提交交付。`,
            modellerLink(need.code),
            need.code,
            user.id,
          ),
          ...others.map((uid) =>
            this.order(
              uid,
              '投标未中标',
              `需求「${need.title}」已选定其他服务商，感谢您的参与。`,
              modellerLink(need.code),
              need.code,
              user.id,
            ),
          ),
        ],
        trx,
      );
    });
    return this.ok(need, to);
  }

  // --- production ----------------------------------------------------------------------------------

  async deliver(user: User, input: DeliverData): Promise<NeedDetail> {
    const need = await this.load(input.code);
    const roles = this.roles(need, user);
    transition(this.status(need), 'deliver', roles);
    if (input.fileIds.length === 0) throw errors.validation('请上传交付文件');
    const files = await this.ownFiles(
      user.id,
      input.fileIds,
      NEED_DELIVERY_KINDS,
      '交付文件',
      '交付文件仅支持 3D 模型、图片、视频、文档和压缩包',
    );
    // 3D models among the files become private models, processed in the background for online preview; a
    // model the pipeline refuses ends failed with its reason and the delivery stands.
    const plans = await this.models.planModels(
      user.id,
      files.map((f) => f.fileId),
    );
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      if (!(await q.touchInProduction(trx, need.id, at))) throw await this.stale(trx, need.id, 'deliver', roles);
      const d = await q.insertDelivery(trx, {
        need_id: need.id,
        user_id: user.id,
        note: input.note,
        status: DeliveryStatus.submitted,
        change_reason: null,
        reviewed_at: null,
        created_at: at,
      });
      const modelCodes = new Map<string, string>();
      for (const plan of plans) {
        const modelCode = await this.models.createPrivate(trx, {
          userId: user.id,
          plan,
          title: `「${need.title}」交付模型`,
          description: `需求「${need.title}」的交付文件：${plan.main.name}`,
          trade: need.trade,
        });
        modelCodes.set(plan.fileId, modelCode);
      }
      await q.insertNeedFiles(trx, this.fileRows(need.id, 'delivery', files, d.id, modelCodes));
      await this.event(trx, need, user.id, 'deliver', this.status(need), input.note || null);
      const preview = plans.length > 0 ? `其中 ${plans.length} 个 3D 模型处理完成后可在线预览，` : '';
      await this.messages.send(
        this.order(
          need.user_id,
          '建模师已提交交付',
          `您的需求「${need.title}」收到了交付文件（${files.length} 个），${preview}请查看并验收或提出修改意见。`,
          ownerLink(need.code),
          need.code,
          user.id,
        ),
        trx,
      );
    });
    await this.files.setVisibility(
      user.id,
      files.map((f) => f.fileId),
      'public',
    );
    return this.detail(user, need.code);
  }

  /**
   * For the rule on model files: a delivered model is private to its modeller (and operators), and the
   * demand's buyer may view it too.
   */
  async seesDeliveredModel(viewer: Viewer, modelCode: string): Promise<boolean> {
    if (!viewer) return false;
    const need = await q.findNeedOfDeliveredModel(this.k, modelCode);
    return need !== undefined && (need.user_id === viewer.id || need.modeller_id === viewer.id);
  }

  /** need/requestChange: the buyer sends the latest delivery back with what to change; stays in production. */
  async requestChange(user: User, code: string, reason: string): Promise<NeedOkResult> {
    const need = await this.load(code);
    const roles = this.roles(need, user);
    const to = transition(this.status(need), 'requestChange', roles);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      if (!(await q.touchInProduction(trx, need.id, at))) throw await this.stale(trx, need.id, 'requestChange', roles);
      const n = await q.reviewPendingDeliveries(trx, need.id, {
        status: DeliveryStatus.changesRequested,
        change_reason: reason,
        reviewed_at: at,
      });
      checkFacts('requestChange', { pendingDelivery: n > 0 });
      await this.event(trx, need, user.id, 'requestChange', to, reason);
      await this.messages.send(
        this.order(
          need.modeller_id!,
          '需求方要求修改',
          `需求「${need.title}」的交付需要修改：${reason}`,
          modellerLink(need.code),
          need.code,
          user.id,
        ),
        trx,
      );
    });
    return this.ok(need, to);
  }

  /** need/finishNeed: the buyer accepts the delivered work (1 -> 2). */
  async finish(user: User, code: string): Promise<NeedOkResult> {
    const need = await this.load(code);
    const roles = this.roles(need, user);
    const to = transition(this.status(need), 'accept', roles);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveNeed(trx, need.id, NeedState.inProduction, { status: to, completed_at: at, updated_at: at });
      if (!moved) throw await this.stale(trx, need.id, 'accept', roles);
      const n = await q.reviewPendingDeliveries(trx, need.id, { status: DeliveryStatus.accepted, reviewed_at: at });
      checkFacts('accept', { pendingDelivery: n > 0 });
      await this.event(trx, need, user.id, 'accept', to);
      await this.messages.send(
        this.order(
          need.modeller_id!,
          '需求已验收完成',
          `需求「${need.title}」的交付已通过验收，需求已完成。欢迎对需求方进行评价。`,
          modellerLink(need.code),
          need.code,
          user.id,
        ),
        trx,
      );
    });
    return this.ok(need, to);
  }

  /**
   * need/cancel. Before production the buyer (or an operator) may cancel, and the bidders are told;
   * in production the buyer, the chosen modeller or an operator may cancel, giving a reason the other side reads.
   */
  async cancel(user: User, code: string, reason: string | undefined): Promise<NeedOkResult> {
    const need = await this.load(code);
    const roles = this.roles(need, user);
    const from = this.status(need);
    const to = transition(from, 'cancel', roles);
    if (from === NeedState.inProduction && !reason) throw errors.validation('制作中的需求取消时须填写取消原因');
    const by = roles.includes('owner') ? 'buyer' : roles.includes('modeller') ? 'modeller' : 'operator';
    const byText = { buyer: '需求方', modeller: '建模师', operator: '运营人员' }[by];
    const why = reason ? `，原因：${reason}` : '';
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveNeed(trx, need.id, from, {
        status: to,
        cancel_reason: reason ?? null,
        cancelled_by: by,
        cancelled_at: at,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, need.id, 'cancel', roles);
      const out: OutgoingMessage[] = [];
      if (from === NeedState.bidding) {
        const bidders = await q.moveBidsOfNeed(trx, need.id, BidStatus.active, BidStatus.closed, at);
        for (const uid of bidders) {
          out.push(
            this.order(
              uid,
              '需求已取消',
              `您投标的需求「${need.title}」已被取消${why}。`,
              modellerLink(need.code),
              need.code,
              user.id,
            ),
          );
        }
      }
      if (from === NeedState.inProduction && need.chosen_bid_id !== null) {
        await q.moveBid(trx, need.chosen_bid_id, BidStatus.chosen, { status: BidStatus.closed, updated_at: at });
        if (need.modeller_id !== null && by !== 'modeller') {
          out.push(
            this.order(
              need.modeller_id,
              '制作中的需求已取消',
              `需求「${need.title}」已被${byText}取消${why}。`,
              modellerLink(need.code),
              need.code,
              user.id,
            ),
          );
        }
      }
      if (by !== 'buyer') {
        out.push(
          this.order(
            need.user_id,
            '需求已取消',
            `您的需求「${need.title}」已被${byText}取消${why}。`,
            ownerLink(need.code),
            need.code,
            user.id,
          ),
        );
      } else {
        out.push(
          this.order(need.user_id, '需求已取消', `您已取消需求「${need.title}」${why}。`, ownerLink(need.code), need.code, null),
        );
      }
      await this.event(trx, need, user.id, 'cancel', to, reason ?? null);
      await this.messages.send(out, trx);
    });
    return this.ok(need, to);
  }

  /** need/userScore: after completion the buyer scores the modeller and the modeller the buyer, once each. */
  async evaluate(user: User, code: string, score: number, comment: string): Promise<NeedOkResult> {
    const need = await this.load(code);
    const roles = this.roles(need, user);
    const to = transition(this.status(need), 'evaluate', roles);
    const fromRole = roles.includes('owner') ? 'buyer' : 'modeller';
    const target = fromRole === 'buyer' ? need.modeller_id! : need.user_id;
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const inserted = await q.insertEvaluation(trx, {
        need_id: need.id,
        from_user_id: user.id,
        to_user_id: target,
        from_role: fromRole,
        score,
        comment,
        created_at: at,
      });
      checkFacts('evaluate', { evaluated: !inserted });
      await this.event(trx, need, user.id, 'evaluate', to, `${score} 分`);
      await this.messages.send(
        this.order(
          target,
          '收到新的评价',
          `${fromRole === 'buyer' ? '需求方' : '建模师'}对需求「${need.title}」给出了 ${score} 分的评价${comment ? `：${comment}` : '。'}`,
          fromRole === 'buyer' ? modellerLink(need.code) : ownerLink(need.code),
          need.code,
          user.id,
        ),
        trx,
      );
    });
    return this.ok(need, to);
  }

  // --- service providers (/modelServer) ------------------------------------------------------------

  private async presentServers(
    rows: { id: number; nickname: string; avatar: string | null; type: number; created_at: string }[],
  ): Promise<ServerItem[]> {
    const ids = rows.map((r) => r.id);
    const k = this.k;
    const [stats, profiles, tags, cases, derived] = await Promise.all([
      q.modellerStats(k, ids),
      q.listProfiles(k, ids),
      q.listTags(k, ids),
      q.recentCases(k, ids, CASES_PER_SERVER),
      q.completedServiceTypes(k, ids),
    ]);
    return rows.map((u) => {
      const s = stats.get(u.id);
      const profile = profiles.find((p) => p.user_id === u.id);
      const own = tags.filter((t) => t.user_id === u.id);
      const specialities = own.filter((t) => t.kind === 'service').map((t) => t.value);
      return {
        ...this.modellerBrief(u.id, u.nickname, u.avatar, u.type, stats),
        intro: profile?.intro ?? '',
        specialities: specialities.length
          ? specialities
          : derived.filter((d) => d.modeller_id === u.id).map((d) => d.service_type),
        trades: own.filter((t) => t.kind === 'trade').map((t) => t.value),
        portfolioLinks: profile ? parseLinks(profile.portfolio_links) : [],
        inProductionCount: s?.inProduction ?? 0,
        scoreCount: s?.scoreCount ?? 0,
        cases: cases
          .filter((c) => c.modeller_id === u.id)
          .map((c) => ({
            code: c.code,
            title: c.title,
            serviceType: c.service_type,
            trade: c.trade,
            coverUrl: c.cover_url,
            completedAt: c.completed_at,
            score: c.score ?? null,
          })),
        joinedAt: u.created_at,
      };
    });
  }

  async serverList(query: z.output<typeof serverListQuery>) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.listServers(
      this.k,
      { serviceType: query.serviceType, trade: query.trade, keyword: query.keyword || undefined },
      query.sort,
      (pageNum - 1) * pageSize,
      pageSize,
    );
    return { list: await this.presentServers(rows), total, pageNum, pageSize };
  }

  /** home/getIndexJmsList and home/getNewJmsList: recommended or newest modellers. */
  async featuredServers(order: 'recommended' | 'newest', limit: number): Promise<ServerItem[]> {
    const { rows } = await q.listServers(this.k, {}, order, 0, limit);
    return this.presentServers(rows);
  }

  async serverInfo(userId: number): Promise<ServerInfo> {
    const u = await q.findUser(this.k, userId);
    if (!u || u.status !== 1 || !SERVICE_SIDE_TYPES.includes(u.type)) throw errors.notFound('该建模服务商不存在');
    const [item] = await this.presentServers([u]);
    const evaluations = await q.listEvaluationsReceived(this.k, userId, 'buyer', SERVER_EVALUATIONS);
    return {
      ...item!,
      evaluations: evaluations.map((e) => ({
        fromRole: 'buyer' as const,
        from: userBrief(e.from_user_id, e.from_nickname, e.from_avatar),
        to: userBrief(e.to_user_id, e.to_nickname, e.to_avatar),
        score: e.score,
        comment: e.comment,
        createdAt: e.created_at,
      })),
    };
  }

  async saveServerProfile(user: User, input: z.output<typeof serverProfileBody>): Promise<ServerInfo> {
    if (!SERVICE_SIDE_TYPES.includes(user.type)) throw errors.forbidden('只有建模服务方可以设置服务资料，请先切换为服务方身份');
    const tags = [
      ...[...new Set(input.specialities)].map((value) => ({ kind: 'service', value })),
      ...[...new Set(input.trades)].map((value) => ({ kind: 'trade', value })),
    ];
    await this.k
      .transaction()
      .execute((trx) =>
        q.saveProfile(
          trx,
          user.id,
          { intro: input.intro, portfolio_links: JSON.stringify(input.portfolioLinks), updated_at: this.now() },
          tags,
        ),
      );
    return this.serverInfo(user.id);
  }
}
