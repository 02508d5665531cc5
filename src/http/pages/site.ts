import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { cacheable } from './cacheable';
import type { DocsPage } from './docs-page';
import type { Lifecycle } from '../connections/lifecycle';
import { tryPage } from './try-page';
import { prefixedLinks } from '../../common/base-path';
import { sendToolFile, type ToolPages } from './tool-pages';
import { FAVICON_SVG, problemCatalogue, problemEntry, problemIndexPage, problemPage } from './pages';
import { apiRoot } from '../../common/api-root';
import { clip } from '../../common/text';
import { ProblemError } from '../../problems/problem';
import type { Step } from '../pipeline';

const html = 'text/html; charset=utf-8';

/** sha256 sources for every inline <script> of a page, so its CSP can allow exactly those scripts. */
function inlineScriptHashes(page: string): string[] {
  const hashes = new Set<string>();
  for (const match of page.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() !== '') hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of an HTML page: its own inline scripts by hash and nothing else; inline styles (Redoc's
 * styled-components inserts them at run time); images from the page or data: URLs; Redoc's search worker from a
 * blob: URL; no framing, no plugins, no form posts, no connections off the origin.
 */
function contentSecurityPolicy(page: string): string {
  const scripts = inlineScriptHashes(page);
  return [
    "default-src 'none'",
    `script-src ${scripts.length ? scripts.join(' ') : "'none'"}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function sendPage(ctx: Context, page: string | Buffer, csp: string): void {
  ctx.set('Content-Security-Policy', csp);
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.set('X-Frame-Options', 'DENY');
  ctx.type = html;
  ctx.body = page;
}

/** The docs page, compressed and cacheable (see cacheable). */
function sendDocs(ctx: Context, page: DocsPage, csp: string): void {
  const bytes = cacheable(ctx, page);
  if (bytes) sendPage(ctx, bytes, csp);
}

/** Pages and documents are read: other methods get 405 with `Allow: GET, HEAD` and a recovery that says so. */

/** A URL path segment decoded, or as it is when its escapes are malformed (`%ZZ` names no tool either way). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function requireRead(ctx: Context): void {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
    throw new ProblemError('method_not_allowed', `${clip(ctx.path)} is read with GET or HEAD; this request used ${ctx.method}.`, {
      headers: { Allow: 'GET, HEAD' },
      recovery: `Read ${clip(ctx.path)} with GET (HEAD for the headers alone); tools are called with POST under ${apiRoot}.`,
    });
  }
}

/** JSON when the client prefers it to HTML (an Accept naming application/json before or without text/html). */
function prefersJson(ctx: Context): boolean {
  ctx.vary('Accept');
  return ctx.accepts('html', 'json') === 'json';
}

function sendJson(ctx: Context, value: unknown): void {
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = JSON.stringify(value);
}

/** The pages outside the API: `/` (to the docs), `/docs`, `/tools` and `/tools/{slug}` (the in-browser tools), `/healthz`, `/readyz`, `/problems` and `/problems/{code}`; anything else is 404 not_found. */
export function site(docsPage: () => DocsPage | undefined, lifecycle: Lifecycle, toolPages: ToolPages, basePath = ''): Step {
  let docsCsp: string | undefined;
  const pageCsp = contentSecurityPolicy('');
  const tryHtml = tryPage(basePath);
  const tryCsp = contentSecurityPolicy(tryHtml);
  const answer = (ctx: Context): void => {
    const path = ctx.path;
    if (path === '/healthz') {
      requireRead(ctx);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/json';
      ctx.body = '{"status":"ok"}';
      return;
    }
    if (path === '/readyz') {
      requireRead(ctx);
      ctx.set('Cache-Control', 'no-store');
      if (lifecycle.draining)
        throw new ProblemError('draining', 'This instance is shutting down and takes no new requests.', {
          headers: { 'Retry-After': '5' },
        });
      ctx.type = 'application/json';
      ctx.body = '{"status":"ready"}';
      return;
    }
    if (path === '/') {
      requireRead(ctx);
      return ctx.redirect(`${basePath}/docs`);
    }
    if (path === '/docs' || path === '/docs/') {
      requireRead(ctx);
      const page = docsPage();
      if (!page) throw new ProblemError('not_found', 'The documentation page has not been built on this server: run `npm run build`.');
      docsCsp ??= contentSecurityPolicy(page.html);
      return sendDocs(ctx, page, docsCsp);
    }
    if (path === '/try' || path === '/try/') {
      requireRead(ctx);
      return sendPage(ctx, tryHtml, tryCsp);
    }
    if (path === '/tools' || path.startsWith('/tools/')) {
      requireRead(ctx);
      const asset = path.startsWith('/tools/assets/') ? path.slice('/tools/'.length) : undefined;
      const slug = path.replace(/^\/tools\/?/, '').replace(/\/$/, '');
      const file = toolPages.file(asset ?? toolPages.pageFor(safeDecode(slug)));
      if (!file) {
        throw new ProblemError(
          'not_found',
          asset ? `No tool page asset ${clip(asset)} exists.` : 'The tool pages have not been built on this server: run `npm run build`.',
        );
      }
      sendToolFile(ctx, file, asset !== undefined);
      // An unknown tool gets the index page, whose script says so and links the index, with 404 for crawlers and scripts.
      if (!asset && slug !== '' && !toolPages.has(safeDecode(slug)) && ctx.status === 200) ctx.status = 404;
      return;
    }
    if (path === '/favicon.ico' || path === '/favicon.svg') {
      requireRead(ctx);
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.type = 'image/svg+xml';
      ctx.body = FAVICON_SVG;
      return;
    }
    if (path === '/problems' || path === '/problems/') {
      requireRead(ctx);
      return prefersJson(ctx)
        ? sendJson(ctx, problemCatalogue(basePath))
        : sendPage(ctx, prefixedLinks(problemIndexPage(), basePath), pageCsp);
    }
    if (path.startsWith('/problems/')) {
      requireRead(ctx);
      const code = path.slice('/problems/'.length);
      const page = problemPage(code);
      if (!page) {
        throw new ProblemError('not_found', `No problem code "${clip(code)}" exists.`, {
          recovery:
            "GET /problems lists every problem code (as JSON with Accept: application/json); codes are snake_case, as in a problem's `code`.",
        });
      }
      return prefersJson(ctx) ? sendJson(ctx, problemEntry(code, basePath)) : sendPage(ctx, prefixedLinks(page, basePath), pageCsp);
    }
    throw new ProblemError('not_found', `Nothing is served at ${clip(path)}.`);
  };
  return {
    name: 'site pages (/docs, /tools, /try, /healthz, /readyz, /problems; else 404 not_found)',
    run: ({ ctx }) => {
      ctx.set('X-Content-Type-Options', 'nosniff');
      answer(ctx);
      return 'answered';
    },
  };
}
