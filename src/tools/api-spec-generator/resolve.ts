/**
 * What is settled once the whole description is read: "same fields as above" copies, the members of an array named
 * elsewhere, resources defined once and answered by several endpoints ("A book is { … }"), a field's type stated once
 * for the whole document (a name keeps its type: "same types as in the list"), names whose type is obvious (`email`,
 * `url`, a multipart `file`), and authentication said of several endpoints ("every call", "both endpoints", "steps
 * 2–4", "the roster", "teacher endpoints", "the menu is public").
 */
import { earlierAuth } from './auth-reach';
import { addField, mergeSchema, type Endpoint, type Field } from './model';
import type { AuthNote, Reader } from './reader';
import { resolveNamed } from './declarations';
import { applyStatement } from './field-statements';
import { referencedNames } from './type-names';
import { rank, type Schema } from './types';

export interface FieldRef {
  schema: Schema;
  setOptional(optional: boolean): void;
}

/** A field of an endpoint by name, at any depth (query, body, answer); a dotted name (`meta.next_cursor`) by its path. */
export function findField(target: Endpoint, name: string): FieldRef | undefined {
  const dotted = /^([A-Za-z_]\w*)\.([A-Za-z_][\w.]*)$/.exec(name);
  if (dotted) {
    for (const list of [target.request, target.response ?? []]) {
      let schema: Schema | undefined = list.find((field) => field.name === dotted[1])?.schema;
      const steps = (dotted[2] as string).split('.');
      for (const [index, step] of steps.entries()) {
        const object: Schema | undefined = schema?.type === 'array' ? (schema.items as Schema) : schema;
        const child = (object?.properties as Record<string, Schema> | undefined)?.[step];
        if (!object || !child) break;
        if (index === steps.length - 1)
          return {
            schema: child,
            setOptional: (optional) => {
              const required = ((object.required as string[]) ?? []).filter((key) => key !== step);
              object.required = optional ? required : [...required, step];
            },
          };
        schema = child;
      }
    }
  }
  for (const list of [target.query, target.request, target.response ?? []]) {
    const top = list.find((field) => field.name === name);
    if (top) return { schema: top.schema, setOptional: (optional) => Object.assign(top, { optional, stated: true }) };
  }
  const search = (schema: Schema, depth: number): FieldRef | undefined => {
    if (depth > 6) return undefined;
    const object = schema.type === 'array' ? ((schema.items as Schema) ?? {}) : schema;
    const properties = (object.properties as Record<string, Schema> | undefined) ?? {};
    if (properties[name])
      return {
        schema: properties[name],
        setOptional: (optional) => {
          const required = ((object.required as string[]) ?? []).filter((key) => key !== name);
          object.required = optional ? required : [...required, name];
        },
      };
    for (const child of Object.values(properties)) {
      const found = search(child, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  for (const field of [...target.request, ...(target.response ?? [])]) {
    const found = search(field.schema, 0);
    if (found) return found;
  }
  return undefined;
}

/** A word's singular, lower-cased (`categories`: `category`, `status` stays): how names and paths are matched. */
export const singular = (word: string): string =>
  word
    .toLowerCase()
    .replace(/ies$/, 'y')
    .replace(/(ss|us)$/, '$1')
    .replace(/s$/, '');
const clone = (fields: Field[]): Field[] => fields.map((field) => ({ ...field, schema: structuredClone(field.schema) }));

function copies(reader: Reader): void {
  for (const { to, what, status, before, section } of reader.copies) {
    const earlier = reader.endpoints.slice(0, Math.max(0, before)).reverse();
    if (section !== undefined && (!reader.sections.get(section) || reader.sections.get(section) === to)) continue;
    const from =
      (section !== undefined ? reader.sections.get(section) : undefined) ??
      earlier.find((e) => status !== undefined && e.statuses.some((s) => s.code === status) && e.response?.length) ??
      earlier.find((e) => (what === 'request' ? e.request.length > 0 : (e.response?.length ?? 0) > 0)) ??
      earlier[0];
    if (!from) continue;
    if (what !== 'answer') for (const field of clone(from.request)) addField(to.request, field);
    if (what !== 'request' && from.response) {
      to.response ??= [];
      for (const field of clone(from.response)) addField(to.response, field);
    }
  }
}

function members(reader: Reader): void {
  for (const { name, fields } of reader.members)
    for (const target of reader.endpoints)
      for (const list of [target.request, target.response ?? []]) {
        const holder = list.find((field) => field.name === name);
        if (!holder) continue;
        if (holder.schema.type !== 'array') holder.schema = { type: 'array', items: { type: 'object' } };
        for (const field of fields) addField(list, { ...field, name: `${name}[].${field.name}` });
      }
}

function models(reader: Reader): void {
  if (reader.models.size === 0) return;
  for (const target of reader.endpoints) {
    if (target.method !== 'get' || (target.response?.length ?? 0) > 0) continue;
    const resource =
      target.path
        .split('/')
        .filter((part) => part && !part.startsWith('{'))
        .at(-1) ?? '';
    const words = `${target.summary} ${target.context.map((c) => c.text).join(' ')}`.toLowerCase().match(/[a-z]+/g) ?? [];
    for (const [noun, fields] of reader.models) {
      if (singular(resource) !== noun && !words.some((word) => singular(word) === noun)) continue;
      target.response = clone(fields);
      break;
    }
  }
}

/** Each field's schema, with a visitor over nested members. */
function eachField(reader: Reader, visit: (name: string, schema: Schema, holder: Endpoint, answer: boolean) => void): void {
  const walk = (name: string, schema: Schema, holder: Endpoint, answer: boolean, depth: number) => {
    visit(name, schema, holder, answer);
    if (depth > 6) return;
    const object = schema.type === 'array' ? ((schema.items as Schema) ?? {}) : schema;
    for (const [key, child] of Object.entries((object.properties as Record<string, Schema>) ?? {}))
      walk(key, child, holder, answer, depth + 1);
  };
  for (const target of reader.endpoints) {
    for (const field of [...target.query, ...target.request]) walk(field.name, field.schema, target, false, 0);
    for (const field of target.response ?? []) walk(field.name, field.schema, target, true, 0);
  }
}

/** A name stated with a type once has it wherever the text gives it none; obvious names get theirs. */
function types(reader: Reader): void {
  const known = new Map<string, Schema>();
  const sets = new Map<string, { holder: Endpoint; schema: Schema }>();
  eachField(reader, (name, schema, holder, answer) => {
    const had = known.get(name);
    if (rank(schema) > 0 && (!had || rank(schema) > rank(had))) known.set(name, schema);
    if (schema.enum && answer && !sets.has(`${resource(holder.path)} ${name}`))
      sets.set(`${resource(holder.path)} ${name}`, { holder, schema });
  });
  eachField(reader, (name, schema, holder, answer) => {
    // "the `lines` array (same shape as above)": an array whose elements are not said takes the objects the name holds elsewhere.
    const items = schema.items as Schema | undefined;
    const shaped = known.get(name);
    if (
      schema.type === 'array' &&
      (!items?.type || (items.type === 'string' && !items.format && !items.enum)) &&
      (shaped?.items as Schema | undefined)?.type === 'object'
    ) {
      schema.items = structuredClone(shaped?.items);
      return;
    }
    if (schema.type !== undefined) {
      // A multipart body's file part.
      if (holder.mediaType === 'multipart/form-data' && schema.type === 'string' && !schema.format && !schema.enum && FILE.test(name))
        schema.contentMediaType = 'application/octet-stream';
      return;
    }
    // A set of values is said of one field; its type, format and items hold for the name.
    // Its values too where an earlier answer of the same resource says them ("the payout entity (id, status, …, as
    // above)"); not where a later one does (a 201's `status` "always submitted", the GET's "one of submitted, …").
    const said = sets.get(`${resource(holder.path)} ${name}`);
    const answered = answer && said && said.holder.line < holder.line ? said.schema : undefined;
    const had = answered ?? known.get(name);
    const sameResource = answered !== undefined;
    const borrowed =
      had &&
      (had.enum && !sameResource ? { type: had.type } : Object.fromEntries(Object.entries(had).filter(([key]) => key !== 'default')));
    const stated = borrowed ?? obvious(name, holder);
    if (stated) Object.assign(schema, mergeSchema({}, structuredClone(stated)));
  });
}

/** The resource a path serves: its first segment that is neither a parameter, `api` nor a version (`/v1/payouts/{id}`: payouts). */
const resource = (path: string): string =>
  path.split('/').find((segment) => segment !== '' && !/^(?:\{.*\}|:\w+|api|v\d+(?:\.\d+)?)$/i.test(segment)) ?? '';

const FILE = /^(?:file|files|image|photo|picture|avatar|attachment|document|upload|scan|logo|video|audio)$/i;

function obvious(name: string, holder: Endpoint): Schema | undefined {
  if (holder.mediaType === 'multipart/form-data' && FILE.test(name))
    return { type: 'string', contentMediaType: 'application/octet-stream' };
  if (/^(?:e_?mail|\w+_email|\w+Email)$/.test(name)) return { type: 'string', format: 'email' };
  if (/^(?:url|uri|link|\w+_url|\w+Url|\w+_uri|\w+Uri)$/.test(name)) return { type: 'string', format: 'uri' };
  return undefined;
}

const STOP = new Set(
  `the a an and or of to in on for with by as at is are be all every each both any this that these those them they their your our its it
  endpoint endpoints call calls request requests route routes api apis one ones two three four five need needs require requires required
  use uses using take takes send sends must should carry carries authenticate authenticated authentication authorization auth header headers
  token tokens key keys jwt bearer basic http credential credentials secret session login password username app apps access scope
  want wants get gets also only normal store user users above below here there via include includes from same just do does
  except which who open everyone anyone public`.split(/\s+/),
);

/** The words of a text that can name endpoints: plain words (singular, no stop words) and camelCase names; one pass. */
function words(text: string): Set<string> {
  const found = new Set<string>();
  let code = false;
  for (const token of text.match(/`|[\w']+/g) ?? []) {
    if (token === '`') code = !code;
    else if (/[a-z][A-Z]/.test(token)) found.add(token.toLowerCase());
    else if (!code && !token.includes('_'))
      for (const word of token.toLowerCase().match(/[a-z]+/g) ?? []) if (!STOP.has(word) && word.length > 2) found.add(singular(word));
  }
  return found;
}

/** The words that name an endpoint: its path and heading (line 0), and each sentence that names it, by line. */
type Naming = Array<{ line: number; words: Set<string> }>;

function namings(reader: Reader): Map<Endpoint, Naming> {
  const found = new Map<Endpoint, Naming>();
  for (const target of reader.endpoints) {
    const own: Naming = [
      { line: -1, words: words(`${target.path.replace(/\{[^}]*\}/g, ' ').replace(/[/_-]/g, ' ')} ${target.heading ?? ''}`) },
    ];
    const seen = new Set<string>();
    for (const { line, text } of target.context) {
      const key = `${line} ${text}`;
      if (seen.has(key) || seen.size > 50) continue;
      seen.add(key);
      own.push({ line, words: words(text) });
    }
    found.set(target, own);
  }
  return found;
}

/** The endpoints "same for the list call below" points to: those its words name, else the one below or above the current one. */
function sameFor(reader: Reader, note: AuthNote, said: string, naming: Map<Endpoint, Naming>): Endpoint[] {
  const subject = words(said);
  const current = note.current as Endpoint;
  const matched = reader.endpoints.filter(
    (target) =>
      target !== current &&
      (naming.get(target) ?? []).some(({ line, words: own }) => line !== note.line && [...subject].some((word) => own.has(word))),
  );
  if (matched.length > 0) return matched;
  const at = reader.endpoints.indexOf(current);
  const near = /\bbelow\b|\bnext\b|\bfollowing\b/i.test(said)
    ? reader.endpoints[at + 1]
    : /\babove\b|\bprevious\b/i.test(said)
      ? reader.endpoints[at - 1]
      : undefined;
  return near ? [near] : [];
}

/** The endpoints an authentication note is said of, and whether it is said of all of them. */
function scope(reader: Reader, note: AuthNote, naming: Map<Endpoint, Naming>): { targets: Endpoint[]; global: boolean } {
  if (note.named.length > 0) return { targets: note.named, global: false };
  // "Bearer token required (same for the list call below)": the endpoint being described, and the one it points to.
  const same = /\b(?:same|also|likewise)\s+(?:goes\s+|applies\s+)?(?:for|on|to)\s+([^).;]{1,80})/i.exec(note.rest);
  if (same && note.current) {
    const others = sameFor(reader, note, same[1] as string, naming);
    if (others.length > 0) return { targets: [note.current, ...others.filter((target) => target !== note.current)], global: false };
  }
  const scoped = /\b(?:all|every|each|both|any|neither|either|everything|everywhere|requests|calls|endpoints|routes)\b/i.test(note.rest);
  if (note.local && note.current && !scoped) return { targets: [note.current], global: false };
  // "Everything here", "every call", "both endpoints", "all of them", "on both": all, whoever the sentence names.
  if (
    /\b(?:everything|everywhere|(?:all|every|each|both|any)\s+(?:of\s+)?(?:this|these|them|those|the\s+above|calls?|endpoints?|requests?|routes?|steps?|operations?)|they\s+all|on\s+both|both\s*$)\b/i.test(
      note.rest,
    )
  )
    return { targets: reader.endpoints, global: true };
  const steps = /\bsteps?\s+(\d+)\s*(?:[-–—]|to)\s*(\d+)/i.exec(note.rest);
  if (steps) {
    const [from, to] = [Number(steps[1]), Number(steps[2])];
    return { targets: [...reader.steps.entries()].filter(([n]) => n >= from && n <= to).map(([, e]) => e), global: false };
  }
  // The words naming whose credential it is ("the kiosk's key", "the staff JWT") do not name the endpoints.
  const subject = words(
    note.rest.replace(/(?:\b[\w-]+(?:['\u2019]s)?\s+){1,3}(?=(?:api\s+)?(?:key|token|jwt|credentials?|secret|password)\b)/gi, ' '),
  );
  const count = /\b(both|two|three|four|five)\b/i.exec(note.rest)?.[1]?.toLowerCase();
  const counted = count ? { both: 2, two: 2, three: 3, four: 4, five: 5 }[count] : undefined;
  if (subject.size > 0) {
    // The sentence of the note itself names no endpoint by its subject.
    const matched = reader.endpoints.filter((target) =>
      (naming.get(target) ?? []).some(({ line, words: own }) => line !== note.line && [...subject].some((word) => own.has(word))),
    );
    // "except the plans endpoint": the words that name a path's resource name it before any sentence's words do.
    const excepted = note.isPublic && /\b(?:except|apart\s+from|other\s+than)\b/i.test(note.rest);
    const byPath = matched.filter((target) =>
      (naming.get(target) ?? []).some(({ line, words: own }) => line === -1 && [...subject].some((word) => own.has(word))),
    );
    if (excepted && byPath.length > 0 && byPath.length < matched.length && (counted === undefined || counted === byPath.length))
      return { targets: byPath, global: byPath.length === reader.endpoints.length };
    // "Both calls carry …" said of two endpoints of which the words name one: the count decides.
    if (matched.length > 0 && (counted === undefined || counted === matched.length))
      return { targets: matched, global: matched.length === reader.endpoints.length };
  }
  const global = scoped || note.preamble || !note.current;
  return global ? { targets: reader.endpoints, global: true } : { targets: [note.current as Endpoint], global: false };
}

/** Each endpoint's schemes: those said of it, else those said of all (none when it is public). */
function authentication(reader: Reader): void {
  const own = new Map<Endpoint, Endpoint['auth']>();
  const all: Endpoint['auth'] = [];
  const add = (list: Endpoint['auth'], auth: NonNullable<AuthNote['auth']>) => {
    if (!list.some((a) => JSON.stringify(a) === JSON.stringify(auth))) list.push(auth);
  };
  for (const target of reader.endpoints) if (target.auth.length > 0) own.set(target, [...target.auth]);
  const naming = namings(reader);
  for (const note of reader.notes) {
    const { targets, global } = scope(reader, note, naming);
    if (note.isPublic) {
      // "public & organiser endpoints" in a title says nothing of each endpoint.
      if (!global || reader.endpoints.length === 1) for (const target of targets) target.isPublic = true;
    } else if (note.auth) {
      if (global) add(all, note.auth);
      else for (const target of targets) add(own.get(target) ?? own.set(target, []).get(target) ?? [], note.auth);
    }
  }
  for (const target of reader.endpoints) {
    const stated = own.get(target);
    target.auth = stated ?? (target.isPublic ? [] : [...all]);
  }
  for (const { to, from } of reader.sameAuth) if (to.auth.length === 0 && !to.isPublic) to.auth = [...earlierAuth(reader.endpoints, from)];
}

/** Settles what the description states across endpoints. */
export function resolve(reader: Reader): void {
  for (const fields of [...reader.models.values(), ...reader.members.map((member) => member.fields)])
    for (const field of fields) if (referencedNames(field.schema).size > 0) field.schema = resolveNamed(field.schema, reader.declarations);
  for (const { name, phrase, line, after } of reader.later) {
    const known = reader.endpoints
      .slice(after)
      .map((target) => findField(target, name))
      .find(Boolean);
    if (known) applyStatement(known, phrase);
    else
      reader.unread.push({
        line,
        text: `\`${name}\` ${phrase}`.slice(0, 100),
        why: `\`${name}\` is in no endpoint's fields`,
        partly: true,
      });
  }
  copies(reader);
  members(reader);
  models(reader);
  types(reader);
  authentication(reader);
  for (const target of reader.endpoints) reader.statuses(target, reader.everywhere);
  // A file is sent in a multipart form: a body with a file field, and no media type said or a URL-encoded form (which
  // cannot carry one), is multipart/form-data.
  for (const target of reader.endpoints)
    if (
      (!target.mediaType || target.mediaType === 'application/x-www-form-urlencoded') &&
      target.request.some((field) => field.schema.contentMediaType === 'application/octet-stream')
    )
      target.mediaType = 'multipart/form-data';
}
