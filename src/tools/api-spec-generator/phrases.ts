/**
 * Fields as sentences and lines name them. A field line starts with the name (`amount_paise: integer (required)`,
 * `` `order_ref` (string, required) — your order number ``, `- patientId (string, uuid) — required`, `` `tag`
 * *string* ``, `type = 'debit' | 'credit'`); a list in prose names each field in a phrase ("the friend's phone number
 * (phone, a string)", "your own reference in client_ref", "a status that is always SUCCESS or PENDING", "a
 * `checked_in` flag", "an optional `remark` string"), with shared words ("both integers", "all three required",
 * "optionally, …").
 */
import { noteValues, readHints, valuesCell, typeInWords } from './hints';
import { flagOf, LEAD, LED, MAX_FIELDS, MAX_PIECES, splitPieces } from './lists';
import { readLiteral } from './literal';
import { nameOfWords } from './noun-names';
import type { Field } from './model';
import { spokenName, typeWordsAsNames } from './spoken-names';
import { spokenForms } from './spoken-forms';
import { onlyTypePhrase, typePhrase, valueSchema, type Schema } from './types';

const NAME = String.raw`[A-Za-z_$][\w$]*(?:\[\])?(?:\.[A-Za-z_$][\w$]*(?:\[\])?)*`;
const FIELD_LINE = new RegExp(String.raw`^(?:(query|path|header|body)\s+)?([\x60*]*)(${NAME})\2(\?)?(.*)$`, 's');
/** A name written as an identifier: snake_case, camelCase, digits, dots or brackets. */
export const CODE_LIKE =
  /^(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[0-9]*(?:[A-Z][a-z0-9]*)+|[A-Za-z_][\w$]*(?:\[\]|\.\w+)+[\w.[\]]*|[a-z]+\d+|_\w+)$/;

export interface FieldLine {
  field: Field;
  inQuery?: boolean;
  inPath?: boolean;
  problem?: string;
}

/** A field from the words after its name: hints in parentheses, after a colon, a dash or `=`, in italics, or one type word. */
function fieldFrom(name: string, rest: string, optionalMark: boolean, strict: boolean): FieldLine | undefined {
  let text = rest
    .replace(/\s*(?:\/\/|\s#)\s*(.*)$/, ', $1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  let schema: Schema | undefined;
  const literalAt = /^:?\s*(?=[{[]|Array<)/.exec(text);
  if (literalAt) {
    const literal = readLiteral(text, literalAt[0].length);
    if (literal) {
      schema = literal.schema;
      text = text.slice(literal.end);
    }
  }
  let hintText = text;
  let flagged: boolean | undefined;
  // "include_waitlist=true": the value's type.
  const valued = /^=\s*([^\s,;()]+)(.*)$/s.exec(text);
  if (valued && !/^['"]/.test(valued[1] as string)) {
    schema = valueSchema(valued[1] as string);
    text = valued[2] as string;
  }
  const italic = /^\*([^*]+)\*(.*)$/s.exec(text);
  const colon = /^\s*[:=]\s*(.*)$/s.exec(text);
  const paren = /^\s*\(((?:[^()]|\([^()]*\))*)\)(.*)$/s.exec(text);
  const dash = /^\s*(?:[—–]|-{1,2})\s+(.*)$/s.exec(text);
  if (italic) hintText = `${italic[1]}, ${italic[2]}`;
  else if (colon) hintText = colon[1] as string;
  // "lines (required): list of { … }": the type follows the colon after the parentheses.
  else if (paren && /^\s*:\s*\S/.test(paren[2] as string)) {
    const after = (paren[2] as string).replace(/^\s*:\s*/, '');
    const flag = /^\s*(required|mandatory|optional)\s*$/i.exec(paren[1] as string)?.[1];
    if (flag) flagged = !/optional/i.test(flag);
    // "`package` (object): `length_cm`, `breadth_cm`, all integers": the members of an object follow the colon.
    const kind = /^\s*((?:an?\s+)?(?:object|(?:array|list)\s+of\s+objects))\s*(?:,\s*(required|optional|mandatory))?\s*$/i.exec(
      paren[1] as string,
    );
    hintText = kind ? `${kind[1]} with ${after}${kind[2] ? `, ${kind[2]}` : ''}` : flag ? after : `${after}, ${paren[1]}`;
  } else if (paren) hintText = `${paren[1]}${paren[2]?.trim() ? `, ${paren[2]}` : ''}`;
  else if (dash) hintText = dash[1] as string;
  else if (text !== '' && !schema) {
    // "`id` int", "`venue` object (`name` string)", "`quantity` int (required)", "`checked_in` flag".
    const word = /^([A-Za-z][\w-]*(?:\[\])?)(.*)$/s.exec(text);
    // "`status` enum received/approved": the values follow the word.
    if (!word || !(onlyTypePhrase(word[1] as string) ?? typePhrase(word[1] as string) ?? /^enum$/i.test(word[1] as string)))
      return undefined;
    hintText = `${word[1]} ${word[2]}`;
  }
  // "object (`name` string, `lat` float)", "object with `l`, `w`, `h` (integers)", "array of {sku, qty (integer)}": the members are fields too.
  // "object, optional, with `name` and `city`": flags may stand between the kind and its members.
  // "required array of objects: `name` string, …": a flag before the kind is said of the field.
  const ahead = /^(required|optional|mandatory)\s+((?:an?\s+)?(?:object|(?:array|list)\s+of\s+objects)\b.*)$/is.exec(hintText.trim());
  // "array of objects — `email` (email), `name` (string)": a dash leads the members as a colon does.
  if (ahead)
    hintText = `${ahead[2]}, ${ahead[1]}`.replace(
      /^((?:an?\s+)?(?:object|(?:array|list)\s+of\s+objects))\s+[—–]\s+(?=`?[A-Za-z_]\w*`?\s*\()/i,
      '$1: ',
    );
  // "array of objects: `sku` (string), `qty` (integer)": the members follow "with", a colon or parentheses.
  const members =
    /^((?:an?\s+)?(?:object|(?:array|list)\s+of\s+objects))(?:\s*,\s*(optional|required|mandatory))?\s*,?\s*(?:\(((?:[^()]|\([^()]*\))*)\)|\s*(?:with\s+|:\s*)(.*?))\s*(?:,\s*(optional|required|mandatory))?$/is.exec(
      hintText.trim(),
    );
  const braced = /^((?:an?\s+)?(?:array|list)\s+of\s+)(\{.*\})\s*(?:,\s*(.*))?$/s.exec(hintText.trim());
  // "array (each with `name`, `age`)": the same as "array, each with …".
  hintText = hintText.replace(/^((?:an?\s+)?(?:array|list)\b[^()]*?)\s*\(\s*((?:each|every)\b.*)\)\s*$/is, '$1, $2');
  // "array, required; each has `name` (string), `age` (integer)": the members follow "each".
  // "array of objects, — People on board. Each has …": a sentence of description may stand before "each".
  const each =
    /^((?:an?\s+)?(?:array|list)\b[^;]*?)\s*[;,]\s*(?:[—–-]\s+)?([^;.`()]{1,80}\.\s+)?(?:and\s+)?(?:each|every)(?:\s+(?:one|item|element|entry))?\s+(?:has|with|having|contains|holds|carries|is)\s*:?\s+(.+)$/is.exec(
      hintText.trim(),
    );
  let nested: Schema | undefined;
  if (
    members &&
    (members[4] !== undefined || /[`_]|\w\s*\(|\w\s+(?:string|int|integer|float|number|bool|boolean)\b/.test(members[3] ?? ''))
  ) {
    nested = typeCellSchema(`${members[1]} with ${members[3] ?? members[4]}`);
    if (nested) hintText = members[5] ?? members[2] ?? '';
  } else if (each && !braced) {
    const object = typeCellSchema(`object with ${each[3]}`);
    if (object?.type === 'object') {
      nested = { type: 'array', items: object };
      hintText = [(each[1] as string).replace(/^(?:an?\s+)?(?:array|list)\b\s*,?\s*/i, ''), each[2] ?? ''].join(', ');
    }
  } else if (braced) {
    const literal = readLiteral((braced[2] as string).replace(/`/g, ''));
    if (literal?.schema.type === 'object') {
      nested = { type: 'array', items: literal.schema };
      hintText = braced[3] ?? '';
    }
  }
  const hints = readHints(hintText, strict);
  if (hints.problem) return { field: { name, schema: {}, optional: false }, problem: hints.problem };
  schema = schema ?? nested ?? hints.schema ?? {};
  // "role (string, required): admin, member or guest": a note after the hints that is only values is the set.
  const note = paren ? noteValues((paren[2] as string).trim().replace(/^(?::|[—–]|-{1,2})\s*/, '')) : undefined;
  if (note && (schema.type === undefined || (schema.type === 'string' && !schema.format))) schema = note;
  if (name.endsWith('[]') && !name.includes('.')) {
    name = name.slice(0, -2);
    schema = { type: 'array', items: schema };
  }
  const optional = optionalMark || (hints.optional ?? (flagged === undefined ? undefined : !flagged)) === true;
  return {
    field: { name, schema, optional, stated: optionalMark || hints.optional !== undefined || flagged !== undefined },
    ...(hints.inQuery ? { inQuery: true } : {}),
    ...(hints.inPath ? { inPath: true } : {}),
  };
}

const COUNTS: Record<string, number> = { both: 2, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** A plural type said of several fields: "all numbers", "both integers", "all three prices are integers". */
function sharedType(text: string): { schema: Schema; count?: number } | undefined {
  const match =
    /^(?:and\s+)?(all|both|each)(?:\s+(two|three|four|five|six))?(?:\s+of\s+them)?(?:\s+(?!are\b)[a-z]+)??\s+(?:are\s+|is\s+)?([a-z][a-z-]*s)\s*(?:,|$)/i.exec(
      text.trim().replace(/[.;]+$/, ''),
    );
  const schema = match ? typePhrase(match[3] as string) : undefined;
  if (!match || schema?.type === undefined) return undefined;
  const count = COUNTS[(match[2] ?? match[1] ?? '').toLowerCase()];
  return { schema, ...(count ? { count } : {}) };
}

/** The schema a type written alone says ("array of objects", "`json` or `pdf`", "object with `l`, `w`, `h` (integers)"). */
export function typeCellSchema(text: string): Schema | undefined {
  const cell = text.trim();
  if (cell === '') return undefined;
  // "array of { sku: string, qty: integer }": an array of the object the braces write.
  const braced = /^(?:an?\s+)?(?:array|list)\s+of\s+(\{.*\})$/s.exec(cell);
  const literal = braced ? readLiteral((braced[1] as string).replace(/`/g, '')) : undefined;
  if (literal?.schema.type === 'object') return { type: 'array', items: literal.schema };
  // "array of objects with a (string), b (integer)", "array of objects: a (string), b (integer)".
  const nested = /^(?:an?\s+)?(object|array\s+of\s+objects|list\s+of\s+objects)(?:\s+(?:with|containing|of)\s+|\s*:\s*)(.*)$/is.exec(cell);
  if (nested) {
    const members = readPhraseList(nested[2] as string);
    if (members.fields.length > 0) {
      const object: Schema = { type: 'object', properties: Object.fromEntries(members.fields.map((f) => [f.name, f.schema])) };
      const required = members.fields.filter((f) => !f.optional).map((f) => f.name);
      if (required.length > 0) object.required = required;
      return /array|list/i.test(nested[1] as string) ? { type: 'array', items: object } : object;
    }
  }
  return readHints(cell).schema;
}

/** Aligned cells after a name in any order ("mandatory  integer  Payout amount"): the type first, then the flag, then the rest. */
function columnsInOrder(cells: string[]): string[] {
  const flag = (cell: string) => /^(?:required|optional|mandatory|yes|no)\.?$/i.test(cell);
  // "enum  optional  Who can see it.  Possible values: a, b": the values are in the notes, not after the word.
  if (/^enum$/i.test(cells[0] ?? '') && cells.slice(1).some((cell) => /\bvalues?\b[^:]*:/i.test(cell)))
    cells = ['string', ...cells.slice(1)];
  const typeAt = cells.findIndex((cell) => !flag(cell) && cell.length <= 40 && typeCellSchema(cell)?.type !== undefined);
  // Only flags stand before it: "enum  required  parking | loading" keeps its order.
  if (typeAt <= 0 || !cells.slice(0, typeAt).every(flag)) return cells;
  return [cells[typeAt] as string, ...cells.filter((_, index) => index !== typeAt)];
}

// Reference pages: "**url** `string` · *Required*", "**limit** `integer`": after a name in bold, the type in code marks after the name, a flag after a dot.
const TYPE_IN_CODE = /^([A-Za-z_$][\w$.[\]]*)\s+`([^`]+)`\s*(?:[·•|]\s*)?[*_]{0,2}(required|optional)?[*_]{0,2}(.*)$/i;

/** "**url** `string` · *Required* The URL." as "url (string, required) — The URL.", when the marked words are a type. */
function typeInCode(text: string): string {
  const match = TYPE_IN_CODE.exec(text);
  if (!match || typeCellSchema(match[2] as string)?.type === undefined) return text;
  const [, name, type, flag, rest = ''] = match;
  const description = rest.trim();
  return `${name} (${[type, flag?.toLowerCase()].filter(Boolean).join(', ')})${description ? ` — ${description}` : ''}`;
}

/**
 * A line that starts with a field's name, or undefined when the line does not read as one. A plain word as the name
 * ("Public — no authentication needed") is a field only when a type, a set of values or a flag follows it.
 */
export function readFieldLine(text: string, strict = false, listed = false): FieldLine | undefined {
  const trimmed = text.trim();
  const bold = trimmed.replace(/^\*\*([^*]+)\*\*/, '$1');
  const match = FIELD_LINE.exec(bold !== trimmed ? typeInCode(bold) : bold);
  if (!match) return undefined;
  const [, place, marks = '', name = '', question, written = ''] = match;
  // "optional: `a`, `b`", "Required: …": a flag that labels the fields after it, not a field.
  if (!marks && /^(?:optional|required|mandatory)$/i.test(name) && /^\s*:/.test(written)) return undefined;
  // Aligned columns: "amount_paise    integer   required" reads as "amount_paise integer, required".
  // Cells after one space and then aligned ("boarding_point_id string          required") are columns too.
  const aligned = /^\s{2,}\S/.test(written) || (/^\s\S/.test(written) && /^\s\S+\s{2,}\S/.test(written));
  const cells = aligned ? columnsInOrder(written.trim().split(/\s{2,}/)) : [];
  const rest = aligned ? ` ${cells.join(', ')}` : written;
  if (!/^(?:\s*(?:[:=(*]|[—–]|-{1,2}\s|\/\/)|\s+[A-Za-z]|\s*$|\s*\{)/.test(rest)) return undefined;
  let line = fieldFrom(name, rest, Boolean(question), strict);
  // "seat_nos  array<string>  required": a type the word reading does not take, read as hints in parentheses.
  // "starting_after  optional  A cursor": a flag and no type, read the same way.
  const flagged = aligned && /^(?:required|optional|mandatory)\b/i.test(cells[0] as string);
  const typed = aligned && (flagged || typeCellSchema(cells[0] as string)?.type !== undefined);
  if (typed && (!line || line.problem || line.field.schema.type === undefined)) {
    const flags = cells.filter((cell, index) => index > 0 && /^(?:required|optional|mandatory)\b/i.test(cell));
    const notes = cells.slice(1).filter((cell) => !flags.includes(cell));
    line = fieldFrom(
      name,
      ` (${[cells[0], ...flags].join(', ')})${notes.length > 0 ? ` — ${notes.join(', ')}` : ''}`,
      Boolean(question),
      strict,
    );
  }
  if (!line || line.problem) return line;
  // An aligned cell that is only a set of values ("MEDICAL / SURGICAL / DAYCARE") is the field's values.
  if (aligned && !line.field.schema.enum && (line.field.schema.type ?? 'string') === 'string') {
    const values = cells.slice(1).find((cell) => !/^(?:required|optional|mandatory)\b/i.test(cell) && valuesCell(cell)?.enum);
    if (values) line.field.schema = { ...line.field.schema, ...(valuesCell(values) as Schema) };
  }
  const coded = marks.includes('`') || CODE_LIKE.test(name);
  const stated = line.field.schema.type !== undefined || line.field.stated;
  // In a list of fields a plain name may take any hint ("month (?month=2024-08)"); alone it needs a type or a flag.
  if (!coded && !stated && !(listed && /^\s*\(/.test(rest))) return undefined;
  // "Auth: Bearer token required.": a capitalised word with a flag only is a label, not a field.
  if (!coded && line.field.schema.type === undefined && /^[A-Z]/.test(name) && !listed) return undefined;
  // "entries array (each has kind, amount)": a plain name, its kind, and the members of each element.
  const withMembers = /^\s+(?:array|list)\s*\(\s*(?:each|every)\b/i.test(rest);
  if (!coded && !withMembers && !typed && /^\s+[A-Za-z]/.test(rest)) {
    // "phone number (phone, a string)", "share link (share_url)": words, not a name and its type.
    const bare = /^\s+[A-Za-z-]+\s*(?:\(\s*([A-Za-z_]\w*)[^)]*\))?\s*(?:,.*)?$/.exec(rest);
    if (!bare || (bare[1] && !onlyTypePhrase(bare[1]) && !/^(?:required|optional|mandatory|e\.?g|default)/i.test(bare[1])))
      return undefined;
  }
  if (place === 'path' || line.inPath) return { ...line, inPath: true };
  return place === 'query' || line.inQuery ? { ...line, inQuery: true } : line;
}

/** A name and its hints found in one phrase, or why it is not a field. */
function phraseFields(piece: string): Field[] | string {
  // A name alone ("f12", "`order_ref`") is the most common piece: no rule below would read it otherwise.
  const bare = /^\s*`?([A-Za-z_][A-Za-z0-9_]*)`?\s*$/.exec(piece)?.[1];
  if (bare && (/[_\d]|[a-z][A-Z]/.test(bare) || /`/.test(piece))) return [{ name: bare, schema: {}, optional: false }];
  const text = piece
    .trim()
    .replace(/^[\s,:;]+|[\s,:;.]+$/g, '')
    // "password to log in", "a gotram for the archana slip": the purpose after a name is not part of it.
    .replace(
      /^((?:\S+\s+){0,3}?[A-Za-z_`][\w`]*)\s+(?:to|in\s+order\s+to|(?<!\b(?:body|payload|response|request|data|json|list|array|object|fields?)\s+)for\s+(?:the|an?|their|his|her|its))\s+[a-z][^(){}`]*$/i,
      '$1',
    );
  // "fetch a user (id, name, email)", "(multipart/form-data, field `file`)": the fields of a thing, in parentheses.
  const listed = /^([^(]*)\(((?:[^()]|\([^()]*\))*)\)$/.exec(text);
  const before = (listed?.[1] ?? '').replace(LEAD, '').trim();
  const pieces = listed ? splitPieces(listed[2] as string) : [];
  // Only when words (not one name) stand before it and no piece is a type or a flag ("(`ticket_no`, integer)").
  if (
    listed &&
    /\s/.test(before) &&
    !/^\s*(?:each|every)\b/i.test(listed[2] as string) &&
    !/[`_]|[a-z][A-Z]/.test(before) &&
    // "(booking_id, desk_label, date)": with two identifiers among them, a type word is one more field's name.
    (!pieces.some((p) => onlyTypePhrase(p) || /^(?:required|optional)$/i.test(p)) ||
      pieces.filter((p) => CODE_LIKE.test(p.replace(/`/g, '').trim())).length >= 2)
  ) {
    const inner = readPhraseList(listed[2] as string);
    if (inner.fields.length > 1 || (inner.fields.length === 1 && /`/.test(listed[2] as string))) return inner.fields;
  }
  // "a phone number", "the arrival date (date)": a compound noun, not a field typed by its last word.
  const words = /^([a-z]+\s+(?:number|date|time|address))\s*(?:\(((?:[^()]|\([^()]*\))*)\))?$/.exec(text.replace(LEAD, ''));
  // "the plate number (`plate`, string)": the name is written in the parentheses, read below.
  const compound = words && !/[`_]|[a-z][A-Z]/.test(words[2] ?? '') ? nameOfWords(words[1] as string) : undefined;
  if (words && compound) {
    const hints = readHints(words[2] ?? '');
    const optional = hints.optional ?? /\boptional(?:ly)?\b/i.test(LEAD.exec(text)?.[0] ?? '');
    const stated = hints.optional !== undefined || optional;
    return [{ name: compound.name, schema: hints.schema ?? compound.schema ?? {}, optional, ...(stated ? { stated } : {}) }];
  }
  const line = readFieldLine(text.replace(LEAD, ''), true, true);
  if (line?.problem) return line.problem;
  // "an optional upiId": the word before the name says it.
  const lead = LEAD.exec(text)?.[0] ?? '';
  if (line && /\boptional(?:ly)?\b/i.test(lead)) Object.assign(line.field, { optional: true, stated: true });
  else if (line && !line.field.stated && /\b(?:required|mandatory)\b/i.test(lead))
    Object.assign(line.field, { optional: false, stated: true });
  if (line) return [line.inPath ? { ...line.field, path: true } : line.inQuery ? { ...line.field, query: true } : line.field];
  // Names in code marks outside parentheses ("a `side` part (`front` or `back`)": `side`).
  const outside = text.replace(/\((?:[^()]|\([^()]*\))*\)/g, ' ');
  const ticked = [...outside.matchAll(/`([A-Za-z_$][\w$.[\]]*)`/g)].filter(
    (m) => !/^(?:string|integer|int|number|boolean|bool|object|array|null|true|false)$/i.test(m[1] as string),
  );
  const paren = /\((?!(?:an?|the|so|e\.?g|i\.?e)\b)([A-Za-z_$][\w$]+)((?:\s*,\s*[A-Za-z_$][\w$]*)*)\s*(?:,\s*([^()]*))?\)/.exec(
    text.replace(/`/g, ''),
  );
  const coded = text.split(/[\s,()`'"]+/).filter((word) => CODE_LIKE.test(word));
  let name: string | undefined;
  let names: string[] = [];
  let hint = text;
  if (ticked.length === 1) name = ticked[0]?.[1];
  else if (paren && !typePhrase(paren[1] as string) && !/^(?:required|optional|e\.?g|i\.?e)$/i.test(paren[1] as string)) {
    names = [
      paren[1] as string,
      ...(paren[2] ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean),
    ];
    const bare = text.replace(/`/g, '');
    let extra = paren[3] ?? '';
    // "(serviceable, boolean)": one name and its type, not two names.
    if (names.slice(1).some((n) => onlyTypePhrase(n) || /^(?:required|optional|mandatory)$/i.test(n))) {
      extra = [...names.slice(1), extra].join(', ');
      names = names.slice(0, 1);
    }
    hint = `${bare.slice(0, paren.index)}, ${extra}, ${bare.slice(paren.index + paren[0].length)}`;
  } else if (coded.length === 1) name = coded[0];
  else {
    // "a subject", "a personal message (message)" read above; "a status that is always …": the noun and its clause.
    // "a status that is always …", "a channel of (sms or whatsapp)", "the otp the user typed": a noun and words about it.
    const plain =
      /^([a-z][a-z0-9]+)(?:\s+(that|which|who)\b(.*)|\s+(of|in)\s+(\([^()]*\)))?$/i.exec(text.replace(LEAD, '')) ??
      /^([a-z][a-z0-9]+)(?:\s+(the|an?|you|we|they|your|our|its|their)\s+\w+(?:\s+\w+){0,4})$/i.exec(text.replace(LEAD, '')) ??
      // "a note of up to 200 characters", "a breakdown list where each row is …": a noun, its kind and its limits.
      /^([a-z][a-z0-9]+)\s+(?:(list|array|object|flag|map)\b.*|(?:of\s+)?(?:up\s+to|at\s+most|at\s+least|max(?:imum)?|min(?:imum)?)\s+\d.*)$/i.exec(
        text.replace(LEAD, ''),
      );
    if (
      plain &&
      /^(?:an?|another|the|it|its|them|this|that|and|or|to|of|in|on|for|by|with|as|is|are|be|not|no|yes|all|any|one|some|more|also|only|then|so)$/i.test(
        plain[1] as string,
      )
    )
      return [];
    if (
      plain &&
      /^(?:array|list|object|map|dict|string|str|number|integer|int|boolean|bool|float|double|decimal|json|one|each|it|them)$/i.test(
        plain[1] as string,
      ) &&
      !plain[2]
    )
      return [];
    if (plain) {
      const kind = /^(?:list|array|object|flag|map)$/i.test(plain[2] ?? '') ? typePhrase(plain[2] as string) : undefined;
      const schema =
        kind?.type === 'array'
          ? { type: 'array', items: { type: 'object' } }
          : (kind ?? readHints(plain[3] ?? plain[5] ?? '').schema ?? {});
      // "optionally a note of up to 200 characters": the word before the noun says it.
      const optional = /\boptional(?:ly)?\b/i.test(LEAD.exec(text)?.[0] ?? '');
      return [{ name: plain[1] as string, schema, optional, ...(optional ? { stated: true } : {}) }];
    }
    // "their email address", "a start time (date-time)", "the date of birth": a short noun phrase names the field.
    const hinted = /^(.*?)\s*(?:\(((?:[^()]|\([^()]*\))*)\))?$/.exec(text.replace(LEAD, ''));
    const named = nameOfWords(hinted?.[1] ?? '');
    if (named) {
      const hints = readHints(hinted?.[2] ?? '');
      const optional = hints.optional === true || /\boptional(?:ly)?\b/i.test(LEAD.exec(text)?.[0] ?? '');
      return [
        {
          name: named.name,
          schema: hints.schema ?? named.schema ?? {},
          optional,
          ...(optional || hints.optional !== undefined ? { stated: true } : {}),
        },
      ];
    }
    return `"${text.slice(0, 40)}" is not a field name (letters, digits and _, optionally followed by (type))`;
  }
  if (name) hint = text.replace(`\`${name}\``, ' ').replace(new RegExp(String.raw`\b${name.replace(/[$.[\]]/g, '\\$&')}\b`), ' ');
  const hints = readHints(hint.replace(LEAD, ''));
  // Two names in one parenthesis: which words describe which is not said, so no type is taken from them.
  const schema = hints.schema && names.length < 2 ? hints.schema : names.length < 2 ? (typeInWords(hint) ?? {}) : {};
  // "optionally `room` if known": the word before the name says it, whatever words follow the name.
  const optional =
    hints.optional === true || /\boptional\b/i.test(withoutBrackets(text)) || /\boptionally\b/i.test(LEAD.exec(text)?.[0] ?? '');
  // "a required `state` query parameter": the flag in the words before the name.
  const required = !optional && /\b(?:required|mandatory)\b/i.test(LEAD.exec(text)?.[0] ?? '');
  // "Optional `tag` query parameter": sent in the query string.
  const query = hints.inQuery || /\bquery\s+(?:param(?:eter)?|string|switch)\b/i.test(hint) ? { query: true } : {};
  return (name ? [name] : names).map((n) => ({
    name: n,
    schema: structuredClone(schema),
    optional,
    stated: optional || required || hints.optional !== undefined,
    ...query,
  }));
}

const MEMBER = String.raw`\x60[A-Za-z_]\w*\x60(?:\s*\([^()]{0,60}\))?`;
const NESTED_WITH = new RegExp(String.raw`\x60([A-Za-z_]\w*)\x60\s+with\s+(${MEMBER}(?:\s*,\s*${MEMBER})*,?\s+and\s+${MEMBER})`, 'g');

/**
 * A field said in words, as the field line it stands for: "an amount as a decimal" → "amount (a decimal)",
 * `status "submitted"` → "status (string)" (a quoted example types only its field).
 */
function spokenField(piece: string): string {
  const as = /^(?:an?|the|their|its)\s+([a-z][a-z0-9]*(?:_[a-z0-9]+)*)\s+as\s+(an?\s+[^()]+)$/i.exec(piece.trim());
  if (as) return `${as[1]} (${as[2]})`;
  const quoted = /^([a-z][a-z0-9]*(?:_[a-z0-9]+)*)\s+"([^"]{1,60})"[.;]?$/i.exec(piece.trim());
  if (quoted) return `${quoted[1]} (${valueSchema(quoted[2] as string).type ?? 'string'})`;
  return piece;
}

/** The text without what stands from its first "(" to its last ")" (by index: /\(.*\)/ is quadratic on "((((…"). */
function withoutBrackets(text: string): string {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  return open >= 0 && close > open ? `${text.slice(0, open)}${text.slice(close + 1)}` : text;
}

// "`seats`: array of objects with `seatId` (string), `row` (string)": the members run to the next ";" or the end.
// "`answers`, an array of objects: `q` (integer), …": an apposition after a comma, members after a colon, the same.
const ARRAY_WITH =
  /(?:^|[\s,])`?[A-Za-z_]\w*`?\s*(?::|[—–]|-{1,2}|,(?=\s*an?\s))\s*(?:an?\s+)?(?:array|list)\s+of\s+objects\s*(?:,?\s*(?:(?:each\s+)?with|containing|having|holding|each\s+(?:has|holds)|har\s+ek\s+mein)\s+|:\s*)[^;]*/i;

/** The pieces of a list, where a field said to be an array of objects with members is one piece with all of them. */
function piecesWithMembers(text: string): string[] {
  const found = ARRAY_WITH.exec(text);
  if (!found || depthAt(text, found.index) > 0) return splitPieces(text);
  // "`seeds_owed`, an array of objects with `a` and `b`, and `c` (boolean)": ", and" after "a and b" closes the members.
  // Found from the ", and" looking back (linear), not from the first "and" forward (quadratic on " and x and x …").
  const closed = /,\s+and\s(?<=\sand\s[^,;]+,\s+and\s)/.exec(found[0]);
  const whole = closed ? found[0].slice(0, closed.index) : found[0];
  const end = found.index + whole.length;
  const piece = whole
    .replace(/^[\s,]+/, '')
    .replace(/^(`?[A-Za-z_]\w*`?)\s*,\s*/, '$1: ')
    .trim();
  return [...splitPieces(text.slice(0, found.index)), piece, ...splitPieces(text.slice(end))];
}

/** How many brackets are open at a place in a text. */
function depthAt(text: string, at: number): number {
  let depth = 0;
  for (let i = 0; i < at; i += 1) {
    const c = text[i];
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth -= 1;
  }
  return depth;
}

const DASHED_MEMBERS =
  /(\((?:an?\s+)?(?:object|(?:array|list)\s+of\s+objects))(\s*,\s*(?:required|optional|mandatory))?\)\s+[—–-]{1,2}\s+((?:`?[A-Za-z_]\w*`?\s*\()[^;]*)/gi;

/** The fields of a list written in prose or after a label; what is not a field is a problem only when the list names fields. */
export function readPhraseList(written: string): { fields: Field[]; problems: string[] } {
  // "any of title (string), level (…)": each of the fields may be sent alone, so each is optional.
  const anyOf = /^\s*(?:any|some|one\s+or\s+more)\s+of\s+(?:these\s*:?\s*|the\s+following\s*:?\s*)?(?=[`A-Za-z_])/i.exec(written);
  const text = anyOf ? written.slice(anyOf[0].length) : written;
  const read = phraseList(text);
  if (anyOf) for (const field of read.fields) if (!field.stated) Object.assign(field, { optional: true, stated: true });
  return read;
}

function phraseList(text: string): { fields: Field[]; problems: string[] } {
  const fields: Field[] = [];
  const problems: string[] = [];
  let bare: Field[] = [];
  let optionalNext = false;
  let lastPieceField = false;
  let lastCoded = false;
  let lastBare = false;
  const protectedText = text
    // "`customer` with `name`, `email` and `phone`, and …": the names up to the first "and" are the object's members.
    .replace(NESTED_WITH, (all, name: string, members: string) => `\`${name}\` (object with ${members})`)
    // "`lines` (array of objects, required) — `sku` (string), `qty` (integer); …": the members after the dash, up to ";".
    .replace(DASHED_MEMBERS, (all, kind: string, flag: string | undefined, members: string) => `${kind} with ${members}${flag ?? ''})`)
    .replace(/^[\s\S]*$/, spokenForms)
    .replace(/^[\s\S]*$/, typeWordsAsNames)
    // "ISL, ASL or BSL and nothing else": the words that close a set of values name no field.
    .replace(/,?\s+(?:and\s+)?nothing\s+else\b/gi, '')
    // "the booking_id, total and status as above": a pointer back to fields described before names none ("typed as
    // above" is left whole: the participle is no field's name either).
    .replace(/(?<![a-z]ed)\s+(?:as|like)\s+(?:above|before|earlier)\b/gi, '')
    // "eggless true/false", "gift_wrap — yes/no": a field that takes either is a boolean.
    // "skip_weekends, true or false", "ready_only, a true/false": said after a comma too.
    .replace(
      /(`?\b[A-Za-z_]\w*`?)(?:\s+(?:[—–-]\s+)?|\s*,\s*)(?:an?\s+)?(?:true\s*\/\s*false|yes\s*\/\s*no|true\s+or\s+false|yes\s+or\s+no)(?=\s*(?:[,;.]|$))/gi,
      '$1 (boolean)',
    )
    // "glaze which is one of …": a relative clause is said of the noun before it, with a comma or without.
    .replace(/(\w`?)\s+(?=(?:which|that)\s+(?:is|are)\b)/g, '$1, ')
    // "refund_mode — wallet or source": a set of values alone after a dash is the field's.
    .replace(
      /(`?\b[A-Za-z_]\w*`?)\s+[—–]\s+((?:[\w.-]+\s*,\s*)*[\w.-]+,?\s+or\s+[\w.-]+)(?=\s*(?:[,;.]|[—–]\s|$))/g,
      (all, name: string, values: string) => `${name} (one of ${values})`,
    )
    .replace(LED, (all, lead: string, values: string) => `${lead} (${values})`)
    // "a channel of sms or whatsapp": values after "of", when "or" joins them.
    .replace(
      /\bof\s+((?:[\w./-]{1,40}\s*,\s*)*[\w./-]{1,40},?\s+or\s+[\w./-]{1,40})\b(?!\s*\()/gi,
      (all, values: string) => `of (${values})`,
    );
  const pieces = piecesWithMembers(protectedText);
  if (pieces.length > MAX_PIECES) problems.push(`at most ${MAX_FIELDS} fields are read in one list`);
  for (const written of pieces.slice(0, MAX_PIECES)) {
    // "`amount_paise`, the total in paise as an integer": words after a bare name in code describe it, read below.
    const piece: string = lastBare && /^(?:an?|another|the)\s/i.test(written) ? written : spokenName(written, fields.length > 0);
    const flag = flagOf(piece);
    if (flag) {
      const targets = flag.all ? fields : fields.slice(-1);
      for (const field of targets) Object.assign(field, { optional: flag.optional, stated: true });
      continue;
    }
    // "base, taxes and total, all numbers": a plural type said of the untyped fields before it.
    const said = sharedType(piece);
    if (said && bare.length > 0) {
      for (const field of said.count ? bare.slice(-said.count) : bare) field.schema = structuredClone(said.schema);
      bare = [];
      continue;
    }
    // "if the admin feels like it, a note": the field after the condition is optional.
    if (
      /^(?:optionally|if\s+(?:the\s+\w+|they|you|he|she)\s+(?:wants?\b.*|feels?\s+like\s+it|likes?|wish(?:es)?)|if\s+needed|if\s+any)$/i.test(
        piece,
      )
    ) {
      optionalNext = true;
      continue;
    }
    if (
      /^(?:which|who)\b|^(?:either|one\s+of|only)\s+(?:\S+\s+or\s|\()|^that\s+(?:is|are|can|must|will|has|have|holds?|should|may|might|could|would|starts?|becomes?)\b/i.test(
        piece,
      )
    ) {
      const last = lastPieceField ? fields.at(-1) : undefined;
      const hints = readHints(piece);
      if (last && hints.schema && (last.schema.type === undefined || last.schema.type === 'string')) last.schema = hints.schema;
      if (last && hints.optional !== undefined) Object.assign(last, { optional: hints.optional, stated: true });
      continue;
    }
    // "added_at, an ISO 8601 timestamp": a type alone after a field is said of it.
    // "their full name, an email address": a plain name before it, and words that name a field of their own.
    const nameable = !lastCoded && nameOfWords(piece.replace(/^(?:an?|the|their|your|its)\s+/i, '')) !== undefined;
    const apposition =
      lastPieceField && !nameable ? onlyTypePhrase(piece.replace(/[.;:]+$/, '').replace(/^another\s+/i, 'an ')) : undefined;
    const previous = fields.at(-1);
    if (
      apposition &&
      previous &&
      // "the seats left as a number, a whole number": an integer narrows a number said before it.
      (previous.schema.type === undefined ||
        previous.schema.type === 'string' ||
        (previous.schema.type === 'number' && apposition.type === 'integer')) &&
      /^(?:an?|another|so\s+an?)\s/i.test(piece)
    ) {
      previous.schema = apposition;
      continue;
    }
    const read = phraseFields(spokenField(piece));
    // "`generated_at`, the timestamp when the IRN was generated", "`notes`, a free-form object": words after a field
    // in code marks that name no field of their own describe it.
    const describes =
      lastCoded &&
      previous &&
      /^(?:an?|another|the|never|not)\s/i.test(piece) &&
      !/[`(]|\b[a-z]+_[a-z]|\b[a-z]+[A-Z]/.test(piece) &&
      (typeof read === 'string' || read.every((field) => typePhrase(field.name) !== undefined));
    if (describes) {
      const hints = readHints(piece);
      if (hints.schema && (previous.schema.type === undefined || previous.schema.type === 'string')) previous.schema = hints.schema;
      if (hints.optional !== undefined) Object.assign(previous, { optional: hints.optional, stated: true });
      continue;
    }
    // "team_size — optional, default 1", "…, 1 to 10": a default or a range alone after a field is said of it.
    if (previous && /^(?:default\s+\S+|\d+(?:\.\d+)?\s*(?:to|–|-)\s*\d+(?:\.\d+)?)$/i.test(piece.trim().replace(/[.;]+$/, ''))) {
      const hints = readHints(piece.trim().replace(/[.;]+$/, ''));
      if (hints.schema && (previous.schema.type === undefined || previous.schema.type === 'string')) previous.schema = hints.schema;
      continue;
    }
    lastCoded = /`|\b[a-z]+_[a-z]|\b[a-z]+[A-Z]/.test(piece);
    // Only before a comma: "`a`, the total …" is an apposition, "the a and the number of b" two fields.
    lastBare = /^\s*(?:and\s+)?(?:the\s+)?`?[A-Za-z_]\w*`?\s*$/.test(piece) && lastCoded && protectedText.includes(`${piece.trim()},`);
    lastPieceField = typeof read !== 'string';
    if (typeof read === 'string') {
      // "all strings except email", "each one", "requires a bearer token", "a": words said of the list, not fields.
      if (
        !/^(?:all|both|each|every|none|any)\b|\b(?:bearer|jwt|api[\s_-]?key|auth\w*|token|header)\b|^(?:an?|the|it|them|and|or|\.+\)?)$|^(?:on|for|in|at|when|if|once|after|before|via|from|to|with)\s+[a-z\s]+$/i.test(
          piece.replace(/[\s.,;:]+$/, ''),
        )
      )
        problems.push(read);
      continue;
    }
    // "(both integers)", "(both plain dates)", "(integers)": a plural hint is said of the bare fields before it too.
    // "(dates, both required)": the first word in the parentheses, or "both", "all" and "each" anywhere in them.
    // "(each one of (low, medium))": the outer parentheses, where a set of values was bracketed inside them.
    const inner = (/\(((?:[^()]|\([^()]*\))*)\)[\s.;]*$/.exec(piece)?.[1] ?? '').replace(/\(([^()]*)\)/g, '$1');
    const plural = (inner.split(',')[0] ?? '').trim();
    const shared =
      /^(?:both|all|each)\s|,\s*(?:both|all|each)\s/i.test(inner) ||
      (/^[a-z\s-]+$/i.test(plural) && /s$/.test(plural) && !/ss$/.test(plural) && typePhrase(plural) !== undefined);
    // "both" is this field and the one before it; "all", "each" and a plural type are every bare one before it.
    const sharers = /(?:^|,\s*)both\s/i.test(inner) ? bare.slice(-1) : bare;
    // "`modal_price` (all three prices are integers, …)": the type is said of this field and those before it.
    const typed = shared ? sharedType(inner) : undefined;
    for (const field of read) {
      if (typed) {
        if (field.schema.type === undefined) field.schema = structuredClone(typed.schema);
        for (const earlier of typed.count ? bare.slice(-(typed.count - 1)) : bare) earlier.schema = structuredClone(typed.schema);
      }
      if (optionalNext && !field.stated) Object.assign(field, { optional: true, stated: true });
      if (shared && !typed)
        for (const earlier of sharers)
          Object.assign(earlier, { schema: structuredClone(field.schema), optional: field.optional, stated: field.stated });
      // "the fare, the fare (a decimal)": a field said again at once, with its type, takes the type.
      const again = fields.at(-1)?.name === field.name ? fields.at(-1) : undefined;
      if (again && again.schema.type === undefined && field.schema.type !== undefined) again.schema = field.schema;
      if (!fields.some((f) => f.name === field.name)) fields.push(field);
    }
    bare = /\(|:|\{|\*/.test(piece) || read.some((f) => f.schema.type !== undefined) ? [] : [...bare, ...read];
  }
  // "the invite code … (invite_code, share_url)": a phrase that spells a field's name is that field, not a problem.
  const spelled = new Set(fields.map((f) => f.name.toLowerCase().replace(/[_-]/g, '')));
  const kept = problems.filter((problem) => {
    const words = /^"([^"]*)"/.exec(problem)?.[1] ?? '';
    return !spelled.has(
      words
        .toLowerCase()
        .replace(/^(?:the|a|an|your|our|its)\s+/, '')
        .replace(/[\s_-]/g, ''),
    );
  });
  // A type this tool does not know is said of a field ("amount (money)"): always worth a warning.
  if (fields.length > MAX_FIELDS) kept.push(`at most ${MAX_FIELDS} fields are read in one list`);
  return {
    fields: fields.slice(0, MAX_FIELDS),
    problems: fields.length > 0 ? kept : kept.filter((problem) => /is not a type this tool knows|at most/.test(problem)),
  };
}
