/**
 * The README's generated tables: the tools (name, tag and tagline, from the spec, in the spec's order) and the
 * configuration (the configuration schema of src/config.ts: variable, default, meaning). `tsx scripts/readme-tables.ts`
 * rewrites both in README.md; tests/contract/readme.test.ts fails when either is stale. The rest of the README is
 * written by hand.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settings, shownDefault, type SettingName } from '../src/config';
import { operations, spec } from '../src/common/operations';
import { compositions } from '../src/generated/operations';

const row = (cells: string[]): string => `| ${cells.join(' | ')} |`;

/** The Tools table: every tool of the served spec, in its order (batch and pipeline are not tools). */
function toolsTable(): string {
  const byPath = new Map<string, (typeof operations)[keyof typeof operations]>(
    Object.values(operations).map((operation) => [operation.path, operation]),
  );
  const composed = new Set<string>(Object.values(compositions).map((composition) => composition.path));
  const toolPaths = Object.keys(spec.paths as Record<string, unknown>).filter((path) => !composed.has(path));
  const rows = toolPaths.map((path) => {
    const operation = byPath.get(path);
    if (!operation) throw new Error(`readme-tables: ${path} has no operation`);
    return row([`\`${operation.tool}\``, operation.tag, operation.tagline]);
  });
  return [row(['tool', 'tag', 'what it does']), '|---|---|---|', ...rows].join('\n');
}

/** The Configuration table: every setting, its default as the README shows it, and its meaning. */
function configurationTable(): string {
  const rows = (Object.keys(settings) as SettingName[]).map((name) => row([`\`${name}\``, shownDefault(name), settings[name].description]));
  return [row(['variable', 'default', 'meaning']), '|---|---|---|', ...rows].join('\n');
}

/** `text` with the first table under `## heading` replaced by `table`. */
function replaceTable(text: string, heading: string, table: string): string {
  const section = text.indexOf(`\n## ${heading}\n`);
  if (section < 0) throw new Error(`readme-tables: README.md has no "## ${heading}" section`);
  const start = text.indexOf('\n|', section) + 1;
  const next = text.indexOf('\n## ', section + 1);
  if (start === 0 || (next >= 0 && start > next)) throw new Error(`readme-tables: "## ${heading}" has no table`);
  let end = start;
  while (text[end] === '|') end = text.indexOf('\n', end) + 1;
  return `${text.slice(0, start)}${table}\n${text.slice(end)}`;
}

/** The README with both generated tables as the spec and the settings say. */
export function withTables(readme: string): string {
  return replaceTable(replaceTable(readme, 'Tools', toolsTable()), 'Configuration', configurationTable());
}

if (require.main === module) {
  const file = join(__dirname, '..', 'README.md');
  writeFileSync(file, withTables(readFileSync(file, 'utf8')));
}
