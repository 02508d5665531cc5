/**
 * The names a description writes as code (`order_ref`, `customerId`, `` `tier` (string) ``) that reach no endpoint:
 * each sentence that names one and leaves it out of the document is a warning that quotes it, so nothing a caller
 * wrote is dropped in silence.
 */
import { clip } from '../../common/text';
import type { Endpoint } from './model';
import type { Reader } from './reader';
import type { Schema } from './types';

/** The code-like names of a sentence: snake_case, camelCase, and names in code marks followed by a hint. */
export function namesIn(sentence: string): string[] {
  const text = sentence
    // A JSON key is a name; a JSON string value is not.
    .replace(/"((?:[^"\\]|\\.)*)"(\s*:)?/g, (_, inner: string, colon?: string) => (colon ? `${inner}:` : ' '))
    .replace(/https?:\/\/\S+|\{\{[^{}]*\}\}|\$\{?\w+\}?/g, ' ')
    .replace(/(?:^|[\s`(])\/[^\s`)]*/g, ' ')
    .replace(/\b(?:Bearer|Basic)\s+\S+/g, ' ')
    .replace(/\b[A-Za-z]+(?:-[A-Za-z0-9]+)+\b/g, ' ')
    .replace(/\b\w+\.\w+\(/g, ' ');
  const found = new Set<string>();
  for (const match of text.matchAll(/\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[0-9]*(?:[A-Z][a-z0-9]*)+)\b/g)) found.add(match[1] as string);
  for (const match of text.matchAll(/`([A-Za-z_][\w]*)`\s*(?:\(|\*|:)/g)) found.add(match[1] as string);
  return [...found].filter((name) => !/^(?:e\.g|i\.e)$/.test(name));
}

function collect(schema: Schema, into: Set<string>, depth = 0): void {
  if (depth > 8) return;
  for (const value of (schema.enum as unknown[] | undefined) ?? []) into.add(String(value));
  const object = schema.type === 'array' ? ((schema.items as Schema) ?? {}) : schema;
  if (object.enum) collect(object, into, depth + 1);
  for (const [key, child] of Object.entries((object.properties as Record<string, Schema>) ?? {})) {
    into.add(key);
    collect(child, into, depth + 1);
  }
}

/** Every name the read endpoints hold: fields at any depth, enum values, parameters, header names, path words. */
function held(reader: Reader): Set<string> {
  const names = new Set<string>();
  const add = (target: Endpoint) => {
    for (const field of [...target.query, ...target.request, ...(target.response ?? [])]) {
      names.add(field.name.split('.')[0]?.replace(/\[\]$/, '') ?? field.name);
      collect(field.schema, names);
    }
    for (const part of target.path.split(/[/{}]/)) names.add(part);
    for (const auth of target.auth) if (auth.kind === 'apiKey') names.add(auth.header);
  };
  reader.endpoints.forEach(add);
  for (const fields of reader.models.values()) for (const field of fields) names.add(field.name);
  for (const note of reader.notes) for (const word of note.rest.match(/\b\w+\b/g) ?? []) names.add(word);
  return names;
}

/** Warnings for the sentences whose code-like names reach no endpoint. */
export function unusedNames(reader: Reader): void {
  const names = held(reader);
  for (const { line, text, names: written } of reader.said) {
    const missing = written.filter((name) => !names.has(name));
    if (missing.length === 0 || reader.unread.some((unread) => unread.line === line && unread.text === text.slice(0, 100))) continue;
    const listed = missing
      .slice(0, 5)
      .map((name) => `\`${clip(name, 40)}\``)
      .join(', ');
    reader.unread.push({
      line,
      text: text.slice(0, 100),
      why: `${listed} ${missing.length === 1 ? 'is' : 'are'} named here but in no endpoint's fields`,
      partly: true,
    });
  }
}
