import type { ServerResponse } from 'node:http';
import type { Bus } from '../../platform/bus.js';

/** The bus channel: a message's user id whenever their unread messages may have changed. */
export const UNREAD_CHANNEL = 'message:unread';
/** A comment line this often keeps proxies and the server's idle time-out from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A notice may arrive before the transaction that wrote the message has committed (senders write messages inside
 * their own transactions): the count is read shortly after the notice and once more a little later, and sent only
 * when it changed.
 */
const READ_AFTER_MS = [100, 1500];

interface Connection {
  res: ServerResponse;
  last: number | null;
}

/**
 * The live unread count (message/stream): server-sent events to each open page of a user. Any process may
 * publish a change on the bus (Redis across processes), and every process tells its own connections.
 */
export class UnreadStream {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      bus: Bus;
      count: (userId: number) => Promise<number>;
      log: { warn: (obj: object, msg: string) => void };
    },
  ) {}

  /** Subscribes to the bus; call once before serving. */
  async start(): Promise<void> {
    await this.deps.bus.subscribe(UNREAD_CHANNEL, (message) => {
      const userId = Number(message);
      if (!this.byUser.has(userId)) return;
      for (const ms of READ_AFTER_MS) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          void this.refresh(userId);
        }, ms);
        this.timers.add(timer);
      }
    });
  }

  /** Tells every process that `userIds`' unread counts may have changed. */
  async changed(userIds: Iterable<number>): Promise<void> {
    for (const id of new Set(userIds)) await this.deps.bus.publish(UNREAD_CHANNEL, String(id));
  }

  /** Serves one event stream until the client goes away. */
  async open(userId: number, res: ServerResponse): Promise<void> {
    const conn: Connection = { res, last: null };
    const set = this.byUser.get(userId) ?? new Set();
    set.add(conn);
    this.byUser.set(userId, set);
    res.once('close', () => {
      set.delete(conn);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
    // Tells the browser how long to wait before reconnecting after a drop.
    res.write('retry: 5000\n\n');
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    try {
      await this.send(conn, await this.deps.count(userId));
    } catch (err) {
      // The browser reconnects after `retry` and asks again.
      this.deps.log.warn({ err }, '未读消息数推送失败');
      res.end();
    }
  }

  private beat() {
    for (const set of this.byUser.values()) for (const c of set) c.res.write(': keep-alive\n\n');
  }

  private async refresh(userId: number) {
    const set = this.byUser.get(userId);
    if (!set) return;
    try {
      const n = await this.deps.count(userId);
      for (const c of set) await this.send(c, n);
    } catch (err) {
      this.deps.log.warn({ err }, '未读消息数推送失败');
    }
  }

  private async send(c: Connection, totalCount: number) {
    if (c.last === totalCount || c.res.writableEnded) return;
    c.last = totalCount;
    c.res.write(`event: unread\ndata: ${JSON.stringify({ totalCount })}\n\n`);
  }

  /** Ends every stream (shutdown). */
  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const set of this.byUser.values()) for (const c of set) c.res.end();
    this.byUser.clear();
  }
}
