/** The 422 codes engines throw, with what they mean; the service serves this at /problems/{code}. */
export const toolErrorCatalogue = {
  invalid_base64: {
    title: 'Invalid Base64',
    description: 'The text to decode contains a character outside the Base64 alphabets, misplaced padding, or an impossible length.',
    recovery: 'Remove the character named in `detail`, or send the text with mode "encode" if it is not Base64.',
  },
  invalid_unicode: {
    title: 'Text is not valid Unicode',
    description: 'The text contains an unpaired UTF-16 surrogate (for example from a lone \\uD83D escape), which has no UTF-8 encoding.',
    recovery: 'Send the complete character (both halves of the surrogate pair) or remove the stray escape.',
  },
  output_too_large: {
    title: 'Formatted output too large',
    description: 'The pretty-printed JSON would exceed 16,777,216 characters, usually because a large input is deeply nested and every line repeats the indentation.',
    recovery: 'Send mode "minify", or indent 2 instead of 4, or format a smaller part of the document.',
  },
  malformed_jwt: {
    title: 'Malformed JWT',
    description: 'The token is not a compact JWS: three base64url segments whose header and payload are JSON objects.',
    recovery: 'Send the whole token as issued (header.payload.signature), without quotes; the detail names the broken segment.',
  },
  invalid_key: {
    title: 'Invalid key',
    description: 'The verification key is not an HMAC secret, a PEM public key or certificate, or a JWK that fits the token.',
    recovery: 'Send the HMAC secret as text, a PEM "PUBLIC KEY" or "CERTIFICATE", or a public JWK as JSON; or omit key to decode without verifying.',
  },
  invalid_date: {
    title: 'Invalid date',
    description: 'The value is not a date in a supported format, or names a day or time that does not exist.',
    recovery: 'Send ISO 8601 (2024-05-01T10:00:00+05:30), YYYY-MM-DD[ HH:mm[:ss]] or RFC 2822.',
  },
  invalid_timestamp: {
    title: 'Invalid timestamp',
    description: 'The value is not an integer count of seconds or milliseconds within the supported range.',
    recovery: 'Send an integer such as 1700000000 (unit s) or 1700000000000 (unit ms).',
  },
  amount_too_large: {
    title: 'Amount too large',
    description: 'The amount, or a total computed from it, is above the largest value the tool handles exactly (totals in paise must stay within 9,007,199,254,740,991, the largest exact JSON integer; amount-to-words reads up to 999999999999999.9).',
    recovery: 'Send a smaller amount; the detail gives the limit that applies.',
  },
  invalid_vpa: {
    title: 'Invalid UPI ID',
    description: 'The payee VPA (UPI ID) is not of the form handle@provider.',
    recovery: 'Send a UPI ID such as merchant@okaxis: no spaces, one @, a non-empty handle and provider.',
  },
  invalid_payee_name: {
    title: 'Invalid payee name',
    description: 'The payee name is empty after trimming whitespace.',
    recovery: 'Send the name the payer should see, for example the shop name.',
  },
} as const satisfies Record<string, { title: string; description: string; recovery: string }>;

export type ToolErrorCode = keyof typeof toolErrorCatalogue;

/** The only error an engine throws: input passed the schema but the tool cannot process it (HTTP 422 with `code`). */
export class ToolInputError extends Error {
  constructor(
    readonly code: ToolErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ToolInputError';
  }
}
