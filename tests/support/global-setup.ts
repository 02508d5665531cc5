import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileWorkerTree } from './compiled-worker';
import useRunTempFolder from './run-temp';

const root = join(__dirname, '..', '..');

function newestSpecChange(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newestSpecChange(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}

/**
 * Gives the run a temporary folder of its own (checked by the global teardown), compiles the engine threads' code
 * (compiled-worker.ts), and builds docs/index.html (ignored by
 * git) when it is missing or older than the contract, so `npx jest` alone passes on a fresh clone; `npm test` has
 * built it already and this is a no-op.
 */
export default function globalSetup(): void {
  useRunTempFolder();
  compileWorkerTree();
  const docs = join(root, 'docs', 'index.html');
  if (existsSync(docs) && statSync(docs).mtimeMs >= newestSpecChange(join(root, 'openapi'))) return;
  execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'build-docs.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
}
