import {
  ENTRY_KIND_LABELS,
  INVITE_POINTS,
  SIGN_IN_POINTS,
  signInPointsFor,
  type DayTask,
  type DayTaskCode,
  type PointsPanel,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import { errors } from '../../platform/errors.js';
import type { WalletService } from '../wallet/service.js';
import type { DayTaskRecorder } from './port.js';
import * as q from './queries.js';

const DAY_MS = 86_400_000;
/** Days are Asia/Shanghai's (UTC+8, no daylight saving): a sign-in a day is the user's calendar day. */
const CHINA_OFFSET_MS = 8 * 3_600_000;
export const chinaDay = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/**
 * Points: the daily sign-in (streak bonus), the day tasks (progress told by other modules through
 * `DayTaskRecorder`, rewards claimed once a day), the points history. Every point moves through the wallet's ledger:
 * the user's `points` account against the platform's `pointsPool`.
 */
export class PointsService implements DayTaskRecorder {
  private readonly k: Db['kysely'];
  private readonly wallet: WalletService;
  private readonly clock: () => number;

  constructor(deps: { db: Db; wallet: WalletService; clock?: () => number }) {
    this.k = deps.db.kysely;
    this.wallet = deps.wallet;
    this.clock = deps.clock ?? Date.now;
  }

  private today() {
    const now = this.clock();
    return { at: new Date(now).toISOString(), day: chinaDay(now), yesterday: chinaDay(now - DAY_MS) };
  }

  async record(db: Executor, userId: number, code: DayTaskCode): Promise<void> {
    const { at, day } = this.today();
    await q.bumpProgress(db, userId, day, code, at);
  }

  /**
   * userintegral/shareVisit: `visitorId` opened a link `sharerId` shared. The sharer's "share" task counts it once per
   * visitor and day; the sharer's own visits never count.
   */
  async shareVisit(visitorId: number, sharerId: number): Promise<{ counted: boolean }> {
    if (visitorId === sharerId) return { counted: false };
    if (!(await q.userExists(this.k, sharerId))) throw errors.notFound('分享人不存在');
    const { at, day } = this.today();
    const counted = await this.k.transaction().execute(async (trx) => {
      const fresh = await q.insertShareVisit(trx, { sharer_id: sharerId, day, visitor_id: visitorId, created_at: at });
      if (fresh) await this.record(trx, sharerId, 'share');
      return fresh;
    });
    return { counted };
  }

  /** A friend registered with `inviterId`'s code (content/invites.ts): the inviter's reward, in the caller's transaction. */
  async inviteReward(trx: Executor, inviterId: number, inviteeId: number): Promise<void> {
    await this.grant(trx, inviterId, INVITE_POINTS, `invite:${inviteeId}`, 'invite', '邀请好友注册');
  }

  /** Today's and yesterday's sign-ins: whether signed today, and the streak so far. */
  private async signState(db: Executor, userId: number) {
    const { day, yesterday } = this.today();
    const rows = await q.signinsSince(db, userId, yesterday);
    const today = rows.find((r) => r.day === day);
    const prev = rows.find((r) => r.day === yesterday);
    const streak = today?.streak ?? prev?.streak ?? 0;
    return { today, streak, next: signInPointsFor(streak + 1) };
  }

  async panel(userId: number): Promise<PointsPanel> {
    const { day } = this.today();
    const [integral, sign, tasks, progress] = await Promise.all([
      this.wallet.points(userId),
      this.signState(this.k, userId),
      q.tasks(this.k),
      q.progressOf(this.k, userId, day),
    ]);
    const claimed = progress
      .filter((p) => p.claimed_at !== null)
      .reduce((sum, p) => sum + (tasks.find((t) => t.code === p.task_code)?.reward ?? 0), 0);
    return {
      integral,
      signFlag: sign.today !== undefined,
      streak: sign.streak,
      nextSignInPoints: sign.next,
      signInPoints: [...SIGN_IN_POINTS],
      todayPoints: (sign.today?.points ?? 0) + claimed,
    };
  }

  /** The user centre panel's part: points and whether signed in today. */
  async centrePanel(userId: number): Promise<{ integral: number; signFlag: boolean }> {
    const [integral, sign] = await Promise.all([this.wallet.points(userId), this.signState(this.k, userId)]);
    return { integral, signFlag: sign.today !== undefined };
  }

  /** userintegral/add: today's sign-in, or a finished task's reward. */
  async add(userId: number, code: DayTaskCode) {
    return code === 'signIn' ? this.signIn(userId) : this.claim(userId, code);
  }

  private async signIn(userId: number) {
    const { at, day } = this.today();
    return this.k.transaction().execute(async (trx) => {
      const { streak: before, today } = await this.signState(trx, userId);
      if (today) throw errors.conflict('今天已经签到过了，明天再来吧');
      const streak = before + 1;
      const points = signInPointsFor(streak);
      // The key (user, day) decides between two devices signing in at once: the second finds the row and is refused.
      if (!(await q.insertSignin(trx, { user_id: userId, day, streak, points, created_at: at }))) {
        throw errors.conflict('今天已经签到过了，明天再来吧');
      }
      await this.grant(trx, userId, points, `signIn:${userId}:${day}`, 'signIn', `连续签到第 ${streak} 天`);
      return { code: 'signIn' as const, points, integral: await this.wallet.points(userId, trx), streak };
    });
  }

  private async claim(userId: number, code: DayTaskCode) {
    const { at, day } = this.today();
    const task = await q.task(this.k, code);
    if (!task) throw errors.notFound('任务不存在或已下线');
    return this.k.transaction().execute(async (trx) => {
      if (!(await q.claim(trx, userId, day, code, task.target, at))) {
        const row = (await q.progressOf(trx, userId, day)).find((p) => p.task_code === code);
        if (row?.claimed_at) throw errors.conflict(`今天已经领取过“${task.title}”的奖励，明天再来吧`);
        throw errors.conflict(
          `任务“${task.title}”尚未完成（今日进度 ${Math.min(row?.progress ?? 0, task.target)}/${task.target}）`,
        );
      }
      await this.grant(trx, userId, task.reward, `task:${code}:${userId}:${day}`, 'task', task.title);
      return { code, points: task.reward, integral: await this.wallet.points(userId, trx), streak: null };
    });
  }

  private async grant(
    trx: Executor,
    userId: number,
    points: number,
    orderNo: string,
    kind: 'signIn' | 'task' | 'invite',
    memo: string,
  ) {
    await this.wallet.post(trx, {
      orderNo,
      kind,
      memo,
      lines: [
        { account: { userId, kind: 'points' }, amount: points },
        { account: { platform: 'pointsPool' }, amount: -points },
      ],
    });
  }

  async dayTasks(userId: number): Promise<{ day: string; list: DayTask[] }> {
    const { day } = this.today();
    const [tasks, progress, sign] = await Promise.all([
      q.tasks(this.k),
      q.progressOf(this.k, userId, day),
      this.signState(this.k, userId),
    ]);
    const list = tasks.map((t): DayTask => {
      const code = t.code as DayTaskCode;
      if (code === 'signIn') {
        const signed = sign.today !== undefined;
        return {
          code,
          title: t.title,
          description: t.description,
          reward: sign.today?.points ?? sign.next,
          target: 1,
          progress: signed ? 1 : 0,
          claimed: signed,
          actions: signed ? [] : ['signIn'],
        };
      }
      const row = progress.find((p) => p.task_code === code);
      const done = Math.min(row?.progress ?? 0, t.target);
      const claimed = Boolean(row?.claimed_at);
      return {
        code,
        title: t.title,
        description: t.description,
        reward: t.reward,
        target: t.target,
        progress: done,
        claimed,
        actions: done >= t.target && !claimed ? ['claim'] : [],
      };
    });
    return { day, list };
  }

  async scoreList(userId: number, page: { pageNum: number; pageSize: number }) {
    const { rows, total } = await this.wallet.pointsEntries(userId, (page.pageNum - 1) * page.pageSize, page.pageSize);
    return { list: rows.map((r) => ({ ...r, kindName: ENTRY_KIND_LABELS[r.kind] })), total, ...page };
  }
}
