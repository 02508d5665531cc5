import type { OperationId } from '../common/operations';
import { clip } from '../common/text';
import type { ToolOutcome } from './tool-outcome';
import { ProblemError, type ValidationErrorEntry } from '../problems/problem';
import type { CallTool } from './call-tool';
import {
  answerCall,
  covered,
  inLanes,
  operationOf,
  problemAnswer,
  type CallAnswer,
  type ComposeContext,
  type ToolCallSpec,
} from './compose';
import {
  compatible,
  conversions,
  isReference,
  pointerOf,
  pointerTokens,
  readReference,
  schemasAt,
  typeWords,
  typesOf,
  valueAt,
  type Reference,
  type ValueType,
} from './references';

/** A pipeline as a saved document (the pipeline operation's request body). */
export interface PipelineDocument {
  name?: string;
  description?: string;
  steps: ToolCallSpec[];
  each?: Record<string, unknown>[];
}

/** One run of the steps (the spec's PipelineRun): per item of `each`, or the one run without it. */
export interface PipelineRun {
  index: number;
  status: number;
  steps: CallAnswer[];
}

/** Each operation's request and result schemas, dereferenced, for checking references before anything runs. */
export interface SchemasOf {
  /** The tools served (the contract's: all, or those TOOLS chose), by name: their operationIds. */
  tools: ReadonlyMap<string, OperationId>;
  /** An operation's request schema and its result's. */
  of: (operationId: string) => { request: unknown; result: unknown };
}

const MAX_LISTED = 20;

/** Every reference in a body, with its path (tokens) in the body. */
function* referencesIn(
  value: unknown,
  path: (string | number)[] = [],
): Generator<{ value: Record<string, unknown>; path: (string | number)[] }> {
  if (isReference(value)) {
    yield { value, path };
    return;
  }
  if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* referencesIn(item, [...path, index]);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) yield* referencesIn(item, [...path, key]);
}

const quoted = (reference: Reference): string => `{"${reference.kind}": "${clip(reference.pointer, 80)}"}`;

/** What is wrong with one `$from` of step `step`: where it points, and whether the target takes its type. */
function fromSourceTypes(reference: Reference, step: number, document: PipelineDocument, schemasOf: SchemasOf): Set<ValueType> | string {
  const [stepToken, resultToken, ...rest] = pointerTokens(reference.pointer);
  if (stepToken === undefined || !/^(0|[1-9][0-9]*)$/.test(stepToken))
    return `${quoted(reference)} must start with the number of an earlier step: "/<step>/result/..."`;
  const source = Number(stepToken);
  if (source >= step)
    return `${quoted(reference)} takes from step ${source}, which ${source === step ? 'is this step' : 'comes after this one'}; a step takes values only from the steps before it`;
  if (resultToken !== 'result') return `${quoted(reference)} must point into the step's result: "/${source}/result/..."`;
  const sourceTool = (document.steps[source] as ToolCallSpec).tool;
  const sourceOperation = schemasOf.tools.get(sourceTool);
  if (sourceOperation === undefined)
    return `${quoted(reference)} takes from step ${source}, whose tool "${clip(sourceTool, 60)}" does not exist`;
  const schemas = schemasAt(schemasOf.of(sourceOperation).result, rest);
  if (schemas.length === 0)
    return `${quoted(reference)} does not resolve in the result schema of step ${source} (${sourceTool}): it has no ${pointerOf(rest) || 'value'} (see its result at /docs)`;
  return typesOf(schemas);
}

/**
 * The pipeline's problems before anything runs: every step's tool exists, every reference is well formed, every
 * `$from` points to an earlier step and resolves in the schema of its result, to a type the target property's
 * schema takes (after `$convert`), and `$each` has `each`. Each entry points into the request body.
 */
function pipelineErrors(document: PipelineDocument, schemasOf: SchemasOf): ValidationErrorEntry[] {
  const errors: ValidationErrorEntry[] = [];
  for (const [step, { tool, body }] of document.steps.entries()) {
    const at = (path: (string | number)[]): string => pointerOf(['steps', step, ...path]);
    const operationId = schemasOf.tools.get(tool);
    if (operationId === undefined) {
      try {
        operationOf(tool, schemasOf.tools);
      } catch (error) {
        errors.push({ pointer: at(['tool']), message: `step ${step}: ${(error as ProblemError).detail}` });
      }
      continue;
    }
    const request = schemasOf.of(operationId).request;
    for (const found of referencesIn(body)) {
      const pointer = at(['body', ...found.path]);
      const reference = readReference(found.value);
      const fail = (message: string): void => void errors.push({ pointer, message: `step ${step} (${tool}): ${message}` });
      if (typeof reference === 'string') {
        fail(reference);
        continue;
      }
      let source: Set<ValueType>;
      if (reference.kind === '$each') {
        if (!document.each) {
          fail(`${quoted(reference)} takes a value from the current item of "each", and this pipeline has no "each"`);
          continue;
        }
        source = new Set<ValueType>(['any']);
      } else {
        const types = fromSourceTypes(reference, step, document, schemasOf);
        if (typeof types === 'string') {
          fail(types);
          continue;
        }
        source = types;
      }
      if (reference.convert) {
        const conversion = conversions[reference.convert];
        if (!compatible(source, new Set(conversion.takes))) {
          fail(
            `${quoted(reference)} is ${typeWords(source)}, and "$convert": "${reference.convert}" takes ${conversion.takes.join(' or ')}`,
          );
          continue;
        }
        source = new Set([conversion.gives]);
      }
      const targets = schemasAt(request, found.path.map(String));
      if (targets.length === 0) {
        fail(`${pointerOf(found.path)} is not a property of the request of ${tool}`);
        continue;
      }
      const target = typesOf(targets);
      if (!compatible(source, target))
        fail(`${quoted(reference)} is ${typeWords(source)}, and ${pointerOf(found.path)} of ${tool} takes ${typeWords(target)}`);
    }
  }
  return errors;
}

/** The 422 pipeline_invalid problem, when the pipeline cannot run as written. */
export function checkPipeline(document: PipelineDocument, schemasOf: SchemasOf): ProblemError | undefined {
  const errors = pipelineErrors(document, schemasOf);
  if (errors.length === 0) return undefined;
  const listed = errors.length > MAX_LISTED ? ` (the first ${MAX_LISTED} are listed)` : '';
  return new ProblemError(
    'pipeline_invalid',
    `The pipeline cannot run as written: ${errors.length} problem${errors.length === 1 ? '' : 's'}${listed}; nothing was run.`,
    { errors: errors.slice(0, MAX_LISTED), errorCount: errors.length },
  );
}

/** A step's body with its references filled in from the run so far, or the problem that stops the step. */
function filledBody(
  step: number,
  call: ToolCallSpec,
  answers: readonly CallAnswer[],
  values: unknown[],
  item: unknown,
): Record<string, unknown> | ProblemError {
  const fill = (value: unknown, path: (string | number)[]): unknown => {
    if (isReference(value)) {
      const reference = readReference(value) as Reference;
      const tokens = pointerTokens(reference.pointer);
      let found: ReturnType<typeof valueAt>;
      if (reference.kind === '$from') {
        const source = Number(tokens[0]);
        const answer = answers[source] as CallAnswer;
        if (answer.status !== 200)
          throw new ProblemError(
            'pipeline_step_skipped',
            `Step ${step} (${call.tool}) was not run: ${pointerOf(['steps', step, 'body', ...path])} takes ${quoted(reference)}, and step ${source} (${answer.tool}) ${answer.status === 424 ? 'was not run either' : `failed with ${answer.status}`}.`,
          );
        values[source] ??= (answer as { result: ToolOutcome }).result.value();
        found = valueAt(values[source], tokens.slice(2));
      } else found = valueAt(item, tokens);
      if (!found.found)
        throw new ProblemError(
          'pipeline_reference_missing',
          `Step ${step} (${call.tool}): ${quoted(reference)} at ${pointerOf(['steps', step, 'body', ...path])} has no value in this run (${reference.kind === '$from' ? `the result of step ${tokens[0]}` : 'the item of "each"'} has nothing at ${pointerOf(tokens.slice(0, (reference.kind === '$from' ? 2 : 0) + found.at + 1))}).`,
        );
      return convert(found.value, reference, step, call.tool);
    }
    if (Array.isArray(value)) return value.map((entry, index) => fill(entry, [...path, index]));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, fill(entry, [...path, key])]));
    return value;
  };
  try {
    return fill(call.body, []) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ProblemError) return error;
    throw error;
  }
}

function convert(value: unknown, reference: Reference, step: number, tool: string): unknown {
  if (reference.convert === 'json-text') return JSON.stringify(value);
  if (reference.convert === 'paise-to-rupees') {
    if (!Number.isSafeInteger(value))
      throw new ProblemError(
        'pipeline_reference_missing',
        `Step ${step} (${tool}): ${quoted(reference)} is not a whole number of paise, so "$convert": "paise-to-rupees" cannot convert it.`,
      );
    // Paise to rupees is a division by 100: the double nearest the exact quotient, which prints as the paise's digits.
    return (value as number) / 100;
  }
  return value;
}

/** The status of a run: 200 when every step answered 200, else the first status that was not. */
const runStatus = (answers: readonly CallAnswer[]): number => answers.find((answer) => answer.status !== 200)?.status ?? 200;

/**
 * Runs a pipeline already checked (checkPipeline): once, or once per item of `each`, runs in lanes
 * (ComposeContext.concurrency), the steps of a run in order. A step whose `$from` takes from a failed step answers
 * 424 pipeline_step_skipped; the others run. Every step counts against the quota: the runs it does not cover (the
 * last ones) answer its refusal in every step. Each run goes to `emit` when it is done.
 */
export async function runPipeline(
  callTool: CallTool,
  document: PipelineDocument,
  context: ComposeContext,
  emit: (run: PipelineRun) => void | Promise<void>,
): Promise<void> {
  const items: unknown[] = document.each ?? [undefined];
  const { granted, refusal } = await covered(items.length * document.steps.length, context);
  const runsCovered = Math.floor(granted / document.steps.length);
  await inLanes(items.length, { ...context, concurrency: context.concurrency }, async (index) => {
    const answers: CallAnswer[] = [];
    const values: unknown[] = [];
    for (const [step, call] of document.steps.entries()) {
      if (refusal && index >= runsCovered) {
        answers.push(problemAnswer(step, call.tool, refusal, context.typeBase));
        continue;
      }
      const body = filledBody(step, call, answers, values, items[index]);
      answers.push(
        body instanceof ProblemError
          ? problemAnswer(step, call.tool, body, context.typeBase)
          : await answerCall(callTool, step, { tool: call.tool, body }, { ...context, logFields: { ...context.logFields, run: index } }),
      );
    }
    await emit({ index, status: runStatus(answers), steps: answers });
  });
}
