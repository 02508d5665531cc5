/**
 * The HTML of the tool pages as built: one page per tool (and the index), each with its own title, description and a
 * static outline in <main> (the tools and their purposes; a tool's fields and what each holds), so that crawlers,
 * link previews and readers without JavaScript see what the page is. The script replaces the outline with the live
 * page; everything the outline says comes from the spec, as the script's catalogue does.
 */
import { apiRoot } from '../src/common/api-root';
import { escapeHtml, FAVICON_LINK } from '../src/http/pages/pages';

export interface PageTool {
  slug: string;
  operationId: string;
  name: string;
  tag: string;
  purpose: string;
}

export interface PageTag {
  name: string;
  title: string;
  description: string;
}

interface FieldSchema {
  type?: unknown;
  description?: string;
  'x-label'?: string;
  'x-hint'?: string;
}

/** Markdown's code marks and emphasis read as plain words. */
const plain = (text: string) => escapeHtml(text.replace(/`([^`]*)`/g, '$1').replace(/\*\*([^*]*)\*\*/g, '$1'));

/** A page: `title` and `description` in the head (and as Open Graph), `main` as the outline the script replaces. */
export function page(
  { title, description, main }: { title: string; description: string; main: string },
  assets: { app: string; styles: string },
): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${plain(description)}">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${plain(description)}">
${FAVICON_LINK}
<link rel="stylesheet" href="/tools/assets/${assets.styles}">
<script type="module" src="/tools/assets/${assets.app}"></script>
</head>
<body>
<a class="skip" href="#main">Skip to the tool</a>
<header class="site"><a href="/tools" class="brand">Utility Tools</a><nav aria-label="Site"><a href="/tools">Tools</a><a href="/docs">API docs</a><a href="/try">Try the API</a></nav></header>
<main id="main" tabindex="-1">
${main}
<noscript><p>The tools run in the page with JavaScript; the same tools are an HTTP API: see <a href="/docs">the API documentation</a>.</p></noscript>
</main>
<footer class="site"><p>Runs on this server. Nothing you type is stored or logged, and the page talks to no other site.</p></footer>
</body>
</html>
`;
}

/** The index's outline: each tag's tools, one line each (`data-tool` lets a server serving fewer tools drop lines). */
export function indexOutline(tags: readonly PageTag[], tools: readonly PageTool[]): string {
  const sections = tags.map((tag) => {
    const items = tools
      .filter((tool) => tool.tag === tag.name)
      .map(
        (tool) =>
          `<li data-tool="${tool.slug}"><a href="/tools/${tool.slug}"><strong>${escapeHtml(tool.name)}</strong></a> <span>${plain(tool.purpose)}</span></li>`,
      );
    return `<section class="group"><h2>${escapeHtml(tag.title)}</h2><p class="note">${plain(tag.description)}</p><ul class="tool-list">\n${items.join('\n')}\n</ul></section>`;
  });
  return `<h1>Tools</h1>\n${sections.join('\n')}`;
}

/** A tool's outline: its name, purpose and fields, each with its label and what it holds. */
export function toolOutline(tool: PageTool, schema: { properties?: Record<string, FieldSchema>; required?: string[] }): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const label = field['x-label'] ?? name;
    const about = field['x-hint'] ?? field.description ?? '';
    return `<dt>${escapeHtml(label)}${required.has(name) ? ' (required)' : ''} <code>${escapeHtml(name)}</code></dt><dd>${plain(about)}</dd>`;
  });
  return `<h1>${escapeHtml(tool.name)}</h1>\n<p>${plain(tool.purpose)}</p>\n<dl class="outline">\n${fields.join('\n')}\n</dl>\n<p>Also an API call: <a href="/docs#operation/${tool.operationId}">POST ${apiRoot}/${tool.slug}</a>.</p>`;
}
