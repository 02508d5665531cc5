import { problemTypes, type ProblemCode } from './problem';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The human-readable page a problem `type` URL resolves to, or undefined for an unknown code. */
export function problemPage(code: string): string | undefined {
  if (!Object.hasOwn(problemTypes, code)) return undefined;
  const type = problemTypes[code as ProblemCode];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(type.title)} (${code})</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}code{background:#f3f3f3;padding:0 .2rem}</style></head>
<body><h1>${escapeHtml(type.title)}</h1>
<p>Problem code <code>${code}</code>, HTTP status <code>${type.status}</code>.</p>
<p>${escapeHtml(type.description)}</p>
<h2>What to do</h2><p>${escapeHtml(type.recovery)}</p>
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
<html lang="en"><head><meta charset="utf-8"><title>Problem codes</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem}td{padding:.2rem .8rem}</style></head>
<body><h1>Problem codes of the Utility Tools API</h1>
<table><thead><tr><th>code</th><th>status</th><th>title</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}
