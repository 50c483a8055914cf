import {
  FEATURE_KEYS,
  FREE_ROLES,
  MessageType,
  ROLE_CODE_LIST,
  type FeatureKey,
  type PackageGrantView,
  type SavePackageBody,
  UserType,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { PackageGrantRow } from '../../db/schema-membership.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import type { AppJobs, JobHandlers, JobOutcome, JobQueue } from '../../platform/jobs/index.js';
import type { MessageService } from '../message/service.js';
import type { PackageSeller, PaidOrder } from '../order/ports.js';
import { FeatureGate, GB } from './gate.js';
import { presentGrant, presentPackage, presentRecord, roleName, roleUnit } from './present.js';
import * as q from './queries.js';

const DAY_MS = 86_400_000;

export interface MembershipDeps {
  db: Db;
  jobs: JobQueue<AppJobs>;
  messages: MessageService;
  defaultQuotaBytes: number;
  clock?: () => number;
}

type GrantInput =
  | { source: 'order'; userId: number; packageId: number; orderNo: string; amountFen: number }
  | { source: 'operator'; userId: number; packageId: number; operatorId: number; reason: string }
  /** The points mall gives the goods' own number of days. */
  | { source: 'points'; userId: number; packageId: number; days: number };

/**
 * Membership: packages and their roles, the packages given to users and the role records they make, the expiry
 * job, operators' grants and revocations (audit-logged), and the package seller the order module calls.
 */
export class MembershipService implements PackageSeller {
  readonly gate: FeatureGate;
  private readonly k: Db['kysely'];
  private readonly clock: () => number;

  constructor(private readonly deps: MembershipDeps) {
    this.k = deps.db.kysely;
    this.clock = deps.clock ?? Date.now;
    this.gate = new FeatureGate({
      db: this.k,
      dialect: deps.db.dialect,
      clock: this.clock,
      defaultQuotaBytes: deps.defaultQuotaBytes,
    });
  }

  private now(): string {
    return new Date(this.clock()).toISOString();
  }

  // --- packages ------------------------------------------------------------------------------------

  async packages(viewer: AuthUser | null, id?: number) {
    const rows = await q.listPackages(this.k, { onSaleOnly: !isOperator(viewer), id });
    if (id !== undefined && rows.length === 0) throw errors.notFound('套餐不存在或已下架');
    const roles = await q.packageRoles(
      this.k,
      rows.map((r) => r.id),
    );
    return {
      list: rows.map((r) =>
        presentPackage(
          r,
          roles.filter((x) => x.package_id === r.id),
        ),
      ),
    };
  }

  async roleOffers(only?: string) {
    const { list } = await this.packages(null);
    const codes = only ? [only] : ROLE_CODE_LIST;
    return {
      list: codes.map((code) => ({
        roleCode: code,
        name: roleName(code),
        unit: roleUnit(code),
        freeValue: FREE_ROLES[code as keyof typeof FREE_ROLES] ?? null,
        freeHeld: code in FREE_ROLES,
        packages: list
          .flatMap((p) => {
            const r = p.roles.find((x) => x.roleCode === code);
            return r ? [{ id: p.id, title: p.title, priceFen: p.priceFen, durationDays: p.durationDays, value: r.value }] : [];
          })
          .sort((a, b) => a.priceFen - b.priceFen),
      })),
    };
  }

  async savePackage(operator: AuthUser, body: SavePackageBody) {
    const codes = body.roles.map((r) => r.roleCode);
    if (new Set(codes).size !== codes.length) throw errors.validation('同一权益不能重复添加');
    const at = this.now();
    const id = await this.k.transaction().execute(async (trx) => {
      const fields = {
        title: body.title,
        description: body.description,
        kind: body.kind,
        price_fen: body.priceFen,
        duration_days: body.durationDays,
        on_sale: body.onSale ? 1 : 0,
        sort: body.sort,
        updated_at: at,
      };
      let packageId: number;
      if (body.id !== undefined) {
        if (!(await q.findPackage(trx, body.id))) throw errors.notFound('套餐不存在');
        await q.updatePackage(trx, body.id, fields);
        packageId = body.id;
      } else {
        packageId = (await q.insertPackage(trx, { ...fields, created_at: at })).id;
      }
      await q.replacePackageRoles(trx, packageId, body.roles);
      await q.insertAudit(trx, {
        operator_id: operator.id,
        user_id: null,
        action: body.id !== undefined ? 'package.update' : 'package.create',
        package_id: packageId,
        grant_id: null,
        reason: null,
        detail: JSON.stringify(body),
        created_at: at,
      });
      return packageId;
    });
    const [row] = await q.listPackages(this.k, { onSaleOnly: false, id });
    return presentPackage(row!, await q.packageRoles(this.k, [id]));
  }

  // --- the package seller (order module) ----------------------------------------------------------

  async quote(db: Executor, packageId: number): Promise<{ title: string; priceFen: number } | null> {
    const row = await q.findPackage(db, packageId);
    return row && row.on_sale === 1 ? { title: row.title, priceFen: row.price_fen } : null;
  }

  /** Inside the transaction that marks the order paid: grants the package (once per order). */
  async fulfil(trx: Executor, order: PaidOrder): Promise<void> {
    if (await q.findGrantByOrder(trx, order.orderNo)) return;
    await this.give(trx, {
      source: 'order',
      userId: order.userId,
      packageId: order.refId,
      orderNo: order.orderNo,
      amountFen: order.amountFen,
    });
  }

  /** The points mall: a package redeemed with points for `days` days, given inside the redemption's transaction. */
  async grantForPoints(trx: Executor, userId: number, packageId: number, days: number): Promise<void> {
    await this.give(trx, { source: 'points', userId, packageId, days });
  }

  // --- grants ---------------------------------------------------------------------------------------

  /**
   * Gives a package: one grant and a role record per role, for the package's duration (a points-mall goods' own days).
   * While the user has a running
   * grant of the same package, the new one starts where that ends (an extension). The expiry job is queued in the
   * same transaction.
   */
  private async give(trx: Executor, input: GrantInput): Promise<number> {
    const pkg = await q.findPackage(trx, input.packageId);
    if (!pkg) throw errors.notFound('套餐不存在');
    const at = this.now();
    const running = await q.runningGrant(trx, input.userId, pkg.id, at);
    const starts = running ? running.expires_at : at;
    const days = input.source === 'points' ? input.days : pkg.duration_days;
    const expires = new Date(Date.parse(starts) + days * DAY_MS).toISOString();
    const { id } = await q.insertGrant(trx, {
      user_id: input.userId,
      package_id: pkg.id,
      title: pkg.title,
      source: input.source,
      order_no: input.source === 'order' ? input.orderNo : null,
      amount_fen: input.source === 'order' ? input.amountFen : 0,
      operator_id: input.source === 'operator' ? input.operatorId : null,
      reason: input.source === 'operator' ? input.reason : null,
      starts_at: starts,
      expires_at: expires,
      revoked_at: null,
      revoked_reason: null,
      created_at: at,
    });
    const roles = await q.packageRoles(trx, [pkg.id]);
    await q.insertRecords(
      trx,
      roles.map((r) => ({
        user_id: input.userId,
        grant_id: id,
        role_code: r.role_code,
        value: r.value,
        starts_at: starts,
        expires_at: expires,
      })),
    );
    await this.deps.jobs.enqueue(
      'membership.expire',
      { grantId: id },
      { dedupeKey: `membership.expire:${id}`, runAt: new Date(expires) },
      trx,
    );
    const when = running ? `，接续当前套餐，有效期至 ${expires.slice(0, 10)}` : `，有效期至 ${expires.slice(0, 10)}`;
    await this.deps.messages.send(
      {
        userId: input.userId,
        type: MessageType.system,
        title: '套餐已开通',
        content: `您的套餐“${pkg.title}”已开通${when}。`,
        link: '/myPackageOrder',
        bizCode: input.source === 'order' ? input.orderNo : null,
      },
      trx,
    );
    return id;
  }

  async grantByOperator(
    operator: AuthUser,
    body: { userId?: number; phone?: string; packageId: number; reason: string },
  ): Promise<PackageGrantView> {
    const userId = await this.resolveUser(body);
    const id = await this.k.transaction().execute(async (trx) => {
      const grantId = await this.give(trx, {
        source: 'operator',
        operatorId: operator.id,
        userId,
        packageId: body.packageId,
        reason: body.reason,
      });
      await q.insertAudit(trx, {
        operator_id: operator.id,
        user_id: userId,
        action: 'grant',
        package_id: body.packageId,
        grant_id: grantId,
        reason: body.reason,
        detail: null,
        created_at: this.now(),
      });
      return grantId;
    });
    return this.grantView(id);
  }

  async revoke(operator: AuthUser, body: { grantId: number; reason: string }): Promise<PackageGrantView> {
    await this.k.transaction().execute(async (trx) => {
      const g = await q.findGrant(trx, body.grantId);
      if (!g) throw errors.notFound('套餐记录不存在');
      if (g.revoked_at) throw errors.conflict('该套餐记录已撤销');
      if (g.expires_at <= this.now()) throw errors.conflict('该套餐已到期，无需撤销');
      await this.endGrant(trx, g, operator.id, body.reason);
    });
    return this.grantView(body.grantId);
  }

  /**
   * Inside the transaction that refunds a package order (the order module's PackageSeller): ends the roles the
   * order's grant gave, audit-logged as an operator's revocation. A grant already revoked or over has none left.
   */
  async revokeOrder(trx: Executor, refund: { orderNo: string; operatorId: number; reason: string }): Promise<void> {
    const g = await q.findGrantByOrder(trx, refund.orderNo);
    if (!g || g.revoked_at || g.expires_at <= this.now()) return;
    await this.endGrant(trx, g, refund.operatorId, `订单 ${refund.orderNo} 退款：${refund.reason}`);
  }

  /** Revokes a running grant and its role records, writes the audit entry and tells the user. */
  private async endGrant(trx: Executor, g: PackageGrantRow, operatorId: number, reason: string): Promise<void> {
    const at = this.now();
    const done = await q.revokeGrant(trx, g.id, at, reason);
    if (Number(done.numUpdatedRows) === 0) throw errors.conflict('该套餐记录已撤销');
    await q.revokeRecordsOfGrant(trx, g.id, at);
    await q.insertAudit(trx, {
      operator_id: operatorId,
      user_id: g.user_id,
      action: 'revoke',
      package_id: g.package_id,
      grant_id: g.id,
      reason,
      detail: null,
      created_at: at,
    });
    await this.deps.messages.send(
      {
        userId: g.user_id,
        type: MessageType.system,
        title: '套餐已撤销',
        content: `您的套餐“${g.title}”已被撤销，相关权益已停用。原因：${reason}`,
        link: '/myPackageOrder',
      },
      trx,
    );
  }

  private async grantView(id: number): Promise<PackageGrantView> {
    const g = await q.findGrant(this.k, id);
    if (!g) throw errors.notFound('套餐记录不存在');
    return presentGrant(g, await q.recordsOfGrants(this.k, [id]), this.now());
  }

  private async grantViews(rows: PackageGrantRow[]): Promise<PackageGrantView[]> {
    const records = await q.recordsOfGrants(
      this.k,
      rows.map((g) => g.id),
    );
    const at = this.now();
    return rows.map((g) => presentGrant(g, records, at));
  }

  /** The user an operator names by id or by phone number. */
  private async resolveUser(who: { userId?: number; phone?: string }): Promise<number> {
    const found = who.phone !== undefined ? await q.userByPhone(this.k, who.phone) : await q.userExists(this.k, who.userId ?? 0);
    if (!found) throw errors.notFound(who.phone !== undefined ? '没有使用该手机号的用户' : '用户不存在');
    return found.id;
  }

  async grants(viewer: AuthUser, query: { pageNum: number; pageSize: number; userId?: number; phone?: string }) {
    const named = query.userId !== undefined || query.phone !== undefined;
    const userId = named && isOperator(viewer) ? await this.resolveUser(query) : viewer.id;
    const { rows, total } = await q.listGrants(this.k, userId, (query.pageNum - 1) * query.pageSize, query.pageSize);
    return { list: await this.grantViews(rows), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  async packVersion(userId: number) {
    const active = await this.grantViews(await q.activeGrants(this.k, userId, this.now()));
    const top = active[0];
    return { current: top ? { packageId: top.packageId, title: top.title, expiresAt: top.expiresAt } : null, active };
  }

  async myRoles(userId: number) {
    const at = this.now();
    const rows = await q.recordsOf(this.k, userId);
    return { list: rows.map((r) => presentRecord(r, at)).filter((r) => r.state === 'active') };
  }

  async diskRecords(userId: number) {
    const at = this.now();
    return { list: (await q.recordsOf(this.k, userId, 'CCKJ10')).map((r) => presentRecord(r, at)) };
  }

  async checks(userId: number | null, feature?: FeatureKey) {
    const keys = feature ? [feature] : FEATURE_KEYS;
    return { list: await Promise.all(keys.map((f) => this.gate.decide(userId, f))) };
  }

  /** The file module's per-user limits: the storage role (CCKJ10, in GB) raises the quota above the default. */
  async uploadLimits(userId: number, defaults: { maxFileBytes: number; quotaBytes: number }) {
    const gb = (await this.gate.held(userId)).get('CCKJ10')?.value ?? 0;
    return { maxFileBytes: defaults.maxFileBytes, quotaBytes: Math.max(defaults.quotaBytes, gb * GB) };
  }

  /** The storage check: quota from the storage role, used bytes from the file module. */
  async disk(userId: number, usage: { usedBytes: number; maxFileBytes: number }) {
    const held = await this.gate.held(userId);
    const quotaBytes = this.gate.quotaOf(held);
    return {
      quotaBytes,
      usedBytes: usage.usedBytes,
      leftBytes: Math.max(0, quotaBytes - usage.usedBytes),
      maxFileBytes: usage.maxFileBytes,
      expiresAt: held.get('CCKJ10')?.expiresAt ?? null,
      upgrade: await this.gate.offer('CCKJ10', quotaBytes / GB),
    };
  }

  /** The user-centre panel's package list: the roles held now (first item shown when any is bought). */
  async panelPackages(userId: number) {
    const { list } = await this.myRoles(userId);
    const seen = new Map<string, { roleCode: string; name: string; value: number | null }>();
    for (const r of list) {
      const prev = seen.get(r.roleCode);
      if (!prev || (r.value ?? 0) > (prev.value ?? 0))
        seen.set(r.roleCode, { roleCode: r.roleCode, name: r.name, value: r.value });
    }
    const entries = [...seen.values()];
    return [{ comboPackageShow: entries.length > 0, comboPackageList: entries }];
  }

  async audit(query: { pageNum: number; pageSize: number }) {
    const { rows, total } = await q.listAudit(this.k, (query.pageNum - 1) * query.pageSize, query.pageSize);
    return {
      list: rows.map((r) => ({
        id: r.id,
        operatorId: r.operator_id,
        userId: r.user_id,
        action: r.action,
        packageId: r.package_id,
        grantId: r.grant_id,
        reason: r.reason,
        createdAt: r.created_at,
      })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  // --- expiry ----------------------------------------------------------------------------------------

  /** The expiry job: when a grant ends its records are marked and the user is told (once). */
  async expire(grantId: number): Promise<JobOutcome> {
    return this.k.transaction().execute(async (trx) => {
      const g = await q.findGrant(trx, grantId);
      if (!g) return { status: 'skipped', reason: 'grant gone' };
      if (g.revoked_at) return { status: 'skipped', reason: 'revoked' };
      const at = this.now();
      // Ran early (a clock ahead of this process's): thrown, so the queue retries it later.
      if (g.expires_at > at) throw new Error(`grant ${grantId} ends at ${g.expires_at}`);
      const records = await q.recordsOfGrants(trx, [grantId]);
      let marked = 0;
      for (const r of records) if (await q.markExpired(trx, r.id, at)) marked += 1;
      if (marked === 0 && records.length > 0) return { status: 'skipped', reason: 'already expired' };
      const next = await q.runningGrant(trx, g.user_id, g.package_id, at);
      await this.deps.messages.send(
        {
          userId: g.user_id,
          type: MessageType.system,
          title: '套餐已到期',
          content: next
            ? `您的套餐“${g.title}”本期已到期，已接续下一期，有效期至 ${next.expires_at.slice(0, 10)}。`
            : `您的套餐“${g.title}”已于 ${g.expires_at.slice(0, 10)} 到期，相关权益已停用。续费后即可恢复使用。`,
          link: next ? '/myPackageOrder' : '/upgrade',
        },
        trx,
      );
      return { status: 'done', result: { marked } };
    });
  }

  jobHandlers(): JobHandlers<AppJobs> {
    return { 'membership.expire': { run: ({ grantId }) => this.expire(grantId) } };
  }
}

function isOperator(user: AuthUser | null): boolean {
  return user?.type === UserType.operator;
}
