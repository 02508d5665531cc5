/**
 * What a sentence says of fields by name: a resource defined once ("A book is { … }", "Every post has …"), the
 * members of an array named elsewhere ("Each entry in `b2b_invoices` has …"), and a statement about a field
 * ("`category` must be one of …", "`gstin` is optional", "month is required here", "Allowed values for `locale` are
 * …", "(both required)" after a query string).
 */
import { readHints, valuesOf } from './hints';
import { literalIn } from './shapes';
import { nameOfWords } from './noun-names';
import type { Endpoint } from './model';
import { CODE_LIKE, readPhraseList } from './phrases';
import type { Reader } from './reader';
import { findField, singular, type FieldRef } from './resolve';

/** "A book is { … }", "Every post has …", "Each entry in `b2b_invoices` has …": a resource, or an array's members. */
export function definition(reader: Reader, target: Endpoint | undefined, text: string, line: number, sentence: string): boolean {
  const match =
    /^\s*(?:an?|each|every|one)\s+(?:(entry|item|element|object|row|record)\s+(?:in|of)\s+`?([A-Za-z_]\w*)`?|([A-Za-z]+)(?:\s+(?:in|of)\s+(?:the\s+)?(?:response|answer|list|array|result|results|page)s?)?)(?:\s+(?:is|has|contains|looks\s+like|carries|includes|holds)\b\s*:?|\s*:)\s*(.*)$/is.exec(
      text,
    );
  if (!match) return false;
  const rest = match[4] as string;
  const literal = literalIn(rest);
  const read = literal ? { fields: literal.fields, problems: [] } : readPhraseList(rest);
  for (const why of read.problems) reader.unread.push({ line, text: sentence.slice(0, 100), why, partly: true });
  if (read.fields.length === 0) return false;
  if (match[2]) {
    reader.members.push({ name: match[2], fields: read.fields });
    return true;
  }
  // "… and a list of items; each item has …": the members of the array just named, on whichever side it is.
  const open = reader.candidate?.target === target ? reader.candidate?.path : undefined;
  if (open?.endsWith('[]') && !open.includes('.') && singular(open.slice(0, -2)) === singular(match[3] as string)) {
    reader.members.push({ name: open.slice(0, -2), fields: read.fields });
    return true;
  }
  reader.models.set(singular(match[3] as string), read.fields);
  // "the response has `results`, an array of listings. Every listing has …": the members of the answer's one array
  // whose elements are not said.
  const unsaid = (target?.response ?? []).filter((field) => {
    const items = field.schema.items as { type?: string; properties?: unknown } | undefined;
    return field.schema.type === 'array' && /^[a-z_]\w*$/.test(field.name) && !items?.properties && (items?.type ?? 'object') === 'object';
  });
  if (target && unsaid.length === 1 && !/^\s*an?\s/i.test(text)) {
    reader.members.push({ name: (unsaid[0] as { name: string }).name, fields: read.fields });
    return true;
  }
  // "Every post has …" said after an endpoint's answer: the answer's items, so a list.
  if (target && !/^\s*an?\s/i.test(text) && (reader.section.side === 'answer' || target.method === 'get')) {
    reader.place(target, 'answer', read.fields, line, sentence);
    if (target.method === 'get' && target.list === undefined && !/\{[^}]+\}$/.test(target.path)) target.listWords = true;
  }
  return true;
}

/** "`category` must be one of …", "`gstin` is optional", "month is required here", "(site_key is required)". */
const VALUES_FOR =
  /\b(?:(?:allowed|possible|valid|accepted|supported)\s+)?values\s+(?:for|of)\s+`?([A-Za-z_][\w.]*)`?(?:\s*:|\s+(?:are|is)\b:?)\s*(.+)$/i;

const STATED = [
  /(?:^|\(\s*)(?:only\s+)?(?:the\s+)?`?([A-Za-z_][\w.]*)`?\s+(?:is\s+|are\s+)?((?:required|mandatory|optional|defaults?\s+to|(?:can|may)\s+be\s+(?:omitted|left\s+out|skipped|null|empty|absent|missing)|missing|absent|omitted|only\s+(?:returned|present|sent|set|included|there)\s+(?:when|if|for|once|after|until)|only\s+(?:when|if))\b(?:[^()]|\([^()]*\)){0,200})/gi,
  // "The `lines` field is an array of …", "`slot` is `morning` or `evening`", "(channel is sms, whatsapp or voice)",
  // "`slot` can only be `lunch` or `dinner`".
  /(?:^|\(\s*)(?:the\s+)?`?([A-Za-z_][\w.]*)`?\s+(?:(?:field|property|param(?:eter)?|attribute|key|value)\s+)?(?:is|are|must\s+be|can\s+be|should\s+be|has\s+to\s+be|will\s+be|(?:can|may|must)\s+only\s+be)\s+((?:an?\s+|the\s+|another\s+|one\s+of|either|always|(?:`[^`]{1,40}`|[\w.-]{1,30})(?:\s*,\s*(?:`[^`]{1,40}`|[\w.-]{1,30}))*,?\s+or\s+(?:`[^`]{1,40}`|[\w.-]{1,30})\s*(?:$|[).,;]))[^)]{0,200})/gi,
  // "`sort` accepts `price`, `departure` or `rating`".
  /(?:^|\(\s*)(?:the\s+)?`([A-Za-z_][\w.]*)`\s+(?:accepts|takes|allows|supports)\s+((?:one\s+of\s+)?`[^)]{0,200})/gi,
  // "`reason` is a string and `raised_at` a date-time": the verb said once.
  /(?:,\s*|;\s*|\band\s+)`([A-Za-z_][\w.]*)`\s+(an?\s+[^,;)]{1,60})/gi,
];

/** What a statement says of a field it names: its type (a type said in so many words wins over an example's) and flag. */
export function applyStatement(known: FieldRef, phrase: string): void {
  const hints = readHints(phrase);
  const said = /\b(?:as\s+)?an?\s+(?:string|text)\b/i.test(phrase) && hints.schema?.type === 'string';
  if (
    hints.schema &&
    (known.schema.type === undefined || known.schema.type === 'string' || hints.schema.enum || hints.schema.type === 'integer' || said)
  ) {
    for (const key of Object.keys(known.schema)) delete known.schema[key];
    Object.assign(known.schema, hints.schema);
  }
  if (hints.optional !== undefined) known.setOptional(hints.optional);
}

/** Whether a statement was read, and the text left for a list of fields (a statement in parentheses taken out). */
export function statement(reader: Reader, target: Endpoint | undefined, written: string, line = 0): { used: boolean; rest: string } {
  const read = statementOf(reader, target, written, line);
  if (!read.used) return { used: false, rest: written };
  const rest = read.whole
    ? ''
    : written.replace(
        /\(\s*(?:the\s+|both\s+|all\s+)?(?:`?[A-Za-z_]\w*`?\s*(?:,|\band\b)\s*)*`?[A-Za-z_][\w.]*`?\s+(?:is|are|must|can|may|should)\b[^()]*\)/g,
        ' ',
      );
  return { used: true, rest };
}

function statementOf(reader: Reader, target: Endpoint | undefined, written: string, line: number): { used: boolean; whole?: boolean } {
  // "Finally, `currency` is …": a word that orders the sentences says nothing of the field.
  const text = written.replace(/^[\s,;:—–-]+/, '').replace(/^(?:finally|also|next|then|lastly|additionally|plus|and)\s*,?\s+(?=`)/i, '');
  let used = false;
  let whole = false;
  if (!target) return { used: false };
  // "GET /settlements?from=…&to=… (both required)": said of the query string just written.
  const both = /^\(?\s*(?:both|all|each)(?:\s+(?:two|three|four|five|of\s+them))?\s+(?:are\s+|is\s+)?(required|mandatory|optional)\b/i.exec(
    text,
  );
  if (both && reader.lastQuery.length > 0) {
    for (const name of reader.lastQuery) findField(target, name)?.setOptional(/optional/i.test(both[1] as string));
    used = true;
    whole = true;
  }
  // "Allowed values for `locale` are en, hi and ta (required).": the values of a field, named or new.
  const values = VALUES_FOR.exec(text);
  if (values) {
    const name = values[1] as string;
    const list = (values[2] as string).replace(/\(([^)]*)\)/g, '').replace(/\.$/, '');
    const schema = { type: 'string', enum: valuesOf(list) };
    const flags = readHints(/\(([^)]*)\)/.exec(values[2] as string)?.[1] ?? '');
    const known = findField(target, name);
    if (known) Object.assign(known.schema, schema);
    else
      reader.place(target, undefined, [{ name, schema, optional: flags.optional ?? false, stated: flags.optional !== undefined }], 0, '');
    return { used: true, whole: true };
  }
  // "Both `from` and `to` are ISO dates": one statement of several fields.
  // "(lat and lng are required) → Charger[]": the same said in parentheses before the rest of the sentence.
  const inParens = /^\(([^()]{1,240})\)/.exec(text)?.[1];
  const several =
    /^(?:both\s+|all\s+)?((?:`?[A-Za-z_]\w*`?\s*(?:,|\band\b)\s*)+`?[A-Za-z_]\w*`?)\s+(?:are|must\s+be|should\s+be|(?:may|can)\s+be(?=\s+(?:omitted|left\s+out|skipped|null|empty)))\s+(.{1,200})$/i.exec(
      inParens ?? text,
    );
  if (several) {
    // "a and b may be omitted (b defaults to false)": a remark in parentheses is said of one of them, not of both.
    const hints = readHints((several[2] as string).replace(/\([^()]*\)/g, ' '));
    for (const name of (several[1] as string).split(/\s*(?:,|\band\b)\s*/).map((n) => n.replace(/`/g, '').trim())) {
      const known = findField(target, name);
      if (!known) continue;
      if (hints.schema && (known.schema.type === undefined || known.schema.type === 'string')) Object.assign(known.schema, hints.schema);
      if (hints.optional !== undefined) known.setOptional(hints.optional);
      used = true;
    }
    if (used) return { used, whole: inParens === undefined };
  }
  // "`upi_ref` is missing for card transactions, and `meta.next_cursor` is missing on the last page": each part.
  // "`currency` is a string and `approver_ids` is a list of integers": each statement with its own verb.
  const parts = text.split(/,\s+(?:and|but)\s+(?=`)|;\s+(?=`)|\s+and\s+(?=`[A-Za-z_][\w.]*`\s+(?:is|are)\s)/);
  const matches = parts.flatMap((part, index) =>
    STATED.flatMap((pattern) => [...part.matchAll(pattern)]).map((match) => ({ match, first: index === 0 })),
  );
  for (const { match, first } of matches) {
    const name = match[1] as string;
    if (/^(?:it|this|that|they|there|response|reply|request|body|the|each|every|all|which)$/i.test(name)) continue;
    // "`notes` is optional, everything else is required": what is said of the other fields is not said of this one.
    const phrase = (match[2] as string)
      .replace(/\s+here$/i, '')
      .replace(
        /\s*[,;]\s*(?:but\s+|and\s+|while\s+)?(?:everything|anything|all|the\s+rest|every\s+other\s+\w+|others|the\s+others)\s+(?:else\s+)?(?:is|are)\b.*$/i,
        '',
      );
    const known = findField(target, name);
    if (known) {
      applyStatement(known, phrase);
      used = true;
      whole ||= first && match.index === 0 && !match[0].startsWith('(');
    } else if (
      (CODE_LIKE.test(name) || match[0].includes('`')) &&
      match.index === 0 &&
      (first || match[0].includes('`')) &&
      (readHints(phrase).optional !== undefined || (match[0].includes('`') && readHints(phrase).schema?.type !== undefined))
    ) {
      // "`currency` is a three-letter code string": a field named with its type is a field of the endpoint.
      const hints = readHints(phrase);
      const schema = hints.schema ?? {};
      // "`date` is optional …; `language` is optional too": a GET's field said optional or required, beside the query
      // parameters it already has, is one more of them.
      const asked = target.method === 'get' && target.query.length > 0 && hints.optional !== undefined && !reader.section.side;
      const field = { name, schema, optional: hints.optional ?? false, stated: hints.optional !== undefined };
      reader.place(target, asked ? 'query' : undefined, [field], 0, '');
      // "The `lines` field is an array of objects; each has …": what follows names its members.
      if (schema.type === 'object' || (schema.type === 'array' && (schema.items as { type?: string } | undefined)?.type === 'object'))
        reader.candidate = { target, path: schema.type === 'array' ? `${name}[]` : name };
      used = true;
      whole ||= first;
    } else if (match[0].includes('`') || (CODE_LIKE.test(name) && match.index === 0)) {
      // Said before the endpoint that has it ("Step 2 — … (`otp` is the 6-digit code as a string):"), or before the
      // body that names it ("capacity_litres must be 5000, 10000 or 12000." above the JSON): kept for later.
      const at = target ? reader.endpoints.indexOf(target) : -1;
      reader.later.push({ name, phrase, line, after: at >= 0 ? at : reader.endpoints.length });
      used = true;
    }
  }
  // "The phone number is optional": a field named in plain words.
  const plain =
    !used &&
    /^(?:the|a|an|their|your|its)\s+([a-z][a-z -]{1,40}?)\s+(?:is|are)\s+((?:optional|required|mandatory|not\s+required|(?:can|may)\s+be\s+(?:omitted|left\s+out|skipped|empty))\b.*)$/i.exec(
      text,
    );
  const named = plain ? nameOfWords(plain[1] as string) : undefined;
  const known = named ? findField(target, named.name) : undefined;
  if (known && plain) {
    applyStatement(known, plain[2] as string);
    return { used: true, whole: true };
  }
  if (!used && optionalSaid(reader, target, text)) return { used: true, whole: true };
  if (!used && conditionalField(reader, target, text)) return { used: true, whole: true };
  return { used, whole };
}

// "A note to the driver is optional", "The visitor's mobile can be sent too but is optional": a field not yet named,
// said optional in a sentence of its own (what it is for, after "to" or "for", names no part of it).
const OPTIONAL_SAID =
  /^(?:(?:the|an?|their|your|its|[a-z]+['\u2019]s)\s+)+([a-z]+(?:\s[a-z]+)?)(?:\s+(?:to|for)\s+(?:the|an?|their|his|her)\s+[a-z]+(?:\s[a-z]+)?)?(?:\s+can\s+(?:also\s+)?be\s+(?:sent|given|added|passed|included)(?:\s+(?:too|as\s+well|also))?\s*,?\s*(?:but\s+)?)?\s*\b(?:is|are)\s+optional[.!]?$/i;

/** A field of a request said optional in its own sentence: added, optional; whether it was. */
function optionalSaid(reader: Reader, target: Endpoint, text: string): boolean {
  const words = OPTIONAL_SAID.exec(text.trim())?.[1];
  if (!words || !/^(?:post|put|patch)$/.test(target.method)) return false;
  const named = nameOfWords(/\s/.test(words) ? words : `${words} itself`);
  if (!named || findField(target, named.name)) return false;
  reader.place(target, 'request', [{ name: named.name, schema: named.schema ?? {}, optional: true, stated: true }], 0, '');
  return true;
}

// "If a bowling machine is asked for, machine_speed_kmph (integer) must be sent too": a field the caller sends only
// on a condition.
const CONDITIONAL =
  /^(?:if|when|for|where)\s+[^,]{3,100},\s+(?:the\s+|a\s+)?`?([A-Za-z_]\w*)`?\s*(?:\(((?:[^()]|\([^()]*\))*)\))?\s+(?:must|should|has\s+to|needs\s+to|is\s+to)\s+be\s+(?:sent|given|provided|included|passed|added|filled\s+in)\b/i;

/** A field of a request that must be sent only on a condition: added, optional (it is left out otherwise); whether it was. */
function conditionalField(reader: Reader, target: Endpoint, text: string): boolean {
  const match = CONDITIONAL.exec(text.trim());
  const name = match?.[1] as string | undefined;
  if (!match || !name || !CODE_LIKE.test(name) || !/^(?:post|put|patch)$/.test(target.method)) return false;
  const schema = readHints(match[2] ?? '').schema ?? {};
  const known = findField(target, name);
  if (known) known.setOptional(true);
  else reader.place(target, 'request', [{ name, schema, optional: true, stated: true }], 0, '');
  return true;
}
