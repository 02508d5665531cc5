/**
 * Markdown tables as API docs write them. A table of endpoints has a method and a path (or one cell with both) per
 * row; its other columns are read by their header: description (read as prose), query, request body ("Input",
 * "Request"), answer ("Response", "Output", "Success"), authentication ("Auth", "Who": `none`, `anyone`, `Bearer
 * token`), status. A table of fields has a name column ("Field", "Name", "Parameter") and any of type, required
 * (yes/no), in (query, path, body) and description; its rows are fields of the section above it.
 */
import { noteValues, readHints } from './hints';
import { objectNamedIn } from './references';
import type { Unit } from './lines';
import { mentionsIn } from './mentions';
import { unmarkedOptional } from './marks';
import type { Endpoint, Field } from './model';
import type { Side } from './prose';
import { typeCellSchema } from './phrases';
import type { Reader } from './reader';
import { readText } from './sentence';
import { readAuth, readMediaType } from './statements';
import { exampleSchema, type Schema } from './types';

type Role = 'method' | 'path' | 'summary' | 'body' | 'query' | 'answer' | 'auth' | 'status' | 'step';
const ROLES: Array<[Role, RegExp]> = [
  ['step', /^(?:#|no\.?|step|n)$/i],
  ['method', /^(?:method|verb|http\s*method)$/i],
  ['path', /^(?:endpoint|path|route|url|uri|resource)s?$/i],
  ['query', /query/i],
  ['body', /^(?:body|request(?:\s+body)?|payload|params|parameters|input|fields|sends?)$/i],
  ['answer', /^(?:response|returns|output|result|success|reply|answer|gets?)s?$/i],
  ['auth', /^(?:auth(?:entication|orization)?|security|access|who|credentials?)$/i],
  ['status', /^(?:status(?:\s+codes?)?|codes?|errors?)$/i],
  ['summary', /.*/],
];

type FieldRole = 'name' | 'type' | 'required' | 'in' | 'example' | 'default' | 'notes';
const FIELD_ROLES: Array<[FieldRole, RegExp]> = [
  ['name', /^(?:field|name|parameter|param|property|attribute|key|column|field\s+name|part)s?$/i],
  ['type', /^(?:type|data\s*type|format|kind)$/i],
  // "Mandatory (Y/N)": the column's word, with the values it takes.
  ['required', /^(?:required|mandatory|optional|obligatory|req\.?)\s*\??(?:\s*\([A-Za-z/]{1,12}\))?$/i],
  ['in', /^(?:in|location|where|source|place)$/i],
  ['example', /^(?:value|example|sample|e\.g\.?)$/i],
  ['default', /^default(?:\s+value)?$/i],
  ['notes', /.*/],
];

// "Query param", "Body field", "Response property", "Path parameter": a name column whose title says the side.
const SIDED_NAME = /^(query|path|body|request|response|header)\s+(?:field|name|parameter|param|property|attribute|key)s?$/i;
const SIDE_WORD = /^(query|path|body|request|response|header)\b/i;
/** "| query | type | required | notes |": a first column titled with its side alone names the fields, beside a type column. */
const bareSide = (titles: string[]): boolean =>
  /^(?:query|path|body|header)(?:\s+params?)?$/i.test(titles[0] ?? '') &&
  titles.slice(1).some((title) => /^(?:type|data\s*type)$/i.test(title));
const SIDE_OF_TITLE: Record<string, Side | 'header'> = {
  query: 'query',
  path: 'path',
  body: 'request',
  request: 'request',
  response: 'answer',
  header: 'header',
};

const plain = (cell: string): string =>
  cell
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .trim();
const EMPTY = /^(?:|—|–|-|n\/a|none)$/i;

/** A row of a table of endpoints. */
function endpointRow(reader: Reader, header: Role[], row: { line: number; cells: string[] }): boolean {
  const by = (role: Role) => row.cells.filter((_, index) => header[index] === role).filter((cell) => !EMPTY.test(plain(cell)));
  const method = by('method')[0];
  const path = by('path')[0];
  const text = method && path ? `${plain(method)} ${plain(path)}` : row.cells.find((cell) => mentionsIn(plain(cell)).length > 0);
  const mention = text ? mentionsIn(plain(text))[0] : undefined;
  if (!mention) return false;
  const step = Number(plain(by('step')[0] ?? ''));
  if (step > 0) reader.step = step;
  const context = row.cells.map(plain).join(' | ');
  const target = reader.endpointAt(mention.method, mention.raw, row.line, context, context.slice(0, 100));
  if (!target) return true;
  target.summary ||= by('summary').map(plain).join('. ');
  const cells = (role: Role) => by(role).filter((cell) => cell !== text);
  for (const cell of cells('summary')) readText(reader, cell, row.line);
  for (const [role, side] of [
    ['query', 'query'],
    ['body', 'request'],
    ['answer', 'answer'],
  ] as const)
    for (const cell of cells(role)) {
      reader.section = { side };
      readText(reader, cell, row.line);
    }
  reader.section = {};
  for (const cell of cells('auth')) {
    const auth = readAuth(cell);
    if (/^(?:none|no|public|anyone|everyone|open|anonymous)\b/i.test(plain(cell)) || auth?.isPublic) target.isPublic = true;
    else if (auth?.auth) reader.notes.push({ ...auth, line: row.line, preamble: false, named: [target], current: target });
  }
  for (const cell of cells('status')) readText(reader, `Responds with ${cell}`, row.line);
  return true;
}

interface Row {
  target: Endpoint;
  side: Side | undefined;
  field: Field;
  line: number;
  shown: string;
}

/** A row of a table of fields, to place. */
function fieldRow(
  reader: Reader,
  header: FieldRole[] & { titles: string[]; parameters: boolean; sided?: Side | 'header' },
  row: { line: number; cells: string[] },
): Row | undefined {
  const by = (role: FieldRole) => row.cells.filter((_, index) => header[index] === role).map((cell) => cell.trim());
  // "petId*": GitBook's and Swagger's mark of a required field, after its name.
  const written = plain(by('name')[0] ?? '').replace(/\s+/g, '');
  const starred = /^[A-Za-z_$][\w$.[\]]*\*$/.test(written);
  const own = starred ? written.slice(0, -1) : written;
  const base = reader.holder?.replace(/\[\]$/, '');
  // "items[].qty" under "`items[]`:" names its parent itself.
  const name = reader.holder && own && !own.startsWith(`${base}.`) && !own.startsWith(`${base}[`) ? `${reader.holder}.${own}` : own;
  const target = reader.current;
  // A header's row (`X-Auth-Key  {{key}}`, `Content-Type  application/json`): the credential or the media type.
  if ((/^[A-Za-z]+(?:-[A-Za-z0-9]+)+$/.test(name) || /^authorization$/i.test(name)) && target && !by('in').length) {
    // "Authorization*  String  Bearer <staff token>": the scheme may stand in the description column.
    const value = plain(
      [by('example')[0], by('notes')[0], by('type')[0]].find((cell) => cell && /\b(?:bearer|basic|token)\b/i.test(cell)) ??
        by('example')[0] ??
        by('type')[0] ??
        '',
    );
    if (/^content-type$/i.test(name)) target.mediaType = readMediaType(value) ?? target.mediaType;
    const auth = readAuth(`${name}: ${value}`);
    if (auth?.auth) reader.notes.push({ ...auth, line: row.line, preamble: false, named: [target], current: target, local: true });
    return undefined;
  }
  if (!/^[A-Za-z_$][\w$]*(?:\[\])?(?:\.[A-Za-z_$][\w$]*(?:\[\])?)*$/.test(name)) return undefined;
  if (!target) {
    reader.unread.push({
      line: row.line,
      text: row.cells.join(' | ').slice(0, 100),
      why: 'it comes before any endpoint, so no endpoint takes this field',
    });
    return undefined;
  }
  const where = plain(by('in')[0] ?? '').toLowerCase();
  if (/^(?:header|cookie)/.test(where) || header.sided === 'header') return undefined;
  const typeCell = by('type')[0] ?? '';
  // A "Default" column's value is the default, not one of the values the notes list.
  const given = plain(by('default')[0] ?? '');
  const notes = by('notes').join(', ');
  const defaulted = given && !EMPTY.test(given) ? readHints(`default ${given}`).schema?.default : undefined;
  const required = plain(by('required')[0] ?? '');
  const typed = typeCellSchema(typeCell);
  const hints = readHints(`${notes}`);
  const example = plain(by('example')[0] ?? '');
  let schema = typed ?? hints.schema ?? (example && !EMPTY.test(example) ? exampleSchema(example) : {});
  if (hints.schema?.enum && (schema.type === 'string' || schema.type === undefined) && !schema.enum) schema = hints.schema;
  // A notes cell, or the words after a flag ("yes — fintech, agritech, open"), that are only values: the set.
  const afterFlag = /^(?:yes|y|true|no|n|false|required|mandatory|optional)\b\s*[—–:,-]+\s*(\S.*)$/i.exec(required)?.[1];
  const set = noteValues(notes) ?? (afterFlag ? noteValues(afterFlag) : undefined);
  if (set && !schema.enum && !schema.format && (schema.type === 'string' || schema.type === undefined)) schema = set;
  if (hints.schema?.default !== undefined) schema = { ...schema, default: hints.schema.default };
  if (defaulted !== undefined) schema = { ...schema, default: defaulted };
  schema = objectNamedIn(reader, notes, schema);
  // "| lines | array of objects | sku (string), cases (integer) |": notes that are only typed names are the members.
  const bare = (schema.type === 'array' ? (schema.items as Schema | undefined) : schema) ?? {};
  if (
    (schema.type === 'object' || (schema.type === 'array' && (bare.type ?? 'object') === 'object')) &&
    !bare.properties &&
    TYPED_NAMES.test(notes)
  )
    schema = typeCellSchema(`${schema.type === 'array' ? 'array of objects' : 'object'} with ${notes}`) ?? schema;
  // A tick or a cross is a word of its own (no \b after a symbol at the end of a cell).
  let flag =
    starred || /^(?:(?:yes|y|true|required|mandatory|x)\b|[✓✔☑✅])/i.test(required)
      ? false
      : /^(?:(?:no|n|false|optional|-|—)\b|[✗✘×☐❌])/i.test(required)
        ? true
        : undefined;
  // An "Optional" column says yes for optional ones.
  if (
    flag !== undefined &&
    /^optional/i.test(header.titles[header.indexOf('required')] ?? '') &&
    /^(?:yes|y|true|no|n|false)\b/i.test(required)
  )
    flag = !flag;
  const typeHints = readHints(typeCell.replace(/`/g, ''));
  const optional = flag ?? typeHints.optional ?? hints.optional ?? false;
  const field: Field = {
    name,
    schema,
    optional,
    stated: flag !== undefined || typeHints.optional !== undefined || hints.optional !== undefined,
  };
  // A table of parameters is what the request sends (the query of a GET).
  const side =
    where === 'query'
      ? 'query'
      : where === 'path'
        ? 'path'
        : where === 'body' || header.parameters
          ? 'request'
          : (header.sided as Side | undefined);
  return { target, side, field, line: row.line, shown: row.cells.join(' | ').slice(0, 100) };
}

/**
 * "| Code | When | Body |" under an endpoint: each row a status, and a success's body cell the fields of its answer.
 * Whether the table was one.
 */
function statusRows(reader: Reader, roles: Role[], rows: Array<{ line: number; cells: string[] }>): boolean {
  const status = roles.indexOf('status');
  const body = roles.findIndex((role) => role === 'body' || role === 'answer');
  if (status < 0 || body < 0 || roles.includes('method') || roles.includes('path')) return false;
  if (!rows.every((row) => /^[1-5]\d\d\b/.test(plain(row.cells[status] ?? '')))) return false;
  for (const row of rows) {
    const code = Number(plain(row.cells[status] ?? '').slice(0, 3));
    const said = row.cells
      .filter((_, index) => index !== body)
      .map(plain)
      .filter((cell) => !EMPTY.test(cell));
    readText(reader, said.join(' — '), row.line);
    if (code >= 300 || EMPTY.test(plain(row.cells[body] ?? ''))) continue;
    const previous = reader.section;
    reader.section = { side: 'answer', status: code };
    readText(reader, row.cells[body] ?? '', row.line);
    reader.section = previous;
  }
  return true;
}

const TYPED_NAMES = /^\s*`?[A-Za-z_]\w*`?\s*\([^()]{1,60}\)(?:\s*,\s*(?:and\s+)?`?[A-Za-z_]\w*`?\s*\([^()]{1,60}\)){1,40}\s*$/;

/** A Markdown table: of endpoints, of fields, or of anything else (each row read as a sentence). */
export function readTable(reader: Reader, unit: Extract<Unit, { kind: 'table' }>): void {
  const titles = unit.header.map(plain);
  const roles = titles.map((title) => (ROLES.find(([, pattern]) => pattern.test(title)) as [Role, RegExp])[0]);
  const sidedName = (title: string, index: number): boolean => SIDED_NAME.test(title) || (index === 0 && bareSide(titles));
  const sided = titles
    .map((title, index) => (sidedName(title, index) ? SIDE_WORD.exec(title)?.[1]?.toLowerCase() : undefined))
    .find(Boolean);
  const fieldRoles = Object.assign(
    titles.map((title, index) =>
      sidedName(title, index) ? 'name' : (FIELD_ROLES.find(([, pattern]) => pattern.test(title)) as [FieldRole, RegExp])[0],
    ),
    {
      titles,
      sided: sided ? SIDE_OF_TITLE[sided] : undefined,
      parameters: /^param/i.test(titles.find((_, index) => FIELD_ROLES[0]?.[1].test(titles[index] ?? '')) ?? '') && !reader.section.side,
    },
  );
  // "| Key | Value |" whose values are types ("boolean", "array of objects: …"): the value column is the type.
  for (const [index, role] of fieldRoles.entries())
    if (
      role === 'example' &&
      !fieldRoles.includes('type') &&
      unit.rows.length > 0 &&
      unit.rows.every((row) =>
        /^(?:string|integer|int|number|boolean|bool|date|date-?time|timestamp|uuid|object|array|list|float|decimal)\b/i.test(
          plain(row.cells[index] ?? ''),
        ),
      )
    )
      fieldRoles[index] = 'type';
  // A name column with a type, required, in or description column, and no method or path: a table of fields.
  const ofFields = fieldRoles.includes('name') && fieldRoles.length > 1 && !roles.includes('method') && !roles.includes('path');
  if (!ofFields && reader.current && statusRows(reader, roles, unit.rows)) return;
  const rows: Row[] = [];
  for (const row of unit.rows) {
    if (!ofFields && endpointRow(reader, roles, row)) continue;
    if (ofFields) {
      const read = fieldRow(reader, fieldRoles, row);
      if (read) rows.push(read);
    } else
      readText(
        reader,
        row.cells
          .map(plain)
          .filter((cell) => !EMPTY.test(cell))
          .join(' — '),
        row.line,
      );
  }
  unmarkedOptional(rows.map((row) => row.field));
  for (const { target, side, field, line, shown } of rows) reader.place(target, side, [field], line, shown);
}
