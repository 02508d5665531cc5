import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../../sdk/src/index';
import { testApp } from '../support/app';
import { runCli } from '../support/cli-run';
import { reverseProxy } from '../support/reverse-proxy';

// BASE_PATH as people deploy it: the service behind a reverse proxy at /utility-tools, one proxy that passes the path
// on as it is (nginx `proxy_pass http://svc;`) and one that strips the prefix (`proxy_pass http://svc/;`, Traefik's
// StripPrefix). Through either, every URL the service writes must lead back to it through the same proxy.

const BASE = '/utility-tools';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

const servers: Server[] = [];
const proxies: Record<'keeps' | 'strips', string> = { keeps: '', strips: '' };
let direct = '';

beforeAll(async () => {
  const app = await testApp({ basePath: BASE });
  const handle = app.callback();
  const service = createServer((req, res) => void handle(req, res));
  servers.push(service);
  const port = await listen(service);
  direct = `http://127.0.0.1:${port}`;
  for (const kind of ['keeps', 'strips'] as const) {
    const proxy = await reverseProxy(port, BASE, kind === 'strips');
    servers.push(proxy.server);
    proxies[kind] = `${proxy.origin}${BASE}`;
  }
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Every root-relative href/src/action of a page. */
const rootLinks = (html: string): string[] => [...html.matchAll(/\b(?:href|src|action)="(\/[^"]*)"/g)].map((match) => match[1] as string);

describe.each(['keeps', 'strips'] as const)('BASE_PATH=/utility-tools behind a proxy that %s the prefix', (kind) => {
  const at = (path: string) => `${proxies[kind]}${path}`;

  test('a tool is called under the prefix', async () => {
    const response = await post(at('/api/v1/gstin-validator'), { gstin: '27AAPFU0939F1ZV' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tool: 'gstin-validator', result: { valid: true } });
  });

  test('a problem names its type and instance under the prefix, and its type page is served there with its links', async () => {
    const response = await post(at('/api/v1/gstin-validator'), { gstin: 1 });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { type: string; instance: string; code: string };
    expect(problem).toMatchObject({ code: 'validation_failed', type: `${BASE}/problems/validation_failed` });
    expect(problem.instance).toBe(`${BASE}/api/v1/gstin-validator`);
    const page = await fetch(new URL(problem.type, proxies[kind]));
    expect(page.status).toBe(200);
    const links = rootLinks(await page.text());
    expect(links).toEqual([`${BASE}/problems`, `${BASE}/docs`]);
    for (const link of links) expect((await fetch(new URL(link, proxies[kind]))).status).toBe(200);
  });

  test('an unknown tool suggests the URL to send to under the prefix', async () => {
    const response = await post(at('/api/v1/gstin-validatr'), { gstin: '27AAPFU0939F1ZV' });
    const problem = (await response.json()) as { code: string; recovery: string };
    expect([response.status, problem.code]).toEqual([404, 'tool_not_found']);
    expect(problem.recovery).toBe(
      `Send the request to ${BASE}/api/v1/gstin-validator if that is the tool you meant; GET ${BASE}/api/v1/tools lists every tool.`,
    );
  });

  test('the problem catalogue as JSON gives each type under the prefix', async () => {
    const response = await fetch(at('/problems'), { headers: { accept: 'application/json' } });
    const { problems } = (await response.json()) as { problems: Array<{ code: string; type: string }> };
    expect(problems.length).toBeGreaterThan(20);
    for (const { code, type } of problems) expect(type).toBe(`${BASE}/problems/${code}`);
  });

  test('the spec names its server under the prefix, as JSON and YAML', async () => {
    const json = (await (await fetch(at('/api/v1/openapi.json'))).json()) as { servers: Array<{ url: string }> };
    expect(json.servers).toEqual([{ url: `${BASE}/api/v1` }]);
    const yaml = await (await fetch(at('/api/v1/openapi.yaml'))).text();
    expect(yaml).toContain(`servers:\n  - url: ${BASE}/api/v1\n`);
  });

  test('the tool list gives each URL under the prefix, and each answers through the proxy', async () => {
    const { tools } = (await (await fetch(at('/api/v1/tools'))).json()) as { tools: Array<{ tool: string; url: string }> };
    expect(tools.length).toBe(21);
    for (const { tool, url } of tools) expect(url).toBe(`${BASE}/api/v1/${tool}`);
    const gstin = tools.find(({ tool }) => tool === 'gstin-validator');
    expect((await post(new URL(gstin?.url ?? '', proxies[kind]).href, { gstin: '27AAPFU0939F1ZV' })).status).toBe(200);
  });

  test('the root redirects to the docs under the prefix', async () => {
    const response = await fetch(at('/'), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${BASE}/docs`);
  });

  test('the docs page names the API under the prefix and links the other pages there', async () => {
    const response = await fetch(at('/docs'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`"servers":[{"url":"${BASE}/api/v1"}]`);
    // Every /api/v1 the page writes (the texts, the spec it hydrates from, Redoc's server panel) is under the prefix.
    const count = (text: string) => html.split(text).length - 1;
    expect(count('/api/v1')).toBeGreaterThan(10);
    expect(count(`${BASE}/api/v1`)).toBe(count('/api/v1'));
    expect(html).toContain(`<a href="${BASE}/tools">Tools</a><a href="${BASE}/try">Try it</a>`);
  });

  test('a tool page tells its script the prefix, and loads its assets under it', async () => {
    const response = await fetch(at('/tools/gst-calculator'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta name="utility-tools-base-path" content="${BASE}">`);
    const links = rootLinks(html);
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const link of links) expect(link.startsWith(`${BASE}/`)).toBe(true);
    for (const asset of links.filter((link) => link.includes('/assets/'))) {
      expect((await fetch(new URL(asset, proxies[kind]))).status).toBe(200);
    }
  });

  test('the try page fetches the spec and the tools under the prefix, its script allowed by its hash', async () => {
    const response = await fetch(at('/try'));
    const html = await response.text();
    expect(html).toContain(`fetch('${BASE}/api/v1/openapi.json')`);
    expect(html).toContain(`fetch('${BASE}/api/v1/' + chosen().tool`);
    for (const link of rootLinks(html)) expect(link.startsWith(`${BASE}/`)).toBe(true);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
  });

  test('a batch item problem names its type under the prefix', async () => {
    const response = await post(at('/api/v1/batch'), { calls: [{ tool: 'gstin-validator', body: {} }] });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: unknown[] };
    expect(JSON.stringify(items[0])).toContain(`"type":"${BASE}/problems/validation_failed"`);
  });

  test('MCP is served under the prefix, its problem types and instances there too', async () => {
    const response = await post(
      at('/mcp'),
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'gstin_validator', arguments: {} } },
      { accept: 'application/json, text/event-stream' },
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { result: { isError: boolean; content: Array<{ text: string }> } };
    expect(answer.result.isError).toBe(true);
    expect(JSON.parse(answer.result.content[0]?.text ?? '{}')).toMatchObject({
      type: `${BASE}/problems/validation_failed`,
      instance: `${BASE}/mcp#gstin_validator`,
    });
  });

  test('the SDK and the CLI reach the tools with the site URL under the prefix as their base', async () => {
    const client = createClient({ baseUrl: proxies[kind] });
    expect(await client.tool('gstin-validator', { gstin: '27AAPFU0939F1ZV' })).toMatchObject({ valid: true });
    expect((await client.tools()).length).toBe(21);
    const cli = await runCli(['gstin-validator', '--json', '{"gstin":"27AAPFU0939F1ZV"}', '--url', proxies[kind]]);
    expect([cli.code, JSON.parse(cli.stdout)]).toMatchObject([0, { valid: true }]);
  }, 30_000);

  test('the probes answer under the prefix', async () => {
    expect((await fetch(at('/healthz'))).status).toBe(200);
    expect((await fetch(at('/readyz'))).status).toBe(200);
  });
});

describe('BASE_PATH=/utility-tools reached directly (a probe to the pod, a proxy that strips)', () => {
  test('paths without the prefix are served, and what they write still carries it', async () => {
    expect((await fetch(`${direct}/healthz`)).status).toBe(200);
    const response = await post(`${direct}/api/v1/gstin-validator`, { gstin: 1 });
    expect(((await response.json()) as { type: string }).type).toBe(`${BASE}/problems/validation_failed`);
  });

  test('a path that only begins like the prefix is not taken for it', async () => {
    const response = await fetch(`${direct}${BASE}-other/healthz`);
    expect(response.status).toBe(404);
  });
});
