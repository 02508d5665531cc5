import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import { parseBasePath } from './common/base-path';
import { parseToolSelection } from './common/served-spec';

/** One setting: its default, the README's default and meaning, and how a value that is set is read. */
interface Setting<T> {
  fallback: T;
  /** The README's default column, when it is not the fallback as written. */
  shown?: string;
  meaning: string;
  /** Reads a value that is set (not blank); throws a message that names the variable. */
  parse: (raw: string, name: string) => T;
}

function parseInteger(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}

function parseBoolean(raw: string, name: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new Error(`${name} must be true or false; got "${raw}".`);
}

function parseOrigin(rawValue: string, name: string): string {
  const raw = rawValue.trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL such as https://tools.example.in; got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must use http or https; got "${raw}".`);
  return url.origin;
}

function parseRedisUrl(rawValue: string, name: string): string {
  const raw = rawValue.trim();
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    throw new Error(
      `${name} must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379; got "${url ? url.protocol : 'not a URL'}".`,
    );
  }
  return raw;
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `false` (no proxy: the socket address is the client), a number of hops, or addresses and CIDR ranges. */
type TrustedProxies = false | number | string[];

function parseTrustedProxies(rawValue: string, name: string): TrustedProxies {
  const raw = rawValue.trim().toLowerCase();
  if (raw === 'false' || raw === '0' || raw === 'off') return false;
  if (/^[0-9]+$/.test(raw)) return parseInteger(raw, name, 0, 16) || false;
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

function parseOrigins(rawValue: string, name: string): '*' | string[] {
  const raw = rawValue.trim();
  if (raw === '*') return '*';
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    const parsed = parseOrigin(value, name);
    if (parsed !== value.replace(/\/$/, ''))
      throw new Error(`${name} entries must be origins such as https://app.example.in; got "${value}".`);
    return parsed;
  });
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function parseLogLevel(rawValue: string, name: string): string {
  const raw = rawValue.trim().toLowerCase();
  if (!logLevels.includes(raw)) throw new Error(`${name} must be one of ${logLevels.join(', ')}; got "${rawValue}".`);
  return raw;
}

const integer = (fallback: number, min: number, max: number, meaning: string, shown?: string): Setting<number> => ({
  fallback,
  meaning,
  parse: (raw, name) => parseInteger(raw, name, min, max),
  ...(shown === undefined ? {} : { shown }),
});
const boolean = (fallback: boolean, meaning: string): Setting<boolean> => ({ fallback, meaning, parse: parseBoolean });

/**
 * Every environment variable the service reads, in the README's order: its default, its meaning and its parser. A
 * meaning is one line: the README's Configuration table is written from these by scripts/readme-tables.ts and held
 * to them by tests/contract/readme.test.ts; a longer story goes in docs/operations.md ("Configuration in detail"). A
 * variable that is unset or blank takes its default.
 */
export const settings = {
  PORT: integer(3000, 0, 65535, 'listening port'),
  HOST: { fallback: '0.0.0.0', meaning: 'listening address', parse: (raw: string) => raw.trim() } satisfies Setting<string>,
  BODY_LIMIT_BYTES: integer(1024 * 1024, 1, 64 * 1024 * 1024, 'largest accepted request body (413 above)'),
  RATE_LIMIT_MAX: integer(120, 1, Number.MAX_SAFE_INTEGER, 'requests per client IP per window'),
  RATE_LIMIT_WINDOW_SECONDS: integer(60, 1, 86400, 'rate-limit window'),
  REDIS_URL: {
    fallback: undefined,
    shown: 'none (memory)',
    meaning:
      'Redis for the rate-limit counters (`redis://[:password@]host:6379[/db]`, `rediss://` for TLS), one quota per client across instances',
    parse: parseRedisUrl,
  } satisfies Setting<string | undefined>,
  REDIS_COMMAND_TIMEOUT_MS: integer(50, 5, 60_000, 'a rate-limit command Redis has not answered within this is counted in memory instead'),
  TRUST_PROXY: {
    fallback: false,
    meaning: 'the proxies in front: a hop count (`1`) or addresses/CIDRs (`10.0.0.0/8,loopback`); `true` is refused',
    parse: parseTrustedProxies,
  } satisfies Setting<TrustedProxies>,
  CLIENT_IPV6_PREFIX: integer(64, 1, 128, 'the leading bits of an IPv6 address that make one client'),
  MAX_CONNECTIONS_PER_CLIENT: integer(
    128,
    1,
    100_000,
    'open connections one client address may hold (at most an eighth of `MAX_CONNECTIONS`)',
  ),
  MAX_CONNECTIONS: {
    fallback: undefined,
    shown: 'from the open-file limit',
    meaning: 'open connections each process holds at most',
    parse: (raw: string, name: string) => parseInteger(raw, name, 1, 10_000_000),
  } satisfies Setting<number | undefined>,
  PUBLIC_BASE_URL: {
    fallback: undefined,
    shown: 'none (relative)',
    meaning: 'origin for problem `type` URLs, e.g. `https://tools.example.in`; without it they are `/problems/<code>`',
    parse: parseOrigin,
  } satisfies Setting<string | undefined>,
  BASE_PATH: {
    fallback: '',
    shown: 'none (at the root)',
    meaning:
      'path prefix the service is reached under behind a reverse proxy, e.g. `/utility-tools`: links, pages, the `servers` of the spec, problem `type`s and redirects carry it; requests are taken with it (a proxy that keeps it) or without it (one that strips it)',
    parse: parseBasePath,
  } satisfies Setting<string>,
  TOOLS: {
    fallback: undefined,
    shown: 'all',
    meaning:
      'serve only these tools: names and tags (`business-india`, `developer`, `data`, `content-design`), comma-separated; the spec, docs, pages, MCP list and tool list show only them, batch and pipeline call only them',
    parse: parseToolSelection,
  } satisfies Setting<readonly string[] | undefined>,
  CORS_ORIGINS: {
    fallback: '*',
    meaning: 'origins browsers may call the API from (comma-separated); never with credentials',
    parse: parseOrigins,
  } satisfies Setting<'*' | string[]>,
  ACCESS_LOG: boolean(true, 'one JSON log line per request (method, path, tool, status, problem code, duration)'),
  ACCESS_LOG_SUCCESS_EVERY: integer(10, 1, 1_000_000, 'log one in this many successful answers (every problem and slow answer is logged)'),
  LOG_LEVEL: {
    fallback: 'info',
    meaning: 'the least severe log lines written: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
    parse: parseLogLevel,
  } satisfies Setting<string>,
  LOG_BUFFER_BYTES: integer(
    16 * 1024 * 1024,
    64 * 1024,
    1024 * 1024 * 1024,
    'log lines held in memory for a stalled stdout; later lines are dropped and counted',
    '`16777216` (16 MiB)',
  ),
  METRICS: boolean(true, 'serve Prometheus metrics at `/metrics` (never bodies, addresses or request ids)'),
  METRICS_PORT: {
    fallback: undefined,
    shown: 'none (on `PORT`)',
    meaning: 'serve `/metrics` only on this port (the API port then answers it 404); keep it off the ingress',
    parse: (raw: string, name: string) => parseInteger(raw, name, 0, 65535),
  } satisfies Setting<number | undefined>,
  VALIDATE_RESPONSES: boolean(false, 'check every tool answer against its documented schema (500 when it does not match)'),
  MAX_IN_FLIGHT: integer(64, 1, 100_000, 'API requests worked on or being written at once, process-wide (503 `server_busy` above)'),
  MAX_IN_FLIGHT_PER_CLIENT: integer(16, 1, 100_000, 'the same for one client address (429 `rate_limited` above)'),
  BODY_READS_PER_CLIENT: integer(8, 1, 100_000, 'request bodies one client address may have arriving at once (429 `rate_limited` above)'),
  BODY_MIN_BYTES_PER_SECOND: integer(
    16_384,
    1,
    1024 * 1024 * 1024,
    'a request body must arrive within 5 s plus its size at this rate, or a 408 problem',
  ),
  BODY_BUDGET_BYTES: integer(
    64 * 1024 * 1024,
    1024,
    64 * 1024 * 1024 * 1024,
    'bytes of request bodies arriving at once, process-wide (503 `server_busy` above)',
    '`67108864` (64 MiB)',
  ),
  ANSWER_BUDGET_BYTES: integer(
    192 * 1024 * 1024,
    1024 * 1024,
    64 * 1024 * 1024 * 1024,
    'bytes of large answers waiting for their readers, process-wide (503 `server_busy` above)',
    '`201326592` (192 MiB)',
  ),
  ANSWER_BUDGET_BYTES_PER_CLIENT: integer(
    64 * 1024 * 1024,
    1024 * 1024,
    64 * 1024 * 1024 * 1024,
    'the share of it one client address may hold (429 `rate_limited` above)',
    '`67108864` (64 MiB)',
  ),
  ANSWER_MIN_READ_BYTES_PER_SECOND: integer(
    64 * 1024,
    1,
    1024 * 1024 * 1024,
    'a large answer must be read within 10 s plus its size at this rate, or its connection is closed',
  ),
  WORKERS: integer(
    availableParallelism(),
    1,
    256,
    'processes that serve the port (node:cluster); `1` runs one process, no cluster',
    'cores',
  ),
  WORKER_THREADS: {
    fallback: undefined,
    shown: '(cores + 1) / `WORKERS`',
    meaning: "threads in each process's engine pool for the heavy tools",
    parse: (raw: string, name: string) => parseInteger(raw, name, 1, 256),
  } satisfies Setting<number | undefined>,
  WORKER_QUEUE_MAX: integer(32, 0, 100_000, 'pool tasks allowed to wait for a thread (503 `server_busy` above)'),
  WORKER_QUEUE_MAX_PER_CLIENT: integer(8, 1, 100_000, 'pool tasks one client address may have waiting (429 `rate_limited` above)'),
  WORKER_HEAP_MB: integer(256, 32, 16_384, "each pool thread's heap cap (a task that outgrows it kills only its thread)"),
  WORKER_TASK_TIMEOUT_MS: integer(10_000, 100, 600_000, 'a pool task still running after this is stopped (503 `server_busy`)'),
  HEADERS_TIMEOUT_MS: integer(10_000, 1000, 600_000, 'the whole header block must arrive within this, or a 408 problem'),
  REQUEST_TIMEOUT_MS: integer(30_000, 1000, 3_600_000, 'the whole request must arrive within this, or a 408 problem'),
  SHUTDOWN_TIMEOUT_SECONDS: integer(10, 0, 3600, 'how long a drain may take; requests still running then are cut (exit code 1)'),
};

export type SettingName = keyof typeof settings;
/** What each setting reads as: its parser's result, or its default. */
type Values = { [Name in SettingName]: ReturnType<(typeof settings)[Name]['parse']> | (typeof settings)[Name]['fallback'] };

/** The README's default column of a setting. */
export function shownDefault(name: SettingName): string {
  const setting: Setting<unknown> = settings[name];
  return setting.shown ?? `\`${String(setting.fallback)}\``;
}

/** Engine threads per process when WORKER_THREADS is unset: processes × threads stay within cores + 1. */
export function defaultThreads(processes: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor((cores + 1) / processes)));
}

/**
 * Where each setting lands in the service's configuration object: the one place the object's shape is written. The
 * `Config` type, the parser, the README's Configuration table and `.env.example` all follow from `settings` and this.
 */
const shape = {
  port: 'PORT',
  host: 'HOST',
  bodyLimitBytes: 'BODY_LIMIT_BYTES',
  rateLimit: { points: 'RATE_LIMIT_MAX', windowSeconds: 'RATE_LIMIT_WINDOW_SECONDS' },
  redisUrl: 'REDIS_URL',
  redisCommandTimeoutMs: 'REDIS_COMMAND_TIMEOUT_MS',
  processes: 'WORKERS',
  trustProxy: 'TRUST_PROXY',
  clientIpv6Prefix: 'CLIENT_IPV6_PREFIX',
  maxConnectionsPerClient: 'MAX_CONNECTIONS_PER_CLIENT',
  maxConnections: 'MAX_CONNECTIONS',
  bodies: { readsPerClient: 'BODY_READS_PER_CLIENT', minBytesPerSecond: 'BODY_MIN_BYTES_PER_SECOND', budgetBytes: 'BODY_BUDGET_BYTES' },
  publicBaseUrl: 'PUBLIC_BASE_URL',
  basePath: 'BASE_PATH',
  tools: 'TOOLS',
  corsOrigins: 'CORS_ORIGINS',
  accessLog: 'ACCESS_LOG',
  accessLogSuccessEvery: 'ACCESS_LOG_SUCCESS_EVERY',
  logLevel: 'LOG_LEVEL',
  logBufferBytes: 'LOG_BUFFER_BYTES',
  metrics: 'METRICS',
  metricsPort: 'METRICS_PORT',
  validateResponses: 'VALIDATE_RESPONSES',
  inFlight: { max: 'MAX_IN_FLIGHT', perClient: 'MAX_IN_FLIGHT_PER_CLIENT' },
  answers: {
    budgetBytes: 'ANSWER_BUDGET_BYTES',
    perClientBytes: 'ANSWER_BUDGET_BYTES_PER_CLIENT',
    minReadBytesPerSecond: 'ANSWER_MIN_READ_BYTES_PER_SECOND',
  },
  workers: {
    threads: 'WORKER_THREADS',
    queueMax: 'WORKER_QUEUE_MAX',
    queueMaxPerClient: 'WORKER_QUEUE_MAX_PER_CLIENT',
    heapMb: 'WORKER_HEAP_MB',
    taskTimeoutMs: 'WORKER_TASK_TIMEOUT_MS',
  },
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  shutdownTimeoutSeconds: 'SHUTDOWN_TIMEOUT_SECONDS',
} as const;

type Shape = { readonly [key: string]: SettingName | Shape };
type ConfigOf<S> = { -readonly [Key in keyof S]: S[Key] extends SettingName ? Values[S[Key]] : ConfigOf<S[Key]> };
/** WORKER_THREADS, when unset, is derived from WORKERS (defaultThreads): the one setting whose default is not fixed. */
type Derived = { workers: { threads: number } };

/** Service settings, read once from the environment (see `settings` for each one's meaning), validated and frozen. */
export type Config = Omit<ConfigOf<typeof shape>, 'workers'> & {
  workers: Omit<ConfigOf<typeof shape>['workers'], 'threads'> & Derived['workers'];
};

// Every setting has exactly one place in the shape (a compile error otherwise), so none is read and then dropped.
type Leaves<S> = { [Key in keyof S]: S[Key] extends SettingName ? S[Key] : Leaves<S[Key]> }[keyof S];
const everySettingPlaced: SettingName extends Leaves<typeof shape> ? true : never = true;
void everySettingPlaced;

function valuesOf(at: Shape, read: Record<SettingName, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(at).map(([key, place]) => [
      key,
      typeof place === 'string' ? read[place as SettingName] : Object.freeze(valuesOf(place, read)),
    ]),
  );
}

/** Reads the configuration from environment variables (see `settings`); throws a readable error on a bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Readonly<Config> {
  const read = {} as Record<SettingName, unknown>;
  for (const [name, setting] of Object.entries(settings) as [SettingName, Setting<unknown>][]) {
    const raw = env[name];
    read[name] = raw === undefined || raw.trim() === '' ? setting.fallback : setting.parse(raw, name);
  }
  read.WORKER_THREADS ??= defaultThreads(read.WORKERS as number);
  if ((read.BODY_BUDGET_BYTES as number) < (read.BODY_LIMIT_BYTES as number)) {
    throw new Error(
      `BODY_BUDGET_BYTES (${String(read.BODY_BUDGET_BYTES)}) must be at least BODY_LIMIT_BYTES (${String(read.BODY_LIMIT_BYTES)}), or no body of the largest accepted size could ever be read.`,
    );
  }
  const port = read.PORT as number;
  if (read.METRICS_PORT === port && port !== 0) {
    throw new Error(`METRICS_PORT (${String(port)}) must differ from PORT: it exists to keep /metrics off the API's port.`);
  }
  const merged = { ...(valuesOf(shape, read) as Config), ...overrides };
  // Frozen to the nested groups, copied first so an override's own object is left alone (arrays stay as given).
  const groups = Object.entries(merged).map(([key, value]) => [
    key,
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.freeze({ ...value }) : value,
  ]);
  return Object.freeze(Object.fromEntries(groups) as Config);
}

/** Where problem `type` URLs start: PUBLIC_BASE_URL (or nothing: a relative reference), then BASE_PATH. */
export function problemTypeBase(config: Pick<Config, 'publicBaseUrl' | 'basePath'>): string {
  return `${config.publicBaseUrl ?? ''}${config.basePath}`;
}
