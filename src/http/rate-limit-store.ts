import cluster from 'node:cluster';
import type { Redis as RedisClient } from 'ioredis';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from './log';

/** Where the rate-limit counters live, and how to let go of them. */
export interface RateLimitCounters {
  readonly limiter: RateLimiterAbstract;
  /** `redis` (REDIS_URL, shared by every instance), `cluster` (the primary process's memory, shared by its workers) or `memory`. */
  readonly store: 'redis' | 'cluster' | 'memory';
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  points: number;
  windowSeconds: number;
  redisUrl: string | undefined;
}

/** One key prefix for every instance, so they count into the same keys. */
const KEY_PREFIX = 'utility-tools:rate';

/**
 * The rate-limit counters. With REDIS_URL: rate-limiter-flexible's Redis store (ioredis), so every instance behind a
 * load balancer counts into one quota per client. While Redis is unreachable each instance counts in its own memory
 * (the insurance limiter), so the service keeps answering with its limit per instance; one warning line is logged
 * when Redis goes, one info line when it is back. Without REDIS_URL: memory, which the primary process holds for all
 * its workers under WORKERS > 1 (rate-limiter-flexible's cluster limiter), so one machine is still one quota.
 */
export function rateLimitCounters({ points, windowSeconds, redisUrl }: RateLimitStoreOptions, log: Logger): RateLimitCounters {
  const options = { points, duration: windowSeconds, keyPrefix: KEY_PREFIX };
  if (redisUrl) return redisCounters(redisUrl, options, log);
  if (cluster.isWorker) {
    return { limiter: new RateLimiterCluster({ ...options, timeoutMs: 2000 }), store: 'cluster', close: async () => undefined };
  }
  return { limiter: new RateLimiterMemory(options), store: 'memory', close: async () => undefined };
}

function redisCounters(url: string, options: { points: number; duration: number; keyPrefix: string }, log: Logger): RateLimitCounters {
  // Loaded only when REDIS_URL is set: ioredis costs about 30 ms of start-up.
  const { Redis } = require('ioredis') as typeof import('ioredis');
  const client: RedisClient = new Redis(url, {
    // Fail at once while disconnected (the insurance limiter answers) instead of queueing commands until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let reachable: boolean | undefined;
  const where = redactedAddress(url);
  client.on('ready', () => {
    if (reachable !== true) log.info({ store: 'redis', redis: where }, 'rate_limit_store_ready');
    reachable = true;
  });
  client.on('error', (error: NodeJS.ErrnoException) => {
    if (reachable === false) return;
    reachable = false;
    log.warn(
      { store: 'redis', redis: where, reason: error.code ?? error.name },
      'rate_limit_store_down: counting in this process until Redis is back',
    );
  });
  client.on('close', () => {
    if (reachable !== true) return;
    reachable = false;
    log.warn({ store: 'redis', redis: where, reason: 'closed' }, 'rate_limit_store_down: counting in this process until Redis is back');
  });
  const limiter = new RateLimiterRedis({
    ...options,
    storeClient: client,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
  return {
    limiter,
    store: 'redis',
    close: async () => {
      client.disconnect();
    },
  };
}

/** The Redis address for a log line: host and port, never the password. */
function redactedAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return 'redis';
  }
}
