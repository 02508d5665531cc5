import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import jsQR from 'jsqr';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { createApp } from '../../src/app';
import { runTool, ToolProblem, type ToolName } from '../../src/index';
import { silentLogger } from '../../src/http/log';
import { testConfig } from '../support/app';
import { specTools, toolSpec } from '../support/spec';

// The in-browser tools (/tools, /tools/<slug>) in headless Chromium, every tool: the form is filled from the spec's
// first request example and sent, and the rendered result is checked against the answer; an invalid field shows
// the schema's message (the very one the service gives) before any request is sent; a 422 from the service appears
// at its field; no request leaves the origin, no rule of the CSP is broken, and axe-core finds nothing, light and dark.
// Built pages are needed: `npm run build` (the test tier runs after it).

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const built = existsSync('docs/tools/manifest.json');
const describeWithBrowser = existsSync(executablePath) && built ? describe : describe.skip;
if (!existsSync(executablePath)) console.warn(`tools-browser test skipped: no Chromium at ${executablePath} (apt-get install chromium)`);
if (!built) console.warn('tools-browser test skipped: the tool pages are not built (npm run build:tools)');

type Json = Record<string, unknown>;
interface Property {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minItems?: number;
  items?: { enum?: unknown[] };
}

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const phone = { width: 390, height: 844 };

let server: Server;
let origin = '';
let browser: Browser;

/**
 * The service's own problem for a body the schema refuses. Over HTTP where it fits the body limit; a text above its
 * megabyte maxLength is refused by the body limit first (413), so there the library answers, which validates through
 * the very same callTool and holds the API's problem body (tests/contract/library.test.ts).
 */
async function serviceProblem(slug: string, body: unknown): Promise<{ status: number; answer: Json }> {
  const response = await fetch(`${origin}/api/v1/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
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
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.origin === origin) {
      if (url.pathname.startsWith('/api/v1/')) apiCalls.push(url.pathname);
      return route.fallback();
    }
    offOrigin.push(url.href);
    return route.abort();
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

/** Fills a field as a person would: the select, the switch, the boxes, the text; money in rupees. */
async function fill(page: Page, name: string, property: Property, value: unknown): Promise<void> {
  const id = `#field-${name}`;
  const types = Array.isArray(property.type) ? property.type : [property.type];
  if (property.enum) {
    const index = property.enum.findIndex((choice) => choice === value);
    const offset = (await page.locator(`${id} option`).first().textContent()) === '(not set)' ? 1 : 0;
    await page.selectOption(id, String(index + offset));
  } else if (types.includes('boolean')) await page.setChecked(id, value === true);
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
    const tables = page.locator('.rendered .side-by-side table.data');
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

describeWithBrowser('the in-browser tools in headless Chromium', () => {
  beforeAll(async () => {
    const app = await createApp(testConfig(), { log: silentLogger });
    server = createServer(app.callback());
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
      await page.fill('#search', 'upi qr');
      await expect(page.locator('.tool-list li:not([hidden]) a').allTextContents()).resolves.toEqual(['UPI QR generator']);
      await page.fill('#search', '');
      expect(await axeViolations(page)).toEqual([]);
      expect({ offOrigin, cspViolations }).toEqual({ offOrigin: [], cspViolations: [] });
      await page.context().close();
    },
    60_000,
  );

  test.each(specTools)(
    '%s: the example sent from the form, the result drawn (axe-core clean, light and dark), errors at their field',
    async (slug) => {
      const spec = toolSpec(slug);
      const schema = spec.request as unknown as { properties: Record<string, Property & { default?: unknown }>; required?: string[] };
      const example = (Object.values(spec.examples)[0] as { value: Json }).value;
      const { page, offOrigin, apiCalls, cspViolations } = await openPage();
      await page.goto(`${origin}/tools/${slug}`);
      await page.waitForSelector('form button[type="submit"]');

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
      const width = await page.evaluate(
        () => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(phone.width);

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
      expect(await error.textContent()).toContain(serviceMessage);

      // A 422 from the service lands at its field too: the request is answered with the service's own 422 for that body.
      await page.route(`${origin}/api/v1/${slug}`, (route) =>
        route.fulfill({ status: 422, contentType: 'application/problem+json', body: JSON.stringify(refused.answer) }),
      );
      for (const [name, value] of Object.entries(example)) await fill(page, name, schema.properties[name] as Property, value);
      await page.click('form button[type="submit"]');
      await page.waitForSelector('.problem');
      expect(await error.textContent()).toContain(serviceMessage);
      expect(await page.textContent('.status')).toContain('422');

      expect({ offOrigin, cspViolations }).toEqual({ offOrigin: [], cspViolations: [] });
      await page.context().close();
    },
    90_000,
  );
});
