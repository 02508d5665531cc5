import { problemTypes, type ProblemCode, type ProblemType } from '../../problems/problem';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The little Markdown the catalogue's texts use, as HTML: `code` spans; everything else escaped. */
function inlineMarkdown(text: string): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part) => (/^`[^`]+`$/.test(part) ? `<code>${escapeHtml(part.slice(1, -1))}</code>` : escapeHtml(part)))
    .join('');
}

/** The service's icon: a "{ }" on a blue tile, as SVG (served at /favicon.ico and /favicon.svg, linked from every page). */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f4fa3"/><text x="16" y="22" font-family="monospace" font-size="16" font-weight="bold" fill="#fff" text-anchor="middle">{ }</text></svg>';
export const FAVICON_LINK = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}">`;

const style =
  'body{font-family:system-ui,sans-serif;max-width:44rem;margin:3rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:0 .2rem}td{padding:.2rem .8rem;vertical-align:top}';

function lookup(code: string): ProblemType | undefined {
  return Object.hasOwn(problemTypes, code) ? problemTypes[code as ProblemCode] : undefined;
}

/** One code of the catalogue as JSON, the `/problems` answer to a client that prefers application/json; `type` under BASE_PATH. */
export function problemEntry(code: string, basePath = ''): ({ code: string; type: string } & ProblemType) | undefined {
  const type = lookup(code);
  return type && { code, type: `${basePath}/problems/${code}`, ...type };
}

/** Every problem code the service can answer with, as JSON. */
export function problemCatalogue(basePath = ''): { problems: Array<{ code: string; type: string } & ProblemType> } {
  return {
    problems: Object.keys(problemTypes).map((code) => problemEntry(code, basePath) as { code: string; type: string } & ProblemType),
  };
}

/** The human-readable page a problem `type` URL resolves to, or undefined for an unknown code. */
export function problemPage(code: string): string | undefined {
  const type = lookup(code);
  if (!type) return undefined;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(type.title)} (${code})</title>${FAVICON_LINK}
<style>${style}</style></head>
<body><h1>${escapeHtml(type.title)}</h1>
<p>Problem code <code>${code}</code>, HTTP status <code>${type.status}</code>.</p>
<p>${inlineMarkdown(type.description)}</p>
<h2>What to do</h2><p>${inlineMarkdown(type.recovery)}</p>
<p><a href="/problems">All problem codes</a> · <a href="/docs">API documentation</a></p>
</body></html>
`;
}

/** An index of every problem code with a link to its page. */
export function problemIndexPage(): string {
  const rows = Object.entries(problemTypes)
    .map(
      ([code, type]) =>
        `<tr><td><a href="/problems/${code}"><code>${code}</code></a></td><td>${type.status}</td><td>${escapeHtml(type.title)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Problem codes</title>${FAVICON_LINK}
<style>${style}</style></head>
<body><h1>Problem codes of the Utility Tools API</h1>
<p>The same catalogue as JSON: <code>GET /problems</code> with <code>Accept: application/json</code>.</p>
<table><thead><tr><th>code</th><th>status</th><th>title</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}
