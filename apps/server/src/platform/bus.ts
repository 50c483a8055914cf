import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

interface Log {
  warn: (obj: object, msg: string) => void;
}

/**
 * Notices between the processes of one deployment (several API processes and workers), over Redis pub/sub:
 * each process keeps small caches (resolved sessions) that a change made in another process must reach.
 * Delivery is at most once; a lost notice only leaves an entry until its cache's own short expiry.
 */
export interface Bus {
  /**
   * Resolves once Redis has handed the message to the subscribers (never rejects: failures are logged).
   * With `handled`, only once every subscribed process has run its handlers (or HANDLED_WAIT_MS passed),
   * so a change answered to the caller already holds on whichever process the caller asks next.
   */
  publish(channel: string, message: string, opts?: { handled?: boolean }): Promise<void>;
  /** Resolves once the subscription is in place. */
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

const PREFIX = 'moxing:';
const ACK_CHANNEL = `${PREFIX}handled`;
/** How long a `handled` publish waits for a process that died or missed the message. */
const HANDLED_WAIT_MS = 500;

export function createRedisBus(url: string, log: Log): Bus {
  const pub = new Redis(url);
  // A subscribed connection can do nothing else, hence the second one.
  const sub = new Redis(url);
  const handlers = new Map<string, ((message: string) => void)[]>();
  const warn = (err: unknown) => log.warn({ err }, 'Redis 通知失败');
  pub.on('error', warn);
  sub.on('error', warn);
  // Each message travels as "<id>|<text>"; a non-empty id asks every receiver to say when it has handled it.
  const waiting = new Map<string, { acks: number; expected: number | null; done: () => void }>();
  const settle = (id: string) => {
    const w = waiting.get(id);
    if (w && w.expected !== null && w.acks >= w.expected) {
      waiting.delete(id);
      w.done();
    }
  };
  sub.on('message', (channel: string, raw: string) => {
    if (channel === ACK_CHANNEL) {
      const w = waiting.get(raw);
      if (w) w.acks += 1;
      settle(raw);
      return;
    }
    const bar = raw.indexOf('|');
    const id = raw.slice(0, bar);
    for (const h of handlers.get(channel) ?? []) h(raw.slice(bar + 1));
    if (id) void pub.publish(ACK_CHANNEL, id).catch(warn);
  });
  let acksHeard: Promise<unknown> | null = null;
  return {
    async publish(channel, message, opts) {
      if (!opts?.handled) {
        await pub.publish(PREFIX + channel, `|${message}`).catch(warn);
        return;
      }
      // A failed subscription is tried again by the next handled publish (this one then waits its full time).
      acksHeard ??= sub.subscribe(ACK_CHANNEL).catch((err: unknown) => {
        warn(err);
        acksHeard = null;
      });
      await acksHeard;
      const id = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const handled = new Promise<void>((resolve) => {
        waiting.set(id, { acks: 0, expected: null, done: resolve });
        timer = setTimeout(() => {
          waiting.delete(id);
          resolve();
        }, HANDLED_WAIT_MS);
      });
      const receivers = await pub.publish(PREFIX + channel, `${id}|${message}`).catch((err: unknown) => {
        warn(err);
        return 0;
      });
      const w = waiting.get(id);
      if (w) w.expected = receivers;
      settle(id);
      await handled;
      clearTimeout(timer);
    },
    async subscribe(channel, handler) {
      const name = PREFIX + channel;
      const list = handlers.get(name);
      if (list) list.push(handler);
      else {
        handlers.set(name, [handler]);
        await sub.subscribe(name).catch(warn);
      }
    },
    async close() {
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    },
  };
}

/** The same notices within one process, for a deployment without Redis (a single API process). */
export function createLocalBus(): Bus {
  const handlers = new Map<string, ((message: string) => void)[]>();
  return {
    async publish(channel, message) {
      for (const h of handlers.get(channel) ?? []) h(message);
    },
    async subscribe(channel, handler) {
      handlers.set(channel, [...(handlers.get(channel) ?? []), handler]);
    },
    async close() {
      handlers.clear();
    },
  };
}
