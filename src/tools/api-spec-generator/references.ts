/**
 * Declared types linked to endpoints. A type is placed where the text names it as a side's content ("takes a
 * `NewBook` and answers 201 with a `Book`", "→ `Product`", "returns `list[Book]`", "-> Task[]", `Json<Vec<T>>`,
 * `Query<T>`, "`CheckoutSessionReq` is the JSON body"); a type the text never names again belongs to the endpoint it
 * follows, on the side its name says (`…Request`, `…Input`, `…In`, `Create…` the request, `…Query`/`…Filter` a GET's
 * query, `…Response`, `…Out`, `…Result` the answer) or the section it stands in; one left over goes to the endpoint
 * its name spells (`PrescriptionRequest`: `POST /prescriptions`). A type used inside another is not placed alone.
 */
import { declaredSchema, type Declaration, type DeclarationUnit } from './declarations';
import type { Endpoint, Field } from './model';
import type { Side } from './prose';
import type { Reader } from './reader';
import { singular } from './resolve';
import { NAMED } from './type-names';
import type { Schema } from './types';

const ANSWER_NAME =
  /(?:[a-z0-9](?:Response|Resp|Res|Out|Output|Result|Reply|Ack|Resource|View|Envelope|Page|List|Summary|Details?|Receipt)|_(?:response|out|result))$/;
const QUERY_NAME = /[a-z0-9](?:Query|Filters?|Search|Criteria|QueryParams)$|_(?:query|filters?)$/;
const REQUEST_NAME =
  /(?:[a-z0-9](?:Request|Req|Input|In|Body|Params|Payload|Dto|DTO|Command|Cmd|Form|Args|Create|Update)|_(?:request|input|in|body|create|update))$|^(?:Create|Update|New|Add|Submit|Patch|Put|Post|Edit|Register|Upsert|Place|Book|Start|Send)[A-Z]/;

/** The side a type's name says it is on. */
function roleOf(name: string): 'request' | 'answer' | 'query' | undefined {
  if (ANSWER_NAME.test(name)) return 'answer';
  if (QUERY_NAME.test(name)) return 'query';
  return REQUEST_NAME.test(name) ? 'request' : undefined;
}

const clone = (fields: Field[]): Field[] => fields.map((field) => ({ ...field, schema: structuredClone(field.schema) }));

/** Puts a declared type's fields on a side of an endpoint; a list answers a list. */
export function placeDeclaration(
  reader: Reader,
  declaration: Declaration,
  target: Endpoint,
  side: Side | undefined,
  at: { line: number; list?: boolean; status?: number },
): void {
  if (declaration.fields.length === 0) return;
  reader.placed.add(declaration.name);
  let where = side;
  if (where === 'arrow') where = target.method === 'get' || target.method === 'delete' || (at.status ?? 0) < 300 ? 'answer' : 'request';
  if (where === 'query' && target.method !== 'get' && target.method !== 'delete') where = 'request';
  const answer = where === 'answer' || (where === undefined && target.method === 'get');
  if (answer && at.list !== undefined) target.list = at.list;
  reader.place(target, where, clone(declaration.fields), at.line, `${declaration.name}`, at.status);
}

// Words a clause may hold around a type's name and still name only it.
const FILLER =
  /^(?:a|an|the|same|updated|full|new|single|one|with|json|object|objects|body|payload|instance|list|array|of|as|in|its|plain|entire|created|type|model|shaped|like|this|that|each|whole|complete|corresponding|matching|resulting|dto|schema|z|vec|json|query|option|optional|produces|promise|task|responseentity|ienumerable|set|seq|iterable|collection|returns?|is|are|and|data|record|records|entry|entries|items?|http|status|statuscode|statuscodes|httpstatus|httpstatuscode|ok|created|accepted|no|content|nocontent|list|array|response|request|sequence|mono|flux|result|actionresult|ilist|icollection|ireadonlylist|page|its|their|back|resource|properties|above|below|see|as)$/i;

export interface TypeReference {
  declaration: Declaration;
  list: boolean;
  query: boolean;
  /** A side said next to it, inside brackets where clauses are not split ("(201 Created, returns Webhook)"). */
  side?: 'request' | 'answer';
}

/** "the ticket object": a plain-text object's name written in lower case names it as well. */
function textObject(reader: Reader, word: string): string | undefined {
  const name = word.charAt(0).toUpperCase() + word.slice(1);
  return reader.declarations.get(name)?.family === 'text' ? name : undefined;
}

/**
 * "Ticket objects (see below)", "a list of `Refund` objects": a field's notes that name a declared object give an
 * array or object field, whose members are not said otherwise, that object's members.
 */
export function objectNamedIn(reader: Reader, notes: string, schema: Schema): Schema {
  const named = /\b([A-Za-z]\w*)\x60?\s+(?:objects?|resources?|records?|entries)\b/.exec(notes)?.[1];
  const name =
    named && (reader.declarations.has(named) ? named : (textObject(reader, named.replace(/s$/, '')) ?? textObject(reader, named)));
  if (!name || reader.declarations.get(name)?.values) return schema;
  if (schema.type === 'array' && !(schema.items as Schema | undefined)?.properties) return { ...schema, items: { [NAMED]: name } };
  if (schema.type === 'object' && !schema.properties) return { ...schema, [NAMED]: name };
  return schema;
}

/** The declared type a clause names as its whole content, if it does. */
export function typeReference(reader: Reader, text: string): TypeReference | undefined {
  if (reader.declarations.size === 0) return undefined;
  const found = new Set<string>();
  let plural = false;
  for (const word of text.match(/[A-Za-z_]\w*/g) ?? []) {
    if (reader.declarations.has(word)) found.add(word);
    else if (/s$/.test(word) && reader.declarations.has(word.slice(0, -1)) && /^[A-Z]/.test(word)) {
      found.add(word.slice(0, -1));
      plural = true;
    }
  }
  // "the ticket object": a plain-text object's name in lower case, followed by the word that says it is one.
  for (const match of text.matchAll(/\b([a-z]\w*)\s+(?:object|resource|record|entity)\b/g))
    if (textObject(reader, match[1] as string)) found.add(textObject(reader, match[1] as string) as string);
  if (found.size !== 1) return undefined;
  const name = [...found][0] as string;
  const declaration = reader.declarations.get(name) as Declaration;
  if (declaration.values) return undefined;
  const rest = (
    text
      .replace(/\([^()]*\)/g, ' ')
      .replace(new RegExp(String.raw`\b${name}s?\b`, declaration.family === 'text' ? 'gi' : 'g'), ' ')
      .match(/[A-Za-z]+/g) ?? []
  ).filter((word) => !FILLER.test(word));
  if (rest.length > 2) return undefined;
  const list =
    plural ||
    new RegExp(
      String.raw`${name}\s*\x60?\s*\[\]|\[\]\s*\*?${name}\b|\[\s*\x60?${name}\x60?\s*\]|\b(?:list|List|Vec|Array|Set|Seq|IEnumerable|IList|ICollection|IReadOnlyList|Iterable|Collection|Sequence|Flux)\s*[<[(]\s*\x60?${name}|z\.array\(\s*${name}|${name}\s*\.array\(|\b(?:array|list)\s+of\b`,
    ).test(text);
  const before = text.slice(0, Math.max(0, text.search(new RegExp(String.raw`\b${name}`, declaration.family === 'text' ? 'i' : ''))));
  const side = /\b(?:returns?|responds?|answers?|replies|gives\s+back)\b|->|→/i.test(before)
    ? 'answer'
    : /\b(?:takes?|accepts?|expects?|body|payload|sends?)\b/i.test(before)
      ? 'request'
      : undefined;
  return { declaration, list, query: /\bQuery\s*<\s*\x60?\w/.test(text), ...(side ? { side } : {}) };
}

/** "`CheckoutSessionReq` is the JSON body, `CheckoutSessionRes` the 200 answer": the side a sentence gives a type. */
export function roleStatements(reader: Reader, text: string): boolean {
  let used = false;
  const pattern =
    /`?([A-Z]\w*)`?\s+(?:is\s+|as\s+)?the\s+((?:(?:json|request|response|success|`?[1-5]\d\d`?)\s+)*)(body|request|payload|input|answer|response|reply|output|result)\b/gi;
  for (const match of text.matchAll(pattern)) {
    const name = match[1] as string;
    if (!reader.declarations.has(name)) continue;
    const status = /[1-5]\d\d/.exec(match[2] as string)?.[0];
    reader.roles.set(name, {
      side: /^(?:body|request|payload|input)$/i.test(match[3] as string) ? 'request' : 'answer',
      ...(status ? { status: Number(status) } : {}),
    });
    used = true;
  }
  return used;
}

/** A declaration met in the text: placed now by position when nothing else names it, else once the text is read. */
export function declarationUnit(reader: Reader, unit: DeclarationUnit): void {
  const declaration = reader.declarations.get(unit.name);
  if (!declaration || declaration.line !== unit.line || declaration.values) return;
  const pending = { declaration, target: reader.current, side: reader.section.side, status: reader.section.status, line: unit.line };
  if ((reader.mentioned.get(unit.name) ?? 0) > 1 || reader.nested.has(unit.name) || !reader.current) {
    reader.pending.push(pending);
    return;
  }
  if (!placeByPosition(reader, pending)) reader.pending.push(pending);
}

interface Pending {
  declaration: Declaration;
  target?: Endpoint;
  side?: Side;
  status?: number;
  line: number;
}

function placeByPosition(reader: Reader, { declaration, target, side, status, line }: Pending): boolean {
  if (!target) return false;
  // A plain-text object under an endpoint that already answers other fields is not that answer.
  if (declaration.family === 'text' && (target.response?.length ?? 0) > 0) return false;
  const stated = reader.roles.get(declaration.name);
  const role = stated?.side ?? declaration.role ?? roleOf(declaration.name);
  // A type named as a request (`ReservationRequest`) below a GET is no body of that GET: its name spells its endpoint.
  if (
    role === 'request' &&
    !stated &&
    (target.method === 'get' || target.method === 'delete') &&
    spelled(reader, declaration.name).length > 0
  )
    return false;
  const where: Side = role === 'query' ? 'query' : (role ?? (side && side !== 'path' ? side : 'answer'));
  const code = stated?.status ?? status;
  if (stated?.status) reader.statuses(target, [{ code: stated.status, why: '' }]);
  placeDeclaration(reader, declaration, target, where, { line, ...(code !== undefined ? { status: code } : {}) });
  return true;
}

/** The endpoints a type's name spells (`PrescriptionRequest`: the endpoints of `/prescriptions`). */
function spelled(reader: Reader, name: string): Endpoint[] {
  const stem = name
    .replace(/(?:Response|Resp|Res|Out|Output|Result|Reply|Request|Req|Input|In|Body|Params|Payload|Dto|DTO|Query|Filters?)$/, '')
    .replace(/^(?:Create|Update|New|Add|Submit|Get|List)(?=[A-Z])/, '')
    .toLowerCase();
  if (stem.length < 3) return [];
  return reader.endpoints.filter((target) => {
    const words = target.path
      .split('/')
      .filter((part) => part && !part.startsWith('{'))
      .map((part) => singular(part.replace(/[-_]/g, '')));
    return words.at(-1) === stem || words.slice(-2).join('') === stem;
  });
}

/** Places what was not placed where it stands: by position, then by the endpoint its name spells; else a warning. */
export function linkDeclarations(reader: Reader): void {
  for (const pending of reader.pending) {
    const { declaration } = pending;
    if (reader.placed.has(declaration.name) || reader.nested.has(declaration.name)) continue;
    if (placeByPosition(reader, pending)) continue;
    const role = reader.roles.get(declaration.name)?.side ?? declaration.role ?? roleOf(declaration.name) ?? 'answer';
    const targets = spelled(reader, declaration.name).filter((target) =>
      role === 'answer'
        ? target.method !== 'delete' && !target.response?.length
        : role === 'query'
          ? target.method === 'get'
          : target.method !== 'get' && target.method !== 'delete' && target.request.length === 0,
    );
    for (const target of role === 'request' ? targets.slice(0, 2) : targets)
      placeDeclaration(reader, declaration, target, role, { line: pending.line });
    if (targets.length === 0 && !reader.placed.has(declaration.name))
      reader.unread.push({
        line: pending.line,
        text: `${declaration.name} { ${Object.keys(declaredSchema(declaration).properties ?? {})
          .slice(0, 4)
          .join(', ')} }`,
        why: `the type \`${declaration.name}\` is declared, but no endpoint takes or answers it (name it: "POST /x takes a ${declaration.name}")`,
      });
  }
}
