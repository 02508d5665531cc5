import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { spawnService } from '../support/spawned';

// What an operator sees when the service cannot start: one line that names the variable to change, never a stack.

test.each(['1', '2'])(
  'when PORT is already in use (WORKERS=%s), then the start ends with exit code 1 and one line that says to change PORT',
  async (workers) => {
    const holder = createServer().listen(0, '127.0.0.1');
    await once(holder, 'listening');
    const { port } = holder.address() as AddressInfo;
    try {
      const started = spawnService({ PORT: String(port), WORKERS: workers });
      await expect(started).rejects.toThrow('the service exited before listening');
      const output = ((await started.catch((error: Error) => error)) as Error).message;
      const line = `Cannot listen on 127.0.0.1:${port}: the port is already in use. Set PORT to a free port`;
      // Under the cluster every worker meets the same port; the primary prints the reason once.
      expect(output.split(line)).toHaveLength(2);
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      holder.close();
    }
  },
);
