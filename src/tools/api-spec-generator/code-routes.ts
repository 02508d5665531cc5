/**
 * What a framework's route declaration says besides its method and path. Spring: `@ResponseStatus(HttpStatus.CREATED)`,
 * the handler's return type (`ResponseEntity<List<T>>`), `@RequestBody T`, `@RequestParam(required = false) String x`,
 * unannotated simple parameters (query); FastAPI: `status_code=201`, `response_model=T`, `def f(body: T, page: int =
 * 1) -> T` (a declared model is the body, a scalar not in the path the query); ASP.NET: `.Produces<T>(…)`,
 * `.Accepts<T>(…)`, `([FromBody] T body, [FromQuery] int page)`; Ktor: `call.receive<T>()`, `call.respond(HttpStatusCode
 * .Created, …)`. Its comments are read as prose.
 */
import type { Endpoint, Field } from './model';
import type { Reader } from './reader';
import { placeDeclaration } from './references';
import { takeStatuses } from './statements';
import { languageType, NAMED } from './type-names';
import type { Schema } from './types';

/** Splits a parameter list at top-level commas. */
function parameters(list: string): string[] {
  const found: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of list) {
    if ('([{<'.includes(c)) depth += 1;
    else if (')]}>'.includes(c)) depth -= 1;
    if (c === ',' && depth === 0) {
      found.push(current.trim());
      current = '';
    } else current += c;
  }
  found.push(current.trim());
  return found.filter((parameter) => parameter !== '');
}

/** The text inside the parentheses that open at `start`. */
function inParens(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && (depth -= 1) === 0) return text.slice(start + 1, i);
  }
  return text.slice(start + 1);
}

const INJECTED =
  /\b(?:Depends|Header|Cookie|Security|Request|Response|HttpContext|HttpServletRequest|Principal|Authentication|BackgroundTasks|Session|DbContext|ILogger|CancellationToken|Model|BindingResult|RequestHeader|RequestAttribute|AuthenticationPrincipal|FromServices|FromHeader|CookieValue)\b/;

/** A declared type, or a list of one, as placed on a side. */
function placeType(reader: Reader, target: Endpoint, typeText: string, side: 'request' | 'answer' | 'query', line: number): boolean {
  const read = languageType(typeText, { declared: new Set(reader.declarations.keys()) });
  const inner = read.schema.type === 'array' ? ((read.schema.items as Schema) ?? {}) : read.schema;
  const name = inner[NAMED];
  const declaration = typeof name === 'string' ? reader.declarations.get(name) : undefined;
  if (!declaration || declaration.values) return false;
  placeDeclaration(reader, declaration, target, read.query ? 'query' : side, {
    line,
    ...(side === 'answer' ? { list: read.schema.type === 'array' } : {}),
  });
  return true;
}

/** One parameter of a handler: the body, a query parameter, or nothing (path, header, injected). */
function parameter(reader: Reader, target: Endpoint, noted: string, line: number): void {
  // The comment after a parameter says of it: "// required: bride | groom", "# one of a | b".
  const note = [...noted.matchAll(/\/\*([\s\S]*?)\*\//g)].map((m) => (m[1] as string).trim()).join(' ');
  const written = noted.replace(/\/\*[\s\S]*?\*\//g, ' ').trim();
  const annotations = written.match(/@\w+(?:\s*\((?:[^()]|\([^()]*\))*\))?|\[\w+(?:\([^\]]*\))?\]/g) ?? [];
  const bare = written.replace(/@\w+(?:\s*\((?:[^()]|\([^()]*\))*\))?|\[\w+(?:\([^\]]*\))?\]/g, ' ').trim();
  const marks = annotations.join(' ');
  if (INJECTED.test(`${marks} ${bare}`) && !/Query|RequestParam|FromQuery/.test(marks + bare)) return;
  // `name: Type = default` (Python, Kotlin), else `Type name` (Java, C#).
  const python = /^(\w+)\s*:\s*([^=]+?)\s*(?:=\s*(.+))?$/.exec(bare);
  const typed = /^(?:final\s+)?([\w.<>[\]?, ]+?)\s+(\w+)(?:\s*=\s*(.+))?$/.exec(bare);
  const [name, typeText, fallback] = python ? [python[1], python[2], python[3]] : typed ? [typed[2], typed[1], typed[3]] : [];
  if (!name || !typeText) return;
  if (/PathVariable|FromRoute|\bPath\(/.test(marks + (fallback ?? '')) || target.path.includes(`{${name}}`)) return;
  if (/RequestBody|FromBody|\bBody\(|@Body\b/.test(marks + (fallback ?? ''))) {
    placeType(reader, target, typeText, 'request', line);
    return;
  }
  if (placeType(reader, target, typeText, target.method === 'get' || target.method === 'delete' ? 'query' : 'request', line)) return;
  const read = languageType(typeText);
  if (read.schema[NAMED] !== undefined || read.schema.type === 'object') return;
  const alias =
    /(?:RequestParam|FromQuery|Query)\s*\(\s*(?:(?:value|name|Name|alias)\s*=\s*)?"([^"]+)"/.exec(marks + (fallback ?? ''))?.[1] ??
    /\balias\s*=\s*"([^"]+)"/.exec(fallback ?? '')?.[1];
  const optional =
    read.optional === true ||
    fallback !== undefined ||
    /required\s*=\s*false|defaultValue/.test(marks) ||
    (!/RequestParam|FromQuery/.test(marks) && !python);
  const values = /(?:^|[:\s])([A-Za-z_][\w-]*(?:\s*\|\s*[A-Za-z_][\w-]*)+)\s*$/.exec(note)?.[1];
  const schema = values && read.schema.type === 'string' ? { ...read.schema, enum: values.split('|').map((v) => v.trim()) } : read.schema;
  const field: Field = { name: alias ?? name, schema, optional: optional && !/^required\b/i.test(note), stated: true };
  reader.place(target, 'query', [field], line, written);
}

/** Reads the facts of a route's code (its annotations, arguments and handler) and gives back its comments as prose. */
export function codeRoute(reader: Reader, target: Endpoint, code: string, line: number): string {
  const comments = [...code.matchAll(/(?:\/\/|#(?!\[))\s*(.*?)(?=\s+(?:[@.]?[A-Za-z_][\w.]*\s*[(<]|\/\/|@)|$)|\/\*\s*([\s\S]*?)\*\//g)]
    .map((m) => (m[1] ?? m[2] ?? '').trim())
    .filter((comment) => comment !== '' && !/^[\w.<>()]+$/.test(comment));
  // Block comments' words are kept in place (same length), so `kept`, which keeps the comments, lines up with `bare`.
  const kept = code.replace(/(?:\/\/|#(?!\[)).*?(?=\s+(?:[@.]?[A-Za-z_][\w.]*\s*[(<]|@)|$)/g, (comment) => ' '.repeat(comment.length));
  const bare = kept.replace(/\/\*[\s\S]*?\*\//g, (comment) => `  ${comment.slice(2, -2)}  `);
  reader.statuses(target, takeStatuses(bare.replace(/"[^"]*"/g, '""')).statuses);
  const model = /\bresponse_model\s*=\s*([\w.[\]<>, ]+?)\s*(?:,|\))/.exec(bare)?.[1];
  if (model) placeType(reader, target, model, 'answer', line);
  for (const match of bare.matchAll(/\.(?:Produces|Accepts)\s*<(.+?)>\s*\(/g))
    placeType(reader, target, match[1] as string, /Accepts/.test(match[0]) ? 'request' : 'answer', line);
  for (const match of bare.matchAll(/\breceive(?:Nullable)?\s*<\s*([\w.<>]+)\s*>/g))
    placeType(reader, target, match[1] as string, 'request', line);
  // The handler: a Python `def`, a lambda's parameters, or a method with its return type.
  const python = /\bdef\s+\w+\s*\(/.exec(bare);
  const method =
    /(?:public|private|protected|internal|suspend|async|fun)\s+(?:static\s+|async\s+)?(?:<[^>]*>\s+)?([\w.<>[\]?, ]+?)\s+\w+\s*\(/.exec(
      bare,
    );
  const lambda = /,\s*(?:async\s*)?\(/.exec(bare);
  const open = python ?? method ?? lambda;
  if (open) {
    const start = open.index + open[0].length - 1;
    const list = inParens(bare, start);
    // The same list with its comments, each moved before the comma it follows, so it stays with its parameter.
    const noted = inParens(kept, start).replace(/,(\s*\/\*[\s\S]*?\*\/)/g, '$1,');
    for (const written of parameters(noted)) parameter(reader, target, written, line);
    const after = bare.slice(start + list.length + 1);
    // Kotlin writes the return type after the parameters: `suspend fun list(…): List<Item>`.
    const returned = python
      ? /^\)\s*->\s*([^:]+):/.exec(after)?.[1]
      : method?.[1] === 'fun'
        ? /^\)\s*:\s*([\w.<>?]+(?:<[\w.<>?, ]+>)?)/.exec(after)?.[1]
        : method?.[1];
    if (returned && !/^(?:void|Unit|None|IActionResult|IResult|Task|ActionResult)$/.test(returned.trim()))
      placeType(reader, target, returned, 'answer', line);
  }
  return comments.join('. ');
}
