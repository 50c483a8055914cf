import type { z } from 'zod';
import {
  DeliveryStatus,
  DEMAND_DELIVERY_KINDS,
  DemandState,
  type DemandDetail,
  type DemandOkResult,
  type deliverBody,
} from '@moxing/shared';
import { errors } from '../../platform/errors.js';
import * as q from './queries.js';
import * as deliveryQueries from './queries-deliveries.js';
import { DemandCore, modellerLink, ownerLink, type DemandDeps, type User, type Viewer } from './core.js';
import type { EscrowService } from './escrow.js';
import type { DemandService } from './service.js';
import { checkFacts, transition } from './transitions.js';
import type { DayTaskRecorder } from '../points/port.js';

type DeliverData = z.output<typeof deliverBody>;

/** Deliveries: the chosen modeller delivers, the owner asks for changes or accepts; then both evaluate. */
export class DeliveryService extends DemandCore {
  private readonly demands: DemandService;
  private readonly escrow: EscrowService;
  private readonly dayTasks: DayTaskRecorder | undefined;

  constructor(
    deps: DemandDeps & {
      demands: DemandService;
      escrow: EscrowService;
      /** The points module's day tasks. */ dayTasks?: DayTaskRecorder;
    },
  ) {
    super(deps);
    this.demands = deps.demands;
    this.escrow = deps.escrow;
    this.dayTasks = deps.dayTasks;
  }

  async deliver(user: User, input: DeliverData): Promise<DemandDetail> {
    const demand = await this.load(input.code);
    const roles = this.roles(demand, user);
    transition(this.status(demand), 'deliver', roles);
    if (input.fileIds.length === 0) throw errors.validation('请上传交付文件');
    const files = await this.ownFiles(
      user.id,
      input.fileIds,
      DEMAND_DELIVERY_KINDS,
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
      if (!(await q.touchInProduction(trx, demand.id, at))) throw await this.stale(trx, demand.id, 'deliver', roles);
      const d = await deliveryQueries.insertDelivery(trx, {
        need_id: demand.id,
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
          title: `「${demand.title}」交付模型`,
          description: `需求「${demand.title}」的交付文件：${plan.main.name}`,
          trade: demand.trade,
        });
        modelCodes.set(plan.fileId, modelCode);
      }
      await q.insertDemandFiles(trx, this.fileRows(demand.id, 'delivery', files, d.id, modelCodes));
      await this.event(trx, demand, user.id, 'deliver', this.status(demand), input.note || null);
      const preview = plans.length > 0 ? `其中 ${plans.length} 个 3D 模型处理完成后可在线预览，` : '';
      await this.messages.send(
        this.order(
          demand.user_id,
          '建模师已提交交付',
          `您的需求「${demand.title}」收到了交付文件（${files.length} 个），${preview}请查看并验收或提出修改意见。`,
          ownerLink(demand.code),
          demand.code,
          user.id,
        ),
        trx,
      );
    });
    return this.demands.detail(user, demand.code);
  }

  /**
   * For the rule on model files: a delivered model is private to its modeller (and operators), and the
   * demand's buyer may view it too.
   */
  async seesDeliveredModel(viewer: Viewer, modelCode: string): Promise<boolean> {
    if (!viewer) return false;
    const demand = await q.findDemandOfDeliveredModel(this.k, modelCode);
    return demand !== undefined && (demand.user_id === viewer.id || demand.modeller_id === viewer.id);
  }

  /** need/requestChange: the buyer sends the latest delivery back with what to change; stays in production. */
  async requestChange(user: User, code: string, reason: string): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    const to = transition(this.status(demand), 'requestChange', roles);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      if (!(await q.touchInProduction(trx, demand.id, at))) throw await this.stale(trx, demand.id, 'requestChange', roles);
      const n = await deliveryQueries.reviewPendingDeliveries(trx, demand.id, {
        status: DeliveryStatus.changesRequested,
        change_reason: reason,
        reviewed_at: at,
      });
      checkFacts('requestChange', { pendingDelivery: n > 0 });
      await this.event(trx, demand, user.id, 'requestChange', to, reason);
      await this.messages.send(
        this.order(
          demand.modeller_id!,
          '需求方要求修改',
          `需求「${demand.title}」的交付需要修改：${reason}`,
          modellerLink(demand.code),
          demand.code,
          user.id,
        ),
        trx,
      );
    });
    return this.ok(demand, to);
  }

  /** need/finishNeed: the buyer accepts the delivered work (1 -> 2); the escrow is released to the modeller. */
  async accept(user: User, code: string): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    const to = transition(this.status(demand), 'accept', roles);
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const moved = await q.moveDemand(trx, demand.id, DemandState.inProduction, {
        status: to,
        completed_at: at,
        updated_at: at,
      });
      if (!moved) throw await this.stale(trx, demand.id, 'accept', roles);
      const n = await deliveryQueries.reviewPendingDeliveries(trx, demand.id, {
        status: DeliveryStatus.accepted,
        reviewed_at: at,
      });
      checkFacts('accept', { pendingDelivery: n > 0 });
      await this.escrow.release(trx, demand);
      await this.dayTasks?.record(trx, demand.user_id, 'demandDone');
      await this.dayTasks?.record(trx, demand.modeller_id!, 'demandDone');
      await this.event(trx, demand, user.id, 'accept', to);
      await this.messages.send(
        this.order(
          demand.modeller_id!,
          '需求已验收完成，赏金已到账',
          `需求「${demand.title}」的交付已通过验收，需求已完成；托管赏金扣除平台服务费后已计入您的收益。欢迎对需求方进行评价。`,
          modellerLink(demand.code),
          demand.code,
          user.id,
        ),
        trx,
      );
    });
    return this.ok(demand, to);
  }

  /** need/userScore: after completion the buyer scores the modeller and the modeller the buyer, once each. */
  async evaluate(user: User, code: string, score: number, comment: string): Promise<DemandOkResult> {
    const demand = await this.load(code);
    const roles = this.roles(demand, user);
    const to = transition(this.status(demand), 'evaluate', roles);
    const fromRole = roles.includes('owner') ? 'buyer' : 'modeller';
    const target = fromRole === 'buyer' ? demand.modeller_id! : demand.user_id;
    const at = this.now();
    await this.k.transaction().execute(async (trx) => {
      const inserted = await deliveryQueries.insertEvaluation(trx, {
        need_id: demand.id,
        from_user_id: user.id,
        to_user_id: target,
        from_role: fromRole,
        score,
        comment,
        created_at: at,
      });
      checkFacts('evaluate', { evaluated: !inserted });
      await this.event(trx, demand, user.id, 'evaluate', to, `${score} 分`);
      await this.messages.send(
        this.order(
          target,
          '收到新的评价',
          `${fromRole === 'buyer' ? '需求方' : '建模师'}对需求「${demand.title}」给出了 ${score} 分的评价${comment ? `：${comment}` : '。'}`,
          fromRole === 'buyer' ? modellerLink(demand.code) : ownerLink(demand.code),
          demand.code,
          user.id,
        ),
        trx,
      );
    });
    return this.ok(demand, to);
  }
}
