/**
 * The spec's validators as code, compiled once at codegen rather than by every process that starts (Ajv standalone,
 * as the tool pages' validators are): each operation's request body with the options the service validates with
 * (REQUEST_BODY_OPTIONS: defaults filled in, verbose errors), and each answer it documents, by status and media type,
 * for VALIDATE_RESPONSES. The schemas are compiled where they stand in the bundled spec, so its local `$ref`s (and a
 * schema that refers to itself) resolve as the spec's; a schema the spec holds once is compiled once.
 */
import Ajv2020 from 'ajv/dist/2020';
import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { createSpecAjv, REQUEST_BODY_OPTIONS } from './spec-ajv';

type Media = Record<string, { schema?: unknown }>;
type Operation = {
  operationId: string;
  requestBody?: { content?: Media };
  responses?: Record<string, { content?: Media; $ref?: string }>;
};
type Spec = { paths: Record<string, { post?: Operation }> };

const SPEC_ID = 'spec';
/** A JSON pointer into the bundled spec, as an Ajv reference to it. */
const pointer = (...tokens: string[]): string =>
  `${SPEC_ID}#/${tokens.map((token) => token.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

const lead = (
  header: string,
) => `${header}// @ts-nocheck: Ajv's standalone output, untyped; src/calls/spec-validators.ts gives it its types.
/* eslint-disable */
`;

/** The standalone module of `refs` (export name: reference into the spec), with ajv's `"use strict"` moved after the header. */
function moduleOf(ajv: Ajv2020, spec: Spec, refs: Record<string, string>): string {
  ajv.addSchema(structuredClone(spec) as object, SPEC_ID, undefined, false);
  return standaloneCode(ajv, refs).replace(/^"use strict";/, '');
}

type Response = { content?: Media; $ref?: string };
/** A response object where it stands, or where its local `$ref` (`#/components/responses/...`) leads. */
function followed(spec: Spec, where: string[], response: Response): [string[], Response] {
  if (typeof response.$ref !== 'string') return [where, response];
  const tokens = response.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  const target = tokens.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], spec) as Response;
  return followed(spec, tokens, target);
}

const operationsOf = (spec: Spec): Array<[string, Operation]> =>
  Object.entries(spec.paths).flatMap(([path, item]) => (item.post ? [[path, item.post] as [string, Operation]] : []));

/** `src/generated/request-validators.ts`: one validator per operation, exported under its operationId. */
export function requestValidatorModule(spec: Spec, header: string): string {
  const refs = Object.fromEntries(
    operationsOf(spec)
      .filter(([, op]) => op.requestBody?.content?.['application/json']?.schema !== undefined)
      .map(([path, op]) => [op.operationId, pointer('paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema')]),
  );
  const ajv = createSpecAjv({ ...REQUEST_BODY_OPTIONS, code: { source: true, esm: true } });
  return `${lead(header)}${moduleOf(ajv, spec, refs)}\n`;
}

/**
 * `src/generated/response-validators.ts`: a validator per documented answer, and `responseValidators`, by operationId,
 * status and media type in the spec's order (the first is the status's answer when the media type is not asked for).
 */
export function responseValidatorModule(spec: Spec, header: string): string {
  const refs: Record<string, string> = {};
  const index: Record<string, Record<string, Record<string, string>>> = {};
  const names = new Map<string, string>();
  for (const [path, op] of operationsOf(spec)) {
    for (const [status, stated] of Object.entries(op.responses ?? {})) {
      const [where, response] = followed(spec, ['paths', path, 'post', 'responses', status], stated);
      for (const [media, { schema }] of Object.entries(response.content ?? {})) {
        if (schema === undefined) continue;
        const ref = pointer(...where, 'content', media, 'schema');
        if (!names.has(ref)) names.set(ref, `r${names.size}`);
        const name = names.get(ref) as string;
        refs[name] = ref;
        ((index[op.operationId] ??= {})[status] ??= {})[media] = name;
      }
    }
  }
  const formats = _`require("ajv-formats/dist/formats").fullFormats`;
  const ajv = createSpecAjv({ inlineRefs: false, code: { source: true, esm: true, formats } });
  const lookup = JSON.stringify(index, null, 2).replace(/"(r\d+)"/g, '$1');
  return `${lead(header)}${moduleOf(ajv, spec, refs)}
/** Each documented answer's validator, by operationId, status and media type (in the spec's order). */
export const responseValidators = ${lookup};
`;
}
