/**
 * The served contract (src/generated/spec.ts: openapi/ bundled, shared answers injected) as a file, for the tools
 * that read one: `npm run lint:spec` lints exactly what the service serves, and `npm run build:docs` documents it.
 * Run as a script with `lint` it lints; imported, servedSpecFile() gives the file's path.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spec } from '../src/generated/spec';

export const root = join(__dirname, '..');
export const redoclyCli = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
export const redoclyEnv = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** Writes the served contract to a new temporary folder as openapi.json, gives its path to `use`, then removes the folder. */
export function withServedSpecFile<T>(use: (file: string) => T): T {
  const file = join(mkdtempSync(join(tmpdir(), 'utility-tools-spec-')), 'openapi.json');
  try {
    writeFileSync(file, JSON.stringify(spec, null, 2));
    return use(file);
  } finally {
    rmSync(dirname(file), { recursive: true, force: true });
  }
}

if (require.main === module && process.argv[2] === 'lint') {
  try {
    withServedSpecFile((file) =>
      execFileSync(process.execPath, [redoclyCli, 'lint', file, '--config', join(root, 'redocly.yaml')], {
        cwd: root,
        stdio: 'inherit',
        env: redoclyEnv,
      }),
    );
  } catch {
    process.exit(1);
  }
}
