import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// The lint is the layers' only guard, so it is tested like code: probe files (linted as text at a path in src/, never
// written) that break a rule must be reported, and ones that keep to it must pass.
// ESLint loads its ESM config by dynamic import, which jest's module sandbox cannot do: one plain Node process lints
// every probe through ESLint's Node API.
const root = join(__dirname, '..', '..');
const lintProbes = `
const { ESLint } = require('eslint');
const probes = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
Promise.all(probes.map(async ([path, source]) => {
  const [result] = await eslint.lintText(source, { filePath: require('node:path').join(process.cwd(), path) });
  return result.messages.map((message) => (message.ruleId ?? 'parse') + ': ' + message.message);
})).then((all) => process.stdout.write(JSON.stringify(all)));
`;

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
];

const allowed: [string, string][] = [
  ['src/http/probe.ts', "import { callTool } from '../calls/call-tool';\nexport const probe = callTool;"],
  ['src/pool/probe.ts', "import { handlers } from '../tools/registry';\nexport const probe = handlers;"],
  ['src/tools/gst-calculator/probe.ts', "import { money } from '../shared/money';\nexport const probe = money;"],
  ['web/tools/probe.ts', "import { MAX_PAISE } from '../../src/tools/shared/money';\nexport const probe = MAX_PAISE;"],
];

let findings: string[][] = [];
beforeAll(() => {
  const probes = [...refused.map(([path, source]) => [path, source]), ...allowed];
  findings = JSON.parse(
    execFileSync(process.execPath, ['-e', lintProbes, JSON.stringify(probes)], { cwd: root, encoding: 'utf8' }),
  ) as string[][];
}, 60_000);

test.each(refused.map((probe, index) => [...probe, index] as const))(
  'a probe at %s importing across a closed layer (%s) is refused',
  (_path, _source, rule, index) => {
    expect(findings[index]?.some((message) => rule.test(message))).toBe(true);
  },
);

test.each(allowed.map((probe, index) => [...probe, refused.length + index] as const))(
  'a probe at %s importing what its layer may (%s) passes',
  (_path, _source, index) => {
    expect(findings[index]).toEqual([]);
  },
);
