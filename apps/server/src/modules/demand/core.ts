import { randomInt } from 'node:crypto';
import {
  BID_STATUS_LABELS,
  BidStatus,
  DEMAND_SIDE_TYPES,
  MessageType,
  DEMAND_STATUS_LABELS,
  DemandState,
  PUBLIC_DEMAND_STATES,
  SERVICE_SIDE_TYPES,
  USER_TYPE_LABELS,
  UserType,
  budgetText,
  formatPrice,
  type BidStatusValue,
  type BidView,
  type DemandAction,
  type DemandOkResult,
  type DemandStateValue,
  type DemandSummary,
  type UploadedFile,
  type UserTypeValue,
} from '@moxing/shared';
import { certifiedOf } from '../../db/certified.js';
import type { Db, Executor } from '../../db/index.js';
import type { NeedBidRow, NeedFileRow, NeedRow } from '../../db/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { MessageService, OutgoingMessage } from '../message/service.js';
import type { ModelService } from '../model/service.js';
import * as q from './queries.js';
import * as bidQueries from './queries-bids.js';
import * as providerQueries from './queries-providers.js';
import {
  allowedActions,
  bidActions,
  transition,
  type TransitionAction,
  type DemandActor,
  type DemandFacts,
} from './transitions.js';

/** What this module demands from the file service: the caller's own uploads, looked up by id. */
export interface DemandFileSource {
  /** The files, when all exist and were uploaded by `userId`; otherwise an AppError (403/404). */
  requireOwned(userId: number, fileIds: string[]): Promise<UploadedFile[]>;
  /**
   * Private files are readable by their uploader, operators and whom the demand admits (DemandService.mayReadFile).
   * Pictures of a published demand are made readable by link; attachments and delivered work stay private.
   */
  setVisibility(userId: number, fileIds: string[], visibility: 'public' | 'private'): Promise<void>;
}

/**
 * What this module demands from the model service: delivered 3D models become private model records, processed
 * like uploads, so the buyer can preview them.
 */
export type DemandModelSource = Pick<ModelService, 'planModels' | 'createPrivate' | 'progress'>;

export interface DemandDeps {
  db: Db;
  messages: MessageService;
  files: DemandFileSource;
  models: DemandModelSource;
  clock?: () => number;
}

export type Viewer = Pick<AuthUser, 'id' | 'type'> | null;
export type User = Pick<AuthUser, 'id' | 'type'>;
export type Paging = { pageNum: number; pageSize: number };
/** What decides who may do what to a demand: its owner, chosen modeller and status. */
type DemandParties = Pick<NeedRow, 'user_id' | 'modeller_id' | 'status'>;

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A public code: a letter, then random characters without look-alikes (0/O, 1/I). */
export function randomCode(prefix: string, length = 11): string {
  let s = prefix;
  for (let i = 0; i < length; i += 1) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

export const parseLinks = (json: string): string[] => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

export const ownerLink = (code: string) => `/myrequireDetails?code=${code}`;
export const modellerLink = (code: string) => `/demandDetails?code=${code}`;
export const userBrief = (id: number, nickname: string, avatar: string | null) => ({ id, nickname, avatar });
const typeName = (t: number) => USER_TYPE_LABELS[t as UserTypeValue] ?? '用户';

export function presentFile(f: NeedFileRow): UploadedFile {
  return {
    fileId: f.file_id,
    name: f.name,
    size: Number(f.size),
    mime: f.mime,
    url: f.url,
    kind: f.kind as UploadedFile['kind'],
  };
}

/** Whether this side of a dispute has given its reason (no dispute: nothing to reply to). */
const disputeReplied = (
  d: { buyer_reason: string | null; modeller_reason: string | null } | undefined,
  side: 'buyer' | 'modeller',
) => d !== undefined && (side === 'buyer' ? d.buyer_reason : d.modeller_reason) !== null;

/**
 * Demands whose page anyone may open: the public ones, and those between choice and completion (awaiting the escrow,
 * in dispute), which the hall does not list but whose page stays where bidders and visitors found it.
 */
const SEEN_BY_ALL: readonly DemandStateValue[] = [...PUBLIC_DEMAND_STATES, DemandState.awaitingEscrow, DemandState.disputed];

export type Stats = Awaited<ReturnType<typeof providerQueries.modellerStats>>;
const avg = (s?: { scoreSum: number; scoreCount: number }) =>
  s && s.scoreCount > 0 ? Math.round((s.scoreSum / s.scoreCount) * 10) / 10 : null;

export function modellerBrief(id: number, nickname: string, avatar: string | null, type: number, stats: Stats) {
  const s = stats.get(id);
  return { id, nickname, avatar, type, typeName: typeName(type), completedCount: s?.completed ?? 0, avgScore: avg(s) };
}

/**
 * What every service of the demand trade shares: loading a demand, who the user is to it, whether they may see it,
 * the events and "order" messages of a change, the viewer's actions, and the views of demands and bids.
 * Every status change goes through `transition` (transitions.ts) and a conditional UPDATE inside a transaction,
 * and sends the people concerned an "order" message in the same transaction.
 */
export abstract class DemandCore {
  protected readonly db: Db;
  protected readonly messages: MessageService;
  protected readonly files: DemandFileSource;
  protected readonly models: DemandModelSource;
  protected readonly clock: () => number;

  constructor(deps: DemandDeps) {
    this.db = deps.db;
    this.messages = deps.messages;
    this.files = deps.files;
    this.models = deps.models;
    this.clock = deps.clock ?? Date.now;
  }

  protected get k() {
    return this.db.kysely;
  }

  protected now(): string {
    return new Date(this.clock()).toISOString();
  }

  protected async load(code: string, db: Executor = this.k): Promise<NeedRow> {
    if (!code) throw errors.validation('请提供需求编号');
    const demand = await q.findDemandByCode(db, code);
    if (!demand) throw errors.notFound('需求不存在或已删除');
    return demand;
  }

  protected roles(demand: DemandParties | null, user: Viewer): DemandActor[] {
    if (!user) return [];
    const roles: DemandActor[] = [];
    const owner = demand !== null && demand.user_id === user.id;
    if (owner) roles.push('owner');
    if (demand && demand.modeller_id === user.id) roles.push('modeller');
    if (user.type === UserType.operator) roles.push('operator');
    if (SERVICE_SIDE_TYPES.includes(user.type) && !owner) roles.push('service');
    if (DEMAND_SIDE_TYPES.includes(user.type)) roles.push('demand');
    return roles;
  }

  protected status(demand: DemandParties): DemandStateValue {
    return demand.status as DemandStateValue;
  }

  /** Demands under review or cancelled are shown to the people involved only (403 for others). */
  /**
   * Attachments are private files: the buyer, chosen modeller and operators read them, and providers while the
   * demand takes bids (to decide on one). Delivered files are for the first three only (mayReadFile).
   */
  protected seesAttachments(demand: NeedRow, roles: DemandActor[]): boolean {
    if (roles.includes('owner') || roles.includes('modeller') || roles.includes('operator')) return true;
    return roles.includes('service') && this.status(demand) === DemandState.bidding;
  }

  protected async assertVisible(demand: NeedRow, viewer: Viewer, roles: DemandActor[]): Promise<void> {
    if (SEEN_BY_ALL.includes(this.status(demand))) return;
    if (roles.includes('owner') || roles.includes('operator') || roles.includes('modeller')) return;
    if (demand.status === DemandState.cancelled && viewer && (await bidQueries.findBidOf(this.k, demand.id, viewer.id))) return;
    if (!viewer) throw errors.unauthorized('请先登录');
    throw errors.forbidden(
      demand.status === DemandState.cancelled ? '该需求已取消，仅参与者可以查看' : '该需求尚未公开，仅发布者可以查看',
    );
  }

  /**
   * When a conditional update found the demand in another status than expected (somebody acted first),
   * explains why from the demand as it is now.
   */
  protected async stale(db: Executor, demandId: number, action: TransitionAction, roles: DemandActor[]): Promise<AppError> {
    const fresh = await q.findDemandById(db, demandId);
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

  /** The caller's own uploads, in the given order, of allowed kinds only. */
  protected async ownFiles(
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

  protected fileRows(
    demandId: number,
    role: string,
    files: UploadedFile[],
    deliveryId: number | null = null,
    modelCodes = new Map<string, string>(),
  ) {
    return files.map((f, i) => ({
      need_id: demandId,
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

  protected event(
    db: Executor,
    demand: NeedRow,
    actorId: number | null,
    action: TransitionAction,
    to: DemandStateValue | null,
    note: string | null = null,
  ) {
    return q.insertEvent(db, {
      need_id: demand.id,
      actor_id: actorId,
      action,
      from_status: action === 'create' ? null : demand.status,
      to_status: to,
      note: note?.slice(0, 500) ?? null,
      created_at: this.now(),
    });
  }

  protected order(
    userId: number,
    title: string,
    content: string,
    link: string,
    bizCode: string,
    senderId: number | null,
  ): OutgoingMessage {
    return { userId, type: MessageType.order, title, content, link, bizCode, senderId };
  }

  protected ok(demand: NeedRow, status: DemandStateValue): DemandOkResult {
    return { code: demand.code, status, statusText: DEMAND_STATUS_LABELS[status] };
  }

  /** The viewer's facts on each of these demands (by id); none for an anonymous viewer, who may do nothing. */
  protected async facts(demands: (DemandParties & Pick<NeedRow, 'id' | 'deadline'>)[], viewer: Viewer) {
    const byDemand = new Map<number, DemandFacts>();
    if (!viewer) return byDemand;
    const f = await q.actionFacts(
      this.k,
      demands.map((n) => n.id),
      viewer.id,
    );
    const now = this.now();
    for (const n of demands) {
      const own = f.ownBids.find((b) => b.need_id === n.id);
      byDemand.set(n.id, {
        expired: n.deadline <= now,
        ownBid: own ? (own.status as BidStatusValue) : null,
        candidate: f.withActiveBid.includes(n.id) ? BidStatus.active : null,
        pendingDelivery: f.withPendingDelivery.includes(n.id),
        evaluated: f.evaluated.includes(n.id),
        delivered: f.withDelivery.includes(n.id),
        disputeReplied: disputeReplied(
          f.disputes.find((d) => d.need_id === n.id),
          n.user_id === viewer.id ? 'buyer' : 'modeller',
        ),
      });
    }
    return byDemand;
  }

  /** What the viewer may do to the demand now (transitions.ts decides). */
  protected actions(demand: DemandParties & { id: number }, viewer: Viewer, facts: Map<number, DemandFacts>): DemandAction[] {
    const f = facts.get(demand.id);
    return f ? allowedActions(this.status(demand), this.roles(demand, viewer), f) : [];
  }

  protected summary(row: NeedRow & { owner_nickname: string; owner_avatar: string | null }): DemandSummary {
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
      statusText: DEMAND_STATUS_LABELS[status] ?? '未知',
      bidCount: row.bid_count,
      coverUrl: row.cover_url,
      createdAt: row.created_at,
      owner: userBrief(row.user_id, row.owner_nickname, row.owner_avatar),
    };
  }

  /** Price, message and links only for the demand's owner and the bidder. */
  protected bidView(
    b: NeedBidRow & { m_nickname: string; m_avatar: string | null; m_type: number; m_certified: string | null },
    demand: DemandParties & Pick<NeedRow, 'code'>,
    viewer: Viewer,
    stats: Stats,
  ): BidView {
    const mine = viewer?.id === b.user_id;
    const visible = mine || viewer?.id === demand.user_id;
    const status = b.status as BidStatusValue;
    return {
      code: b.code,
      needCode: demand.code,
      modeller: { ...modellerBrief(b.user_id, b.m_nickname, b.m_avatar, b.m_type, stats), certified: certifiedOf(b.m_certified) },
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
      actions: viewer ? bidActions(this.status(demand), this.roles(demand, viewer), { status, mine }) : [],
    };
  }

  protected async bidViewById(bidId: number, demand: NeedRow, viewer: Viewer): Promise<BidView | null> {
    const b = await bidQueries.findBidWithModeller(this.k, bidId);
    if (!b) return null;
    const stats = await providerQueries.modellerStats(this.k, [b.user_id]);
    return this.bidView(b, demand, viewer, stats);
  }
}
