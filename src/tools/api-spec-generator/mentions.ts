/**
 * Where a text names an endpoint: a method and a path (`POST /v2/shipments`, `GET https://api.x.in/v1/items?page=1`,
 * "send a POST to `/links`", "you POST to /bbps/payments"), an Express route (`router.get('/customers/:id', …)`) or
 * "PUT on the same path". Paths are written as OpenAPI writes them: `:id` and `<id>` become `{id}`, a host is dropped,
 * and a concrete path from an example (`/tasks/5812`) becomes the template the text names (`/tasks/{taskId}`).
 */
import type { Method } from './model';

export interface Mention {
  method: Method;
  /** The path as written, query string included; undefined for "the same path". */
  raw?: string;
  /** A framework's route in code (`@PostMapping("/x")`, `app.MapGet("/x", …)`, `post("/x") { … }`, `@router.get("/x", …)`). */
  code?: boolean;
  index: number;
  end: number;
}

// A host, or a base URL's placeholder ({{baseUrl}}, $API, ${BASE_URL}, <host>), then the path.
const PATH = String.raw`(?:https?:\/\/[^\s/\x60'"]+|\{\{[^{}\s]{1,40}\}\}|\$\{?[A-Za-z_]\w{0,40}\}?|<[A-Za-z_][\w-]{0,40}>)?\/(?:[^\s\x60'"),;<]|<[^<>\n]{1,40}>)*`;
// The code marks, quotes and bold marks that close a path.
const CLOSE = String.raw`(?:\s+HTTP\/\d(?:\.\d)?)?[\x60*'"]*`;
// At the start of a line, any case ("get /health"); inside prose, in capitals.
const AT_START = new RegExp(
  String.raw`^(?:\s*(?:[-*+]|\d+[.)])\s+)?[\x60*'"]*(get|post|put|patch|delete)[\x60*]*\s+[\x60*'"]*(${PATH})${CLOSE}`,
  'i',
);
const INSIDE = new RegExp(
  String.raw`(?<![\w/.-])(GET|POST|PUT|PATCH|DELETE)(?:t?ing|s|t?ed)?[\x60*]*\s+(?:(?:an?\s+)?(?:https?\s+)?(?:request|call)\s+)?(?:(?:to|on|at|against|for)\s+)?[\x60*'"]*(${PATH})${CLOSE}`,
  'g',
);
const SAME_PATH = /(?<![\w/])(GET|POST|PUT|PATCH|DELETE)\s+(?:on|to|at|against)\s+the\s+same\s+(?:path|endpoint|url|route|resource|uri)\b/g;
// The handler's other arguments (middleware names) are part of the route, not fields.
const ROUTER =
  /\b(?:router|app|api|server|route|r)\.(get|post|put|patch|delete)\(\s*['"`]([^'"`\s]+)['"`][^()]*(?:\([^()]*\)[^()]*)*\)?;?/gi;
// A method named before its path, with prose between: "send a POST to `/links`", "a POST request to /invoices".
const SPLIT = new RegExp(
  String.raw`(?<![\w/.-])(GET|POST|PUT|PATCH|DELETE)(?:t?ing|s|t?ed)?\s+(?:(?:an?\s+)?(?:https?\s+)?(?:request|call)\s+)?(?:to|on|at|against)\s+[\x60*'"]*(${PATH})${CLOSE}`,
  'g',
);
// "The operator posts to `/storages/{id}/receipts`": the verb in prose, lower case, names POST (the only method that
// is also a plain English verb of sending; "gets" and "puts" are not read).
const VERB_POST = new RegExp(
  String.raw`(?<![\w/.-])([Pp]ost)(?:s|ing|ed)?\s+(?:it\s+|them\s+|this\s+)?(?:to|at|against)\s+[\x60*'"]*(${PATH})${CLOSE}`,
  'g',
);

// Routes as web frameworks declare them: Spring's and JAX-RS's annotations, ASP.NET's Map* and [Http*], Ktor's,
// Sinatra's and Hono's calls, FastAPI's and Flask's decorators.
const QUOTED_PATH = String.raw`["'\x60](\/[^"'\x60\s]*)["'\x60]`;
const CODE_ROUTES: Array<{ pattern: RegExp; method?: string }> = [
  { pattern: new RegExp(String.raw`@(Get|Post|Put|Patch|Delete)Mapping\s*\(\s*(?:(?:value|path)\s*=\s*)?\{?\s*${QUOTED_PATH}`, 'g') },
  { pattern: new RegExp(String.raw`\.Map(Get|Post|Put|Patch|Delete)\s*\(\s*${QUOTED_PATH}`, 'g') },
  { pattern: new RegExp(String.raw`\[Http(Get|Post|Put|Patch|Delete)\s*\(\s*${QUOTED_PATH}`, 'g') },
  // Retrofit's `@GET("v1/items/{id}")`, whose path may leave out its first slash.
  { pattern: /@(GET|POST|PUT|PATCH|DELETE)\s*\(\s*"((?:\/|[A-Za-z_{])[^"\s]*)"\s*\)/g, method: 'retrofit' },
  { pattern: new RegExp(String.raw`(?<![\w.$@])(get|post|put|patch|delete)\s*\(\s*${QUOTED_PATH}`, 'g') },
  { pattern: new RegExp(String.raw`@[\w.]+\.(get|post|put|patch|delete)\s*\(\s*${QUOTED_PATH}`, 'gi') },
  {
    pattern: new RegExp(
      String.raw`@[\w.]+\.(?:route|api_route)\s*\(\s*${QUOTED_PATH}[^)]*?methods\s*=\s*\[\s*["'](GET|POST|PUT|PATCH|DELETE)`,
      'gi',
    ),
    method: 'swap',
  },
  {
    pattern: new RegExp(
      String.raw`@Path\s*\(\s*${QUOTED_PATH}\s*\)[^@]*@(GET|POST|PUT|PATCH|DELETE)\b|@(GET|POST|PUT|PATCH|DELETE)\s+@Path\s*\(\s*${QUOTED_PATH}`,
      'g',
    ),
    method: 'jaxrs',
  },
];

function codeRoutes(
  text: string,
  add: (rank: number, method: string, raw: string, index: number, end: number, code: boolean) => void,
): void {
  if (!/Mapping|\.Map|\[Http|@|\b(?:get|post|put|patch|delete)\s*\(/i.test(text)) return;
  for (const { pattern, method } of CODE_ROUTES)
    for (const match of text.matchAll(pattern)) {
      const [verb, path] =
        method === 'swap'
          ? [match[2], match[1]]
          : method === 'jaxrs'
            ? [match[2] ?? match[3], match[1] ?? match[4]]
            : [match[1], method === 'retrofit' ? `/${(match[2] as string).replace(/^\//, '')}` : match[2]];
      add(0, verb as string, path as string, match.index, match.index + match[0].length, true);
    }
}

/** Endpoint names in a text, in order. */
export function mentionsIn(text: string): Mention[] {
  // Every pattern's matches, the earlier pattern first where two overlap; then one pass keeps those that do not overlap.
  const all: Array<Mention & { rank: number }> = [];
  const add = (rank: number, method: string, raw: string | undefined, index: number, end: number, code = false) =>
    all.push({
      rank,
      method: method.toLowerCase() as Method,
      ...(raw !== undefined ? { raw } : {}),
      index,
      end,
      ...(code ? { code } : {}),
    });
  codeRoutes(text, add);
  const start = AT_START.exec(text);
  if (start) add(0, start[1] as string, start[2] as string, start.index, start.index + start[0].length);
  [ROUTER, SPLIT, INSIDE].forEach((pattern, rank) => {
    for (const match of text.matchAll(pattern))
      add(rank + 1, match[1] as string, match[2] as string, match.index, match.index + match[0].length);
  });
  for (const match of text.matchAll(VERB_POST)) add(3, match[1] as string, match[2] as string, match.index, match.index + match[0].length);
  for (const match of text.matchAll(SAME_PATH)) add(4, match[1] as string, undefined, match.index, match.index + match[0].length);
  all.sort((a, b) => a.index - b.index || a.rank - b.rank);
  const found: Mention[] = [];
  for (const { rank: _, ...mention } of all) if (!found.length || mention.index >= (found.at(-1) as Mention).end) found.push(mention);
  return found;
}

/** A path as OpenAPI writes it, and its query string; undefined path when it is not one. */
export function cleanPath(raw: string): { path?: string; query?: string } {
  const trimmed = raw.replace(/[`'".,:;)*\]]+$/, '').replace(/^(?:https?:\/\/[^/]+|\{\{[^{}]+\}\}|\$\{?\w+\}?|<[\w-]+>)/i, '');
  const [pathPart = '', query] = trimmed.split('?', 2) as [string, string?];
  const path = pathPart
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')
    .replace(/<(?:\w+:)?([A-Za-z_][A-Za-z0-9_]*)>/g, '{$1}')
    .replace(/(.)\/$/, '$1');
  const valid = /^\/([A-Za-z0-9._~-]+|\{[A-Za-z_][A-Za-z0-9_]*\})?(\/([A-Za-z0-9._~-]+|\{[A-Za-z_][A-Za-z0-9_]*\}))*$/.test(path);
  return { ...(valid ? { path } : {}), ...(query !== undefined ? { query } : {}) };
}

/** Path templates a text names without a method (`/tasks/{taskId}`, `/schools/{school_id}/students/...`). */
export function templatesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\w.])\/[A-Za-z0-9._~{}:/-]*[{:][A-Za-z_][\w]*\}?[A-Za-z0-9._~{}:/-]*/g)) {
    const { path } = cleanPath(match[0]);
    if (path && path.includes('{')) found.add(path);
  }
  return [...found];
}

/** Path variables a text names alone, outside any path ("{consultId} is the consult id in the second call"). */
export function variablesIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\w/{$:])\{([A-Za-z_]\w{0,60})\}(?![\w/}])/g)) found.add(match[1] as string);
  return [...found];
}

const singular = (word: string): string =>
  word
    .replace(/ies$/, 'y')
    .replace(/(ss|us)$/, '$1')
    .replace(/s$/, '');

// An id in an example: digits, or letters with digits ("STU-2291", "col_9KfQ2x", "GRC-BAS-5KG"); "links" is a word.
const looksLikeId = (segment: string): boolean =>
  /^\d+$/.test(segment) || (/\d/.test(segment) && /^[\w.~-]+$/.test(segment) && !/^v\d+$/i.test(segment));

// A dated API version before more of the path (`/api/2025-10/orders`, `/admin/api/2024-01-15/...`) is no id.
const isVersion = (parts: string[], index: number): boolean =>
  /^(?:19|20)\d\d-[01]\d(?:-[0-3]\d)?$/.test(parts[index] ?? '') && /^[A-Za-z][\w.-]*$/.test(parts[index + 1] ?? '');

/** The variable the text names alone whose stem begins the collection before an id (`{truck_no}` for `/trucks/MH04`). */
function variableFor(collection: string, variables: string[]): string | undefined {
  const plain = (word: string): string => word.toLowerCase().replace(/[^a-z0-9]/g, '');
  const noun = plain(collection);
  const one = plain(singular(collection));
  const fits = variables.filter((name) => {
    const stem = plain(name.replace(/(?:_?(?:id|no|num|number|code|ref|key|slug))$/i, ''));
    return stem.length >= 3 && (noun.startsWith(stem) || (one.length >= 3 && stem.startsWith(one)));
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** A concrete path (`/tasks/5812`) as the template the text names, or with ids as parameters (`/tasks/{taskId}`). */
export function templateFor(path: string, templates: string[], variables: string[] = []): string {
  if (path.includes('{')) return path;
  const parts = path.split('/');
  if (!parts.some((segment, index) => looksLikeId(segment) && !isVersion(parts, index))) return path;
  let best: { template: string; score: number } | undefined;
  for (const template of templates) {
    const shape = template.split('/');
    if (shape.length !== parts.length) continue;
    let score = 0;
    const fits = shape.every((segment, index) => {
      if (segment.startsWith('{')) return looksLikeId(parts[index] ?? '') || segment.length > 0;
      if (segment === parts[index]) score += 1;
      return segment === parts[index];
    });
    if (fits && (!best || score > best.score)) best = { template, score };
  }
  if (best) return best.template;
  // An id in an example: digits, or letters with digits and separators ("STU-2291", "col_9KfQ2x").
  return parts
    .map((segment, index) => {
      const id = index > 1 && looksLikeId(segment) && !isVersion(parts, index);
      const named = id ? variableFor(parts[index - 1] ?? '', variables) : undefined;
      if (named) return `{${named}}`;
      return id
        ? `{${singular(parts[index - 1] ?? 'id').replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string = '') => c.toUpperCase())}Id}`
        : segment;
    })
    .join('/');
}
