/** Service settings, read once from the environment, validated and frozen. */
export interface Config {
  port: number;
  host: string;
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  rateLimit: { points: number; windowSeconds: number };
  /** Read the client IP from X-Forwarded-For (only behind a proxy you trust). */
  trustProxy: boolean;
  /** Origin used in problem `type` URLs, e.g. https://tools.example.in; by default the request's own origin. */
  publicBaseUrl: string | undefined;
  accessLog: boolean;
  /** Validate every 200 body against the spec before sending it (tests turn this on). */
  validateResponses: boolean;
}

export const defaults: Config = {
  port: 3000,
  host: '0.0.0.0',
  bodyLimitBytes: 1024 * 1024,
  rateLimit: { points: 120, windowSeconds: 60 },
  trustProxy: false,
  publicBaseUrl: undefined,
  accessLog: true,
  validateResponses: false,
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
    trustProxy: boolean(env, 'TRUST_PROXY', defaults.trustProxy),
    publicBaseUrl: origin(env, 'PUBLIC_BASE_URL'),
    accessLog: boolean(env, 'ACCESS_LOG', defaults.accessLog),
    validateResponses: boolean(env, 'VALIDATE_RESPONSES', defaults.validateResponses),
    ...overrides,
  };
  return Object.freeze({ ...config, rateLimit: Object.freeze({ ...config.rateLimit }) });
}
