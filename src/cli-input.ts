import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { resolve } from 'node:path';
import { isatty } from 'node:tty';
import { UsageError, type BodyInput, type LimitFor } from './cli-arguments';

// What the CLI reads besides its arguments: piped stdin and body files, each as UTF-8 text, counted as it arrives and
// refused once past its limit, so an input too long is never held whole.

/** Waits `ms` milliseconds, blocking: stdin is read synchronously. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The text behind descriptor `fd`, read 64 KiB at a time. Its limit is chosen by its first character other than
 * white space, and checked as each part arrives. Bytes that are not UTF-8 are refused, never replaced with U+FFFD (as
 * the service refuses them), so no tool works on text the caller did not send. The descriptor is read directly:
 * process.stdin would set a pipe non-blocking, and a read that finds the writer not yet ready (EAGAIN) is retried.
 * Undefined when the descriptor cannot be read at all (a closed stdin).
 */
function readText(fd: number, what: string, limitFor: LimitFor): string | undefined {
  const chunk = Buffer.allocUnsafe(64 * 1024);
  // A leading byte order mark is kept, as readFileSync kept it: json-formatter reports it rather than never seeing it.
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  const notUtf8 = (): UsageError =>
    new UsageError(`${what} is not UTF-8 text: the tools read text, and bytes that are not UTF-8 are refused rather than replaced.`);
  let limit = limitFor(undefined);
  let chosen = false;
  const parts: string[] = [];
  let characters = 0;
  let bytes = 0;
  for (;;) {
    let read: number;
    try {
      read = readSync(fd, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        pause(10);
        continue;
      }
      if (code === 'EOF') break; // Windows' end of a pipe
      if (bytes === 0 && code !== 'EISDIR') return undefined;
      throw new UsageError(`${what} could not be read: ${(error as Error).message}.`);
    }
    if (read === 0) break;
    let part: string;
    try {
      part = decoder.decode(chunk.subarray(0, read), { stream: true });
    } catch {
      throw notUtf8();
    }
    bytes += read;
    if (!chosen) {
      const first = /[^\s]/u.exec(part)?.[0];
      if (first !== undefined) {
        limit = limitFor(first);
        chosen = true;
      }
    }
    // JSON Schema's maxLength counts code points: a surrogate pair is one character.
    characters += part.length - (part.match(/[\uD800-\uDBFF]/g)?.length ?? 0);
    if ((limit.characters !== undefined && characters > limit.characters) || (limit.bytes !== undefined && bytes > limit.bytes)) {
      throw new UsageError(limit.refusal);
    }
    parts.push(part);
  }
  try {
    parts.push(decoder.decode());
  } catch {
    throw notUtf8();
  }
  return parts.join('');
}

/** Piped stdin and body files, as the CLI reads them. */
export const bodyInput: BodyInput = {
  stdin: (what, limitFor) => (isatty(0) ? undefined : readText(0, what, limitFor)),
  file(path, maxBytes) {
    const what = `--json @${path}`;
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'ENOENT'
          ? `there is no such file (${resolve(path)})`
          : code === 'EACCES' || code === 'EPERM'
            ? 'the file cannot be read (permission denied)'
            : `the file cannot be opened (${code ?? (error as Error).message})`;
      throw new UsageError(`${what}: ${why}.`);
    }
    try {
      const stat = fstatSync(fd);
      if (stat.isDirectory()) throw new UsageError(`${what}: that is a folder, not a file.`);
      if (stat.isFile() && stat.size > maxBytes) {
        throw new UsageError(
          `${what}: the file is ${stat.size.toLocaleString('en-US')} bytes; a request body may be ${maxBytes.toLocaleString('en-US')} bytes at most.`,
        );
      }
      const refusal = `${what} is longer than a request body may be: ${maxBytes.toLocaleString('en-US')} bytes; reading stopped there and nothing was run.`;
      return readText(fd, what, () => ({ bytes: maxBytes, refusal })) ?? '';
    } finally {
      closeSync(fd);
    }
  },
};
