import type { Config } from './config';
import type { Logger } from './http/log';
import { createMetrics, type Metrics } from './http/protocols/metrics';
import { rateLimitCounters, type RateLimitCounters } from './http/limits/rate-limit-store';
import type { EnginePool } from './pool/engine-pool';

// What only the HTTP service counts with, built from the settings in one place for serve.ts and createApp.

/** The rate-limit counters from the settings: Redis (REDIS_URL), the cluster primary (WORKERS > 1) or memory. */
export function createRateLimitCounters(config: Readonly<Config>, log: Logger): RateLimitCounters {
  return rateLimitCounters({ ...config.rateLimit, redisUrl: config.redisUrl, redisCommandTimeoutMs: config.redisCommandTimeoutMs }, log);
}

/** The service's Prometheus metrics (with the pool's gauges), or undefined when METRICS is off. */
export function createServiceMetrics(config: Readonly<Config>, pool: EnginePool | undefined): Metrics | undefined {
  return config.metrics ? createMetrics(pool) : undefined;
}
