import { types } from 'node:util';

/**
 * The error's name and stack frames, without its message: a message can quote the input (a RangeError naming the
 * value it rejected), and the service promises never to record requests.
 */
export function whereItFailed(error: unknown): string {
  // Not `instanceof Error`: an Error made in another realm (a package loaded outside jest's sandbox) is one too.
  if (!types.isNativeError(error)) return `a thrown ${typeof error}`;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [error.name, ...frames].join('\n');
}
