import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createApp } from '../../src/app';
import { silentLogger } from '../../src/http/log';
import { bodyToFragment } from '../../web/tools/link';
import { testConfig } from '../support/app';
import { reverseProxy } from '../support/reverse-proxy';
import { withToolchain } from '../support/toolchain';

// BASE_PATH in Chromium: the pages behind a proxy that strips /utility-tools (the harder case: the service never sees
// the prefix, so every URL the pages make must come from what the service wrote into them). A link opens a tool with
// its result, the "Many at once" table and the pipeline page run, the docs page renders; every request the browser
// makes stays under the prefix. Built pages are needed: `npm run build`.

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
    const app = await createApp(testConfig({ basePath: BASE }), { log: silentLogger });
    const handle = app.callback();
    service = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const front = await reverseProxy((service.address() as AddressInfo).port, BASE, true);
    proxy = front.server;
    root = `${front.origin}${BASE}`;
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
    });
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
