/**
 * The service as it was at an earlier commit, for before/after figures in one bench run: `BENCH_BEFORE=<commit>`
 * extracts that commit with `git archive` into a temporary folder, installs it with `npm ci` (whose `prepare` builds
 * it) and returns the folder. The folder is reused by later runs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function buildCommit(root: string, commit: string): string {
  const sha = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  const dir = join(tmpdir(), `utility-tools-${sha.slice(0, 12)}`);
  if (existsSync(join(dir, 'dist', 'server.js'))) return dir;
  mkdirSync(dir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: root, stdio: 'inherit' });
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (!existsSync(join(dir, 'dist', 'server.js'))) throw new Error(`${commit}: npm ci did not build dist/server.js`);
  return dir;
}
