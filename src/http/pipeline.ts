import Koa from 'koa';
import type { Operation } from 'openapi-backend';
import type { JsonObjectBody } from './steps/json-body';
import type { ToolOutcome } from '../calls/tool-outcome';

/** What the steps of one request share: Koa's context and what earlier steps found out. */
export interface Exchange {
  readonly ctx: Koa.Context;
  /** When the request reached the pipeline (process.hrtime.bigint()). */
  readonly startedAt: bigint;
  /** The request's id (X-Request-Id); set by the request-id step. */
  requestId: string;
  /** The client's address, as the rate limits key it; set by the client-address step. */
  client: string;
  /** The spec operation the path names; set by the operation step. */
  operation?: Operation;
  /** The request's JSON object body; set by the JSON-body step. */
  body?: JsonObjectBody;
  /** The tool's answer, `{ tool, result }`; set by the dispatch step, and written by the answer-budget step. */
  answer?: { tool: string; result: ToolOutcome };
  /** The problem's code, when the answer is one; set by the problem answer (the error boundary). */
  problemCode?: string;
}

/** What a step may find out about a request, for the next steps: declared, so the order is checked at build. */
type ExchangeFact = 'requestId' | 'client' | 'operation' | 'body' | 'answer';

/** `'answered'`: the answer is complete and the rest of the list is skipped; nothing: go on with the next step. */
type StepOutcome = 'answered' | undefined;

/** The one shape of every step of the pipeline: a name for the declared list, and what it does to an exchange. */
export interface Step {
  readonly name: string;
  readonly run: (exchange: Exchange) => StepOutcome | void | Promise<StepOutcome | void>;
  /** A branch's own list (for describePipeline). */
  readonly steps?: readonly Step[];
  /** What this step finds out (the exchange fields it sets). */
  readonly provides?: readonly ExchangeFact[];
  /** What an earlier step must have found out: checked when the app is built (checkStepOrder). */
  readonly needs?: readonly ExchangeFact[];
}

/** Turns anything a step threw into the answer (the error boundary). */
export type ProblemAnswer = (exchange: Exchange, error: unknown) => void;

/** The declared pipeline: `steps` until one answers, then `afterAnswer` (all of them), which see the final answer, problems included. */
export interface Pipeline {
  readonly steps: readonly Step[];
  readonly afterAnswer: readonly Step[];
}

/**
 * Runs steps in order until one answers. Synchronous steps cost no promise: the list goes on synchronously until a
 * step returns one, and only then does the rest of the list continue in an async function (no closure per request).
 */
function runSteps(steps: readonly Step[], exchange: Exchange, from = 0): StepOutcome | Promise<StepOutcome> {
  for (let index = from; index < steps.length; index += 1) {
    const outcome = (steps[index] as Step).run(exchange);
    if (outcome instanceof Promise) return stepsAfter(outcome, steps, exchange, index + 1);
    if (outcome === 'answered') return 'answered';
  }
  return undefined;
}

async function stepsAfter(
  pending: Promise<StepOutcome | void>,
  steps: readonly Step[],
  exchange: Exchange,
  from: number,
): Promise<StepOutcome> {
  if ((await pending) === 'answered') return 'answered';
  return runSteps(steps, exchange, from);
}

const answered = (): 'answered' => 'answered';

/** A step that runs its own list when `applies` holds (and then answers), and does nothing otherwise. */
export function branch(name: string, applies: (exchange: Exchange) => boolean, steps: readonly Step[]): Step {
  return {
    name,
    steps,
    run: (exchange) => {
      if (!applies(exchange)) return undefined;
      const outcome = runSteps(steps, exchange);
      return outcome instanceof Promise ? outcome.then(answered) : 'answered';
    },
  };
}

/**
 * Throws when a step needs what no step before it provides on its way through the list (a branch's steps see what
 * was found out before the branch; what a branch finds out stays inside it). After-answer steps see what the main
 * list's top level provides. Run when the app is built, so a misordered list never serves a request.
 */
function checkStepOrder(pipeline: Pipeline): void {
  const walk = (steps: readonly Step[], known: Set<ExchangeFact>): Set<ExchangeFact> => {
    const seen = new Set(known);
    for (const step of steps) {
      const missing = (step.needs ?? []).filter((fact) => !seen.has(fact));
      if (missing.length > 0) {
        throw new Error(`Pipeline step "${step.name}" needs ${missing.join(', ')}, which no step before it provides.`);
      }
      if (step.steps) walk(step.steps, seen);
      for (const fact of step.provides ?? []) seen.add(fact);
    }
    return seen;
  };
  const known = walk(pipeline.steps, new Set());
  walk(pipeline.afterAnswer, known);
}

/** The names of a pipeline's steps, branches indented, for CONTRIBUTING.md (How it is built) and the tests. */
export function describePipeline(pipeline: Pipeline): string[] {
  const lines = (steps: readonly Step[], indent: string): string[] =>
    steps.flatMap((step) => [`${indent}${step.name}`, ...lines(step.steps ?? [], `${indent}  `)]);
  return [...lines(pipeline.steps, ''), 'after the answer:', ...lines(pipeline.afterAnswer, '  ')];
}

/**
 * The one Koa middleware of the service. The steps run until one answers; one that throws, or a list that ends
 * without an answer, is answered by `answerProblem`. Then every `afterAnswer` step runs. It never calls `next`: it
 * is the app's only handler (see pipelineApp), so there is no later middleware to call.
 */
function pipelineMiddleware(pipeline: Pipeline, answerProblem: ProblemAnswer): Koa.Middleware {
  const { steps, afterAnswer } = pipeline;
  return async (ctx) => {
    const exchange: Exchange = { ctx, startedAt: process.hrtime.bigint(), requestId: '', client: '' };
    try {
      const outcome = runSteps(steps, exchange);
      if ((outcome instanceof Promise ? await outcome : outcome) !== 'answered') throw new Error('The pipeline ended without an answer.');
    } catch (error) {
      answerProblem(exchange, error);
    }
    for (const step of afterAnswer) {
      try {
        // A synchronous step (the metrics, the access log) costs no promise, as in runSteps.
        const outcome = step.run(exchange);
        if (outcome instanceof Promise) await outcome;
      } catch (error) {
        answerProblem(exchange, error);
      }
    }
  };
}

/**
 * The Koa application whose one handler is the pipeline, through Koa's documented `compose` option (Koa 3.3:
 * "function to handle middleware composition"; @types/koa 3.0 does not declare it yet, hence the cast). A middleware
 * added with `app.use` would either never run or answer outside the problem+json contract, so the app refuses to
 * build its handler (`callback()`, `listen()`) when one was added; a new step belongs in the declared list in src/app.ts.
 */
export function pipelineApp(pipeline: Pipeline, answerProblem: ProblemAnswer): Koa {
  checkStepOrder(pipeline);
  const handler = pipelineMiddleware(pipeline, answerProblem);
  const compose = (added: Koa.Middleware[]): Koa.Middleware => {
    if (added.length > 0) {
      throw new Error(
        `This app is built from the declared pipeline: ${added.length} middleware added with app.use() would never run. Add a step to the declared pipeline in src/app.ts instead.`,
      );
    }
    return handler;
  };
  const options: { compose: typeof compose } = { compose };
  const app = new Koa<Koa.DefaultState, Koa.DefaultContext>(options as object);
  // Koa's own error logger would print internals; the problem answer already logs what it must.
  app.silent = true;
  return app;
}
