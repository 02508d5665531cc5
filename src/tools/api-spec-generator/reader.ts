/**
 * The state of reading one description: the endpoints found so far, the one being described, the section of its
 * notes (request, query or answer, with the status a "Response 201:" label names), and what is settled only at the
 * end (authentication said of several endpoints, resources defined once and used by several, "same fields as above").
 */
import { clip } from '../../common/text';
import { resolveNamed, type Declaration } from './declarations';
import { addField, endpoint as newEndpoint, type Endpoint, type Field, type Method } from './model';
import { cleanPath, templateFor } from './mentions';
import type { Side } from './prose';
import type { AuthStatement, StatedStatus } from './statements';
import { referencedNames } from './type-names';
import { valueSchema } from './types';

export interface Unread {
  line: number;
  text: string;
  why: string;
  /** The line was read, and this part of it was not used. */
  partly?: boolean;
}

export interface AuthNote extends AuthStatement {
  line: number;
  /** Said in the block that names the current endpoint ("DELETE /x … Admin only (bearer token)."). */
  local?: boolean;
  /** The endpoint being described when it was said, and whether any endpoint had been named before. */
  current?: Endpoint;
  preamble: boolean;
  /** Endpoints the sentence names itself. */
  named: Endpoint[];
}

export interface Section {
  side?: Side;
  status?: number;
  /** Under "Headers": names are headers, not fields. */
  headers?: boolean;
  /** Under "Errors" or "Status codes": rows are statuses, not fields. */
  statuses?: boolean;
}

const MAX_ENDPOINTS = 200;
/** The sentences kept per endpoint for "the roster needs …": enough for a description, bounded for a long one. */
const MAX_CONTEXTS = 20;
const PAGING = /^(page|limit|offset|per_?page|perPage|page_?size|pageSize|size|skip|take|top|count)$/;

export class Reader {
  readonly endpoints: Endpoint[] = [];
  readonly unread: Unread[] = [];
  readonly notes: AuthNote[] = [];
  /** Resources defined once ("A book is { … }"), by singular noun. */
  readonly models = new Map<string, Field[]>();
  readonly copies: Array<{ to: Endpoint; what: 'request' | 'answer' | 'both'; status?: number; before: number; section?: string }> = [];
  /** Endpoints by the outline number of the section that describes them ("2.iii  Get subscription"), and the last number read. */
  readonly sections = new Map<string, Endpoint>();
  outline?: string;
  /** Members of an array field named elsewhere: "Each entry in `b2b_invoices` has …". */
  readonly members: Array<{ name: string; fields: Field[] }> = [];
  readonly steps = new Map<number, Endpoint>();
  /** Error statuses said of every endpoint ("on any of these calls, a 429 means …"), given to all at the end. */
  readonly everywhere: StatedStatus[] = [];
  /** Each sentence read and the code-like names it writes, to find names that reach no endpoint. */
  readonly said: Array<{ line: number; text: string; names: string[] }> = [];
  /** Endpoints named in the block being read: what it says without naming a scope is said of them. */
  readonly named = new Set<Endpoint>();
  current?: Endpoint;
  /** A line ending with ":" above the list items being read ("Headers for every request:"). */
  lead?: string;
  /** The query parameters the last path named in its query string. */
  lastQuery: string[] = [];
  /** The endpoint of the last HTTP request example, which the next response example answers. */
  lastRequest?: Endpoint;
  section: Section = {};
  step?: number;
  heading?: { text: string; level: number };
  /** The level of the heading the current endpoint sits under. */
  level = 0;
  /** The field a line like "`items[]`:" names, whose members the table under it lists (`items[]`). */
  holder?: string;
  /** The endpoint that heading names or that was named first under it: deeper headings are its sections. */
  owner?: Endpoint;
  /** Types the text declares (classes, structs, interfaces, messages, schemas), by name; read before the rest. */
  declarations = new Map<string, Declaration>();
  /** How often each word is written in the text (a declared name written once is named nowhere else). */
  mentioned = new Map<string, number>();
  /** Declared names used inside other declarations. */
  nested = new Set<string>();
  /** Declared names placed on an endpoint. */
  readonly placed = new Set<string>();
  /** Declarations met and not placed where they stand, with the endpoint and section they stood in. */
  readonly pending: Array<{ declaration: Declaration; target?: Endpoint; side?: Side; status?: number; line: number }> = [];
  /** The object or array field whose members a following "each has …" names, in the unit being read. */
  candidate?: { target: Endpoint; path: string };
  /** The side the unit being read is on (its last clause that named one), for "the payload contains …". */
  unitSide?: Side;
  /** The field a question asked about last ("permit_expiry?"), for the reply that refers back to it. */
  asked?: { name: string; target: Endpoint };
  /** Statements about a name no endpoint had yet, for the first endpoint named after them that has it. */
  readonly later: Array<{ name: string; phrase: string; line: number; after: number }> = [];
  /** "uses the same token": an endpoint that takes the credentials of the one named before it. */
  readonly sameAuth: Array<{ to: Endpoint; from: Endpoint }> = [];
  /** Endpoints known when the current code block opened; the current one was named in a block that has closed. */
  fenceFrom = 0;
  afterCode = false;
  /** The side a sentence gives a declared type ("`CheckoutSessionReq` is the JSON body"). */
  readonly roles = new Map<string, { side: Side; status?: number }>();

  constructor(
    readonly templates: string[],
    readonly variables: string[] = [],
  ) {}

  /** The endpoint a mention names, created when new (and made current); undefined when the path is not one. */
  endpointAt(method: Method, raw: string | undefined, line: number, context: string, shown: string): Endpoint | undefined {
    let inherited: Endpoint['context'] = [];
    if (raw === undefined) {
      if (!this.current) return undefined;
      raw = this.current.path;
      // "PUT on the same path" is said of the endpoint before it.
      inherited = this.current.context;
    }
    const { path: written, query } = cleanPath(raw);
    if (!written) {
      this.unread.push({ line, text: shown, why: `"${raw.slice(0, 60)}" is not a path of segments and {parameters}` });
      return undefined;
    }
    const path = templateFor(written, this.templates, this.variables);
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const repeated = names.find((name, i) => names.indexOf(name) !== i);
    if (repeated) {
      this.unread.push({
        line,
        text: shown,
        why: `${clip(path, 80)} names the parameter {${clip(repeated ?? '', 40)}} twice; each path parameter needs its own name`,
      });
      return undefined;
    }
    let found = this.endpoints.find((e) => e.method === method && e.path === path);
    const titled = this.heading !== undefined;
    if (!found) {
      // OpenAPI: paths that differ only in their parameters' names are one path, which a document must not hold twice.
      const shape = path.replace(/\{[^}]+\}/g, '{}');
      const twin = this.endpoints.find((e) => e.path !== path && e.path.replace(/\{[^}]+\}/g, '{}') === shape);
      if (twin) {
        this.unread.push({
          line,
          text: shown,
          why: `${clip(path, 80)} differs from ${clip(twin.path, 80)} only in its parameter names; use the same names`,
        });
        return undefined;
      }
      if (this.endpoints.length >= MAX_ENDPOINTS) {
        this.unread.push({ line, text: shown, why: `at most ${MAX_ENDPOINTS} endpoints are read` });
        return undefined;
      }
      found = newEndpoint(method, path, line, context.slice(0, 400));
      found.context.push(...inherited);
      if (this.heading) found.heading = this.heading.text;
      this.endpoints.push(found);
      if (this.step !== undefined && !this.steps.has(this.step)) this.steps.set(this.step, found);
      this.heading = undefined;
    } else if (found.context.length < MAX_CONTEXTS && !found.context.some((c) => c.line === line))
      found.context.push({ line, text: context.slice(0, 400) }, ...inherited);
    this.lastQuery = [];
    if (query)
      for (const field of queryFields(query)) {
        addField(found.query, field);
        this.lastQuery.push(field.name);
      }
    if (this.outline !== undefined && !this.sections.has(this.outline)) this.sections.set(this.outline, found);
    this.outline = undefined;
    if (found !== this.current) this.section = {};
    if (titled) this.owner = found;
    this.current = found;
    this.afterCode = false;
    this.named.add(found);
    return found;
  }

  /** Fields on a side of an endpoint: GET and DELETE send theirs as the query; a status that is no success is an error body (not used). */
  place(target: Endpoint, side: Side | undefined, given: Field[], line: number, shown: string, status?: number): void {
    // References to declared types (`shipping: Address`) become their schemas; a name nothing declares is untyped.
    given = given.map((field) =>
      referencedNames(field.schema).size > 0 ? { ...field, schema: resolveNamed(field.schema, this.declarations) } : field,
    );
    // A path parameter's type is kept for its parameter; it is no field.
    for (const field of given.filter((f) => f.path || side === 'path' || (this.section.side === 'path' && !side)))
      if (target.path.includes(`{${field.name}}`) && field.schema.type !== undefined) target.pathTypes.set(field.name, field.schema);
    if (side === 'path' || (this.section.side === 'path' && !side)) return;
    if (this.section.headers && !side) return;
    given = given.filter((field) => !field.path);
    const inQuery = given.filter((field) => field.query);
    if (inQuery.length > 0)
      this.place(
        target,
        'query',
        inQuery.map(({ query: _, ...field }) => field),
        line,
        shown,
      );
    let fields = given.filter((field) => !field.query);
    if (fields.length === 0) return;
    const method = target.method;
    // A field a GET's notes name without a side is its query parameter when the path's query string names it.
    if (!side && !this.section.side && method === 'get') {
      // "`GET /trips?from=…` — … Optional `seat_type`": a field said optional or required right after a query string is one more parameter.
      const known = fields.filter(
        (field) => target.query.some((q) => q.name === field.name) || (this.lastQuery.length > 0 && field.stated && field.optional),
      );
      if (known.length > 0) this.place(target, 'query', known, line, shown);
      fields = fields.filter((field) => !known.includes(field));
      if (fields.length === 0) return;
    }
    let where = side ?? this.section.side ?? (method === 'get' ? 'answer' : 'request');
    if (where === 'arrow') where = method === 'get' || method === 'delete' || (status !== undefined && status < 300) ? 'answer' : 'request';
    const code = status ?? this.section.status;
    if (where === 'answer') {
      if (code !== undefined && code >= 300) return;
      target.response ??= [];
      for (const field of fields) addField(target.response, field);
      return;
    }
    if (where === 'request' && method === 'delete') {
      const listed = clip(fields.map((field) => field.name).join(', '), 80);
      this.unread.push({
        line,
        text: shown,
        why: `${listed}: a DELETE has no body, so these fields are not used (write "query: ${listed}" for query parameters)`,
        partly: true,
      });
      return;
    }
    if (where === 'query' || method === 'get') {
      for (const field of fields) {
        const optional = field.stated ? field.optional : true;
        const schema = PAGING.test(field.name) && field.schema.type === undefined ? { type: 'integer' } : field.schema;
        addField(target.query, { ...field, schema, optional, stated: field.stated });
      }
      return;
    }
    for (const field of fields) addField(target.request, field);
  }

  /** Statuses stated for an endpoint (the first wins its condition). */
  statuses(target: Endpoint, statuses: StatedStatus[]): void {
    for (const status of statuses) if (!target.statuses.some((s) => s.code === status.code)) target.statuses.push(status);
  }

  /** The one endpoint "the availability route", "the refunds endpoint" names by its path's last word, if one does. */
  wordEndpoint(text: string): Endpoint | undefined {
    const word = /\bthe\s+([a-z][\w-]*)\s+(?:route|endpoint|call|api|search|listing|lookup)\b/i.exec(text)?.[1]?.toLowerCase();
    if (!word) return undefined;
    const found = this.endpoints.filter((e) => {
      const last =
        e.path
          .split('/')
          .filter((part) => part && !part.startsWith('{'))
          .at(-1)
          ?.toLowerCase() ?? '';
      return last === word || last === `${word}s` || `${last}s` === word;
    });
    return found.length === 1 ? found[0] : undefined;
  }

  /** The endpoint a list item number names ("step 2 returns 403"). */
  stepEndpoint(text: string): Endpoint | undefined {
    const match = /\bstep\s+(\d+)\b(?!\s*[-–—]\s*\d)/i.exec(text);
    return match ? this.steps.get(Number(match[1])) : undefined;
  }
}

/** Query parameters written in a path: `?q=basmati&page=1&in_stock=true&after_id=<integer>`; types from the values. */
function queryFields(query: string): Field[] {
  return query
    .split('&')
    .map((pair) => pair.split('=') as [string, string?])
    .filter(([name]) => /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(name))
    .map(([name, value = '']) => {
      // "?status=PENDING|PAID": the values the parameter takes.
      const values = /^[A-Z][A-Z0-9_]*(?:\|[A-Z][A-Z0-9_]*)+$/.test(value) ? value.split('|') : undefined;
      if (values) return { name, optional: true, schema: { type: 'string', enum: values } };
      const schema = valueSchema(value);
      return { name, optional: true, schema: schema.type === undefined && PAGING.test(name) ? { type: 'integer' } : schema };
    });
}
