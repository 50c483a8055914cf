import { CHILD_RIGHTS, CHILD_RIGHT_LABELS, type ChildAccount, type ChildRight, type EditAccountBody } from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { UserRow } from '../../db/schema.js';
import type { SubAccountRow } from '../../db/schema-business.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import * as q from './queries.js';

/** What sub-accounts need from the account module: codes to the parent's phone, creating and disabling users. */
export interface SubAccountLogins {
  sendOwnCode(userId: number, purpose: 'subAccount'): Promise<{ login: string; resendAfterSeconds: number }>;
  loginOf(userId: number): Promise<string>;
  verifyCodeIn<T>(login: string, purpose: 'subAccount', code: string, work: (trx: Executor) => Promise<T>): Promise<T>;
  registerIn(trx: Executor, input: { login: string; passwordHash: string; type: number; nickname: string }): Promise<UserRow>;
  setActive(trx: Executor, userId: number, active: boolean, nickname?: string): Promise<void>;
}

export interface SubAccountDeps {
  db: Db;
  logins: SubAccountLogins;
  clock?: () => number;
}

/** Who acts (the child, or the user itself) and for whom (the company's parent account, or the user itself). */
export interface Acting {
  ownerId: number;
  actorId: number;
}

const maskPhone = (s: string) => `${s.slice(0, 3)}****${s.slice(-4)}`;
const rightsOf = (row: { rights: string }) =>
  row.rights.split(',').filter((r): r is ChildRight => (CHILD_RIGHTS as readonly string[]).includes(r));

/**
 * Sub-accounts: a parent (a company's main account) creates children with their own login and a subset of rights;
 * every change needs a code sent to the parent's phone. A child acts for its parent: its uploads belong to the
 * parent's library, the parent's packages answer for it, and what it does goes into the company's activity log.
 * `authorize` and `spendCoins` are the one check other modules call where the action happens.
 */
export class SubAccountService {
  private readonly clock: () => number;

  constructor(private readonly deps: SubAccountDeps) {
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.deps.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  /** The parent of a child account, or null for anyone else. */
  async parentOf(userId: number, db: Executor = this.k): Promise<number | null> {
    return (await q.findLink(db, userId))?.parent_id ?? null;
  }

  /** The account a user's company is: its parent for a child, else itself. */
  async companyOf(userId: number, db: Executor = this.k): Promise<number> {
    return (await this.parentOf(userId, db)) ?? userId;
  }

  /** The company's members: the parent first, then its children (for dashboards across sub-accounts). */
  async memberIds(userId: number): Promise<number[]> {
    const company = await this.companyOf(userId);
    return [company, ...(await q.childIds(this.k, company))];
  }

  /** Refuses a child: only a main account manages accounts, the company and its brands. */
  async assertParent(userId: number, what: string): Promise<void> {
    if (await this.parentOf(userId)) throw errors.forbidden(`子账号不能${what}，请联系主账号`);
  }

  /**
   * May this user do `right` now, and for whom: a child needs the right and acts for its parent; anyone else acts
   * for themselves.
   */
  async authorize(userId: number, right: ChildRight, db: Executor = this.k): Promise<Acting> {
    const link = await q.findLink(db, userId);
    if (!link) return { ownerId: userId, actorId: userId };
    if (!rightsOf(link).includes(right)) {
      throw errors.forbidden(`子账号没有“${CHILD_RIGHT_LABELS[right]}”权限，请联系主账号开通`);
    }
    return { ownerId: link.parent_id, actorId: userId };
  }

  /**
   * Whose coins pay `coins` for this user: a child pays from its parent's wallet, with the right and within its
   * remaining limit, counted by one conditional update in the caller's transaction (two payments at once cannot both
   * pass it); anyone else from their own. `note` names the child in the ledger ('' for anyone else).
   */
  async spendCoins(trx: Executor, userId: number, coins: number, what: string): Promise<{ payerId: number; note: string }> {
    const link = await q.findLink(trx, userId);
    if (!link) return { payerId: userId, note: '' };
    await this.authorize(userId, 'spendCoins', trx);
    if (!(await q.addSpent(trx, userId, coins))) {
      // Read again: a payment that just committed has changed what is left.
      const now = (await q.findLink(trx, userId)) ?? link;
      const left = Math.max(0, now.coin_limit - now.coins_spent);
      throw errors.forbidden(`超出子账号的金币额度：还可使用 ${left} 金币，本次需要 ${coins} 金币`);
    }
    await this.record(userId, 'spend', `使用 ${coins} 金币：${what}`, trx);
    const child = await q.findUserBrief(trx, userId);
    return { payerId: link.parent_id, note: `（子账号“${child.nickname}”支付）` };
  }

  /** In the refund's transaction: a child's refunded coin payment stops counting against its limit. */
  async giveBack(trx: Executor, userId: number, coins: number, what: string): Promise<void> {
    if (coins <= 0 || !(await q.findLink(trx, userId))) return;
    await q.subtractSpent(trx, userId, coins);
    await this.record(userId, 'refund', `退款退回 ${coins} 金币额度：${what}`, trx);
  }

  /** Writes a line of the company's activity log (for a user outside any company, their own log). */
  async record(actorId: number, action: string, detail: string, db: Executor = this.k): Promise<void> {
    await q.insertActivity(db, {
      company_id: await this.companyOf(actorId, db),
      actor_id: actorId,
      action,
      detail: detail.slice(0, 200),
      created_at: this.now(),
    });
  }

  async sendCode(user: AuthUser) {
    await this.assertParent(user.id, '管理子账号');
    const sent = await this.deps.logins.sendOwnCode(user.id, 'subAccount');
    return { sent: true as const, resendAfterSeconds: sent.resendAfterSeconds, phone: maskPhone(sent.login) };
  }

  private present(row: Awaited<ReturnType<typeof q.listChildren>>[number]): ChildAccount {
    return {
      id: row.child_id,
      login: row.login,
      nickname: row.nickname,
      rights: rightsOf(row),
      coinLimit: row.coin_limit,
      coinsSpent: row.coins_spent,
      enabled: row.status === 1,
      createdAt: row.created_at,
    };
  }

  async list(user: AuthUser) {
    if (await this.parentOf(user.id)) return { list: [], isChild: true, parentPhone: '' };
    const [rows, login] = await Promise.all([q.listChildren(this.k, user.id), this.deps.logins.loginOf(user.id)]);
    return { list: rows.map((r) => this.present(r)), isChild: false, parentPhone: maskPhone(login) };
  }

  /** The caller's own child, or a refusal: another company's child and unknown ids answer alike. */
  private async ownChild(parentId: number, childId: number): Promise<SubAccountRow> {
    const link = await q.findLink(this.k, childId);
    if (!link || link.parent_id !== parentId) throw errors.forbidden('该账号不是你的子账号，不能管理');
    return link;
  }

  async edit(user: AuthUser, body: EditAccountBody): Promise<ChildAccount> {
    await this.assertParent(user.id, '管理子账号');
    const rights = [...new Set(body.rights)].join(',');
    const login = await this.deps.logins.loginOf(user.id);
    const { childId } = body;
    if (childId !== undefined) {
      await this.ownChild(user.id, childId);
      await this.deps.logins.verifyCodeIn(login, 'subAccount', body.code, async (trx) => {
        await q.updateLink(trx, childId, { rights, coin_limit: body.coinLimit });
        await this.deps.logins.setActive(trx, childId, body.enabled, body.nickname);
        await this.record(user.id, 'editChild', `修改子账号“${body.nickname}”${body.enabled ? '' : '（已停用）'}`, trx);
      });
      return this.child(user.id, childId);
    }
    if (!body.login) throw errors.validation('子账号登录手机号：请填写子账号登录手机号');
    if (!body.password) throw errors.validation('密码：请设置子账号的登录密码');
    if (body.login === login) throw errors.validation('子账号登录手机号：不能与主账号相同');
    const { login: childLogin, password } = body;
    const id = await this.deps.logins.verifyCodeIn(login, 'subAccount', body.code, async (trx) => {
      const child = await this.deps.logins.registerIn(trx, {
        login: childLogin,
        passwordHash: password,
        type: user.type,
        nickname: body.nickname,
      });
      await q.insertLink(trx, {
        child_id: child.id,
        parent_id: user.id,
        rights,
        coin_limit: body.coinLimit,
        deleted_at: null,
        created_at: this.now(),
      });
      if (!body.enabled) await this.deps.logins.setActive(trx, child.id, false);
      await this.record(user.id, 'addChild', `新建子账号“${body.nickname}”`, trx);
      return child.id;
    });
    return this.child(user.id, id);
  }

  private async child(parentId: number, childId: number): Promise<ChildAccount> {
    const row = (await q.listChildren(this.k, parentId)).find((r) => r.child_id === childId);
    if (!row) throw errors.notFound('子账号不存在');
    return this.present(row);
  }

  async remove(user: AuthUser, body: { childId: number; code: string }): Promise<{ deleted: true }> {
    await this.assertParent(user.id, '删除账号');
    if (body.childId === user.id) throw errors.forbidden('不能删除自己的主账号');
    await this.ownChild(user.id, body.childId);
    const login = await this.deps.logins.loginOf(user.id);
    await this.deps.logins.verifyCodeIn(login, 'subAccount', body.code, async (trx) => {
      const child = await q.findUserBrief(trx, body.childId);
      await q.updateLink(trx, body.childId, { deleted_at: this.now() });
      await this.deps.logins.setActive(trx, body.childId, false);
      await this.record(user.id, 'deleteChild', `删除子账号“${child.nickname}”`, trx);
    });
    return { deleted: true };
  }

  async activity(user: AuthUser, query: { pageNum: number; pageSize: number }) {
    await this.assertParent(user.id, '查看企业操作记录');
    const { pageNum, pageSize } = query;
    const [total, rows] = await Promise.all([
      q.countActivity(this.k, user.id),
      q.listActivity(this.k, user.id, (pageNum - 1) * pageSize, pageSize),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        actor: { id: r.actorId, nickname: r.nickname },
        action: r.action,
        detail: r.detail,
        createdAt: r.created_at,
      })),
      total,
      pageNum,
      pageSize,
    };
  }
}
