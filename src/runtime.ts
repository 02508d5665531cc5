import { randomBytes } from 'node:crypto';
import type { Document } from 'openapi-backend';
import { toolCaller, type CallTool } from './calls/call-tool';
import { compositions, type Compositions } from './calls/compositions';
import { loadContract, type SpecContract } from './calls/contract';
import type { HandlerMap } from './common/operations';
import { servedSpec } from './common/served-spec';
import type { Config } from './config';
import type { Logger } from './http/log';
import { EnginePool } from './pool/engine-pool';
import { operationRunner, type Sources } from './pool/operation-runner';
import { handlers as registryHandlers } from './tools/registry';

/** The tools as every surface calls them: the spec's contract and the one callTool over the registry and the pool. */
export interface Tools {
  contract: SpecContract;
  callTool: CallTool;
  /** Batch and pipeline over the same callTool. */
  compositions: Compositions;
  /** The engine pool heavy operations run on; undefined when every operation runs inline. */
  pool: EnginePool | undefined;
}

export interface ToolsOptions {
  /** Where an unexpected engine failure is logged; by default nowhere (the caller still gets the 500 problem). */
  log?: Pick<Logger, 'error'>;
  /** Replaces the registry (tests only); must still cover every operation in the spec, and runs inline. */
  handlers?: HandlerMap;
  /** The pool to use, or false to run every operation inline (the library and the CLI); by default a new one. */
  pool?: EnginePool | false;
  /** Clock and randomness for handlers (tests pin them). */
  sources?: Partial<Sources>;
}

/**
 * Builds the tools once for a surface (the HTTP service, MCP over stdio, the CLI, the library): the contract, the
 * registry's handlers, the pool (WORKER_THREADS and the other settings of config.pool) and callTool over them.
 */
export async function createTools(config: Readonly<Config>, options: ToolsOptions = {}): Promise<Tools> {
  const registry = options.handlers ?? registryHandlers;
  // Pool threads load the real registry; a test's own registry runs inline.
  const pool = registry !== registryHandlers || options.pool === false ? undefined : (options.pool ?? new EnginePool(config.pool));
  const sources: Sources = { now: () => new Date(), random: (size) => randomBytes(size), ...options.sources };
  // The contract of the tools served (TOOLS): the router, validators and every list follow from it. BASE_PATH is
  // not the contract's: routing is done on paths with the prefix taken off (src/http/steps/base-path.ts).
  const contract = await loadContract(servedSpec({ tools: config.tools, basePath: '' }) as unknown as Document);
  const run = operationRunner(registry, pool, sources);
  const callTool = toolCaller({ contract, run, log: options.log ?? { error: () => undefined } });
  return { contract, pool, callTool, compositions: compositions({ contract, callTool }) };
}
