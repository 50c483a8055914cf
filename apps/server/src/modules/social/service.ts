import { MessageType, USER_TYPE_LABELS, UserType, type CommentItem, type Page, type UserTypeValue } from '@moxing/shared';
import { certifiedOf } from '../../db/certified.js';
import type { Db, Executor } from '../../db/index.js';
import type { ModelRow } from '../../db/schema.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { waitText, type RateLimiter } from '../../platform/rate-limit.js';
import type { OutgoingMessage } from '../message/service.js';
import type { DayTaskRecorder } from '../points/port.js';
import * as q from './queries.js';

/** What the social module needs from the message module: sending inside the caller's transaction. */
export interface MessageSender {
  send(messages: OutgoingMessage | OutgoingMessage[], db?: Executor): Promise<void>;
}

/** What it needs from the library: which models a viewer may see, and today's statistics row. */
export interface ModelAccess {
  visibleModel(code: string, viewer: AuthUser | null): Promise<ModelRow>;
  recordDaily(trx: Executor, modelId: number, field: 'likes' | 'collects' | 'comments', n?: number): Promise<void>;
}

export interface SocialDeps {
  db: Db;
  messages: MessageSender;
  models: ModelAccess;
  limiter?: RateLimiter;
  /** The points module's day tasks (comment, collect). */
  dayTasks?: DayTaskRecorder;
  clock?: () => number;
}

const COMMENTS_PER_MINUTE = 10;
const COMMENTS_PER_HOUR = 120;
const DAY_MS = 86_400_000;

const typeName = (type: number) => USER_TYPE_LABELS[type as UserTypeValue] ?? '用户';
const quote = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * Likes, collects, comments and follows. Each writes its row and the counter it moves in one
 * transaction, together with the message it sends (types of docs/spec/SPEC.md section 3: 1 comment, 3 thumbs-up,
 * 4 collect; a new follower is a system message). Liking twice or unliking what was never liked changes
 * nothing, so counters always equal their rows.
 */
export class SocialService {
  private readonly db: Db;
  private readonly messages: MessageSender;
  private readonly models: ModelAccess;
  private readonly limiter: RateLimiter | null;
  private readonly dayTasks: DayTaskRecorder | undefined;
  private readonly clock: () => number;

  constructor(deps: SocialDeps) {
    this.db = deps.db;
    this.messages = deps.messages;
    this.models = deps.models;
    this.limiter = deps.limiter ?? null;
    this.dayTasks = deps.dayTasks;
    this.clock = deps.clock ?? Date.now;
  }

  private get k() {
    return this.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  // --- likes and collects ------------------------------------------------------------------------------

  async like(
    user: AuthUser,
    code: string,
    liked: boolean,
    opts: { notify?: boolean } = {},
  ): Promise<{ liked: boolean; likeCount: number }> {
    const model = await this.models.visibleModel(code, user);
    const likeCount = await this.k.transaction().execute(async (trx) => {
      if (liked) {
        if (!(await q.insertLike(trx, user.id, model.id, this.now()))) return q.readCounter(trx, model.id, 'like_count');
        const n = await q.bumpCounter(trx, model.id, 'like_count', 1);
        await this.models.recordDaily(trx, model.id, 'likes');
        if (model.user_id !== user.id && opts.notify !== false) {
          const who = await this.nickname(trx, user.id);
          await this.messages.send(
            {
              userId: model.user_id,
              type: MessageType.thumbs,
              title: `${who} 赞了你的模型`,
              content: `${who} 赞了你的模型《${model.title}》`,
              link: `/modelinfo/${model.model_code}`,
              bizCode: model.model_code,
              senderId: user.id,
            },
            trx,
          );
        }
        return n;
      }
      if (!(await q.deleteLike(trx, user.id, model.id))) return q.readCounter(trx, model.id, 'like_count');
      return q.bumpCounter(trx, model.id, 'like_count', -1);
    });
    return { liked, likeCount };
  }

  async collect(
    user: AuthUser,
    code: string,
    collected: boolean,
    opts: { notify?: boolean } = {},
  ): Promise<{ collected: boolean; collectCount: number }> {
    const model = await this.models.visibleModel(code, user);
    const collectCount = await this.k.transaction().execute(async (trx) => {
      if (collected) {
        if (!(await q.insertCollect(trx, user.id, model.id, this.now()))) return q.readCounter(trx, model.id, 'collect_count');
        const n = await q.bumpCounter(trx, model.id, 'collect_count', 1);
        await this.models.recordDaily(trx, model.id, 'collects');
        await this.dayTasks?.record(trx, user.id, 'collect');
        if (model.user_id !== user.id && opts.notify !== false) {
          const who = await this.nickname(trx, user.id);
          await this.messages.send(
            {
              userId: model.user_id,
              type: MessageType.collect,
              title: `${who} 收藏了你的模型`,
              content: `${who} 收藏了你的模型《${model.title}》`,
              link: `/modelinfo/${model.model_code}`,
              bizCode: model.model_code,
              senderId: user.id,
            },
            trx,
          );
        }
        return n;
      }
      if (!(await q.deleteCollect(trx, user.id, model.id))) return q.readCounter(trx, model.id, 'collect_count');
      return q.bumpCounter(trx, model.id, 'collect_count', -1);
    });
    return { collected, collectCount };
  }

  private async nickname(db: Executor, userId: number): Promise<string> {
    return (await q.findActiveUser(db, userId))?.nickname ?? '有用户';
  }

  // --- comments --------------------------------------------------------------------------------------------

  private presentComment(r: q.CommentListRow, viewer: AuthUser | null, modelOwnerId: number): CommentItem {
    return {
      id: r.id,
      content: r.content,
      user: { id: r.user_id, nickname: r.user_nickname, avatar: r.user_avatar, certified: certifiedOf(r.user_certified) },
      replyTo:
        r.reply_to_id !== null && r.reply_to_user_id !== null && r.reply_nickname !== null
          ? { id: r.reply_to_id, user: { id: r.reply_to_user_id, nickname: r.reply_nickname, avatar: r.reply_avatar } }
          : null,
      createdAt: r.created_at,
      canDelete: viewer !== null && (viewer.id === r.user_id || viewer.id === modelOwnerId || viewer.type === UserType.operator),
    };
  }

  async comments(code: string, viewer: AuthUser | null, page: { pageNum: number; pageSize: number }): Promise<Page<CommentItem>> {
    const model = await this.models.visibleModel(code, viewer);
    const rows = await q.listComments(this.k, model.id, (page.pageNum - 1) * page.pageSize, page.pageSize);
    return {
      list: rows.map((r) => this.presentComment(r, viewer, model.user_id)),
      total: model.comment_count,
      pageNum: page.pageNum,
      pageSize: page.pageSize,
    };
  }

  /**
   * Adds a comment. The text is kept exactly as typed (plain text: "<script>" stays those characters
   * and is shown as such); control characters other than line breaks are dropped.
   */
  async addComment(
    user: AuthUser,
    code: string,
    content: string,
    replyTo?: number,
    opts: { notify?: boolean; rateLimit?: boolean } = {},
  ): Promise<CommentItem> {
    if (this.limiter && opts.rateLimit !== false) {
      const wait =
        (await this.limiter.hit(`comment:min:${user.id}`, COMMENTS_PER_MINUTE, 60_000)) ||
        (await this.limiter.hit(`comment:hour:${user.id}`, COMMENTS_PER_HOUR, 3_600_000));
      if (wait) throw errors.rateLimited(`评论太频繁了，请 ${waitText(wait)}后再试`, Math.ceil(wait / 1000));
    }
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    const text = content.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, '').trim();
    if (!text) throw errors.validation('请填写评论内容');
    const model = await this.models.visibleModel(code, user);
    const parent = replyTo !== undefined ? await q.findComment(this.k, replyTo) : undefined;
    if (replyTo !== undefined && (!parent || parent.model_id !== model.id)) throw errors.notFound('回复的评论不存在或已删除');
    const id = await this.k.transaction().execute(async (trx) => {
      const { id } = await q.insertComment(trx, {
        model_id: model.id,
        user_id: user.id,
        content: text,
        reply_to_id: parent?.id ?? null,
        reply_to_user_id: parent?.user_id ?? null,
        created_at: this.now(),
      });
      await q.bumpCounter(trx, model.id, 'comment_count', 1);
      await this.models.recordDaily(trx, model.id, 'comments');
      await this.dayTasks?.record(trx, user.id, 'comment');
      if (opts.notify !== false) {
        const who = await this.nickname(trx, user.id);
        const base = {
          type: MessageType.comment,
          link: `/modelinfo/${model.model_code}`,
          bizCode: model.model_code,
          senderId: user.id,
        };
        const out = [];
        if (model.user_id !== user.id) {
          out.push({
            ...base,
            userId: model.user_id,
            title: `${who} 评论了你的模型`,
            content: `${who} 评论了《${model.title}》：${quote(text)}`,
          });
        }
        if (parent && parent.user_id !== user.id && parent.user_id !== model.user_id) {
          out.push({
            ...base,
            userId: parent.user_id,
            title: `${who} 回复了你的评论`,
            content: `${who} 在《${model.title}》回复你：${quote(text)}`,
          });
        }
        await this.messages.send(out, trx);
      }
      return id;
    });
    const row = await q.commentById(this.k, id);
    if (!row) throw errors.notFound('评论不存在或已删除');
    return this.presentComment(row, user, model.user_id);
  }

  /** The comment's author, the model's owner or an operator may delete it. */
  async deleteComment(user: AuthUser, commentId: number): Promise<{ changed: number }> {
    const c = await q.findComment(this.k, commentId);
    if (!c) throw errors.notFound('评论不存在或已删除');
    const owner = await this.k
      .selectFrom('models')
      .select(['user_id', 'model_code'])
      .where('id', '=', c.model_id)
      .executeTakeFirst();
    const allowed = c.user_id === user.id || owner?.user_id === user.id || user.type === UserType.operator;
    if (!allowed) throw errors.forbidden('只能删除自己的评论或自己模型下的评论');
    const changed = await this.k.transaction().execute(async (trx) => {
      if (!(await q.deleteComment(trx, commentId))) return 0;
      await q.bumpCounter(trx, c.model_id, 'comment_count', -1);
      return 1;
    });
    return { changed };
  }

  // --- follows ------------------------------------------------------------------------------------------------

  async follow(
    user: AuthUser,
    targetId: number,
    follow: boolean,
    opts: { notify?: boolean; alreadyFollowing?: 'refuse' | 'keep' } = {},
  ): Promise<{ following: boolean; fansCount: number }> {
    if (targetId === user.id) throw errors.validation('不能关注自己');
    const target = await q.findActiveUser(this.k, targetId);
    if (!target || target.status !== 1) throw errors.notFound('用户不存在或已停用');
    await this.k.transaction().execute(async (trx) => {
      if (!follow) {
        await q.deleteFollow(trx, user.id, targetId);
        return;
      }
      if (!(await q.insertFollow(trx, user.id, targetId, this.now()))) {
        if (opts.alreadyFollowing === 'keep') return;
        throw errors.conflict(`你已经关注了 ${target.nickname}，不用重复关注`);
      }
      if (opts.notify === false) return;
      const who = await this.nickname(trx, user.id);
      await this.messages.send(
        {
          userId: targetId,
          type: MessageType.system,
          title: '你有新的粉丝',
          content: `${who} 关注了你`,
          link: `/hisspace?userId=${user.id}`,
          senderId: user.id,
        },
        trx,
      );
    });
    return { following: follow, fansCount: await q.countFans(this.k, targetId) };
  }

  /** Which of `ids` the viewer follows (for lists of people other modules show). */
  async followingAmong(viewerId: number, ids: number[]): Promise<Set<number>> {
    return (await q.relations(this.k, viewerId, ids)).following;
  }

  async setRemark(user: AuthUser, targetId: number, remark: string | null): Promise<{ changed: number }> {
    if (!(await q.findFollow(this.k, user.id, targetId))) throw errors.notFound('你还没有关注该用户');
    await q.setRemark(this.k, user.id, targetId, remark || null);
    return { changed: 1 };
  }

  async panel(user: AuthUser) {
    const t = this.clock();
    const today = new Date(t).toISOString().slice(0, 10);
    const [fansCount, followCount, mutualCount, newFansToday, newFans7Days] = await Promise.all([
      q.countFans(this.k, user.id),
      q.countFollows(this.k, user.id),
      q.countMutual(this.k, user.id),
      q.countFans(this.k, user.id, `${today}T00:00:00.000Z`),
      q.countFans(this.k, user.id, new Date(t - 7 * DAY_MS).toISOString()),
    ]);
    return { fansCount, followCount, mutualCount, newFansToday, newFans7Days };
  }

  async people(
    viewer: AuthUser | null,
    query: { pageNum: number; pageSize: number; userId?: number; type: 'fans' | 'follows'; keyword?: string },
  ) {
    const userId = query.userId ?? viewer?.id;
    if (userId === undefined) throw errors.unauthorized();
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.listFollowPeople(
      this.k,
      userId,
      query.type,
      query.keyword || undefined,
      (pageNum - 1) * pageSize,
      pageSize,
    );
    const ids = rows.map((r) => r.id);
    const [rel, counts] = await Promise.all([
      viewer
        ? q.relations(this.k, viewer.id, ids)
        : Promise.resolve({ following: new Set<number>(), followsMe: new Set<number>() }),
      q.peopleCounts(this.k, ids),
    ]);
    const showRemark = viewer?.id === userId && query.type === 'follows';
    return {
      list: rows.map((r) => ({
        id: r.id,
        nickname: r.nickname,
        avatar: r.avatar,
        type: r.type,
        typeName: typeName(r.type),
        remark: showRemark ? r.remark : null,
        modelCount: counts.get(r.id)?.models ?? 0,
        fansCount: counts.get(r.id)?.fans ?? 0,
        following: rel.following.has(r.id),
        followsMe: rel.followsMe.has(r.id),
        since: r.created_at,
      })),
      total,
      pageNum,
      pageSize,
    };
  }

  async info(viewer: AuthUser | null, userId: number) {
    const u = await q.findActiveUser(this.k, userId);
    if (!u || u.status !== 1) throw errors.notFound('用户不存在或已停用');
    const [fansCount, followCount, counts, likeCount, rel] = await Promise.all([
      q.countFans(this.k, userId),
      q.countFollows(this.k, userId),
      q.peopleCounts(this.k, [userId]),
      q.likesReceived(this.k, userId),
      viewer ? q.relations(this.k, viewer.id, [userId]) : Promise.resolve(null),
    ]);
    return {
      user: { id: u.id, nickname: u.nickname, avatar: u.avatar, type: u.type, typeName: typeName(u.type) },
      fansCount,
      followCount,
      modelCount: counts.get(userId)?.models ?? 0,
      likeCount,
      following: rel?.following.has(userId) ?? false,
      followsMe: rel?.followsMe.has(userId) ?? false,
      isMe: viewer?.id === userId,
    };
  }
}
