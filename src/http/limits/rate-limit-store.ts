import cluster from 'node:cluster';
import type { Redis as RedisClient } from 'ioredis';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../log';

/** What the rate-limit step asks of a store: take a point for a key (resolves) or refuse (rejects with a RateLimiterRes). */
export type PointCounter = Pick<RateLimiterAbstract, 'consume'>;

/** Where the rate-limit counters live, and how to let go of them. */
export interface RateLimitCounters {
  readonly limiter: PointCounter;
  /** `redis` (REDIS_URL, shared by every instance), `cluster` (the primary process's memory, shared by its workers) or `memory`. */
  readonly store: 'redis' | 'cluster' | 'memory';
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  points: number;
  windowSeconds: number;
  redisUrl: string | undefined;
  /** A Redis command not answered within this counts in memory instead (REDIS_COMMAND_TIMEOUT_MS). */
  redisCommandTimeoutMs?: number;
}

/** After a Redis command fails or times out, the counters stay in memory this long before Redis is asked again. */
const REDIS_PAUSE_MS = 1000;

/** One key prefix for every instance, so they count into the same keys. */
const KEY_PREFIX = 'utility-tools:rate';

/**
 * The rate-limit counters. With REDIS_URL: rate-limiter-flexible's Redis store (ioredis), so every instance behind a
 * load balancer counts into one quota per client. While Redis is unreachable each instance counts in its own memory
 * (the insurance limiter), so the service keeps answering with its limit per instance; one warning line is logged
 * when Redis goes, one info line when it is back. Without REDIS_URL: memory, which the primary process holds for all
 * its workers under WORKERS > 1 (rate-limiter-flexible's cluster limiter), so one machine is still one quota.
 */
export function rateLimitCounters(
  { points, windowSeconds, redisUrl, redisCommandTimeoutMs = 50 }: RateLimitStoreOptions,
  log: Logger,
): RateLimitCounters {
  const options = { points, duration: windowSeconds, keyPrefix: KEY_PREFIX };
  if (redisUrl) return redisCounters(redisUrl, redisCommandTimeoutMs, options, log);
  if (cluster.isWorker) {
    return { limiter: new RateLimiterCluster({ ...options, timeoutMs: 2000 }), store: 'cluster', close: async () => undefined };
  }
  return { limiter: new RateLimiterMemory(options), store: 'memory', close: async () => undefined };
}

/**
 * The memory counters rate-limiter-flexible's Redis limiter falls back to (its documented `insuranceLimiter`) when a
 * command fails or is not answered within REDIS_COMMAND_TIMEOUT_MS (ioredis's `commandTimeout`: a Redis that is
 * paused, swapping or behind a black-holed route keeps its connection open, so nothing else would fail). Each
 * fallback is noticed, so the caller can leave Redis alone for a while and log the stall once.
 */
class NoticedInsurance extends RateLimiterMemory {
  fallbacks = 0;

  constructor(
    options: { points: number; duration: number; keyPrefix: string },
    private readonly noticed: () => void,
  ) {
    super(options);
  }

  /** Called by RateLimiterRedis in place of Redis. */
  override consume(key: string | number, points?: number, options?: object): Promise<RateLimiterRes> {
    this.fallbacks += 1;
    this.noticed();
    return super.consume(key, points, options);
  }

  /** The same counters while Redis is left alone: no fallback to notice. */
  consumeQuietly(key: string | number, points?: number): Promise<RateLimiterRes> {
    return super.consume(key, points);
  }
}

function redisCounters(
  url: string,
  commandTimeoutMs: number,
  options: { points: number; duration: number; keyPrefix: string },
  log: Logger,
): RateLimitCounters {
  // Loaded only when REDIS_URL is set: ioredis costs about 30 ms of start-up.
  const { Redis } = require('ioredis') as typeof import('ioredis');
  const client: RedisClient = new Redis(url, {
    // Fail at once while disconnected (the insurance limiter answers) instead of queueing commands until Redis returns.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    // A command Redis does not answer in time is rejected, and counted in memory (NoticedInsurance).
    commandTimeout: commandTimeoutMs,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let reachable: boolean | undefined;
  const where = redactedAddress(url);
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
  // One warning per stall while the connection stays up (a hung Redis), and one line when a command succeeds again.
  // After a fallback Redis is left alone for REDIS_PAUSE_MS, so only one request a second waits out the timeout.
  let stalled = false;
  let pausedUntil = 0;
  const insurance = new NoticedInsurance(options, () => {
    pausedUntil = Date.now() + REDIS_PAUSE_MS;
    if (reachable !== true || stalled) return;
    stalled = true;
    log.warn({ store: 'redis', redis: where }, 'rate_limit_store_slow: counting in this process, asking Redis again each second');
  });
  const redis = new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true, insuranceLimiter: insurance });
  const answeredByRedis = (): void => {
    if (!stalled) return;
    stalled = false;
    log.info({ store: 'redis', redis: where }, 'rate_limit_store_ready');
  };
  const limiter: PointCounter = {
    consume: async (key, points) => {
      if (Date.now() < pausedUntil) return insurance.consumeQuietly(key, points);
      const before = insurance.fallbacks;
      try {
        const state = await redis.consume(key, points);
        if (insurance.fallbacks === before) answeredByRedis();
        return state;
      } catch (refusal) {
        // A refusal (RateLimiterRes) Redis counted is an answer too.
        if (insurance.fallbacks === before) answeredByRedis();
        throw refusal;
      }
    },
  };
  client.on('ready', () => {
    if (reachable !== true) log.info({ store: 'redis', redis: where }, 'rate_limit_store_ready');
    reachable = true;
    pausedUntil = 0;
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
