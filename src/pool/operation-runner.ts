import { operations, type HandlerMap, type OperationId, type RandomSource } from '../common/operations';
import type { Caller, EnginePool } from './engine-pool';
import { SEED_BYTES } from './random-stream';

/** Where handlers get the time and randomness from: the real ones in service, fixed ones in tests. */
export interface Sources {
  now: () => Date;
  random: RandomSource;
}

export type OperationRunner = (operationId: OperationId, requestBody: unknown, bodyBytes: number, caller: Caller) => Promise<unknown>;

/** The registry must name exactly the spec's operations: checked again at start-up, beyond what the compiler sees. */
function assertRegistryMatchesSpec(registered: string[], declared: string[]): void {
  const missing = declared.filter((id) => !registered.includes(id)).sort();
  const extra = registered.filter((id) => !declared.includes(id)).sort();
  if (missing.length || extra.length) {
    throw new Error(
      `The handler registry and the spec disagree. Missing handlers: [${missing.join(', ')}]; handlers for no operation: [${extra.join(', ')}].`,
    );
  }
}

/**
 * Runs an operation's handler where the spec says: inline on the event loop, or on the engine pool for operations
 * marked `x-engine: worker` (bodies of at most `x-engine-inline-max-bytes` stay inline: they cost microseconds, less
 * than the hop to a thread). Without a pool (a test's own registry, which threads cannot load) all run inline. Pool tasks read the clock here, and their random bytes are a stream keyed by a seed drawn here.
 */
export function operationRunner(registry: HandlerMap, pool: EnginePool | undefined, sources: Sources): OperationRunner {
  assertRegistryMatchesSpec(Object.keys(registry), Object.keys(operations));
  return async (operationId, requestBody, bodyBytes, caller) => {
    const { engine, inlineMaxBytes } = operations[operationId];
    if (pool && engine === 'worker' && bodyBytes > inlineMaxBytes)
      return pool.run(operationId, requestBody, sources.now().getTime(), sources.random(SEED_BYTES), caller);
    const handler = registry[operationId] as (input: unknown) => unknown;
    return handler(new InlineCall(requestBody, sources));
  };
}

/**
 * A handler's input for one inline call. The clock is read when the handler first asks for `now`, then that reading
 * is kept, so the tools that never look at the time (most) cost no Date per call.
 */
class InlineCall {
  readonly request: { requestBody: unknown };
  readonly random: Sources['random'];
  private taken: Date | undefined;

  constructor(
    requestBody: unknown,
    private readonly sources: Sources,
  ) {
    this.request = { requestBody };
    this.random = sources.random;
  }

  get now(): Date {
    this.taken ??= this.sources.now();
    return this.taken;
  }
}
