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
  /** Resolves once Redis has handed the message to the subscribers (never rejects: failures are logged). */
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is in place. */
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

const PREFIX = 'moxing:';

export function createRedisBus(url: string, log: Log): Bus {
  const pub = new Redis(url);
  // A subscribed connection can do nothing else, hence the second one.
  const sub = new Redis(url);
  const handlers = new Map<string, ((message: string) => void)[]>();
  const warn = (err: unknown) => log.warn({ err }, 'Redis 通知失败');
  pub.on('error', warn);
  sub.on('error', warn);
  sub.on('message', (channel: string, message: string) => {
    for (const h of handlers.get(channel) ?? []) h(message);
  });
  return {
    async publish(channel, message) {
      await pub.publish(PREFIX + channel, message).catch(warn);
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
