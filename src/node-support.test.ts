import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { supportedNodeRange, unsupportedNode } from './node-support';

describe('the Node versions the service starts on', () => {
  test("the range is the package's engines field", () => {
    const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { engines: { node: string } };
    expect(supportedNodeRange()).toBe(manifest.engines.node);
  });

  test.each(['22.19.0', '22.21.1', '24.0.0', '25.1.0'])('Node %s is supported', (version) => {
    expect(unsupportedNode(version, '^22.19.0 || >=24.0.0')).toBeUndefined();
  });

  test.each(['20.20.2', '22.18.0', '23.11.0'])('Node %s is named, with the range it needs', (version) => {
    expect(unsupportedNode(version, '^22.19.0 || >=24.0.0')).toContain(`Node ${version} is not supported`);
    expect(unsupportedNode(version, '^22.19.0 || >=24.0.0')).toContain('^22.19.0 || >=24.0.0');
  });
});
