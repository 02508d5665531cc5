import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Logger } from '../log';
import type { IndexedRouter } from '../../calls/indexed-router';
import { responseValidators } from '../../calls/response-validators';
import type { Step } from '../pipeline';
import { AnswerStream } from './answer-budget';
import { ProblemError } from '../../problems/problem';

/** Whether one line of a streamed (NDJSON) answer is what the operation documents for its lines; a violation is logged. */
export type LineCheck = (line: Buffer, { requestId, operationId }: { requestId: string; operationId: string }) => boolean;

/**
 * VALIDATE_RESPONSES: every answer of a tool's path, of any status (the 200 envelope and every problem), is checked
 * against the schema its operation documents for that status, whatever the media type (openapi-backend's own check
 * reads application/json only, so it would never see a problem). A violation is a bug in the service: it is logged and
 * the caller gets 500 engine_error instead of an answer the spec does not describe. Off in production (a schema check
 * per answer); on in the tests. The validators are code codegen compiled from the spec, so none is compiled here.
 *
 * `answers` is that check, run after the answer; `lines` checks each line of a streamed answer (a batch or pipeline
 * as NDJSON) against the operation's `application/x-ndjson` schema as the line is produced, before it is sent, since
 * the status line has gone out by then: the compositions step answers a line that fails with an engine_error item.
 */
export function responseChecks(router: IndexedRouter, log: Logger): { answers: Step; lines: LineCheck } {
  /** The schema of `media` (the first documented media type when left out) for the status. */
  const validatorFor = (operationId: string, status: number, media?: string): ValidateFunction | undefined => {
    const content = responseValidators[operationId]?.[String(status)] ?? {};
    return media === undefined ? Object.values(content)[0] : content[media];
  };
  /** What is wrong with `body` for the status (and media type), logged; none: it is what the spec documents. */
  const violations = (
    body: unknown,
    where: { requestId: string; operationId: string; status: number; media?: string },
  ): Array<Pick<ErrorObject, 'instancePath' | 'message'>> => {
    const { requestId, operationId, status, media } = where;
    const validate = validatorFor(operationId, status, media);
    const errors =
      validate === undefined
        ? [{ instancePath: '', message: 'this status is not documented' }]
        : validate(body)
          ? []
          : (validate.errors ?? []);
    if (errors.length > 0) {
      const listed = errors.slice(0, 5).map((e) => `${e.instancePath} ${e.message}`);
      log.error({ reqId: requestId, operationId, status, violations: listed }, 'response_invalid');
    }
    return errors;
  };

  const run: Step['run'] = ({ ctx, requestId }) => {
    if (!router.allowedMethods(ctx.path)) return;
    // A streamed answer (NDJSON) is written after this step: `lines` checks each line as it is produced.
    if (ctx.response.type === 'application/x-ndjson') return;
    // The API path serialises its answers (a string, a Buffer, or the bytes of an AnswerStream when large); problems stay objects.
    const sent: unknown = ctx.body instanceof AnswerStream ? ctx.body.bytes : ctx.body;
    const body: unknown = typeof sent === 'string' || Buffer.isBuffer(sent) ? JSON.parse(sent.toString()) : sent;
    if (typeof body !== 'object' || body === null) return;
    const operationId = router.matchOperation({ method: 'post', path: ctx.path, headers: {} })?.operationId;
    if (!operationId) return;
    if (violations(body, { requestId, operationId, status: ctx.status }).length === 0) return;
    throw new ProblemError('engine_error', `The answer (HTTP ${ctx.status}) violates the spec of ${operationId}.`);
  };
  const lines: LineCheck = (line, { requestId, operationId }) =>
    violations(JSON.parse(line.toString()), { requestId, operationId, status: 200, media: 'application/x-ndjson' }).length === 0;
  return { answers: { name: 'response check (VALIDATE_RESPONSES)', needs: ['requestId'], run }, lines };
}
