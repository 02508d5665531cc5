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
 * Redis's counters with the insurance limiter in memory in front of a hung or lost Redis: a command that fails, or
 * is not answered within `commandTimeoutMs` (a Redis that is paused, swapping or behind a black-holed route keeps its
 * connection open, so ioredis sees no error), is counted in memory, and for REDIS_PAUSE_MS after that every command
 * is, so only one request a second pays the timeout while Redis hangs. ioredis reconnects in the background.
 */
class RedisWithInsurance implements PointCounter {
  private pausedUntil = 0;

  constructor(
    private readonly redis: RateLimiterRedis,
    private readonly insurance: RateLimiterMemory,
    private readonly events: { failed: (reason: string) => void; answered: () => void },
  ) {}

  /** Redis is (back) up: ask it from the next command on. */
  resume(): void {
    this.pausedUntil = 0;
  }

  async consume(key: string | number, points?: number): Promise<RateLimiterRes> {
    if (Date.now() < this.pausedUntil) return this.insurance.consume(key, points);
    try {
      const state = await this.redis.consume(key, points);
      this.events.answered();
      return state;
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        this.events.answered();
        throw error;
      }
      this.pausedUntil = Date.now() + REDIS_PAUSE_MS;
      this.events.failed(error instanceof Error ? error.message : String(error));
      return this.insurance.consume(key, points);
    }
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
    // A command Redis does not answer in time is rejected, and counted in memory (RedisWithInsurance).
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
  let stalled = false;
  const limiter = new RedisWithInsurance(
    new RateLimiterRedis({ ...options, storeClient: client, rejectIfRedisNotReady: true }),
    new RateLimiterMemory(options),
    {
      failed: (reason) => {
        if (reachable !== true || stalled) return;
        stalled = true;
        log.warn(
          { store: 'redis', redis: where, reason: reason.slice(0, 80) },
          'rate_limit_store_slow: counting in this process, asking Redis again each second',
        );
      },
      answered: () => {
        if (!stalled) return;
        stalled = false;
        log.info({ store: 'redis', redis: where }, 'rate_limit_store_ready');
      },
    },
  );
  client.on('ready', () => {
    if (reachable !== true) log.info({ store: 'redis', redis: where }, 'rate_limit_store_ready');
    reachable = true;
    limiter.resume();
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
