import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { prefixedLinks } from '../../common/base-path';
import { BASE_PATH_META, SERVED_TOOLS_META } from '../../common/page-meta';
import { operations } from '../../common/operations';
import type { Context } from 'koa';
import { cacheable, type CacheableBody } from './cacheable';

/** What `npm run build:tools` (scripts/build-tools.ts) writes as docs/tools/manifest.json: each file's hash and size. */
export interface ToolAssets {
  files: Record<string, { sha256: string; bytes: number }>;
  /** The index page, also sent for a URL that names no tool (the script draws the live page over its outline). */
  shell: string;
  /** Each tool's own page (`gst-calculator.html`): its title, description and an outline of its fields. */
  pages: Record<string, string>;
  /** The tools that have a page (/tools/<slug>); another slug is answered 404 with the same page, which says so. */
  slugs: string[];
}

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

/**
 * The Content-Security-Policy of the tool pages: scripts and styles from the origin only (no inline script, no eval:
 * the validators are compiled at build time), images from the origin, data: (the QR code) and blob: (downloads made
 * in the page), connections to the origin only.
 */
const TOOL_PAGES_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export interface ToolPages {
  /** A built file (`index.html`, `assets/…`), read on its first request; undefined when it was not built. */
  file(name: string): (CacheableBody & { type: string }) | undefined;
  /** Whether `slug` names a tool with a page. */
  has(slug: string): boolean;
  /** The HTML file for the page at /tools/<slug> (`''` for the index): the tool's own page, else the index. */
  pageFor(slug: string): string;
}

/** What this instance serves of the pages: BASE_PATH, and the tools TOOLS chose (undefined: all). */
interface Served {
  basePath: string;
  tools: readonly string[] | undefined;
}

/**
 * A page as served: under BASE_PATH its asset and page links carry the prefix, and meta elements give the script the
 * prefix and the tools served, from which it builds every other URL and its lists; the index's outline lists only
 * the tools served. Compressed here, once (a few KiB), since the build's copies are of the page as built.
 */
function servedShell(shell: Buffer, { basePath, tools }: Served): CacheableBody {
  const metas = [
    ...(basePath === '' ? [] : [`<meta name="${BASE_PATH_META}" content="${basePath}">`]),
    ...(tools === undefined ? [] : [`<meta name="${SERVED_TOOLS_META}" content="${tools.join(',')}">`]),
  ];
  const listed =
    tools === undefined
      ? shell.toString('utf8')
      : shell.toString('utf8').replace(/^<li data-tool="([^"]+)">.*\n/gm, (line, slug: string) => (tools.includes(slug) ? line : ''));
  const identity = Buffer.from(prefixedLinks(listed, basePath).replace('<head>', `<head>\n${metas.join('\n')}`));
  const etag = `"${createHash('sha256').update(identity).digest('hex').slice(0, 32)}"`;
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }), etag };
}

/** The tools' page slugs (the other pages, such as `pipeline`, are served whatever TOOLS says). */
const toolSlugs: ReadonlySet<string> = new Set(Object.values(operations).map(({ tool }) => tool));

/** The built tool pages under `dir` (docs/tools), as listed by its manifest, served under `basePath` (BASE_PATH). */
export function toolPagesLoader(dir: string, served: Served = { basePath: '', tools: undefined }): ToolPages {
  const cache = new Map<string, CacheableBody & { type: string }>();
  let manifest: ToolAssets | undefined;
  const load = (): ToolAssets | undefined => {
    const manifestPath = join(dir, 'manifest.json');
    manifest ??= existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ToolAssets) : undefined;
    return manifest;
  };
  const file = (name: string): (CacheableBody & { type: string }) | undefined => {
    const cached = cache.get(name);
    if (cached) return cached;
    load();
    const entry = manifest && Object.hasOwn(manifest.files, name) ? manifest.files[name] : undefined;
    if (!entry) return undefined;
    const path = join(dir, name);
    const built = {
      identity: readFileSync(path),
      br: readFileSync(`${path}.br`),
      gzip: readFileSync(`${path}.gz`),
      etag: `"${entry.sha256.slice(0, 32)}"`,
    };
    const changed = served.basePath !== '' || served.tools !== undefined;
    const sent = changed && name.endsWith('.html') ? servedShell(built.identity, served) : built;
    const body = { ...sent, type: TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream' };
    cache.set(name, body);
    return body;
  };
  const isServed = (slug: string): boolean => served.tools === undefined || served.tools.includes(slug) || !toolSlugs.has(slug);
  const has = (slug: string): boolean => (load()?.slugs.includes(slug) ?? false) && isServed(slug);
  const pageFor = (slug: string): string => {
    const own = has(slug) ? load()?.pages[slug] : undefined;
    return own ?? manifest?.shell ?? 'index.html';
  };
  return { file, has, pageFor };
}

/** An asset is named by its hash, so it never changes: a year's caching, immutable. The page itself revalidates. */
export function sendToolFile(ctx: Context, body: CacheableBody & { type: string }, immutable: boolean): void {
  const bytes = cacheable(ctx, body);
  if (immutable) ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  ctx.set('Content-Security-Policy', TOOL_PAGES_CSP);
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Frame-Options', 'DENY');
  if (!bytes) return;
  ctx.type = body.type;
  ctx.body = bytes;
}
