/**
 * A result a pool thread has already written as JSON (UTF-8). The thread serialises it and hands the bytes over
 * without a copy, so the main thread neither rebuilds the result object (a structured clone) nor stringifies it:
 * a 10 MB answer costs the event loop a memory copy, not tens of milliseconds.
 */
export class SerializedResult {
  constructor(readonly json: Uint8Array) {}
}
