/**
 * `npm run scoreboard`: the quality of the tools that guess, measured against outside references and on material
 * written blind, printed as Markdown tables. It runs the tests that measure them (the referee tier: the real curl, the
 * compilers, croniter, Python's csv module; the development and held-out corpora) with SCOREBOARD_FILE set, so that each
 * records its figures (tests/support/scoreboard.ts), and prints what they recorded. `-- --write` also puts the tables
 * in docs/scoreboard.md between its scoreboard markers, with the date and the commit. The tests still assert their
 * bounds: a failing test is reported, and the figures it recorded are shown.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ScoreEntry } from '../tests/support/scoreboard';

const root = join(__dirname, '..');
const REFEREE = [
  'src/tools/data-anonymizer/corpora.referee.test.ts',
  'src/tools/api-spec-generator/corpus.referee.test.ts',
  'src/tools/data-anonymizer/held-out.referee.test.ts',
  'src/tools/api-spec-generator/held-out.referee.test.ts',
  'src/tools/curl-to-code/recorder.referee.test.ts',
  'src/tools/json-to-any-language/roundtrip.referee.test.ts',
  'src/tools/cron-builder/referee.test.ts',
  'src/tools/json-to-csv/referee.test.ts',
];
/** The order of the tools' tables: the guessing tools first, then the generators held to outside references. */
const TOOL_ORDER = ['data-anonymizer', 'api-spec-generator', 'curl-to-code', 'json-to-any-language', 'cron-builder', 'json-to-csv'];
const START = '<!-- scoreboard:start -->';
const END = '<!-- scoreboard:end -->';

/** Runs jest on the files with the scoreboard file set; true when every test passed. */
function run(config: string, files: string[], scoreFile: string): boolean {
  const args = ['jest', '-c', config, '--runTestsByPath', ...files];
  const result = spawnSync('npx', args, { cwd: root, env: { ...process.env, SCOREBOARD_FILE: scoreFile }, encoding: 'utf8' });
  const summary = `${result.stdout}${result.stderr}`.split('\n').filter((line) => /^Tests:|✕/.test(line.trim()));
  for (const line of summary) console.error(line.trim());
  return result.status === 0;
}

/** The entries as Markdown: a heading per tool, a table per measure, its columns the figures' names. */
function tables(entries: ScoreEntry[]): string {
  const out: string[] = [];
  // The tools in a fixed order (the files run at once, so they record in the order they finish).
  const rank = (tool: string): number => (TOOL_ORDER.includes(tool) ? TOOL_ORDER.indexOf(tool) : TOOL_ORDER.length);
  for (const tool of [...new Set(entries.map((entry) => entry.tool))].sort((a, b) => rank(a) - rank(b))) {
    out.push(`#### ${tool}`, '');
    const ofTool = entries.filter((entry) => entry.tool === tool);
    for (const measure of [...new Set(ofTool.map((entry) => entry.measure))]) {
      // The last entry recorded for a row wins (a file run twice by jest's retries records twice).
      const rows = new Map(ofTool.filter((entry) => entry.measure === measure).map((entry) => [entry.row, entry.figures]));
      const columns = [...new Set([...rows.values()].flatMap((figures) => Object.keys(figures)))];
      out.push(`*${measure}*`, '', `| | ${columns.join(' | ')} |`, `|---|${columns.map(() => '---:').join('|')}|`);
      for (const [row, figures] of rows) out.push(`| ${row} | ${columns.map((column) => String(figures[column] ?? '')).join(' | ')} |`);
      out.push('');
    }
  }
  return out.join('\n');
}

const dir = mkdtempSync(join(tmpdir(), 'scoreboard-'));
const scoreFile = join(dir, 'scores.jsonl');
writeFileSync(scoreFile, '');
const passed = run('jest.referee.config.js', REFEREE, scoreFile);
const entries = readFileSync(scoreFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as ScoreEntry);
rmSync(dir, { recursive: true, force: true });

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
const date = new Date().toISOString().slice(0, 10);
const body = `Measured ${date} at commit \`${commit}\` by \`npm run scoreboard\` (Node ${process.version}).\n\n${tables(entries)}`;
console.log(body);
if (process.argv.includes('--write')) {
  const file = join(root, 'docs', 'scoreboard.md');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/scoreboard.md has no ${START} ... ${END} section`);
  writeFileSync(file, `${text.slice(0, start + START.length)}\n${body}\n${text.slice(end)}`);
  console.error('docs/scoreboard.md updated');
}
if (!passed) {
  console.error('Some measuring tests failed: see above.');
  process.exitCode = 1;
}
