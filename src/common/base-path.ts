/**
 * BASE_PATH: the path prefix the service is reached under behind a reverse proxy (`/utility-tools`). A request is
 * taken with the prefix (a proxy that keeps it) or without it (a proxy that strips it); everything the service writes
 * for a browser or a client to follow (links, assets, the spec's `servers`, problem `type`s, redirects) carries it.
 */

/**
 * The first path segments the service answers itself. A BASE_PATH may not start with one: `/tools` as a prefix would
 * make `/tools/gst-calculator` mean two things (the tool page, or `/gst-calculator` under the prefix).
 */
const SERVICE_ROOT_SEGMENTS: readonly string[] = [
  'api',
  'tools',
  'docs',
  'try',
  'mcp',
  'problems',
  'healthz',
  'readyz',
  'metrics',
  'favicon.ico',
  'favicon.svg',
];

/** RFC 3986 unreserved characters only: the prefix is written into HTML attributes, JSON and shell words as it is. */
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** A BASE_PATH as written (`/utility-tools`, `/a/b/`, `utility-tools`) in its one form: a leading `/`, no trailing one. */
export function parseBasePath(raw: string, name: string): string {
  const segments = raw.trim().split('/').filter(Boolean);
  if (segments.length === 0) return '';
  const bad = segments.find((segment) => !SEGMENT.test(segment) || segment === '.' || segment === '..');
  if (bad !== undefined) {
    throw new Error(`${name} must be a path of letters, digits and - . _ ~ between slashes, such as /utility-tools; got "${raw}".`);
  }
  const first = segments[0] as string;
  if (SERVICE_ROOT_SEGMENTS.includes(first.toLowerCase())) {
    throw new Error(
      `${name} may not start with /${first}, a path the service answers itself (/${first}/… would mean two things); use a name of its own, such as /utility-tools.`,
    );
  }
  return `/${segments.join('/')}`;
}

/** The path without the prefix when it starts with it (a proxy that keeps the prefix), else the path as it came. */
export function withoutBasePath(path: string, basePath: string): string {
  if (basePath === '' || !path.startsWith(basePath)) return path;
  const rest = path.slice(basePath.length);
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : path;
}

/** Root-relative links of an HTML page (`href="/…"`, `src="/…"`, `action="/…"`) under the prefix; `//host` is left alone. */
export function prefixedLinks(html: string, basePath: string): string {
  if (basePath === '') return html;
  return html.replace(/\b(href|src|action)="\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${basePath}/`);
}
