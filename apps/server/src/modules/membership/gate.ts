import {
  FEATURES,
  FREE_ROLES,
  ROLE_CODES,
  ROLE_UNITS,
  type FeatureDecision,
  type FeatureKey,
  type RoleCode,
  type UpgradeOffer,
  UserType,
} from '@moxing/shared';
import type { DialectName, Executor } from '../../db/index.js';
import type { RoleRecordRow } from '../../db/schema-membership.js';
import { AppError } from '../../platform/errors.js';
import * as q from './queries.js';

export const GB = 1024 ** 3;

export type AccountOf = (userId: number, db: Executor) => Promise<number>;

/** How much of a limited feature a user has used: models uploaded, models embedded, bytes stored. */
export type UsageMeter = (userId: number) => Promise<number>;

export interface GateDeps {
  db: Executor;
  dialect: DialectName;
  clock: () => number;
  /** The storage quota without the storage role (config UPLOAD_USER_QUOTA_BYTES). */
  defaultQuotaBytes: number;
}

export interface Usage {
  /** What is used now; when left out, the feature's meter (if any) is read. */
  used?: number;
  /** What the action adds (default 1 for counts; bytes for storage). */
  adding?: number;
}

/** The roles a user holds now: their largest value (null for a switch) and the latest expiry (null: free for ever). */
export type HeldRoles = Map<string, { value: number | null; expiresAt: string | null }>;

function hold(held: HeldRoles, code: string, value: number | null, expiresAt: string | null) {
  const prev = held.get(code);
  if (!prev) return void held.set(code, { value, expiresAt });
  const v = prev.value === null || value === null ? (prev.value ?? value) : Math.max(prev.value, value);
  const e = prev.expiresAt === null || expiresAt === null ? null : prev.expiresAt > expiresAt ? prev.expiresAt : expiresAt;
  held.set(code, { value: v, expiresAt: e });
}

/**
 * The one answer to "may this user use feature X now, and if not, which package gives it": every gated feature
 * (library roles, branding, shelf password, upload quota and count, embeds, watermark, AR) asks here, and the web
 * asks the same through rolerecord/checkrole.
 */
export class FeatureGate {
  private readonly meters: Partial<Record<FeatureKey, UsageMeter>> = {};
  /** The account whose packages answer for a user: a sub-account's parent (issue 18), else the user. */
  private accountOf: AccountOf = async (userId) => userId;

  constructor(private readonly deps: GateDeps) {}

  /** Called once while the app is built: sub-accounts share their parent's packages and quotas. */
  shareAccounts(accountOf: AccountOf): void {
    this.accountOf = accountOf;
  }

  /** Called once while the app is built: the modules that own the usage tell how to measure it. */
  measure(feature: FeatureKey, meter: UsageMeter): void {
    this.meters[feature] = meter;
  }

  private now(): string {
    return new Date(this.deps.clock()).toISOString();
  }

  async held(user: number, db: Executor = this.deps.db): Promise<HeldRoles> {
    const userId = await this.accountOf(user, db);
    const held: HeldRoles = new Map();
    for (const [code, value] of Object.entries(FREE_ROLES)) hold(held, code, value ?? null, null);
    const [rows, type]: [RoleRecordRow[], number | null] = await Promise.all([
      q.activeRecords(db, userId, this.now()),
      q.userType(db, userId),
    ]);
    // Operators run the site: every switch and no count limit (storage keeps its quota).
    if (type === UserType.operator) {
      for (const code of Object.keys(ROLE_CODES)) if (code !== 'CCKJ10') held.set(code, { value: null, expiresAt: null });
    }
    for (const r of rows) hold(held, r.role_code, r.value, r.expires_at);
    return held;
  }

  /** Whether the user holds the role now (bought, granted or free). */
  async holds(userId: number, role: RoleCode): Promise<boolean> {
    return (await this.held(userId)).has(role);
  }

  /** The cheapest package on sale that gives the role (with more than `above` where the role has a value). */
  async offer(role: RoleCode, above: number | null = null, db: Executor = this.deps.db): Promise<UpgradeOffer | null> {
    const packages = await q.listPackages(db, { onSaleOnly: true });
    const roles = await q.packageRoles(
      db,
      packages.map((p) => p.id),
    );
    const fits = packages.filter((p) =>
      roles.some(
        (r) => r.package_id === p.id && r.role_code === role && (above === null || (r.value !== null && r.value > above)),
      ),
    );
    fits.sort((a, b) => a.price_fen - b.price_fen || a.id - b.id);
    const best = fits[0];
    return best ? { packageId: best.id, title: best.title, priceFen: best.price_fen, durationDays: best.duration_days } : null;
  }

  /** The storage quota in bytes the user has now. */
  quotaOf(held: HeldRoles): number {
    const gb = held.get('CCKJ10')?.value ?? null;
    return Math.max(this.deps.defaultQuotaBytes, gb === null ? 0 : gb * GB);
  }

  /** `db`: the caller's transaction when the decision is taken inside one (claim). */
  async decide(
    userId: number | null,
    feature: FeatureKey,
    usage: Usage = {},
    db: Executor = this.deps.db,
  ): Promise<FeatureDecision> {
    const f = FEATURES[feature];
    const base = { feature, label: f.label };
    if (userId === null) {
      return { ...base, allowed: false, limit: null, used: null, expiresAt: null, reason: '请先登录', upgrade: null };
    }
    const account = await this.accountOf(userId, db);
    const held = await this.held(account, db);
    const role = held.get(f.role);
    const expiresAt = role?.expiresAt ?? null;
    // Storage needs no role: without it the default quota applies.
    if (!role && feature !== 'storage') {
      return {
        ...base,
        allowed: false,
        limit: null,
        used: null,
        expiresAt: null,
        reason: `“${f.label}”需要开通包含“${ROLE_CODES[f.role]}”权益的套餐`,
        upgrade: await this.offer(f.role, null, db),
      };
    }
    if (!f.limitRole) return { ...base, allowed: true, limit: null, used: null, expiresAt, reason: null, upgrade: null };
    const limitRole = f.limitRole as RoleCode;
    const limitHeld = held.get(limitRole);
    const limitValue = limitHeld ? limitHeld.value : 0;
    // null: held without a value, no limit (operators).
    const limit = feature === 'storage' ? this.quotaOf(held) : limitValue;
    const meter = this.meters[feature];
    const used = usage.used ?? (meter ? await meter(account) : null);
    const adding = usage.adding ?? (feature === 'storage' ? 0 : 1);
    const within = limit === null || used === null || used + adding <= limit;
    const unit = ROLE_UNITS[limitRole] ?? '';
    const limitText = feature === 'storage' ? `${+((limit ?? 0) / GB).toFixed(2)} GB` : `${limit} ${unit}`;
    return {
      ...base,
      allowed: within,
      limit,
      used,
      expiresAt: feature === 'storage' ? (held.get('CCKJ10')?.expiresAt ?? null) : (held.get(limitRole)?.expiresAt ?? expiresAt),
      reason: within ? null : `“${f.label}”已达上限（${limitText}），升级套餐可提高上限`,
      upgrade: within ? null : await this.offer(limitRole, feature === 'storage' ? (limit ?? 0) / GB : limitValue, db),
    };
  }

  /** decide(), refusing with 403 and the reason (and the package that unlocks it in the error's details). */
  async assert(userId: number, feature: FeatureKey, usage: Usage = {}, db: Executor = this.deps.db): Promise<FeatureDecision> {
    const d = await this.decide(userId, feature, usage, db);
    if (!d.allowed) throw this.refusal(d);
    return d;
  }

  /** The 403 of a refused decision: the reason and the package that unlocks it (also in the error's details). */
  refusal(d: FeatureDecision, prefix = ''): AppError {
    const offer = d.upgrade ? `（可开通“${d.upgrade.title}”）` : '';
    return new AppError('forbidden', `${prefix}${d.reason ?? '暂不能使用该功能'}${offer}`, { upgrade: d.upgrade });
  }

  /**
   * The check and the use of a counted feature (upload count MXUNUM, embed count MXNQGS) as one step, inside the
   * caller's transaction, which then writes the use (the new model, the first embed): the user's row is locked
   * first, so a second request for the same user waits for this transaction to end and then counts what it wrote;
   * two requests can never both take the last unit. The caller throws `refusal(d)` when not allowed. On PostgreSQL the lock is the row's `FOR UPDATE`; SQLite
   * transactions already run one at a time (BEGIN IMMEDIATE, db/index.ts). `used` is measured in the transaction.
   */
  async claim(
    trx: Executor,
    userId: number,
    feature: FeatureKey,
    used: (trx: Executor) => Promise<number>,
  ): Promise<FeatureDecision> {
    if (this.deps.dialect === 'postgres') await q.lockUser(trx, userId);
    return this.decide(userId, feature, { used: await used(trx) }, trx);
  }
}
