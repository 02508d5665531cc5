import type { ToolDefinition } from './tools';

const literal = (text: string): string => JSON.stringify(text);

/** `PETSTORE_BASE_URL` for the server `petstore`. */
export const envName = (serverName: string, suffix: string): string => `${serverName.toUpperCase().replace(/-/g, '_')}_${suffix}`;

/** The document's first server URL when it is absolute (http or https); a relative one cannot be called as it is. */
export function defaultBaseUrl(document: Record<string, unknown> | undefined): string | undefined {
  const servers = document?.servers;
  const url = Array.isArray(servers) ? (servers[0] as { url?: unknown } | undefined)?.url : undefined;
  return typeof url === 'string' && /^https?:\/\/[^\s{}]+$/.test(url) ? url : undefined;
}

/**
 * The helper every "fetch" handler calls: it fills the path, adds the query, headers and cookies, sends the body
 * (JSON, form or multipart) to BASE_URL with fetch, and answers the API's text, as an error when the status is not 2xx.
 */
export function callApiSource(serverName: string, baseUrl: string | undefined): string {
  const baseName = envName(serverName, 'BASE_URL');
  const authName = envName(serverName, 'AUTHORIZATION');
  return `// The API these tools call: ${baseName} is its base URL${baseUrl ? ` (default: the document's first server)` : ''}; set
// ${authName} to send an Authorization header, for example "Bearer <token>".
const BASE_URL = process.env[${literal(baseName)}]${baseUrl ? ` ?? ${literal(baseUrl)}` : ''};
const AUTHORIZATION = process.env[${literal(authName)}];

type Place = 'path' | 'query' | 'header' | 'cookie';
interface Body {
  kind: 'json' | 'form' | 'multipart';
  mediaType: string;
  value: unknown;
}

const asText = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
const textResult = (text: string, isError: boolean): CallToolResult => ({ isError, content: [{ type: 'text', text }] });

/** Sends one operation's request to the API and answers with what it returned (an error when the status is not 2xx). */
async function callApi(method: string, path: string, inputs: Array<[Place, string, unknown]>, body?: Body): Promise<CallToolResult> {
  if (!BASE_URL) return textResult(${literal(`Set ${baseName} to the base URL of the API.`)}, true);
  let filled = path;
  const query = new URLSearchParams();
  const headers = new Headers();
  const cookies: string[] = [];
  for (const [place, name, value] of inputs) {
    if (value === undefined) continue;
    if (place === 'path') filled = filled.replace(\`{\${name}}\`, encodeURIComponent(asText(value)));
    else if (place === 'query') for (const item of Array.isArray(value) ? value : [value]) query.append(name, asText(item));
    else if (place === 'header') headers.set(name, asText(value));
    else cookies.push(\`\${name}=\${encodeURIComponent(asText(value))}\`);
  }
  if (cookies.length > 0) headers.set('Cookie', cookies.join('; '));
  if (AUTHORIZATION) headers.set('Authorization', AUTHORIZATION);
  const url = new URL(BASE_URL.replace(/\\/+$/, '') + filled);
  query.forEach((value, name) => url.searchParams.append(name, value));
  let payload: string | URLSearchParams | FormData | undefined;
  if (body && body.value !== undefined) {
    if (body.kind === 'json') {
      headers.set('Content-Type', body.mediaType);
      payload = JSON.stringify(body.value);
    } else {
      const fields = body.kind === 'form' ? new URLSearchParams() : new FormData();
      for (const [name, value] of Object.entries(body.value as Record<string, unknown>)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) fields.append(name, asText(item));
      }
      payload = fields;
    }
  }
  try {
    const response = await fetch(url, { method, headers, body: payload });
    const text = await response.text();
    return textResult(text || \`HTTP \${response.status} \${response.statusText}\`, !response.ok);
  } catch (error) {
    return textResult(\`The request to \${url.origin} failed: \${error instanceof Error ? error.message : String(error)}\`, true);
  }
}`;
}

/** The handler of one OpenAPI tool: a call to callApi with its method, path, parameters and body. */
export function fetchHandler(tool: ToolDefinition): string {
  const http = tool.http;
  if (!http || !tool.method) throw new Error(`${tool.name} has no HTTP operation`);
  const argument = (property: string) => `args[${literal(property)}]`;
  const inputs = http.parameters.map(({ property, name, in: place }) => `[${literal(place)}, ${literal(name)}, ${argument(property)}]`);
  const body = http.body
    ? `, { kind: ${literal(http.body.kind)}, mediaType: ${literal(http.body.mediaType)}, value: ${argument(http.body.property)} }`
    : '';
  const args = http.parameters.length > 0 || http.body ? 'args' : '_args';
  return `async (${args}) => callApi(${literal(tool.method.toUpperCase())}, ${literal(http.path)}, [${inputs.join(', ')}]${body})`;
}
