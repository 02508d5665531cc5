import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { parseToolSelection } from '../../src/common/served-spec';
import { bodyToFragment } from '../../web/tools/link';
import type { Config } from '../../src/config';
import { testApp } from '../support/app';
import { reverseProxy } from '../support/reverse-proxy';
import { withToolchain } from '../support/toolchain';

// Self-hosting in Chromium. BASE_PATH: the pages behind a proxy that strips /utility-tools (the harder case: the service never sees
// the prefix, so every URL the pages make must come from what the service wrote into them). A link opens a tool with
// its result, the "Many at once" table and the pipeline page run, the docs page renders; every request the browser
// makes stays under the prefix. TOOLS: an instance of the India pack lists, documents and links only those tools.
// Built pages are needed: `npm run build`.

const BASE = '/utility-tools';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const describeWithBrowser = withToolchain(
  !existsSync(executablePath) ? `Chromium at ${executablePath} (apt-get install chromium)` : 'the built tool pages (npm run build:tools)',
  existsSync(executablePath) && existsSync('docs/tools/manifest.json'),
);

let service: Server;
let proxy: Server;
let root = '';
let browser: Browser;

/** The service with these settings on a free loopback port. */
async function serve(overrides: Partial<Config>): Promise<Server> {
  const app = await testApp(overrides);
  const handle = app.callback();
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const launch = () =>
  chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
  });

/** A page that records the path of every request it makes and every error it logs. */
async function openPage(): Promise<{ page: Page; paths: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const paths: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http')) paths.push(`${request.method()} ${url.pathname}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, paths, errors };
}

const outsideBase = (paths: string[]) => paths.filter((entry) => !entry.split(' ')[1]?.startsWith(`${BASE}/`));

describeWithBrowser('BASE_PATH in Chromium, behind a proxy that strips the prefix', () => {
  beforeAll(async () => {
    service = await serve({ basePath: BASE });
    const front = await reverseProxy((service.address() as AddressInfo).port, BASE, true);
    proxy = front.server;
    root = `${front.origin}${BASE}`;
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    for (const server of [proxy, service]) {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    }
  });

  test('the index links every tool under the prefix, and a link opens a tool with its result, its call shown under the prefix', async () => {
    const { page, paths, errors } = await openPage();
    await page.goto(`${root}/tools`);
    await page.waitForSelector('.tool-list a');
    const hrefs = await page
      .locator('.tool-list a, section.compose-links a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBe(22);
    for (const href of hrefs) expect(href?.startsWith(`${BASE}/tools/`)).toBe(true);

    await page.goto(`${root}/tools/gstin-validator#${await bodyToFragment({ gstin: '27AAPFU0939F1ZV' })}`);
    await page.waitForSelector('.rendered');
    expect(await page.locator('.rendered').textContent()).toContain('27AAPFU0939F1ZV');
    expect(paths).toContain(`POST ${BASE}/api/v1/gstin-validator`);
    const curl = (await page.locator('#panel-0 pre').textContent()) ?? '';
    expect(curl).toContain(`${root}/api/v1/gstin-validator`);
    expect(await page.locator('header.site a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      `${BASE}/tools`,
      `${BASE}/tools`,
      `${BASE}/docs`,
      `${BASE}/try`,
    ]);
    expect(outsideBase(paths)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the pipeline page runs a recipe under the prefix', async () => {
    const { page, paths, errors } = await openPage();
    await page.goto(`${root}/tools/pipeline`);
    await page.waitForSelector('form button[type="submit"]');
    await page.click('form button[type="submit"]');
    await page.locator('.status', { hasText: 'Done:' }).waitFor();
    expect(await page.textContent('.status')).toBe('Done: 1 run, 3 of 3 steps answered.');

    expect(paths).toContain(`POST ${BASE}/api/v1/pipeline`);
    expect(outsideBase(paths)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the docs page renders under the prefix, naming the API there', async () => {
    const { page, paths, errors } = await openPage();
    await page.goto(`${root}/docs`, { waitUntil: 'networkidle' });
    // Redoc hydrated (its search box is drawn by its script) from the spec as served under the prefix.
    await page.waitForSelector('text=Search');
    const text = (await page.evaluate('document.body.textContent ?? ""')) as string;
    expect(text).toContain(`POST ${BASE}/api/v1/{tool}`);
    expect(text).toContain('business-india');
    expect(await page.locator('.ut-links a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      `${BASE}/tools`,
      `${BASE}/try`,
    ]);

    expect(outsideBase(paths)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the try page loads the spec and sends a call under the prefix', async () => {
    const { page, paths, errors } = await openPage();
    await page.goto(`${root}/try?tool=gstin-validator`);
    await page.waitForSelector('#example option', { state: 'attached' });
    await page.click('#send');
    await page.waitForSelector('#status.ok');
    expect(paths).toEqual(expect.arrayContaining([`GET ${BASE}/api/v1/openapi.json`, `POST ${BASE}/api/v1/gstin-validator`]));
    expect(outsideBase(paths)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describeWithBrowser('TOOLS=business-india in Chromium', () => {
  let india: Server;
  let origin = '';
  beforeAll(async () => {
    india = await serve({ tools: parseToolSelection('business-india', 'TOOLS') });
    origin = `http://127.0.0.1:${(india.address() as AddressInfo).port}`;
    browser = await launch();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    india?.closeAllConnections();
    await new Promise((resolve) => india?.close(resolve));
  });

  test('the index lists the four tools under their one tag, and the pipeline page offers no recipe it cannot run', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${origin}/tools`);
    await page.waitForSelector('.tool-list a');
    expect(await page.locator('.tool-list a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/tools/gst-calculator',
      '/tools/gstin-validator',
      '/tools/upi-qr-generator',
      '/tools/gold-making-charges-calculator',
    ]);
    expect(await page.locator('section.group h2').count()).toBe(1);
    // The opening line names only the groups served.
    expect(await page.locator('main > p').first().textContent()).toMatch(/^4 everyday tools \(Business in India\)\./);

    await page.goto(`${origin}/tools/pipeline`);
    await page.waitForSelector('#pipeline-json');
    expect(await page.locator('#pipeline-recipe option').allTextContents()).toEqual(['None uses only the tools served here']);
    expect(JSON.parse(await page.inputValue('#pipeline-json'))).toEqual({ steps: [] });
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the docs page draws the served spec: the four tools and the compositions, no other', async () => {
    const { page, errors } = await openPage();
    await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
    await page.waitForSelector('text=Search');
    const text = (await page.evaluate('document.body.textContent ?? ""')) as string;
    for (const path of ['/gstin-validator', '/gst-calculator', '/upi-qr-generator', '/batch']) expect(text).toContain(path);
    for (const path of ['/uuid-generator', '/curl-to-code', '/amount-to-words']) expect(text).not.toContain(path);
    expect(errors).toEqual([]);
    await page.close();
  });
});
