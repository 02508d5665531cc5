// The lint `npm test` runs (npm run lint): the layer tree of src/ and "a tool never imports another tool" as
// import-x's no-restricted-paths zones, and no import cycles.
// Formatting is Prettier's, types are tsc's; unused exports are knip's (npm run lint:exports, knip.json).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

/** The layers of src, lowest first: a module may import its own layer and those below it, never one above. */
const layers = [
  ['generated', ['./src/generated/**']],
  ['common', ['./src/common/**']],
  ['tools', ['./src/tools/**']],
  ['problems', ['./src/problems/**']],
  ['pool', ['./src/pool/**']],
  ['calls', ['./src/calls/**']],
  ['http', ['./src/http/**']],
  // app: the files at the top of src (app.ts, runtime.ts, config.ts, server.ts, cli.ts, index.ts, ...).
  ['app', ['./src/*.ts']],
];

// A folder of src outside the list would escape every rule: name it in its place in the order first.
const unlisted = readdirSync('src').filter(
  (name) => statSync(join('src', name)).isDirectory() && !layers.some(([layer]) => layer === name),
);
if (unlisted.length > 0) throw new Error(`eslint.config.mjs: src/${unlisted.join(', src/')} is in no layer; add it to \`layers\`.`);

const layerZones = layers.flatMap(([name, targets], index) => {
  const above = layers.slice(index + 1).flatMap(([, paths]) => paths);
  return above.length === 0
    ? []
    : targets.map((target) => ({
        target,
        from: above,
        message: `The ${name} layer imports only its own layer and those below it (generated, common, tools, problems, pool, calls, http, app).`,
      }));
});

const toolsDir = 'src/tools';
const toolFolders = readdirSync(toolsDir).filter((name) => name !== 'shared' && statSync(join(toolsDir, name)).isDirectory());
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
  { ignores: ['dist/**', 'sdk/dist/**', 'node_modules/**', 'coverage/**', 'docs/**', '.scratch/**', 'tests/corpora/**'] },
  // Generated files carry a blanket disable comment for other linters; it is no finding here.
  { linterOptions: { reportUnusedDisableDirectives: 'off' } },
  {
    files: ['src/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'sdk/src/**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js', '.json', '.d.ts'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // Tests beside the code may import anything; the rules bind the code itself.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...toolZones] }] },
  },
);
