import { availableParallelism } from 'node:os';
import { isIP } from 'node:net';
import Ajv, { type ErrorObject, type SchemaValidateFunction } from 'ajv';
import { parseBasePath } from './common/base-path';
import { parseToolSelection } from './common/served-spec';
import type { TrustedProxies } from './http/steps/client-address';

function parseInteger(raw: string, name: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}

function parseOrigin(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL such as https://tools.example.in; got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must use http or https; got "${raw}".`);
  return url.origin;
}

function parseRedisUrl(raw: string, name: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || !url.hostname) {
    // Only the scheme is quoted: the rest may hold the password.
    throw new Error(
      `${name} must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379; got "${url ? url.protocol : 'not a URL'}".`,
    );
  }
  return raw;
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustedProxies(rawValue: string, name: string): TrustedProxies {
  const raw = rawValue.toLowerCase();
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

function parseOrigins(raw: string, name: string): '*' | string[] {
  if (raw === '*') return '*';
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    const parsed = parseOrigin(value, name);
    if (parsed !== value.replace(/\/$/, ''))
      throw new Error(`${name} entries must be origins such as https://app.example.in; got "${value}".`);
    return parsed;
  });
}

/**
 * The readers of values a JSON Schema type cannot say (a list of origins, a Redis URL, the proxies in front), named by
 * a setting's `parse` keyword. Each gets the trimmed text and the variable's name, and throws a message naming it.
 */
const parsers = {
  origin: parseOrigin,
  origins: parseOrigins,
  redisUrl: parseRedisUrl,
  trustedProxies: parseTrustedProxies,
  basePath: parseBasePath,
  toolSelection: parseToolSelection,
};

/** Engine threads per process when WORKER_THREADS is unset: processes × threads stay within cores + 1. */
export function defaultThreads(processes: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(cores, Math.floor((cores + 1) / processes)));
}

/** Defaults that follow from other settings, named by a setting's `defaultBy` keyword. */
const derivedDefaults = {
  threadsPerProcess: (read: { WORKERS: number }) => defaultThreads(read.WORKERS),
};

/** One environment variable as the schema writes it; the keywords past `description` are this schema's own. */
interface Setting {
  type: 'integer' | 'boolean' | 'string';
  /** As written in the environment (the README's and `.env.example`'s default); unset means no value. */
  default?: number | boolean | string;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  /** The README's meaning, one line; a longer story goes in docs/operations.md ("Configuration in detail"). */
  description: string;
  /** Where the value lands in `Config`: a field, or `group.field`. */
  field: string;
  /** The README's default column, when it is not the default as written. */
  shown?: string;
  parse?: keyof typeof parsers;
  defaultBy?: keyof typeof derivedDefaults;
}

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
/** An integer setting: where it lands, its default and bounds (and README default), its meaning. */
const integer = <const Field extends string, const Bounds extends Pick<Setting, 'default' | 'defaultBy' | 'minimum' | 'maximum' | 'shown'>>(
  field: Field,
  bounds: Bounds,
  description: string,
) => ({ type: 'integer', ...bounds, description, field }) as const;

/**
 * Every environment variable the service reads, in the README's order, as one JSON Schema compiled once by Ajv (unset
 * or blank takes the default). `Config`, the README's Configuration table (scripts/readme-tables.ts) and
 * `.env.example` (scripts/env-example.ts) are derived from it; tests/contract/config.test.ts and readme.test.ts hold
 * them to it.
 */
const configSchema = {
  type: 'object',
  properties: {
    PORT: integer('port', { default: 3000, minimum: 0, maximum: 65535 }, 'listening port'),
    HOST: {
      type: 'string',
      default: '127.0.0.1',
      description: 'listening address: this machine only; `0.0.0.0` (the image sets it) to listen on every interface',
      field: 'host',
    },
    BODY_LIMIT_BYTES: integer(
      'bodyLimitBytes',
      { default: MiB, minimum: 1, maximum: 64 * MiB },
      'largest accepted request body (413 above)',
    ),
    RATE_LIMIT_MAX: integer(
      'rateLimit.points',
      { default: 120, minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      'requests per client IP per window',
    ),
    RATE_LIMIT_WINDOW_SECONDS: integer('rateLimit.windowSeconds', { default: 60, minimum: 1, maximum: 86400 }, 'rate-limit window'),
    REDIS_URL: {
      type: 'string',
      parse: 'redisUrl',
      shown: 'none (memory)',
      description:
        'Redis for the rate-limit counters (`redis://[:password@]host:6379[/db]`, `rediss://` for TLS), one quota per client across instances',
      field: 'redisUrl',
    },
    REDIS_COMMAND_TIMEOUT_MS: integer(
      'redisCommandTimeoutMs',
      { default: 50, minimum: 5, maximum: 60_000 },
      'a rate-limit command Redis has not answered within this is counted in memory instead',
    ),
    TRUST_PROXY: {
      type: 'string',
      default: 'false',
      parse: 'trustedProxies',
      description: 'the proxies in front: a hop count (`1`) or addresses/CIDRs (`10.0.0.0/8,loopback`); `true` is refused',
      field: 'trustProxy',
    },
    CLIENT_IPV6_PREFIX: integer(
      'clientIpv6Prefix',
      { default: 64, minimum: 1, maximum: 128 },
      'the leading bits of an IPv6 address that make one client',
    ),
    MAX_CONNECTIONS_PER_CLIENT: integer(
      'maxConnectionsPerClient',
      { default: 128, minimum: 1, maximum: 100_000 },
      'open connections one client address may hold (at most an eighth of `MAX_CONNECTIONS`)',
    ),
    MAX_CONNECTIONS: integer(
      'maxConnections',
      { minimum: 1, maximum: 10_000_000, shown: 'from the open-file limit' },
      'open connections each process holds at most',
    ),
    PUBLIC_BASE_URL: {
      type: 'string',
      parse: 'origin',
      shown: 'none (relative)',
      description: 'origin for problem `type` URLs, e.g. `https://tools.example.in`; without it they are `/problems/<code>`',
      field: 'publicBaseUrl',
    },
    BASE_PATH: {
      type: 'string',
      default: '',
      parse: 'basePath',
      shown: 'none (at the root)',
      description:
        'path prefix the service is reached under behind a reverse proxy, e.g. `/utility-tools`: links, pages, the `servers` of the spec, problem `type`s and redirects carry it; requests are taken with it (a proxy that keeps it) or without it (one that strips it)',
      field: 'basePath',
    },
    TOOLS: {
      type: 'string',
      parse: 'toolSelection',
      shown: 'all',
      description:
        'serve only these tools: names and tags (`business-india`, `developer`, `data`, `content-design`), comma-separated; the spec, docs, pages, MCP list and tool list show only them, batch and pipeline call only them',
      field: 'tools',
    },
    CORS_ORIGINS: {
      type: 'string',
      default: '*',
      parse: 'origins',
      description: 'origins browsers may call the API from (comma-separated); never with credentials',
      field: 'corsOrigins',
    },
    ACCESS_LOG: {
      type: 'boolean',
      default: true,
      description: 'one JSON log line per request (method, path, tool, status, problem code, duration)',
      field: 'accessLog',
    },
    ACCESS_LOG_SUCCESS_EVERY: integer(
      'accessLogSuccessEvery',
      { default: 10, minimum: 1, maximum: 1_000_000 },
      'log one in this many successful answers (every problem and slow answer is logged)',
    ),
    LOG_LEVEL: {
      type: 'string',
      default: 'info',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      description: 'the least severe log lines written: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`',
      field: 'logLevel',
    },
    LOG_BUFFER_BYTES: integer(
      'logBufferBytes',
      { default: 16 * MiB, minimum: 64 * 1024, maximum: GiB, shown: '`16777216` (16 MiB)' },
      'log lines held in memory for a stalled stdout; later lines are dropped and counted',
    ),
    METRICS: {
      type: 'boolean',
      default: true,
      description: 'serve Prometheus metrics at `/metrics` (never bodies, addresses or request ids)',
      field: 'metrics',
    },
    METRICS_PORT: integer(
      'metricsPort',
      { minimum: 0, maximum: 65535, shown: 'none (on `PORT`)' },
      'serve `/metrics` only on this port (the API port then answers it 404); keep it off the ingress. Unset, `/metrics` is on `PORT` beside the API: set it wherever that port is public',
    ),
    VALIDATE_RESPONSES: {
      type: 'boolean',
      default: false,
      description: 'check every tool answer against its documented schema (500 when it does not match)',
      field: 'validateResponses',
    },
    MAX_IN_FLIGHT: integer(
      'inFlight.max',
      { default: 64, minimum: 1, maximum: 100_000 },
      'API requests worked on or being written at once, process-wide (503 `server_busy` above)',
    ),
    MAX_IN_FLIGHT_PER_CLIENT: integer(
      'inFlight.perClient',
      { default: 16, minimum: 1, maximum: 100_000 },
      'the same for one client address (429 `rate_limited` above)',
    ),
    BODY_READS_PER_CLIENT: integer(
      'bodies.readsPerClient',
      { default: 8, minimum: 1, maximum: 100_000 },
      'request bodies one client address may have arriving at once (429 `rate_limited` above)',
    ),
    BODY_MIN_BYTES_PER_SECOND: integer(
      'bodies.minBytesPerSecond',
      { default: 16_384, minimum: 1, maximum: GiB },
      'a request body must arrive within 5 s plus its size at this rate, or a 408 problem',
    ),
    BODY_BUDGET_BYTES: integer(
      'bodies.budgetBytes',
      { default: 64 * MiB, minimum: 1024, maximum: 64 * GiB, shown: '`67108864` (64 MiB)' },
      'bytes of request bodies arriving at once, process-wide (503 `server_busy` above)',
    ),
    ANSWER_BUDGET_BYTES: integer(
      'answers.budgetBytes',
      { default: 192 * MiB, minimum: MiB, maximum: 64 * GiB, shown: '`201326592` (192 MiB)' },
      'bytes of large answers waiting for their readers, process-wide (503 `server_busy` above)',
    ),
    ANSWER_BUDGET_BYTES_PER_CLIENT: integer(
      'answers.perClientBytes',
      { default: 64 * MiB, minimum: MiB, maximum: 64 * GiB, shown: '`67108864` (64 MiB)' },
      'the share of it one client address may hold (429 `rate_limited` above)',
    ),
    ANSWER_MIN_READ_BYTES_PER_SECOND: integer(
      'answers.minReadBytesPerSecond',
      { default: 64 * 1024, minimum: 1, maximum: GiB },
      'a large answer must be read within 10 s plus its size at this rate, or its connection is closed',
    ),
    // WORKERS counts processes, WORKER_* configure the engine pool's threads in each: the names of Config say so.
    WORKERS: integer(
      'processes',
      { default: availableParallelism(), minimum: 1, maximum: 256, shown: 'cores' },
      'processes that serve the port (node:cluster); `1` runs one process, no cluster',
    ),
    WORKER_THREADS: integer(
      'pool.threads',
      { defaultBy: 'threadsPerProcess', minimum: 1, maximum: 256, shown: '(cores + 1) / `WORKERS`' },
      "threads in each process's engine pool for the heavy tools",
    ),
    WORKER_QUEUE_MAX: integer(
      'pool.queueMax',
      { default: 32, minimum: 0, maximum: 100_000 },
      'pool tasks allowed to wait for a thread (503 `server_busy` above)',
    ),
    WORKER_QUEUE_MAX_PER_CLIENT: integer(
      'pool.queueMaxPerClient',
      { default: 8, minimum: 1, maximum: 100_000 },
      'pool tasks one client address may have waiting (429 `rate_limited` above)',
    ),
    WORKER_HEAP_MB: integer(
      'pool.heapMb',
      { default: 256, minimum: 32, maximum: 16_384 },
      "each pool thread's heap cap (a task that outgrows it kills only its thread)",
    ),
    WORKER_TASK_TIMEOUT_MS: integer(
      'pool.taskTimeoutMs',
      { default: 10_000, minimum: 100, maximum: 600_000 },
      'a pool task still running after this is stopped (503 `server_busy`)',
    ),
    HEADERS_TIMEOUT_MS: integer(
      'headersTimeoutMs',
      { default: 10_000, minimum: 1000, maximum: 600_000 },
      'the whole header block must arrive within this, or a 408 problem',
    ),
    REQUEST_TIMEOUT_MS: integer(
      'requestTimeoutMs',
      { default: 30_000, minimum: 1000, maximum: 3_600_000 },
      'the whole request must arrive within this, or a 408 problem',
    ),
    SHUTDOWN_TIMEOUT_SECONDS: integer(
      'shutdownTimeoutSeconds',
      { default: 10, minimum: 0, maximum: 3600 },
      'how long a drain may take; requests still running then are cut (exit code 1)',
    ),
  },
} as const satisfies { type: 'object'; properties: Record<string, Setting> };

/** The environment variables the service reads: the schema's properties. */
export const settings = configSchema.properties;
export type SettingName = keyof typeof settings;
const names = Object.keys(settings) as SettingName[];

/** The README's default column of a setting. */
export function shownDefault(name: SettingName): string {
  const setting: Setting = settings[name];
  return setting.shown ?? `\`${String(setting.default)}\``;
}

/** What a setting reads as: its parser's result, its enum's words, or its JSON type; undefined when it has no default. */
type Parsed<S> = S extends { parse: infer Parser extends keyof typeof parsers }
  ? ReturnType<(typeof parsers)[Parser]>
  : S extends { enum: readonly (infer Word)[] }
    ? Word
    : S extends { type: 'integer' }
      ? number
      : S extends { type: 'boolean' }
        ? boolean
        : string;
type Value<S> = S extends { default: unknown } | { defaultBy: string } ? Parsed<S> : Parsed<S> | undefined;

type Leaf = { [Name in SettingName]: { field: (typeof settings)[Name]['field']; value: Value<(typeof settings)[Name]> } }[SettingName];
type Head<Field extends string> = Field extends `${infer Group}.${string}` ? Group : Field;
type Below<L, Group extends string> = L extends { field: `${Group}.${infer Rest}`; value: infer V } ? { field: Rest; value: V } : never;
type Tree<L extends { field: string; value: unknown }> = {
  -readonly [Key in Head<L['field']>]: [Extract<L, { field: Key }>] extends [never]
    ? Tree<Below<L, Key>>
    : Extract<L, { field: Key }>['value'];
};

/** Service settings, read once from the environment (see `configSchema`), validated and frozen. */
export type Config = Tree<Leaf>;

const BOOLEAN_WORDS: Record<string, boolean> = { 1: true, true: true, yes: true, on: true, 0: false, false: false, no: false, off: false };

const parseKeyword: SchemaValidateFunction = function (parser: keyof typeof parsers, text: string, _schema, data) {
  if (!data) return true;
  const name = String(data.parentDataProperty);
  try {
    data.parentData[data.parentDataProperty] = parsers[parser](text, name);
    return true;
  } catch (error) {
    parseKeyword.errors = [{ keyword: 'parse', message: (error as Error).message }];
    return false;
  }
};

// Compiled at the first load, not at import: the scripts and tests that read only `settings` skip it. The schema is
// not checked against the draft-07 meta-schema here (compiling that cost about 50 ms of every start); the `Setting`
// type and a test (tests/contract/config.test.ts) check it instead, and strict mode still refuses an unknown keyword.
let compiled: ReturnType<Ajv['compile']> | undefined;
function validator(): ReturnType<Ajv['compile']> {
  if (compiled) return compiled;
  const ajv = new Ajv({ coerceTypes: true, useDefaults: true, allErrors: true, validateSchema: false });
  ajv.addVocabulary(['field', 'shown', 'defaultBy']);
  ajv.addKeyword({ keyword: 'parse', type: 'string', schemaType: 'string', modifying: true, errors: true, validate: parseKeyword });
  compiled = ajv.compile(configSchema);
  return compiled;
}

/** The start-up message for one refused variable: its name, what it allows, and what it got. */
function refusal(error: ErrorObject, env: Record<string, string | undefined>): string {
  if (error.keyword === 'parse') return error.message ?? '';
  const name = error.instancePath.slice(1) as SettingName;
  const setting: Setting = settings[name];
  const allowed =
    setting.enum !== undefined
      ? `one of ${setting.enum.join(', ')}`
      : setting.type === 'integer'
        ? `an integer from ${String(setting.minimum)} to ${String(setting.maximum)}`
        : setting.type === 'boolean'
          ? 'true or false'
          : (error.message ?? '');
  return `${name} must be ${allowed}; got "${env[name] ?? ''}".`;
}

/** The values placed at their `field`s: every setting has one place, and no two share it. */
function place(values: Record<SettingName, unknown>): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const name of names) {
    const path = settings[name].field.split('.');
    const key = path.pop() as string;
    let group = config;
    for (const part of path) group = (group[part] ??= {}) as Record<string, unknown>;
    if (key in group) throw new Error(`config: ${name} lands on ${settings[name].field}, which another setting holds.`);
    group[key] = values[name];
  }
  return config;
}

/** Reads the configuration from environment variables (see `configSchema`); throws a readable error on a bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Readonly<Config> {
  const read: Record<string, unknown> = {};
  // Trimmed; booleans (1/true/yes/on, 0/false/no/off) and enum words are read in any case, then Ajv coerces the rest.
  for (const name of names) {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') continue;
    const setting: Setting = settings[name];
    const lowered = raw.toLowerCase();
    read[name] = setting.type === 'boolean' ? (BOOLEAN_WORDS[lowered] ?? raw) : setting.enum ? lowered : raw;
  }
  const validate = validator();
  // Every refused variable is named at once (allErrors), one message each.
  if (!validate(read)) {
    const messages = new Map((validate.errors ?? []).map((error) => [error.instancePath, refusal(error, env)]));
    throw new Error([...messages.values()].join('\n'));
  }
  const values = read as Record<SettingName, unknown> & { WORKERS: number; BODY_LIMIT_BYTES: number; BODY_BUDGET_BYTES: number };
  for (const name of names) {
    const setting: Setting = settings[name];
    if (setting.defaultBy !== undefined) values[name] ??= derivedDefaults[setting.defaultBy](values);
  }
  if (values.BODY_BUDGET_BYTES < values.BODY_LIMIT_BYTES) {
    throw new Error(
      `BODY_BUDGET_BYTES (${values.BODY_BUDGET_BYTES}) must be at least BODY_LIMIT_BYTES (${values.BODY_LIMIT_BYTES}), or no body of the largest accepted size could ever be read.`,
    );
  }
  const port = values.PORT as number;
  if (values.METRICS_PORT === port && port !== 0) {
    throw new Error(`METRICS_PORT (${port}) must differ from PORT: it exists to keep /metrics off the API's port.`);
  }
  const merged = { ...(place(values) as Config), ...overrides };
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
