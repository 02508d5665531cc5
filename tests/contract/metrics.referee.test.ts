import { callTool, expectProblem, testClient } from '../support/app';
import { parsePrometheusText, prometheusPython, sampleValue, type MetricFamily } from '../support/prometheus';
import { withToolchain } from '../support/toolchain';

// /metrics is read by the official Prometheus client's text parser (Debian's python3-prometheus-client), not by
// regexes of our own: every answer of the API is counted
// by tool, status and problem code and timed by tool; the pool and the event loop are reported; no label or value
// carries a body, an address or a request id.

type Client = Awaited<ReturnType<typeof testClient>>;

async function scrape(client: Client): Promise<{ families: Map<string, MetricFamily>; text: string }> {
  const response = await client.get('/metrics');
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(response.headers['cache-control']).toBe('no-store');
  return { families: parsePrometheusText(response.text), text: response.text };
}

withToolchain('python3-prometheus-client', prometheusPython !== undefined)('GET /metrics', () => {
  test('when tools answer successes and problems, then each is counted by tool, status and code, and timed by tool', async () => {
    const client = await testClient();
    const secret = 'metrics-must-not-see-this';
    expect((await callTool(client, 'base64-encode-decode', { text: secret, mode: 'encode' })).status).toBe(200);
    expect((await callTool(client, 'base64-encode-decode', { text: secret, mode: 'encode' })).status).toBe(200);
    expectProblem(await callTool(client, 'base64-encode-decode', { text: secret, mode: 'sideways' }), 422, 'validation_failed');
    expectProblem(await callTool(client, 'no-such-tool', {}), 404, 'tool_not_found');
    expect((await client.get('/api/v1/tools')).status).toBe(200);

    const { families, text } = await scrape(client);
    expect(families.get('utility_tools_requests')?.type).toBe('counter');
    const answers = (labels: Record<string, string>) => sampleValue(families, 'utility_tools_requests_total', labels);
    expect(answers({ tool: 'base64-encode-decode', status: '200', code: 'none' })).toBe(2);
    expect(answers({ tool: 'base64-encode-decode', status: '422', code: 'validation_failed' })).toBe(1);
    expect(answers({ tool: 'none', status: '404', code: 'tool_not_found' })).toBe(1);
    expect(answers({ tool: 'none', status: '200', code: 'none' })).toBe(1);

    expect(families.get('utility_tools_request_duration_seconds')?.type).toBe('histogram');
    const base64 = { tool: 'base64-encode-decode' };
    expect(sampleValue(families, 'utility_tools_request_duration_seconds_count', base64)).toBe(3);
    expect(sampleValue(families, 'utility_tools_request_duration_seconds_bucket', { ...base64, le: '10' })).toBe(3);
    expect(sampleValue(families, 'utility_tools_request_duration_seconds_bucket', { ...base64, le: '+Inf' })).toBe(3);
    expect(sampleValue(families, 'utility_tools_request_duration_seconds_sum', base64)).toBeGreaterThan(0);

    for (const name of ['utility_tools_pool_waiting_tasks', 'utility_tools_pool_running_tasks', 'utility_tools_pool_threads']) {
      expect([name, families.get(name)?.type]).toEqual([name, 'gauge']);
    }
    expect(sampleValue(families, 'utility_tools_pool_threads')).toBeGreaterThanOrEqual(1);
    // Log lines stdout did not take (LOG_BUFFER_BYTES full): none here.
    expect(families.get('utility_tools_log_lines_dropped')?.type).toBe('counter');
    expect(sampleValue(families, 'utility_tools_log_lines_dropped_total')).toBe(0);
    expect(families.get('nodejs_eventloop_lag_p99_seconds')?.type).toBe('gauge');
    expect(sampleValue(families, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // Nothing of the requests themselves: no body, no address, no request id.
    expect(text).not.toContain(secret);
    expect(text).not.toMatch(/127\.0\.0\.1|::ffff|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  test('when a pool task is waiting, then the queue depth says so', async () => {
    // The pool's own counters are read at scrape time: a fake pool with one task running and two waiting.
    const { createMetrics } = await import('../../src/http/protocols/metrics');
    const metrics = createMetrics({ stats: () => ({ running: 1, waiting: 2, threads: 1, recycles: 3, threadFailures: 4 }) });
    const client = await testClient({}, { metrics });
    const { families } = await scrape(client);
    expect(sampleValue(families, 'utility_tools_pool_waiting_tasks')).toBe(2);
    expect(sampleValue(families, 'utility_tools_pool_running_tasks')).toBe(1);
    expect(sampleValue(families, 'utility_tools_pool_recycles')).toBe(3);
    expect(sampleValue(families, 'utility_tools_pool_thread_failures')).toBe(4);
  });

  test('when /metrics is posted to, then 405 with Allow: GET, HEAD', async () => {
    const client = await testClient();
    const response = await client.post('/metrics').send('x');
    expectProblem(response, 405, 'method_not_allowed');
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  test('when METRICS is off, then /metrics is not found (a site 404)', async () => {
    const client = await testClient({ metrics: false });
    expectProblem(await client.get('/metrics'), 404, 'not_found');
  });
});
