import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';

/** Service settings, read once from the environment, validated and frozen. */
export interface Config {
  port: number;
  host: string;
  /** Largest accepted request body in bytes (after Content-Encoding is undone). */
  bodyLimitBytes: number;
  rateLimit: { points: number; windowSeconds: number };
  /**
   * Which proxies sit in front of the service: `false` (none, the socket address is the client), a number of hops,
   * or addresses and CIDR ranges (proxy-addr's names `loopback`, `linklocal`, `uniquelocal` too).
   */
  trustProxy: false | number | string[];
  /** Origin used in problem `type` URLs, e.g. https://tools.example.in; without it they are relative (/problems/<code>). */
  publicBaseUrl: string | undefined;
  /** Origins that browsers may call the API from; `*` for any (no credentials are ever allowed). */
  corsOrigins: '*' | string[];
  accessLog: boolean;
  /** Validate every response body against the spec before sending it (tests turn this on). */
  validateResponses: boolean;
  /** Requests under /api/v1 being worked on or written at once: process-wide (503 server_busy above) and per client address (429). */
  inFlight: { max: number; perClient: number };
  /** Large answers (over 64 KiB) waiting for slow readers: the bytes they may hold at once, one client's share, the slowest reading allowed. */
  answers: { budgetBytes: number; perClientBytes: number; minReadBytesPerSecond: number };
  /** The worker pool for heavy engines: threads, tasks allowed to wait, and each worker's heap cap. */
  workers: { threads: number; queueMax: number; queueMaxPerClient: number; heapMb: number; taskTimeoutMs: number };
  /** Slow clients: the whole header block, and the whole request, must arrive within these (checked every second). */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** On SIGTERM/SIGINT, how long in-flight requests may take before they are cut (and the exit code is 1). */
  shutdownTimeoutSeconds: number;
}

export const defaults: Config = {
  port: 3000,
  host: '0.0.0.0',
  bodyLimitBytes: 1024 * 1024,
  rateLimit: { points: 120, windowSeconds: 60 },
  trustProxy: false,
  publicBaseUrl: undefined,
  corsOrigins: '*',
  accessLog: true,
  validateResponses: false,
  inFlight: { max: 64, perClient: 16 },
  answers: { budgetBytes: 256 * 1024 * 1024, perClientBytes: 64 * 1024 * 1024, minReadBytesPerSecond: 64 * 1024 },
  workers: { threads: availableParallelism(), queueMax: 32, queueMaxPerClient: 8, heapMb: 256, taskTimeoutMs: 10_000 },
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  shutdownTimeoutSeconds: 10,
};

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false; got "${env[name]}".`);
}

function origin(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL such as https://tools.example.in; got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must use http or https; got "${raw}".`);
  return url.origin;
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function trustedProxies(env: Env, name: string): Config['trustProxy'] {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw || raw === 'false' || raw === '0' || raw === 'off') return false;
  if (/^[0-9]+$/.test(raw)) return integer(env, name, 0, 0, 16) || false;
  if (raw === 'true') {
    // Trusting every hop makes the client's own X-Forwarded-For entry the address: anyone could pick their rate-limit key.
    throw new Error(
      `${name}=true would trust addresses the client writes itself; give the number of proxy hops (e.g. 1) or the proxies' addresses.`,
    );
  }
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const known = proxyNames.has(entry) || (isIP(address ?? '') !== 0 && (bits === undefined || /^[0-9]{1,3}$/.test(bits)));
    if (!known)
      throw new Error(
        `${name} must be false, a hop count, or addresses/CIDRs (or loopback, linklocal, uniquelocal); "${entry}" is none of these.`,
      );
  }
  return entries;
}

function origins(env: Env, name: string): Config['corsOrigins'] {
  const raw = env[name]?.trim();
  if (!raw || raw === '*') return '*';
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    const parsed = origin({ [name]: value }, name);
    if (!parsed || parsed !== value.replace(/\/$/, ''))
      throw new Error(`${name} entries must be origins such as https://app.example.in; got "${value}".`);
    return parsed;
  });
}

/** Reads the configuration from environment variables (see README "Configuration"); throws a readable error on a bad value. */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Readonly<Config> {
  const config: Config = {
    port: integer(env, 'PORT', defaults.port, 0, 65535),
    host: env.HOST?.trim() || defaults.host,
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', defaults.bodyLimitBytes, 1, 64 * 1024 * 1024),
    rateLimit: {
      points: integer(env, 'RATE_LIMIT_MAX', defaults.rateLimit.points, 1, Number.MAX_SAFE_INTEGER),
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', defaults.rateLimit.windowSeconds, 1, 86400),
    },
    trustProxy: trustedProxies(env, 'TRUST_PROXY'),
    publicBaseUrl: origin(env, 'PUBLIC_BASE_URL'),
    corsOrigins: origins(env, 'CORS_ORIGINS'),
    accessLog: boolean(env, 'ACCESS_LOG', defaults.accessLog),
    validateResponses: boolean(env, 'VALIDATE_RESPONSES', defaults.validateResponses),
    inFlight: {
      max: integer(env, 'MAX_IN_FLIGHT', defaults.inFlight.max, 1, 100_000),
      perClient: integer(env, 'MAX_IN_FLIGHT_PER_CLIENT', defaults.inFlight.perClient, 1, 100_000),
    },
    answers: {
      budgetBytes: integer(env, 'ANSWER_BUDGET_BYTES', defaults.answers.budgetBytes, 1024 * 1024, 64 * 1024 * 1024 * 1024),
      perClientBytes: integer(env, 'ANSWER_BUDGET_BYTES_PER_CLIENT', defaults.answers.perClientBytes, 1024 * 1024, 64 * 1024 * 1024 * 1024),
      minReadBytesPerSecond: integer(
        env,
        'ANSWER_MIN_READ_BYTES_PER_SECOND',
        defaults.answers.minReadBytesPerSecond,
        1,
        1024 * 1024 * 1024,
      ),
    },
    workers: {
      threads: integer(env, 'WORKER_THREADS', defaults.workers.threads, 1, 256),
      queueMax: integer(env, 'WORKER_QUEUE_MAX', defaults.workers.queueMax, 0, 100_000),
      queueMaxPerClient: integer(env, 'WORKER_QUEUE_MAX_PER_CLIENT', defaults.workers.queueMaxPerClient, 1, 100_000),
      heapMb: integer(env, 'WORKER_HEAP_MB', defaults.workers.heapMb, 32, 16_384),
      taskTimeoutMs: integer(env, 'WORKER_TASK_TIMEOUT_MS', defaults.workers.taskTimeoutMs, 100, 600_000),
    },
    headersTimeoutMs: integer(env, 'HEADERS_TIMEOUT_MS', defaults.headersTimeoutMs, 1000, 600_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', defaults.requestTimeoutMs, 1000, 3_600_000),
    shutdownTimeoutSeconds: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', defaults.shutdownTimeoutSeconds, 0, 3600),
    ...overrides,
  };
  return Object.freeze({
    ...config,
    rateLimit: Object.freeze({ ...config.rateLimit }),
    inFlight: Object.freeze({ ...config.inFlight }),
    answers: Object.freeze({ ...config.answers }),
    workers: Object.freeze({ ...config.workers }),
  });
}
