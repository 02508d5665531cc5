import type Koa from 'koa';
import type { Operation } from 'openapi-backend';
import type { JsonObjectBody } from './json-body';

/** What the steps of one request share: Koa's context and what earlier steps found out. */
export interface Exchange {
  readonly ctx: Koa.Context;
  /** When the request reached the pipeline (process.hrtime.bigint()). */
  readonly startedAt: bigint;
  /** The client's address, as the rate limits key it; set by the client-address step. */
  client: string;
  /** The spec operation the path names; set by the operation step. */
  operation?: Operation;
  /** The request's JSON object body; set by the JSON-body step. */
  body?: JsonObjectBody;
}

/** `'answered'`: the answer is complete and the rest of the list is skipped; nothing: go on with the next step. */
export type StepOutcome = 'answered' | undefined;

/** The one shape of every step of the pipeline: a name for the declared list, and what it does to an exchange. */
export interface Step {
  readonly name: string;
  readonly run: (exchange: Exchange) => StepOutcome | void | Promise<StepOutcome | void>;
  /** A branch's own list (for describePipeline). */
  readonly steps?: readonly Step[];
}

/** Turns anything a step threw into the answer (the error boundary). */
export type ProblemAnswer = (exchange: Exchange, error: unknown) => void;

/** The declared pipeline: `steps` until one answers, then `afterAnswer` (all of them), which see the final answer, problems included. */
export interface Pipeline {
  readonly steps: readonly Step[];
  readonly afterAnswer: readonly Step[];
}

/** Runs steps in order until one answers. A synchronous step costs no promise. */
async function runSteps(steps: readonly Step[], exchange: Exchange): Promise<StepOutcome> {
  for (const step of steps) {
    const outcome = step.run(exchange);
    if ((outcome instanceof Promise ? await outcome : outcome) === 'answered') return 'answered';
  }
  return undefined;
}

/** A step that runs its own list when `applies` holds (and then answers), and does nothing otherwise. */
export function branch(name: string, applies: (exchange: Exchange) => boolean, steps: readonly Step[]): Step {
  return {
    name,
    steps,
    run: (exchange) => (applies(exchange) ? runSteps(steps, exchange).then(() => 'answered' as const) : undefined),
  };
}

/** The names of a pipeline's steps, branches indented, for the README and the tests. */
export function describePipeline(pipeline: Pipeline): string[] {
  const lines = (steps: readonly Step[], indent: string): string[] =>
    steps.flatMap((step) => [`${indent}${step.name}`, ...lines(step.steps ?? [], `${indent}  `)]);
  return [...lines(pipeline.steps, ''), 'after the answer:', ...lines(pipeline.afterAnswer, '  ')];
}

/**
 * The one Koa middleware of the service. The steps run until one answers; one that throws, or a list that ends
 * without an answer, is answered by `answerProblem`. Then every `afterAnswer` step runs. It never calls `next`: the
 * app is sealed (see sealApp), so there is no later middleware to call.
 */
export function pipelineMiddleware(pipeline: Pipeline, answerProblem: ProblemAnswer): Koa.Middleware {
  const { steps, afterAnswer } = pipeline;
  return async (ctx) => {
    const exchange: Exchange = { ctx, startedAt: process.hrtime.bigint(), client: '' };
    try {
      if ((await runSteps(steps, exchange)) !== 'answered') throw new Error('The pipeline ended without an answer.');
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
 * Makes `app.use` throw: the pipeline is the app's only middleware, and a middleware added around or after it would
 * either never run or answer outside the problem+json contract. A new step belongs in the declared list in src/app.ts.
 */
export function sealApp(app: Koa): Koa {
  Object.freeze(app.middleware);
  Object.defineProperty(app, 'use', {
    value: () => {
      throw new Error('This app is sealed: add a step to the declared pipeline in src/app.ts instead of app.use().');
    },
  });
  return app;
}
