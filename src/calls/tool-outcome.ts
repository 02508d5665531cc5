import { SerializedResult } from '../pool/serialized-result';

/**
 * One tool call's result, closed: what callTool resolves to on every surface. A pool thread hands its result over as
 * JSON bytes (SerializedResult), an inline engine as a value; the caller asks for the form it needs and each form is
 * made at most once, so no caller looks inside the pool's output or writes the same unwrapping again.
 */
export class ToolOutcome<T = unknown> {
  #bytes: Uint8Array | undefined;
  #value: T | undefined;
  #hasValue: boolean;

  private constructor(bytes: Uint8Array | undefined, value: T | undefined, hasValue: boolean) {
    this.#bytes = bytes;
    this.#value = value;
    this.#hasValue = hasValue;
  }

  /** What an engine gave: a pool thread's JSON bytes, or an inline engine's value. */
  static of<T>(result: T | SerializedResult): ToolOutcome<T> {
    return result instanceof SerializedResult
      ? new ToolOutcome<T>(result.json, undefined, false)
      : new ToolOutcome<T>(undefined, result, true);
  }

  /** Whether the JSON bytes exist already (a pool thread wrote them): sending them costs no serialising. */
  get serialized(): boolean {
    return this.#bytes !== undefined;
  }

  /** The result as JSON, UTF-8: the pool's bytes as they are, or the value stringified once. */
  json(): Uint8Array {
    this.#bytes ??= Buffer.from(JSON.stringify(this.#value), 'utf8');
    return this.#bytes;
  }

  /** The result as JSON text. */
  text(): string {
    return this.#hasValue && this.#bytes === undefined ? JSON.stringify(this.#value) : Buffer.from(this.json()).toString('utf8');
  }

  /** The result as a value: the inline engine's, or parsed once from the pool's bytes. */
  value(): T {
    if (!this.#hasValue) {
      this.#value = JSON.parse(Buffer.from(this.#bytes as Uint8Array).toString('utf8')) as T;
      this.#hasValue = true;
    }
    return this.#value as T;
  }

  /** As JSON.stringify meets it inside an envelope: the value (so a small inline answer is stringified once, whole). */
  toJSON(): T {
    return this.value();
  }
}
