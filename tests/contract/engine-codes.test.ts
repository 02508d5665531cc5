import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { toolErrorCatalogue } from '../../src/tools/shared/errors';
import { specTools, toolSpec } from '../support/spec';

// A static check: every code an engine can throw is in its operation's `x-error-codes`, and every listed code is one
// its engine can throw. The engine is what the handler imports from src/tools, followed through its relative imports.

const root = join(__dirname, '..', '..');
const sharedDir = join(root, 'src', 'tools', 'shared');
const throwsCode = /new ToolInputError\(\s*'([a-z0-9_]+)'/g;
// Shared helpers throw only when an engine calls the helper that throws, so they are counted by call, not by import.
const sharedThrowers: Array<{ call: RegExp; code: string }> = [
  { call: /\b(requireWellFormed|utf8Bytes)\(/, code: 'invalid_unicode' },
  { call: /\b(readJsonInput|readLosslessJson)\(/, code: 'invalid_json' },
  { call: /\b(readJsonInput|readLosslessJson)\(/, code: 'json_too_deep' },
  { call: /\breadCsvRows\(/, code: 'invalid_csv' },
];

const givesWarning = /\bwarning\(\s*'([a-z0-9_]+)'/g;

/** The warning codes a result schema allows: the enum on `warnings[].code`, across oneOf branches; none when maxItems is 0. */
function resultWarningCodes(result: Record<string, unknown>): string[] {
  const branches = (result.oneOf as Array<Record<string, unknown>> | undefined) ?? [result];
  const codes = new Set<string>();
  for (const branch of branches) {
    const warnings = (branch.properties as Record<string, Record<string, unknown>>).warnings as Record<string, unknown>;
    expect(branch.required).toContain('warnings');
    if (warnings.maxItems === 0) continue;
    const items = warnings.items as { properties: { code: { enum: string[] } } };
    for (const code of items.properties.code.enum) codes.add(code);
  }
  return [...codes].sort();
}

function moduleFile(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, join(base, 'index.ts')].find((file) => existsSync(file));
}

/**
 * The engine files a handler reaches: relative imports followed, the flat helpers of src/tools/shared left out (see
 * above). A folder under shared (quicktype/, the engine of two tools) is followed like the tool's own files.
 */
function engineFiles(handlerFile: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}(?:\/[^']*)?)'/g)) {
      const target = moduleFile(file, specifier as string);
      if (target && target.includes('/src/tools/') && dirname(target) !== sharedDir) visit(target);
    }
  };
  visit(handlerFile);
  seen.delete(handlerFile);
  return [...seen];
}

function codesThrownBy(files: string[]): string[] {
  const codes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const [, code] of source.matchAll(throwsCode)) codes.add(code as string);
    for (const { call, code } of sharedThrowers) if (call.test(source)) codes.add(code);
  }
  return [...codes].sort();
}

test('the shared helpers that throw are the ones this check knows', () => {
  const helpers = readdirSync(sharedDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const thrown = helpers.flatMap((name) => [...readFileSync(join(sharedDir, name), 'utf8').matchAll(throwsCode)].map((m) => m[1]));
  expect([...new Set(thrown)].sort()).toEqual(sharedThrowers.map(({ code }) => code).sort());
});

describe.each(specTools)('%s', (tool) => {
  const files = engineFiles(join(root, 'src', 'tools', tool, 'handler.ts'));

  test('its engine is found', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test('x-warning-codes lists exactly the warning codes its engine can give, and the result schema allows exactly those', () => {
    const listed = ((toolSpec(tool).operation['x-warning-codes'] as string[] | undefined) ?? ['(x-warning-codes missing)']).slice().sort();
    const given = [
      ...new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(givesWarning)].map((m) => m[1] as string))),
    ].sort();
    expect(listed).toEqual(given);
    expect(resultWarningCodes(toolSpec(tool).result)).toEqual(listed);
  });

  test('x-error-codes lists exactly the codes its engine can throw, each in the catalogue', () => {
    const listed = toolSpec(tool)
      .errors.map(({ code }) => code)
      .sort();
    expect(listed).toEqual(codesThrownBy(files));
    for (const code of listed) expect(Object.keys(toolErrorCatalogue)).toContain(code);
  });
});
