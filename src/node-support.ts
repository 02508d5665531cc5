import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { satisfies } from 'semver';

/** The Node versions the package supports: its package.json's `engines.node`, written there once. */
export function supportedNodeRange(): string {
  const manifest = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { engines: { node: string } };
  return manifest.engines.node;
}

/**
 * Why this Node is not supported, or undefined when it is. npm only warns (EBADENGINE) when a package is installed on
 * a Node its `engines` leaves out, so the service and the CLI say it again when they start.
 */
export function unsupportedNode(version: string = process.versions.node, range: string = supportedNodeRange()): string | undefined {
  if (satisfies(version, range)) return undefined;
  return `Node ${version} is not supported (this package needs Node ${range}); install Node 24 LTS or 22.19+ and start again.`;
}
