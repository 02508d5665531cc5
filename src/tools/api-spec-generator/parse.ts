/**
 * Reading a description: its blocks in order (lines.ts), each read where it stands. Headings and title lines scope
 * what follows to an endpoint and a section of it (headings.ts); a
 * label ("Request body", "Response `201 Created`:") opens a section of the current endpoint; a list item or line that
 * starts with a field's name is a field of that section, nested under an object field above it by indent; a list item
 * that starts with a status is a response; tables, HTTP messages, curl commands and JSON or TypeScript blocks are read
 * by their own readers; other text sentence by sentence.
 */
import { plainFieldItem } from './item-notes';
import { readDeclaration } from './declarations';
import { readForm } from './forms';
import { heading, titled } from './headings';
import { isActionTitle } from './titles';
import { readCurl, readHttp } from './http-examples';
import { readUnits, type Unit } from './lines';
import { mentionsIn, templatesIn, variablesIn } from './mentions';
import { addField, endpoint, type Endpoint, type Field } from './model';
import { objectBlocks, type ObjectBlock } from './object-blocks';
import { literalIn } from './shapes';
import { readFieldLine, readPhraseList } from './phrases';
import { Reader, type Unread } from './reader';
import { declarationUnit, linkDeclarations } from './references';
import { resolve, singular } from './resolve';
import { referencedNames } from './type-names';
import { readYaml } from './yaml-blocks';
import { fromPostman } from './postman';
import { fromSwaggerUi } from './swagger-ui';
import { fromRedoc } from './redoc';
import { fromStoplight } from './stoplight';
import { fromPasted } from './pasted';
import { bracketTypes } from './bracket-types';
import { fromChat } from './chat-lines';
import { labelOf, readText, statesSomething } from './sentence';
import { readTable } from './tables';
import { unusedNames } from './unused';
import { takeStatuses } from './statements';

export type { Endpoint } from './model';
export type { Unread } from './reader';

/** Object fields open above the current list item, by indent: their members' names get their prefix. */
interface Open {
  indent: number;
  prefix: string;
}

function item(reader: Reader, unit: Extract<Unit, { kind: 'item' }>, open: Open[]): void {
  while (open.length > 0 && (open.at(-1) as Open).indent >= unit.indent) open.pop();
  if (unit.indent === 0 && unit.ordinal !== undefined && mentionsIn(unit.text).length > 0) reader.step = unit.ordinal;
  else if (unit.indent === 0 && unit.ordinal !== undefined) reader.step = unit.ordinal;
  const text = plainFieldItem(unit.text);
  // "`201 Created` — the shipment: `awb` (string), …", "`404` — unknown AWB": a response and its fields.
  const status = /^[`*\s]*([1-5]\d\d)\b/.exec(text);
  if (status && reader.current) {
    // "**409** — …", "`404`: …", "`200 OK` — …": the code's marks (round its reason too) are the item's emphasis,
    // not part of what it says.
    const { statuses, text: rest } = takeStatuses(text.replace(/^[`*_\s]*([1-5]\d\d(?:\s+[A-Z][A-Za-z-]*)*)[`*_]+/, '$1'));
    reader.statuses(reader.current, statuses);
    const code = Number(status[1]);
    // "`201` — `policy_no` (string), …": the code's own marks go, a field's stay.
    const fields = rest.replace(/^(?:``|[\s*—–:-])+/, '').replace(/^[^:`(]*:\s*/, '');
    // "`200` — an array of quote objects:" over nested items: they are the answer's fields.
    if (code < 300 && /:\s*$/.test(rest) && fields.trim() === '') {
      reader.section = { side: 'answer', status: code };
      if (/\b(?:array|list)\s+of\b/i.test(rest)) reader.current.list = true;
      return;
    }
    if (code < 300 && /[`(]|\w_\w/.test(fields)) {
      const previous = reader.section;
      reader.section = { side: 'answer', status: code };
      readText(reader, fields, unit.line);
      reader.section = previous;
    }
    return;
  }
  if (reader.current && objectHas(reader, text, unit.line, open.at(-1)?.prefix)) return;
  const line = readFieldLine(text.replace(/\s+[—–]\s+(?=required|optional)/i, ' — '));
  // "- Query: from (date), to (date)": a label and its fields, as a paragraph reads them.
  if (line && reader.current && !mentionsIn(text).length && !labelOf(text)?.side) {
    if (line.problem) {
      reader.unread.push({ line: unit.line, text: text.slice(0, 100), why: line.problem, partly: true });
      return;
    }
    const prefix = open.at(-1)?.prefix;
    const field: Field = prefix ? { ...line.field, name: `${prefix}.${line.field.name}` } : line.field;
    // Under a GET and no label, an item said to be required or optional is a parameter the caller sends: its query.
    const asked = reader.current.method === 'get' && !reader.section.side && !prefix && line.field.stated;
    const side = line.inPath ? 'path' : line.inQuery || asked ? 'query' : undefined;
    reader.place(reader.current, side, [field], unit.line, text.slice(0, 100));
    // An object, or an array of objects or of what is not said, has its members on the items indented below it.
    if (holdsMembers(line.field))
      open.push({ indent: unit.indent, prefix: `${field.name}${line.field.schema.type === 'array' ? '[]' : ''}` });
    return;
  }
  // "- query: `tag` (string)": a label with its fields on the item is said of that item, not of the items after it.
  const label = labelOf(text);
  const previous = reader.section;
  readText(reader, text, unit.line);
  if (label && label.rest.trim() !== '' && !/:\s*$/.test(text)) reader.section = previous;
}

// "medicines: array — each medicine has drug_name (string), days (int)", "items — array, har item mein …" (Hinglish).
const EACH_HAS =
  /^[`*]*([A-Za-z_]\w*)[`*]*\s*(?::|[—–]|-{1,2})?\s*(?:an?\s+)?(?:array|list)(?:\s+of\s+objects)?\s*[—–:,-]+\s*(?:(?:each|every)\s+\w+\s+(?:has|have|contains|holds|with)|har\s+\w+\s+mein)\s*:?\s+(.+)$/i;

/** An array field line whose notes name its members: the array and each member, as `name[].member`. */
function eachHas(reader: Reader, text: string, line: number): boolean {
  const match = EACH_HAS.exec(text);
  if (!match) return false;
  const read = readPhraseList((match[2] as string).replace(/[.;]\s*$/, ''));
  if (read.fields.length === 0) return false;
  const name = match[1] as string;
  const fields: Field[] = [
    { name, schema: { type: 'array', items: { type: 'object' } }, optional: false },
    ...read.fields.map((field) => ({ ...field, name: `${name}[].${field.name}` })),
  ];
  reader.place(reader.current as Endpoint, undefined, fields, line, text.slice(0, 100));
  return true;
}

// "`vessel` (object) — `name` (string), `imo` (integer)": an object or array field whose notes list its typed members.
// "nominee   object   mandatory  — name (string), relation (string)": the same in aligned columns.
const OBJECT_HAS =
  /^[`*]*([A-Za-z_]\w*)[`*]*\s*(?:\(\s*(object|array(?:\s+of\s+objects?)?|array<object>|object\[\])\s*(?:,\s*(required|optional))?\s*\)|\s{2,}(object|array(?:\s+of\s+objects?)?|array<object>|object\[\])(?:\s{2,}(required|optional|mandatory))?)\s*[—–:-]+\s*(.+)$/i;

/** An object field line whose notes are its members, each named with its type: the object and `name.member` fields. */
function objectHas(reader: Reader, text: string, line: number, prefix?: string): boolean {
  const match = OBJECT_HAS.exec(text);
  if (!match) return false;
  const kind = (match[2] ?? match[4]) as string;
  const flag = (match[3] ?? match[5] ?? '').toLowerCase();
  const notes = (match[6] as string).replace(/[.;]\s*$/, '');
  const parts = notes.split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
  // Every part a name with its type in parentheses ("`imo` (integer)"), so no description is taken for a member.
  if (parts.length < 2 || !parts.every((part) => /^[`*]*[A-Za-z_]\w*[`*]*\s*\([^()]+\)$/.test(part))) return false;
  const read = readPhraseList(notes);
  if (read.fields.length !== parts.length) return false;
  const list = /array|\[\]/i.test(kind);
  const name = `${prefix ? `${prefix}.` : ''}${match[1] as string}`;
  const fields: Field[] = [
    {
      name,
      schema: list ? { type: 'array', items: { type: 'object' } } : { type: 'object' },
      optional: flag === 'optional',
      ...(flag ? { stated: true } : {}),
    },
    ...read.fields.map((field) => ({ ...field, name: `${name}${list ? '[]' : ''}.${field.name}` })),
  ];
  reader.place(reader.current as Endpoint, undefined, fields, line, text.slice(0, 100));
  return true;
}

/** Whether a field's members may follow it, indented under it: an object, or an array of objects or of what is not said. */
function holdsMembers(field: Field): boolean {
  const type = field.schema.type;
  const items = (field.schema.items as { type?: string } | undefined)?.type;
  return type === 'object' || (type === 'array' && (items === 'object' || items === undefined));
}

/** A field line standing alone (`line_items: array (required), each item:`), nested under the one above it by indent. */
function fieldLine(
  reader: Reader,
  line: NonNullable<ReturnType<typeof readFieldLine>>,
  unit: { line: number; text: string; indent?: number },
  open: Open[],
): void {
  const indent = unit.indent ?? 0;
  while (open.length > 0 && (open.at(-1) as Open).indent >= indent) open.pop();
  const prefix = open.at(-1)?.prefix;
  // "notes.invoice_ref: string" under "notes: object" names its parent itself.
  const named = prefix && line.field.name.startsWith(`${prefix.replace(/\[\]$/, '')}.`);
  const field: Field = prefix && !named ? { ...line.field, name: `${prefix}.${line.field.name}` } : line.field;
  const target = reader.current as Endpoint;
  // Under a GET and no label, a field said to be required or optional is a parameter the caller sends: its query.
  const asked = target.method === 'get' && !reader.section.side && !prefix && line.field.stated;
  const side = line.inPath ? 'path' : line.inQuery || asked ? 'query' : undefined;
  reader.place(target, side, [field], unit.line, unit.text.slice(0, 100));
  if (!side && holdsMembers(line.field)) open.push({ indent, prefix: `${field.name}${line.field.schema.type === 'array' ? '[]' : ''}` });
}

/** A JSON or TypeScript block: fields of the section it stands in (an interface named *Request is the request). */
function literal(reader: Reader, unit: Extract<Unit, { kind: 'literal' }>): void {
  const target = reader.current;
  const read = literalIn(unit.text);
  if (!target || !read) {
    if (!target)
      reader.unread.push({
        line: unit.line,
        text: unit.text.slice(0, 100),
        why: 'it comes before any endpoint, so no endpoint takes its fields',
      });
    return;
  }
  const named = unit.name ?? '';
  const side = /(?:request|input|body|params|payload|create|update)$/i.test(named)
    ? 'request'
    : named && reader.section.side !== 'request'
      ? 'answer'
      : undefined;
  const answer = (side ?? reader.section.side ?? (target.method === 'get' ? 'answer' : 'request')) === 'answer';
  if (answer) {
    target.list = read.list;
    if (read.example !== undefined) target.examples.set(0, read.example);
  } else if (read.example !== undefined) target.requestExample ??= read.example;
  // A GET's JSON block is its answer even where its query names the same keys (a lot's `grade`, filtered by `?grade=`).
  reader.place(target, answer ? 'answer' : side, read.fields, unit.line, unit.text.slice(0, 100));
}

/** "**Method:** POST" and "**URL:** /api/v1/bookings" on lines of their own name one endpoint together. */
function methodOrPath(reader: Reader, text: string, line: number, pending: { method?: string; path?: string }): boolean {
  const method = /^[*_\s]*(?:http\s+)?(?:method|verb)[*_\s]*:[*_`\s]*(GET|POST|PUT|PATCH|DELETE)\b[`*]*\s*$/i.exec(text);
  const path = /^[*_\s]*(?:url|uri|path|endpoint|route|resource)[*_\s]*:[*_`\s]*((?:https?:\/\/\S+)?\/[^\s`*]*)[`*]*\s*$/i.exec(text);
  // "Endpoint: POST /subscriptions": the label names no field; the endpoint is the line's.
  const both =
    /^[*_\s]*(?:endpoint|route|url|uri|path|resource|request|call)[*_\s]*:[*_`\s]*(GET|POST|PUT|PATCH|DELETE)[`*]*\s+[`*]*((?:https?:\/\/\S+)?\/[^\s`*]*)[`*]*\s*$/i.exec(
      text,
    );
  if (both) {
    reader.endpointAt((both[1] as string).toLowerCase() as Endpoint['method'], both[2] as string, line, text, text);
    return true;
  }
  if (!method && !(path && mentionsIn(text).length === 0)) return false;
  if (method) pending.method = (method[1] as string).toLowerCase();
  if (path) pending.path = path[1] as string;
  if (pending.method && pending.path) {
    reader.endpointAt(pending.method as Endpoint['method'], pending.path, line, text, text);
    pending.method = undefined;
    pending.path = undefined;
  }
  return true;
}

/** The types the text declares, read before the rest: which are used inside others, how often each name is written. */
function declare(reader: Reader, text: string, units: Unit[], blocks: ObjectBlock[]): void {
  const found = units.filter((unit) => unit.kind === 'declaration');
  // "export type Visibility = 'public' | 'unlisted' | 'private';": a TypeScript union of strings, named.
  const unions = units.flatMap((unit) => {
    const union = unit.kind === 'paragraph' ? STRING_UNION.exec(unit.text) : null;
    return union
      ? [
          {
            name: union[1] as string,
            line: unit.line,
            values: [...(union[2] as string).matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => (m[1] ?? m[2]) as string),
          },
        ]
      : [];
  });
  for (const union of unions)
    if (!reader.declarations.has(union.name))
      reader.declarations.set(union.name, { name: union.name, line: union.line, family: 'typescript', fields: [], values: union.values });
  if (found.length === 0 && blocks.length === 0) return;
  const names = new Set([...found.map((unit) => unit.name), ...blocks.map((block) => block.name), ...unions.map((union) => union.name)]);
  for (const unit of found) {
    const declaration = readDeclaration(unit, names);
    if (!reader.declarations.has(declaration.name)) reader.declarations.set(declaration.name, declaration);
  }
  for (const declaration of reader.declarations.values())
    for (const field of declaration.fields)
      for (const name of referencedNames(field.schema)) if (name !== declaration.name) reader.nested.add(name);
  for (const word of text.match(/[A-Za-z_]\w*/g) ?? [])
    if (names.has(word)) reader.mentioned.set(word, (reader.mentioned.get(word) ?? 0) + 1);
}

const STRING_UNION = /^(?:export\s+)?type\s+([A-Z]\w*)\s*=\s*((?:'[^']*'|"[^"]*")(?:\s*\|\s*(?:'[^']*'|"[^"]*"))+)\s*;?$/;

const RESOURCE_LEAD =
  /^(?:an?|each|every|one)\s+([A-Za-z]+)(?:\s*,[^,:]{1,80},)?\s+(?:has|contains|looks\s+like|carries|includes|holds|is\s+made\s+of)\s*:\s*$/i;

/**
 * The text with long runs of blanks cut short: at most 64 spaces of indentation, 16 spaces inside a line (aligned
 * columns need two) and 16 tabs in a row. Layouts read the same; a hostile run of 60,000 spaces no longer makes the
 * line readers' patterns backtrack for seconds.
 */
function shortBlankRuns(text: string): string {
  return text
    .replace(/ {17,}/g, (run: string, at: number) =>
      ' '.repeat(Math.min(run.length, at === 0 || /[\r\n]/.test(text[at - 1] ?? '') ? 64 : 16)),
    )
    .replace(/\t{17,}/g, '\t'.repeat(16));
}

/** Endpoints in the order the description names them, what was not read, and the text as read (generated pages rewritten). */
export function readEndpoints(written: string): { endpoints: Endpoint[]; unread: Unread[]; said: Reader['said']; text: string } {
  const text = bracketTypes(fromChat(fromStoplight(fromRedoc(fromSwaggerUi(fromPostman(fromPasted(shortBlankRuns(written))))))));
  const reader = new Reader(templatesIn(text), variablesIn(text));
  const units = readUnits(text);
  const blocks = objectBlocks(units);
  declareObjects(reader, units, blocks);
  declare(reader, text, units, blocks);
  readAll(reader, units, blocks);
  linkDeclarations(reader);
  resolve(reader);
  unusedNames(reader);
  variablesSaid(reader);
  return { endpoints: reader.endpoints, unread: reader.unread.sort((a, b) => a.line - b.line), said: reader.said, text };
}

/** "{consultId} is the consult id in the second path": a sentence that only names a path variable an endpoint took was read. */
function variablesSaid(reader: Reader): void {
  const taken = reader.variables.filter((name) => reader.endpoints.some((e) => e.path.includes(`{${name}}`)));
  if (taken.length === 0) return;
  const named = new RegExp(String.raw`\{(?:${taken.join('|')})\}`, 'g');
  const kept = reader.unread.filter((unread) => {
    const rest = unread.text.replace(named, ' ');
    return unread.partly || rest === unread.text || statesSomething(rest);
  });
  reader.unread.splice(0, reader.unread.length, ...kept);
}

/** Each object block's fields, read as the answer of an endpoint of its own, declared under the object's name. */
function declareObjects(reader: Reader, units: Unit[], blocks: ObjectBlock[]): void {
  for (const block of blocks) {
    const sub = new Reader(reader.templates, reader.variables);
    const holder = endpoint('post', '/object', units[block.title]?.line ?? 1, '');
    sub.current = holder;
    sub.owner = holder;
    sub.section = { side: 'answer' };
    readAll(sub, units.slice(block.first, block.end), []);
    const fields = holder.response ?? holder.request;
    if (fields.length === 0 || reader.declarations.has(block.name)) continue;
    reader.declarations.set(block.name, { name: block.name, line: units[block.title]?.line ?? 1, family: 'text', fields });
  }
}

/** Reads units in order into the reader; an object block's units are its declaration, read before the rest. */
function readAll(reader: Reader, units: Unit[], blocks: ObjectBlock[]): void {
  const open: Open[] = [];
  const fields: Open[] = [];
  const pending: { method?: string; path?: string } = {};
  // "An order, as returned by 1 and 2, has:" over a list: the list items are the fields of that resource.
  let model: Field[] | undefined;
  for (let index = 0; index < units.length; index += 1) {
    const unit = units[index] as Unit;
    const block = blocks.find((candidate) => candidate.title === index);
    if (block) {
      const declaration = reader.declarations.get(block.name);
      if (declaration?.family === 'text' && declaration.line === unit.line)
        reader.pending.push({ declaration, target: reader.current, side: 'answer', line: unit.line });
      index = block.end - 1;
      continue;
    }
    if (unit.kind !== 'item') open.length = 0;
    if (unit.kind !== 'item') model = undefined;
    if (unit.kind === 'item' && model) {
      const line = readFieldLine(unit.text);
      if (line && !line.problem) {
        while (open.length > 0 && (open.at(-1) as Open).indent >= unit.indent) open.pop();
        const prefix = open.at(-1)?.prefix;
        addField(model, prefix ? { ...line.field, name: `${prefix}.${line.field.name}` } : line.field);
        continue;
      }
    }
    const lead = unit.kind === 'paragraph' ? RESOURCE_LEAD.exec(unit.text) : null;
    if (lead) {
      model = [];
      reader.models.set(singular(lead[1] as string), model);
      continue;
    }
    if (unit.kind !== 'paragraph' || unit.indent === undefined) fields.length = 0;
    if (unit.kind !== 'table') reader.holder = undefined;
    reader.named.clear();
    reader.candidate = undefined;
    reader.unitSide = undefined;
    // "Headers for every request:" is said of the list items under it.
    if (unit.kind !== 'item') reader.lead = unit.kind === 'paragraph' && /:\s*$/.test(unit.text) ? unit.text : undefined;
    if (unit.kind === 'heading') heading(reader, unit);
    else if (unit.kind === 'item') item(reader, unit, open);
    else if (unit.kind === 'paragraph') {
      // "2.iii  Get subscription", "4.2 Refunds": the outline number of the section the next endpoint is described in.
      const outline = /^(\d+(?:\.(?:[ivx]+|\d+))+)\.?\s+[A-Za-z]/i.exec(unit.text)?.[1];
      if (outline) reader.outline = outline.toLowerCase();
      if (methodOrPath(reader, unit.text, unit.line, pending)) continue;
      // "Create a playlist" alone on its line, after a list of endpoints: the section of the endpoint it names.
      if (unit.lines.length === 1 && isActionTitle(unit.text) && titled(reader, unit.text, unit.line)) continue;
      // "Status: 201 Created", "HTTP status code: 202": the answer's status, no field named Status.
      const status = /^[*_\s]*(?:http\s+)?status(?:\s+code)?[*_\s]*:[*_`\s]*([1-5]\d\d)\b[^:]*$/i.exec(unit.text);
      if (status && reader.current) {
        const code = Number(status[1]);
        reader.statuses(reader.current, [{ code, why: '' }]);
        if (code < 300) reader.section = { side: 'answer', status: code };
        continue;
      }
      // "request {", "response 201 {" over a block: a label, written without its colon.
      const braced = /^([A-Za-z]+(?: [A-Za-z]+)?(?: [1-5]\d\d)?) ?(?=\{)/.exec(unit.text);
      if (braced && reader.current && labelOf(`${braced[1]}:`)) {
        readText(reader, `${braced[1]}: ${unit.text.slice(braced[0].length)}`, unit.line, unit.starts);
        continue;
      }
      const next = units[index + 1];
      // "`items[]`:" over a table: the table's rows are the members of that field.
      const owner = /^[`*_]*([A-Za-z_][\w.]*)(\[\])?[`*_]*\s*:$/.exec(unit.text);
      if (owner && next?.kind === 'table' && reader.current && !labelOf(unit.text)) {
        const name = owner[1] as string;
        const known = [...reader.current.request, ...(reader.current.response ?? [])].find((field) => field.name === name);
        const list = Boolean(owner[2]) || known?.schema.type === 'array';
        if (known || owner[2] || /[_.]|[a-z][A-Z]/.test(name)) {
          reader.holder = `${name}${list ? '[]' : ''}`;
          continue;
        }
      }
      // "guest:" alone, with field lines indented under it: an object of those fields.
      const holder =
        unit.indent !== undefined &&
        /^[A-Za-z_]\w*:$/.test(unit.text) &&
        !labelOf(unit.text) &&
        next?.kind === 'paragraph' &&
        (next.indent ?? -1) > unit.indent &&
        readFieldLine(next.text) !== undefined;
      if (reader.current && eachHas(reader, unit.text, unit.line)) continue;
      if (reader.current && objectHas(reader, unit.text, unit.line)) continue;
      const line = holder
        ? { field: { name: unit.text.slice(0, -1), schema: { type: 'object' }, optional: false } }
        : readFieldLine(unit.text);
      if (line && reader.current && !labelOf(unit.text) && !mentionsIn(unit.text).length) {
        if (line.problem) reader.unread.push({ line: unit.line, text: unit.text.slice(0, 100), why: line.problem, partly: true });
        else fieldLine(reader, line, unit, fields);
      } else {
        fields.length = 0;
        readText(reader, unit.text, unit.line, unit.starts);
      }
    } else if (unit.kind === 'table') {
      readTable(reader, unit);
      reader.holder = undefined;
    } else if (unit.kind === 'http') readHttp(reader, unit);
    else if (unit.kind === 'curl') readCurl(reader, unit);
    else if (unit.kind === 'declaration') declarationUnit(reader, unit);
    else if (unit.kind === 'yaml') readYaml(reader, unit);
    else if (unit.kind === 'form') readForm(reader, unit);
    else if (unit.kind === 'fence') {
      // Prose after a code block that named the endpoint is no longer that endpoint's own ("Auth: …" is said of all).
      if (unit.open) reader.fenceFrom = reader.endpoints.length;
      else if (reader.current && reader.endpoints.indexOf(reader.current) >= reader.fenceFrom) reader.afterCode = true;
    } else literal(reader, unit);
  }
}
