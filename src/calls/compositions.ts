import type { CompositionId } from '../generated/operations';
import { validationProblem, type CallTool } from './call-tool';
import { answerBytes, runBatch, type CallAnswer, type ComposeContext, type ToolCallSpec } from './compose';
import type { SpecContract } from './contract';
import { checkPipeline, runPipeline, type PipelineDocument, type PipelineRun, type SchemasOf } from './pipeline';

/** What a batch or a pipeline answers, one entry at a time: a call's answer (batch) or a run (pipeline). */
export type ComposedEntry = CallAnswer | PipelineRun;

/** A batch or a pipeline whose request passed every check: what it costs, and its run for a caller, each entry to `emit` as it is done. */
export interface PreparedComposition {
  /** The tool calls it makes at most, each one request of the client's quota: the calls of a batch, steps × runs of a pipeline. */
  calls: number;
  run: (context: ComposeContext, emit: (entry: ComposedEntry) => void | Promise<void>) => Promise<void>;
}

/** An entry as JSON (UTF-8; a pool result's bytes put in as they are). */
export function entryBytes(entry: ComposedEntry): Buffer {
  if ('tool' in entry) return answerBytes(entry);
  const pieces = entry.steps.flatMap((answer, index) => (index === 0 ? [answerBytes(answer)] : [comma, answerBytes(answer)]));
  return Buffer.concat([Buffer.from(`{"index":${entry.index},"status":${entry.status},"steps":[`), ...pieces, Buffer.from(']}')]);
}

const comma = Buffer.from(',');

type Json = Record<string, unknown>;

/** Each operation's request and result schemas, dereferenced by openapi-backend. */
function contractSchemas(contract: SpecContract): SchemasOf {
  const known = new Map<string, ReturnType<SchemasOf['of']>>();
  const of: SchemasOf['of'] = (operationId) => {
    let schemas = known.get(operationId);
    if (!schemas) {
      const operation = contract.router.getOperation(operationId) as unknown as Json;
      const request = ((operation.requestBody as Json).content as Record<string, Json>)['application/json']?.schema;
      const response = ((operation.responses as Record<string, Json>)['200']?.content as Record<string, Json>)['application/json']
        ?.schema as Json;
      schemas = { request, result: (response.properties as Json).result };
      known.set(operationId, schemas);
    }
    return schemas;
  };
  return { tools: contract.tools, of };
}

/**
 * The compositions (batch, pipeline) for a surface: `prepare` checks a request with the operation's schema (422
 * validation_failed) and, for a pipeline, its references (422 pipeline_invalid), before anything runs, and gives the
 * run. Every call inside goes through the one callTool.
 */
export function compositions({ contract, callTool }: { contract: SpecContract; callTool: CallTool }) {
  const schemasOf = contractSchemas(contract);
  return {
    prepare(operationId: CompositionId, body: Record<string, unknown>, inputName = 'body'): PreparedComposition {
      const operation = contract.router.getOperation(operationId);
      if (!operation) throw new Error(`The spec has no operation ${operationId}`);
      const errors = contract.bodyErrors(operationId, body);
      if (errors.length > 0) throw validationProblem(errors, operationId, inputName);
      if (operationId === 'batch') {
        const calls = body.calls as ToolCallSpec[];
        return { calls: calls.length, run: (context, emit) => runBatch(callTool, calls, { ...context, tools: contract.tools }, emit) };
      }
      const document = body as unknown as PipelineDocument;
      const invalid = checkPipeline(document, schemasOf);
      if (invalid) throw invalid;
      const calls = (document.each?.length ?? 1) * document.steps.length;
      return { calls, run: (context, emit) => runPipeline(callTool, document, { ...context, tools: contract.tools }, emit) };
    },
  };
}

export type Compositions = ReturnType<typeof compositions>;
