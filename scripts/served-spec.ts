/**
 * The served contract (src/generated/spec.ts: openapi/ bundled, shared answers injected) as a file, for the tools
 * that read one: `npm run lint:spec` lints exactly what the service serves, and `npm run build:docs` documents it.
 * Run as a script with `lint` it lints; imported, servedSpecFile() gives the file's path.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { spec } from '../src/generated/spec';

export const root = join(__dirname, '..');
const redoclyCli = join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
const redoclyEnv = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/**
 * Runs the Redocly CLI with `args` in the project's folder. It reports on stderr even when all is well (its notices in
 * boxes, "validating...", "bundled successfully"), which would bury what `npm test` has to say: its output is kept,
 * and printed only when it fails (then it throws) or the lint has warnings.
 */
export function redocly(args: string[]): void {
  const run = spawnSync(process.execPath, [redoclyCli, ...args], {
    cwd: root,
    env: redoclyEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  if (run.status === 0 && !/You have \d+ warnings?/.test(output)) return;
  process.stderr.write(output);
  if (run.status === 0) return;
  throw new Error(`redocly ${args[0]} failed (${run.error?.message ?? `exit ${run.status ?? run.signal}`})`);
}

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
    withServedSpecFile((file) => redocly(['lint', file, '--config', join(root, 'redocly.yaml')]));
    console.log('lint:spec: the served contract passes redocly lint (redocly.yaml)');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
