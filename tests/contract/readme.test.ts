import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settings, shownDefault, type SettingName } from '../../src/config';
import { problemTypes } from '../../src/problems/problem';
import { toolErrorCatalogue } from '../../src/tools/shared/errors';
import { specTools, toolSpec } from '../support/spec';

const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');

/** The rows of the first Markdown table under `## heading`, as arrays of cells. */
function tableUnder(heading: string): string[][] {
  const section = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`README has no "## ${heading}" section`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

test("the README's tools table lists exactly the spec's tools, each with its tag", () => {
  const rows = tableUnder('Tools').map(([tool, tag]) => [tool?.replaceAll('`', ''), tag]);
  const spec = specTools.map((tool) => [tool, (toolSpec(tool).operation.tags as string[])[0]]);
  expect(rows.sort()).toEqual(spec.sort());
});

test("the README's error table names every HTTP-level problem code the service can answer with, and no other", () => {
  const named = new Set(
    tableUnder('Calling a tool').flatMap(([, codes]) => [...(codes ?? '').matchAll(/`([a-z][a-z0-9_]*)`/g)].map((m) => m[1] as string)),
  );
  const httpCodes = Object.keys(problemTypes).filter((code) => !(code in toolErrorCatalogue));
  for (const code of httpCodes) expect([code, named.has(code)]).toEqual([code, true]);
  for (const code of named) expect([code, code in problemTypes]).toEqual([code, true]);
});

test("the README's configuration table is the settings table of src/config.ts: each variable, its default and meaning", () => {
  const documented = (Object.keys(settings) as SettingName[]).map((name) => [`\`${name}\``, shownDefault(name), settings[name].meaning]);
  expect(tableUnder('Configuration')).toEqual(documented);
});
