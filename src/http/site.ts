import type { Context, Middleware } from 'koa';
import { problemIndexPage, problemPage } from './pages';
import { ProblemError } from './problem';

const html = 'text/html; charset=utf-8';

function send(ctx: Context, type: string, body: string): void {
  ctx.type = type;
  ctx.body = body;
}

/** The pages outside the API: `/` (to the docs), `/docs`, `/healthz`, `/problems` and `/problems/{code}`; anything else passes on. */
export function site(docsHtml: string | undefined, apiRoot: string): Middleware {
  return async (ctx, next) => {
    if (ctx.path.startsWith(apiRoot) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const path = ctx.path;
    if (path === '/healthz') return send(ctx, 'application/json', '{"status":"ok"}');
    if (path === '/') return ctx.redirect('/docs');
    if (path === '/docs' || path === '/docs/') {
      if (!docsHtml) throw new ProblemError('not_found', 'The documentation page has not been built on this server: run `npm run build`.');
      return send(ctx, html, docsHtml);
    }
    if (path === '/problems') return send(ctx, html, problemIndexPage());
    if (path.startsWith('/problems/')) {
      const code = path.slice('/problems/'.length);
      const page = problemPage(code);
      if (!page) throw new ProblemError('not_found', `No problem code "${code}" exists.`);
      return send(ctx, html, page);
    }
    return next();
  };
}
