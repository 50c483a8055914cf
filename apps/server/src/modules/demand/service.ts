import type { z } from 'zod';
import {
  BUDGET_OPTIONS,
  BidStatus,
  CONTACT_TYPES,
  CONTACT_TYPE_LABELS,
  DELIVERY_STATUS_LABELS,
  DeliveryStatus,
  DEMAND_ATTACHMENT_KINDS,
  DEMAND_IMAGE_KINDS,
  DEMAND_LIMITS,
  DEMAND_STATES,
  DEMAND_STATUS_LABELS,
  DemandState,
  PUBLIC_DEMAND_STATES,
  SERVICE_TYPES,
  TRADES,
  budgetText,
  type ContactType,
  type DemandItem,
  type DeliveryFile,
  type DeliveryStatusValue,
  type DeliveryView,
  type EvaluationView,
  type DemandCountData,
  type DemandDetail,
  type DemandOkResult,
  type createDemandBody,
  type myDemandsQuery,
  type demandListQuery,
  type reviewListQuery,
  type updateDemandBody,
} from '@moxing/shared';
import { errors } from '../../platform/errors.js';
import * as q from './queries.js';
import * as bidQueries from './queries-bids.js';
import * as deliveryQueries from './queries-deliveries.js';
import * as providerQueries from './queries-providers.js';
import {
  DemandCore,
  modellerBrief,
  ownerLink,
  presentFile,
  randomCode,
  userBrief,
  type DemandDeps,
  type Paging,
  type User,
  type Viewer,
} from './core.js';
import type { EscrowService } from './escrow.js';
import { ACTION_LABELS, NEW, deliveryActions, transition, type TransitionAction } from './transitions.js';

type CreateData = z.output<typeof createDemandBody>;
type UpdateData = z.output<typeof updateDemandBody>;
type ListData = z.output<typeof demandListQuery>;

const DAY_MS = 86_400_000;
const MAX_DEADLINE_DAYS = 366;

/**
 * Modelling demands: the hall and the viewer's lists, the detail page, publishing and editing, the operator's
 * review and cancellation.
 */
export class DemandService extends DemandCore {
  private readonly escrow: EscrowService;

  constructor(deps: DemandDeps & { escrow: EscrowService }) {
    super(deps);
    this.escrow = deps.escrow;
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

  /** The invited provider: an active account other than the buyer's (a model's author may hold a service identity later). */
  private async checkInvitee(user: User, inviteeId: number): Promise<void> {
    if (inviteeId === user.id) throw errors.validation('不能邀请自己投标');
    const invitee = await q.findUser(this.k, inviteeId);
    if (!invitee || invitee.status !== 1) throw errors.notFound('邀请的建模师不存在');
  }

  private async demandFiles(userId: number, imageIds: string[], attachmentIds: string[]) {
    const images = await this.ownFiles(userId, imageIds, DEMAND_IMAGE_KINDS, '参考图片', '参考图片只能是图片文件');
    const attachments = await this.ownFiles(
      userId,
      attachmentIds,
      DEMAND_ATTACHMENT_KINDS,
      '附件',
      '附件仅支持 DOC、XLS、PPT、TXT、PDF、视频、ZIP、RAR、图片和 3D 模型文件',
    );
    return { images, attachments };
  }

  options() {
    return {
      serviceTypes: [...SERVICE_TYPES],
      trades: [...TRADES],
      budgetOptions: BUDGET_OPTIONS.map((v) => ({ value: v, label: budgetText(v) })),
      statuses: DEMAND_STATES.map((v) => ({ value: v, label: DEMAND_STATUS_LABELS[v] })),
      contactTypes: CONTACT_TYPES.map((v) => ({ value: v, label: CONTACT_TYPE_LABELS[v] })),
      imageKinds: [...DEMAND_IMAGE_KINDS],
      attachmentKinds: [...DEMAND_ATTACHMENT_KINDS],
      limits: {
        images: DEMAND_LIMITS.images,
        attachments: DEMAND_LIMITS.attachments,
        deliveryFiles: DEMAND_LIMITS.deliveryFiles,
      },
    };
  }

  async detail(viewer: Viewer, code: string): Promise<DemandDetail> {
    const demand = await this.load(code);
    const roles = this.roles(demand, viewer);
    await this.assertVisible(demand, viewer, roles);
    const k = this.k;
    const participant = roles.includes('owner') || roles.includes('modeller') || roles.includes('operator');
    const [row, files, myBidRow, events, deliveries, evaluations] = await Promise.all([
      q.findDemandWithOwner(k, demand.id),
      q.listDemandFiles(k, demand.id),
      viewer ? bidQueries.findBidOf(k, demand.id, viewer.id) : Promise.resolve(undefined),
      participant ? q.listEvents(k, demand.id) : Promise.resolve([]),
      participant ? deliveryQueries.listDeliveries(k, demand.id) : Promise.resolve([]),
      deliveryQueries.listEvaluationsOfDemand(k, demand.id),
    ]);
    if (!row) throw errors.notFound('需求不存在或已删除');
    const modelCodes = participant
      ? files.flatMap((f) => (f.role === 'delivery' && f.model_code !== null ? [f.model_code] : []))
      : [];
    const [myBidFull, chosenFull, modeller, models, facts, money] = await Promise.all([
      myBidRow ? bidQueries.findBidWithModeller(k, myBidRow.id) : Promise.resolve(undefined),
      demand.chosen_bid_id ? bidQueries.findBidWithModeller(k, demand.chosen_bid_id) : Promise.resolve(undefined),
      demand.modeller_id ? q.findUser(k, demand.modeller_id) : Promise.resolve(undefined),
      this.models.progress(modelCodes),
      this.facts([demand], viewer),
      this.escrow.views(demand, roles),
    ]);
    const modelByCode = new Map(models.map((m) => [m.modelCode, m]));
    const statIds = [myBidFull?.user_id, chosenFull?.user_id, modeller?.id].filter((x): x is number => typeof x === 'number');
    const stats = await providerQueries.modellerStats(k, [...new Set(statIds)]);
    const status = this.status(demand);
    const now = this.now();

    let bidBlockedReason: string | null = null;
    if (!viewer) bidBlockedReason = '请先登录';
    else if (roles.includes('owner')) bidBlockedReason = '不能投标自己发布的需求';
    else if (!roles.includes('service')) bidBlockedReason = '只有建模服务方才能投标';
    else if (status !== DemandState.bidding) bidBlockedReason = '该需求不在竞标中';
    else if (demand.deadline <= now) bidBlockedReason = '需求已过截止日期';
    else if (myBidRow && myBidRow.status !== BidStatus.withdrawn) bidBlockedReason = '您已投标该需求';

    const actions = this.actions(demand, viewer, facts);
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
      description: demand.description,
      images: files.filter((f) => f.role === 'image').map(presentFile),
      attachments: this.seesAttachments(demand, roles) ? files.filter((f) => f.role === 'attachment').map(presentFile) : [],
      contactType: demand.contact_type,
      contactTypeText: CONTACT_TYPE_LABELS[demand.contact_type as ContactType] ?? demand.contact_type,
      contactValue: sees ? demand.contact_value : null,
      rejectReason: roles.includes('owner') || roles.includes('operator') ? demand.reject_reason : null,
      cancelReason: demand.cancel_reason,
      cancelledBy: (demand.cancelled_by as DemandDetail['cancelledBy']) ?? null,
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
      myBid: myBidFull ? this.bidView(myBidFull, demand, viewer, stats) : null,
      chosenBid: chosenFull ? this.bidView(chosenFull, demand, viewer, stats) : null,
      modeller: modeller ? modellerBrief(modeller.id, modeller.nickname, modeller.avatar, modeller.type, stats) : null,
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
        actionText: ACTION_LABELS[e.action as TransitionAction] ?? e.action,
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
      reviewedAt: demand.reviewed_at,
      chosenAt: demand.chosen_at,
      completedAt: demand.completed_at,
      cancelledAt: demand.cancelled_at,
      ...money,
      updatedAt: demand.updated_at,
      actions,
    };
  }

  private async page(f: q.DemandFilter, order: q.DemandOrder, paging: Paging) {
    const { pageNum, pageSize } = paging;
    const { rows, total } = await q.listDemands(this.k, f, order, (pageNum - 1) * pageSize, pageSize);
    return { list: rows.map((r) => this.summary(r)), total, pageNum, pageSize };
  }

  /** A page of demands for a list that offers buttons: each with what the viewer may do. */
  private async pageWithActions(viewer: User, f: q.DemandFilter, order: q.DemandOrder, paging: Paging) {
    const { pageNum, pageSize } = paging;
    const { rows, total } = await q.listDemands(this.k, f, order, (pageNum - 1) * pageSize, pageSize);
    const facts = await this.facts(rows, viewer);
    const list = rows.map((r): DemandItem => ({ ...this.summary(r), actions: this.actions(r, viewer, facts) }));
    return { list, total, pageNum, pageSize };
  }

  /** need/getList: the public hall. closingSoon lists demands still open for bids, nearest deadline first. */
  async publicList(query: ListData) {
    const closing = query.sort === 'closingSoon';
    return this.page(
      {
        statuses: query.status !== undefined ? [query.status] : closing ? [DemandState.bidding] : PUBLIC_DEMAND_STATES,
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
    return this.page({ statuses: [DemandState.bidding], deadlineAfter: this.now() }, 'newest', paging);
  }

  async mine(user: User, query: z.output<typeof myDemandsQuery>) {
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
      query.status === DemandState.pendingReview ? 'oldestSubmitted' : 'newest',
      query,
    );
  }

  async counts(user: User): Promise<DemandCountData> {
    const [own, bids] = await Promise.all([
      q.countOwnDemandsByStatus(this.k, user.id),
      bidQueries.countUserBids(this.k, user.id),
    ]);
    const c = (s: number) => own.find((r) => r.status === s)?.n ?? 0;
    const b = (pred: (r: { bidStatus: number; demandStatus: number }) => boolean) =>
      bids.filter(pred).reduce((sum, r) => sum + r.n, 0);
    return {
      published: own.reduce((s, r) => s + r.n, 0),
      pendingReview: c(DemandState.pendingReview),
      rejected: c(DemandState.rejected),
      bidding: c(DemandState.bidding),
      inProduction: c(DemandState.inProduction),
      completed: c(DemandState.completed),
      cancelled: c(DemandState.cancelled),
      bids: {
        total: b((r) => r.bidStatus !== BidStatus.withdrawn),
        active: b((r) => r.bidStatus === BidStatus.active),
        won: b((r) => r.bidStatus === BidStatus.chosen),
        inProduction: b((r) => r.bidStatus === BidStatus.chosen && r.demandStatus === DemandState.inProduction),
        completed: b((r) => r.bidStatus === BidStatus.chosen && r.demandStatus === DemandState.completed),
      },
    };
  }

  async create(user: User, input: CreateData): Promise<DemandDetail> {
    const to = transition(NEW, 'create', this.roles(null, user));
    this.checkDeadline(input.deadline);
    const contactValue = this.checkContact(input.contactType, input.contactValue);
    const { images, attachments } = await this.demandFiles(user.id, input.imageIds, input.attachmentIds);
    if (input.invitedUserId !== undefined) await this.checkInvitee(user, input.invitedUserId);
    const at = this.now();
    const demand = await this.k.transaction().execute(async (trx) => {
      const row = await q.insertDemand(trx, {
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
        invited_user_id: input.invitedUserId ?? null,
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
      await q.insertDemandFiles(trx, [
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
    return this.detail(user, demand.code);
  }

  /** need/update: edit while waiting for review, or fix a rejected demand and submit it again (-1 -> -2). */
  async update(user: User, input: UpdateData): Promise<DemandDetail> {
    const demand = await this.load(input.code);
    const roles = this.roles(demand, user);
    const to = transition(this.status(demand), 'edit', roles);
    this.checkDeadline(input.deadline);
    const contactValue = this.checkContact(input.contactType, input.contactValue);
    const { images, attachments } = await this.demandFiles(user.id, input.imageIds, input.attachmentIds);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveDemand(trx, demand.id, demand.status, {
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
      if (!moved) throw await this.stale(trx, demand.id, 'edit', roles);
      await q.deleteDemandFiles(trx, demand.id, ['image', 'attachment']);
      await q.insertDemandFiles(trx, [
        ...this.fileRows(demand.id, 'image', images),
        ...this.fileRows(demand.id, 'attachment', attachments),
      ]);
      await this.event(trx, demand, user.id, 'edit', to);
      if (demand.status === DemandState.rejected) {
        await this.messages.send(
          this.order(
            user.id,
            '需求已重新提交审核',
            `您修改后的需求「${input.title}」已重新提交，请等待运营人员审核。`,
            ownerLink(demand.code),
            demand.code,
            null,
          ),
          trx,
        );
      }
    });
    return this.detail(user, demand.code);
  }

  async review(
    operator: User,
    code: string,
    decision: { approve: true } | { approve: false; reason: string },
  ): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, operator);
    const action = decision.approve ? 'approve' : 'reject';
    const to = transition(this.status(demand), action, roles);
    const at = this.now();
    const reason = decision.approve ? null : decision.reason;
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveDemand(trx, demand.id, demand.status, {
        status: to,
        reviewed_by: operator.id,
        reviewed_at: at,
        reject_reason: reason,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, demand.id, action, roles);
      await this.event(trx, demand, operator.id, action, to, reason);
      await this.messages.send(
        decision.approve
          ? this.order(
              demand.user_id,
              '需求审核通过',
              `您发布的需求「${demand.title}」已通过审核，现已公开，建模师可以投标了。`,
              ownerLink(demand.code),
              demand.code,
              null,
            )
          : this.order(
              demand.user_id,
              '需求审核未通过',
              `您发布的需求「${demand.title}」未通过审核，原因：${decision.reason}。请修改后重新提交。`,
              ownerLink(demand.code),
              demand.code,
              null,
            ),
        trx,
      );
      if (decision.approve && demand.invited_user_id !== null) {
        await this.messages.send(
          this.order(
            demand.invited_user_id,
            '有需求方邀请您报价',
            `需求「${demand.title}」的发布者邀请您投标报价，截止前都可以投标。`,
            `/demandDetails?code=${demand.code}`,
            demand.code,
            null,
          ),
          trx,
        );
      }
    });
    // Pictures are shown in the public hall; attachments stay private (mayReadFile).
    if (decision.approve) await this.shareFiles(demand.id, demand.user_id, ['image']);
    return this.ok(demand, to);
  }

  /** For the file service: whether `viewer` may read a private file some demand holds (attachment or delivery). */
  async mayReadFile(viewer: Viewer, fileId: string): Promise<boolean> {
    if (!viewer) return false;
    for (const { file_role: role, ...demand } of await q.findDemandsHoldingFile(this.k, fileId)) {
      const roles = this.roles(demand, viewer);
      if (roles.includes('owner') || roles.includes('modeller') || roles.includes('operator')) return true;
      if (role === 'attachment' && this.seesAttachments(demand, roles)) return true;
    }
    return false;
  }

  /** Makes a demand's files of these roles readable by link (after the transaction that published them). */
  private async shareFiles(demandId: number, ownerId: number, roles: string[]): Promise<void> {
    const ids = (await q.listDemandFiles(this.k, demandId)).filter((f) => roles.includes(f.role)).map((f) => f.file_id);
    if (ids.length) await this.files.setVisibility(ownerId, [...new Set(ids)], 'public');
  }
}
