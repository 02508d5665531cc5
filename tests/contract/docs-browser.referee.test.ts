import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { chromium } from 'playwright-core';
import { testApp } from '../support/app';
import { withToolchain } from '../support/toolchain';
import { specTools, toolSpec } from '../support/spec';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// .ci/run installs Debian's chromium when it is missing, so in CI this always runs (a failure naming it if not);
// elsewhere the skip says why.
const describeWithBrowser = withToolchain(`Chromium at ${executablePath} (apt-get install chromium)`, existsSync(executablePath));

describeWithBrowser('/docs in a real browser (headless Chromium)', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    const app = await testApp();
    const handle = app.callback();
    server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test('the page renders every operation, makes no request off the machine, and breaks no rule of its CSP', async () => {
    const browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    try {
      const page = await browser.newPage();
      const requested: string[] = [];
      const cspViolations: string[] = [];
      await page.route('**/*', (route) => {
        const url = route.request().url();
        requested.push(url);
        const { hostname, protocol } = new URL(url);
        const local = protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1';
        return local ? route.continue() : route.abort();
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
      // Let the page settle: telemetry is sent after the first render, if it is on.
      await page.waitForTimeout(1500);
      // Redoc groups operations under their tags in the sidebar; textContent includes the collapsed entries.
      const text = (await page.evaluate('document.body.textContent ?? ""')) as string;
      const missing = specTools.filter((tool) => !text.includes(toolSpec(tool).operation.summary as string));
      const offMachine = requested.filter((url) => {
        const { hostname, protocol } = new URL(url);
        return !(protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1');
      });
      expect({ missing, offMachine, cspViolations }).toEqual({ missing: [], offMachine: [], cspViolations: [] });
      expect(requested[0]).toBe(`${origin}/docs`);
      expect(await page.getAttribute('a[href="/try"]', 'href')).toBe('/try');
      expect(await page.textContent('a[href="/tools"]')).toBe('Tools');
    } finally {
      await browser.close();
    }
  }, 60_000);

  test('at 390 px and 1280 px the Tools and Try it links cover no control, the heading names no bare version, the badge reads Redocly', async () => {
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      for (const width of [390, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 844 } });
        await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
        const links = await page.locator('nav.ut-links').boundingBox();
        // Every button and link in the first screen but the two links themselves: none may lie under them.
        const covered = (await page.evaluate(`[...document.querySelectorAll('button, a, input')]
          .filter((node) => !node.closest('.ut-links'))
          .map((node) => ({ text: (node.textContent || node.getAttribute('aria-label') || '').trim(), box: node.getBoundingClientRect().toJSON() }))
          .filter(({ box }) => box.width > 0 && box.height > 0 && box.top < 120)`)) as {
          text: string;
          box: { left: number; right: number; top: number; bottom: number };
        }[];
        const overlapping = covered.filter(
          ({ box }) =>
            links && box.left < links.x + links.width && box.right > links.x && box.top < links.y + links.height && box.bottom > links.y,
        );
        expect({ width, overlapping }).toEqual({ width, overlapping: [] });
        expect(await page.textContent('h1')).not.toMatch(/\(1\)/);
        await page.close();
      }
      const page = await browser.newPage({ viewport: { width: 1280, height: 844 } });
      await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
      const badge = page.locator('a[href="https://redocly.com/redoc/"] img, a[href="https://redocly.com/redoc/"] svg').first();
      expect(decodeURIComponent((await badge.getAttribute('src')) ?? '')).toContain('>Redocly</text>');
    } finally {
      await browser.close();
    }
  }, 60_000);

  test('the try-it console (/try, linked from /docs) posts a spec example and shows the answer, and shows a problem as one', async () => {
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage();
      const cspViolations: string[] = [];
      const offMachine: string[] = [];
      await page.route('**/*', (route) => {
        const { hostname, protocol } = new URL(route.request().url());
        if (protocol === 'data:' || hostname === '127.0.0.1') return route.continue();
        offMachine.push(route.request().url());
        return route.abort();
      });
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
      });
      await page.goto(`${origin}/docs`, { waitUntil: 'domcontentloaded' });
      await page.click('a[href="/try"]');
      await page.waitForURL(`${origin}/try`);
      await page.selectOption('#tool', 'gst-calculator');
      // The first example of the spec fills the body; Send posts it.
      const example = Object.values(toolSpec('gst-calculator').examples)[0] as { value: unknown };
      // Selectors, not page functions: the page's CSP forbids evaluating strings, as it should.
      await page.waitForSelector('#example option', { state: 'attached' });
      expect(JSON.parse(await page.inputValue('#body'))).toEqual(example.value);
      await page.click('#send');
      await page.waitForSelector('#status.ok');
      expect(await page.textContent('#status')).toMatch(/^200 OK \(request id [0-9a-f-]{36}\)$/);
      const answer = JSON.parse((await page.textContent('#answer')) ?? '') as { tool: string; result: { totalPaise: number } };
      expect(answer.tool).toBe('gst-calculator');
      expect(answer.result.totalPaise).toEqual(expect.any(Number));

      await page.fill('#body', '{"amountPaise": 100000, "rate": 17}');
      await page.click('#send');
      await page.waitForSelector('#status.problem');
      expect(await page.textContent('#status')).toMatch(/^422 problem/);
      expect(JSON.parse((await page.textContent('#answer')) ?? '')).toMatchObject({ code: 'validation_failed' });
      expect({ cspViolations, offMachine }).toEqual({ cspViolations: [], offMachine: [] });
    } finally {
      await browser.close();
    }
  }, 60_000);

  test("at a phone's 360 px the console does not scroll sideways, and its site header leads to the tool pages", async () => {
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
    try {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await page.goto(`${origin}/try`, { waitUntil: 'domcontentloaded' });
      await page.waitForSelector('#example option', { state: 'attached' });
      const width = await page.evaluate(
        () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(360);
      await page.click('header.site nav a[href="/tools"]');
      await page.waitForURL(`${origin}/tools`);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
