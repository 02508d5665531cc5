import type { Step } from '../pipeline';

const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/** RFC 3986 §6.2.2.2: a percent-encoded unreserved character is that character, so `base64%2Dencode` is `base64-encode`. */
function decodeUnreserved(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : escape;
  });
}

/** Routes every request by its normalised path; reserved characters stay encoded, so "/" inside a segment never splits it. */
export const normalizedPath: Step = {
  name: 'normalised path (%2D is -)',
  run: ({ ctx }) => {
    if (ctx.path.includes('%')) ctx.path = decodeUnreserved(ctx.path);
  },
};
