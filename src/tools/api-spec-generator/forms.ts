/**
 * Fields as web forms and PHP write them. An HTML form (`<form action="/x" method="post" enctype="…">`) names its
 * endpoint and media type; its controls are the fields, typed as HTML defines each input (`email`, `number` with an
 * integer step an integer, `date`, `datetime-local`, `checkbox` a boolean, `file` a file, a `<select>`'s or radio
 * group's options an enumeration) and required when they carry `required`. A PHP array is Laravel's validation rules
 * (`'due_date' => 'required|date'`, `nullable`, `sometimes`, `in:a,b`, `items.*.qty`: the request) or a resource's
 * `toArray()` (`'total' => (float) $this->total`: the answer).
 */
import type { Field, Method } from './model';
import type { Reader } from './reader';
import type { Schema } from './types';
import { refineByComment } from './members';

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g))
    found[(match[1] as string).toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
  return found;
}

function inputSchema(attrs: Record<string, string>): Schema {
  switch ((attrs.type ?? 'text').toLowerCase()) {
    case 'email':
      return { type: 'string', format: 'email' };
    case 'number':
    case 'range':
      return /^(?:|\d+|any)$/.test(attrs.step ?? '') && attrs.step !== 'any' && !/\./.test(`${attrs.min ?? ''}${attrs.max ?? ''}`)
        ? { type: 'integer' }
        : { type: 'number' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime-local':
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'url':
      return { type: 'string', format: 'uri' };
    case 'checkbox':
      return { type: 'boolean' };
    case 'file':
      return { type: 'string', contentMediaType: 'application/octet-stream' };
    default:
      return { type: 'string' };
  }
}

/** An HTML form: its endpoint, media type and fields. */
export function readForm(reader: Reader, unit: { line: number; text: string }): void {
  const open = /<form\b([^>]*)>/i.exec(unit.text);
  if (!open) return;
  const form = attributes(open[1] as string);
  const method = (/^(?:get|post|put|patch|delete)$/i.test(form.method ?? '') ? (form.method as string) : 'get').toLowerCase() as Method;
  const target = form.action
    ? reader.endpointAt(method, form.action, unit.line, unit.text.slice(0, 200), `<form action="${form.action}">`)
    : reader.current;
  if (!target) return;
  if (method !== 'get')
    target.mediaType =
      /multipart/i.test(form.enctype ?? '') || /type\s*=\s*["']?file/i.test(unit.text)
        ? 'multipart/form-data'
        : 'application/x-www-form-urlencoded';
  const fields: Field[] = [];
  const radios = new Map<string, string[]>();
  for (const match of unit.text.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>|<(input|textarea)\b([^>]*)>/gi)) {
    const tag = match[3]?.toLowerCase() ?? 'select';
    const attrs = attributes((match[1] ?? match[4]) as string);
    const name = attrs.name?.replace(/\[\]$/, '');
    const type = (attrs.type ?? '').toLowerCase();
    if (!name || /^(?:submit|button|reset|image)$/.test(type) || fields.length >= 200) continue;
    let schema: Schema;
    if (tag === 'select') {
      const values = [...(match[2] ?? '').matchAll(/<option\b([^>]*)>([^<]*)/gi)]
        .map((option) => attributes(option[1] as string).value ?? (option[2] as string).trim())
        .filter((value) => value !== '');
      schema = values.length > 0 ? { type: 'string', enum: values } : { type: 'string' };
    } else if (type === 'radio') {
      const values = radios.get(name) ?? [];
      radios.set(name, [...values, attrs.value ?? '']);
      schema = { type: 'string', enum: radios.get(name) };
    } else schema = tag === 'textarea' ? { type: 'string' } : inputSchema(attrs);
    if ('multiple' in attrs || attrs.name?.endsWith('[]')) schema = { type: 'array', items: schema };
    const known = fields.find((field) => field.name === name);
    if (known) known.schema = schema;
    else fields.push({ name, schema, optional: !('required' in attrs), stated: true });
  }
  reader.place(target, method === 'get' ? 'query' : 'request', fields, unit.line, `<form action="${form.action ?? ''}">`);
}

/** Laravel's rules for one field: its type, values and whether it is required. */
function rules(list: string[]): { schema: Schema; optional?: boolean } {
  let schema: Schema = {};
  let optional: boolean | undefined;
  for (const rule of list) {
    const [name = '', argument = ''] = rule.trim().split(/:(.*)/s);
    if (/^(?:required|present|filled|accepted)$/.test(name)) optional = false;
    else if (/^(?:nullable|sometimes|optional|required_if|required_with|required_without|required_unless)$/.test(name)) optional = true;
    else if (/^(?:string|alpha|alpha_num|alpha_dash|regex|ip|ipv4|json|timezone)$/.test(name) && schema.type === undefined)
      schema = { type: 'string' };
    else if (/^(?:integer|int|digits|digits_between)$/.test(name)) schema = { type: 'integer' };
    else if (/^(?:numeric|decimal)$/.test(name)) schema = { type: 'number' };
    else if (/^(?:boolean|bool)$/.test(name)) schema = { type: 'boolean' };
    else if (name === 'date') schema = { type: 'string', format: 'date' };
    else if (name === 'date_format')
      schema = /^Y-m-d$/.test(argument)
        ? { type: 'string', format: 'date' }
        : /H/.test(argument) && /d/.test(argument)
          ? { type: 'string', format: 'date-time' }
          : { type: 'string' };
    else if (name === 'email') schema = { type: 'string', format: 'email' };
    else if (name === 'url' || name === 'active_url') schema = { type: 'string', format: 'uri' };
    else if (name === 'uuid') schema = { type: 'string', format: 'uuid' };
    else if (name === 'array') schema = { type: 'array', items: {} };
    else if (/^(?:file|image|mimes|mimetypes)$/.test(name)) schema = { type: 'string', contentMediaType: 'application/octet-stream' };
    else if (name === 'in') schema = { type: 'string', enum: argument.split(',').map((value) => value.trim().replace(/^["']|["']$/g, '')) };
  }
  return { schema, ...(optional !== undefined ? { optional } : {}) };
}

/** A resource's value for one field: its cast, its method, or its comment. */
function resourceValue(value: string, comment: string): Schema {
  const cast = /^\(\s*(int|integer|float|double|bool|boolean|string|array)\s*\)/.exec(value)?.[1];
  if (cast)
    return {
      int: { type: 'integer' },
      integer: { type: 'integer' },
      float: { type: 'number' },
      double: { type: 'number' },
      bool: { type: 'boolean' },
      boolean: { type: 'boolean' },
      string: { type: 'string' },
      array: { type: 'array', items: {} },
    }[cast] as Schema;
  if (/->toDateString\(\)|->format\(\s*['"]Y-m-d['"]\s*\)/.test(value)) return { type: 'string', format: 'date' };
  if (/->(?:toIso8601String|toDateTimeString|toAtomString|toJSON)\(\)|->format\(\s*['"](?:c|Y-m-d\\?TH)/.test(value))
    return { type: 'string', format: 'date-time' };
  if (/^(?:true|false)$/i.test(value)) return { type: 'boolean' };
  if (/^-?\d+$/.test(value)) return { type: 'integer' };
  const words = comment.replace(/\bY-m-d\b/, 'date');
  return refineByComment({}, words).schema;
}

/** The fields of a PHP array's body, and whether it is rules (the request) or a resource (the answer). */
export function phpFields(body: string): { fields: Field[]; role: 'request' | 'answer' } {
  const fields: Field[] = [];
  const resource = /\$this->|\$\w+->/.test(body);
  for (const match of body.matchAll(/['"]([\w.*-]+)['"]\s*=>\s*((?:\[[^\]]*\]|[^,\n])*?)\s*,?[ \t]*(?:\/\/\s*([^\n]*))?(?=\n|$)/g)) {
    const key = (match[1] as string).replace(/\.\*\./g, '[].').replace(/\.\*$/, '[]');
    const value = (match[2] as string).trim();
    if (fields.length >= 200) break;
    if (resource) {
      fields.push({ name: key, schema: resourceValue(value, match[3] ?? ''), optional: false });
      continue;
    }
    const list = value.startsWith('[')
      ? [...value.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1] as string)
      : value.replace(/^['"]|['"]$/g, '').split('|');
    const read = rules(list);
    if (key.endsWith('[]')) {
      fields.push({
        name: key.slice(0, -2),
        schema: { type: 'array', items: read.schema },
        optional: read.optional ?? false,
        stated: read.optional !== undefined,
      });
      continue;
    }
    const existing = fields.find((field) => field.name === key);
    if (existing && read.schema.type === 'array') continue;
    fields.push({
      name: key,
      schema: read.schema,
      optional: read.optional ?? false,
      ...(read.optional !== undefined ? { stated: true } : {}),
    });
  }
  return { fields, role: resource ? 'answer' : 'request' };
}
