/**
 * docs/index.html: the Redoc page as one self-contained file. Redoc's browser telemetry is switched off
 * (`disableTelemetry`), and the "API docs by Redocly" badge, which loads its logo from Redocly's CDN on every visit,
 * is pointed at an empty data: URL (the badge then shows no image). The favicon is an inline data: URL too. tests/contract/docs-browser.test.ts proves in
 * Chromium that the page makes no request off the machine.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FAVICON_LINK } from '../src/http/pages';
import { redoclyCli, redoclyEnv, root, servedSpecFile } from './served-spec';

const output = join(root, 'docs', 'index.html');

execFileSync(
  process.execPath,
  [
    redoclyCli,
    'build-docs',
    // The served contract: the spec files bundled, with the answers every tool shares injected (scripts/codegen.ts).
    servedSpecFile(),
    '--inlineBundle',
    '--output',
    output,
    '--title',
    'Utility Tools API v1',
    '--openapi.disableGoogleFont=true',
    '--openapi.disableTelemetry=true',
    // The sidebar names each tool by its path (/gst-calculator), the name users look for, not by its summary sentence.
    '--openapi.sideNavStyle=path-only',
  ],
  { cwd: root, stdio: 'inherit', env: redoclyEnv },
);

const cdnLogo = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g;
const html = readFileSync(output, 'utf8');
// The service's icon, inline like everything else on the page.
writeFileSync(output, html.replace(cdnLogo, 'data:,').replace('</title>', `</title>${FAVICON_LINK}`));
console.log(`docs/index.html: ${(html.match(cdnLogo) ?? []).length} CDN logo URLs replaced`);
