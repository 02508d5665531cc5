import type { operations as SpecOperations } from '../generated/openapi';
import type { OperationId } from '../generated/operations';

export type { OperationId } from '../generated/operations';
export { operations } from '../generated/operations';
export { spec } from '../generated/spec';
export { requestEnums } from '../generated/enums';

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The request body of an operation, with the spec's defaults applied by validation. */
export type RequestBody<Op extends OperationId> = JsonContent<SpecOperations[Op]['requestBody']>;

/** The `result` member of an operation's 200 envelope. */
export type ToolResult<Op extends OperationId> =
  JsonContent<SpecOperations[Op]['responses'][200]> extends {
    result: infer Result;
  }
    ? Result
    : never;

/** Random bytes, as node:crypto's randomBytes gives them; the app passes one in so tests can pin it. */
export type RandomSource = (size: number) => Uint8Array;

interface HandlerInput<Op extends OperationId> {
  request: { requestBody: RequestBody<Op> };
  /** The request's clock reading, taken once by the app. */
  now: Date;
  random: RandomSource;
}

/** Maps a validated request to the tool's result; app.ts wraps it as `{ tool, result }`. */
export type OperationHandler<Op extends OperationId> = (input: HandlerInput<Op>) => ToolResult<Op> | Promise<ToolResult<Op>>;

/** One handler per operation in the spec: a missing or misspelled key is a compile error. */
export type HandlerMap = { [Op in OperationId]: OperationHandler<Op> };
