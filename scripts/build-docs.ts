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

const root = join(__dirname, '..');
const output = join(root, 'docs', 'index.html');
const cli = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

execFileSync(
  process.execPath,
  [
    cli,
    'build-docs',
    'openapi/v1.yaml',
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
  { cwd: root, stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
);

const cdnLogo = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(-full)?\.svg/g;
const html = readFileSync(output, 'utf8');
// The service's icon, inline like everything else on the page.
writeFileSync(output, html.replace(cdnLogo, 'data:,').replace('</title>', `</title>${FAVICON_LINK}`));
console.log(`docs/index.html: ${(html.match(cdnLogo) ?? []).length} CDN logo URLs replaced`);
