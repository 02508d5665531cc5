import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { operations } from '../../src/common/operations';

// MCP over stdio as an agent starts it: the server as a child process (from source, through tsx), with its own pool.
const root = join(__dirname, '..', '..');
const gst = { amountPaise: 100000, rate: 18 };

describe('MCP over stdio (npm run mcp)', () => {
  test('when an agent starts it, then it lists the 21 tools and batch, and runs one on the engine pool', async () => {
    const client = new Client({ name: 'contract-test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--require', 'tsx/cjs', join(root, 'src', 'mcp-stdio.ts')],
      cwd: root,
      env: { ...(process.env as Record<string, string>), WORKER_THREADS: '1', LOG_LEVEL: 'warn' },
      stderr: 'pipe',
    });
    await client.connect(transport);
    try {
      expect((await client.listTools()).tools).toHaveLength(Object.keys(operations).length + 1);
      // batch runs on the same pool: a heavy tool among light ones.
      const batch = await client.callTool({
        name: 'batch',
        arguments: {
          calls: [
            { tool: 'uuid-generator', body: { version: 'v7', count: 2, format: 'standard' } },
            { tool: 'gst-calculator', body: gst },
          ],
        },
      });
      expect((batch.structuredContent as { items: Array<{ status: number }> }).items.map(({ status }) => status)).toEqual([200, 200]);
      // uuid-generator runs on the pool (x-engine: worker): the stdio server has its own.
      const result = await client.callTool({ name: 'uuid_generator', arguments: { version: 'v7', count: 3, format: 'standard' } });
      expect(result.isError).toBeFalsy();
      const uuids = (result.structuredContent as { uuids: string[] }).uuids;
      expect(uuids).toHaveLength(3);
      for (const uuid of uuids) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      await client.close();
    }
  }, 30_000);
});
