/**
 * YAML blocks of API notes, parsed with the `yaml` library: endpoints as keys (`GET /mandi/prices:`) with their parts
 * (`query:`, `body:`, `response 201:`, `responses:`, OpenAPI's `parameters`, `requestBody` and `responses` with
 * `content` and `schema`), an OpenAPI `paths:` map, or a schema alone (the fields of the section it stands in).
 */
import { parse } from 'yaml';
import { fieldsOfNode, isSchemaNode } from './json-schema';
import type { Field, Method } from './model';
import { mentionsIn } from './mentions';
import type { Reader } from './reader';
import { typeCellSchema } from './phrases';
import { readAuth } from './statements';
import type { Endpoint } from './model';

type Node = unknown;
const isMap = (node: Node): node is Record<string, Node> => typeof node === 'object' && node !== null && !Array.isArray(node);
const METHODS = /^(?:get|post|put|patch|delete)$/i;

/** The YAML of a block, or undefined when it is not YAML (or not a mapping). */
export function parseYaml(text: string): Record<string, Node> | undefined {
  try {
    const value = parse(text, { maxAliasCount: 10, prettyErrors: false, uniqueKeys: false }) as Node;
    return isMap(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** An OpenAPI `content` map or a `schema` wrapper: the schema inside. */
function unwrap(node: Node): Node {
  let current = node;
  for (let depth = 0; depth < 4 && isMap(current); depth += 1) {
    if (isMap(current.content)) current = Object.values(current.content)[0];
    else if (isMap(current.schema)) current = current.schema;
    else break;
  }
  return current;
}

/** OpenAPI's `parameters:` list (`- name: page, in: query, schema: {…}, required: true`). */
function parameterList(node: Node[]): Field[] {
  return node.filter(isMap).flatMap((parameter): Field[] => {
    if (typeof parameter.name !== 'string' || (parameter.in !== undefined && parameter.in !== 'query')) return [];
    const { fields } = fieldsOfNode({
      [parameter.name]: { ...(isMap(parameter.schema) ? parameter.schema : parameter), required: parameter.required === true },
    });
    return fields;
  });
}

function place(reader: Reader, target: Endpoint, side: 'query' | 'request' | 'answer', node: Node, line: number, status?: number): void {
  if (side === 'query' && Array.isArray(node)) return reader.place(target, 'query', parameterList(node), line, 'parameters');
  // "200: array of { docId: string, kind: string }": a type written as text.
  const written = typeof node === 'string' ? typeCellSchema(node) : undefined;
  const { fields, list } = fieldsOfNode(written?.type === 'array' || written?.type === 'object' ? written : unwrap(node));
  if (side === 'answer' && (status === undefined || status < 300)) target.list = list;
  reader.place(target, side, fields, line, side, status);
}

/** One operation's parts. */
function operation(reader: Reader, target: Endpoint, node: Node, line: number): void {
  if (!isMap(node)) return;
  for (const [key, value] of Object.entries(node)) {
    const status = /\b([1-5]\d\d)\b/.exec(key)?.[1];
    if (/^(?:query|params|parameters|query[_ ]?params|query[_ ]?parameters|querystring|search[_ ]?params)$/i.test(key))
      place(reader, target, 'query', value, line);
    else if (/^(?:body|request|request[_ ]?body|requestBody|payload|input|json|form)$/i.test(key))
      place(reader, target, 'request', value, line);
    else if (/^(?:responses?|returns?|answer|output|reply)(?:\s+[1-5]\d\d)?$|^[1-5]\d\d$/i.test(key)) {
      const byStatus = isMap(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => /^[1-5]\d\d$|^default$/.test(k));
      for (const [code, answer] of byStatus ? Object.entries(value) : [[status ?? '', value] as const]) {
        const number = Number(code) || undefined;
        if (number)
          reader.statuses(target, [
            { code: number, why: isMap(answer) && typeof answer.description === 'string' ? answer.description : '' },
          ]);
        if (number === undefined || number < 300) place(reader, target, 'answer', answer, line, number);
      }
    } else if (/^(?:errors?|error[_ ]?codes?|failures?)$/i.test(key)) {
      // "errors: [400]", "errors: { 404: survey not found }": statuses, no fields.
      const codes = Array.isArray(value) ? value.map(String) : isMap(value) ? Object.keys(value) : [];
      const stated = codes.filter((code) => /^[1-5]\d\d$/.test(code));
      reader.statuses(
        target,
        stated.map((code) => ({ code: Number(code), why: isMap(value) && typeof value[code] === 'string' ? (value[code] as string) : '' })),
      );
    } else if (/^(?:auth|security|authentication)$/i.test(key)) {
      const auth = readAuth(typeof value === 'string' ? value : JSON.stringify(value));
      if (auth?.auth) target.auth.push(auth.auth);
      else if (auth?.isPublic) target.isPublic = true;
    } else if (/^(?:summary|description)$/i.test(key) && typeof value === 'string') target.summary ||= value.split(/[.\n]/)[0] ?? '';
  }
}

/** A YAML block: its endpoints and their parts, or a schema for the section it stands in. */
export function readYaml(reader: Reader, unit: { line: number; text: string; value: Record<string, Node> }): boolean {
  let found = false;
  const visit = (node: Record<string, Node>, depth: number) => {
    for (const [key, value] of Object.entries(node)) {
      const mention = mentionsIn(key)[0];
      if (mention) {
        const target = reader.endpointAt(mention.method, mention.raw, unit.line, key, key);
        if (target) operation(reader, target, value, unit.line);
        found = true;
      } else if (key.startsWith('/') && isMap(value) && Object.keys(value).some((k) => METHODS.test(k))) {
        for (const [method, body] of Object.entries(value)) {
          if (!METHODS.test(method)) continue;
          const target = reader.endpointAt(method.toLowerCase() as Method, key, unit.line, `${method.toUpperCase()} ${key}`, key);
          if (target) operation(reader, target, body, unit.line);
          found = true;
        }
      } else if (/^paths$/i.test(key) && isMap(value) && depth === 0) visit(value, depth + 1);
      // "create_survey: { method: POST, path: /surveys, body: … }": an operation named by its key.
      else if (
        isMap(value) &&
        typeof value.method === 'string' &&
        METHODS.test(value.method) &&
        typeof (value.path ?? value.url) === 'string'
      ) {
        const path = String(value.path ?? value.url);
        const method = value.method.toLowerCase() as Method;
        const target = reader.endpointAt(method, path, unit.line, `${value.method.toUpperCase()} ${path}`, key);
        if (target) operation(reader, target, value, unit.line);
        found = true;
      }
    }
  };
  visit(unit.value, 0);
  if (found || !reader.current) return found;
  // A schema alone: the fields of the section it stands in.
  const node = unit.value;
  if (!isSchemaNode(node) && !Object.values(node).some((value) => isSchemaNode(value) || typeof value === 'string')) return false;
  const side =
    reader.section.side === 'query'
      ? 'query'
      : reader.section.side === 'request'
        ? 'request'
        : reader.section.side === 'answer'
          ? 'answer'
          : undefined;
  const target = reader.current;
  place(reader, target, side ?? (target.method === 'get' ? 'answer' : 'request'), node, unit.line, reader.section.status);
  return true;
}
