import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { apiRoot } from '../../common/api-root';
import { prefixedLinks } from '../../common/base-path';

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
export function docsPageLoader(htmlPath: string, basePath = ''): () => DocsPage | undefined {
  let page: DocsPage | undefined;
  return () => {
    if (page || !existsSync(htmlPath)) return page;
    const built = readFileSync(htmlPath);
    const identity = basePath === '' ? built : Buffer.from(docsUnderBasePath(built.toString('utf8'), basePath));

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
