/** The shape a text shows in a literal: its fields, whether it is a list, and the example it is. */
import { fieldsOfNode, isSchemaDocument } from './json-schema';
import { readLiteral } from './literal';
import { fieldsOf, type Field } from './model';
import type { Schema } from './types';

/** The fields of a literal written in a text (`{ a: string }`, `[{...}]`), whether it is a list, and its example. */
export function literalIn(text: string): { fields: Field[]; list: boolean; example?: unknown; before: string; after: string } | undefined {
  // A brace inside a path (`/tasks/{taskId}`) or a word is no literal.
  const found = /(?:^|[\s(:=>`→])([{[]|Array<)/.exec(text);
  if (!found) return undefined;
  const at = found.index + found[0].length - (found[1] as string).length;
  const literal = readLiteral(text, at);
  if (!literal) return undefined;
  // A JSON Schema document (`{"type": "object", "properties": …}`) describes the fields; it is no example of them.
  if (literal.example !== undefined && isSchemaDocument(literal.example)) {
    const read = fieldsOfNode(literal.example);
    return { fields: read.fields, list: read.list, before: text.slice(0, at), after: text.slice(literal.end) };
  }
  const list = literal.schema.type === 'array';
  const object = list ? ((literal.schema.items as Schema) ?? {}) : literal.schema;
  if (object.type !== 'object') return undefined;
  return {
    fields: fieldsOf(object),
    list,
    ...(literal.example !== undefined ? { example: literal.example } : {}),
    before: text.slice(0, at),
    after: text.slice(literal.end),
  };
}
