import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { apiRoot } from '../../common/api-root';
import { prefixedLinks } from '../../common/base-path';
import { servedSpec } from '../../common/served-spec';

/** The docs page as it is sent: its bytes, their compressed forms, its ETag and its Content-Security-Policy. */
export interface DocsPage {
  readonly html: string;
  readonly identity: Buffer;
  readonly br: Buffer | undefined;
  readonly gzip: Buffer;
  /** A strong ETag: the page's sha256, so it changes exactly when the page does. */
  readonly etag: string;
}

/** What `npm run build:docs` writes beside docs/index.html: its sha256, so a stale compressed copy is never sent. */
export interface DocsManifest {
  sha256: string;
}

/**
 * The built page under BASE_PATH: every `/api/v1` it writes (the spec's server, the texts that name the API's paths;
 * Redoc's server-rendered markup and the spec it hydrates from change alike, so they still match) and the links of
 * the service's own bar (scripts/build-docs.ts), not Redoc's in-page routes.
 */
function docsUnderBasePath(html: string, basePath: string): string {
  if (basePath === '') return html;
  const page = html.replaceAll(apiRoot, `${basePath}${apiRoot}`);
  const bar = page.lastIndexOf('<nav class="ut-links"');
  return bar < 0 ? page : `${page.slice(0, bar)}${prefixedLinks(page.slice(bar), basePath)}`;
}

/** Where each part of the built page is (scripts/build-docs.ts, Redoc's build-docs): a change there fails loudly. */
function marker(html: string, text: string, from = 0): number {
  const at = html.indexOf(text, from);
  if (at < 0) throw new Error(`docs/index.html has no "${text}": the docs build changed; see src/http/pages/docs-page.ts.`);
  return at;
}

/**
 * The built page for the tools TOOLS chose: the spec it renders is the served one, and Redoc draws it in the browser
 * (`init`) instead of hydrating the markup rendered at build time, which shows every tool, so that markup is left out.
 */
function docsOfServedTools(html: string, tools: readonly string[]): string {
  const definition = JSON.stringify(servedSpec({ tools, basePath: '' })).replace(/</g, '\\u003c');
  const root = marker(html, '<div id="redoc">') + '<div id="redoc">'.length;
  const markupEnd = html.lastIndexOf('</div>', marker(html, '<script type="module">', root));
  const start = marker(html, 'const __redoc_definition = ', markupEnd) + 'const __redoc_definition = '.length;
  const end = marker(html, ';\n', start);
  const call = 'hydrate(__redoc_definition, __redoc_options,';
  const page = `${html.slice(0, root)}${html.slice(markupEnd, start)}${definition}${html.slice(end)}`;
  return page.replace(call, 'init(__redoc_definition, __redoc_options,');
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** A compressed copy written by the build, when it was made from exactly these bytes. */
function builtCopy(path: string, manifest: DocsManifest | undefined, hash: string): Buffer | undefined {
  return manifest?.sha256 === hash && existsSync(path) ? readFileSync(path) : undefined;
}

/**
 * The docs page at `htmlPath`, read on its first request (not at start: it is 2.8 MB), with the Brotli and gzip
 * copies the build wrote beside it (`index.html.br`, `index.html.gz`, `index.json` holding the page's sha256). Where they
 * are missing or were made from another page, gzip is made here, once; Brotli then is not offered (it takes seconds at
 * its best setting). Undefined when the page has not been built.
 */
export function docsPageLoader(
  htmlPath: string,
  { basePath, tools }: { basePath: string; tools: readonly string[] | undefined } = { basePath: '', tools: undefined },
): () => DocsPage | undefined {
  let page: DocsPage | undefined;
  return () => {
    if (page || !existsSync(htmlPath)) return page;
    const built = readFileSync(htmlPath);
    const served = (html: string): string => docsUnderBasePath(tools === undefined ? html : docsOfServedTools(html, tools), basePath);
    const identity = basePath === '' && tools === undefined ? built : Buffer.from(served(built.toString('utf8')));

    const hash = sha256(identity);
    const manifestPath = htmlPath.replace(/\.html$/, '.json');
    const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as DocsManifest) : undefined;
    page = {
      html: identity.toString('utf8'),
      identity,
      br: builtCopy(`${htmlPath}.br`, manifest, hash),
      gzip: builtCopy(`${htmlPath}.gz`, manifest, hash) ?? gzipSync(identity, { level: 9 }),
      etag: `"${hash.slice(0, 32)}"`,
    };
    return page;
  };
}
