/**
 * docs/tools/: the in-browser tools (/tools, /tools/<slug>), built from the served spec with esbuild.
 * - `tools:catalogue` (the shell): each tool's name, tag and purpose, and a loader per tool;
 * - `tool:<slug>` (one chunk per tool): its request schema, its first request example, its renderer, and its validator:
 *   the request schema compiled by the very Ajv setup the service validates with (Ajv 2020, allErrors, ajv-formats,
 *   REQUEST_BODY_OPTIONS), as standalone code, so the page validates without eval and keeps a CSP without 'unsafe-eval'.
 * - the pages: index.html and one `<slug>.html` per tool, each with its title, description and an outline of what it
 *   holds (scripts/tool-pages-html.ts), which the script replaces with the live page.
 * Every asset is named by its hash and written with Brotli and gzip copies; manifest.json lists them for the service
 * (src/http/pages/tool-pages.ts). The sizes are printed: the shell's budget is 150 KB Brotli.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import standaloneCode from 'ajv/dist/standalone';
import { build, type Plugin } from 'esbuild';
import { createSpecAjv, REQUEST_BODY_OPTIONS } from './spec-ajv';
import { spec } from '../src/generated/spec';
import { indexOutline, page, toolOutline } from './tool-pages-html';
import { RENDERERS } from '../web/tools/renderers/by-tool';
import type { ToolAssets } from '../src/http/pages/tool-pages';

const root = join(__dirname, '..');
const out = join(root, 'docs', 'tools');
const web = join(root, 'web', 'tools');

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  'x-kind'?: string;
  requestBody: { content: { 'application/json': { schema: Record<string, unknown>; examples?: Record<string, { value: unknown }> } } };
}

const UPPER: Record<string, string> = {
  gst: 'GST',
  gstin: 'GSTIN',
  upi: 'UPI',
  qr: 'QR',
  uuid: 'UUID',
  jwt: 'JWT',
  json: 'JSON',
  csv: 'CSV',
  mcp: 'MCP',
  api: 'API',
  typescript: 'TypeScript',
  base64: 'Base64',
};
const TAG_TITLES: Record<string, string> = {
  developer: 'For developers',
  data: 'Data',
  'business-india': 'Business in India',
  'content-design': 'Documents and cheques',
};

const nameOf = (slug: string) =>
  slug
    .split('-')
    .map((word, index) => UPPER[word] ?? (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');

const paths = spec.paths as Record<string, { post?: Operation }>;
// A page per tool; the compositions (batch, pipeline: `x-kind: composition`) are not tools.
const operations = Object.entries(paths).flatMap(([path, item]) =>
  item.post && item.post['x-kind'] !== 'composition' ? [{ slug: path.slice(1), op: item.post }] : [],
);
const tools = operations.map(({ slug, op }) => ({
  slug,
  operationId: op.operationId,
  tag: op.tags[0] ?? '',
  name: nameOf(slug),
  purpose: (op.description.split('\n')[0] ?? '').replace(/^\*\*|\*\*$/g, ''),
}));
/** The India pack leads the index (GST, GSTIN, UPI, gold, then amounts in words); tags not named here follow in the spec's order. */
const TAG_ORDER = ['business-india', 'content-design', 'developer', 'data'];
const rank = (name: string) => (TAG_ORDER.includes(name) ? TAG_ORDER.indexOf(name) : TAG_ORDER.length);
// The page speaks to people: the API's note on paise is for programmers.
const tags = (spec.tags as Array<{ name: string; description: string }>)
  .filter((tag) => tools.some((tool) => tool.tag === tag.name))
  .map((tag) => ({
    name: tag.name,
    title: TAG_TITLES[tag.name] ?? tag.name,
    description: tag.description.replace(/\s*Money is integer paise\./, ''),
  }))
  .sort((a, b) => rank(a.name) - rank(b.name));

/** The pipeline page's saved recipes: the pipeline operation's request examples (run by tests/contract/compose-pipeline.test.ts). */
const recipes = Object.values(paths)
  .flatMap((item) => (item.post?.operationId === 'pipeline' ? [item.post] : []))
  .flatMap((op) => Object.values(op.requestBody.content['application/json'].examples ?? {}))
  .map((example) => ({ summary: (example as { summary?: string }).summary ?? '', value: example.value }));
if (recipes.length === 0) throw new Error('build-tools: the pipeline operation has no request examples to offer as recipes');

function validatorCode(schema: Record<string, unknown>): string {
  const ajv = createSpecAjv({ ...REQUEST_BODY_OPTIONS, code: { source: true, esm: true } });
  return standaloneCode(ajv, ajv.compile(schema));
}

const virtual: Plugin = {
  name: 'tools-from-spec',
  setup(builder) {
    builder.onResolve({ filter: /^(tools:catalogue|tools:recipes|tool:|validator:)/ }, (args) => ({ path: args.path, namespace: 'spec' }));
    builder.onLoad({ filter: /.*/, namespace: 'spec' }, (args) => {
      if (args.path === 'tools:recipes')
        return { contents: `export const recipes = ${JSON.stringify(recipes)};\n`, loader: 'js', resolveDir: web };
      if (args.path === 'tools:catalogue') {
        const loaders = tools
          .map((tool) => `  ${JSON.stringify(tool.slug)}: () => import(${JSON.stringify(`tool:${tool.slug}`)}),`)
          .join('\n');
        return {
          contents: `export const tools = ${JSON.stringify(tools)};\nexport const tags = ${JSON.stringify(tags)};\nconst loaders = {\n${loaders}\n};\nexport function loadTool(slug) { return Object.hasOwn(loaders, slug) ? loaders[slug]() : undefined; }\n`,
          loader: 'js',
          resolveDir: web,
        };
      }
      const [kind, slug] = args.path.split(':') as [string, string];
      const op = operations.find((operation) => operation.slug === slug)?.op;
      if (!op) throw new Error(`no operation for ${slug}`);
      const body = op.requestBody.content['application/json'];
      if (kind === 'validator') return { contents: validatorCode(body.schema), loader: 'js', resolveDir: root };
      const renderer = RENDERERS[slug];
      if (!renderer) throw new Error(`web/tools/renderers/by-tool.ts names no renderer for ${slug}`);
      const example = Object.values(body.examples ?? {})[0]?.value ?? {};
      return {
        contents: `import validate from ${JSON.stringify(`validator:${slug}`)};\nimport { ${renderer[1]} as render } from ${JSON.stringify(`./renderers/${renderer[0]}.ts`)};\nexport const schema = ${JSON.stringify(body.schema)};\nexport const example = ${JSON.stringify(example)};\nexport { validate, render };\n`,
        loader: 'js',
        resolveDir: web,
      };
    });
  },
};

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

async function main(): Promise<void> {
  rmSync(out, { recursive: true, force: true });
  const assetsDir = join(out, 'assets');
  mkdirSync(assetsDir, { recursive: true });
  const result = await build({
    entryPoints: { app: join(web, 'main.ts'), styles: join(web, 'styles.css') },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    minify: true,
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    plugins: [virtual],
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => join(root, file));
  const app = outputs.find((file) => /\/app-[^/]+\.js$/.test(file));
  const styles = outputs.find((file) => /\/styles-[^/]+\.css$/.test(file));
  if (!app || !styles) throw new Error('esbuild wrote no app or styles');
  const built = { app: basename(app), styles: basename(styles) };
  const shell = page(
    {
      title: 'Tools · Utility Tools',
      description: 'Everyday tools in the browser: GST, GSTIN, UPI QR, JSON, cron, JWT and more, each also an HTTP API.',
      main: indexOutline(tags, tools),
    },
    built,
  );
  writeFileSync(join(out, 'index.html'), shell);
  // A page per tool, with its own title, description and outline of its fields (the same script draws it).
  const pages: Record<string, string> = {};
  for (const tool of tools) {
    const schema = operations.find((operation) => operation.slug === tool.slug)?.op.requestBody.content['application/json'].schema ?? {};
    const file = `${tool.slug}.html`;
    pages[tool.slug] = file;
    writeFileSync(
      join(out, file),
      page({ title: `${tool.name} · Utility Tools`, description: tool.purpose, main: toolOutline(tool, schema) }, built),
    );
  }
  const files: ToolAssets['files'] = {};
  const htmlFiles = ['index.html', ...Object.values(pages)];
  for (const file of [...outputs, ...htmlFiles.map((name) => join(out, name))]) {
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    files[file.startsWith(assetsDir) ? `assets/${basename(file)}` : basename(file)] = { sha256: sha256(bytes), bytes: bytes.length };
  }
  const manifest: ToolAssets = { files, shell: 'index.html', pages, slugs: [...tools.map((tool) => tool.slug), 'pipeline'] };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The weights: the shell (page, app, styles and the chunks the app imports statically) and each tool's chunk.
  const brotliOf = (file: string) => readFileSync(`${file}.br`).length;
  const staticImports = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    const meta = result.metafile.outputs[file.slice(root.length + 1)];
    for (const imported of meta?.imports ?? []) if (imported.kind === 'import-statement') staticImports(join(root, imported.path), seen);
    return seen;
  };
  const shellFiles = [join(out, 'index.html'), styles, ...staticImports(app)];
  const shellBrotli = shellFiles.reduce((sum, file) => sum + brotliOf(file), 0);
  console.log(`docs/tools: shell ${(shellBrotli / 1024).toFixed(1)} KB Brotli (${shellFiles.length} files; budget 150 KB)`);
  // A tool's page loads its own chunk and the shared chunks it imports (the ajv runtime, its renderer's module).
  const toolChunks = outputs.filter((file) => /\/tool_[^/]+\.js$/.test(file));
  const perTool = toolChunks.map((file) =>
    [...staticImports(file)].filter((part) => !shellFiles.includes(part)).reduce((sum, part) => sum + brotliOf(part), 0),
  );
  console.log(
    `docs/tools: ${toolChunks.length} tools, each loading ${(Math.min(...perTool) / 1024).toFixed(1)}-${(Math.max(...perTool) / 1024).toFixed(1)} KB Brotli beyond the shell`,
  );
  if (shellBrotli > 150 * 1024) throw new Error(`the tools shell is ${shellBrotli} bytes Brotli, above its 150 KB budget`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
