/**
 * The fields of a sentence's clauses, each on its side (request, query string, answer; an arrow by the method and the
 * status): a literal when it is the clause's content, else a list of fields; list words and shapes say whether the
 * answer is a list; "`records`, an array where each entry has …" nests the fields under the array.
 */
import { literalIn } from './shapes';
import type { Endpoint, Field } from './model';
import { readPhraseList } from './phrases';
import { AS_QUERY, clausesOf, LIST_SHAPE, LIST_WORDS, type Side } from './prose';
import type { Reader } from './reader';
import { placeDeclaration, typeReference } from './references';

// The words a list of fields may hold besides the names: articles, joins, flags, types and words for fields.
const LIST_WORDS_ALLOWED =
  /^(?:a|an|the|and|or|plus|also|as|well|optional|optionally|required|mandatory|all|both|each|any|of|field|fields|param|params|parameter|parameters|query|body|header|property|properties|value|values|string|strings|integer|integers|int|number|numbers|boolean|booleans|bool|date|dates|datetime|timestamp|email|uuid|url|uri|file|array|list|object|default|defaults|to|e|g|i)$/i;

/** Whether a sentence with no marker is prose rather than a list of fields: more than one word a list would not hold. */
function isProse(text: string): boolean {
  const rest = text.replace(/`[^`]*`|\([^()]*\)|\{[^{}]*\}|"[^"]*"|\b\w*_\w*\b|\b[a-z]+[A-Z]\w*\b/g, ' ');
  return (rest.match(/[A-Za-z]+/g) ?? []).filter((word) => !LIST_WORDS_ALLOWED.test(word)).length > 1;
}

// After "returns", one plain word is the thing returned ("returns the user"), unless it is one of these.
const SCALAR_ANSWERS = /^(?:token|id|count|total|status|message|url|ok|result|success|balance|state|code|link)$/i;

/** An object, or an array of objects (or of items not yet typed): a field that can have members. */
const isHolder = (schema: Field['schema']): boolean =>
  schema.type === 'object' ||
  (schema.type === 'array' &&
    ((schema.items as Field['schema'] | undefined)?.type === 'object' ||
      (schema.items as Field['schema'] | undefined)?.type === undefined));

/** Where the first ": " outside parentheses is ("(array of objects: `a`, `b`)" holds one inside), or -1. */
function colonOutside(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length - 1; i += 1) {
    const c = text[i];
    if (c === '(') depth += 1;
    else if (c === ')' && depth > 0) depth -= 1;
    else if (c === ':' && depth === 0 && /\s/.test(text[i + 1] as string)) return i;
  }
  return -1;
}

/** "`status` (optional)" and "`a`, `b` or `c`" as one field with those values, or undefined when they are not that. */
function valuesAfterName(before: string, after: string): string | undefined {
  const name = /^\s*(`[A-Za-z_]\w*`)\s*(?:\(([^()]*)\))?\s*$/.exec(before);
  const values = after.trim().replace(/[.;]$/, '');
  if (!name || !/^`[^`]+`(?:\s*,\s*`[^`]+`)*\s*,?\s+or\s+`[^`]+`$/.test(values)) return undefined;
  return `${name[1]} (${name[2] ? `${name[2]}, ` : ''}one of ${values})`;
}

/** The fields of the clauses of a text, each on its side; whether any was read. */
export function fields(
  reader: Reader,
  target: Endpoint | undefined,
  text: string,
  line: number,
  sentence: string,
  status: number | undefined,
  afterMention = false,
): boolean {
  if (!target) return false;
  const asQuery = AS_QUERY.test(text);
  const clauses = clausesOf(text.replace(AS_QUERY, ' '));
  let used = false;
  let answered = false;
  // The object or array whose members a "which holds", "each has" or "it must give" clause names (a path:
  // `supplier`, `lines[]`), and the last such field read, which the next nesting clause opens.
  const before = reader.candidate?.target === target ? reader.candidate.path : undefined;
  let candidate = before;
  let container: string | undefined;
  let lastPlaced: Field | undefined;
  clauses.forEach((clause, index) => {
    let side: Side | undefined = asQuery ? 'query' : clause.side;
    // "The payload contains …" after "responds with 201": the body of the side the text is on.
    if (clause.kind === 'payload' && reader.unitSide === 'answer') side = 'answer';
    // "the address, which has line1 and city": a field not yet typed that a nesting clause opens is an object.
    const untyped = lastPlaced && lastPlaced.schema.type === undefined && !lastPlaced.name.includes('.') ? lastPlaced : undefined;
    if (
      clause.kind === 'nest' &&
      !candidate &&
      untyped &&
      /^(?:,|[—–:])?\s*(?:which|that|(?:(?:which|that|it)\s+is\s+)?an?\s+object)\b/i.test(clause.marker ?? '')
    ) {
      const known =
        target.request.find((field) => field.name === untyped.name) ?? target.response?.find((field) => field.name === untyped.name);
      if (known) {
        known.schema = { type: 'object' };
        candidate = untyped.name;
      }
    }
    if (clause.kind === 'nest') container = candidate ?? container;
    else if (clause.kind !== 'more' && (index > 0 || clause.marker)) container = undefined;
    // "Lists the saved addresses", "returns all transactions": a GET on a collection answers a list.
    if (
      target.method === 'get' &&
      (index === 0 || (side ?? reader.section.side) === 'answer') &&
      LIST_WORDS.test(clause.text.replace(/[{[][\s\S]*$/, '')) &&
      !/\{[^}]+\}$/.test(target.path)
    )
      target.listWords = true;
    // "takes a `NewBook`", "-> Task[]", "Json<Vec<Settlement>>": a declared type is the clause's content.
    const reference = typeReference(reader, clause.text);
    if (reference) {
      const sideNow = side ?? reference.side ?? reader.section.side;
      const answer =
        sideNow === 'answer' ||
        (sideNow === undefined && target.method === 'get') ||
        (sideNow === 'arrow' && (target.method === 'get' || target.method === 'delete' || (status !== undefined && status < 300)));
      const where = reference.query ? 'query' : sideNow === 'arrow' ? (answer ? 'answer' : 'request') : sideNow;
      // "→ `Product` (404 when the SKU is unknown)": an error's status is not the type's.
      const code = status !== undefined && status < 300 ? status : undefined;
      placeDeclaration(reader, reference.declaration, target, where, { line, list: answer ? reference.list : undefined, status: code });
      used = true;
      answered ||= answer;
      return;
    }
    const next = clauses[index + 1];
    // "delivery — an object with address and pincode", under a label: the one word before it is the object's name.
    const namesObject =
      index === 0 &&
      (side ?? reader.section.side) !== undefined &&
      /^[a-z][a-z0-9]*$/.test(clause.text) &&
      next?.kind === 'nest' &&
      /^(?:,|[—–:])?\s*an?\s+object\b/i.test(next.marker ?? '');
    if (index === 0 && clauses.length > 1 && !/[{[`]|\w_\w/.test(clause.text) && !namesObject) return;
    // "returns a user with name and email": the words before "with" name the thing, its fields follow.
    if (
      next &&
      /^(?:with|containing|contains|including|includes|has|have|having|holding|carrying|consists\s+of|is\s+made\s+of)$/i.test(
        next.marker ?? '',
      ) &&
      !/[{[`]|\w_\w|[a-z][A-Z]|\(/.test(clause.text)
    ) {
      if (side === 'answer' || (side === undefined && target.method === 'get')) answered = true;
      if (LIST_SHAPE.test(clause.text) && (side === 'answer' || target.method === 'get')) target.list = true;
      return;
    }
    if (!side && /\b(?:filter|switch)\b/i.test(clause.text) && target.method === 'get') side = 'query';
    const codeLike = /`[A-Za-z_]|\b[a-z]+_[a-z]|\b[a-z]+[A-Z]\w*|[{[]/.test(clause.text);
    if (index === 0 && clauses.length === 1 && !codeLike && !reader.section.side) return;
    // A sentence of prose about a name ("The `legacy_ref` field is going away") is no list of fields: its name is
    // reported if it reaches no endpoint.
    if (index === 0 && clauses.length === 1 && !afterMention && !reader.section.side && isProse(clause.text)) return;
    const sideNow = side ?? reader.section.side;
    const answer =
      sideNow === 'answer' ||
      (sideNow === undefined && target.method === 'get') ||
      (sideNow === 'arrow' && (target.method === 'get' || target.method === 'delete' || (status !== undefined && status < 300)));
    // "an array of …" in a field's parentheses ("`boats` (array of objects: …)") is said of that field only.
    const shape = clause.text
      .replace(/[{[][\s\S]*$/, '')
      .replace(/\((?:[^()]|\([^()]*\))*\)/g, ' ')
      .replace(/(?:`[A-Za-z_]\w*`|\b[a-z]+_\w+|\b[a-z]+[A-Z]\w*)\s*(?::|[—–]|-{1,2})\s*(?:an?\s+)?(?:array|list)\s+of\b/g, ' ');
    if (answer && (LIST_SHAPE.test(shape) || /^(?:each|every)\s+\w+\s+in\s+the\b/i.test(clause.marker ?? ''))) target.list = true;
    const colon = colonOutside(clause.text);
    // "`a` (string), `b`: array of …": a colon after a list has begun is said of its last field, not a label.
    const lead = colon >= 0 ? clause.text.slice(0, colon).replace(/\((?:[^()]|\([^()]*\))*\)/g, '') : '';
    const named = /,/.test(lead) && /`[A-Za-z_]\w*`|\b[a-z]+(?:_[a-z0-9]+)+\b|\b[a-z]+[A-Z]\w*|\w\s*\(/.test(clause.text.slice(0, colon));
    // "`status` (optional): `scheduled`, `done` or `cancelled`": one name before the colon, a set of values after it.
    const valued = colon >= 0 ? valuesAfterName(clause.text.slice(0, colon), clause.text.slice(colon + 1)) : undefined;
    const listText = valued ?? (colon >= 0 && !/[{[]/.test(lead) && !named ? clause.text.slice(colon + 1) : clause.text);
    // A literal is the clause's content when only prose words stand before it ("an array of `{ … }`", "201 and { … }").
    const found = literalIn(listText);
    const literal =
      found &&
      // "(admin only) lists … as an array of `{ … }`", "(referee bearer token) → …": a note on who may call it is no field.
      !/[(),]|\w_\w|[a-z][A-Z]/.test(
        found.before.replace(/\((?:admin|public|auth\w*|[a-z]+\s+only|[^()]*\b(?:bearer|jwt|token|api[\s-]?key)\b)[^()]*\)/gi, ''),
      ) &&
      // What follows it up to the next comma is short: "`{ … }`, `x` only when …" is the literal and a note.
      (found.after.replace(/`/g, '').trim().length < 40 || /^`?\s*,\s+`[A-Za-z_]\w*`/.test(found.after))
        ? found
        : undefined;
    let read: { fields: Field[]; problems: string[] };
    if (literal) {
      read = { fields: literal.fields, problems: [] };
      if (answer) target.list = literal.list || /\b(?:array|list)\s+of\s*`?\s*$/i.test(literal.before);
      if (literal.example !== undefined) {
        if (answer) target.examples.set(status ?? 0, literal.example);
        else target.requestExample ??= literal.example;
      }
    } else if (
      answer &&
      clause.side === 'answer' &&
      /^(?:an?\s+|the\s+)?[a-z]+$/i.test(listText.trim()) &&
      !SCALAR_ANSWERS.test(listText.trim().replace(/^(?:an?|the)\s+/i, ''))
    ) {
      // "returns the user", "returns users": one plain noun names what is answered, not a field.
      read = { fields: [], problems: [] };
      answered = true;
    } else {
      // "PATCH /users/{id} to update name or email": what a PATCH or PUT changes, each optional.
      const changes = /^(?:to\s+)?(?:update|change|edit|modify|set)s?$/i.test(clause.marker ?? '');
      read = readPhraseList(changes ? listText.replace(/\s+or\s+/g, ', ') : listText);
      if (changes && target.method === 'patch')
        for (const field of read.fields) if (!field.stated) Object.assign(field, { optional: true });
      const flag = /^(required|optional)/i.exec(clause.marker ?? '')?.[1];
      if (flag)
        for (const field of read.fields) if (!field.stated) Object.assign(field, { optional: /optional/i.test(flag), stated: true });
    }
    const endsInArray = /,?\s*an?\s+(?:array|list)(?:\s+of\s+objects)?\s*$/i.test(listText);
    const lastRead = read.fields.at(-1);
    if (endsInArray && lastRead && lastRead.schema.type === undefined) lastRead.schema = { type: 'array', items: { type: 'object' } };
    // "and may have a `discount_pct`", "can optionally include …": more fields, optional unless said otherwise.
    if (clause.kind === 'more' || /\boptionally\b/i.test(clause.marker ?? ''))
      for (const field of read.fields) if (!field.stated) Object.assign(field, { optional: true, stated: true });
    // "…, plus `evaluated_at`": the fields after "plus" are the outer object's again.
    const plus = container
      ? read.fields.findIndex((field) => new RegExp(String.raw`\bplus\s+(?:the\s+|an?\s+)?\x60?${field.name}\b`).test(listText))
      : -1;
    // "which has line1, city and pincode, and a list of items": ", and" after a finished "a, b and c" closes the
    // members; what follows is the outer object's again.
    const closing = container ? /^(.*?\S\s+and\s+[^,]+),\s+and\s+\S/.exec(listText) : null;
    const closedAt = closing ? readPhraseList(closing[1] as string).fields.length : -1;
    const outer = closedAt > 0 && (plus < 0 || closedAt < plus) ? closedAt : plus;
    const placed = read.fields.map((field, at) =>
      container && (outer < 0 || at < outer) ? { ...field, name: `${container}.${field.name}` } : field,
    );
    for (const why of read.problems) reader.unread.push({ line, text: sentence.slice(0, 100), why, partly: true });
    lastPlaced = placed.at(-1);
    if (placed.length > 0) {
      reader.place(target, sideNow === 'arrow' ? (answer ? 'answer' : 'request') : side, placed, line, sentence, status);
      used = true;
      answered ||= answer;
      if (clause.side === 'answer' || clause.side === 'request') reader.unitSide = clause.side;
    } else if (read.problems.length > 0) used = true;
    // An object or an array of objects read last is what a following "which holds …" or "each has …" opens.
    const holder = [...placed].reverse().find((field) => isHolder(field.schema));
    if (holder) candidate = holder.schema.type === 'array' ? `${holder.name}[]` : holder.name;
  });
  reader.candidate = candidate !== before || candidate ? (candidate ? { target, path: candidate } : undefined) : reader.candidate;
  // "Response is an array; each item: …": what follows in the paragraph is the answer; "It takes these fields:" opens
  // the side its marker names for the lines below.
  if (clauses.some((clause) => /^(?:the\s+)?(?:response|reply)\b/i.test(clause.marker ?? ''))) reader.section = { side: 'answer' };
  const said = [...clauses].reverse().find((clause) => clause.side && clause.side !== 'arrow')?.side;
  if (said && /:\s*$/.test(sentence)) reader.section = { side: said, ...(status !== undefined ? { status } : {}) };
  return used || answered;
}
