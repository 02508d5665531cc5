/**
 * dist/cli.js, the package's bin: src/cli.ts bundled by esbuild with the SDK it calls a service through (sdk/src, and
 * openapi-fetch under it). The SDK is not a package the service can depend on (it is on no registry), and tsc's build
 * cannot take it (its rootDir is src/), so tsconfig.build.json leaves out the two files that import it, cli.ts and
 * cli-service.ts, and they are bundled here instead. Every other file of src/ they import stays a require of its
 * compiled self in dist/ (the library, the server and the MCP server are loaded lazily, and stay so), and the
 * service's own dependencies (undici) stay packages. Run by `npm run build`, after tsc.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const root = join(__dirname, '..');
const src = join(root, 'src');
const bundled = new Set([join(src, 'cli.ts'), join(src, 'cli-service.ts')]);
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** An import of a file of src/ that tsc compiles: left as a require of that file in dist/, beside dist/cli.js. */
const compiledByTsc: Plugin = {
  name: 'compiled-by-tsc',
  setup(plugin) {
    plugin.onResolve({ filter: /^\.\.?\// }, async ({ path, resolveDir, kind, pluginData }) => {
      if (pluginData === 'compiled-by-tsc') return undefined;
      const resolved = await plugin.resolve(path, { resolveDir, kind, pluginData: 'compiled-by-tsc' });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      if (!resolved.path.startsWith(`${src}${sep}`) || bundled.has(resolved.path)) return { path: resolved.path };
      return { path: `./${relative(src, resolved.path).replace(/\.ts$/, '').split(sep).join('/')}`, external: true };
    });
  },
};

build({
  entryPoints: [join(src, 'cli.ts')],
  outfile: join(root, 'dist', 'cli.js'),
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node22',
  external: Object.keys(dependencies),
  plugins: [compiledByTsc],
  logLevel: 'warning',
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
