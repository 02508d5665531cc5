import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { dirname, join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { withTables } from '../../scripts/readme-tables';
import { settings, shownDefault, type SettingName } from '../../src/config';
import { problemTypes } from '../../src/problems/problem';
import { toolErrorCatalogue } from '../../src/tools/shared/errors';
import { useTestClient } from '../support/app';
import { specTools, toolSpec } from '../support/spec';

// The README is for users, and what it states is held here: its tables are generated (scripts/readme-tables.ts), its
// examples answer what it shows, its two commands and its deploy commands are those of the files they stand for.
// Measured figures are not in it: they are in docs/performance.md, dated (see CONTRIBUTING.md).

const root = join(__dirname, '..', '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const readme = read('README.md');

/** The text of the README's `## heading` section. */
function section(heading: string): string {
  const found = readme.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!found) throw new Error(`README has no "## ${heading}" section`);
  return found;
}

/** The fenced code blocks of a section, in order, with their language. */
const codeBlocks = (text: string): { language: string; code: string }[] =>
  [...text.matchAll(/^ *```(\w*)\n([\s\S]*?)^ *```$/gm)].map((match) => ({ language: match[1] ?? '', code: match[2] ?? '' }));

/** The rows of the first Markdown table under `## heading`, as arrays of cells. */
function tableUnder(heading: string): string[][] {
  return section(heading)
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

test("the README's configuration table is the configuration schema of src/config.ts: each variable, its default and meaning", () => {
  const documented = (Object.keys(settings) as SettingName[]).map((name) => [
    `\`${name}\``,
    shownDefault(name),
    settings[name].description,
  ]);
  expect(tableUnder('Configuration')).toEqual(documented);
});

test("the README's tools and configuration tables are what scripts/readme-tables.ts writes (`npx tsx scripts/readme-tables.ts`)", () => {
  expect(readme).toBe(withTables(readme));
});

describe("the README's curl examples", () => {
  // The service as it starts with no settings, so the rate-limit headers shown are the defaults'.
  const client = useTestClient({
    rateLimit: { points: settings.RATE_LIMIT_MAX.default, windowSeconds: settings.RATE_LIMIT_WINDOW_SECONDS.default },
  });
  const blocks = codeBlocks(section('Calling a tool'));
  const examples = blocks.flatMap((block, index) =>
    block.language === 'sh' && block.code.includes('curl') ? [[block.code, blocks[index + 1]] as const] : [],
  );

  test('when read, then there are two, each followed by the answer it gets', () => {
    expect(examples.map(([, answer]) => answer?.language)).toEqual(['http', 'json']);
  });

  test.each(examples.map(([command, answer], index) => [index + 1, command, answer] as const))(
    'example %i answers exactly what the README shows',
    async (_index, command, answer) => {
      const path = /http:\/\/localhost:3000(\/api\/v1\/[a-z0-9-]+)/.exec(command)?.[1] ?? '';
      const body = /-d '([^']*)'/.exec(command)?.[1] ?? '';
      const response = await client.post(path).set('Content-Type', 'application/json').send(body);
      if (answer?.language === 'http') {
        const [head = '', shown = ''] = answer.code.split('\n\n');
        const [statusLine = '', ...headers] = head.split('\n');
        expect(`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status]}`).toBe(statusLine);
        for (const header of headers) {
          const [name = '', value] = header.split(': ');
          expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value]);
        }
        expect(response.body).toEqual(JSON.parse(shown));
      } else {
        expect(response.body).toEqual(JSON.parse(answer?.code ?? ''));
      }
    },
  );
});

test("the README's Quick start is two commands, install-and-start and install-and-test (the test command .ci/run runs), on the engines' Node.js", () => {
  const quickStart = section('Quick start');
  const commands = codeBlocks(quickStart).flatMap(({ code }) =>
    code
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/\s+#.*$/, '')),
  );
  expect(commands).toEqual(['npm ci && npm start', 'npm ci && npm test']);
  expect(read('.ci/run')).toMatch(/^ {2}npm test \|\| status=\$\?$/m);
  const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
  const [, major, minor, next] = /^\^(\d+)\.(\d+)\.0 \|\| >=(\d+)\.0\.0$/.exec(engines) ?? [];
  expect(quickStart).toContain(`Node.js ${major}.${minor}+ or ${next},`);
});

describe("the README's deploy commands", () => {
  const deploying = section('Deploying');
  const commands = codeBlocks(deploying).flatMap(({ code }) =>
    code
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/\s+#.*$/, '')),
  );
  /** The commands a deployment file's header comment gives (`#   command`). */
  const documented = (path: string): string[] => [...read(path).matchAll(/^# {3}(\S.*)$/gm)].map((match) => match[1] as string);

  test('when read, then they include every command the compose file and the Kubernetes manifest give in their headers', () => {
    const given = [...documented('deploy/compose.yaml'), ...documented('deploy/k8s/utility-tools-api.yaml')];
    expect(given.length).toBeGreaterThan(0);
    for (const command of given) expect([command, commands.includes(command)]).toEqual([command, true]);
  });

  test('when read, then the image, ports and Service they use are those the Dockerfile and the deployment files configure', () => {
    const dockerfile = read('Dockerfile');
    const port = /^\s+PORT=(\d+)/m.exec(dockerfile)?.[1];
    const metricsPort = /METRICS_PORT=(\d+)/.exec(dockerfile)?.[1];
    const run = commands.find((command) => command.startsWith('docker run ')) ?? '';
    expect(run).toContain(` -p ${port}:${port} `);
    expect(deploying).toContain(`\`/metrics\` on port ${metricsPort} only`);
    // The container's stop timeout leaves the drain its whole time: longer than SHUTDOWN_TIMEOUT_SECONDS' default.
    expect(Number(/--stop-timeout (\d+)/.exec(run)?.[1])).toBeGreaterThan(settings.SHUTDOWN_TIMEOUT_SECONDS.default);

    const resources = parseAllDocuments(read('deploy/k8s/utility-tools-api.yaml')).map(
      (document) => document.toJS() as Record<string, any>,
    );
    const deployment = resources.find((resource) => resource.kind === 'Deployment' && resource.metadata.name === 'utility-tools-api');
    const image = deployment?.spec.template.spec.containers[0].image as string;
    expect(commands).toContain(`docker build -t ${image} .`);
    expect(run.endsWith(` ${image}`)).toBe(true);
    const service = resources.find((resource) => resource.kind === 'Service' && resource.metadata.name === 'utility-tools-api');
    const servicePort = service?.spec.ports[0].port as number;
    expect(commands).toContain(`kubectl port-forward service/utility-tools-api 8080:${servicePort}`);
    expect(commands).toContain(`kubectl rollout status deployment/${deployment?.metadata.name}`);

    const compose = parse(read('deploy/compose.yaml')) as { services: { proxy: { ports: string[] } } };
    const published = compose.services.proxy.ports[0]?.split(':')[0];
    expect(commands).toContain(`curl http://localhost:${published}/readyz`);
  });
});

describe('the links between the README, CONTRIBUTING.md and docs/', () => {
  const documents = [
    'README.md',
    'CONTRIBUTING.md',
    ...readdirSync(join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `docs/${name}`),
  ];
  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
  const anchor = (heading: string): string =>
    heading
      .toLowerCase()
      .replace(/[^a-z0-9 _-]/g, '')
      .replace(/ /g, '-');
  const anchorsOf = (path: string): string[] =>
    [
      ...read(path)
        .replace(/^```[\s\S]*?^```$/gm, '')
        .matchAll(/^#+ (.*)$/gm),
    ].map((match) => anchor(match[1] as string));

  test.each(documents)('%s: every relative link names a file that exists, and a heading of it', (path) => {
    const text = read(path).replace(/^ *```[\s\S]*?^ *```$/gm, '');
    const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] as string).filter((link) => !/^[a-z]+:/.test(link));
    for (const link of links) {
      const [file = '', fragment] = link.split('#');
      const target = file === '' ? path : join(dirname(path), file);
      expect([link, existsSync(join(root, target))]).toEqual([link, true]);
      if (fragment !== undefined) expect([link, anchorsOf(target)]).toEqual([link, expect.arrayContaining([fragment])]);
    }
  });
});
