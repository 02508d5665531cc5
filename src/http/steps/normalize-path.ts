import { ProblemError } from '../../problems/problem';
import type { Step } from '../pipeline';

const UNRESERVED = /^[A-Za-z0-9._~-]$/;
/** RFC 3986 §2.1: a percent-encoded octet is "%" and two hexadecimal digits. */
const ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** RFC 3986 §6.2.2.2: a percent-encoded unreserved character is that character, so `base64%2Dencode` is `base64-encode`. */
function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
}

/**
 * Why the path's percent-escapes cannot be read, or undefined when they can: each must be `%` and two hexadecimal
 * digits (RFC 3986 §2.1), and the octets they encode must be UTF-8 (RFC 3986 §2.5; what decodeURIComponent, and so
 * any page that reads a path segment, requires).
 */
function malformedEscape(path: string): string | undefined {
  const bad = ESCAPE.exec(path);
  if (bad) return `"${path.slice(bad.index, bad.index + 3)}" at character ${bad.index + 1} is not "%" followed by two hexadecimal digits`;
  try {
    decodeURIComponent(path);
  } catch {
    return 'its percent-escapes do not encode UTF-8';
  }
  return undefined;
}

/**
 * Routes every request by its normalised path; reserved characters stay encoded, so "/" inside a segment never splits
 * it. A path whose percent-escapes are malformed (`%zz`, a lone `%`, `%ff`) is 400 bad_request, whatever it names.
 */
export const normalizedPath: Step = {
  name: 'normalised path (%2D is -; 400 bad_request for a malformed percent-escape)',
  run: ({ ctx }) => {
    if (!ctx.path.includes('%')) return;
    const why = malformedEscape(ctx.path);
    if (why) {
      throw new ProblemError('bad_request', `The path cannot be read: ${why}.`, {
        recovery:
          'Percent-encode the path as UTF-8 (RFC 3986): each "%" followed by two hexadecimal digits, as encodeURIComponent writes it.',
      });
    }
    ctx.path = decodeUnreserved(ctx.path);
  },
};
