import {
  MESSAGE_TYPES,
  MESSAGE_TYPE_LABELS,
  MessageType,
  type MessageItem,
  type MessageTypeValue,
  type UnreadSummary,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { Bus } from '../../platform/bus.js';
import { errors } from '../../platform/errors.js';
import * as q from './queries.js';
import { UnreadStream } from './stream.js';

/** A message another module sends to one user. */
export interface OutgoingMessage {
  userId: number;
  type: MessageTypeValue;
  title: string;
  content: string;
  /** The web page the message opens, e.g. /myrequireDetails?code=... */
  link?: string | null;
  /** What the message is about (a need code, an order number). */
  bizCode?: string | null;
  senderId?: number | null;
}

export interface MessageDeps {
  db: Db;
  /** Carries unread changes to the live streams of every process (Redis across processes). */
  bus: Bus;
  log: { warn: (obj: object, msg: string) => void };
  clock?: () => number;
}

const LATEST_UNREAD = 10;

type ListRow = Awaited<ReturnType<typeof q.listMessages>>['rows'][number];

function present(r: ListRow): MessageItem {
  return {
    id: r.id,
    messageType: r.type,
    typeName: MESSAGE_TYPE_LABELS[r.type as MessageTypeValue] ?? '消息',
    title: r.title,
    content: r.content,
    link: r.link,
    bizCode: r.biz_code,
    read: r.read_at !== null,
    createdAt: r.created_at,
    sender:
      r.sender_id !== null && r.sender_nickname !== null
        ? { id: r.sender_id, nickname: r.sender_nickname, avatar: r.sender_avatar }
        : null,
  };
}

/** User messages (the bell, /myaccount/myMsg): other modules send through `send`. */
export class MessageService {
  private readonly db: Db;
  private readonly clock: () => number;
  /** The header's live unread count (message/stream). */
  readonly stream: UnreadStream;

  constructor(deps: MessageDeps) {
    this.db = deps.db;
    this.clock = deps.clock ?? Date.now;
    this.stream = new UnreadStream({
      bus: deps.bus,
      count: async (userId) => (await this.unreadSummary(userId)).totalCount,
      log: deps.log,
    });
  }

  private get k() {
    return this.db.kysely;
  }

  private now() {
    return new Date(this.clock()).toISOString();
  }

  /**
   * Sends messages. Pass the caller's transaction as `db` so the message is written with the change it
   * reports (and disappears with it on a rollback); inside a transaction never leave `db` out on SQLite.
   */
  async send(messages: OutgoingMessage | OutgoingMessage[], db: Executor = this.k): Promise<void> {
    const list = Array.isArray(messages) ? messages : [messages];
    if (list.length === 0) return;
    const at = this.now();
    await q.insertMessages(
      db,
      list.map((m) => ({
        user_id: m.userId,
        type: m.type,
        title: m.title.slice(0, 100),
        content: m.content.slice(0, 1000),
        link: m.link ?? null,
        biz_code: m.bizCode ?? null,
        sender_id: m.senderId ?? null,
        read_at: null,
        created_at: at,
      })),
    );
    await this.stream.changed(list.map((m) => m.userId));
  }

  async unreadSummary(userId: number): Promise<UnreadSummary> {
    const rows = await q.unreadByType(this.k, userId);
    const count = (t: number) => rows.find((r) => r.type === t)?.n ?? 0;
    return {
      list: MESSAGE_TYPES.map((t) => ({ messageType: t, typeNum: count(t) })),
      totalCount: rows.reduce((s, r) => s + r.n, 0),
      systemCount: count(MessageType.system),
      commentCount: count(MessageType.comment),
      orderCount: count(MessageType.order),
      thumbsCount: count(MessageType.thumbs),
      collectCount: count(MessageType.collect),
    };
  }

  async latestUnread(userId: number): Promise<{ total: number; list: MessageItem[] }> {
    const { rows, total } = await q.listMessages(this.k, userId, { read: 0 }, 0, LATEST_UNREAD);
    return { total, list: rows.map(present) };
  }

  async list(userId: number, query: { pageNum: number; pageSize: number; messageType?: number; read?: number }) {
    const { pageNum, pageSize } = query;
    const { rows, total } = await q.listMessages(
      this.k,
      userId,
      { type: query.messageType, read: query.read },
      (pageNum - 1) * pageSize,
      pageSize,
    );
    return { list: rows.map(present), total, pageNum, pageSize };
  }

  /** Refuses the whole request when any id is somebody else's (403) or unknown (404). */
  private async assertOwned(userId: number, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const rows = await q.ownersOf(this.k, unique);
    if (rows.some((r) => r.user_id !== userId)) throw errors.forbidden('不能操作他人的消息');
    if (rows.length !== unique.length) throw errors.notFound('消息不存在或已删除');
    return unique;
  }

  async markRead(userId: number, ids: number[]): Promise<{ changed: number }> {
    const owned = await this.assertOwned(userId, ids);
    return this.changedFor(userId, await q.markRead(this.k, userId, owned, undefined, this.now()));
  }

  async markAllRead(userId: number, type?: number): Promise<{ changed: number }> {
    return this.changedFor(userId, await q.markRead(this.k, userId, null, type, this.now()));
  }

  async remove(userId: number, ids: number[]): Promise<{ changed: number }> {
    const owned = await this.assertOwned(userId, ids);
    return this.changedFor(userId, await q.deleteMessages(this.k, userId, owned));
  }

  /** The user's other open pages learn the new count too. */
  private async changedFor(userId: number, changed: number): Promise<{ changed: number }> {
    if (changed > 0) await this.stream.changed([userId]);
    return { changed };
  }
}
