import { readJsonInput } from './json-input';
import { makeLocator } from './json-positions';
import { parseStrictJson, type JsonNode } from './strict-json';

/** A JSON number whose text a JavaScript number would change (beyond 2^53, `1.0`, `1e400`), kept as written. */
export class NumberText {
  constructor(readonly text: string) {}
}

/** A JSON value as JSON.parse gives it, except numbers that would not print back as written, which stay NumberText. */
export type LosslessValue = null | boolean | number | string | NumberText | LosslessValue[] | { [key: string]: LosslessValue };

function scalarOf(source: string): LosslessValue {
  if (source.startsWith('"')) return JSON.parse(source) as string;
  if (source === 'true' || source === 'false') return source === 'true';
  if (source === 'null') return null;
  return String(Number(source)) === source ? Number(source) : new NumberText(source);
}

// JavaScript lists an object's integer-like keys ("2024") first, in ascending order; the text's order is kept here.
const keyOrder = new WeakMap<object, string[]>();
const INTEGER_LIKE = /^(0|[1-9]\d*)$/;

/** An object's keys in the order the JSON text has them (each once), where JavaScript would list "2024" before "name". */
export function keysInTextOrder(object: { [key: string]: LosslessValue }): string[] {
  return keyOrder.get(object) ?? Object.keys(object);
}

function valueOf(node: JsonNode): LosslessValue {
  if (typeof node === 'string') return scalarOf(node);
  if (node.kind === 'array') return node.items.map(valueOf);
  const object: { [key: string]: LosslessValue } = {};
  // As JSON.parse: the last of repeated keys wins, and "__proto__" is an ordinary own key.
  for (const member of node.members) {
    Object.defineProperty(object, member.key, { value: valueOf(member.value), enumerable: true, writable: true, configurable: true });
  }
  // Only integer-like keys move; other keys keep the order they were set in (a repeated key its first place).
  if (node.members.some(({ key }) => INTEGER_LIKE.test(key))) keyOrder.set(object, [...new Set(node.members.map(({ key }) => key))]);
  return object;
}

/**
 * JSON text read without losing a digit: as readJsonInput reads it (the same errors and depth bound), but every
 * number kept exactly as written where a JavaScript number would change it.
 */
export function readLosslessJson(text: string, field: string): LosslessValue {
  readJsonInput(text, field);
  return valueOf(parseStrictJson(text, makeLocator(text)).root);
}
