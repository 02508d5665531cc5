import { codeBlock, h } from '../dom';
import type { ToolResult } from '../../../src/common/operations';
import type { Result } from '../types';

const EXTENSIONS: Record<string, [string, string]> = {
  fetch: ['request.js', 'JavaScript'],
  axios: ['request.mjs', 'JavaScript'],
  python: ['request.py', 'Python'],
  go: ['main.go', 'Go'],
  php: ['request.php', 'PHP'],
};

export function curlCode(result: Result): Node {
  const r = result as unknown as ToolResult<'curl_to_code'>;
  const [file, language] = EXTENSIONS[r.target] ?? ['request.txt', r.target];
  return codeBlock(r.code, file, language);
}

export function typescript(result: Result): Node {
  const r = result as unknown as ToolResult<'json_to_typescript'>;
  return codeBlock(r.code, `${r.rootName.replace(/[^\w-]/g, '') || 'types'}.ts`, 'TypeScript');
}

/** Code with files: each file as its own block, with a download each. */
export function files(result: Result): Node {
  const r = result as { files?: Array<{ path: string; content: string }>; code?: string; lang?: string };
  const list = r.files ?? [];
  if (list.length === 0 && typeof r.code === 'string') return codeBlock(r.code, 'code.txt', r.lang ?? 'code');
  return h(
    'div',
    {},
    ...list.map((file) =>
      h('section', {}, h('h3', {}, h('code', {}, file.path)), codeBlock(file.content, file.path.split('/').pop() ?? file.path, file.path)),
    ),
  );
}

export function openapiYaml(result: Result): Node {
  const r = result as unknown as ToolResult<'api_spec_generator'>;
  return h('div', {}, h('p', {}, `${r.endpoints} endpoint${r.endpoints === 1 ? '' : 's'}.`), codeBlock(r.yaml, 'openapi.yaml', 'YAML'));
}

export function jsonSchema(result: Result): Node {
  const r = result as unknown as ToolResult<'json_schema_generator'>;
  return codeBlock(JSON.stringify(r.schema, null, 2), 'schema.json', 'JSON Schema');
}
