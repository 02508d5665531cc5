// The lint `npm test` runs (npm run lint): the layers of src/ as an allow-list (each layer names what it may import
// from the others; anything else is an error) and "a tool never imports another tool", both as import-x's
// no-restricted-paths zones, and no import cycles; web/ (the tool pages' browser code) may import only what runs in a
// browser. In every folder it lints (src/, tests/, scripts/, bench/, sdk/src/, web/), typed rules: every promise awaited
// or its failure handled, none where a callback returns nothing, every member of a union named in a switch on it;
// nowhere a _-prefixed (private) member. Formatting is Prettier's, types are tsc's; unused exports, types and files are
// knip's (knip.json, the second half of npm run lint). tests/contract/lint-layers.system.test.ts holds this file to its word
// with probe files.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

const toolsDir = 'src/tools';
const toolFolders = readdirSync(toolsDir).filter((name) => name !== 'shared' && statSync(join(toolsDir, name)).isDirectory());
const sharedEntries = readdirSync(join(toolsDir, 'shared')).filter((name) => !name.endsWith('.test.ts'));

/** Every part of src/ an import can name: a folder, one file of src/tools/shared/, the registry, a tool, a top file. */
const parts = [
  ...readdirSync('src')
    .filter((name) => name !== 'tools' && statSync(join('src', name)).isDirectory())
    .map((name) => `src/${name}`),
  ...readdirSync('src')
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `src/${name}`),
  'src/tools/registry.ts',
  ...sharedEntries.map((name) => `src/tools/shared/${name}`),
  ...toolFolders.map((tool) => `src/tools/${tool}`),
];

/**
 * The layers of src, lowest first, and what each may import besides itself. A part of src that a layer does not
 * name is closed to it: a tool's internals are open to no other layer (the generated registry is their one door),
 * src/http never reaches into src/tools, and the app files only assemble what the layers export.
 */
const layers = [
  { name: 'generated', paths: ['src/generated'], may: [] },
  { name: 'common', paths: ['src/common'], may: ['src/generated'] },
  { name: 'tools', paths: ['src/tools'], may: ['src/generated', 'src/common'] },
  { name: 'problems', paths: ['src/problems'], may: ['src/generated', 'src/common', 'src/tools/shared/errors.ts'] },
  {
    name: 'pool',
    paths: ['src/pool'],
    may: ['src/generated', 'src/common', 'src/problems', 'src/tools/shared/errors.ts', 'src/tools/registry.ts'],
  },
  { name: 'calls', paths: ['src/calls'], may: ['src/generated', 'src/common', 'src/problems', 'src/pool', 'src/tools/shared/errors.ts'] },
  // mcp: the tools as an MCP server, whatever carries it (stdio from the app layer, streamable HTTP from src/http).
  { name: 'mcp', paths: ['src/mcp'], may: ['src/generated', 'src/common', 'src/problems', 'src/pool', 'src/calls'] },
  { name: 'http', paths: ['src/http'], may: ['src/generated', 'src/common', 'src/problems', 'src/pool', 'src/calls', 'src/mcp'] },
  // app: the files at the top of src (app.ts, runtime.ts, config.ts, server.ts, cli.ts, index.ts, ...). The CLI says
  // where a body it reads (--json @file, stdin) is not JSON with the strict parser the JSON tools use, and reads the
  // CSV rows of --each with the one CSV reader of json-to-csv and data-anonymizer.
  {
    name: 'app',
    paths: parts.filter((part) => /^src\/[^/]+\.ts$/.test(part)),
    may: [
      'src/generated',
      'src/common',
      'src/problems',
      'src/pool',
      'src/calls',
      'src/mcp',
      'src/http',
      'src/tools/registry.ts',
      'src/tools/shared/strict-json.ts',
      'src/tools/shared/json-positions.ts',
      'src/tools/shared/csv-rows.ts',
    ],
  },
];

// A folder of src outside the list would escape every rule: name it in its place in the order first.
const unlisted = parts.filter((part) => !layers.some((layer) => layer.paths.some((path) => part === path || part.startsWith(`${path}/`))));
if (unlisted.length > 0) throw new Error(`eslint.config.mjs: ${unlisted.join(', ')} is in no layer; add it to \`layers\`.`);

// Globs throughout (the rule takes only globs or only paths): a folder with all below it, a file as itself.
const glob = (part) => (statSync(part).isDirectory() ? `./${part}/**` : `./${part}*`);
const layerZones = layers.flatMap((layer) => {
  const own = (part) => layer.paths.some((path) => part === path || part.startsWith(`${path}/`));
  const allowed = (part) => layer.may.some((path) => part === path || part.startsWith(`${path}/`));
  const closed = parts.filter((part) => !own(part) && !allowed(part)).map(glob);
  // The app layer's target is every file at the top of src, present or future.
  const targets = layer.name === 'app' ? ['./src/*.ts'] : layer.paths.map(glob);
  return targets.map((target) => ({
    target,
    from: closed,
    message: `The ${layer.name} layer may import only ${layer.may.length ? layer.may.join(', ') : 'nothing else'} (eslint.config.mjs: layers).`,
  }));
});

const toolZones = [
  ...toolFolders.map((tool) => ({
    target: `./src/tools/${tool}/**`,
    from: toolFolders.filter((other) => other !== tool).map((other) => `./src/tools/${other}/**`),
    message: 'A tool never imports another tool: move what two tools share to src/tools/shared/.',
  })),
  {
    target: './src/tools/shared/**',
    from: toolFolders.map((tool) => `./src/tools/${tool}/**`),
    message: 'The shared helpers import no tool.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'sdk/dist/**',
      'packages/*/dist/**',
      'node_modules/**',
      'coverage/**',
      'docs/**',
      '.scratch/**',
      'tests/corpora/**',
    ],
  },
  // Generated files carry a blanket disable comment for other linters; it is no finding here.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  {
    // Every folder of TypeScript, the tests and benches included: a floating promise there hides a failure as surely.
    files: ['src/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'sdk/src/**/*.ts', 'web/**/*.ts'],
    // Promises and unions need the types: typescript-eslint's typed linting. The project service finds each file's
    // tsconfig.json: web/tsconfig.json for the browser code, sdk/tsconfig.json for the SDK's package code, the root one
    // for the rest (the SDK's tests and examples too: TypeScript looks further up when the nearer one excludes a file).
    languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js', '.json', '.d.ts'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // A member named with a leading _ is a library's private field (socket._httpMessage): it changes without notice.
      // Where no public API exists, a disable comment on that line names the upstream issue.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[computed=false] > Identifier.property[name=/^_/]',
          message: 'A member whose name starts with _ is private to its owner: use the public API.',
        },
        {
          selector: 'MemberExpression[computed=true] > Literal.property[value=/^_/]',
          message: 'A member whose name starts with _ is private to its owner: use the public API.',
        },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A default does not stand for the members it does not name: a member the union gains later is then an error
      // in every switch until it is handled (a default that asserts never stays allowed).
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: false }],
    },
  },
  {
    // Tests beside the code may import anything; the rules bind the code itself.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...toolZones] }] },
  },
  {
    // The tool pages' browser code shares with the service only modules that run in a browser (no Node.js API).
    files: ['web/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web',
              from: './src',
              except: ['./calls/validation-errors.ts', './tools/shared/money.ts', './common', './generated'],
              message: 'web/ runs in a browser: from src/ it may import only the modules eslint.config.mjs lists for it.',
            },
          ],
        },
      ],
    },
  },
);
