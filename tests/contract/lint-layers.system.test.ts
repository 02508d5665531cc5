import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The lint is the layers' only guard, so it is tested like code: probe files that break a rule must be reported, and
// ones that keep to it must pass. The typed rules (promises, switches) need each file in its tsconfig's program, which
// a text with no file behind it is not ("not found by the project service"): each probe is written for the run as
// lint-probe-<pid>-<n>.ts in its folder, linted with the project's own config, and removed after.
// ESLint loads its ESM config by dynamic import, which jest's module sandbox cannot do: one plain Node process lints
// every probe through ESLint's Node API.
const root = join(__dirname, '..', '..');
const lintProbes = `
const { ESLint } = require('eslint');
const { rmSync, writeFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const probes = JSON.parse(process.argv[1]);
const files = probes.map(([path], index) => join(process.cwd(), dirname(path), 'lint-probe-' + process.pid + '-' + index + '.ts'));
const lint = async () => {
  // Every file is written before the first is linted, so the project service's program holds them all.
  probes.forEach(([, source], index) => writeFileSync(files[index], source));
  const results = await new ESLint({ cwd: process.cwd() }).lintFiles(files);
  const byFile = new Map(results.map((result) => [result.filePath, result]));
  return files.map((file) => byFile.get(file).messages.map((message) => (message.ruleId ?? 'parse') + ': ' + message.message));
};
lint()
  .finally(() => files.forEach((file) => rmSync(file, { force: true })))
  .then((all) => process.stdout.write(JSON.stringify(all)));
`;

/** A union for the switch probes. */
const shape = "type Shape = { kind: 'circle'; r: number } | { kind: 'square'; side: number };\n";

const refused: [string, string, RegExp][] = [
  ['src/http/probe.ts', "import { curlToCode } from '../tools/curl-to-code';", /The http layer may import only/],
  ['src/http/probe.ts', "import { formatPaise } from '../tools/shared/money';", /The http layer may import only/],
  ['src/calls/probe.ts', "import { gstCalculator } from '../tools/gst-calculator/index';", /The calls layer may import only/],
  ['src/pool/probe.ts', "import { money } from '../tools/shared/money';", /The pool layer may import only/],
  ['src/probe.ts', "import { handler } from './tools/gst-calculator/handler';", /The app layer may import only/],
  ['src/tools/gst-calculator/probe.ts', "import { log } from '../../http/log';", /The tools layer may import only/],
  ['src/tools/gst-calculator/probe.ts', "import { toolNotFound } from '../../problems/problem';", /The tools layer may import only/],
  ['src/tools/gst-calculator/probe.ts', "import { generateUpiQr } from '../upi-qr-generator';", /A tool never imports another tool/],
  ['src/common/probe.ts', "import { callTool } from '../calls/call-tool';", /The common layer may import only/],
  ['web/tools/probe.ts', "import { loadConfig } from '../../src/config';", /web\/ runs in a browser/],
  // The typed rules, on code whose types say what it does.
  [
    'src/http/probe.ts',
    'async function later(): Promise<void> {}\nexport function probe(): void {\n  later();\n}\n',
    /^@typescript-eslint\/no-floating-promises: /,
  ],
  [
    'web/tools/probe.ts',
    'async function later(): Promise<void> {}\nexport function probe(): void {\n  later().then(() => undefined);\n}\n',
    /^@typescript-eslint\/no-floating-promises: /,
  ],
  [
    'src/pool/probe.ts',
    "import { EventEmitter } from 'node:events';\nexport function probe(events: EventEmitter): void {\n  events.on('done', async () => {});\n}\n",
    /^@typescript-eslint\/no-misused-promises: /,
  ],
  [
    'src/tools/gst-calculator/probe.ts',
    `${shape}export function probe(shape: Shape): number {\n  switch (shape.kind) {\n    case 'circle':\n      return shape.r;\n  }\n  return 0;\n}\n`,
    /^@typescript-eslint\/switch-exhaustiveness-check: .*"square"/,
  ],
  [
    // A default that covers the rest hides a member the union gains later: every member is named.
    'src/tools/gst-calculator/probe.ts',
    `${shape}export function probe(shape: Shape): number {\n  switch (shape.kind) {\n    case 'circle':\n      return shape.r;\n    default:\n      return 0;\n  }\n}\n`,
    /^@typescript-eslint\/switch-exhaustiveness-check: .*"square"/,
  ],
  // The typed rules hold in the tests, the benches and the SDK as in the service.
  [
    'tests/contract/probe.ts',
    "async function later(): Promise<void> {}\ntest('probe', () => {\n  later();\n});\n",
    /^@typescript-eslint\/no-floating-promises: /,
  ],
  [
    // Koa's app.callback() returns a promise where node:http wants a listener that returns nothing.
    'bench/probe.ts',
    "import { createServer } from 'node:http';\nexport const probe = createServer(async () => {});\n",
    /^@typescript-eslint\/no-misused-promises: /,
  ],
  [
    'sdk/src/probe.ts',
    `${shape}export function probe(shape: Shape): number {\n  switch (shape.kind) {\n    case 'circle':\n      return shape.r;\n  }\n  return 0;\n}\n`,
    /^@typescript-eslint\/switch-exhaustiveness-check: .*"square"/,
  ],
  [
    'src/http/probe.ts',
    "import type { Socket } from 'node:net';\nexport const probe = (socket: Socket & { _httpMessage?: unknown }): unknown => socket._httpMessage;\n",
    /^no-restricted-syntax: A member whose name starts with _/,
  ],
  [
    'src/http/probe.ts',
    "export const probe = (socket: Record<string, unknown>): unknown => socket['_httpMessage'];\n",
    /^no-restricted-syntax: A member whose name starts with _/,
  ],
];

const allowed: [string, string][] = [
  ['src/http/probe.ts', "import { callTool } from '../calls/call-tool';\nexport const probe = callTool;"],
  ['src/pool/probe.ts', "import { handlers } from '../tools/registry';\nexport const probe = handlers;"],
  ['src/tools/gst-calculator/probe.ts', "import { money } from '../shared/money';\nexport const probe = money;"],
  ['web/tools/probe.ts', "import { MAX_PAISE } from '../../src/tools/shared/money';\nexport const probe = MAX_PAISE;"],
  [
    'src/http/probe.ts',
    'async function later(): Promise<void> {}\nexport async function probe(): Promise<void> {\n  await later();\n  void later().catch(() => undefined);\n}\n',
  ],
  [
    'src/tools/gst-calculator/probe.ts',
    `${shape}export function probe(shape: Shape): number {\n  switch (shape.kind) {\n    case 'circle':\n      return shape.r;\n    case 'square':\n      return shape.side;\n    default: {\n      const unread: never = shape;\n      throw new Error(String(unread));\n    }\n  }\n}\n`,
  ],
  [
    'tests/contract/probe.ts',
    "import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';\nconst handle = async (_request: IncomingMessage, _response: ServerResponse): Promise<void> => {};\nexport const probe = createServer((request, response) => void handle(request, response));\n",
  ],
];

let findings: string[][] = [];
beforeAll(() => {
  const probes = [...refused.map(([path, source]) => [path, source]), ...allowed];
  findings = JSON.parse(
    execFileSync(process.execPath, ['-e', lintProbes, JSON.stringify(probes)], { cwd: root, encoding: 'utf8' }),
  ) as string[][];
}, 120_000);

test.each(refused.map((probe, index) => [...probe, index] as const))(
  'a probe at %s that breaks a rule (%s) is refused',
  (_path, _source, rule, index) => {
    expect(findings[index]?.some((message) => rule.test(message))).toBe(true);
  },
);

test.each(allowed.map((probe, index) => [...probe, refused.length + index] as const))(
  'a probe at %s that keeps to the rules (%s) passes',
  (_path, _source, index) => {
    expect(findings[index]).toEqual([]);
  },
);
