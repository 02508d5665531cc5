import { operations } from '../../src/common/operations';
import { parseToolSelection } from '../../src/common/served-spec';
import { expectProblem, useTestClient } from '../support/app';

// TOOLS: an instance that serves a chosen set of tools (here the India pack, by its tag), as people deploy one for a
// team that needs only those. Everything that lists tools lists only them; the others are unknown on every surface.

const INDIA = ['gold-making-charges-calculator', 'gst-calculator', 'gstin-validator', 'upi-qr-generator'];
const client = useTestClient({ tools: parseToolSelection('business-india', 'TOOLS') });

const mcp = (method: string, params: Record<string, unknown>) =>
  client.post('/mcp').set('Accept', 'application/json, text/event-stream').send({ jsonrpc: '2.0', id: 1, method, params });

describe('TOOLS=business-india', () => {
  test('a tag chooses its tools, a name one tool, in the spec order; an unknown word is refused with the choices', () => {
    expect(parseToolSelection('business-india', 'TOOLS')).toEqual(INDIA);
    expect(parseToolSelection('uuid-generator gstin-validator,Amount-To-Words', 'TOOLS')).toEqual([
      'amount-to-words',
      'gstin-validator',
      'uuid-generator',
    ]);
    expect(() => parseToolSelection('india', 'TOOLS')).toThrow(/^TOOLS: "india" is neither a tool nor a tag\. Tags: .*business-india/);
  });

  test('the tool list and the spec hold only the chosen tools, the compositions, and the tags they use', async () => {
    const { tools } = (await client.get('/api/v1/tools')).body as { tools: Array<{ tool: string }> };
    expect(tools.map(({ tool }) => tool)).toEqual(INDIA);
    const spec = (await client.get('/api/v1/openapi.json')).body as { paths: Record<string, unknown>; tags: Array<{ name: string }> };
    expect(Object.keys(spec.paths).sort()).toEqual([...INDIA.map((tool) => `/${tool}`), '/batch', '/pipeline'].sort());
    expect(spec.tags.map(({ name }) => name)).toEqual(['business-india', 'compose']);
    expect((await client.get('/api/v1/openapi.yaml')).text).not.toContain('/uuid-generator:');
  });

  test('the examples of batch and pipeline that call a tool not served are left out; the others stay', async () => {
    const spec = (await client.get('/api/v1/openapi.json')).body as {
      paths: Record<string, { post: { requestBody: { content: { 'application/json': { examples?: Record<string, unknown> } } } } }>;
    };
    const everyTool: string[] = Object.values(operations).map(({ tool }) => tool);
    const kept: Record<string, number> = {};
    for (const path of ['/batch', '/pipeline']) {
      const examples = spec.paths[path]?.post.requestBody.content['application/json'].examples ?? {};
      kept[path] = Object.keys(examples).length;
      for (const example of Object.values(examples)) {
        // Every tool an example calls is served (a misspelt name, shown for its 404, is no tool at all).
        const called = [...JSON.stringify(example).matchAll(/"tool":"([a-z0-9-]+)"/g)].map((match) => match[1] as string);
        expect(called.filter((tool) => everyTool.includes(tool) && !INDIA.includes(tool))).toEqual([]);
      }
    }
    expect(kept['/batch']).toBeGreaterThan(0);
  });

  test('a tool not chosen is 404 tool_not_found that says it is not served here; a misspelling suggests only tools served', async () => {
    const unserved = expectProblem(await client.post('/api/v1/uuid-generator').send({}), 404, 'tool_not_found');
    expect(unserved.detail).toContain('"uuid-generator" is not served by this instance');
    expect(unserved.recovery).toContain('GET /api/v1/tools');
    const near = expectProblem(await client.post('/api/v1/gstin-validatr').send({}), 404, 'tool_not_found');
    expect(near.detail).toBe('No tool is named "gstin-validatr"; did you mean "gstin-validator"?');
    const served = await client.post('/api/v1/gstin-validator').send({ gstin: '27AAPFU0939F1ZV' });
    expect(served.status).toBe(200);
  });

  test('inside a batch a tool not chosen is its own 404 item; in a pipeline it is named before anything runs', async () => {
    const batch = await client.post('/api/v1/batch').send({
      calls: [
        { tool: 'uuid-generator', body: {} },
        { tool: 'gstin-validator', body: { gstin: '27AAPFU0939F1ZV' } },
      ],
    });
    expect((batch.body as { items: Array<{ status: number; problem?: { code: string } }> }).items.map((item) => item.status)).toEqual([
      404, 200,
    ]);
    const pipeline = expectProblem(
      await client.post('/api/v1/pipeline').send({
        steps: [
          { tool: 'gst-calculator', body: { amountPaise: 100000, rate: 18 } },
          { tool: 'amount-to-words', body: { amountPaise: { $from: '/0/result/totalPaise' } } },
        ],
      }),
      422,
      'pipeline_invalid',
    );
    expect(pipeline.errors).toEqual([{ pointer: '/steps/1/tool', message: expect.stringContaining('No tool is named "amount-to-words"') }]);
  });

  test('MCP lists only the chosen tools and batch, whose tool enum is theirs; a tool not chosen is unknown', async () => {
    const listed = (await mcp('tools/list', {})).body as {
      result: { tools: Array<{ name: string; title?: string; inputSchema: { properties: Record<string, unknown> } }> };
    };
    expect(listed.result.tools.map(({ title, name }) => title ?? name).sort()).toEqual([...INDIA, 'batch'].sort());
    const batch = listed.result.tools.find(({ name }) => name === 'batch');
    const enumOfTool = /"enum":(\[[^\]]*\])/.exec(JSON.stringify(batch?.inputSchema))?.[1] ?? '[]';
    expect((JSON.parse(enumOfTool) as string[]).sort()).toEqual(INDIA);
    const call = (await mcp('tools/call', { name: 'uuid_generator', arguments: {} })).body as {
      result?: { isError?: boolean };
      error?: unknown;
    };
    expect(call.result?.isError ?? call.error !== undefined).toBe(true);
  });

  test('the tool pages are told the tools served; a tool not chosen has no page, the pipeline page stays', async () => {
    const shell = (await client.get('/tools').set('Accept-Encoding', 'identity')).text;
    expect(shell).toContain(`<meta name="utility-tools-served-tools" content="${INDIA.join(',')}">`);
    expect((await client.get('/tools/gst-calculator')).status).toBe(200);
    expect((await client.get('/tools/uuid-generator')).status).toBe(404);
    expect((await client.get('/tools/pipeline')).status).toBe(200);
    const listed = [...shell.matchAll(/<li data-tool="([^"]+)">/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(INDIA);
  });

  test('the docs page renders the served spec in the browser, without the markup of every tool', async () => {
    const html = (await client.get('/docs').set('Accept-Encoding', 'identity')).text;
    expect(html).toContain("init(__redoc_definition, __redoc_options, document.getElementById('redoc'))");
    expect(html).not.toContain('hydrate(__redoc_definition');
    expect(html).toContain('"/gstin-validator":{');
    expect(html).not.toContain('"/uuid-generator":{');
    expect(html).toMatch(/<div id="redoc"><\/div>/);
  });
});
