import { randomInt } from 'node:crypto';
import type { MyInvite } from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import { errors } from '../../platform/errors.js';
import * as q from './queries.js';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** A user who registered without a code may still give their inviter's within this many days. */
export const BIND_DAYS = 7;

/** What an attributed invite earns the inviter (the points module, wired in app.ts). */
export interface InviteReward {
  inviteReward(trx: Executor, inviterId: number, inviteeId: number): Promise<void>;
}

export interface InviteDeps {
  db: Db;
  rewards?: InviteReward;
  clock?: () => number;
}

/**
 * Invite codes: one per user, made the first time it is asked for. A registration with a code is attributed to the
 * code's owner (the account module asks `inviterOf` before it spends the SMS code, and `attribute` in its
 * transaction, which also gives the inviter their INVITE_POINTS); an unknown code or one's own is refused.
 */
export class InviteService {
  private readonly db: Db;
  private readonly clock: () => number;
  private readonly rewards: InviteReward | null;

  constructor(deps: InviteDeps) {
    this.db = deps.db;
    this.rewards = deps.rewards ?? null;
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  async codeOf(userId: number): Promise<string> {
    for (;;) {
      const existing = await q.inviteCodeOf(this.k, userId);
      if (existing) return existing.code;
      const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      // A clash with another user's code (or a second request of the same user) inserts nothing: look again.
      await q.insertInviteCode(this.k, userId, code, this.now());
    }
  }

  /** The owner of a code, or a refusal: the registration must not go on with a code that names nobody. */
  async inviterOf(code: string): Promise<number> {
    const row = await q.inviteCodeOwner(this.k, code.toUpperCase());
    if (!row) throw errors.validation('邀请码不存在，请核对后重新输入，或留空');
    return row.user_id;
  }

  async attribute(trx: Executor, inviterId: number, inviteeId: number): Promise<void> {
    if (inviterId === inviteeId) throw errors.validation('不能填写自己的邀请码');
    await q.insertInvite(trx, inviteeId, inviterId, this.now());
    await this.rewards?.inviteReward(trx, inviterId, inviteeId);
  }

  async mine(userId: number): Promise<MyInvite> {
    const code = await this.codeOf(userId);
    const [{ rows, total }, by] = await Promise.all([q.invitees(this.k, userId), q.inviterOf(this.k, userId)]);
    return {
      code,
      invitedCount: total,
      invitedBy: by ?? null,
      list: rows.map((r) => ({ nickname: r.nickname, createdAt: r.created_at })),
    };
  }

  /** A user who registered without a code gives their inviter's afterwards (once, within BIND_DAYS). */
  async bind(userId: number, code: string): Promise<MyInvite> {
    const inviterId = await this.inviterOf(code);
    if (inviterId === userId) throw errors.validation('不能填写自己的邀请码');
    await this.k.transaction().execute(async (trx) => {
      if (await q.inviterOf(trx, userId)) throw errors.conflict('您已填写过邀请码');
      const user = await q.userCreatedAt(trx, userId);
      if (user && Date.parse(user.created_at) < this.clock() - BIND_DAYS * 86_400_000) {
        throw errors.conflict(`注册超过 ${BIND_DAYS} 天后不能再填写邀请码`);
      }
      if (await q.inviterOf(trx, inviterId).then((r) => r?.id === userId)) {
        throw errors.validation('不能填写您邀请的好友的邀请码');
      }
      await this.attribute(trx, inviterId, userId);
    });
    return this.mine(userId);
  }
}
