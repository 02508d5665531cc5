import { ToolInputError } from '../../src/tools/shared/errors';

const accepted = (): Error => new Error('the call was accepted; a ToolInputError was expected');

/** The ToolInputError `call` throws; anything else it throws is rethrown, and a call that returns fails the test. */
export function toolError(call: () => unknown): ToolInputError {
  try {
    call();
  } catch (error) {
    if (error instanceof ToolInputError) return error;
    throw error;
  }
  throw accepted();
}

/** toolError for an engine that answers a promise. */
export async function toolErrorAsync(call: () => Promise<unknown>): Promise<ToolInputError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ToolInputError) return error;
    throw error;
  }
  throw accepted();
}
