/**
 * A result a pool thread has already written as JSON (UTF-8). The thread serialises it and hands the bytes over
 * without a copy, so the main thread neither rebuilds the result object (a structured clone) nor stringifies it:
 * a 10 MB answer costs the event loop a memory copy, not tens of milliseconds.
 */
export class SerializedResult {
  constructor(readonly json: Uint8Array) {}
}

/** A tool's result as JSON text, whether a pool thread wrote it (SerializedResult) or an inline engine returned it. */
export function resultText(result: unknown): string {
  return result instanceof SerializedResult ? Buffer.from(result.json).toString('utf8') : JSON.stringify(result);
}

/** A tool's result as a value, whether a pool thread wrote it as JSON or an inline engine returned it. */
export function resultValue<T>(result: T | SerializedResult): T {
  return result instanceof SerializedResult ? (JSON.parse(Buffer.from(result.json).toString('utf8')) as T) : result;
}
