import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { runTool, ToolProblem, type ToolName } from '../../src/index';
import { testApp } from '../support/app';
import { withToolchain } from '../support/toolchain';
import { specTools, toolSpec } from '../support/spec';
import { errorInWords, istInputValue } from '../../web/tools/words';
import { fragmentToBody } from '../../web/tools/link';

// The in-browser tools (/tools, /tools/<slug>) in headless Chromium, every tool: the form is filled from the spec's
// first request example and sent, and the rendered result is checked against the answer; an invalid field shows
// the schema's message (the very one the service gives) before any request is sent; a 422 from the service appears
// at its field; no request leaves the origin, no rule of the CSP is broken, and axe-core finds nothing, light and dark.
// Pages for people: labels and choices in words (never the API's names), required fields flagged and amounts rounded
// before anything is sent, results gone the moment the form changes, nothing wider than a phone, the India pack first.
// Built pages are needed: `npm run build` (the test tier runs after it).

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const built = existsSync('docs/tools/manifest.json');
// Skipped where Chromium or the built pages are missing; under CI (which installs and builds both) a failure naming it.
const describeWithBrowser = withToolchain(
  !existsSync(executablePath) ? `Chromium at ${executablePath} (apt-get install chromium)` : 'the built tool pages (npm run build:tools)',
  existsSync(executablePath) && built,
);

type Json = Record<string, unknown>;
interface Property {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minItems?: number;
  items?: { enum?: unknown[]; 'x-enumDescriptions'?: Record<string, string> };
  'x-label'?: string;
  'x-input'?: string;
  'x-enumDescriptions'?: Record<string, string>;
}
type Schema = { properties: Record<string, Property & { default?: unknown }>; required?: string[] };

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const phone = { width: 390, height: 844 };

let server: Server;
let origin = '';
let browser: Browser;

/**
 * The service's own problem for a body the schema refuses. Over HTTP where it fits the body limit; a text above its
 * megabyte maxLength is refused by the body limit first (413), so there the library answers, which validates through
 * the very same callTool and holds the API's problem body (tests/contract/library.system.test.ts).
 */
async function serviceProblem(slug: string, body: unknown): Promise<{ status: number; answer: Json }> {
  const send = () =>
    fetch(`${origin}/api/v1/${slug}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  // Once more on a reset: a kept-alive connection the service closed as idle just as this request went out on it (the
  // race every keep-alive client has; a loaded machine widens it). The request changes nothing, so sending it again is safe.
  const response = await send().catch(send);
  if (response.status !== 413) return { status: response.status, answer: (await response.json()) as Json };
  try {
    await runTool(slug as ToolName, body as never);
  } catch (error) {
    if (error instanceof ToolProblem) return { status: error.status, answer: error.problem as unknown as Json };
    throw error;
  }
  throw new Error(`${slug} accepted a body its schema refuses`);
}

/**
 * The body the form sends for an example: the example, and the schema's defaults for the fields it leaves out. A
 * textarea's value has LF line ends whatever was put in it (HTML's rule), so a CRLF in a long text arrives as LF.
 */
function withDefaults(schema: { properties: Record<string, Property & { default?: unknown }> }, example: Json): Json {
  const defaults = Object.entries(schema.properties).filter(
    ([, property]) => property.default !== undefined && !(Array.isArray(property.default) && property.default.length === 0),
  );
  const sent = Object.entries(example).map(([name, value]) => [
    name,
    typeof value === 'string' && (schema.properties[name]?.maxLength ?? 0) > 512 ? value.replaceAll('\r\n', '\n') : value,
  ]);
  return { ...Object.fromEntries(defaults.map(([name, property]) => [name, property.default])), ...Object.fromEntries(sent) };
}

/** A page that records every request, lets only its own origin through (and axe, served as if from it), and CSP reports. */
async function openPage(
  colorScheme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; offOrigin: string[]; apiCalls: string[]; cspViolations: string[] }> {
  const context = await browser.newContext({ viewport: phone, colorScheme });
  const page = await context.newPage();
  const offOrigin: string[] = [];
  const apiCalls: string[] = [];
  const cspViolations: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.origin === origin && url.pathname === '/__test/axe.js') return route.fulfill({ contentType: 'text/javascript', body: AXE });
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.origin === origin) return route.fallback();
    offOrigin.push(url.href);
    return route.abort();
  });
  // Every call to the API the page makes, whoever answers it (the service, or a test's route).
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.startsWith('/api/v1/')) apiCalls.push(url.pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  return { page, offOrigin, apiCalls, cspViolations };
}

/** axe-core's violations on the page as it is now (loaded from the page's own origin, so its CSP allows it). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ url: `${origin}/__test/axe.js` });
  return page.evaluate(async () => {
    // In the page: its globals, typed here without the DOM library.
    type Violation = { id: string; nodes: Array<{ target: string[] }> };
    const page = globalThis as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> };
      document: unknown;
    };
    const result = await page.axe.run(page.document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
}

/** Fills a field as a person would: the choice, the switch, the boxes, the text; money in rupees; times in India time. */
async function fill(page: Page, name: string, property: Property, value: unknown): Promise<void> {
  const id = `#field-${name}`;
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (property.enum) {
    const index = property.enum.findIndex((choice) => choice === value);
    if ((await page.locator(`select${id}`).count()) === 1) {
      const offset = (await page.locator(`${id} option`).first().textContent()) === '(not set)' ? 1 : 0;
      await page.selectOption(id, String(index + offset));
    } else {
      const offset = (await page.locator(`label[for="field-${name}-0"]`).textContent())?.trim() === '(not set)' ? 1 : 0;
      await page.check(`${id}-${index + offset}`);
    }
  } else if (types.includes('boolean')) await page.setChecked(id, value === true);
  else if (property['x-input'] === 'datetime') await page.fill(id, istInputValue(value as number));
  else if (types.includes('integer') || types.includes('number'))
    await page.fill(id, String(name.endsWith('Paise') ? (value as number) / 100 : value));
  else if (types.includes('array') && property.items?.enum) {
    for (const [index, choice] of property.items.enum.entries())
      await page.setChecked(`${id}-${index}`, (value as unknown[]).includes(choice));
  } else if (types.includes('array')) await page.fill(id, (value as string[]).join('\n'));
  else await page.fill(id, String(value));
}

/** Sets a text control's value at once (a megabyte typed key by key would take minutes) and tells the page. */
async function setValue(page: Page, selector: string, value: string): Promise<void> {
  await page.locator(selector).evaluate((element, text) => {
    const input = element as unknown as { value: string; dispatchEvent(event: unknown): boolean };
    const { Event } = globalThis as unknown as { Event: new (type: string, init: { bubbles: boolean }) => unknown };
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

/** A value the schema refuses for one field, and how to put it in the form. */
function invalidField(schema: { properties: Record<string, Property>; required?: string[] }): {
  name: string;
  value: unknown;
  put: (page: Page) => Promise<void>;
} {
  for (const [name, property] of Object.entries(schema.properties)) {
    const types = Array.isArray(property.type) ? property.type : [property.type];
    if (property['x-input'] === 'datetime' && property.maximum !== undefined) {
      const value = property.maximum + 60_000;
      return { name, value, put: (page) => page.fill(`#field-${name}`, istInputValue(value)) };
    }
    if ((types.includes('integer') || types.includes('number')) && property.maximum !== undefined && !property.enum) {
      const value = property.maximum + (name.endsWith('Paise') ? 100 : 1);
      return { name, value, put: (page) => page.fill(`#field-${name}`, String(name.endsWith('Paise') ? value / 100 : value)) };
    }
  }
  for (const [name, property] of Object.entries(schema.properties)) {
    if (property.minItems !== undefined && property.items?.enum) {
      const boxes = property.items.enum;
      return {
        name,
        value: [],
        put: async (page) => {
          for (const index of boxes.keys()) await page.setChecked(`#field-${name}-${index}`, false);
        },
      };
    }
  }
  const [name, property] = Object.entries(schema.properties).find(([, p]) => p.maxLength !== undefined && !p.enum) as [string, Property];
  const value = 'x'.repeat((property.maxLength as number) + 1);
  return { name, value, put: (page) => setValue(page, `#field-${name}`, value) };
}

/** What must be on the page for each tool's answer: values read from the answer itself, drawn for people. */
const shows: Record<string, (page: Page, result: Json) => Promise<void>> = {
  'gst-calculator': async (page, result) => expectTotal(page, result.totalPaise as number),
  'gold-making-charges-calculator': async (page, result) => expectTotal(page, result.totalPaise as number),
  'upi-qr-generator': async (page, result) => {
    const src = (await page.getAttribute('.rendered img.qr', 'src')) ?? '';
    const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(result.uri);
    for (const label of ['Download PNG', 'Download SVG', 'Print'])
      await expect(page.getByText(label, { exact: true }).count()).resolves.toBe(1);
  },
  'amount-to-words': async (page, result) => expectText(page, [result.english, result.hindi]),
  'cron-builder': async (page, result) =>
    expectText(page, [
      result.description,
      ...(result.nextRuns as Array<{ ist: string; utc: string }>).flatMap((run) => [run.ist, run.utc]),
    ]),
  'jwt-decoder': async (page, result) =>
    expectText(page, ['Signature not checked', (result.times as { exp: { ist: string } }).exp.ist, '"iss": "joe"']),
  'hash-generator': async (page, result) => expectText(page, Object.values(result.hashes as Json)),
  'uuid-generator': async (page, result) => expectText(page, result.uuids as string[]),
  'base64-encode-decode': async (page, result) => expectText(page, [result.base64, result.base64url]),
  'epoch-converter': async (page, result) => expectText(page, [result.ist, result.utc]),
  'gstin-validator': async (page, result) => expectText(page, [`${result.gstin} is a valid GSTIN`, result.stateName, result.pan]),
  'curl-to-code': async (page, result) => expectCode(page, [result.code as string]),
  'json-formatter': async (page, result) => expectCode(page, [result.output as string]),
  'json-to-typescript': async (page, result) => expectCode(page, [result.code as string]),
  'json-schema-generator': async (page, result) => expectCode(page, [JSON.stringify(result.schema, null, 2)]),
  'api-spec-generator': async (page, result) => expectCode(page, [result.yaml as string]),
  'json-to-any-language': async (page, result) =>
    expectCode(
      page,
      (result.files as Array<{ content: string }>).map((file) => file.content),
    ),
  'mcp-server-generator': async (page, result) =>
    expectCode(
      page,
      (result.files as Array<{ content: string }>).map((file) => file.content),
    ),
  'json-to-csv': async (page, result) => {
    expect(await page.locator('.rendered table.data thead th').allTextContents()).toEqual(result.columns);
    expect(await page.locator('.rendered table.data tbody tr').count()).toBe(result.rows);
  },
  'mock-data-generator': async (page, result) => {
    expect(await page.locator('.rendered table.data thead th').allTextContents()).toEqual(
      (result.columns as Array<{ name: string }>).map((column) => column.name),
    );
    expect(await page.locator('.rendered table.data tbody tr').count()).toBe(result.rows);
  },
  'data-anonymizer': async (page, result) => {
    const tables = page.locator('.rendered .before-after table.data');
    expect(await tables.count()).toBe(2);
    const after = await tables.nth(1).locator('tbody tr').first().locator('td').allTextContents();
    expect(after.join(',')).toBe(String(result.output).split(/\r?\n/)[1]);
  },
};

async function expectTotal(page: Page, totalPaise: number): Promise<void> {
  const cell = page.locator('.rendered [data-total-paise]');
  const shown = (await cell.textContent()) ?? '';
  // "₹1,180.00" back to paise: Indian grouping read as it is printed.
  expect(Math.round(Number(shown.replace(/[₹,]/g, '')) * 100)).toBe(totalPaise);
  expect(shown).toMatch(/^₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$|^₹\d{1,3}\.\d{2}$/);
}

async function expectText(page: Page, values: unknown[]): Promise<void> {
  const text = (await page.locator('.rendered').textContent()) ?? '';
  for (const value of values) expect(text).toContain(String(value));
}

async function expectCode(page: Page, codes: string[]): Promise<void> {
  const shown = await page.locator('.rendered pre.code').allTextContents();
  for (const code of codes) expect(shown).toContain(code);
}

/** How wide the page is (wider than the viewport: the page scrolls sideways). */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
  );
}

/** A field's label (or its group's legend) as shown, without the required mark and the rupee sign. */
async function fieldLabel(page: Page, name: string): Promise<string> {
  const label = page.locator(`label[for="field-${name}"], fieldset#field-${name} > legend`);
  return ((await label.textContent()) ?? '').replace(/ \*$/, '').replace(/ \(₹\)$/, '');
}

/** The words of a field's choices: its options, radio buttons or boxes. */
async function choiceTexts(page: Page, name: string): Promise<string[]> {
  const texts = await page.locator(`select#field-${name} option, fieldset#field-${name} label.choice`).allTextContents();
  return texts.map((text) => text.trim());
}

/** An API name merely re-cased: "gstin" → "Gstin", "text" → "Text". */
const recased = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Opens a tool's page and waits for its form. */
async function openTool(slug: string, viewport = phone): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage();
  await opened.page.setViewportSize(viewport);
  await opened.page.goto(`${origin}/tools/${slug}`);
  await opened.page.waitForSelector('form button[type="submit"]');
  return opened;
}

/** Runs the form and waits for the drawn result. */
async function runForm(page: Page): Promise<void> {
  await page.click('form button[type="submit"]');
  await page.waitForSelector('.rendered');
}

describeWithBrowser('the in-browser tools in headless Chromium', () => {
  beforeAll(async () => {
    const app = await testApp();
    const handle = app.callback();
    server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  test('every tool has a renderer (a new tool must get one)', () => {
    expect(Object.keys(shows).sort()).toEqual([...specTools].sort());
  });

  test.each(['light', 'dark'] as const)(
    'the index lists the 21 tools by tag and searches them (%s, axe-core clean)',
    async (scheme) => {
      const { page, offOrigin, cspViolations } = await openPage(scheme);
      await page.goto(`${origin}/tools`);
      await page.waitForSelector('.tool-list a');
      expect(await page.locator('.tool-list a').count()).toBe(specTools.length);
      expect(await page.locator('section.group h2').count()).toBe(4);
      // The India pack first: GST, GSTIN, UPI and gold, then rupees in words; the developer and data tools after.
      expect(await page.locator('section.group h2').allTextContents()).toEqual([
        'Business in India',
        'Documents and cheques',
        'For developers',
        'Data',
      ]);
      expect(await page.locator('section.group').first().locator('.tool-list a').allTextContents()).toEqual([
        'GST calculator',
        'GSTIN validator',
        'UPI QR generator',
        'Gold making charges calculator',
      ]);
      // After the tools, the pipeline page.
      expect(await page.locator('section.compose-links a').getAttribute('href')).toBe('/tools/pipeline');
      await page.fill('#search', 'upi qr');
      await expect(page.locator('.tool-list li:not([hidden]) a').allTextContents()).resolves.toEqual(['UPI QR generator']);
      await page.fill('#search', '');
      expect(await axeViolations(page)).toEqual([]);
      expect({ offOrigin, cspViolations }).toEqual({ offOrigin: [], cspViolations: [] });
      await page.context().close();
    },
    60_000,
  );

  test('a result goes the moment the form changes: a changed amount, a refused one, a 422 about a field since fixed', async () => {
    const { page, apiCalls } = await openTool('gst-calculator');
    await runForm(page);
    await page.fill('#field-amountPaise', '2000');
    await page.waitForSelector('.rendered', { state: 'detached' });
    expect(await page.textContent('.status')).toBe('The form has changed: press Run for a new result.');
    await runForm(page);
    expect(await page.textContent('.rendered [data-total-paise]')).toBe('₹2,360.00');
    // A negative amount and Run: the field says why, no old bill stays underneath, nothing is sent.
    const sent = apiCalls.length;
    await page.fill('#field-amountPaise', '-5');
    await page.click('form button[type="submit"]');
    expect(await page.textContent('#field-amountPaise-error')).toBe('Amount cannot be negative.');
    expect([await page.locator('.output > *').count(), await page.textContent('.status'), apiCalls.length]).toEqual([
      0,
      'Fix the marked fields first: nothing was sent.',
      sent,
    ]);
    // A radio button is a change too.
    await page.fill('#field-amountPaise', '1000');
    await runForm(page);
    await page.check('#field-supply-1');
    await page.waitForSelector('.rendered', { state: 'detached' });

    // The UPI page: the service's 422 about the payee's name goes when the name is edited.
    await page.route(`${origin}/api/v1/upi-qr-generator`, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          title: 'Invalid payee name',
          status: 422,
          code: 'invalid_payee_name',
          detail: 'payeeName has a tab.',
          recovery: 'Write the name on one line.',
        }),
      }),
    );
    await page.goto(`${origin}/tools/upi-qr-generator`);
    await page.click('form button[type="submit"]');
    await page.waitForSelector('.problem');
    // The service's field name reads as the page's label.
    expect(await page.textContent('.problem p')).toBe("“Payee's name” has a tab.");
    await page.fill('#field-payeeName', 'Ravi Sons');
    await page.waitForSelector('.problem', { state: 'detached' });
    expect(await page.textContent('.status')).not.toContain('422');
    await page.context().close();
  });

  test('a link carries the form: Copy link puts the body in the address bar, and the link opens the tool filled in, with its result', async () => {
    const { page } = await openTool('gst-calculator');
    await page.fill('#field-amountPaise', '2000');
    await page.click('form button:has-text("Copy link")');
    await page.waitForURL(/#z=/);
    const link = page.url();
    expect(await fragmentToBody(new URL(link).hash)).toMatchObject({ amountPaise: 200000, rate: 18 });
    await page.context().close();

    const opened = await openPage();
    await opened.page.goto(link);
    await opened.page.waitForSelector('.rendered');
    expect(await opened.page.textContent('.rendered [data-total-paise]')).toBe('₹2,360.00');
    expect(opened.apiCalls).toEqual(['/api/v1/gst-calculator']);
    // Another link pasted into the same page's address bar: the page takes its body.
    const plain = `#b=${Buffer.from(JSON.stringify({ amountPaise: 100000, rate: 5 })).toString('base64url')}`;
    await opened.page.evaluate((hash) => void ((globalThis as unknown as { location: { hash: string } }).location.hash = hash), plain);
    await opened.page.locator('.rendered [data-total-paise]', { hasText: '₹1,050.00' }).waitFor();
    // A damaged link: the example is shown, and the status says why; nothing is sent.
    await opened.page.goto(`${origin}/tools/gst-calculator#z=abc+def`);
    await opened.page.waitForSelector('form button[type="submit"]');
    expect(await opened.page.textContent('.status')).toMatch(/^This link could not be opened \(the link is damaged/);
    expect(opened.apiCalls).toHaveLength(2);
    await opened.page.context().close();
  });

  test('many at once: a pasted column of GSTINs comes back as a table, one batch request, with a CSV download', async () => {
    const { page, apiCalls } = await openTool('gstin-validator');
    await page.click('details.many summary');
    const tooLong = 'X'.repeat(70);
    await page.fill('#many-values', ['27AAPFU0939F1ZV', '', '12AAACI1681G1Z0', '47AAGCG4576J1A6', tooLong].join('\n'));
    await page.click('details.many button:has-text("Run every line")');
    await page.locator('details.many table.data').waitFor();
    const rows = await page.$$eval('details.many tbody tr', (trs) =>
      trs.map((tr) => Array.from((tr as unknown as { cells: Array<{ textContent: string }> }).cells, (td) => td.textContent)),
    );
    const header = await page.$$eval('details.many thead th', (ths) => ths.map((th) => th.textContent));
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect(column('line')).toEqual(['1', '3', '4', '5']);
    expect(column('status')).toEqual(['200', '200', '200', 'not sent']);
    expect(column('valid')).toEqual(['true', 'true', 'false', '']);
    // The line the schema refuses was never sent: one batch request for the three others.
    expect(apiCalls).toEqual(['/api/v1/batch']);
    expect(await page.textContent('details.many .status')).toBe('Done: 3 of 4 lines answered, 1 not (see their last column).');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('details.many a:has-text("Download the table as CSV")'),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8').split('\r\n');
    expect(csv[0]?.startsWith('line,GSTIN,status,')).toBe(true);
    expect(csv[1]?.startsWith('1,27AAPFU0939F1ZV,200,')).toBe(true);
    expect(csv).toHaveLength(6);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  test('the pipeline page runs a saved recipe, shares it as a link, and names a bad reference before anything runs', async () => {
    const { page, apiCalls } = await openPage();
    await page.goto(`${origin}/tools/pipeline`);
    await page.waitForSelector('form button[type="submit"]');
    await page.click('form button[type="submit"]');
    await page.locator('.status', { hasText: 'Done:' }).waitFor();
    expect(await page.textContent('.status')).toBe('Done: 1 run, 3 of 3 steps answered.');
    expect(await page.$$eval('ol.steps > li > strong', (items) => items.map((item) => item.textContent))).toEqual([
      'gst-calculator: 200',
      'amount-to-words: 200',
      'upi-qr-generator: 200',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await page.click('form button:has-text("Copy link")');
    await page.waitForURL(/#z=/);
    const link = page.url();
    // A reference to a field the result schema does not have: 422 pipeline_invalid, naming the pointer.
    const recipe = JSON.parse(await page.inputValue('#pipeline-json')) as { steps: Array<{ body: Record<string, unknown> }> };
    (recipe.steps[1] as { body: Record<string, unknown> }).body.amount = { $from: '/0/result/totalRupees' };
    await page.fill('#pipeline-json', JSON.stringify(recipe));
    await page.click('form button[type="submit"]');
    await page.locator('.problem').waitFor();
    expect(await page.textContent('.status')).toMatch(/^422 .*\(pipeline_invalid\)$/);
    expect(await page.textContent('.problem li')).toContain('/0/result/totalRupees');
    expect(apiCalls).toEqual(['/api/v1/pipeline', '/api/v1/pipeline']);
    await page.context().close();

    const opened = await openPage();
    await opened.page.goto(link);
    await opened.page.locator('.status', { hasText: 'Done:' }).waitFor();
    expect(await opened.page.textContent('.status')).toBe('Done: 1 run, 3 of 3 steps answered.');
    await opened.page.context().close();
  });

  test('an answer that arrives after the form changed is never drawn', async () => {
    const { page } = await openTool('gst-calculator');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${origin}/api/v1/gst-calculator`, async (route) => {
      await held;
      await route.fallback();
    });
    await page.click('form button[type="submit"]');
    await expect(page.textContent('.status')).resolves.toBe('Working…');
    await page.fill('#field-amountPaise', '2000');
    release();
    await page.waitForTimeout(500);
    expect([await page.locator('.rendered').count(), await page.textContent('.status')]).toEqual([
      0,
      'The form has changed: press Run for a new result.',
    ]);
    await page.context().close();
  });

  test('an amount with more than two decimals: the rounding is shown before sending, and what is sent is what was shown', async () => {
    const { page } = await openTool('gst-calculator');
    await page.fill('#field-amountPaise', '10.005');
    await page.locator('#field-amountPaise-notice').waitFor();
    await expect(page.textContent('#field-amountPaise-notice')).resolves.toBe(
      'More than two decimals: this will be sent as ₹10.01 (1,001 paise), rounded half-up to the paisa.',
    );
    const request = page.waitForRequest(`${origin}/api/v1/gst-calculator`);
    await runForm(page);
    expect(JSON.parse((await request).postData() ?? '{}')).toMatchObject({ amountPaise: 1001 });
    await page.fill('#field-amountPaise', '1,18,000.50');
    await page.locator('#field-amountPaise-notice').waitFor({ state: 'hidden' });
    expect(JSON.parse(((await page.locator('#panel-0 pre').textContent()) ?? '').split("-d '")[1]?.slice(0, -1) ?? '{}')).toMatchObject({
      amountPaise: 11800050,
    });

    // amount-to-words: the service rounds rupees and paise; a plain number keeps every decimal, so no notice.
    await page.goto(`${origin}/tools/amount-to-words`);
    await page.waitForSelector('form button[type="submit"]');
    await page.fill('#field-amount', '10.005');
    await page.locator('#field-amount-notice').waitFor();
    await expect(page.textContent('#field-amount-notice')).resolves.toBe(
      'More than two decimals: this will be read as ₹10.01, rounded half-up to the paisa.',
    );
    await page.check('#field-currency-1');
    await page.locator('#field-amount-notice').waitFor({ state: 'hidden' });
    await page.context().close();
  });

  test('cron: the start is a date and time in India, now by default, sent as Unix ms', async () => {
    const { page } = await openTool('cron-builder');
    const before = Date.now();
    expect(await page.getAttribute('#field-fromMs', 'type')).toBe('datetime-local');
    const picked = (await page.inputValue('#field-fromMs')) ?? '';
    const istNow = istInputValue(Math.floor(before / 60_000) * 60_000);
    expect([istNow, istInputValue(Math.floor(before / 60_000) * 60_000 - 60_000)]).toContain(picked);
    const request = page.waitForRequest(`${origin}/api/v1/cron-builder`);
    await runForm(page);
    const sent = JSON.parse((await request).postData() ?? '{}') as { fromMs: number };
    expect(istInputValue(sent.fromMs)).toBe(picked);
    const first = ((await page.locator('.rendered ol.runs code').first().textContent()) ?? '').trim();
    expect(Date.parse(first)).toBeGreaterThan(sent.fromMs);
    expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);
    await page.context().close();
  });

  test('the printed UPI card names the payee, with the UPI ID and the amount; the form is not printed', async () => {
    const { page } = await openTool('upi-qr-generator');
    await runForm(page);
    await page.emulateMedia({ media: 'print' });
    const card = await page.locator('.upi-card').innerText();
    expect(await page.locator('.upi-card .payee').textContent()).toBe('Mr. Sharma');
    expect(await page.locator('.upi-card .payee').isVisible()).toBe(true);
    expect(card).toContain('Scan with any UPI app to pay');
    expect(card).toContain('landlord@oksbi');
    expect(card).toContain('₹15,000.00');
    expect(await page.locator('form').isVisible()).toBe(false);
    await page.context().close();
  });

  test('Hindi is set in Devanagari faces first, whatever the system font', async () => {
    const { page } = await openTool('amount-to-words');
    await runForm(page);
    const font = await page
      .locator('.rendered .hindi')
      .evaluate(
        (element) =>
          (globalThis as unknown as { getComputedStyle(node: unknown): { fontFamily: string } }).getComputedStyle(element).fontFamily,
      );
    expect(font).toMatch(/^"Noto Sans Devanagari", Mangal, "Nirmala UI", "Kohinoor Devanagari", system-ui/);
    await page.context().close();
  });

  test.each([phone, { width: 1280, height: 900 }])(
    'the anonymizer at $width px: before and after whole, one heading each, the columns in plain words',
    async (viewport) => {
      const { page } = await openTool('data-anonymizer', viewport);
      await runForm(page);
      const boxes = page.locator('.rendered .table-scroll');
      expect(await boxes.count()).toBe(2);
      for (const index of [0, 1]) {
        const fits = await boxes.nth(index).evaluate((box) => {
          const element = box as unknown as { scrollWidth: number; clientWidth: number };
          return element.scrollWidth <= element.clientWidth;
        });
        // On a wide screen every column shows; on a phone the table scrolls inside its box, never the page.
        if (viewport.width === 1280) expect(fits).toBe(true);
      }
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
      const text = (await page.locator('.rendered').innerText()).split('\n');
      expect([text.filter((line) => line.trim() === 'Before').length, text.filter((line) => line.trim() === 'After').length]).toEqual([
        1, 1,
      ]);
      expect(await page.locator('.rendered .columns-changed li').first().textContent()).toBe("name: people's names, found by its header");
      await page.context().close();
    },
  );

  test.each(specTools)(
    '%s: the example sent from the form, the result drawn (axe-core clean, light and dark), fields labelled in words, errors at their field, required fields flagged',
    async (slug) => {
      const spec = toolSpec(slug);
      const schema = spec.request as unknown as Schema;
      const example = (Object.values(spec.examples)[0] as { value: Json }).value;
      const { page, offOrigin, apiCalls, cspViolations } = await openPage();
      await page.goto(`${origin}/tools/${slug}`);
      await page.waitForSelector('form button[type="submit"]');
      expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

      // Every field is labelled for people (the spec's x-label, never its API name) and its choices are in words.
      for (const [name, property] of Object.entries(schema.properties)) {
        const label = await fieldLabel(page, name);
        expect(label).toBe(property['x-label']);
        expect([label === name, label === recased(name)]).toEqual([false, false]);
        const words = property['x-enumDescriptions'] ?? property.items?.['x-enumDescriptions'];
        if (words) expect(await choiceTexts(page, name)).toEqual(Object.values(words));
      }

      // The spec's first example, field by field, then Run: the answer is drawn for people, the raw JSON a click away.
      for (const [name, value] of Object.entries(example)) await fill(page, name, schema.properties[name] as Property, value);
      await page.click('form button[type="submit"]');
      await page.waitForSelector('.rendered');
      await page.click('button[aria-controls="raw-json"]');
      const answer = JSON.parse((await page.textContent('#raw-json')) ?? '') as { tool: string; result: Json };
      expect(answer.tool).toBe(slug);
      await (shows[slug] as (page: Page, result: Json) => Promise<void>)(page, answer.result);
      // The snippets hold the body that was sent.
      const curl = (await page.locator('#panel-0 pre').textContent()) ?? '';
      expect(JSON.parse(curl.slice(curl.indexOf("-d '") + 4, -1).replaceAll(`'\\''`, "'"))).toEqual(withDefaults(schema, example));
      expect(await page.locator('[role="tab"]').allTextContents()).toEqual(['curl', 'SDK', 'CLI', 'MCP']);
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ colorScheme: 'light' });
      // A phone's width: nothing but the code and tables (which scroll in their own boxes) is wider than the screen.
      expect(await pageWidth(page)).toBeLessThanOrEqual(phone.width);

      // A value the schema refuses: its message at the field, the service's very words, and nothing sent.
      const invalid = invalidField(schema);
      const sentBefore = apiCalls.length;
      await invalid.put(page);
      // As you type: the message appears without Run; Run then sends nothing either.
      const error = page.locator(`#field-${invalid.name}-error`);
      await error.waitFor({ state: 'visible' });
      await page.click('form button[type="submit"]');
      await expect(page.textContent('.status')).resolves.toBe('Fix the marked fields first: nothing was sent.');
      expect(apiCalls.length).toBe(sentBefore);
      const refused = await serviceProblem(slug, { ...example, [invalid.name]: invalid.value });
      expect(refused.status).toBe(422);
      const serviceMessage = (refused.answer.errors as Array<{ pointer: string; message: string }>).find(
        (entry) => entry.pointer === `/${invalid.name}`,
      )?.message;
      expect(serviceMessage).toEqual(expect.any(String));
      // The service's words, or for rupees and times the same bound in the units the person typed.
      const fieldMessage = errorInWords(invalid.name, schema.properties[invalid.name] as never, serviceMessage as string);
      expect(await error.textContent()).toBe(`${schema.properties[invalid.name]?.['x-label']} ${fieldMessage}`);

      // A 422 from the service lands at its field too: the request is answered with the service's own 422 for that body.
      await page.route(`${origin}/api/v1/${slug}`, (route) =>
        route.fulfill({ status: 422, contentType: 'application/problem+json', body: JSON.stringify(refused.answer) }),
      );
      for (const [name, value] of Object.entries(example)) await fill(page, name, schema.properties[name] as Property, value);
      await page.click('form button[type="submit"]');
      await page.waitForSelector('.problem');
      expect(await error.textContent()).toContain(fieldMessage);
      expect(await page.textContent('.status')).toContain('422');

      // A required field left empty (or only spaces) is flagged at the field before anything is sent.
      for (const name of schema.required ?? []) {
        if ((await page.locator(`input#field-${name}:not([type="checkbox"]), textarea#field-${name}`).count()) === 0) continue;
        const sent = apiCalls.length;
        await setValue(page, `#field-${name}`, (await page.getAttribute(`#field-${name}`, 'type')) === 'datetime-local' ? '' : '  ');
        await page.click('form button[type="submit"]');
        await expect(page.textContent(`#field-${name}-error`)).resolves.toBe(
          `${schema.properties[name]?.['x-label']} is required: fill it in.`,
        );
        expect(await page.getAttribute(`#field-${name}`, 'aria-invalid')).toBe('true');
        expect(await page.textContent('.status')).toBe('Fix the marked fields first: nothing was sent.');
        expect(apiCalls.length).toBe(sent);
        await fill(page, name, schema.properties[name] as Property, example[name]);
      }

      expect({ offOrigin, cspViolations }).toEqual({ offOrigin: [], cspViolations: [] });
      await page.context().close();
    },
    90_000,
  );
});
