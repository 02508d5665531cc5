import type { ValidateFunction } from 'ajv';
import type { Logger } from '../log';
import type { IndexedRouter } from '../../calls/indexed-router';
import { createSpecAjv } from '../../calls/contract';
import type { Step } from '../pipeline';
import { AnswerStream } from './answer-budget';
import { ProblemError } from '../../problems/problem';

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;

/**
 * VALIDATE_RESPONSES: every answer of a tool's path, of any status (the 200 envelope and every problem), is checked
 * against the schema its operation documents for that status, whatever the media type (openapi-backend's own check
 * reads application/json only, so it would never see a problem). A violation is a bug in the service: it is logged and
 * the caller gets 500 engine_error instead of an answer the spec does not describe. Off in production (a schema check
 * per answer); on in the tests.
 */
export function checkResponses(router: IndexedRouter, log: Logger): Step {
  const ajv = createSpecAjv();
  const validators = new Map<string, ValidateFunction | undefined>();
  const validatorFor = (operationId: string, status: number): ValidateFunction | undefined => {
    const key = `${operationId} ${status}`;
    if (!validators.has(key)) {
      const responses = (router.getOperation(operationId)?.responses ?? {}) as Responses;
      const schema = Object.values(responses[String(status)]?.content ?? {})[0]?.schema;
      validators.set(key, schema ? ajv.compile(schema) : undefined);
    }
    return validators.get(key);
  };

  const run: Step['run'] = ({ ctx, requestId }) => {
    if (!router.allowedMethods(ctx.path)) return;
    // A streamed answer (NDJSON) is written after this step; its lines are held to the spec by the tests.
    if (ctx.response.type === 'application/x-ndjson') return;
    // The API path serialises its answers (a string, a Buffer, or the bytes of an AnswerStream when large); problems stay objects.
    const sent: unknown = ctx.body instanceof AnswerStream ? ctx.body.bytes : ctx.body;
    const body: unknown = typeof sent === 'string' || Buffer.isBuffer(sent) ? JSON.parse(sent.toString()) : sent;
    if (typeof body !== 'object' || body === null) return;
    const operationId = router.matchOperation({ method: 'post', path: ctx.path, headers: {} })?.operationId;
    if (!operationId) return;
    const validate = validatorFor(operationId, ctx.status);
    const errors =
      validate === undefined
        ? [{ instancePath: '', message: 'this status is not documented' }]
        : validate(body)
          ? []
          : (validate.errors ?? []);
    if (errors.length === 0) return;
    const listed = errors.slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);
    log.error({ reqId: requestId, operationId, status: ctx.status, violations: listed }, 'response_invalid');
    throw new ProblemError('engine_error', `The answer (HTTP ${ctx.status}) violates the spec of ${operationId}.`);
  };
  return { name: 'response check (VALIDATE_RESPONSES)', needs: ['requestId'], run };
}
