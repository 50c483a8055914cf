import { Redis } from 'ioredis';

/**
 * The Redis connection shared limits use (REDIS_URL). A command fails after one retry rather than queueing while
 * Redis is away, so a limit check cannot hold a request for long; the limiters decide what a failure means.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
}
