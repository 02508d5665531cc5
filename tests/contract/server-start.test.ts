import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { spawnService } from '../support/spawned';

// What an operator sees when the service cannot start: one line that names the variable to change, never a stack.

test('when PORT is already in use, then the start ends with exit code 1 and one line that says to change PORT', async () => {
  const holder = createServer().listen(0, '127.0.0.1');
  await once(holder, 'listening');
  const { port } = holder.address() as AddressInfo;
  try {
    const started = spawnService({ PORT: String(port) });
    await expect(started).rejects.toThrow('the service exited before listening');
    const output = ((await started.catch((error: Error) => error)) as Error).message;
    expect(output).toContain(`Cannot listen on 127.0.0.1:${port}: the port is already in use. Set PORT to a free port`);
    expect(output).not.toMatch(/^\s+at /m);
  } finally {
    holder.close();
  }
});
