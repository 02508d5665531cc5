/**
 * docs/index.html: the Redoc page as one self-contained file. Redoc's browser telemetry is switched off
 * (`disableTelemetry`), and the "API docs by Redocly" badge, which loads its logo from Redocly's CDN on every visit,
 * is pointed at an inline image of the word Redocly (the attribution stays, nothing is fetched). The favicon is an inline data: URL too. tests/contract/docs-browser.referee.test.ts proves in
 * Chromium that the page makes no request off the machine.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { DocsManifest } from '../src/http/pages/docs-page';
import { join } from 'node:path';
import { FAVICON_LINK } from '../src/http/pages/pages';
import { stringify } from 'yaml';
import { spec } from '../src/generated/spec';
import { redocly, root, withServedSpecFile } from './served-spec';

const output = join(root, 'docs', 'index.html');

withServedSpecFile((file) =>
  redocly([
    'build-docs',
    // The served contract: the spec files bundled, with the answers every tool shares injected (scripts/codegen.ts).
    file,
    '--inlineBundle',
    '--output',
    output,
    '--title',
    'Utility Tools API v1',
    '--openapi.disableGoogleFont=true',
    '--openapi.disableTelemetry=true',
    // The sidebar names each tool by its path (/gst-calculator), the name users look for, not by its summary sentence.
    '--openapi.sideNavStyle=path-only',
    // Each field's name on the tool pages beside its API name; its choices in words (x-enumDescriptions) Redoc shows by itself.
    '--openapi.showExtensions=x-label',
  ]),
);

const cdnLogo = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g;
const html = readFileSync(output, 'utf8');
// The service's icon, inline like everything else on the page.
// A fixed link to the try-it console (/try), which sends the spec's examples from the browser.
// And to the in-browser tools (/tools), a form per tool for people who do not write JSON.
// Wide screens: fixed at the top right, above the right panel. Phones: the page starts below them and they scroll away,
// so they never cover the heading's Copy button or the text.
const linkStyle = `<style>
.ut-links{position:fixed;top:10px;right:16px;z-index:100;display:flex;gap:8px}
.ut-links a{padding:6px 14px;background:#1d4ed8;color:#fff;border-radius:4px;font:600 14px system-ui,sans-serif;text-decoration:none}
@media (max-width:1000px){#redoc{display:block;padding-top:40px !important}.ut-links{position:absolute}}
</style>`;
const tryLink = `<nav class="ut-links" aria-label="Service pages"><a href="/tools">Tools</a><a href="/try">Try it</a></nav>`;
// The badge's logo, drawn inline: the word Redocly in the page's own font, so the badge reads "API docs by Redocly".
const redoclyWord = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="52" height="14" viewBox="0 0 52 14"><text x="0" y="11" font-family="system-ui,sans-serif" font-size="11" font-weight="600" fill="#6b7280">Redocly</text></svg>',
)}`;
const withIcon = html.replace(cdnLogo, redoclyWord).replace('</title>', `</title>${FAVICON_LINK}${linkStyle}`);
// Before the last </body>: the page's scripts hold other "<body>" strings, the document's own tag comes last.
const bodyEnd = withIcon.lastIndexOf('</body>');
const page = Buffer.from(`${withIcon.slice(0, bodyEnd)}${tryLink}${withIcon.slice(bodyEnd)}`);
writeFileSync(output, page);
console.log(`docs/index.html: ${(html.match(cdnLogo) ?? []).length} CDN logo URLs replaced`);

// Compressed once here, at the best settings, so the service sends 2.8 MB as a fraction of it without compressing
// at run time; the manifest's hash lets the service tell these copies belong to this very page (src/http/pages/docs-page.ts).
const brotli = brotliCompressSync(page, {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
});
const gzip = gzipSync(page, { level: 9 });
writeFileSync(`${output}.br`, brotli);
writeFileSync(`${output}.gz`, gzip);
const manifest: DocsManifest = { sha256: createHash('sha256').update(page).digest('hex') };
writeFileSync(output.replace(/\.html$/, '.json'), `${JSON.stringify(manifest)}\n`);
const kib = (bytes: number): string => `${Math.round(bytes / 1024)} KiB`;
console.log(`docs/index.html: ${kib(page.length)}, Brotli ${kib(brotli.length)}, gzip ${kib(gzip.length)}`);

// The served contract as files beside the page, for the package's users and their tools (`@utility-tools/api/openapi.json`).
writeFileSync(join(root, 'docs', 'openapi.json'), `${JSON.stringify(spec, null, 2)}\n`);
writeFileSync(join(root, 'docs', 'openapi.yaml'), stringify(spec, { lineWidth: 0 }));
