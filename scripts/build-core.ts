/**
 * packages/core (`@utility-tools/core`): the library entry (src/index.ts: runTool, runBatch, runPipeline,
 * createToolkit) and the engine pool's thread (src/pool/worker.ts), each bundled by esbuild from the same sources the
 * service runs, with every package left external; the types by tsc. Run by the package's `build` (and `prepack`).
 *
 * The package's dependencies are checked against what the bundles import, both ways: a bundle that imports a package
 * the core does not declare (Koa, pino, ioredis, the MCP SDK: the service's, not the engines') fails the build, and so
 * does a declared one no bundle imports; each version must be the service's own (package.json), so the two never
 * drift apart.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(__dirname, '..');
const core = join(root, 'packages', 'core');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { dependencies: Record<string, string> };

/** The package a bare import names: `@scope/name` or `name` (without a subpath such as `ajv/dist/2020`). */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

async function main(): Promise<void> {
  rmSync(join(core, 'dist'), { recursive: true, force: true });
  const { metafile } = await build({
    entryPoints: { index: join(root, 'src', 'index.ts'), worker: join(root, 'src', 'pool', 'worker.ts') },
    outdir: join(core, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node22',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });
  const imported = new Set(
    Object.values(metafile.outputs)
      .flatMap((output) => output.imports)
      .filter((entry) => entry.external && !entry.path.startsWith('node:'))
      .map((entry) => packageOf(entry.path)),
  );
  // Loaded through createRequire (ESM-only packages, required on first use): esbuild cannot see them as imports.
  for (const lazy of ['curlconverter', '@faker-js/faker']) imported.add(lazy);
  const declared = readJson(join(core, 'package.json')).dependencies;
  const service = readJson(join(root, 'package.json')).dependencies;
  const problems = [
    ...[...imported].filter((name) => !(name in declared)).map((name) => `the bundles import ${name}, which the core does not declare`),
    ...Object.keys(declared)
      .filter((name) => !imported.has(name))
      .map((name) => `the core declares ${name}, which no bundle imports`),
    ...Object.entries(declared)
      .filter(([name, version]) => service[name] !== version)
      .map(([name, version]) => `the core declares ${name} ${version}, the service ${service[name] ?? 'nothing'}`),
  ];
  if (problems.length > 0) throw new Error(`build-core: ${problems.join('; ')}.`);
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', join(core, 'tsconfig.json')], { stdio: 'inherit' });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
